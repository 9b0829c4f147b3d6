/**
 * Admin insights screens (issue 7): rendered inside the admin portal's <Routes> as `{insightsRoutes}`. Paths are relative
 * to /admin/.
 */
export const insightsRoutes = <></>;
