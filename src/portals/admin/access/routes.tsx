/**
 * Admin access screens (issue 7): rendered inside the admin portal's <Routes> as `{accessRoutes}`. Paths are relative
 * to /admin/.
 */
export const accessRoutes = <></>;
