import { inject } from "vitest";
import type { ZodType } from "zod";
import { API_PREFIX, buildApp } from "../../server/src/app.js";
import { type AppConfig, loadConfig } from "../../server/src/config.js";
import type { Database } from "../../server/src/db/database.js";
import type { TestApp } from "./helpers.js";
import { seededDb } from "./template-db.js";

/**
 * The /api/v2 route table read from the app itself (an `onRoute` hook), who may call each route (the PUBLIC
 * allow-list and the path classes), and the caller that passes each route's guard. Shared by the route security
 * test (tests/server/route-security.test.ts) and the payload fuzz test (tests/server/fuzz.test.ts).
 */

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD";
export type Caller = "none" | "client" | "customer" | "partner" | "admin" | "support" | "noperm";
export type Cls = "internal" | "partner" | "customer" | "user";
export type PublicMode = "open" | "api-key" | "client" | "guest-cart";

export interface Route {
  method: Method;
  /** Path under /api/v2, with Fastify params (`/role/details/:id`). */
  path: string;
}

export const key = (r: Route) => `${r.method} ${r.path}`;

/**
 * Routes a signed-out caller may use. open: no token at all; api-key: the X-Api-Key header instead of a token (none:
 * 401); client: a guest client token is enough (none: 401); guest-cart: a client token or a signed-in customer
 * (none: 401; a staff or partner role: 403).
 */
export const PUBLIC: Record<string, PublicMode> = {
  // Liveness, the token endpoint itself (gated by the API key header), and the sign-in / sign-up entry points.
  "GET /health": "open",
  "GET /client-access-token": "api-key",
  "POST /login": "open",
  "POST /get-otp": "open",
  "POST /resend-otp": "open",
  "POST /register": "open",
  "POST /partner/register": "open",
  "POST /register/verify-otp": "open",
  "POST /verify-email": "open",
  "POST /forgot-password": "open",
  "POST /reset-password": "open",
  // Static description of the payment gateway and its documented test cards (docs/commerce-api.md: public).
  "GET /payment/gateway": "open",
  // Storefront: configuration, catalog, packages, locations, content, the contact form, guest support chat.
  "GET /get-configurations": "client",
  "GET /mobile/category/list": "client",
  "GET /customer/service-categories": "client",
  "GET /mobile/partner/list": "client",
  "GET /web/partner/list": "client",
  "GET /mobile/partner/details": "client",
  "GET /mobile/service/list": "client",
  "GET /mobile/service/details": "client",
  "GET /reviews/list": "client",
  "GET /search": "client",
  "GET /package/web/list": "client",
  "GET /package/details": "client",
  "GET /package/property/list": "client",
  "GET /package/duration/price-and-property": "client",
  "GET /package/price": "client",
  "GET /master/emirates": "client",
  "GET /area/community/list": "client",
  "GET /banners/get-by-target/:target": "client",
  "GET /faq/list": "client",
  "GET /content/:slug": "client",
  "POST /contact": "client",
  "GET /support/thread": "client",
  "POST /support/messages": "client",
  "GET /partner/company-types": "client",
  // The guest cart (docs/commerce-api.md): service cart and package cart.
  "GET /customer/cart-items": "guest-cart",
  "POST /customer/add-to-cart": "guest-cart",
  "POST /customer/edit-cart-item": "guest-cart",
  "DELETE /customer/remove-cart-item/:id": "guest-cart",
  "POST /customer/clear-cart": "guest-cart",
  "POST /customer/add-notes-and-images-to-cart": "guest-cart",
  "POST /customer/cart/apply-coupon": "guest-cart",
  "POST /customer/cart/remove-coupon": "guest-cart",
  "POST /package/add/to/cart": "guest-cart",
  "GET /package/cart/fetch": "guest-cart",
  "GET /customer/package/cart-items": "guest-cart",
  "DELETE /package/cart/remove/:id": "guest-cart",
  "POST /package/coupon/apply": "guest-cart",
  "POST /package/coupon/remove": "guest-cart",
};

/**
 * Owner of every other route, by path prefix (first match wins).
 * internal: the admin portal (internal roles with the route's permission; customer, partner owner, no-permission
 * internal user: 403). partner: the partner portal (partner roles, and internal staff where the route allows;
 * customer and the no-permission user: 403). customer: the signed-in customer's own data (partner owner, Admin,
 * Support, no-permission user: 403). user: any signed-in user's own account (profile, addresses, notifications).
 */
