import { sql } from "kysely";
import type { Database } from "../../db/database.js";
import { type AuditActor, audit } from "../../lib/audit.js";
import { ApiError, fieldError } from "../../lib/errors.js";
import { isolate } from "../../lib/i18n.js";
import { aed, aedText } from "../../lib/money.js";
import { num } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import { BOOKING_NOT_FOUND } from "../bookings/messages.js";
import { addHistory } from "../bookings/service.js";
import { notify } from "../notifications/service.js";
import { creditWallet } from "../wallet/service.js";
import { REFUND_NOT_COMPLETED, REFUND_NOT_PAID, REFUND_NOTHING_LEFT, refundTooMuch } from "./messages.js";
import { syncBookingLedger } from "./sync.js";

/** What has gone back to the customer's wallet for an order so far (fils). */
export async function refundedFils(db: Database, orderId: number): Promise<number> {
  const row = await db
    .selectFrom("wallet_transactions")
    .select((eb) => eb.fn.sum<number | string | null>("amount_fils").as("n"))
    .where("order_id", "=", orderId)
    .where("type", "=", "refund")
    .executeTakeFirst();
  return num(row?.n);
}

/**
 * Gives money back for a completed booking (staff, `admin/booking/refund/{id}`; issue 17b): `amountFils` (default:
 * everything not refunded yet) of its order goes to the customer's Khidma wallet, as every refund does; once the
 * whole order is back, the order is `refunded` and the booking's payment status too. The timeline says so (with
 * the reason), the customer is told, the action is audited, and the partner ledger reverses the sale pro rata
 * (ledger/entries.ts `bookingReversals`). 422: not completed, not paid, nothing left, more than is left. One
 * transaction. Answers the wallet transaction's id.
 */
export async function refundCompletedBooking(
  db: Database,
  bookingId: number,
  input: { amountFils?: number; reason: string },
  actor: AuditActor,
): Promise<{ walletTxId: number; orderId: number; refundedFils: number; totalRefundedFils: number; leftFils: number }> {
  return inTx(db, async (trx) => {
    const b = await trx.selectFrom("bookings").selectAll().where("id", "=", bookingId).executeTakeFirst();
    if (!b) throw new ApiError(404, BOOKING_NOT_FOUND);
    if (b.status !== "completed") throw fieldError("status", REFUND_NOT_COMPLETED);
    const order =
      b.order_id === null
        ? undefined
        : await trx.selectFrom("orders").selectAll().where("id", "=", b.order_id).executeTakeFirst();
    if (!order || order.paid_at === null || !["paid", "refunded"].includes(order.status))
      throw fieldError("status", REFUND_NOT_PAID);
    const total = num(order.total_fils);
    const before = await refundedFils(trx, order.id);
    const left = total - before;
    if (left <= 0) throw fieldError("amount", REFUND_NOTHING_LEFT);
    const amount = input.amountFils ?? left;
    if (amount > left) throw fieldError("amount", refundTooMuch(aedText(left)));
    const at = new Date().toISOString();
    const walletTxId = await creditWallet(trx, {
      userId: b.user_id,
      amountFils: amount,
      type: "refund",
      orderId: order.id,
      description_en: `Refund for booking ${b.number}`,
      description_ar: `استرداد مبلغ الحجز ${b.number}`,
    });
    const full = before + amount >= total;
    if (full) {
      await trx.updateTable("orders").set({ status: "refunded", updated_at: at }).where("id", "=", order.id).execute();
      await trx
        .updateTable("bookings")
        .set({ payment_status: "refunded", updated_at: at })
        .where("id", "=", b.id)
        .execute();
    }
    await addHistory(
      trx,
      b.id,
      b.status,
      {
        en: `Refunded AED ${aedText(amount)} to the customer's wallet: ${input.reason}`,
        ar: `أُعيد ${aedText(amount)} درهم إلى محفظة العميل: ${isolate(input.reason)}`,
      },
      actor.userId,
      at,
    );
    await notify(trx, {
      userId: b.user_id,
      type: "wallet",
      title_en: `Booking ${b.number}: refund`,
      title_ar: `الحجز ${b.number}: استرداد`,
      body_en: `We refunded AED ${aedText(amount)} for booking ${b.number} to your Khidma wallet.`,
      body_ar: `أعدنا ${aedText(amount)} درهم عن الحجز ${b.number} إلى محفظتك في خدمة.`,
      link: `/bookings/${b.id}`,
    });
    await audit(trx, {
      actor,
      action: "refund",
      entity: "booking",
      entity_id: b.id,
      after: { order_id: order.id, amount: aed(amount), reason: input.reason, wallet_transaction_id: walletTxId },
    });
    await syncBookingLedger(trx, b.id);
    return {
      walletTxId,
      orderId: order.id,
      refundedFils: amount,
      totalRefundedFils: before + amount,
      leftFils: total - before - amount,
    };
  });
}

/** The reversal lines a refund (its wallet transaction) wrote on a booking, oldest first. */
export async function reversalIds(db: Database, bookingId: number, walletTxId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("ledger_entries")
    .select("id")
    .where("booking_id", "=", bookingId)
    .where("type", "=", "reversal")
    .where("event_key", "like", sql<string>`${`booking:${bookingId}:reversal:refund:${walletTxId}:%`}`)
    .orderBy("id")
    .execute();
  return rows.map((r) => r.id);
}
