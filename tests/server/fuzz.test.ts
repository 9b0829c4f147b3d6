import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ZodType, z } from "zod";
import { API_PREFIX } from "../../server/src/app.js";
import { bearer, clientToken, json, login, type TestApp } from "./helpers.js";
import { buildRouteTable, type Caller, key, type Route, rightCaller, SESSION_ENDING } from "./route-table.js";

/**
 * Property-based fuzzing of every validated /api/v2 route (issue 13, "Also"): payloads are generated from each
 * route's own zod schemas (body and querystring, as JSON schema) with fast-check, mixing values that fit the
 * schema with hostile ones (wrong types, hex and exponent numbers, objects for text, huge, empty and odd Unicode
 * values), and sent by the route's right caller (the one that passes its guard, as in the route security test).
 * No answer may be a 5xx, and every 422 carries the error envelope
 * `{status_code: 422, data: null, message, errors: {field: [message, ...]}}`.
 *
 * Routes that read a multipart form themselves (no zod body) are fuzzed from their documented form schema.
 * The seed is random per run and printed with any failure; `FUZZ_SEED=<n>` replays a run.
 */

/** Cases per run, spread over the routes (at least 2 each). */
const BUDGET = Number(process.env.FUZZ_CASES ?? 480);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

// biome-ignore lint/suspicious/noExplicitAny: JSON schema nodes are walked generically
type Schema = any;

let app: TestApp;
let routes: Route[] = [];
let zodSchemas: Map<string, { body?: ZodType; querystring?: ZodType }>;
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is walked generically
let openapi: any;
const tokens = {} as Record<Caller, string | null>;

beforeAll(async () => {
  // Demo mode: the test card gateway answers card payments (without it they are a deliberate 503).
  const table = await buildRouteTable({ DEMO_MODE: "true" });
  app = table.app;
  routes = table.routes;
  zodSchemas = table.zodSchemas;
  openapi = json(await app.inject({ method: "GET", url: "/api/docs/json" }));
  tokens.none = null;
  tokens.client = await clientToken(app);
  for (const [caller, email, password] of [
    ["admin", "admin@khidma.test", "Admin#2026"],
    ["partner", "partner@khidma.test", "Partner#2026"],
    ["customer", "customer@khidma.test", "Customer#2026"],
  ] as const)
    tokens[caller] = (await login(app, email, password)).access_token;
}, 30_000);

afterAll(async () => {
  await app?.close();
});

// ---- arbitraries from JSON schema -----------------------------------------------------------------------------

/** Values that break most validators: wrong types, lenient-number traps, odd text, empty and huge values. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    -0,
    1.5,
    1e308,
    -2_147_483_649,
    "",
    " ",
    "0x10",
    "1e3",
    "Infinity",
    "NaN",
    "-",
    "1,5",
    "١٢",
    "{}",
    "[]",
    "null",
    "true",
    "\u0000",
    "' or 1=1 --",
    "2030-02-30",
    "25:61",
    "x".repeat(5000),
    {},
    [],
    [null],
    { $gt: 1 },
    ["1", "2"],
  ),
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 2 }),
);

const typeOf = (s: Schema): string | undefined =>
  Array.isArray(s.type) ? s.type.find((t: string) => t !== "null") : s.type;

/** A value that fits the schema (or nearly: bounds and examples, not every refinement). */
function fitting(s: Schema, defs: Record<string, Schema>, depth: number): fc.Arbitrary<unknown> {
  if (s?.$ref) return fitting(defs[String(s.$ref).split("/").pop()!] ?? {}, defs, depth);
  if (!s || depth > 4) return hostile;
  if (s.const !== undefined) return fc.constant(s.const);
  if (Array.isArray(s.enum) && s.enum.length) return fc.constantFrom(...s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (Array.isArray(alts) && alts.length) return fc.oneof(...alts.map((a: Schema) => fitting(a, defs, depth + 1)));
  if (Array.isArray(s.allOf) && s.allOf.length) return fitting(s.allOf[0], defs, depth + 1);
  const examples = [s.example, ...(Array.isArray(s.examples) ? s.examples : []), s.default].filter(
    (v) => v !== undefined,
  );
  const byType = ((): fc.Arbitrary<unknown> => {
    switch (typeOf(s)) {
      case "string": {
        if (s.format === "date" || /YYYY-MM-DD/.test(s.description ?? ""))
          return fc
            .date({ min: new Date("2020-01-01"), max: new Date("2035-12-31"), noInvalidDate: true })
            .map((d) => d.toISOString().slice(0, 10));
        if (s.format === "email") return fc.emailAddress();
        const min = s.minLength ?? 0;
        const max = Math.min(s.maxLength ?? 40, min + 40);
        return fc.string({
          minLength: min,
          maxLength: max,
          unit: fc.constantFrom("a", "Z", "1", " ", "-", ".", "é", "ع", "😀", "\u200f", "%", "_"),
        });
      }
      case "integer":
      case "number": {
        const min = typeof s.minimum === "number" ? s.minimum : -5;
        const max = typeof s.maximum === "number" ? s.maximum : Math.max(min, 0) + 50;
        const ints = fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, Math.max(min, -1e9) + 100) });
        const near = typeOf(s) === "integer" ? ints : fc.oneof(ints, fc.double({ min, max, noNaN: true }));
        // as JSON numbers, and as the plain decimal strings a form sends
        return fc.oneof({ arbitrary: near, weight: 3 }, near.map(String), fc.constant(999_999));
      }
      case "boolean":
        return fc.oneof(fc.boolean(), fc.constantFrom(0, 1, "0", "1", "true", "false"));
      case "array":
        return fc.array(fitting(s.items ?? {}, defs, depth + 1), {
          minLength: Math.min(s.minItems ?? 0, 3),
          maxLength: Math.max(Math.min(s.maxItems ?? 3, 3), Math.min(s.minItems ?? 0, 3)),
        });
      case "object":
        return objectOf(s, defs, depth);
      default:
        return s.properties ? objectOf(s, defs, depth) : hostile;
    }
  })();
  return examples.length ? fc.oneof(fc.constantFrom(...examples), byType) : byType;
}

