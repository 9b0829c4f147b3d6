import { randomUUID } from "node:crypto";
import type { Database, LedgerEntryType } from "../../db/database.js";
import { type AuditActor, audit } from "../../lib/audit.js";
import { dubaiDate } from "../../lib/dubai.js";
import { ApiError } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { aed, aedText } from "../../lib/money.js";
import { likePattern, num, orderedWindow, pageOf } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import { ledgerRows } from "../ledger/repo.js";
import { maskIban, partnerBank } from "./bank.js";
import {
  ALREADY_PAID,
  APPROVE_FIRST,
  APPROVE_NOT_PENDING,
  APPROVE_ON_HOLD,
  FAIL_NOT_OPEN,
  PAID_NOT_APPROVED,
  PAYOUT_NOT_FOUND,
} from "./messages.js";
import type { ExportQuery, PayoutListQuery, PayoutRow } from "./schema.js";

/** Who reads payouts: a partner (its own only) or Khidma staff (any partner's). */
export type PayoutActor = { kind: "partner"; partnerId: number } | { kind: "internal"; partnerId: null };

const pick = (lang: Lang, en: string | null, ar: string | null) => (lang === "ar" ? ar || en : en);
const fullName = (first: string | null, last: string | null) => (first ? `${first} ${last ?? ""}`.trim() : null);

/** The payouts of `ids` as `Payout` rows, in the order of `ids`. */
export async function payoutRows(db: Database, ids: readonly number[], lang: Lang): Promise<PayoutRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("payouts as p")
    .innerJoin("partners as pt", "pt.id", "p.partner_id")
    .leftJoin("users as ua", "ua.id", "p.approved_by")
    .leftJoin("users as up", "up.id", "p.paid_by")
    .leftJoin("users as uf", "uf.id", "p.failed_by")
    .selectAll("p")
    .select([
      "pt.name_en as partner_en",
      "pt.name_ar as partner_ar",
      "ua.first_name as a_first",
      "ua.last_name as a_last",
      "up.first_name as p_first",
      "up.last_name as p_last",
      "uf.first_name as f_first",
      "uf.last_name as f_last",
    ])
    .where("p.id", "in", [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids
    .map((id) => byId.get(id))
    .filter((r) => r !== undefined)
    .map((r) => ({
      id: r.id,
      number: r.number,
      partner_id: r.partner_id,
      partner_name: pick(lang, r.partner_en, r.partner_ar) ?? r.partner_en,
      partner_name_en: r.partner_en,
      partner_name_ar: r.partner_ar,
      period_start: r.period_start,
      period_end: r.period_end,
      cut_off: r.cut_off,
      hold_days: num(r.hold_days),
      amount: aed(num(r.amount_fils)),
      revenue: aed(num(r.revenue_fils)),
      discounts: aed(num(r.discounts_fils)),
      commission: aed(num(r.commission_fils)),
      commission_vat: aed(num(r.commission_vat_fils)),
      supply_vat: aed(num(r.supply_vat_fils)),
      fees: aed(num(r.fees_fils)),
      refunds: aed(num(r.refunds_fils)),
      cash_collected: aed(num(r.cash_collected_fils)),
      adjustments: aed(num(r.adjustments_fils)),
      carried_over: aed(num(r.carried_over_fils)),
      line_count: num(r.line_count),
      status: r.status,
      hold_reason: pick(lang, r.hold_reason_en, r.hold_reason_ar) ?? null,
      hold_reason_en: r.hold_reason_en ?? null,
      hold_reason_ar: r.hold_reason_ar ?? null,
      expected_at: r.expected_at,
      created_at: r.created_at,
      approved_at: r.approved_at ?? null,
      approved_by: r.approved_by ?? null,
      approved_by_name: fullName(r.a_first, r.a_last),
      paid_at: r.paid_at ?? null,
      paid_by: r.paid_by ?? null,
      paid_by_name: fullName(r.p_first, r.p_last),
      reference: r.reference ?? null,
      failed_at: r.failed_at ?? null,
      failed_by: r.failed_by ?? null,
      failed_by_name: fullName(r.f_first, r.f_last),
      failure_reason: r.failure_reason ?? null,
      iban_masked: maskIban(r.iban ?? null),
      account_name: r.account_name ?? null,
      bank_name: r.bank_name ?? null,
    }));
}

/**
 * `payout/list`: a partner's own payouts, or any partner's for staff; filters status, partner_id (staff),
 * period_end, search (number or partner name); sorted by created_at (default), period_end or amount, then id.
 */
export async function listPayouts(db: Database, actor: PayoutActor, q: PayoutListQuery, lang: Lang) {
  const partnerId = actor.kind === "partner" ? actor.partnerId : q.partner_id;
  let base = db.selectFrom("payouts as p").where("p.kind", "=", "payout");
  if (partnerId !== undefined) base = base.where("p.partner_id", "=", partnerId);
  if (q.status !== undefined) base = base.where("p.status", "=", q.status);
  if (q.period_end !== undefined) base = base.where("p.period_end", "=", q.period_end);
  if (q.search !== undefined) {
    const like = likePattern(q.search);
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["p.number"]), "like", like),
        eb(
          "p.partner_id",
          "in",
          eb
            .selectFrom("partners")
            .select("id")
            .where((w) => w.or([w(w.fn("lower", ["name_en"]), "like", like), w("name_ar", "like", like)])),
        ),
      ]),
    );
  }
  const count = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const dir = q.sortVal ?? "desc";
  const column =
    q.sortKey === "amount" ? "p.amount_fils" : q.sortKey === "period_end" ? "p.period_end" : "p.created_at";
  const page = await orderedWindow(
    base.select("p.id"),
    { by: [[column, dir]], tieBreaker: ["p.id", dir] },
    q,
  ).execute();
  return pageOf(
    await payoutRows(
      db,
      page.map((r) => r.id),
      lang,
    ),
    num(count.n),
    q,
  );
}

