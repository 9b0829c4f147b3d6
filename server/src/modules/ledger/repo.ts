import { randomUUID } from "node:crypto";
import { type Database, type LedgerEntryType, nowIso } from "../../db/database.js";
import { type AuditActor, audit } from "../../lib/audit.js";
import { dubaiDate, dubaiMidnightIso } from "../../lib/dubai.js";
import { ApiError, fieldError } from "../../lib/errors.js";
import { isolate, type Lang } from "../../lib/i18n.js";
import { aed } from "../../lib/money.js";
import { num, orderedWindow, pageOf, slicePage } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import { scopeRank } from "./commission.js";
import { EFFECTIVE_PAST, PARTNER_REQUIRED, TO_BEFORE_FROM, UNKNOWN_CATEGORY, UNKNOWN_PARTNER } from "./messages.js";
import type {
  AdjustBody,
  CommissionListQuery,
  CommissionRow,
  CommissionSaveBody,
  LedgerListQuery,
  LedgerRow,
} from "./schema.js";

/** Who reads the ledger: a partner (its own lines only) or Khidma staff (any partner's). */
export type LedgerActor = { kind: "partner"; partnerId: number } | { kind: "internal"; partnerId: null };

const DAY_MS = 86_400_000;
const pick = (lang: Lang, en: string | null, ar: string | null) => (lang === "ar" ? ar || en : en);

/* ------------------------------------------------------------------------------------------------------------
 * Commission rates
 * ---------------------------------------------------------------------------------------------------------- */

const SCOPES = ["default", "category", "partner", "partner_category"] as const;

async function commissionRows(db: Database, lang: Lang, where: { id?: number } = {}) {
  let q = db
    .selectFrom("commission_rates as r")
    .leftJoin("partners as p", "p.id", "r.partner_id")
    .leftJoin("categories as c", "c.id", "r.category_id")
    .leftJoin("users as u", "u.id", "r.created_by")
    .selectAll("r")
    .select([
      "p.name_en as partner_en",
      "p.name_ar as partner_ar",
      "c.name_en as category_en",
      "c.name_ar as category_ar",
      "u.first_name",
      "u.last_name",
    ]);
  if (where.id !== undefined) q = q.where("r.id", "=", where.id);
  return (await q.execute()).map((r) => ({
    id: r.id,
    partner_id: r.partner_id ?? null,
    partner_name: r.partner_id === null ? null : (pick(lang, r.partner_en, r.partner_ar) ?? null),
    category_id: r.category_id ?? null,
    category_name: r.category_id === null ? null : (pick(lang, r.category_en, r.category_ar) ?? null),
    rate: num(r.rate_bp) / 100,
    rate_bp: num(r.rate_bp),
    effective_from: r.effective_from,
    created_at: r.created_at,
    created_by: r.created_by ?? null,
    created_by_name: r.first_name ? `${r.first_name} ${r.last_name ?? ""}`.trim() : null,
    scope: SCOPES[scopeRank({ partner_id: r.partner_id ?? null, category_id: r.category_id ?? null })],
  }));
}

/** The ids of the rows in force at `at`, one per scope (latest effective_from <= at, then the latest id). */
async function currentIds(db: Database, at: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom("commission_rates")
    .select(["id", "partner_id", "category_id", "effective_from"])
    .where("effective_from", "<=", at)
    .execute();
  const best = new Map<string, { id: number; effective_from: string }>();
  for (const r of rows) {
    const key = `${r.partner_id ?? ""}:${r.category_id ?? ""}`;
    const b = best.get(key);
    if (!b || r.effective_from > b.effective_from || (r.effective_from === b.effective_from && r.id > b.id))
      best.set(key, r);
  }
  return new Set([...best.values()].map((r) => r.id));
}

/**
 * `commission/list`: every rate row (the table stays small: staff add rows by hand), filtered by partner, category
 * and `current`, sorted (default effective_from descending), paged.
 */
export async function listCommission(db: Database, q: CommissionListQuery, lang: Lang) {
  const current = await currentIds(db, nowIso());
  let rows = (await commissionRows(db, lang)).map((r) => ({ ...r, current: current.has(r.id) }));
  if (q.partner_id !== undefined) rows = rows.filter((r) => r.partner_id === q.partner_id);
  if (q.category_id !== undefined) rows = rows.filter((r) => r.category_id === q.category_id);
  if (q.current !== undefined) rows = rows.filter((r) => r.current === q.current);
  const key = q.sortKey ?? "effective_from";
  const dir = (q.sortVal ?? "desc") === "asc" ? 1 : -1;
  const value = (r: (typeof rows)[number]) => (key === "rate" ? r.rate_bp : key === "id" ? r.id : r[key]);
  rows.sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return (x < y ? -1 : x > y ? 1 : 0) * dir || (a.id - b.id) * dir;
  });
  return slicePage(
    rows.map(({ rate_bp: _, ...r }) => r satisfies CommissionRow),
    q,
  );
}

