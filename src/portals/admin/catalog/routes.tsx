/**
 * Admin catalog screens (issue 7): rendered inside the admin portal's <Routes> as `{catalogRoutes}`. Paths are relative
 * to /admin/.
 */
export const catalogRoutes = <></>;
