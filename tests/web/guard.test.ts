import { describe, expect, it } from "vitest";
import { ALL_PERMISSIONS } from "../../common/permissions";
import {
  canAccess,
  decideAccess,
  type GuardSession,
  isAllowedWithoutPartnerProfile,
  NOT_REMEMBERED_PATHS,
  PARTNER_PATHS_WITHOUT_PROFILE,
  readReturnUrl,
  shouldRememberReturnUrl,
} from "../../src/config/guard";
import { RESOURCES } from "../../src/config/resources";
import { dashboardPathFor, loginPathFor, matchRoute, menuRoutes, ROUTES, resolveRoute } from "../../src/config/routes";
import { screensOfManifest } from "../../src/config/screens";
import { ADMIN_MANIFEST } from "../../src/portals/admin/screens";
import { PARTNER_MANIFEST } from "../../src/portals/partner/screens";

const guest: GuardSession = { signedIn: false, permissions: [] };
const customer: GuardSession = {
  signedIn: true,
  userType: "customer",
  roleName: "User",
  permissions: ["read-profile", "update-profile", "change-my-password"],
};
const admin: GuardSession = {
  signedIn: true,
  userType: "internal",
  roleName: "Admin",
  permissions: ["read-dashboard", "read-profile", "change-my-password"],
};
const PARTNER_PERMS = [
  "read-dashboard",
  "read-profile",
  "change-my-password",
  "create-application",
  "read-application",
  "read-notification",
];
const partner: GuardSession = {
  signedIn: true,
  userType: "partner",
  roleName: "Partner Owner",
  permissions: PARTNER_PERMS,
  partnerId: 7,
};
const partnerNoProfile: GuardSession = { ...partner, partnerId: null };
const technician: GuardSession = { ...partner, roleName: "TechNician" };

/** Runs the guard for a concrete URL as the shell does. */
const go = (url: string, session: GuardSession) => {
  const [pathname, query] = url.split("?");
  const search = query ? `?${query}` : "";
  return decideAccess(resolveRoute(pathname), session, { pathname, search });
};

const allow = { type: "allow" };
const to = (path: string) => ({ type: "redirect", to: path });

