/**
 * THE route table: every route known now (SPEC 2). The guard (`guard.ts`), the menus and the tests read it.
 * Paths are react-router patterns. `titleKey` / `menu.labelKey` are i18n keys.
 */
import { matchPath } from "react-router";
import { DASHBOARD_PERMISSION } from "./constants";

export type Portal = "customer" | "partner" | "admin";
export type RouteUserType = "customer" | "partner" | "internal";
export type RouteLayout = "content" | "landing" | "auth" | "none";

export interface RouteMenu {
  labelKey: string;
  /** An @ant-design/icons component name, e.g. `DashboardOutlined`. */
  icon?: string;
  order?: number;
}

export interface AppRoute {
  path: string;
  portal: Portal;
  userType: RouteUserType;
  /** Login required. */
  auth: boolean;
  /** Permission name required (from common/permissions). */
  permission?: string;
  layout: RouteLayout;
  titleKey: string;
  menu?: RouteMenu;
  /** Login / registration page: a signed-in visitor is sent on (returnUrl or dashboard), never remembered as returnUrl. */
  guestOnly?: boolean;
}

const customer = (path: string, titleKey: string, extra: Partial<AppRoute> = {}): AppRoute => ({
  path,
  portal: "customer",
  userType: "customer",
  auth: false,
  layout: "content",
  titleKey,
  ...extra,
});

const customerAuthPage = (path: string, titleKey: string, guestOnly = true): AppRoute =>
  customer(path, titleKey, { layout: "auth", guestOnly: guestOnly || undefined });

const partner = (path: string, titleKey: string, permission?: string, extra: Partial<AppRoute> = {}): AppRoute => ({
  path,
  portal: "partner",
  userType: "partner",
  auth: permission !== undefined,
  permission,
  layout: "content",
  titleKey,
  ...extra,
});

const admin = (path: string, titleKey: string, permission?: string, extra: Partial<AppRoute> = {}): AppRoute => ({
  path,
  portal: "admin",
  userType: "internal",
  auth: permission !== undefined,
  permission,
  layout: "content",
  titleKey,
  ...extra,
});

