/**
 * Admin partners screens (issue 7): rendered inside the admin portal's <Routes> as `{partnersRoutes}`. Paths are relative
 * to /admin/.
 */
export const partnersRoutes = <></>;