describe("route table", () => {
  it("has unique paths, title keys and known permissions", () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of ROUTES) {
      expect(route.titleKey).toMatch(/^titles\./);
      if (route.permission) expect(ALL_PERMISSIONS).toContain(route.permission);
      if (route.permission) expect(route.auth).toBe(true);
    }
  });

  it("contains every route of the brief", () => {
    const expected = [
      "/",
      "/categories",
      "/providers",
      "/providers/:id",
      "/packages",
      "/packages/:id",
      "/services",
      "/services/:id",
      "/faq",
      "/support",
      "/contact",
      "/terms-and-conditions",
      "/privacy-policy",
      "/checkout",
      "/bookings",
      "/profile",
      "/profile/edit",
      "/login",
      "/customer",
      "/login/otp",
      "/register",
      "/registration",
      "/registration/otp",
      "/register/otp",
      "/category-preference",
      "/forgot-password",
      "/forgot-password/otp",
      "/reset-password",
      "/verify-email",
      "/partner",
      "/partner/login",
      "/partner/login/otp",
      "/partner/register",
      "/partner/register/otp",
      "/partner/dashboard",
      "/partner/profile",
      "/partner/account",
      "/partner/change-my-password",
      "/partner/on-boarding",
      "/partner/my-applications",
      "/partner/application/view/:id",
      "/partner/notifications-partner",
      "/admin/login",
      "/admin/dashboard",
      "/admin/profile",
      "/admin/change-my-password",
    ];
    const paths = ROUTES.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(expected));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives the permissions of the brief", () => {
    const perm = (path: string) => ROUTES.find((r) => r.path === path)?.permission;
    expect(perm("/partner/dashboard")).toBe("read-dashboard");
    expect(perm("/partner/profile")).toBe("read-profile");
    expect(perm("/partner/account")).toBe("read-profile");
    expect(perm("/partner/change-my-password")).toBe("change-my-password");
    expect(perm("/partner/on-boarding")).toBe("create-application");
    expect(perm("/partner/my-applications")).toBe("read-application");
    expect(perm("/partner/application/view/:id")).toBe("read-application");
    expect(perm("/partner/notifications-partner")).toBe("read-notification");
    expect(perm("/admin/dashboard")).toBe("read-dashboard");
    expect(perm("/admin/profile")).toBe("read-profile");
    expect(perm("/admin/change-my-password")).toBe("change-my-password");
  });

  it("matches patterns with params, query and trailing slash", () => {
    expect(matchRoute("/providers/12")?.params.id).toBe("12");
    expect(matchRoute("/providers/12/")?.route.path).toBe("/providers/:id");
    expect(matchRoute("/partner/application/view/9?tab=2")?.route.path).toBe("/partner/application/view/:id");
    expect(matchRoute("/")?.route.layout).toBe("landing");
    expect(matchRoute("/nowhere")).toBeUndefined();
  });

  it("resolves unknown portal paths to a login-required default of that prefix", () => {
    expect(resolveRoute("/admin/users")).toMatchObject({ portal: "admin", auth: true, userType: "internal" });
    expect(resolveRoute("/partner/services")).toMatchObject({ portal: "partner", auth: true, userType: "partner" });
    expect(resolveRoute("/nowhere")).toMatchObject({ portal: "customer", auth: false });
  });

  it("knows each portal's login and dashboard", () => {
    expect(loginPathFor("customer")).toBe("/login");
    expect(loginPathFor("partner")).toBe("/partner/login");
    expect(loginPathFor("admin")).toBe("/admin/login");
    expect(dashboardPathFor("customer")).toBe("/");
    expect(dashboardPathFor("partner")).toBe("/partner/dashboard");
    expect(dashboardPathFor("admin")).toBe("/admin/dashboard");
  });

  it("orders menus and hides Booking History when signed out", () => {
    expect(menuRoutes("customer").map((r) => r.path)).toEqual([
      "/",
      "/categories",
      "/providers",
      "/packages",
      "/bookings",
    ]);
    const visible = (s: GuardSession) =>
      menuRoutes("customer")
        .filter((r) => canAccess(r, s))
        .map((r) => r.path);
    expect(visible(guest)).not.toContain("/bookings");
    expect(visible(customer)).toContain("/bookings");
    const partnerMenu = RESOURCES.filter((r) => r.meta?.portal === "partner" && typeof r.list === "string");
    expect(partnerMenu.filter((r) => canAccess(resolveRoute(String(r.list)), partnerNoProfile)).length).toBeGreaterThan(
      0,
    );
  });
});