/** A payout the caller may see (kind payout; a partner: its own), else 404. */
export async function visiblePayout(db: Database, actor: PayoutActor, id: number) {
  const row = await db
    .selectFrom("payouts")
    .selectAll()
    .where("id", "=", id)
    .where("kind", "=", "payout")
    .executeTakeFirst();
  if (!row || (actor.kind === "partner" && row.partner_id !== actor.partnerId))
    throw new ApiError(404, PAYOUT_NOT_FOUND);
  return row;
}

/** The ids of the ledger lines a payout pays (not its own payout line), oldest first. */
export async function payoutLineIds(db: Database, id: number) {
  return (
    await db
      .selectFrom("ledger_entries")
      .select("id")
      .where("payout_id", "=", id)
      .where("type", "!=", "payout")
      .orderBy("created_at")
      .orderBy("id")
      .execute()
  ).map((r) => r.id);
}

const parse = (value: string | undefined): string => {
  if (value === undefined) return "";
  try {
    const v = JSON.parse(value);
    return typeof v === "string" ? v : String(v ?? "");
  } catch {
    return value;
  }
};

/** What a statement line counts as: the partner's supply, the VAT on it, Khidma's commission or its VAT. */
type StatementPart = "supply" | "supply_vat" | "commission" | "commission_vat" | "other";
const PART_OF: Partial<Record<LedgerEntryType, StatementPart>> = {
  revenue: "supply",
  discount: "supply",
  fee: "supply",
  supply_vat: "supply_vat",
  commission: "commission",
  commission_vat: "commission_vat",
};
/** A reversal's key ends with the id of the line it reverses (ledger/entries.ts `bookingReversals`). */
const REVERSED_ID = /:line:(\d+)$/;

/**
 * The statement's figures from the payout's own lines, in fils: the supply (revenue, partner-funded discounts, kept
 * fees), its VAT (supply_vat lines), commission and its VAT, a refund's reversal counted with the line it reverses;
 * and the supply with its VAT per VAT rate (the rate each line's order was sold at, `orders.vat_rate_bp`).
 */
async function statementFigures(db: Database, payoutId: number) {
  const lines = await db
    .selectFrom("ledger_entries as l")
    .leftJoin("orders as o", "o.id", "l.order_id")
    .select(["l.id", "l.type", "l.amount_fils", "l.event_key", "o.vat_rate_bp"])
    .where("l.payout_id", "=", payoutId)
    .where("l.type", "!=", "payout")
    .execute();
  const reversedIds = lines
    .filter((l) => l.type === "reversal")
    .map((l) => Number(REVERSED_ID.exec(l.event_key)?.[1]))
    .filter((id) => Number.isInteger(id));
  const reversedType = new Map<number, LedgerEntryType>();
  for (let i = 0; i < reversedIds.length; i += 500)
    for (const r of await db
      .selectFrom("ledger_entries")
      .select(["id", "type"])
      .where("id", "in", reversedIds.slice(i, i + 500))
      .execute())
      reversedType.set(r.id, r.type);
  const sums = { supply: 0, supply_vat: 0, commission: 0, commission_vat: 0, other: 0 };
  const byRate = new Map<number, { supply: number; vat: number }>();
  for (const l of lines) {
    const amount = num(l.amount_fils);
    const type =
      l.type === "reversal" ? (reversedType.get(Number(REVERSED_ID.exec(l.event_key)?.[1])) ?? "revenue") : l.type;
    const part = PART_OF[type] ?? "other";
    sums[part] += amount;
    if ((part === "supply" || part === "supply_vat") && l.vat_rate_bp !== null && l.vat_rate_bp !== undefined) {
      const rate = num(l.vat_rate_bp);
      const r = byRate.get(rate) ?? { supply: 0, vat: 0 };
      if (part === "supply") r.supply += amount;
      else r.vat += amount;
      byRate.set(rate, r);
    }
  }
  const rates = [...byRate.entries()].sort((a, b) => a[0] - b[0]);
  return { sums, rates };
}

