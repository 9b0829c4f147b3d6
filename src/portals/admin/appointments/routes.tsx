/**
 * Admin appointments screens (issue 7): rendered inside the admin portal's <Routes> as `{appointmentsRoutes}`. Paths are relative
 * to /admin/.
 */
export const appointmentsRoutes = <></>;