describe("screen manifests", () => {
  const screens = [...screensOfManifest(ADMIN_MANIFEST), ...screensOfManifest(PARTNER_MANIFEST)];

  it("give every admin and partner screen one route with its resource action's permission", () => {
    for (const screen of screens) {
      const route = ROUTES.filter((r) => r.path === screen.fullPath);
      expect(route, screen.fullPath).toHaveLength(1);
      expect(route[0].permission).toBe(screen.permission);
      expect(route[0].portal).toBe(screen.portal);
    }
    const portalRoutes = ROUTES.filter((r) => r.portal !== "customer").map((r) => r.path);
    expect(portalRoutes.sort()).toEqual(screens.map((s) => s.fullPath).sort());
  });

  it("derive refine resources whose action paths and permissions match the route table", () => {
    for (const resource of RESOURCES) {
      const permissions = (resource.meta?.permissions ?? {}) as Record<string, string>;
      for (const action of ["list", "create", "edit", "show"] as const) {
        const path = resource[action];
        if (typeof path !== "string") continue;
        expect(matchRoute(path.replace(":id", "7"))?.route.permission, path).toBe(permissions[action]);
      }
    }
  });

  it("put the admin menu in groups, each holding entries", () => {
    const admin = RESOURCES.filter((r) => r.meta?.portal === "admin");
    const groups = admin.filter((r) => r.meta?.group).map((r) => r.name);
    expect(groups).toEqual([
      "admin-group-marketplace",
      "admin-group-money",
      "admin-group-reports",
      "admin-group-operations",
      "admin-group-catalog",
      "admin-group-access",
      "admin-group-platform",
      "admin-group-kpi",
    ]);
    // the Platform group starts with the settings alone (issue 18)
    for (const g of groups) {
      expect(admin.filter((r) => r.meta?.parent === g).length, g).toBeGreaterThan(g === "admin-group-platform" ? 0 : 1);
    }
    expect(admin.find((r) => r.meta?.parent === "admin-group-platform")?.list).toBe("/admin/settings");
    expect(matchRoute("/admin/settings")?.route.permission).toBe("read-settings");
    // the support inbox sits in Operations (issue 18c): agents read it with read-support
    const support = admin.find((r) => r.name === "admin-support" || r.identifier === "admin-support");
    expect(support?.meta?.parent).toBe("admin-group-operations");
    expect(matchRoute("/admin/support")?.route.permission).toBe("read-support");
    expect(matchRoute("/admin/support/show/7")?.route.permission).toBe("read-support");
    const topLevel = admin.filter((r) => !r.meta?.parent && !r.meta?.group && !r.meta?.hide);
    expect(topLevel.map((r) => r.list)).toEqual(["/admin/dashboard"]);
  });
});

describe("decideAccess: public pages", () => {
  it.each([
    "/",
    "/categories",
    "/providers/5",
    "/packages/3",
    "/services",
    "/checkout",
    "/faq",
    "/terms-and-conditions",
    "/partner",
    "/nowhere",
  ])("%s is open to everyone", (path) => {
    for (const s of [guest, customer, admin, partner, partnerNoProfile, technician]) expect(go(path, s)).toEqual(allow);
  });

  it("allows when there is no route", () => {
    expect(decideAccess(undefined, guest, { pathname: "/x" })).toEqual(allow);
  });
});

describe("decideAccess: login needed", () => {
  it("sends a signed-out visitor to the prefix's login with an encoded returnUrl", () => {
    expect(go("/bookings?page=2&status=done", guest)).toEqual(
      to(`/login?returnUrl=${encodeURIComponent("/bookings?page=2&status=done")}`),
    );
    expect(go("/profile/edit", guest)).toEqual(to("/login?returnUrl=%2Fprofile%2Fedit"));
    expect(go("/partner/my-applications", guest)).toEqual(to("/partner/login?returnUrl=%2Fpartner%2Fmy-applications"));
    expect(go("/partner/application/view/4", guest)).toEqual(
      to("/partner/login?returnUrl=%2Fpartner%2Fapplication%2Fview%2F4"),
    );
    expect(go("/admin/dashboard", guest)).toEqual(to("/admin/login?returnUrl=%2Fadmin%2Fdashboard"));
    expect(go("/admin/users?search=a", guest)).toEqual(to("/admin/login?returnUrl=%2Fadmin%2Fusers%3Fsearch%3Da"));
  });

  it("lets any signed-in user open customer pages", () => {
    for (const s of [customer, admin, partner, partnerNoProfile]) {
      expect(go("/bookings", s)).toEqual(allow);
      expect(go("/profile", s)).toEqual(allow);
    }
  });
});