export const CLASS_RULES: Array<[RegExp, Cls]> = [
  [/^\/admin\//, "internal"],
  // The UAE public holiday calendar: partners read it, only internal roles change it.
  [/^\/public-holiday\/list$/, "partner"],
  [/^\/public-holiday\//, "internal"],
  // Team users and roles (issue 15): internal callers, and a partner owner for its own company.
  [/^\/(user\/(list|details|create|update|status|bulk-status)\b|change-user-password$)/, "partner"],
  [/^\/(role\/|permissions$|manage-role-permissions$)/, "partner"],
  [/^\/(service-category|attribute|banner|property-type|property-size|service-area)\//, "internal"],
  [/^\/(settings|settings\/update|change-handpicked-package-status)$/, "internal"],
  // An application document's bytes: its applicant, or internal read-application (a partner owner gets 403 for
  // another applicant's document); the table's right caller is the Admin.
  [/^\/partner\/application\/document\/:id\/file$/, "internal"],
  // Promotions and vouchers (issue 17): internal callers see every coupon, a partner role its own.
  [/^\/coupon\//, "partner"],
  // Commission and the partner ledger (issue 17b): rates and adjustments are Khidma's; a partner reads its own ledger.
  [/^\/(commission\/|ledger\/adjust$)/, "internal"],
  [/^\/ledger\//, "partner"],
  // Payouts (issue 17c): a partner reads its own payouts and statements; the cycle, approval, payment and export are
  // Khidma's.
  [/^\/payout\/(list|details\/:id|statement\/:id)$/, "partner"],
  [/^\/payout\//, "internal"],
  // The audit trail (issue 18b): Khidma's staff only, read-only
  [/^\/audit\//, "internal"],
  // Company and job types (issue 18a): Khidma's catalogue; applicants read active company types at partner/company-types
  [/^\/(company-type|job-type)\//, "internal"],
  // The staff help centre and FAQ management (issue 18c); the public faq/list is in PUBLIC
  [/^\/(help\/|faq\/(admin-list|details|create|update|delete)\b)/, "internal"],
  // Announcements (issue 18c): Khidma's staff send notifications to a segment of users
  [/^\/announcement\//, "internal"],
  // The KPI set-up (issue 19): categories, criteria, the target matrix and the weights are Khidma's staff's
  [/^\/(kpi-category|kpi-criteria|target-matrix|performance-criteria)\//, "internal"],
  // KPI reports (issue 19): internal roles score every partner, a partner role generates and reads its own scores
  [/^\/kpi-report\//, "partner"],
  // Reports (issue 19): internal roles across partners, a partner role for its own company
  [/^\/report\//, "partner"],
  [/^\/(customer|wallet|loyalty|payment)\//, "customer"],
  [/^\/package\/checkout$/, "customer"],
  [/^\/(partner|package|save|get|booking-appointment)\//, "partner"],
  [/^\/(user|user-address|notifications)\//, "user"],
  [/^\/(switch-role|change-my-password)$/, "user"],
];

/** Routes whose successful call ends the caller's session: never called by a caller that is allowed. */
export const SESSION_ENDING = new Set(["POST /user/logout"]);

export const classOf = (r: Route): Cls | null => CLASS_RULES.find(([re]) => re.test(r.path))?.[1] ?? null;

export interface RouteTable {
  app: TestApp;
  db: Database;
  /** Every /api/v2 route (a HEAD only where it has no GET). */
  routes: Route[];
  /** Each route's own zod schemas for its body and querystring, read from the route options. */
  zodSchemas: Map<string, { body?: ZodType; querystring?: ZodType }>;
  apiKey: { header: string; value: string };
}

/**
 * A migrated and seeded app on in-memory SQLite, built with an onRoute hook so the route table is known (`env`:
 * more configuration variables, e.g. DEMO_MODE).
 */
export async function buildRouteTable(env: Record<string, string> = {}): Promise<RouteTable> {
  const base = loadConfig({
    DATA_DIR: "/tmp/khidma-test-unused",
    STATIC_DIR: "/nonexistent-khidma-dist",
    LOG_LEVEL: "silent",
    ...env,
  });
  const config: AppConfig = { ...base, sqliteFile: ":memory:" };
  const db = await seededDb(config, inject("khidmaTemplate"));
  const apiKey = { header: config.apiKeyHeader, value: config.apiKey };
  const zodSchemas: RouteTable["zodSchemas"] = new Map();
  const built = buildApp({ config, db, logger: false });
  const seen: Route[] = [];
  built.addHook("onRoute", (r) => {
    if (!r.url.startsWith(`${API_PREFIX}/`)) return;
    for (const m of ([] as string[]).concat(r.method as string | string[])) {
      const route: Route = { method: m.toUpperCase() as Method, path: r.url.slice(API_PREFIX.length) };
      seen.push(route);
      const { body, querystring } = (r.schema ?? {}) as { body?: ZodType; querystring?: ZodType };
      if (body || querystring) zodSchemas.set(key(route), { body, querystring });
    }
  });
  built.addHook("onClose", async () => {
    await db.destroy();
  });
  await built.ready();
  // HEAD twins Fastify adds to every GET share the GET's hooks: keep a HEAD only when it has no GET.
  const gets = new Set(seen.filter((r) => r.method === "GET").map((r) => r.path));
  const unique = new Map<string, Route>();
  for (const r of seen) if (!(r.method === "HEAD" && gets.has(r.path))) unique.set(key(r), r);
  return { app: built as unknown as TestApp, db, routes: [...unique.values()], zodSchemas, apiKey };
}

/** The caller that passes each route's guard: Admin (internal), the partner owner, the customer, a guest client. */
export function rightCaller(r: Route): Caller | null {
  if (isPublic(r)) return PUBLIC[key(r)] === "api-key" ? null : "client";
  const cls = classOf(r);
  if (cls === "internal") return "admin";
  if (cls === "partner") return "partner";
  return cls ? "customer" : null;
}

export const isPublic = (r: Route) => key(r) in PUBLIC;
