import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { API_PREFIX } from "../../server/src/app.js";
import type { Database } from "../../server/src/db/database.js";
import { bearer, clientToken, json, login, type TestApp } from "./helpers.js";
import {
  buildRouteTable,
  type Caller,
  type Cls,
  classOf,
  isPublic,
  key,
  type Method,
  PUBLIC,
  type PublicMode,
  type Route,
  rightCaller,
  SESSION_ENDING,
} from "./route-table.js";

/**
 * "The server checks the caller's permission on every endpoint", for the whole /api/v2 surface.
 *
 * The route table is read from the app itself (an `onRoute` hook), so a route added later is covered without
 * touching this file: it is either in the explicit PUBLIC allow-list below, or it must refuse signed-out callers
 * (no token, and a guest client token) with 401. Non-public routes are sorted into classes by path prefix
 * (CLASS_RULES) and each class adds its role checks (customer, partner owner, Support, an internal user holding
 * no permission at all). Every refusal is checked twice, with an empty body and with a schema-plausible one built
 * from the route's OpenAPI schema: the guard must answer before validation (401/403, never 422).
 *
 * The permission(s) each route checks are not listed by hand either: a probe internal role is given every internal
 * permission, then half of them by each bit of their index, and the 403s spell out which permission a route needs.
 * The Support account's answers are then compared with what its role's actual permissions (read through the API)
 * allow.
 *
 * The last sections check the other half of "every endpoint: success, validation failure, missing permission,
 * signed out" the same way: the right caller's invalid requests (built from each route's zod and documented schemas)
 * answer 422 with the error envelope, in Arabic when asked, and write nothing; the portals' GETs answer 200.
 */

/** An id no seeded row has: calls that pass the guard (allowed callers) change nothing. */
const MISSING_ID = "999999";

// ---- the app, built with an onRoute hook so the route table is known -------------------------------------------

let app: TestApp;
let db: Database;
const routes: Route[] = [];
/** Each route's own zod schemas for its body and querystring, read from the route options. */
const zodSchemas = new Map<string, { body?: ZodType; querystring?: ZodType }>();
const tokens = {} as Record<Caller, string | null>;
let apiKey: { header: string; value: string };
let probeRoleId: number;
let probeToken: string;
let supportPermissions: string[];
let internalPermissions: string[];
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is walked generically
let openapi: any;

async function buildWithRouteTable() {
  const table = await buildRouteTable();
  db = table.db;
  apiKey = table.apiKey;
  routes.push(...table.routes);
  for (const [k, v] of table.zodSchemas) zodSchemas.set(k, v);
  return table.app;
}

// ---- requests ---------------------------------------------------------------------------------------------------

// biome-ignore lint/suspicious/noExplicitAny: JSON schema nodes
type Schema = any;

const resolveRef = (s: Schema): Schema => {
  if (!s?.$ref) return s;
  const name = String(s.$ref).split("/").pop()!;
  return resolveRef(openapi.components?.schemas?.[name]);
};

/** A string for a field, by its name where that says more than its schema. */
function sampleString(name: string, s: Schema): string {
  if (/password/.test(name)) return "Probe#2026a";
  if (s.format === "email" || /email/.test(name)) return "probe@khidma.test";
  if (/phone/.test(name)) return "+971501112233";
  if (s.format === "date" || /date|_at$|^from$|^to$/.test(name)) return "2030-01-15";
  if (s.format === "date-time") return "2030-01-15T10:00:00.000Z";
  if (/^time$/.test(name)) return "10:00";
  return "1".padEnd(Math.max(1, s.minLength ?? 1), "1");
}

/** A value matching a JSON schema closely enough to pass most validators (every property is filled). */
function sample(raw: Schema, depth = 0, name = ""): unknown {
  const s = resolveRef(raw);
  if (!s || depth > 8) return null;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum.find((v: unknown) => v !== null) ?? null;
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  const alts = s.anyOf ?? s.oneOf;
  if (Array.isArray(alts)) {
    const pick = alts.map(resolveRef).find((a: Schema) => a && a.type !== "null") ?? alts[0];
    return sample(pick, depth + 1, name);
  }
  if (Array.isArray(s.allOf) && s.allOf.length) return sample(s.allOf[0], depth + 1, name);
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== "null") : s.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const k of new Set([...(s.required ?? []), ...Object.keys(s.properties ?? {})]))
        out[k] = sample(s.properties?.[k], depth + 1, k);
      return out;
    }
    case "array":
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items, depth + 1, name));
    case "integer":
    case "number":
      return Math.max(1, s.minimum ?? 1);
    case "boolean":
      return true;
    case "string":
      return sampleString(name, s);
    default:
      return type === undefined && s.properties ? sample({ ...s, type: "object" }, depth, name) : null;
  }
}

const operationOf = (r: Route) =>
  openapi.paths?.[`${API_PREFIX}${r.path.replace(/:(\w+)/g, "{$1}")}`]?.[r.method.toLowerCase()];

