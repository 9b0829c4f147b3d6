import { type Expression, type ExpressionBuilder, type Selectable, type SqlBool, sql } from "kysely";
import { type CouponsTable, type Database, type DB, nowIso } from "../../db/database.js";
import { type AuditActor, audit } from "../../lib/audit.js";
import { dubaiMidnightIso } from "../../lib/dubai.js";
import { ApiError, type FieldErrors, fieldError, MESSAGES } from "../../lib/errors.js";
import { aed } from "../../lib/money.js";
import { likePattern, num, type OrderTerm, orderedWindow, type Page, pageOf } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import type { Actor } from "../partner-catalog/access.js";
import { PARTNER_ID_INVALID } from "../partner-catalog/messages.js";
import {
  CODE_FORMAT,
  CODE_TAKEN,
  COUPON_NOT_FOUND,
  ENDS_BEFORE_STARTS,
  FIXED_POSITIVE,
  NOT_OWN_PACKAGES,
  NOT_OWN_SERVICES,
  PARTNER_FUNDED_NEEDS_PARTNER,
  PARTNER_FUNDS_OWN,
  PARTNER_OWN_ONLY,
  PERCENT_RANGE,
  UNKNOWN_CATEGORIES,
  UNKNOWN_PACKAGES,
  UNKNOWN_PARTNERS,
  UNKNOWN_SERVICES,
} from "./messages.js";
import { CODE_PATTERN, type CouponBody, type CouponListQuery, type CouponRow, type CouponUpdate } from "./schema.js";

type Coupon = Selectable<CouponsTable>;
type Eb = ExpressionBuilder<DB, "coupons">;

const DAY_MS = 86_400_000;
const fils = (aedAmount: number) => Math.round(aedAmount * 100);

