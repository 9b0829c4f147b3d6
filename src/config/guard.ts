/**
 * Route decisions as pure functions (SPEC 4, 6). The guard component is a thin shell: it builds a `GuardSession`
 * from the store (`guardSessionOf` in src/state) and calls `decideAccess(resolveRoute(pathname), session, location)`.
 */
import { DASHBOARD_PERMISSION, TECHNICIAN_ROLE } from "./constants";
import {
  type AppRoute,
  dashboardPathFor,
  loginPathFor,
  type Portal,
  portalForUserType,
  ROUTES,
  type RouteUserType,
} from "./routes";

export interface GuardSession {
  signedIn: boolean;
  /** Type of the active role; undefined when no role matches the default role name. */
  userType?: RouteUserType;
  /** Name of the active role (the session's default role). */
  roleName?: string;
  /** Permission names of the active role. */
  permissions: readonly string[];
  /** partner_details.id; null/undefined when the partner has no partner profile yet. */
  partnerId?: number | null;
  /** Return address remembered in the store, used when the query has none. */
  returnUrl?: string | null;
}

export interface GuardLocation {
  pathname: string;
  search?: string;
}

export type AccessDecision = { type: "allow" } | { type: "redirect"; to: string };

const ALLOW: AccessDecision = { type: "allow" };
const redirect = (to: string): AccessDecision => ({ type: "redirect", to });

/** SPEC 2, verbatim: partner paths always allowed without a partner profile. Entries ending in '/' match as prefixes. */
export const PARTNER_PATHS_WITHOUT_PROFILE = [
  "/partner/dashboard",
  "/partner/on-boarding",
  "/partner/profile",
  "/partner/change-my-password",
  "/partner/account",
  "/partner/my-applications",
  "/partner/application/view/",
  "partner/notifications-partner/",
] as const;

/** SPEC 2, verbatim: auth-flow paths that are not remembered as return address. */
export const NOT_REMEMBERED_PATHS = [
  "/login/",
  "/registration/",
  "/login/otp/",
  "/registration/otp/",
  "/category-preference/",
  "/forgot-password/",
  "/forgot-password/otp/",
  "/reset-password/",
  "/customer",
] as const;

