import type { BookingStatus, Database } from "../../db/database.js";
import { ApiError, fieldError } from "../../lib/errors.js";
import { isolate } from "../../lib/i18n.js";
import { inTx } from "../../lib/tx.js";
import { HISTORY_NOTES } from "../bookings/history-notes.js";
import { addHistory, changeBookingStatus, notifyBookingStatus } from "../bookings/service.js";
import { notify } from "../notifications/service.js";
import { notifyReassignmentDecided } from "../partner-work/reassignments.js";
import {
  ALREADY_HANDLED,
  BOOKING_CLOSED,
  REASSIGNMENT_NOT_FOUND,
  REVIEW_ID_INVALID,
  REVIEW_NOT_FOUND,
  SAME_TECHNICIAN,
  TECHNICIAN_INVALID,
} from "./messages.js";
import { storedRatingsOf, technicianUsers } from "./repo.js";

/** Writes of the admin appointments screens: reassignment decisions, bulk status, review moderation. */

const CLOSED: BookingStatus[] = ["completed", "cancelled"];

async function pendingRequest(db: Database, id: number) {
  const r = await db.selectFrom("reassignment_requests").selectAll().where("id", "=", id).executeTakeFirst();
  if (!r) throw new ApiError(404, REASSIGNMENT_NOT_FOUND);
  if (r.status !== "pending") throw fieldError("status", ALREADY_HANDLED);
  return r;
}

/**
 * Approves a pending reassignment request: `new_technician_id` must be an active Technician of the booking's
 * partner and differ from the booking's technician (422 otherwise); the booking gets the new technician (a confirmed
 * booking becomes technician-assigned), a history row records who handed the job to whom, the customer and both
 * technicians are notified. Completed or cancelled bookings: 422 on `booking`.
 */
export async function approveReassignment(
  db: Database,
  id: number,
  body: { new_technician_id: number; note?: string },
  actorUserId: number,
) {
  await inTx(db, async (trx) => {
    const r = await pendingRequest(trx, id);
    const b = await trx.selectFrom("bookings").selectAll().where("id", "=", r.booking_id).executeTakeFirstOrThrow();
    if (CLOSED.includes(b.status)) throw fieldError("booking", BOOKING_CLOSED);
    const techs = await technicianUsers(trx, b.partner_id);
    const next = techs.find((t) => t.id === body.new_technician_id);
    if (!next) throw fieldError("new_technician_id", TECHNICIAN_INVALID);
    if (next.id === b.technician_id) throw fieldError("new_technician_id", SAME_TECHNICIAN);
    const previous = b.technician_id
      ? await trx
          .selectFrom("users")
          .select(["first_name", "last_name"])
          .where("id", "=", b.technician_id)
          .executeTakeFirst()
      : undefined;
    const at = new Date().toISOString();
    const status: BookingStatus =
      b.status === "requested" || b.status === "confirmed" ? "technician-assigned" : b.status;
    if (status !== b.status && b.status === "requested") {
      // a requested booking is confirmed first, so the history keeps the flow's order
      await addHistory(trx, b.id, "confirmed", null, actorUserId, at);
    }
    await trx
      .updateTable("bookings")
      .set({ technician_id: next.id, status, updated_at: at })
      .where("id", "=", b.id)
      .execute();
    await trx
      .updateTable("reassignment_requests")
      .set({
        status: "approved",
        new_technician_id: next.id,
        resolved_by: actorUserId,
        resolution_note: body.note ?? null,
        updated_at: at,
      })
      .where("id", "=", r.id)
      .execute();
    const from = previous ? `${previous.first_name} ${previous.last_name}`.trim() : null;
    await addHistory(
      trx,
      b.id,
      status,
      HISTORY_NOTES.technicianReassigned(from, next.name, body.note),
      actorUserId,
      at,
    );
    await notifyBookingStatus(trx, b.id, "technician-assigned");
    await notify(trx, {
      userId: next.id,
      type: "booking-status",
      title_en: `New job: booking ${b.number}`,
      title_ar: `مهمة جديدة: الحجز ${b.number}`,
      body_en: `Booking ${b.number} was reassigned to you.`,
      body_ar: `تمت إعادة تعيين الحجز ${b.number} إليك.`,
      link: null,
    });
    await notifyReassignmentDecided(trx, r.id, "technician");
    if (r.technician_id)
      await notify(trx, {
        userId: r.technician_id,
        type: "booking-status",
        title_en: `Reassignment approved: booking ${b.number}`,
        title_ar: `تمت الموافقة على إعادة التعيين: الحجز ${b.number}`,
        body_en: `Booking ${b.number} is now with ${next.name}.`,
        body_ar: `أصبح الحجز ${b.number} مع ${next.name}.`,
        link: null,
      });
  });
}