/** The route's URL with path params filled (`id` or an enum's first value) and, when plausible, its query. */
function urlOf(r: Route, plausible: boolean, id: string): string {
  const op = operationOf(r);
  const params: Schema[] = op?.parameters ?? [];
  const path = r.path.replace(/:(\w+)/g, (_m, name: string) => {
    const p = params.find((x) => x.in === "path" && x.name === name);
    const en = resolveRef(p?.schema)?.enum;
    return encodeURIComponent(String(Array.isArray(en) ? en[0] : id));
  });
  if (!plausible) return `${API_PREFIX}${path}`;
  const query = new URLSearchParams();
  for (const p of params) if (p.in === "query" && p.required) query.set(p.name, String(sample(p.schema, 0, p.name)));
  const qs = query.toString();
  return `${API_PREFIX}${path}${qs ? `?${qs}` : ""}`;
}

function bodyOf(r: Route, plausible: boolean): Record<string, unknown> | undefined {
  if (r.method === "GET" || r.method === "HEAD") return undefined;
  if (!plausible) return {};
  const schema = operationOf(r)?.requestBody?.content?.["application/json"]?.schema;
  const value = schema ? sample(schema) : {};
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

interface Hit {
  plausible?: boolean;
  id?: string;
}

async function hit(r: Route, token: string | null, { plausible = false, id = "1" }: Hit = {}) {
  const payload = bodyOf(r, plausible);
  const res = await app.inject({
    method: r.method,
    url: urlOf(r, plausible, id),
    headers: token ? bearer(token) : {},
    ...(payload !== undefined ? { payload } : {}),
  });
  return res;
}

const refused = (status: number) => status === 401 || status === 403;

// ---- the route classes ------------------------------------------------------------------------------------------

const nonPublic = () => routes.filter((r) => !isPublic(r));
const inClass = (c: Cls) => nonPublic().filter((r) => classOf(r) === c);
const publicIn = (mode: PublicMode) => routes.filter((r) => PUBLIC[key(r)] === mode);

/**
 * Calls each route as each of `callers` (empty body, then a plausible one) and records every answer that is not
 * `expected`. "allowed" means anything but 401/403 (the call passes the guard; validation or a missing row may follow).
 */
async function expectEach(
  list: Route[],
  callers: Caller[],
  expected: 401 | 403 | "allowed",
  problems: string[],
  variants: boolean[] = [false, true],
) {
  for (const r of list) {
    for (const c of callers) {
      if (expected === "allowed" && SESSION_ENDING.has(key(r))) continue;
      for (const plausible of variants) {
        const res = await hit(r, tokens[c], { plausible, id: expected === "allowed" ? MISSING_ID : "1" });
        const good = expected === "allowed" ? !refused(res.statusCode) : res.statusCode === expected;
        if (!good) {
          problems.push(
            `${key(r)} as ${c} (${plausible ? "plausible" : "empty"} body): expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
  }
}

// ---- setup ------------------------------------------------------------------------------------------------------

const adminCall = async (method: "GET" | "POST", url: string, payload?: Record<string, unknown>) => {
  const res = await app.inject({
    method,
    url: `${API_PREFIX}/${url}`,
    headers: bearer(tokens.admin!),
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return json(res).data;
};

/** An internal role (with `permissions`) and an active user holding only it, signed in. */
async function internalUser(tag: string, phone: string, permissions: string[]) {
  const role = await adminCall("POST", "role/create", { name: `Route security ${tag}`, type: "internal", permissions });
  const email = `route-security-${tag}@khidma.test`;
  await adminCall("POST", "user/create", {
    first_name: "Route",
    last_name: "Security",
    email,
    phone,
    password: "Probe#2026a",
    password_confirmation: "Probe#2026a",
    role_ids: [role.id],
  });
  const session = await login(app, email, "Probe#2026a");
  return { roleId: role.id as number, token: session.access_token };
}

beforeAll(async () => {
  app = await buildWithRouteTable();
  openapi = json(await app.inject({ method: "GET", url: "/api/docs/json" }));
  tokens.none = null;
  tokens.client = await clientToken(app);
  const accounts: Array<[Caller, string, string]> = [
    ["admin", "admin@khidma.test", "Admin#2026"],
    ["support", "support@khidma.test", "Support#2026"],
    ["partner", "partner@khidma.test", "Partner#2026"],
    ["customer", "customer@khidma.test", "Customer#2026"],
  ];
  for (const [caller, email, password] of accounts) tokens[caller] = (await login(app, email, password)).access_token;

  tokens.noperm = (await internalUser("none", "+971559990001", [])).token;
  const probe = await internalUser("probe", "+971559990002", []);
  probeRoleId = probe.roleId;
  probeToken = probe.token;

  const groups = await adminCall("GET", "permissions?type=internal");
  internalPermissions = groups.flatMap((g: { permissions: Array<{ name: string }> }) =>
    g.permissions.map((p) => p.name),
  );
  const roles = await adminCall("GET", "role/list?search=Support&limit=-1");
  const supportRole = roles.data.find((r: { name: string }) => r.name === "Support");
  supportPermissions = (await adminCall("GET", `role/details/${supportRole.id}`)).permissions;
}, 30_000);

afterAll(async () => {
  await app?.close();
});

// ---- the checks ---------------------------------------------------------------------------------------------------

describe("route table", () => {
  it("collects the whole /api/v2 surface from the app, and finds each route's OpenAPI operation", () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.map(key)).toContain("GET /user/list");
    // Plausible payloads come from these schemas; a route missing from the docs would only get an empty body.
    expect(routes.filter((r) => !operationOf(r)).map(key)).toEqual([]);
  });

  it("the public allow-list names only routes that exist", () => {
    const known = new Set(routes.map(key));
    expect(Object.keys(PUBLIC).filter((k) => !known.has(k))).toEqual([]);
  });

  it("every route is either allow-listed as public or owned by a class (internal, partner, customer, user)", () => {
    expect(
      nonPublic()
        .filter((r) => classOf(r) === null)
        .map(key),
    ).toEqual([]);
  });

  it("reports the coverage per class", () => {
    const counts: Record<string, number> = {};
    for (const r of routes) {
      const label = isPublic(r) ? `public:${PUBLIC[key(r)]}` : (classOf(r) ?? "unclassified");
      counts[label] = (counts[label] ?? 0) + 1;
    }
    console.info(`route-security: ${routes.length} routes`, counts);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(routes.length);
  });
});

describe("signed-out callers", () => {
  it("every non-public route answers 401 without a token and with a guest client token, before validation", async () => {
    const problems: string[] = [];
    await expectEach(nonPublic(), ["none", "client"], 401, problems);
    expect(problems).toEqual([]);
  });

  it("public routes: open ones need no token, the token endpoint its API key, the rest a client token", async () => {
    const problems: string[] = [];
    await expectEach(publicIn("open"), ["none"], "allowed", problems, [false]);
    await expectEach(publicIn("api-key"), ["none", "client"], 401, problems, [false]);
    for (const r of publicIn("api-key")) {
      const res = await app.inject({
        method: r.method,
        url: urlOf(r, true, "1"),
        headers: { [apiKey.header]: apiKey.value },
      });
      if (refused(res.statusCode)) problems.push(`${key(r)} with the API key: got ${res.statusCode}`);
    }
    await expectEach([...publicIn("client"), ...publicIn("guest-cart")], ["none"], 401, problems, [false]);
    await expectEach([...publicIn("client"), ...publicIn("guest-cart")], ["client"], "allowed", problems, [false]);
    expect(problems).toEqual([]);
  });
});

describe("signed-in callers of the wrong kind", () => {
  it("internal routes: customer, partner owner and an internal user without permissions get 403", async () => {
    const problems: string[] = [];
    await expectEach(inClass("internal"), ["customer", "partner", "noperm"], 403, problems);
    expect(problems).toEqual([]);
  });

  it("partner routes: customer and an internal user without permissions get 403", async () => {
    const problems: string[] = [];
    await expectEach(inClass("partner"), ["customer", "noperm"], 403, problems);
    expect(problems).toEqual([]);
  });

  it("customer routes: partner owner, Admin, Support and an internal user without permissions get 403", async () => {
    const problems: string[] = [];
    await expectEach(inClass("customer"), ["partner", "admin", "support", "noperm"], 403, problems);
    expect(problems).toEqual([]);
  });

  it("guest cart: a customer or a guest uses it; partner owner, Admin and internal users get 403", async () => {
    const problems: string[] = [];
    await expectEach(publicIn("guest-cart"), ["partner", "admin", "noperm"], 403, problems);
    await expectEach(publicIn("guest-cart"), ["customer"], "allowed", problems, [false]);
    expect(problems).toEqual([]);
  });

  it("the right kind of caller passes the guard (the classes are not just refusing everyone)", async () => {
    const problems: string[] = [];
    await expectEach(inClass("internal"), ["admin"], "allowed", problems, [false]);
    await expectEach(inClass("partner"), ["partner"], "allowed", problems, [false]);
    await expectEach(inClass("customer"), ["customer"], "allowed", problems, [false]);
    await expectEach(inClass("user"), ["customer", "partner", "admin"], "allowed", problems, [false]);
    expect(problems).toEqual([]);
  });
});

describe("permissions each route checks (derived through a probe role) and the Support role", () => {
  /** Route key -> the internal permissions it needs, or null when no internal role may call it. */
  const needs = new Map<string, string[] | null>();

  const setProbe = (permissions: string[]) =>
    adminCall("POST", "manage-role-permissions", { role_id: probeRoleId, permissions });

  /** Which of `list` the probe role (holding `permissions`) is refused. */
  async function refusedWith(list: Route[], permissions: string[]) {
    await setProbe(permissions);
    const out = new Set<string>();
    for (const r of list) if (refused((await hit(r, probeToken, { id: MISSING_ID })).statusCode)) out.add(key(r));
    return out;
  }

  beforeAll(async () => {
    const list = nonPublic().filter((r) => classOf(r) !== "customer" && !SESSION_ENDING.has(key(r)));
    const all = internalPermissions;
    const denied = await refusedWith(list, all);
    const reachable = list.filter((r) => !denied.has(key(r)));
    for (const r of list) if (denied.has(key(r))) needs.set(key(r), null);

    // Round (bit, v) removes every permission whose index has `bit` set to v: a route needing permission i is
    // refused exactly in the rounds (bit, bit of i), which spells i; a route needing several is refused in both
    // rounds of a bit where they differ, leaving a short list of candidates checked one by one.
    const bits = Math.max(1, Math.ceil(Math.log2(all.length)));
    const rounds: Array<Array<Set<string>>> = [];
    for (let bit = 0; bit < bits; bit++) {
      rounds.push([]);
      for (const v of [0, 1]) {
        rounds[bit][v] = await refusedWith(
          reachable,
          all.filter((_p, i) => ((i >> bit) & 1) !== v),
        );
      }
    }
    const candidates = new Map<string, string[]>();
    for (const r of reachable) {
      const c = all.filter((_p, i) => rounds.every((byValue, bit) => byValue[(i >> bit) & 1].has(key(r))));
      candidates.set(key(r), c);
    }
    const ambiguous = reachable.filter((r) => candidates.get(key(r))!.length > 1);
    const toCheck = [...new Set(ambiguous.flatMap((r) => candidates.get(key(r))!))];
    const refusedWithout = new Map<string, Set<string>>();
    for (const p of toCheck)
      refusedWithout.set(
        p,
        await refusedWith(
          ambiguous,
          all.filter((x) => x !== p),
        ),
      );
    for (const r of reachable) {
      const c = candidates.get(key(r))!;
      needs.set(key(r), c.length > 1 ? c.filter((p) => refusedWithout.get(p)!.has(key(r))) : c);
    }
    await setProbe([]);
  }, 60_000);

  it("every internal and partner route that staff may call needs at least one permission", () => {
    const free = [...inClass("internal"), ...inClass("partner")].filter((r) => needs.get(key(r))?.length === 0);
    expect(free.map(key)).toEqual([]);
    // Internal routes are the admin portal's: an internal role with every permission reaches all of them.
    expect(
      inClass("internal")
        .filter((r) => needs.get(key(r)) === null)
        .map(key),
    ).toEqual([]);
  });

  it("agrees with the permission the API docs name for a route (where they name one)", () => {
    const problems: string[] = [];
    let compared = 0;
    for (const [k, need] of needs) {
      const [method, path] = k.split(" ");
      const op = operationOf({ method: method as Method, path });
      const text = `${op?.summary ?? ""} ${op?.description ?? ""}`;
      const named = [
        ...text.matchAll(/\bPermission ([a-z][a-z-]+[a-z])/g),
        ...text.matchAll(/\(permission ([a-z][a-z-]+[a-z])/g),
        ...text.matchAll(/holding `([a-z][a-z-]+[a-z])`/g),
      ].map((m) => m[1]);
      if (named.length !== 1 || need === null) continue;
      compared++;
      if (!need.includes(named[0]))
        problems.push(`${k}: docs name ${named[0]}, the guard checks ${need.join("+") || "nothing"}`);
    }
    console.info(`route-security: derived permissions match the docs for ${compared} routes`);
    expect(compared).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });

  it("Support (its role's permissions, read through the API) gets 403 exactly where it lacks the route's permission", async () => {
    expect(supportPermissions.length).toBeGreaterThan(0);
    const held = new Set(supportPermissions);
    const problems: string[] = [];
    let lacking = 0;
    for (const [k, need] of needs) {
      const r = routes.find((x) => key(x) === k)!;
      const allowed = need?.every((p) => held.has(p)) ?? false;
      if (!allowed) lacking++;
      for (const plausible of allowed ? [false] : [false, true]) {
        const res = await hit(r, tokens.support, { plausible, id: allowed ? MISSING_ID : "1" });
        const good = allowed ? !refused(res.statusCode) : res.statusCode === 403;
        if (!good)
          problems.push(
            `${k} as support (${plausible ? "plausible" : "empty"} body; needs ${need?.join("+") ?? "a non-internal role"}): got ${res.statusCode}`,
          );
      }
    }
    // The admin routes whose permission Support lacks are most of them: the check is not vacuous.
    expect(lacking).toBeGreaterThan(inClass("internal").length / 2);
    expect(problems).toEqual([]);
  });
});

// ---- validation failures, Arabic messages, success ------------------------------------------------------------------
//
// "API: every endpoint: success, validation failure, missing permission, signed out". The checks above cover the
// last two; these cover the first two, generically again: every route whose body or querystring schema has a
// required field or a field with a type or a constraint is called by the RIGHT caller (the one that passes the
// guard) with an empty request and with every field given the wrong type, and must answer 422 with the standard
// error envelope naming the field, write nothing, and answer in Arabic when asked to. Every GET of the admin and
// partner portals must then answer its own caller 200 (or a 404 with the envelope) with real ids.

interface Field {
  name: string;
  in: "body" | "query";
  required: boolean;
  schema: Schema;
}

/** The body (JSON) properties and query parameters of a route, from its schema (as documented by the app). */
function fieldsOf(r: Route): Field[] {
  const op = operationOf(r);
  const out: Field[] = [];
  const body = resolveRef(op?.requestBody?.content?.["application/json"]?.schema);
  for (const part of body ? [body, ...(body.allOf ?? []).map(resolveRef)] : []) {
    for (const [name, schema] of Object.entries(part.properties ?? {}))
      out.push({ name, in: "body", required: (part.required ?? []).includes(name), schema });
  }
  for (const p of (op?.parameters ?? []) as Schema[])
    if (p.in === "query") out.push({ name: p.name, in: "query", required: Boolean(p.required), schema: p.schema });
  return out;
}

const NOT_AN_OPTION = "not-an-option";
const typeOf = (s: Schema): string | undefined =>
  Array.isArray(s.type) ? s.type.find((t: string) => t !== "null") : s.type;

/** A JSON value of the wrong type for a body field (a string gets a number, a number "abc"); undefined: any value fits. */
function wrongJson(raw: Schema): unknown {
  const s = resolveRef(raw) ?? {};
  if (Array.isArray(s.enum)) return typeof s.enum.find((v: unknown) => v !== null) === "string" ? NOT_AN_OPTION : "abc";
  const alts = s.anyOf ?? s.oneOf;
  if (Array.isArray(alts)) {
    const types = alts.map((a: Schema) => typeOf(resolveRef(a) ?? {}));
    return types.includes("object") || types.includes(undefined) ? undefined : { wrong: true };
  }
  switch (typeOf(s)) {
    case "string":
      return 12345;
    case "integer":
    case "number":
    case "boolean":
    case "array":
    case "object":
      return "abc";
    default:
      return undefined;
  }
}

/** A query value that breaks a parameter's declared type or constraint; undefined when any text fits. */
function wrongQuery(raw: Schema): string | undefined {
  const s = resolveRef(raw) ?? {};
  if (Array.isArray(s.enum)) return NOT_AN_OPTION;
  const type = typeOf(s);
  if (type === "integer" || type === "number" || type === "boolean") return "abc";
  if (type === "string" && typeof s.maxLength === "number") return "x".repeat(s.maxLength + 1);
  if (type === "string" && (s.pattern || s.format)) return "abc";
  return undefined;
}

const spoiled = (f: Field) => (f.in === "body" ? wrongJson(f.schema) : wrongQuery(f.schema));
const isSpoilable = (f: Field) => spoiled(f) !== undefined;

/**
 * The fields the route's own zod schemas require: the first path segment of every issue an empty body / an empty
 * querystring raises (`body` or `querystring` for an issue about the whole object, as the error handler names it).
 */
function requiredOf(r: Route, { whole = true } = {}): string[] {
  const schemas = zodSchemas.get(key(r));
  const names = new Set<string>();
  for (const [part, schema] of [
    ["body", r.method === "GET" || r.method === "HEAD" ? undefined : schemas?.body],
    ["querystring", schemas?.querystring],
  ] as const) {
    const result = schema?.safeParse({});
    for (const issue of result?.success === false ? result.error.issues : [])
      if (issue.path.length) names.add(String(issue.path[0]));
      else if (whole) names.add(part);
  }
  return [...names];
}

interface Call {
  query?: Record<string, string>;
  payload?: Record<string, unknown>;
  lang?: string;
  id?: string;
}

async function call(r: Route, caller: Caller, { query = {}, payload, lang = "en", id = MISSING_ID }: Call = {}) {
  const qs = new URLSearchParams(query).toString();
  const body = r.method === "GET" || r.method === "HEAD" ? undefined : (payload ?? {});
  return app.inject({
    method: r.method,
    url: `${urlOf(r, false, id)}${qs ? `?${qs}` : ""}`,
    headers: { ...(tokens[caller] ? bearer(tokens[caller]!) : {}), "accept-language": lang },
    ...(body !== undefined ? { payload: body } : {}),
  });
}

interface InvalidCall {
  variant: "empty" | "wrong types";
  call: Call;
  /** The fields the 422 must name (at least one of them). */
  named: string[];
}

/** The invalid requests for a route: nothing at all (when something is required), and every field of the wrong type. */
function invalidCalls(r: Route): InvalidCall[] {
  const required = requiredOf(r);
  const out: InvalidCall[] = [];
  if (required.length) out.push({ variant: "empty", call: {}, named: required });
  const bad = fieldsOf(r).filter(isSpoilable);
  if (bad.length) {
    const query: Record<string, string> = {};
    const payload: Record<string, unknown> = {};
    for (const f of bad) {
      if (f.in === "query") query[f.name] = spoiled(f) as string;
      else payload[f.name] = spoiled(f);
    }
    const named = [...new Set([...required, ...bad.map((f) => f.name)])];
    out.push({ variant: "wrong types", call: { query, payload }, named });
  }
  return out;
}

/** Routes with a body or querystring schema that has a required or a constrained field, and a caller that passes. */
const validated = () => routes.filter((r) => rightCaller(r) !== null && invalidCalls(r).length > 0);

/**
 * What is wrong with a 422 answer (null: nothing): the standard envelope `{status_code: 422, data: null, message,
 * errors: {field: [message, ...]}}`, with at least one of `named` (by its first path segment) among the fields
 * ("any": a route whose fields are not in a schema, any field will do).
 */
function invalidEnvelopeProblem(res: { statusCode: number; body: string }, named: string[] | "any"): string | null {
  if (res.statusCode !== 422) return `expected 422, got ${res.statusCode} ${res.body.slice(0, 160)}`;
  // biome-ignore lint/suspicious/noExplicitAny: the envelope is checked field by field below
  let body: any;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `422 without a JSON body: ${res.body.slice(0, 80)}`;
  }
  const keys = Object.keys(body ?? {})
    .sort()
    .join(",");
  if (keys !== "data,errors,message,status_code") return `envelope keys ${keys}`;
  if (body.status_code !== 422 || body.data !== null) return `status_code ${body.status_code}, data ${body.data}`;
  if (typeof body.message !== "string" || !body.message.trim()) return "an empty message";
  const errors = body.errors;
  if (!errors || typeof errors !== "object" || Array.isArray(errors) || !Object.keys(errors).length)
    return `errors is ${JSON.stringify(errors)}`;
  for (const [field, messages] of Object.entries(errors)) {
    if (!Array.isArray(messages) || !messages.length || !messages.every((m) => typeof m === "string" && m.trim()))
      return `errors.${field} is ${JSON.stringify(messages)}`;
  }
  const fields = Object.keys(errors).map((k) => k.split(".")[0]);
  if (named !== "any" && !fields.some((f) => named.includes(f)))
    return `errors name ${Object.keys(errors).join(", ")}, none of ${named.join(", ")}`;
  return null;
}

/** Row count of every table, in one query (SQLite): nothing may be written by a refused request. */
let countQuery: ReturnType<typeof sql.raw> | null = null;
async function rowCounts(): Promise<Record<string, number>> {
  if (!countQuery) {
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    countQuery = sql.raw(`select ${tables.map((t) => `(select count(*) from "${t}") as "${t}"`).join(", ")}`);
  }
  const { rows } = await countQuery.execute(db);
  return rows[0] as Record<string, number>;
}
const changedTables = (before: Record<string, number>, after: Record<string, number>) =>
  Object.keys(after)
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t} ${before[t]} -> ${after[t]}`);

const ARABIC = /[\u0600-\u06FF]/;

/**
 * Routes without a zod body schema that read their body themselves (multipart forms with an image): an empty body
 * must still answer 422 with the envelope naming a field, and write nothing.
 */
const HANDLER_VALIDATED = [
  "POST /customer/booking/request",
  "POST /package/create",
  "POST /partner/service/create",
  "POST /service-category/create",
  "POST /banner/create",
  "POST /partner/quotation/create",
  "POST /partner/completion-report/create",
];

/**
 * Fields required only in some combinations (an empty request names them, but each is optional on its own, so the
 * API docs rightly show them optional): route -> fields.
 */
const CONDITIONALLY_REQUIRED: Record<string, string[]> = {
  "POST /login": ["email", "password"], // {email, password} or {phone, otp}
  "GET /reviews/list": ["partner_id"], // partner_id or service_id
};

/** Fields that take the wrong-type value on purpose (route and field: why). */
const ACCEPTS_WRONG_TYPE: Record<string, string> = {
  // A card code typed as a number is read as its digits; the gateway then refuses anything but 3-4 digits with a
  // 422 on cvc (tests/server/payments.test.ts), after the order or amount checks this per-field call never passes.
  "POST /payment/pay cvc": "card code as a number",
  "POST /wallet/top-up cvc": "card code as a number",
};

/**
 * Validation messages without an Arabic wording yet (English message: why). The translation belongs in the
 * module's messages.ts, next to its other Arabic messages.
 */
const UNTRANSLATED: Record<string, string> = {};

const handlerValidated = () => routes.filter((r) => HANDLER_VALIDATED.includes(key(r)));

/** The invalid requests for a schema route, or the empty one for a handler-validated route (any field named). */
const attemptsFor = (r: Route): Array<{ variant: string; call: Call; named: string[] | "any" }> =>
  HANDLER_VALIDATED.includes(key(r)) ? [{ variant: "empty", call: {}, named: "any" }] : invalidCalls(r);

describe("validation failures: the right caller, an empty request and wrong types, answer 422", () => {
  it("finds the fields in each route's zod schemas and in its documented schema", () => {
    // The wrong values below are built from the documented (OpenAPI) field types: a route with a zod body or
    // querystring must document its fields, or it would silently get no wrong-type request.
    const withSchema = routes.filter((r) => zodSchemas.has(key(r)));
    const undocumented = withSchema.filter((r) => {
      const s = zodSchemas.get(key(r))!;
      const fields = fieldsOf(r);
      return (
        (s.body && !fields.some((f) => f.in === "body")) || (s.querystring && !fields.some((f) => f.in === "query"))
      );
    });
    expect(undocumented.map(key)).toEqual([]);
    // A route with a schema but nothing that can be wrong (every field optional free text) would be skipped below.
    const checked = new Set(validated().map(key));
    expect(withSchema.filter((r) => !checked.has(key(r))).map(key)).toEqual([]);
    // Documented required fields that validation does not require, and the reverse: the generated API types
    // (src/api/schema.gen.ts) are only as right as these (a required field shown optional, or the reverse).
    const mismatch: string[] = [];
    for (const r of withSchema) {
      const documented = fieldsOf(r)
        .filter((f) => f.required)
        .map((f) => f.name);
      const actual = requiredOf(r, { whole: false }).filter((f) => !CONDITIONALLY_REQUIRED[key(r)]?.includes(f));
      const docsOnly = documented.filter((f) => !actual.includes(f));
      const zodOnly = actual.filter((f) => !documented.includes(f));
      if (docsOnly.length || zodOnly.length)
        mismatch.push(`${key(r)}: documented only [${docsOnly.join(",")}], required only [${zodOnly.join(",")}]`);
    }
    expect(mismatch).toEqual([]);
    // The handler-validated list names routes that exist and really have no zod body.
    expect(handlerValidated().length).toBe(HANDLER_VALIDATED.length);
    expect(
      handlerValidated()
        .filter((r) => zodSchemas.get(key(r))?.body)
        .map(key),
    ).toEqual([]);
  });

  it("an empty request and one with every field of the wrong type answer 422 with the error envelope naming a field, never 2xx or 500, and write nothing", async () => {
    const problems: string[] = [];
    const covered: Record<string, number> = {};
    const list = [...validated(), ...handlerValidated()];
    for (const r of list) {
      const caller = rightCaller(r)!;
      const before = await rowCounts();
      for (const { variant, call: c, named } of attemptsFor(r)) {
        const problem = invalidEnvelopeProblem(await call(r, caller, c), named);
        if (problem) problems.push(`${key(r)} as ${caller} (${variant}): ${problem}`);
      }
      const changed = changedTables(before, await rowCounts());
      if (changed.length) problems.push(`${key(r)} as ${caller}: invalid requests wrote ${changed.join(", ")}`);
      const label = isPublic(r) ? "public" : classOf(r)!;
      covered[label] = (covered[label] ?? 0) + 1;
    }
    console.info(`route-validation: 422 checked on ${list.length} routes`, covered);
    expect(list.length).toBeGreaterThan(140);
    for (const c of ["public", "user", "customer", "partner", "internal"]) expect(covered[c]).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  }, 30_000);

  it("each constrained field alone, given a wrong value, is named in the 422 (no field takes garbage)", async () => {
    const problems: string[] = [];
    let fields = 0;
    const before = await rowCounts();
    for (const r of validated()) {
      const caller = rightCaller(r)!;
      for (const f of fieldsOf(r).filter(isSpoilable)) {
        // A query parameter of a route with a body is only validated once the body is valid: not alone here.
        if (f.in === "query" && r.method !== "GET") continue;
        if (`${key(r)} ${f.name}` in ACCEPTS_WRONG_TYPE) continue;
        fields++;
        const value = spoiled(f);
        const res = await call(
          r,
          caller,
          f.in === "query" ? { query: { [f.name]: String(value) } } : { payload: { [f.name]: value } },
        );
        const problem = invalidEnvelopeProblem(res, [f.name]);
        if (problem) problems.push(`${key(r)} ${f.name}=${JSON.stringify(value)}: ${problem}`);
      }
    }
    const changed = changedTables(before, await rowCounts());
    console.info(`route-validation: ${fields} fields checked one by one`);
    expect(fields).toBeGreaterThan(500);
    expect(changed).toEqual([]);
    expect(problems).toEqual([]);
  }, 30_000);
});

describe("validation failures in Arabic (Accept-Language: ar)", () => {
  /** One route per class: a body with required fields. */
  const REPRESENTATIVE: Record<string, string> = {
    public: "POST /contact",
    user: "POST /user-address/create",
    customer: "POST /customer/favourite/add",
    partner: "POST /partner/service-area/add",
    internal: "POST /attribute/create",
  };

  it("one route per class: the message and every field error are Arabic, for the same fields as in English", async () => {
    const problems: string[] = [];
    for (const [cls, k] of Object.entries(REPRESENTATIVE)) {
      const r = routes.find((x) => key(x) === k);
      expect(r, k).toBeDefined();
      expect(isPublic(r!) ? "public" : classOf(r!), k).toBe(cls);
      for (const { variant, call: c, named } of invalidCalls(r!)) {
        const en = await call(r!, rightCaller(r!)!, c);
        const ar = await call(r!, rightCaller(r!)!, { ...c, lang: "ar" });
        const problem = invalidEnvelopeProblem(ar, named);
        if (problem) problems.push(`${k} (${variant}, ar): ${problem}`);
        if (problem) continue;
        const [enBody, arBody] = [json(en), json(ar)];
        expect(arBody.message).toBe("البيانات المدخلة غير صحيحة.");
        expect(Object.keys(arBody.errors)).toEqual(Object.keys(enBody.errors));
        for (const [field, messages] of Object.entries(arBody.errors as Record<string, string[]>))
          for (const m of messages) if (!ARABIC.test(m)) problems.push(`${k} (${variant}): errors.${field} "${m}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("every validation failure above answers in Arabic (message and field errors)", async () => {
    const english = new Map<string, Set<string>>();
    const note = (message: string, where: string) => {
      if (!ARABIC.test(message) && !(message in UNTRANSLATED))
        english.set(message, (english.get(message) ?? new Set()).add(where));
    };
    for (const r of [...validated(), ...handlerValidated()]) {
      for (const { call: c } of attemptsFor(r)) {
        const body = json(await call(r, rightCaller(r)!, { ...c, lang: "ar" }));
        note(body.message, key(r));
        for (const [field, messages] of Object.entries((body.errors ?? {}) as Record<string, string[]>))
          for (const m of messages) note(m, `${key(r)} ${field}`);
      }
    }
    expect(Object.fromEntries([...english].map(([m, where]) => [m, [...where]]))).toEqual({});
  }, 30_000);
});

describe("success: every GET of the admin and partner portals answers its own caller", () => {
  /** The list a details route's id is picked from, where the path does not say (`.../details/:id` -> `.../list`). */
  const LIST_OF: Record<string, string> = { "GET /package/clone/on-edit/:id": "/package/list" };

  function listPathFor(r: Route): string[] {
    if (LIST_OF[key(r)]) return [LIST_OF[key(r)]];
    const base = r.path.replace(/\/:\w+$/, "");
    return [base.replace(/\/[^/]+$/, "/list"), base];
  }

  /** The first row's id of the list route for `r`, called as `caller`; null when there is no such list or it is empty. */
  async function seededId(r: Route, caller: Caller): Promise<string | null> {
    for (const path of listPathFor(r)) {
      if (path === r.path || !routes.some((x) => x.method === "GET" && x.path === path)) continue;
      const res = await app.inject({ method: "GET", url: `${API_PREFIX}${path}`, headers: bearer(tokens[caller]!) });
      if (res.statusCode !== 200) return null;
      const data = json(res).data;
      const rows = Array.isArray(data) ? data : data?.data;
      return Array.isArray(rows) && rows.length ? String(rows[0].id) : null;
    }
    return null;
  }

  it("answers 200, or (only where the list has no row to pick) a 404 with the error envelope", async () => {
    const problems: string[] = [];
    const notFound: string[] = [];
    const list = [...inClass("internal"), ...inClass("partner")].filter((r) => r.method === "GET");
    for (const r of list) {
      const caller = rightCaller(r)!;
      const hasId = /:\w+/.test(r.path);
      const id = hasId ? await seededId(r, caller) : null;
      const res = await app.inject({ method: "GET", url: urlOf(r, true, id ?? "1"), headers: bearer(tokens[caller]!) });
      if (res.statusCode === 200 && String(res.headers["content-type"]).startsWith("text/csv")) {
        // a download (a bank file, a statement, a report): a CSV with its header row (field names, or a report's
        // column titles in the request language), not the JSON envelope
        if (!/^[^,{"\r\n][^,\r\n]*(,[^,\r\n]+)+\r?\n/.test(res.body.replace(/^\uFEFF/, "")))
          problems.push(`${key(r)} as ${caller}: CSV without a header row ${res.body.slice(0, 120)}`);
      } else if (res.statusCode === 200) {
        const body = json(res);
        if (body.status_code !== 200 || typeof body.message !== "string" || !("data" in body))
          problems.push(`${key(r)} as ${caller}: 200 without the envelope ${res.body.slice(0, 120)}`);
      } else if (res.statusCode === 404 && hasId && id === null) {
        const body = json(res);
        if (body.status_code !== 404 || body.data !== null || typeof body.message !== "string" || !body.message)
          problems.push(`${key(r)} as ${caller}: 404 without the error envelope ${res.body.slice(0, 120)}`);
        notFound.push(`${key(r)} (id 1): ${body.message}`);
      } else {
        problems.push(`${key(r)} as ${caller} (id ${id ?? "1"}): ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    console.info(
      `route-validation: ${list.length} GET routes answered; 404 with no seeded row:\n  ${notFound.join("\n  ")}`,
    );
    expect(list.length).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  }, 30_000);
});