describe("decideAccess: user type", () => {
  it("sends other user types away from admin pages to /", () => {
    expect(go("/admin/dashboard", customer)).toEqual(to("/"));
    expect(go("/admin/profile", partner)).toEqual(to("/"));
    expect(go("/admin/users", partner)).toEqual(to("/"));
    expect(go("/admin/dashboard", admin)).toEqual(allow);
  });

  it("sends other user types away from partner pages to /", () => {
    expect(go("/partner/dashboard", customer)).toEqual(to("/"));
    expect(go("/partner/dashboard", admin)).toEqual(to("/"));
    expect(go("/partner/profile", admin)).toEqual(to("/"));
    expect(go("/partner/dashboard", partner)).toEqual(allow);
  });

  it("treats a session without active role (no userType) as another type", () => {
    const roleless: GuardSession = { signedIn: true, permissions: [] };
    expect(go("/admin/dashboard", roleless)).toEqual(to("/"));
    expect(go("/partner/dashboard", roleless)).toEqual(to("/"));
    expect(go("/bookings", roleless)).toEqual(allow);
  });

  it("sends a technician (any case) away from partner pages to /", () => {
    expect(go("/partner/dashboard", technician)).toEqual(to("/"));
    expect(go("/partner/profile", { ...technician, roleName: "technician" })).toEqual(to("/"));
    expect(go("/partner/notifications-partner", { ...technician, roleName: " TECHNICIAN " })).toEqual(to("/"));
    expect(go("/admin/dashboard", technician)).toEqual(to("/"));
    expect(go("/partner", technician)).toEqual(allow);
  });
});

describe("decideAccess: partner without partner profile", () => {
  it("recognises the allowed list, prefix entries included", () => {
    for (const p of PARTNER_PATHS_WITHOUT_PROFILE) {
      expect(isAllowedWithoutPartnerProfile(p.startsWith("/") ? p : `/${p}`)).toBe(true);
    }
    expect(isAllowedWithoutPartnerProfile("/partner/application/view/12")).toBe(true);
    expect(isAllowedWithoutPartnerProfile("/partner/notifications-partner")).toBe(true);
    expect(isAllowedWithoutPartnerProfile("/partner/notifications-partner/3")).toBe(true);
    expect(isAllowedWithoutPartnerProfile("/partner/dashboard/")).toBe(true);
    expect(isAllowedWithoutPartnerProfile("/partner/dashboard-x")).toBe(false);
    expect(isAllowedWithoutPartnerProfile("/partner/profile/extra")).toBe(false);
    expect(isAllowedWithoutPartnerProfile("/partner/services")).toBe(false);
  });

  it("sends such a partner outside the list to /partner/dashboard", () => {
    expect(go("/partner/services", partnerNoProfile)).toEqual(to("/partner/dashboard"));
    expect(go("/partner/packages/1/edit", partnerNoProfile)).toEqual(to("/partner/dashboard"));
  });

  it("opens the listed pages when the permission is held", () => {
    for (const path of [
      "/partner/dashboard",
      "/partner/on-boarding",
      "/partner/profile",
      "/partner/account",
      "/partner/change-my-password",
      "/partner/my-applications",
      "/partner/application/view/3",
      "/partner/notifications-partner",
    ]) {
      expect(go(path, partnerNoProfile)).toEqual(allow);
    }
  });

  it("still checks the permission on listed pages (dashboard excepted)", () => {
    const bare: GuardSession = { ...partnerNoProfile, permissions: [] };
    expect(go("/partner/on-boarding", bare)).toEqual(to("/partner/dashboard"));
    expect(go("/partner/my-applications", bare)).toEqual(to("/partner/dashboard"));
    expect(go("/partner/dashboard", bare)).toEqual(allow);
  });
});

describe("decideAccess: permissions", () => {
  it("partner: permission held and profile present", () => {
    expect(go("/partner/my-applications", partner)).toEqual(allow);
    const noApps: GuardSession = { ...partner, permissions: ["read-profile"] };
    expect(go("/partner/my-applications", noApps)).toEqual(to("/partner/dashboard"));
    expect(go("/partner/change-my-password", noApps)).toEqual(to("/partner/dashboard"));
  });

  it("partner: the dashboard permission always passes", () => {
    expect(go("/partner/dashboard", { ...partner, permissions: [] })).toEqual(allow);
  });

  it("internal: permission held, or the dashboard", () => {
    expect(go("/admin/profile", admin)).toEqual(allow);
    const bare: GuardSession = { ...admin, permissions: [] };
    expect(go("/admin/profile", bare)).toEqual(to("/admin/dashboard"));
    expect(go("/admin/change-my-password", bare)).toEqual(to("/admin/dashboard"));
    expect(go("/admin/dashboard", bare)).toEqual(allow);
  });
});