export const ROUTES: readonly AppRoute[] = [
  // Customer storefront
  customer("/", "titles.home", { layout: "landing", menu: { labelKey: "nav.home", icon: "HomeOutlined", order: 1 } }),
  customer("/categories", "titles.categories", {
    menu: { labelKey: "nav.categories", icon: "AppstoreOutlined", order: 2 },
  }),
  customer("/providers", "titles.providers", {
    menu: { labelKey: "nav.providers", icon: "ShopOutlined", order: 3 },
  }),
  customer("/providers/:id", "titles.providerProfile"),
  customer("/providers/:id/services", "titles.providerServices"),
  customer("/categories/:id", "titles.categoryServices"),
  customer("/search", "titles.search"),
  customer("/packages", "titles.packages", { menu: { labelKey: "nav.packages", icon: "GiftOutlined", order: 4 } }),
  customer("/packages/:id", "titles.packageDetails"),
  customer("/services", "titles.services"),
  customer("/services/:id", "titles.serviceDetails"),
  customer("/faq", "titles.faq"),
  customer("/support", "titles.chatSupport"),
  customer("/contact", "titles.contact"),
  customer("/terms-and-conditions", "titles.terms"),
  customer("/privacy-policy", "titles.privacy"),
  customer("/checkout", "titles.checkout"),
  customer("/bookings", "titles.bookings", {
    auth: true,
    menu: { labelKey: "nav.bookings", icon: "CalendarOutlined", order: 5 },
  }),
  customer("/bookings/:id", "titles.booking", { auth: true }),
  customer("/booking/summary/:orderId", "titles.bookingSummary", { auth: true }),
  customer("/payment/success", "titles.paymentSuccess", { auth: true }),
  customer("/payment/fail", "titles.paymentFail", { auth: true }),
  customer("/quotation/:id", "titles.quotation", { auth: true }),
  customer("/invoice/:orderId", "titles.invoice", { auth: true, layout: "none" }),
  customer("/buy-package", "titles.buyPackage"),
  customer("/wallet", "titles.wallet", { auth: true }),
  customer("/notifications", "titles.notifications", { auth: true }),
  customer("/profile/packages", "titles.myPackages", { auth: true }),
  customer("/profile", "titles.profile", { auth: true }),
  customer("/profile/edit", "titles.profileEdit", { auth: true }),
  customer("/profile/addresses", "titles.profileAddresses", { auth: true }),
  customerAuthPage("/login", "titles.login"),
  customerAuthPage("/customer", "titles.login"),
  customerAuthPage("/login/otp", "titles.loginOtp"),
  customerAuthPage("/register", "titles.registration"),
  customerAuthPage("/registration", "titles.registration"),
  // Code pages after registration sign the user in and move on themselves: not guest-only, or the guard would
  // race them to a different page the moment the session appears.
  customerAuthPage("/registration/otp", "titles.registrationOtp", false),
  customerAuthPage("/register/otp", "titles.registrationOtp", false),
  // Reached right after registering (signed in) and when signed out: not guest-only.
  // Open route: the registration flow moves here in the same step as it signs the user in; the page itself
  // sends a signed-out visitor to /login.
  customer("/category-preference", "titles.categoryPreference", { layout: "auth" }),
  customerAuthPage("/forgot-password", "titles.forgotPassword", false),
  customerAuthPage("/forgot-password/otp", "titles.forgotPasswordOtp", false),
  customerAuthPage("/reset-password", "titles.resetPassword", false),
  customerAuthPage("/verify-email", "titles.emailVerification", false),

  // Partner portal
  partner("/partner", "titles.becomePartner", undefined, { layout: "landing" }),
  partner("/partner/faq", "titles.partnerFaq", undefined, { layout: "landing" }),
  partner("/partner/login", "titles.partnerLogin", undefined, { layout: "auth", guestOnly: true }),
  partner("/partner/login/otp", "titles.partnerLoginOtp", undefined, { layout: "auth", guestOnly: true }),
  partner("/partner/register", "titles.partnerRegistration", undefined, { layout: "auth", guestOnly: true }),
  partner("/partner/register/otp", "titles.partnerRegistrationOtp", undefined, { layout: "auth" }),
  partner("/partner/dashboard", "titles.partnerDashboard", DASHBOARD_PERMISSION, {
    menu: { labelKey: "nav.dashboard", icon: "DashboardOutlined", order: 1 },
  }),
  partner("/partner/profile", "titles.partnerProfile", "read-profile"),
  partner("/partner/account", "titles.partnerAccount", "read-profile"),
  partner("/partner/change-my-password", "titles.changePassword", "change-my-password"),
  partner("/partner/on-boarding", "titles.partnerOnboarding", "create-application", {
    menu: { labelKey: "nav.onboarding", icon: "SolutionOutlined", order: 2 },
  }),
  partner("/partner/my-applications", "titles.partnerApplications", "read-application", {
    menu: { labelKey: "nav.applications", icon: "FileTextOutlined", order: 3 },
  }),
  partner("/partner/application/view/:id", "titles.partnerApplicationView", "read-application"),
  // Partner catalog (issue 6): src/portals/partner/catalog
  partner("/partner/services", "titles.partnerServices", "read-service"),
  partner("/partner/services/create", "titles.partnerServiceCreate", "create-service"),
  partner("/partner/services/edit/:id", "titles.partnerServiceEdit", "update-service"),
  partner("/partner/service-areas", "titles.partnerServiceAreas", "read-partner-service-area"),
  partner("/partner/packages", "titles.partnerPackages", "read-package"),
  partner("/partner/packages/create", "titles.partnerPackageCreate", "create-package"),
  partner("/partner/packages/edit/:id", "titles.partnerPackageEdit", "update-package"),
  partner("/partner/packages/show/:id", "titles.partnerPackageShow", "read-package"),
  partner("/partner/notifications-partner", "titles.notifications", "read-notification", {
    menu: { labelKey: "nav.notifications", icon: "BellOutlined", order: 90 },
  }),

  // Admin portal
  admin("/admin/login", "titles.adminLogin", undefined, { layout: "auth", guestOnly: true }),
  admin("/admin/dashboard", "titles.adminDashboard", DASHBOARD_PERMISSION, {
    menu: { labelKey: "nav.dashboard", icon: "DashboardOutlined", order: 1 },
  }),
  admin("/admin/profile", "titles.adminProfile", "read-profile"),
  admin("/admin/change-my-password", "titles.changePassword", "change-my-password"),
  // Admin catalog area (issue 7): src/portals/admin/catalog
  admin("/admin/service-categories", "titles.adminServiceCategories", "read-service-category"),
  admin("/admin/services", "titles.adminServices", "read-service"),
  admin("/admin/services/edit/:id", "titles.adminServiceEdit", "update-service"),
  admin("/admin/attributes", "titles.adminAttributes", "read-attribute"),
  admin("/admin/banners", "titles.adminBanners", "read-banner"),
  admin("/admin/properties", "titles.adminProperties", "read-property"),
  admin("/admin/service-areas", "titles.adminServiceAreas", "read-service-area"),
  // Admin appointments area (issue 7): src/portals/admin/appointments
  admin("/admin/appointments", "titles.adminAppointments", "read-admin-booking-appointment"),
  admin("/admin/appointments/show/:id", "titles.adminAppointmentShow", "read-admin-booking-appointment"),
  admin("/admin/reassignment-requests", "titles.adminReassignments", "read-admin-booking-appointment"),
  admin("/admin/quotations", "titles.adminQuotations", "read-admin-booking-appointment"),
  admin("/admin/completion-reports", "titles.adminCompletionReports", "read-admin-booking-appointment"),
  admin("/admin/reviews", "titles.adminReviews", "read-rating-reviews"),
  admin("/admin/availability", "titles.adminAvailability", "read-availability"),
  // Admin partners area (issue 7): src/portals/admin/partners (partners: the `tenant` permissions)
  admin("/admin/applications", "titles.adminApplications", "read-application"),
  admin("/admin/applications/show/:id", "titles.adminApplicationShow", "read-application"),
  admin("/admin/partners", "titles.adminPartners", "read-tenant"),
  admin("/admin/partners/show/:id", "titles.adminPartnerShow", "read-tenant"),
  admin("/admin/packages", "titles.adminPackages", "read-package"),
  admin("/admin/packages/create", "titles.adminPackageCreate", "create-package"),
  admin("/admin/packages/edit/:id", "titles.adminPackageEdit", "update-package"),
  admin("/admin/packages/show/:id", "titles.adminPackageShow", "read-package"),
  admin("/admin/handpicked-packages", "titles.adminHandpickedPackages", "read-package"),
  // Admin access area (issue 7): src/portals/admin/access
  admin("/admin/users", "titles.adminUsers", "read-user"),
  admin("/admin/users/create", "titles.adminUserCreate", "create-user"),
  admin("/admin/users/edit/:id", "titles.adminUserEdit", "update-user"),
  admin("/admin/users/show/:id", "titles.adminUserShow", "read-user"),
  admin("/admin/roles", "titles.adminRoles", "read-role"),
  admin("/admin/roles/create", "titles.adminRoleCreate", "create-role"),
  admin("/admin/roles/edit/:id", "titles.adminRoleEdit", "update-role"),
  admin("/admin/roles/:id/permissions", "titles.adminRolePermissions", "manage-role-permissions"),
];