/** The statement block of a payout (see the PayoutStatement schema for what each figure means). */
async function statementOf(db: Database, p: PayoutRow) {
  const [settings, bank, figures] = await Promise.all([
    db
      .selectFrom("master_settings")
      .select(["key", "value"])
      .where("key", "in", ["company_name", "company_name_ar", "address", "address_ar", "trn"])
      .execute(),
    partnerBank(db, p.partner_id),
    statementFigures(db, p.id),
  ]);
  const ms = new Map(settings.map((s) => [s.key, parse(s.value)]));
  const { sums, rates } = figures;
  const supply = sums.supply;
  const supplyVat = sums.supply_vat;
  // a partner with a TRN now, or whose lines carry supply VAT (it had a TRN when they were written)
  const selfBilled = Boolean(bank.trn) || rates.some(([, r]) => r.vat !== 0);
  return {
    partner: {
      legal_name_en: bank.legal_name_en || p.partner_name_en,
      legal_name_ar: bank.legal_name_ar || p.partner_name_ar,
      trn: bank.trn,
      address: null,
    },
    khidma: {
      company_name: ms.get("company_name") || "Khidma",
      company_name_ar: ms.get("company_name_ar") || "خدمة للتقنيات ذ.م.م",
      address: ms.get("address") ?? "",
      address_ar: ms.get("address_ar") || ms.get("address") || "",
      trn: ms.get("trn") ?? "",
    },
    self_billed: selfBilled,
    document_title_en: selfBilled ? "Self-billed tax invoice" : "Payout statement",
    document_title_ar: selfBilled ? "فاتورة ضريبية ذاتية الإصدار" : "كشف الدفعة",
    issued_at: dubaiDate(p.created_at),
    currency: "AED" as const,
    vat_rate: rates.length === 1 ? rates[0][0] / 100 : null,
    vat_rates: rates.map(([bp, r]) => ({
      rate: bp / 100,
      supply_value: aed(r.supply),
      supply_vat: aed(r.vat),
      supply_total: aed(r.supply + r.vat),
    })),
    supply_value: aed(supply),
    supply_vat: aed(supplyVat),
    supply_total: aed(supply + supplyVat),
    commission: aed(sums.commission),
    commission_vat: aed(sums.commission_vat),
    cash_collected: p.cash_collected,
    adjustments: p.adjustments,
    carried_over: p.carried_over,
    amount: p.amount,
  };
}

/** `payout/details/{id}`: the row, its lines (summing to amount) and the statement block. */
export async function payoutDetails(db: Database, actor: PayoutActor, id: number, lang: Lang) {
  await visiblePayout(db, actor, id);
  const [row] = await payoutRows(db, [id], lang);
  const lines = await ledgerRows(db, await payoutLineIds(db, id), lang);
  return { ...row, lines, statement: await statementOf(db, row) };
}

/* ---- state transitions ---- */