/** A field's value: mostly one that fits, sometimes a hostile one. */
const field = (s: Schema, defs: Record<string, Schema>, depth: number) =>
  fc.oneof({ arbitrary: fitting(s, defs, depth), weight: 3 }, { arbitrary: hostile, weight: 1 });

/** An object: every required property (mostly) and any optional ones; now and then one that is not in the schema. */
function objectOf(s: Schema, defs: Record<string, Schema>, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props: Record<string, Schema> = s.properties ?? {};
  const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, field(v, defs, depth + 1)]));
  const required = (s.required ?? []).filter((k: string) => k in props);
  return fc
    .tuple(
      fc.oneof(
        { arbitrary: fc.record(model, { requiredKeys: required }), weight: 4 },
        { arbitrary: fc.record(model, { requiredKeys: [] }), weight: 1 },
      ),
      fc.option(fc.tuple(fc.constantFrom("extra", "__proto__", "constructor", "id"), hostile), { freq: 5 }),
    )
    .map(([o, extra]) => (extra ? { ...o, [extra[0]]: extra[1] } : o));
}

/** The JSON schema (input side) of a zod schema; `{}` where zod cannot express it. */
function jsonSchemaOf(schema: ZodType | undefined): Schema | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" });
  } catch {
    return {};
  }
}

// ---- requests -------------------------------------------------------------------------------------------------

interface Case {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body?: unknown;
}

/** A query value as sent on the wire: a list repeats the parameter, anything else is its text. */
function queryString(query: Record<string, unknown>): string {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v])
      out.append(k, typeof item === "object" && item !== null ? JSON.stringify(item) : String(item ?? ""));
  }
  const s = out.toString();
  return s ? `?${s}` : "";
}

const pathParam = fc.constantFrom("999999", "1", "2", "0", "-1", "abc", "1.5", "0x1", "1e2", "%20");