export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string | undefined>;
}

const stripQuery = (path: string): string => {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  return pathname === "" ? "/" : pathname;
};

/** The table's route for a pathname (query and hash ignored, trailing slash tolerated), or undefined. */
export const matchRoute = (pathname: string): RouteMatch | undefined => {
  const path = stripQuery(pathname);
  for (const route of ROUTES) {
    const match = matchPath({ path: route.path, end: true }, path);
    if (match) return { route, params: match.params };
  }
  return undefined;
};

export const portalOfPath = (pathname: string): Portal => {
  const path = stripQuery(pathname);
  if (path === "/admin" || path.startsWith("/admin/")) return "admin";
  if (path === "/partner" || path.startsWith("/partner/")) return "partner";
  return "customer";
};

/**
 * The table's route, or for a path not in the table yet (the table grows with every issue) a default for its
 * prefix: under /admin/ and /partner/ login is required and the user type is checked; elsewhere it is public.
 */
export const resolveRoute = (pathname: string): AppRoute => {
  const found = matchRoute(pathname);
  if (found) return found.route;
  const path = stripQuery(pathname);
  const portal = portalOfPath(path);
  if (portal === "admin") return admin(path, "titles.notFound", undefined, { auth: true });
  if (portal === "partner") return partner(path, "titles.notFound", undefined, { auth: true });
  return customer(path, "titles.notFound");
};

export const LOGIN_PATHS: Record<Portal, string> = {
  customer: "/login",
  partner: "/partner/login",
  admin: "/admin/login",
};

export const DASHBOARD_PATHS: Record<Portal, string> = {
  customer: "/",
  partner: "/partner/dashboard",
  admin: "/admin/dashboard",
};

export const loginPathFor = (portal: Portal): string => LOGIN_PATHS[portal];
export const dashboardPathFor = (portal: Portal): string => DASHBOARD_PATHS[portal];

export const portalForUserType = (userType: RouteUserType | undefined): Portal =>
  userType === "internal" ? "admin" : userType === "partner" ? "partner" : "customer";

/** Routes of a portal that carry a menu entry, ordered. Filter them with `canAccess` (guard.ts) for the session. */
export const menuRoutes = (portal: Portal): AppRoute[] =>
  ROUTES.filter((r) => r.portal === portal && r.menu).sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