/** `payout/approve/{id}`: pending only; re-reads the IBAN (a fixed one clears the hold; none: 422, on hold). */
export async function approvePayout(db: Database, id: number, actor: AuditActor, now = new Date()) {
  return inTx(db, async (trx) => {
    const p = await visiblePayout(trx, { kind: "internal", partnerId: null }, id);
    if (p.status !== "pending") throw new ApiError(422, p.status === "paid" ? ALREADY_PAID : APPROVE_NOT_PENDING);
    const bank = await partnerBank(trx, p.partner_id);
    if (!bank.iban) throw new ApiError(422, APPROVE_ON_HOLD, { iban: [APPROVE_ON_HOLD] });
    const after = {
      status: "approved" as const,
      hold_reason_en: null,
      hold_reason_ar: null,
      iban: bank.iban,
      account_name: bank.account_name,
      bank_name: bank.bank_name,
      approved_at: now.toISOString(),
      approved_by: actor.userId,
    };
    const r = await trx
      .updateTable("payouts")
      .set(after)
      .where("id", "=", id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new ApiError(422, APPROVE_NOT_PENDING);
    await audit(trx, {
      actor,
      action: "approve",
      entity: "payout",
      entity_id: id,
      before: { status: p.status },
      after: { ...after, iban: maskIban(bank.iban) },
    });
  });
}

/** `payout/mark-paid/{id}`: approved only (pending: approve it first; paid: already paid), with the bank reference. */
export async function markPaid(db: Database, id: number, reference: string, actor: AuditActor, now = new Date()) {
  return inTx(db, async (trx) => {
    const p = await visiblePayout(trx, { kind: "internal", partnerId: null }, id);
    if (p.status === "pending") throw new ApiError(422, APPROVE_FIRST);
    if (p.status === "paid") throw new ApiError(422, ALREADY_PAID);
    if (p.status !== "approved") throw new ApiError(422, PAID_NOT_APPROVED);
    const after = { status: "paid" as const, paid_at: now.toISOString(), paid_by: actor.userId, reference };
    const r = await trx
      .updateTable("payouts")
      .set(after)
      .where("id", "=", id)
      .where("status", "=", "approved")
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new ApiError(422, ALREADY_PAID);
    await audit(trx, {
      actor,
      action: "mark-paid",
      entity: "payout",
      entity_id: id,
      before: { status: p.status },
      after,
    });
  });
}

/**
 * `payout/mark-failed/{id}`: pending or approved only; a `payout_reversal` line of +amount (payout_id null) gives the
 * amount back to the balance, to be paid in the next cycle.
 */
export async function markFailed(db: Database, id: number, reason: string, actor: AuditActor, now = new Date()) {
  return inTx(db, async (trx) => {
    const p = await visiblePayout(trx, { kind: "internal", partnerId: null }, id);
    if (p.status !== "pending" && p.status !== "approved") throw new ApiError(422, FAIL_NOT_OPEN);
    const after = {
      status: "failed" as const,
      failed_at: now.toISOString(),
      failed_by: actor.userId,
      failure_reason: reason,
    };
    const r = await trx
      .updateTable("payouts")
      .set(after)
      .where("id", "=", id)
      .where("status", "in", ["pending", "approved"])
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new ApiError(422, FAIL_NOT_OPEN);
    await trx
      .insertInto("ledger_entries")
      .values({
        partner_id: p.partner_id,
        type: "payout_reversal",
        amount_fils: num(p.amount_fils),
        order_id: null,
        booking_id: null,
        subscription_id: null,
        payout_id: null,
        event_key: `payout_reversal:${id}:${randomUUID()}`,
        reason,
        actor_user_id: actor.userId,
        description_en: `Payout ${p.number} failed (AED ${aedText(num(p.amount_fils))} back to the balance): ${reason}`,
        description_ar: `فشلت الدفعة ${p.number} (أُعيد ${aedText(num(p.amount_fils))} درهم إلى الرصيد): ${reason}`,
        created_at: now.toISOString(),
      })
      .execute();
    await audit(trx, {
      actor,
      action: "mark-failed",
      entity: "payout",
      entity_id: id,
      before: { status: p.status },
      after,
    });
  });
}

/* ---- CSV ---- */

export const EXPORT_COLUMNS = [
  "iban",
  "account_name",
  "amount",
  "reference",
  "partner",
  "period_start",
  "period_end",
] as const;

/** The approved payouts as bank transfer rows (reference = the payout number), oldest first. */
export async function exportRows(db: Database, q: ExportQuery) {
  let base = db
    .selectFrom("payouts as p")
    .innerJoin("partners as pt", "pt.id", "p.partner_id")
    .select(["p.iban", "p.account_name", "p.amount_fils", "p.number", "pt.name_en", "p.period_start", "p.period_end"])
    .where("p.kind", "=", "payout")
    .where("p.status", "=", "approved");
  if (q.partner_id !== undefined) base = base.where("p.partner_id", "=", q.partner_id);
  if (q.period_end !== undefined) base = base.where("p.period_end", "=", q.period_end);
  return (await base.orderBy("p.created_at").orderBy("p.id").execute()).map((r) => ({
    iban: r.iban ?? "",
    account_name: r.account_name ?? "",
    amount: aedText(num(r.amount_fils)),
    reference: r.number,
    partner: r.name_en,
    period_start: r.period_start,
    period_end: r.period_end,
  }));
}

export const STATEMENT_COLUMNS = ["date", "type", "description", "order_number", "booking_number", "amount"] as const;

/** A payout's lines as statement rows (date Dubai, type, description, order/booking number, amount), then the total. */
export async function statementRows(db: Database, actor: PayoutActor, id: number, lang: Lang) {
  const p = await visiblePayout(db, actor, id);
  const lines = await ledgerRows(db, await payoutLineIds(db, id), lang);
  const rows: Array<Record<(typeof STATEMENT_COLUMNS)[number], string>> = lines.map((l) => ({
    date: dubaiDate(l.created_at),
    type: l.type,
    description: l.description,
    order_number: l.order_number ?? "",
    booking_number: l.booking_number ?? "",
    amount: l.amount.toFixed(2),
  }));
  rows.push({
    date: "",
    type: "total",
    description: lang === "ar" ? `المجموع ${p.number}` : `Total ${p.number}`,
    order_number: "",
    booking_number: "",
    amount: aedText(num(p.amount_fils)),
  });
  return { number: p.number, rows };
}