/** The instant of a `starts_at`/`ends_at` input: a Dubai date starts at 00:00 and ends at 23:59:59.999 there. */
export function instantOf(value: string, edge: "start" | "end"): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const midnight = Date.parse(dubaiMidnightIso(value));
    return new Date(edge === "start" ? midnight : midnight + DAY_MS - 1).toISOString();
  }
  // a date-time without an offset is Dubai time
  const zoned = /(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}+04:00`;
  return new Date(zoned).toISOString();
}

const SCOPES = [
  ["category_ids", "coupon_categories", "category_id"],
  ["partner_ids", "coupon_partners", "partner_id"],
  ["service_ids", "coupon_services", "service_id"],
  ["package_ids", "coupon_packages", "package_id"],
] as const;
type ScopeField = (typeof SCOPES)[number][0];
type Scope = Record<ScopeField, number[]>;

const couponRows = (db: Database) => db.selectFrom("coupons").selectAll();

async function scopesOf(db: Database, couponIds: number[]): Promise<Map<number, Scope>> {
  const out = new Map<number, Scope>();
  for (const cid of couponIds) out.set(cid, { category_ids: [], partner_ids: [], service_ids: [], package_ids: [] });
  if (couponIds.length === 0) return out;
  for (const [field, table, column] of SCOPES) {
    const rows = await db
      .selectFrom(table)
      .select(["coupon_id", `${column} as ref` as "coupon_id"])
      .where("coupon_id", "in", couponIds)
      .orderBy(column)
      .execute();
    for (const r of rows as unknown as { coupon_id: number; ref: number }[])
      out.get(num(r.coupon_id))?.[field].push(num(r.ref));
  }
  return out;
}

/** Generated codes per coupon. */
async function generatedCounts(db: Database, couponIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (couponIds.length === 0) return out;
  const rows = await db
    .selectFrom("coupon_codes")
    .select(["coupon_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("coupon_id", "in", couponIds)
    .groupBy("coupon_id")
    .execute();
  for (const r of rows) out.set(num(r.coupon_id), num(r.n));
  return out;
}

/** The row shape of issue 17 ("Shapes the clients rely on"), with the budget spent and the generated codes. */
function view(c: Coupon, scope: Scope, generated = 0): CouponRow {
  const percent = c.discount_type === "percent";
  return {
    id: c.id,
    code: c.code,
    title_en: c.title_en,
    title_ar: c.title_ar,
    discount_type: c.discount_type,
    discount_value: percent ? num(c.discount_value) : aed(num(c.discount_value)),
    max_discount: c.max_discount_fils === null ? null : aed(num(c.max_discount_fils)),
    min_order: aed(num(c.min_order_fils)),
    starts_at: c.starts_at ? new Date(c.starts_at).toISOString() : null,
    ends_at: c.ends_at ? new Date(c.ends_at).toISOString() : null,
    usage_limit: c.usage_limit === null ? null : num(c.usage_limit),
    per_customer_limit: num(c.per_user_limit),
    first_order_only: num(c.first_order_only) === 1,
    applies_to: c.applies_to,
    funded_by: c.funded_by,
    partner_id: c.partner_id === null ? null : num(c.partner_id),
    budget: c.budget_fils === null ? null : aed(num(c.budget_fils)),
    active: c.status === "active",
    used_count: num(c.used_count),
    ...scope,
    stacking: c.stacking,
    spent: aed(num(c.spent_fils)),
    remaining_budget: c.budget_fils === null ? null : aed(Math.max(0, num(c.budget_fils) - num(c.spent_fils))),
    generated_codes: generated,
  };
}

/** A partner caller's coupons are its own partner-funded ones; staff see every coupon. */
const visibleTo = (actor: Actor) => (eb: Eb) =>
  actor.kind === "partner"
    ? eb.and([eb("coupons.partner_id", "=", actor.partnerId), eb("coupons.funded_by", "=", "partner")])
    : eb.lit(true);

/** The coupon when the caller may see it; another partner's (or none) answers 404. */
export async function visibleCoupon(db: Database, actor: Actor, id: number): Promise<Coupon> {
  const c = await couponRows(db).where("id", "=", id).where(visibleTo(actor)).executeTakeFirst();
  if (!c) throw new ApiError(404, COUPON_NOT_FOUND);
  return c;
}

export async function couponView(db: Database, actor: Actor, id: number): Promise<CouponRow> {
  return rowOf(db, await visibleCoupon(db, actor, id));
}

/** A stored coupon as its list row. */
export async function rowOf(db: Database, c: Coupon): Promise<CouponRow> {
  return view(c, (await scopesOf(db, [c.id])).get(c.id)!, (await generatedCounts(db, [c.id])).get(c.id) ?? 0);
}

/** SQL of a list status at `now` (ISO text compares as time: every stored instant is UTC ISO). */
function statusFilter(eb: Eb, status: CouponListQuery["status"], now: string): Expression<SqlBool> {
  const active = eb("coupons.status", "=", "active");
  const ended = eb.and([eb("coupons.ends_at", "is not", null), eb("coupons.ends_at", "<", now)]);
  const notStarted = eb.and([eb("coupons.starts_at", "is not", null), eb("coupons.starts_at", ">", now)]);
  // exhausted: the usage limit reached, or the budget spent (issue 17a: checkout refuses both)
  const usedUp = eb.or([
    eb.and([
      eb("coupons.usage_limit", "is not", null),
      eb("coupons.used_count", ">=", eb.ref("coupons.usage_limit").$castTo<number>()),
    ]),
    eb.and([
      eb("coupons.budget_fils", "is not", null),
      eb("coupons.spent_fils", ">=", eb.ref("coupons.budget_fils").$castTo<number>()),
    ]),
  ]);
  switch (status) {
    case "inactive":
      return eb.not(active);
    case "expired":
      return eb.and([active, ended]);
    case "scheduled":
      return eb.and([active, notStarted, eb.not(ended)]);
    case "exhausted":
      return eb.and([active, usedUp, eb.not(ended), eb.not(notStarted)]);
    case "live":
      return eb.and([active, eb.not(ended), eb.not(notStarted), eb.not(usedUp)]);
    default:
      return eb.lit(true);
  }
}

const SORT_COLUMNS = {
  id: "coupons.id",
  code: "coupons.code",
  starts_at: "coupons.starts_at",
  ends_at: "coupons.ends_at",
  used_count: "coupons.used_count",
  discount_value: "coupons.discount_value",
  created_at: "coupons.created_at",
} as const;

export async function listCoupons(db: Database, actor: Actor, q: CouponListQuery): Promise<Page<CouponRow>> {
  const now = nowIso();
  let base = db.selectFrom("coupons").where(visibleTo(actor));
  if (q.search) {
    const like = likePattern(q.search);
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["coupons.code"]), "like", like),
        eb(eb.fn("lower", ["coupons.title_en"]), "like", like),
        eb(eb.fn("lower", ["coupons.title_ar"]), "like", like),
      ]),
    );
  }
  if (q.status) base = base.where((eb) => statusFilter(eb, q.status, now));
  if (q.funded_by) base = base.where("coupons.funded_by", "=", q.funded_by);
  if (q.partner_id !== undefined && actor.kind === "internal")
    base = base.where("coupons.partner_id", "=", q.partner_id);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const key = q.sortKey ?? "id";
  const dir = q.sortVal ?? "desc";
  const term: OrderTerm =
    key === "starts_at" || key === "ends_at" ? [SORT_COLUMNS[key], dir, "nullable"] : [SORT_COLUMNS[key], dir];
  const rows = await orderedWindow(
    base.selectAll("coupons"),
    { by: [term], tieBreaker: ["coupons.id", dir] },
    q,
  ).execute();
  const ids = rows.map((r) => r.id);
  const scopes = await scopesOf(db, ids);
  const generated = await generatedCounts(db, ids);
  return pageOf(
    rows.map((r) => view(r, scopes.get(r.id)!, generated.get(r.id) ?? 0)),
    num(total),
    q,
  );
}

/** Everything a coupon holds, merged (create: the defaults; update: the stored values under the body's). */
interface Merged {
  code: string;
  title_en: string;
  title_ar: string;
  description_en: string | undefined;
  description_ar: string | undefined;
  discount_type: "percent" | "fixed";
  discount_value: number;
  max_discount: number | null;
  min_order: number;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  per_customer_limit: number;
  first_order_only: 0 | 1;
  applies_to: "any" | "service" | "package";
  funded_by: "khidma" | "partner";
  partner_id: number | null;
  budget: number | null;
  active: 0 | 1;
  stacking: "exclusive" | "combinable";
}

const isoOrNull = (v: string | null | undefined, edge: "start" | "end") => (v ? instantOf(v, edge) : null);

function mergedFromStored(c: Coupon): Merged {
  const row = view(c, { category_ids: [], partner_ids: [], service_ids: [], package_ids: [] });
  return {
    ...row,
    description_en: c.description_en,
    description_ar: c.description_ar,
    first_order_only: row.first_order_only ? 1 : 0,
    active: row.active ? 1 : 0,
  };
}

function merge(base: Merged, body: CouponUpdate): Merged {
  const pick = <K extends keyof Merged>(k: K, v: Merged[K] | undefined): Merged[K] => (v === undefined ? base[k] : v);
  return {
    code: pick("code", body.code),
    title_en: pick("title_en", body.title_en),
    title_ar: pick("title_ar", body.title_ar),
    description_en: pick("description_en", body.description_en),
    description_ar: pick("description_ar", body.description_ar),
    discount_type: pick("discount_type", body.discount_type),
    discount_value: pick("discount_value", body.discount_value),
    max_discount: pick("max_discount", body.max_discount),
    min_order: pick("min_order", body.min_order),
    starts_at: body.starts_at === undefined ? base.starts_at : isoOrNull(body.starts_at, "start"),
    ends_at: body.ends_at === undefined ? base.ends_at : isoOrNull(body.ends_at, "end"),
    usage_limit: pick("usage_limit", body.usage_limit),
    per_customer_limit:
      body.per_customer_limit === undefined ? base.per_customer_limit : (body.per_customer_limit ?? 0),
    first_order_only: pick("first_order_only", body.first_order_only),
    applies_to: pick("applies_to", body.applies_to),
    funded_by: pick("funded_by", body.funded_by),
    partner_id: pick("partner_id", body.partner_id),
    budget: pick("budget", body.budget),
    active: pick("active", body.active),
    stacking: pick("stacking", body.stacking),
  };
}

const CREATE_DEFAULTS: Omit<Merged, "code" | "title_en" | "discount_type" | "discount_value"> = {
  title_ar: "",
  description_en: undefined,
  description_ar: undefined,
  max_discount: null,
  min_order: 0,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
  per_customer_limit: 1,
  first_order_only: 0,
  applies_to: "any",
  funded_by: "khidma",
  partner_id: null,
  budget: null,
  active: 1,
  stacking: "exclusive",
};

const add = (errors: FieldErrors, field: string, message: string) => {
  errors[field] ??= [];
  errors[field].push(message);
};

async function missingIds(db: Database, table: "categories" | "partners" | "services" | "packages", ids: number[]) {
  if (ids.length === 0) return false;
  const found = await db.selectFrom(table).select("id").where("id", "in", ids).execute();
  return found.length !== ids.length;
}

async function notOwn(db: Database, table: "services" | "packages", ids: number[], partnerId: number) {
  if (ids.length === 0) return false;
  const found = await db
    .selectFrom(table)
    .select("id")
    .where("id", "in", ids)
    .where("partner_id", "=", partnerId)
    .execute();
  return found.length !== ids.length;
}

/**
 * The rules zod cannot see alone (422 with every field error at once, nothing written): the discount by type, the
 * window, a unique code (case-insensitive), ids that exist, and a partner caller's limits (its own partner, funded
 * by itself, its own services and packages).
 */
async function check(db: Database, actor: Actor, m: Merged, lists: Partial<Scope>, selfId: number | null) {
  const errors: FieldErrors = {};
  if (
    m.discount_type === "percent" &&
    !(Number.isInteger(m.discount_value) && m.discount_value >= 1 && m.discount_value <= 100)
  )
    add(errors, "discount_value", PERCENT_RANGE);
  if (m.discount_type === "fixed" && !(m.discount_value > 0)) add(errors, "discount_value", FIXED_POSITIVE);
  if (m.starts_at && m.ends_at && m.ends_at <= m.starts_at) add(errors, "ends_at", ENDS_BEFORE_STARTS);
  if (!CODE_PATTERN.test(m.code)) add(errors, "code", CODE_FORMAT);
  let taken = db.selectFrom("coupons").select("id").where(sql<string>`upper(code)`, "=", m.code.toUpperCase());
  if (selfId !== null) taken = taken.where("id", "!=", selfId);
  const generatedTaken = () =>
    db.selectFrom("coupon_codes").select("id").where("code", "=", m.code.toUpperCase()).executeTakeFirst();
  // one namespace: a coupon's code may not be a generated code of any coupon either
  if ((await taken.executeTakeFirst()) || (await generatedTaken())) add(errors, "code", CODE_TAKEN);
  if (actor.kind === "partner") {
    if (m.partner_id !== actor.partnerId) add(errors, "partner_id", PARTNER_OWN_ONLY);
    if (m.funded_by !== "partner") add(errors, "funded_by", PARTNER_FUNDS_OWN);
    if ((lists.partner_ids ?? []).some((p) => p !== actor.partnerId)) add(errors, "partner_ids", PARTNER_OWN_ONLY);
    if (await notOwn(db, "services", lists.service_ids ?? [], actor.partnerId))
      add(errors, "service_ids", NOT_OWN_SERVICES);
    if (await notOwn(db, "packages", lists.package_ids ?? [], actor.partnerId))
      add(errors, "package_ids", NOT_OWN_PACKAGES);
  } else {
    if (m.partner_id !== null && (await missingIds(db, "partners", [m.partner_id])))
      add(errors, "partner_id", PARTNER_ID_INVALID);
    else if (m.funded_by === "partner" && m.partner_id === null)
      add(errors, "partner_id", PARTNER_FUNDED_NEEDS_PARTNER);
    if (await missingIds(db, "partners", lists.partner_ids ?? [])) add(errors, "partner_ids", UNKNOWN_PARTNERS);
    if (await missingIds(db, "services", lists.service_ids ?? [])) add(errors, "service_ids", UNKNOWN_SERVICES);
    if (await missingIds(db, "packages", lists.package_ids ?? [])) add(errors, "package_ids", UNKNOWN_PACKAGES);
  }
  if (await missingIds(db, "categories", lists.category_ids ?? [])) add(errors, "category_ids", UNKNOWN_CATEGORIES);
  const fields = Object.keys(errors);
  if (fields.length > 0) {
    if (fields.length === 1 && errors[fields[0]].length === 1) throw fieldError(fields[0], errors[fields[0]][0]);
    throw new ApiError(422, MESSAGES.invalid, errors);
  }
}

/** The columns of a merged coupon. */
const columns = (m: Merged) => ({
  code: m.code.toUpperCase(),
  title_en: m.title_en,
  title_ar: m.title_ar,
  description_en: m.description_en ?? m.title_en,
  description_ar: m.description_ar ?? m.title_ar,
  discount_type: m.discount_type,
  discount_value: m.discount_type === "percent" ? m.discount_value : fils(m.discount_value),
  max_discount_fils: m.max_discount === null ? null : fils(m.max_discount),
  min_order_fils: fils(m.min_order),
  starts_at: m.starts_at,
  ends_at: m.ends_at,
  usage_limit: m.usage_limit,
  per_user_limit: m.per_customer_limit,
  first_order_only: m.first_order_only,
  applies_to: m.applies_to,
  funded_by: m.funded_by,
  partner_id: m.partner_id,
  budget_fils: m.budget === null ? null : fils(m.budget),
  status: m.active === 1 ? "active" : "inactive",
  stacking: m.stacking,
});

const listsOf = (body: CouponUpdate): Partial<Scope> => {
  const out: Partial<Scope> = {};
  for (const [field] of SCOPES) {
    const v = body[field];
    if (v !== undefined) out[field] = v ?? [];
  }
  return out;
};

async function writeScopes(trx: Database, couponId: number, lists: Partial<Scope>) {
  for (const [field, table, column] of SCOPES) {
    const ids = lists[field];
    if (ids === undefined) continue;
    await trx.deleteFrom(table).where("coupon_id", "=", couponId).execute();
    if (ids.length > 0)
      await trx
        .insertInto(table)
        .values(ids.map((ref) => ({ coupon_id: couponId, [column]: ref }) as never))
        .execute();
  }
}

const pickKeys = (o: object, keys: string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => keys.includes(k)));

/** A partner caller's coupon is its own and partner-funded whatever the body omits. */
const forPartner = (actor: Actor, body: CouponUpdate): CouponUpdate =>
  actor.kind === "partner"
    ? { ...body, partner_id: body.partner_id ?? actor.partnerId, funded_by: body.funded_by ?? "partner" }
    : body;

export async function createCoupon(db: Database, actor: Actor, body: CouponBody, who: AuditActor): Promise<number> {
  const input = forPartner(actor, body);
  const m = merge({ ...CREATE_DEFAULTS, code: "", title_en: "", discount_type: "fixed", discount_value: 0 }, input);
  const lists = listsOf(input);
  await check(db, actor, m, lists, null);
  const at = nowIso();
  return inTx(db, async (trx) => {
    const { id } = await trx
      .insertInto("coupons")
      .values({ ...columns(m), used_count: 0, created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeScopes(trx, id, lists);
    await audit(trx, { actor: who, action: "create", entity: "coupon", entity_id: id, after: { ...m, ...lists } });
    return id;
  });
}

export async function updateCoupon(
  db: Database,
  actor: Actor,
  id: number,
  body: CouponUpdate,
  who: AuditActor,
): Promise<void> {
  const stored = await visibleCoupon(db, actor, id);
  const input = actor.kind === "partner" ? { ...body, partner_id: body.partner_id ?? actor.partnerId } : body;
  const m = merge(mergedFromStored(stored), input);
  const lists = listsOf(input);
  await check(db, actor, m, lists, id);
  // the scope lists the body replaces, as they were (for the audit trail)
  const scopeBefore = (await scopesOf(db, [id])).get(id);
  const changed = Object.fromEntries(Object.keys(lists).map((k) => [k, scopeBefore?.[k as keyof Scope]]));
  await inTx(db, async (trx) => {
    await trx
      .updateTable("coupons")
      .set({ ...columns(m), updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
    await writeScopes(trx, id, lists);
    await audit(trx, {
      actor: who,
      action: "update",
      entity: "coupon",
      entity_id: id,
      // the same fields as after: the stored values of what the form edits (not counters like used_count)
      before: { ...pickKeys(mergedFromStored(stored), Object.keys(m)), ...changed },
      after: { ...m, ...lists },
    });
  });
}

/** `CODE-COPY`, then `CODE-COPY2`, ...: the first code no coupon holds (within 40 characters). */
async function freeCode(db: Database, code: string): Promise<string> {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "-COPY" : `-COPY${n}`;
    const candidate = `${code.slice(0, 40 - suffix.length)}${suffix}`;
    const taken = await db
      .selectFrom("coupons")
      .select("id")
      .where(sql<string>`upper(code)`, "=", candidate)
      .executeTakeFirst();
    const generated = await db.selectFrom("coupon_codes").select("id").where("code", "=", candidate).executeTakeFirst();
    if (!taken && !generated) return candidate;
  }
}

/** A copy with a new unique code, switched off, no uses; the same scope. */
export async function duplicateCoupon(db: Database, actor: Actor, id: number, who: AuditActor): Promise<number> {
  const c = await visibleCoupon(db, actor, id);
  const scope = (await scopesOf(db, [c.id])).get(c.id)!;
  const code = await freeCode(db, c.code);
  const at = nowIso();
  return inTx(db, async (trx) => {
    const { id: _id, ...rest } = c;
    const { id: copyId } = await trx
      .insertInto("coupons")
      .values({ ...rest, code, status: "inactive", used_count: 0, spent_fils: 0, created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeScopes(trx, copyId, scope);
    await audit(trx, {
      actor: who,
      action: "duplicate",
      entity: "coupon",
      entity_id: copyId,
      after: { duplicate_of: c.id, code, status: "inactive" },
    });
    return copyId;
  });
}