/** One rate row as `commission/list` shows it. */
export async function commissionView(db: Database, id: number, lang: Lang): Promise<CommissionRow> {
  const [row] = await commissionRows(db, lang, { id });
  if (!row) throw new ApiError(404, "Not Found");
  const { rate_bp: _, ...rest } = row;
  return { ...rest, current: (await currentIds(db, nowIso())).has(id) };
}

/**
 * `commission/save`: appends a rate row (history is never rewritten): the partner and category must exist (422),
 * `effective_from` a date (00:00 Dubai; today: from now) or a date-time, not in the past (422), default now.
 */
export async function saveCommission(
  db: Database,
  body: CommissionSaveBody,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<number> {
  const errors: Record<string, string[]> = {};
  const partnerId = body.partner_id ?? null;
  const categoryId = body.category_id ?? null;
  if (partnerId !== null) {
    const p = await db.selectFrom("partners").select("id").where("id", "=", partnerId).executeTakeFirst();
    if (!p) errors.partner_id = [UNKNOWN_PARTNER];
  }
  if (categoryId !== null) {
    const c = await db.selectFrom("categories").select("id").where("id", "=", categoryId).executeTakeFirst();
    if (!c) errors.category_id = [UNKNOWN_CATEGORY];
  }
  let effective = now.getTime();
  if (body.effective_from !== undefined) {
    const v = body.effective_from;
    if (/^\d{4}-\d{2}-\d{2}$/.test(v)) {
      if (v < dubaiDate(now)) errors.effective_from = [EFFECTIVE_PAST];
      else effective = Math.max(Date.parse(dubaiMidnightIso(v)), now.getTime());
    } else {
      const t = Date.parse(v);
      // a minute's grace for the caller's clock; within it, "now"
      if (t < now.getTime() - 60_000) errors.effective_from = [EFFECTIVE_PAST];
      else effective = Math.max(t, now.getTime());
    }
  }
  const fields = Object.keys(errors);
  if (fields.length > 0) throw new ApiError(422, errors[fields[0]][0], errors);
  return inTx(db, async (trx) => {
    const row = {
      partner_id: partnerId,
      category_id: categoryId,
      rate_bp: Math.round(body.rate * 100),
      effective_from: new Date(effective).toISOString(),
      created_by: actor.userId,
      created_at: now.toISOString(),
    };
    const { id } = await trx.insertInto("commission_rates").values(row).returning("id").executeTakeFirstOrThrow();
    await audit(trx, { actor, action: "create", entity: "commission_rate", entity_id: id, after: row });
    return id;
  });
}

/* ------------------------------------------------------------------------------------------------------------
 * Ledger lines
 * ---------------------------------------------------------------------------------------------------------- */

/** The ledger lines of `ids` as rows (in the order of `ids`). */
export async function ledgerRows(db: Database, ids: readonly number[], lang: Lang): Promise<LedgerRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("ledger_entries as l")
    .leftJoin("orders as o", "o.id", "l.order_id")
    .leftJoin("bookings as b", "b.id", "l.booking_id")
    .leftJoin("partners as pa", "pa.id", "l.partner_id")
    // a carried-forward cycle's closing record is not a payout anyone can open: no number
    .leftJoin("payouts as p", (j) => j.onRef("p.id", "=", "l.payout_id").on("p.kind", "=", "payout"))
    .selectAll("l")
    .select([
      "o.number as order_number",
      "b.number as booking_number",
      "p.number as payout_number",
      "pa.name_en as partner_name_en",
      "pa.name_ar as partner_name_ar",
    ])
    .where("l.id", "in", [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids
    .map((id) => byId.get(id))
    .filter((r) => r !== undefined)
    .map((r) => ({
      id: r.id,
      partner_id: r.partner_id,
      partner_name: pick(lang, r.partner_name_en, r.partner_name_ar) ?? r.partner_name_en ?? "",
      type: r.type,
      amount: aed(num(r.amount_fils)),
      order_id: r.order_id ?? null,
      order_number: r.order_number ?? null,
      booking_id: r.booking_id ?? null,
      booking_number: r.booking_number ?? null,
      subscription_id: r.subscription_id ?? null,
      payout_id: r.payout_id ?? null,
      payout_number: r.payout_number ?? null,
      created_at: r.created_at,
      reason: r.reason ?? null,
      actor_user_id: r.actor_user_id ?? null,
      description: pick(lang, r.description_en, r.description_ar) ?? r.description_en,
      description_en: r.description_en,
      description_ar: r.description_ar,
    }));
}

/** The Dubai day after `date` (YYYY-MM-DD). */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * `ledger/list`: a partner's own lines (a partner caller's partner_id is ignored), or any partner's for staff
 * (partner_id optional), filtered by type, booking, order, payout and Dubai dates, sorted by created_at (default,
 * newest first) or amount, then id. Counted once, one page of ids from the indexed table, then the page's rows.
 */
export async function listLedger(db: Database, actor: LedgerActor, q: LedgerListQuery, lang: Lang) {
  if (q.from !== undefined && q.to !== undefined && q.to < q.from) throw fieldError("to", TO_BEFORE_FROM);
  const partnerId = actor.kind === "partner" ? actor.partnerId : q.partner_id;
  let base = db.selectFrom("ledger_entries");
  if (partnerId !== undefined) base = base.where("partner_id", "=", partnerId);
  if (q.type !== undefined) base = base.where("type", "=", q.type as LedgerEntryType);
  if (q.booking_id !== undefined) base = base.where("booking_id", "=", q.booking_id);
  if (q.order_id !== undefined) base = base.where("order_id", "=", q.order_id);
  if (q.payout_id !== undefined) base = base.where("payout_id", "=", q.payout_id);
  if (q.from !== undefined) base = base.where("created_at", ">=", dubaiMidnightIso(q.from));
  if (q.to !== undefined) base = base.where("created_at", "<", dubaiMidnightIso(nextDay(q.to)));
  const count = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const dir = q.sortVal ?? "desc";
  const column = q.sortKey === "amount" ? "amount_fils" : "created_at";
  const page = await orderedWindow(base.select("id"), { by: [[column, dir]], tieBreaker: ["id", dir] }, q).execute();
  return pageOf(
    await ledgerRows(
      db,
      page.map((r) => r.id),
      lang,
    ),
    num(count.n),
    q,
  );
}

/** The partner whose lines a caller reads: a partner's own; staff must name one (422), which must exist (404). */
export async function ledgerPartner(db: Database, actor: LedgerActor, requested: number | undefined) {
  if (actor.kind === "partner") return actor.partnerId;
  if (requested === undefined) throw fieldError("partner_id", PARTNER_REQUIRED);
  const p = await db.selectFrom("partners").select("id").where("id", "=", requested).executeTakeFirst();
  if (!p) throw new ApiError(404, UNKNOWN_PARTNER);
  return p.id;
}

/** `settings.payout_hold_days` (default 3). */
export async function holdDays(db: Database): Promise<number> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", "payout_hold_days").executeTakeFirst();
  const v = row ? Number(JSON.parse(row.value)) : Number.NaN;
  return Number.isFinite(v) && v >= 0 ? Math.floor(v) : 3;
}