/** The generator of one route's requests, or null when the route validates nothing. */
function casesFor(r: Route): fc.Arbitrary<Case> | null {
  const schemas = zodSchemas.get(key(r));
  const op = openapi.paths?.[`${API_PREFIX}${r.path.replace(/:(\w+)/g, "{$1}")}`]?.[r.method.toLowerCase()];
  const hasBody = r.method !== "GET" && r.method !== "HEAD";
  const body = hasBody
    ? (jsonSchemaOf(schemas?.body) ?? op?.requestBody?.content?.["multipart/form-data"]?.schema)
    : undefined;
  const query = jsonSchemaOf(schemas?.querystring);
  if (!body && !query) return null;
  const defs = { ...(openapi.components?.schemas ?? {}), ...(body?.$defs ?? {}), ...(query?.$defs ?? {}) };
  const names = [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  return fc.record({
    params: fc.tuple(...names.map(() => pathParam)).map((v) => Object.fromEntries(names.map((n, i) => [n, v[i]]))),
    query: query ? objectOf(query, defs, 0) : fc.constant({}),
    body: body ? field(body, defs, 0) : fc.constant(undefined),
  }) as fc.Arbitrary<Case>;
}

async function send(r: Route, caller: Caller, c: Case) {
  const path = r.path.replace(/:(\w+)/g, (_m, n: string) => encodeURIComponent(c.params[n] ?? "1"));
  const hasBody = r.method !== "GET" && r.method !== "HEAD";
  return app.inject({
    method: r.method,
    url: `${API_PREFIX}${path}${queryString(c.query)}`,
    headers: tokens[caller] ? bearer(tokens[caller]!) : {},
    ...(hasBody ? { payload: (c.body ?? {}) as object } : {}),
  });
}

/**
 * What is wrong with an answer (null: nothing): a 5xx; a refusal (4xx, e.g. a `__proto__` key's 400) without the
 * error envelope; a 422 whose `errors` is not field -> messages.
 */
function problemOf(res: { statusCode: number; body: string }): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return null;
  // biome-ignore lint/suspicious/noExplicitAny: the envelope is checked field by field
  let body: any;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `${res.statusCode} without a JSON body: ${res.body.slice(0, 80)}`;
  }
  if (body?.status_code !== res.statusCode || !("data" in body) || typeof body.message !== "string" || !body.message)
    return `${res.statusCode} envelope ${res.body.slice(0, 160)}`;
  if (res.statusCode !== 422) return null; // (a 429 says its retry_after in data)
  if (body.data !== null) return `422 data ${JSON.stringify(body.data).slice(0, 80)}`;
  const errors = body.errors;
  if (!errors || typeof errors !== "object" || Array.isArray(errors) || !Object.keys(errors).length)
    return `422 errors ${JSON.stringify(errors)}`;
  for (const [f, messages] of Object.entries(errors))
    if (!Array.isArray(messages) || !messages.length || !messages.every((m) => typeof m === "string" && m))
      return `422 errors.${f} ${JSON.stringify(messages)}`;
  return null;
}

describe("faults the fuzzing found", () => {
  it("role/update/:id with neither name nor type answers 200 and changes nothing (was 500: an UPDATE without SET)", async () => {
    const before = json(
      await app.inject({ method: "GET", url: `${API_PREFIX}/role/details/2`, headers: bearer(tokens.admin!) }),
    );
    const res = await app.inject({
      method: "POST",
      url: `${API_PREFIX}/role/update/2`,
      headers: bearer(tokens.admin!),
      payload: { unknown_field: "" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toEqual(before.data);
  });
});

describe("fuzz: generated payloads on every validated route (fast-check)", () => {
  it("no 5xx, and every 422 carries the error envelope with field -> messages", async () => {
    const targets = routes
      .filter((r) => !SESSION_ENDING.has(key(r)))
      .map((r) => ({ r, caller: rightCaller(r), gen: casesFor(r) }))
      .filter((t): t is { r: Route; caller: Caller; gen: fc.Arbitrary<Case> } => t.caller !== null && t.gen !== null);
    expect(targets.length).toBeGreaterThan(140);
    const perRoute = Math.max(2, Math.ceil(BUDGET / targets.length));
    const problems: string[] = [];
    const statuses: Record<number, number> = {};
    let cases = 0;
    for (const [i, { r, caller, gen }] of targets.entries()) {
      for (const c of fc.sample(gen, { numRuns: perRoute, seed: SEED + i })) {
        const res = await send(r, caller, c);
        cases++;
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        const problem = problemOf(res);
        if (problem)
          problems.push(`${key(r)} as ${caller} ${JSON.stringify(c).slice(0, 400)}: ${problem} (FUZZ_SEED=${SEED})`);
      }
    }
    console.info(`fuzz: ${cases} cases on ${targets.length} routes (seed ${SEED})`, statuses);
    expect(cases).toBeGreaterThanOrEqual(BUDGET);
    expect(problems).toEqual([]);
  }, 60_000);
});