/** Rejects a pending request with a note the technician sees (notified); the booking keeps its technician. */
export async function rejectReassignment(db: Database, id: number, note: string, actorUserId: number) {
  await inTx(db, async (trx) => {
    const r = await pendingRequest(trx, id);
    const b = await trx
      .selectFrom("bookings")
      .select("number")
      .where("id", "=", r.booking_id)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("reassignment_requests")
      .set({
        status: "rejected",
        resolved_by: actorUserId,
        resolution_note: note,
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", r.id)
      .execute();
    await notifyReassignmentDecided(trx, r.id, "rejected");
    if (r.technician_id)
      await notify(trx, {
        userId: r.technician_id,
        type: "booking-status",
        title_en: `Reassignment declined: booking ${b.number}`,
        title_ar: `تم رفض إعادة التعيين: الحجز ${b.number}`,
        body_en: note,
        body_ar: isolate(note),
        link: null,
      });
  });
}

/**
 * Moves each booking to `status` with `changeBookingStatus` (each in its own transaction, so one booking that may
 * not move does not stop the others): answers the ids updated and, for the rest, why not.
 */
export async function bulkChangeStatus(
  db: Database,
  ids: number[],
  status: BookingStatus,
  note: string | null,
  actorUserId: number,
) {
  const updated: number[] = [];
  const failed: Array<{ id: number; message: string }> = [];
  for (const id of ids) {
    try {
      await changeBookingStatus(db, id, status, { actorUserId, note });
      updated.push(id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fieldMessage = error.errors ? Object.values(error.errors)[0]?.[0] : undefined;
      failed.push({ id, message: fieldMessage ?? error.message });
    }
  }
  return { updated, failed };
}

/**
 * Shows or hides reviews (422 `ids.{i}` for unknown ids); the partners' and services' figures follow in the same
 * statement (021_reviews' triggers), and the partners' figures are answered.
 */
export async function setReviewsVisible(db: Database, ids: number[], visible: 0 | 1) {
  return inTx(db, async (trx) => {
    const rows = await trx.selectFrom("reviews").select(["id", "partner_id"]).where("id", "in", ids).execute();
    const known = new Set(rows.map((r) => r.id));
    const missing = ids.findIndex((id) => !known.has(id));
    if (missing >= 0) throw fieldError(`ids.${missing}`, REVIEW_ID_INVALID);
    await trx.updateTable("reviews").set({ is_visible: visible }).where("id", "in", ids).execute();
    return storedRatingsOf(trx, [...new Set(rows.map((r) => r.partner_id))]);
  });
}

/** Saves the staff reply on a review (replacing an earlier one). */
export async function replyToReview(db: Database, id: number, reply: string, actorUserId: number) {
  await inTx(db, async (trx) => {
    const found = await trx
      .selectFrom("reviews")
      .select(["id", "user_id", "booking_id", "partner_id", "reply"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!found) throw new ApiError(404, REVIEW_NOT_FOUND);
    await trx
      .updateTable("reviews")
      .set({ reply, replied_at: new Date().toISOString(), replied_by: actorUserId })
      .where("id", "=", id)
      .execute();
    // the customer who wrote it hears of Khidma's reply as of the provider's (reviews/actions.ts replyAsPartner)
    if (found.user_id === null) return;
    const edited = found.reply !== null;
    const short = reply.length > 200 ? `${reply.slice(0, 197)}...` : reply;
    await notify(trx, {
      userId: found.user_id,
      type: "review",
      title_en: edited ? "Khidma updated its reply to your review" : "Khidma replied to your review",
      title_ar: edited ? "حدّثت خدمة ردها على تقييمك" : "ردّت خدمة على تقييمك",
      body_en: short,
      body_ar: isolate(short),
      link: found.booking_id ? `/bookings/${found.booking_id}` : `/providers/${found.partner_id}`,
    });
  });
}