/**
 * `partner/balance`: total = the sum of every ledger line of the partner (to the fils); pending = the lines still
 * inside the holding period (created after now - payout_hold_days) and not in a payout; available = total - pending.
 */
export async function partnerBalance(db: Database, partnerId: number, now: Date = new Date()) {
  const days = await holdDays(db);
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const [total, pending] = await Promise.all([
    db
      .selectFrom("ledger_entries")
      .select((eb) => eb.fn.sum<number | string | null>("amount_fils").as("n"))
      .where("partner_id", "=", partnerId)
      .executeTakeFirst(),
    db
      .selectFrom("ledger_entries")
      .select((eb) => eb.fn.sum<number | string | null>("amount_fils").as("n"))
      .where("partner_id", "=", partnerId)
      .where("payout_id", "is", null)
      .where("created_at", ">", cutoff)
      .executeTakeFirst(),
  ]);
  const totalFils = num(total?.n);
  const pendingFils = num(pending?.n);
  return {
    partner_id: partnerId,
    currency: "AED" as const,
    total: aed(totalFils),
    pending: aed(pendingFils),
    available: aed(totalFils - pendingFils),
    hold_days: days,
  };
}

/**
 * `ledger/adjust`: a manual line (+ owed to the partner, - owed to Khidma) with its reason and who made it, audited
 * in the same transaction. The partner must exist (422 on partner_id).
 */
export async function adjustLedger(
  db: Database,
  body: AdjustBody,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<number> {
  const partner = await db.selectFrom("partners").select("id").where("id", "=", body.partner_id).executeTakeFirst();
  if (!partner) throw fieldError("partner_id", UNKNOWN_PARTNER);
  return inTx(db, async (trx) => {
    const row = {
      partner_id: partner.id,
      type: "adjustment" as const,
      amount_fils: Math.round(body.amount * 100),
      order_id: null,
      booking_id: null,
      subscription_id: null,
      event_key: `adjustment:${randomUUID()}`,
      reason: body.reason,
      actor_user_id: actor.userId,
      description_en: `Manual adjustment: ${body.reason}`,
      description_ar: `تسوية يدوية: ${isolate(body.reason)}`,
      created_at: now.toISOString(),
    };
    const { id } = await trx.insertInto("ledger_entries").values(row).returning("id").executeTakeFirstOrThrow();
    await audit(trx, { actor, action: "create", entity: "ledger_adjustment", entity_id: id, after: row });
    return id;
  });
}
