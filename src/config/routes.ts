/**
 * THE route table: every route known now (SPEC 2). The guard (`guard.ts`), the menus and the tests read it.
 * Paths are react-router patterns. `titleKey` / `menu.labelKey` are i18n keys. The storefront's routes are written
 * here; the admin and partner routes come from the portals' screen manifests (`src/portals/<portal>/screens.ts`,
 * see src/config/screens.ts), where each of those paths is written once.
 */
import { matchPath } from "react-router";
import type { Permission } from "../../common/permissions";
import { ADMIN_MANIFEST } from "../portals/admin/screens";
import { PARTNER_MANIFEST } from "../portals/partner/screens";
import { routesOfManifest } from "./screens";

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
  permission?: Permission;
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

const partner = (path: string, titleKey: string, permission?: Permission, extra: Partial<AppRoute> = {}): AppRoute => ({
  path,
  portal: "partner",
  userType: "partner",
  auth: permission !== undefined,
  permission,
  layout: "content",
  titleKey,
  ...extra,
});

const admin = (path: string, titleKey: string, permission?: Permission, extra: Partial<AppRoute> = {}): AppRoute => ({
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
  customer("/profile/favourites", "titles.favourites", { auth: true }),
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

  // Admin and partner portals: derived from each portal's screen manifest (one declaration per screen).
  ...routesOfManifest(PARTNER_MANIFEST),
  ...routesOfManifest(ADMIN_MANIFEST),
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

const matched = new Map<string, RouteMatch | undefined>();

/** The table's route for a pathname (query and hash ignored, trailing slash tolerated), or undefined. */
export const matchRoute = (pathname: string): RouteMatch | undefined => {
  const path = stripQuery(pathname);
  // The guard and every menu entry ask on each render: each path is matched against the table once.
  if (matched.has(path)) return matched.get(path);
  let found: RouteMatch | undefined;
  for (const route of ROUTES) {
    const match = matchPath({ path: route.path, end: true }, path);
    if (match) {
      found = { route, params: match.params };
      break;
    }
  }
  if (matched.size > 500) matched.clear();
  matched.set(path, found);
  return found;
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
