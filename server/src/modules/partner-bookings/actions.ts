import type { Database } from "../../db/database.js";
import { ApiError, fieldError } from "../../lib/errors.js";
import { inTx } from "../../lib/tx.js";
import { SAME_TECHNICIAN } from "../admin-appointments/messages.js";
import { HISTORY_NOTES } from "../bookings/history-notes.js";
import { BOOKING_NOT_FOUND } from "../bookings/messages.js";
import { addHistory, changeBookingStatus } from "../bookings/service.js";
import { markOrderPaid } from "../orders/service.js";
import { CASH_ALREADY_COLLECTED, cannotAssign, NOT_CASH, noCashToCollect } from "./messages.js";
import { CASH_COLLECTABLE, cashDueFils } from "./repo.js";

/** Who acts: the signed-in user, and the partner they act for (null: an internal role, any partner). */
export interface PartnerActor {
  userId: number;
  partnerId: number | null;
}

/** The booking row when the actor may see it; 404 otherwise (another partner's booking included). */
async function findBooking(db: Database, id: number, actor: PartnerActor) {
  let q = db.selectFrom("bookings").selectAll().where("id", "=", id);
  if (actor.partnerId !== null) q = q.where("partner_id", "=", actor.partnerId);
  const b = await q.executeTakeFirst();
  if (!b) throw new ApiError(404, BOOKING_NOT_FOUND);
  return b;
}

/** requested -> confirmed; the customer is notified (changeBookingStatus: 422 on status otherwise). */
export const acceptBooking = (db: Database, id: number, actor: PartnerActor) =>
  changeBookingStatus(db, id, "confirmed", { actorUserId: actor.userId, partnerId: actor.partnerId });

/** requested -> declined with the customer's reason; everything paid refunded, the coupon use given back. */
export const declineBooking = (db: Database, id: number, reason: string, actor: PartnerActor) =>
  changeBookingStatus(db, id, "declined", { actorUserId: actor.userId, partnerId: actor.partnerId, note: reason });

/**
 * Gives a confirmed booking a technician (it becomes technician-assigned) or hands a technician-assigned one to
 * another; the technician must be able to take it (bookings/dispatch.ts: 422 on technician_id naming the conflict).
 * Other statuses: 422 on status; the technician it already has: 422 on technician_id.
 */
export async function assignTechnician(db: Database, id: number, technicianId: number, actor: PartnerActor) {
  await inTx(db, async (trx) => {
    const b = await findBooking(trx, id, actor);
    if (b.status !== "confirmed" && b.status !== "technician-assigned")
      throw fieldError("status", cannotAssign(b.status));
    if (b.technician_id === technicianId && b.status === "technician-assigned")
      throw fieldError("technician_id", SAME_TECHNICIAN);
    await changeBookingStatus(trx, id, "technician-assigned", {
      actorUserId: actor.userId,
      partnerId: actor.partnerId,
      technicianId,
    });
  });
}

/**
 * The customer paid a cash booking's order on site: the order is paid (payment row of gateway cash, the tax invoice,
 * the customer's receipt notification: markOrderPaid), the booking records who collected it when, and the timeline
 * says so. 422 when the booking is not paid in cash, was already settled, or is not accepted or was given up.
 */
export async function collectCash(db: Database, id: number, actor: PartnerActor) {
  await inTx(db, async (trx) => {
    const b = await findBooking(trx, id, actor);
    const order =
      b.order_id === null
        ? undefined
        : await trx
            .selectFrom("orders")
            .select(["id", "status", "payment_method"])
            .where("id", "=", b.order_id)
            .executeTakeFirst();
    if (order?.payment_method !== "cash") throw fieldError("payment_status", NOT_CASH);
    if (order.status === "paid" || b.cash_collected_at) throw fieldError("payment_status", CASH_ALREADY_COLLECTED);
    if (!CASH_COLLECTABLE.includes(b.status) || order.status !== "pending")
      throw fieldError("status", noCashToCollect(b.status));
    const at = new Date().toISOString();
    // what is taken: the order and the quotations approved for cash, which markOrderPaid settles with it
    const dueFils = await cashDueFils(trx, order.id);
    await markOrderPaid(trx, order.id, { gateway: "cash", reference: `cash-collected-by-${actor.userId}` });
    await trx
      .updateTable("bookings")
      .set({ cash_collected_at: at, cash_collected_by: actor.userId, updated_at: at })
      .where("id", "=", b.id)
      .execute();
    await addHistory(trx, b.id, b.status, HISTORY_NOTES.cashCollected(dueFils), actor.userId, at);
  });
}
