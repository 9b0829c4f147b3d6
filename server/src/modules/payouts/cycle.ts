import { randomUUID } from "node:crypto";
import type { Database, LedgerEntryType } from "../../db/database.js";
import { type AuditActor, audit } from "../../lib/audit.js";
import { dubaiDate, dubaiMidnightIso } from "../../lib/dubai.js";
import { fieldError } from "../../lib/errors.js";
import { aedText } from "../../lib/money.js";
import { num } from "../../lib/query.js";
import { inTx, serialize } from "../../lib/tx.js";
import { payoutCycle } from "../config/settings.js";
import { holdDays } from "../ledger/repo.js";
import { addDays, lastMondayDate, partnerBank, publicHolidayDates, workingDaysAfter } from "./bank.js";
import { CUT_OFF_FUTURE, NO_IBAN_AR, NO_IBAN_EN, UNKNOWN_PARTNER } from "./messages.js";
import type { RunCycleBody } from "./schema.js";

const DAY_MS = 86_400_000;
/** PostgreSQL advisory lock of a cycle run (lib/tx.ts LOCKS holds 5_001..5_003). */
const CYCLE_LOCK = 5_010;

/** The breakdown columns by ledger line type (they sum to the amount). */
export const FIGURE_OF: Record<LedgerEntryType, string | null> = {
  revenue: "revenue_fils",
  discount: "discounts_fils",
  commission: "commission_fils",
  commission_vat: "commission_vat_fils",
  supply_vat: "supply_vat_fils",
  fee: "fees_fils",
  reversal: "refunds_fils",
  cash_collected: "cash_collected_fils",
  adjustment: "adjustments_fils",
  carry_forward: "carried_over_fils",
  payout_reversal: "carried_over_fils",
  payout: null,
};

/** `settings.payout_cycle_days` (default 7: weekly). */
export async function cycleDays(db: Database): Promise<number> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", "payout_cycle_days").executeTakeFirst();
  const v = row ? Number(JSON.parse(row.value)) : Number.NaN;
  return Number.isFinite(v) && v >= 1 ? Math.floor(v) : 7;
}

/**
 * The cut-off of a run: a date (00:00 Dubai) or date-time, at most now + 1 day (422); by default the saved
 * `settings.payout_cycle`'s: weekly the last Monday 00:00 Dubai, monthly the 1st of this month 00:00 Dubai.
 */
export function cutOffOf(value: string | undefined, now: Date, cycle: "weekly" | "monthly" = "weekly"): string {
  if (value === undefined)
    return dubaiMidnightIso(cycle === "monthly" ? `${dubaiDate(now).slice(0, 8)}01` : lastMondayDate(now));
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? dubaiMidnightIso(value) : new Date(value).toISOString();
  if (Date.parse(at) > now.getTime() + DAY_MS) throw fieldError("cut_off", CUT_OFF_FUTURE);
  return at;
}