describe("decideAccess: login and registration pages", () => {
  const guestPages = [
    "/login",
    "/customer",
    "/login/otp",
    "/register",
    "/registration",
    "/registration/otp",
    "/register/otp",
    "/partner/login",
    "/partner/login/otp",
    "/partner/register",
    "/partner/register/otp",
    "/admin/login",
  ];

  it.each(guestPages)("%s is open when signed out", (path) => {
    expect(go(path, guest)).toEqual(allow);
  });

  it("sends a signed-in user to their dashboard", () => {
    expect(go("/login", customer)).toEqual(to("/"));
    expect(go("/partner/login", partner)).toEqual(to("/partner/dashboard"));
    expect(go("/partner/register", partner)).toEqual(to("/partner/dashboard"));
    expect(go("/admin/login", admin)).toEqual(to("/admin/dashboard"));
    expect(go("/login", technician)).toEqual(to("/"));
  });

  it("prefers a safe returnUrl from the query, then the remembered one", () => {
    expect(go("/login?returnUrl=%2Fbookings%3Fpage%3D2", customer)).toEqual(to("/bookings?page=2"));
    expect(go("/admin/login?returnUrl=%2Fadmin%2Fusers", admin)).toEqual(to("/admin/users"));
    expect(go("/login", { ...customer, returnUrl: "/checkout" })).toEqual(to("/checkout"));
    expect(go("/login?returnUrl=%2F%2Fevil.example", customer)).toEqual(to("/"));
    expect(go("/login?returnUrl=https%3A%2F%2Fevil.example", customer)).toEqual(to("/"));
    expect(go("/login?returnUrl=%2Flogin", customer)).toEqual(to("/"));
  });

  it("leaves recovery and preference pages open to signed-in users", () => {
    for (const path of ["/category-preference", "/forgot-password", "/reset-password", "/verify-email"]) {
      expect(go(path, customer)).toEqual(allow);
      expect(go(path, guest)).toEqual(allow);
    }
  });
});

describe("shouldRememberReturnUrl", () => {
  it("is false for the SPEC auth-flow paths, with and without trailing slash", () => {
    for (const raw of NOT_REMEMBERED_PATHS) {
      const bare = raw.replace(/\/$/, "");
      expect(shouldRememberReturnUrl(bare)).toBe(false);
      expect(shouldRememberReturnUrl(`${bare}/`)).toBe(false);
      expect(shouldRememberReturnUrl(`${bare}?x=1`)).toBe(false);
    }
  });

  it("is false for portal login and registration pages", () => {
    for (const p of [
      "/partner/login",
      "/partner/login/otp/",
      "/partner/register",
      "/partner/register/otp",
      "/admin/login/",
      "/register",
      "/register/otp",
    ]) {
      expect(shouldRememberReturnUrl(p)).toBe(false);
    }
  });

  it("is true for other pages", () => {
    for (const p of ["/", "/bookings", "/providers/3?x=1", "/checkout", "/partner/dashboard", "/admin/users"]) {
      expect(shouldRememberReturnUrl(p)).toBe(true);
    }
  });

  it("readReturnUrl accepts only same-site, rememberable paths", () => {
    expect(readReturnUrl("?returnUrl=%2Fpackages%2F2")).toBe("/packages/2");
    expect(readReturnUrl("?returnUrl=%2F%2Fevil")).toBeUndefined();
    expect(readReturnUrl("?returnUrl=%2Freset-password%2F")).toBeUndefined();
    expect(readReturnUrl("")).toBeUndefined();
  });
});