const pathOnly = (path: string): string => {
  const cut = path.search(/[?#]/);
  return cut === -1 ? path : path.slice(0, cut);
};

const withLeadingSlash = (path: string): string => (path.startsWith("/") ? path : `/${path}`);
const withoutTrailingSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** Whether a partner without partner profile may open this path (permission still checked). */
export const isAllowedWithoutPartnerProfile = (pathname: string): boolean => {
  const path = withLeadingSlash(pathOnly(pathname));
  return PARTNER_PATHS_WITHOUT_PROFILE.some((raw) => {
    const entry = withLeadingSlash(raw);
    if (entry.endsWith("/")) return path.startsWith(entry) || path === withoutTrailingSlash(entry);
    return withoutTrailingSlash(path) === entry;
  });
};

const NOT_REMEMBERED = new Set<string>([
  ...NOT_REMEMBERED_PATHS.map((p) => withoutTrailingSlash(withLeadingSlash(p))),
  ...ROUTES.filter((r) => r.guestOnly || r.layout === "auth").map((r) => r.path),
]);

/** False for auth-flow pages (SPEC 2 list, with or without trailing slash) and portal login/registration pages. */
export const shouldRememberReturnUrl = (path: string): boolean =>
  !NOT_REMEMBERED.has(withoutTrailingSlash(withLeadingSlash(pathOnly(path))));

/** A return address is only followed when it is a same-site path and not itself an auth-flow page. */
export const isSafeReturnUrl = (url: string | null | undefined): url is string =>
  typeof url === "string" &&
  url.startsWith("/") &&
  !url.startsWith("//") &&
  !url.startsWith("/\\") &&
  shouldRememberReturnUrl(url);

/** `returnUrl` from a query string (`?a=b&returnUrl=%2Fx`), when safe. */
export const readReturnUrl = (search: string | undefined): string | undefined => {
  const value = new URLSearchParams(search ?? "").get("returnUrl");
  return isSafeReturnUrl(value) ? value : undefined;
};

/** The portal's login path, with `returnUrl` (encoded path + search) when the current page is worth remembering. */
export const loginRedirectFor = (portal: Portal, location: GuardLocation): string => {
  const here = `${location.pathname}${location.search ?? ""}`;
  const login = loginPathFor(portal);
  return shouldRememberReturnUrl(location.pathname) ? `${login}?returnUrl=${encodeURIComponent(here)}` : login;
};

/** The portal's registration path, carrying `returnUrl` like `loginRedirectFor` (SPEC 2: login or registration remembers the page). */
export const registerRedirectFor = (
  portal: Extract<Portal, "customer" | "partner">,
  location: GuardLocation,
): string => {
  const here = `${location.pathname}${location.search ?? ""}`;
  const register = portal === "partner" ? "/partner/register" : "/register";
  return shouldRememberReturnUrl(location.pathname) ? `${register}?returnUrl=${encodeURIComponent(here)}` : register;
};

/** `path` carrying on the safe `returnUrl` of `search` (an auth page linking to another auth page), else `path`. */
export const passReturnUrl = (path: string, search: string | undefined): string => {
  const returnUrl = readReturnUrl(search);
  if (!returnUrl) return path;
  return `${path}${path.includes("?") ? "&" : "?"}returnUrl=${encodeURIComponent(returnUrl)}`;
};

export const isTechnician = (session: Pick<GuardSession, "roleName">): boolean =>
  (session.roleName ?? "").trim().toLowerCase() === TECHNICIAN_ROLE;

export const hasPartnerProfile = (session: Pick<GuardSession, "partnerId">): boolean =>
  session.partnerId !== null && session.partnerId !== undefined;

/** Where a signed-in user belongs: their portal's dashboard (`/` for customers, technicians and role-less users). */
export const homePathFor = (session: GuardSession): string => {
  if (!session.signedIn || !session.userType) return "/";
  if (session.userType === "partner" && isTechnician(session)) return "/";
  return dashboardPathFor(portalForUserType(session.userType));
};

/**
 * Permission rule (SPEC 6). Partner: permission held AND partner profile present (or the path is on the
 * no-profile list), or the dashboard permission. Internal: permission held, or the dashboard permission.
 * Customer routes carry no permission.
 */
export const holdsRoutePermission = (route: AppRoute, session: GuardSession, pathname = route.path): boolean => {
  if (!route.permission || route.permission === DASHBOARD_PERMISSION) return true;
  const held = session.permissions.includes(route.permission);
  if (route.userType === "partner") {
    return held && (hasPartnerProfile(session) || isAllowedWithoutPartnerProfile(pathname));
  }
  return held;
};

/**
 * Every SPEC 4 guard rule, in order:
 * 1. login/registration page while signed in -> returnUrl (query, then store) or the user's home;
 * 2. public route -> allow;
 * 3. login needed and signed out -> the prefix's login with `returnUrl`;
 * 4. customer pages: any signed-in user;
 * 5. admin/partner page, user of another type -> `/`;
 * 6. partner page, active role technician -> `/`;
 * 7. partner page outside the no-profile list, partner without profile -> `/partner/dashboard`;
 * 8. permission not held -> the prefix's dashboard.
 */
export const decideAccess = (
  route: AppRoute | undefined,
  session: GuardSession,
  location: GuardLocation,
): AccessDecision => {
  if (!route) return ALLOW;

  if (route.guestOnly) {
    if (!session.signedIn) return ALLOW;
    return redirect(
      readReturnUrl(location.search) ?? (isSafeReturnUrl(session.returnUrl) ? session.returnUrl : homePathFor(session)),
    );
  }

  if (!route.auth) return ALLOW;

  if (!session.signedIn) return redirect(loginRedirectFor(route.portal, location));

  if (route.portal === "customer") return ALLOW;

  if (session.userType !== route.userType) return redirect("/");

  if (route.userType === "partner") {
    if (isTechnician(session)) return redirect("/");
    if (!hasPartnerProfile(session) && !isAllowedWithoutPartnerProfile(location.pathname)) {
      return redirect(dashboardPathFor("partner"));
    }
  }

  if (!holdsRoutePermission(route, session, location.pathname)) return redirect(dashboardPathFor(route.portal));

  return ALLOW;
};

/** Whether the session may open the route as such (menus, links). */
export const canAccess = (route: AppRoute, session: GuardSession): boolean =>
  decideAccess(route, session, { pathname: route.path }).type === "allow";