const padded = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, "0")}`;

export interface CycleResult {
  period_start: string;
  period_end: string;
  cut_off: string;
  hold_days: number;
  created: number;
  carried_forward: number;
  payoutIds: number[];
}

/**
 * `payout/run-cycle`: per partner, the lines not in a payout and payable before cut_off - hold_days.
 * - sum > 0: a payout (pending; on hold without a valid IBAN) of exactly that sum; the lines get its id (guarded
 *   `payout_id IS NULL`) and a `payout` line of -sum (with the payout's id) takes the amount off the balance;
 * - sum <= 0 with lines: a closing record (kind carry_forward, amount 0); its lines get its id, with a +|sum|
 *   carry_forward line closing them, and a carry_forward line of the (negative) sum, payout_id null, dated the
 *   cut-off, brings it into the next cycle: the balance does not move;
 * - a partner with a record for this period already is skipped (unique partner_id + period_end).
 * One transaction (serialised on PostgreSQL): parallel runs never pay a line twice.
 */
export async function runCycle(
  db: Database,
  body: Partial<RunCycleBody>,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<CycleResult> {
  const cycle = await payoutCycle(db);
  const cutOff = cutOffOf(body.cut_off, now, cycle);
  if (body.partner_id !== undefined) {
    const p = await db.selectFrom("partners").select("id").where("id", "=", body.partner_id).executeTakeFirst();
    if (!p) throw fieldError("partner_id", UNKNOWN_PARTNER);
  }
  const hold = body.hold_days ?? (await holdDays(db));
  const days = await cycleDays(db);
  const periodEnd = dubaiDate(Date.parse(cutOff) - 1);
  const periodStart = cycle === "monthly" ? `${periodEnd.slice(0, 8)}01` : addDays(periodEnd, -(days - 1));
  const before = new Date(Date.parse(cutOff) - hold * DAY_MS).toISOString();
  const expected = workingDaysAfter(cutOff, 3, await publicHolidayDates(db, cutOff));
  const at = now.toISOString();

  return inTx(db, async (trx) => {
    await serialize(trx, CYCLE_LOCK);
    let q = trx
      .selectFrom("ledger_entries")
      .select("partner_id")
      .where("payout_id", "is", null)
      .where("created_at", "<", before)
      .groupBy("partner_id")
      .orderBy("partner_id");
    if (body.partner_id !== undefined) q = q.where("partner_id", "=", body.partner_id);
    const partners = (await q.execute()).map((r) => r.partner_id);
    const done = new Set(
      (await trx.selectFrom("payouts").select("partner_id").where("period_end", "=", periodEnd).execute()).map(
        (r) => r.partner_id,
      ),
    );
    const result: CycleResult = {
      period_start: periodStart,
      period_end: periodEnd,
      cut_off: cutOff,
      hold_days: hold,
      created: 0,
      carried_forward: 0,
      payoutIds: [],
    };
    for (const partnerId of partners) {
      if (done.has(partnerId)) continue;
      const lines = await trx
        .selectFrom("ledger_entries")
        .select(["id", "type", "amount_fils"])
        .where("partner_id", "=", partnerId)
        .where("payout_id", "is", null)
        .where("created_at", "<", before)
        .execute();
      if (lines.length === 0) continue;
      const figures: Record<string, number> = {};
      let sum = 0;
      for (const l of lines) {
        const amount = num(l.amount_fils);
        sum += amount;
        const column = FIGURE_OF[l.type];
        if (column) figures[column] = (figures[column] ?? 0) + amount;
      }
      const positive = sum > 0;
      const bank = positive ? await partnerBank(trx, partnerId) : null;
      const onHold = positive && !bank?.iban;
      const { id } = await trx
        .insertInto("payouts")
        .values({
          number: `tmp-${randomUUID()}`,
          kind: positive ? "payout" : "carry_forward",
          partner_id: partnerId,
          period_start: periodStart,
          period_end: periodEnd,
          cut_off: cutOff,
          hold_days: hold,
          amount_fils: positive ? sum : 0,
          ...figures,
          line_count: lines.length,
          status: positive ? "pending" : "paid",
          hold_reason_en: onHold ? NO_IBAN_EN : null,
          hold_reason_ar: onHold ? NO_IBAN_AR : null,
          iban: bank?.iban ?? null,
          account_name: bank?.account_name ?? null,
          bank_name: bank?.bank_name ?? null,
          expected_at: expected,
          created_at: at,
          created_by: actor.userId,
          approved_at: null,
          approved_by: null,
          paid_at: null,
          paid_by: null,
          reference: null,
          failed_at: null,
          failed_by: null,
          failure_reason: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const number = padded(positive ? "PO" : "CF", id);
      await trx.updateTable("payouts").set({ number }).where("id", "=", id).execute();
      const ids = lines.map((l) => l.id);
      let assigned = 0;
      for (let i = 0; i < ids.length; i += 500) {
        const r = await trx
          .updateTable("ledger_entries")
          .set({ payout_id: id })
          .where("id", "in", ids.slice(i, i + 500))
          .where("payout_id", "is", null)
          .executeTakeFirst();
        assigned += Number(r.numUpdatedRows);
      }
      // a line another run took meanwhile: undo everything (never pay a line twice)
      if (assigned !== ids.length) throw new Error(`payout cycle: ${ids.length - assigned} lines were taken`);
      const period = `${periodStart} – ${periodEnd}`;
      const base = { partner_id: partnerId, order_id: null, booking_id: null, subscription_id: null, reason: null };
      if (positive) {
        await trx
          .insertInto("ledger_entries")
          .values({
            ...base,
            type: "payout",
            amount_fils: -sum,
            payout_id: id,
            event_key: `payout:${id}`,
            actor_user_id: actor.userId,
            description_en: `Payout ${number} (${period})`,
            description_ar: `الدفعة ${number} (${period})`,
            created_at: at,
          })
          .execute();
        result.created++;
        result.payoutIds.push(id);
      } else {
        if (sum < 0) {
          await trx
            .insertInto("ledger_entries")
            .values([
              {
                ...base,
                type: "carry_forward",
                amount_fils: -sum,
                payout_id: id,
                event_key: `carry_forward:close:${id}`,
                actor_user_id: actor.userId,
                description_en: `Negative balance of ${period} (AED ${aedText(sum)}) carried to the next cycle`,
                description_ar: `رصيد سالب للفترة ${period} (${aedText(sum)} درهم) مُرحّل إلى الدورة التالية`,
                created_at: at,
              },
              {
                ...base,
                type: "carry_forward",
                amount_fils: sum,
                payout_id: null,
                event_key: `carry_forward:open:${id}`,
                actor_user_id: actor.userId,
                description_en: `Balance brought forward from ${period}`,
                description_ar: `رصيد مُرحّل من الفترة ${period}`,
                created_at: cutOff,
              },
            ])
            .execute();
          result.carried_forward++;
        }
      }
    }
    // a request is always audited; the automatic run only when it made something
    if (actor.userId !== null || result.created + result.carried_forward > 0)
      await audit(trx, {
        actor,
        action: "run-cycle",
        entity: "payout_cycle",
        entity_id: null,
        after: { ...result, partner_id: body.partner_id ?? null },
      });
    return result;
  });
}
