import type { Selectable } from "kysely";
import type { BookingStatus, BookingsTable, Database } from "../../db/database.js";
import { ApiError, type Bilingual, fieldError } from "../../lib/errors.js";
import { isolate, type Lang, translate } from "../../lib/i18n.js";
import { num } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import { ALREADY_HANDLED, REASSIGNMENT_NOT_FOUND } from "../admin-appointments/messages.js";
import { HISTORY_NOTES } from "../bookings/history-notes.js";
import { addHistory, assertSlotAvailable, dubaiDateOf, dubaiTimeOf, timeLabel } from "../bookings/service.js";
import { stampCommission } from "../ledger/commission.js";
import { notify, notifyStaff } from "../notifications/service.js";
import { partnerBooking } from "./access.js";
import {
  cannotMoveBooking,
  PARTNER_NOT_ACTIVE,
  partnerLacksService,
  partnerNoSlot,
  partnerNotInArea,
  REASSIGN_REQUESTED,
  REASSIGNMENT_PENDING,
  reassignNotOpen,
  SAME_PARTNER,
} from "./messages.js";
import { notifyPartnerUsers } from "./notices.js";

/** Statuses a partner may ask Khidma to reassign a booking in (accepted, job not started). */
export const REASSIGNABLE: BookingStatus[] = ["confirmed", "technician-assigned", "on-the-way"];
/** Statuses Khidma may hand a booking to another partner in. */
export const MOVABLE: BookingStatus[] = ["requested", "confirmed", "technician-assigned", "on-the-way"];

const whenOf = (scheduledAt: string) => `${dubaiDateOf(scheduledAt)} ${timeLabel(dubaiTimeOf(scheduledAt))}`;

/**
 * The partner cannot serve its booking and asks Khidma to reassign it (a pending request; the booking's technician,
 * if any, is recorded): its own booking only (404), accepted and not started (a request: decline it instead; 422 on
 * `booking` saying why), one pending request at a time (422). Khidma's staff holding update-booking-appointment are
 * notified (link /admin/reassignment-requests). Answers the request id.
 */
export async function requestReassignment(
  db: Database,
  input: { partnerId: number; userId: number; bookingId: number; reason: string; now?: Date },
): Promise<number> {
  const now = input.now ?? new Date();
  return inTx(db, async (trx) => {
    const b = await partnerBooking(trx, input.bookingId, input.partnerId);
    if (b.status === "requested") throw fieldError("booking", REASSIGN_REQUESTED);
    if (!REASSIGNABLE.includes(b.status)) throw fieldError("booking", reassignNotOpen(b.status));
    const pending = await trx
      .selectFrom("reassignment_requests")
      .select("id")
      .where("booking_id", "=", b.id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (pending) throw fieldError("booking", REASSIGNMENT_PENDING);
    const at = now.toISOString();
    const { id } = await trx
      .insertInto("reassignment_requests")
      .values({
        booking_id: b.id,
        technician_id: b.technician_id,
        reason: input.reason,
        status: "pending",
        new_technician_id: null,
        resolved_by: null,
        resolution_note: null,
        requested_by: input.userId,
        partner_id: input.partnerId,
        new_partner_id: null,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const partner = await trx
      .selectFrom("partners")
      .select(["name_en", "name_ar"])
      .where("id", "=", input.partnerId)
      .executeTakeFirstOrThrow();
    await notifyStaff(trx, "update-booking-appointment", {
      type: "reassignment",
      title_en: `Reassignment requested: booking ${b.number}`,
      title_ar: `طلب إعادة تعيين: الحجز ${b.number}`,
      body_en: `${partner.name_en} cannot serve the booking on ${whenOf(b.scheduled_at)}: ${input.reason}`,
      body_ar: `لا يستطيع ${partner.name_ar} تنفيذ الحجز بتاريخ ${whenOf(b.scheduled_at)}: ${isolate(input.reason)}`,
      link: "/admin/reassignment-requests",
    });
    return id;
  });
}

/* ------------------------------------------------------------------------------------------------------------
 * Handing a booking to another partner (the admin's approve with new_partner_id)
 * ---------------------------------------------------------------------------------------------------------- */

type Booking = Selectable<BookingsTable>;

/** The booking's services by category (the new partner must offer each category). */
async function bookingNeeds(db: Database, bookingId: number) {
  return db
    .selectFrom("booking_items as i")
    .innerJoin("services as s", "s.id", "i.service_id")
    .select(["i.id", "i.service_id", "i.name_en", "i.name_ar", "s.category_id"])
    .where("i.booking_id", "=", bookingId)
    .orderBy("i.id")
    .execute();
}

/**
 * Why `partnerId` cannot take the booking (null: it can), and its services standing in for the booking's (item id
 * -> its active service of the same category, the same English name preferred): not another partner, not active,
 * not serving the booking's community, not offering one of its categories, or no free slot at its time (the
 * customer's slot rules: hours, holidays, capacity, technicians with the skills).
 */
export async function partnerRefusal(
  db: Database,
  b: Booking,
  partnerId: number,
  now: Date = new Date(),
): Promise<{ reason: string | Bilingual | null; services: Map<number, number> }> {
  const services = new Map<number, number>();
  if (partnerId === b.partner_id) return { reason: SAME_PARTNER, services };
  const p = await db
    .selectFrom("partners")
    .select(["id", "name_en", "name_ar", "status"])
    .where("id", "=", partnerId)
    .executeTakeFirst();
  if (!p) return { reason: "The selected new partner id is invalid.", services };
  if (p.status !== "active") return { reason: PARTNER_NOT_ACTIVE, services };
  if (b.community_id !== null) {
    const serves = await db
      .selectFrom("partner_communities")
      .select("partner_id")
      .where("partner_id", "=", partnerId)
      .where("community_id", "=", b.community_id)
      .executeTakeFirst();
    if (!serves) {
      const c = await db
        .selectFrom("communities")
        .select(["name_en", "name_ar"])
        .where("id", "=", b.community_id)
        .executeTakeFirst();
      return {
        reason: partnerNotInArea(p, c ?? { name_en: "this area", name_ar: "هذه المنطقة" }),
        services,
      };
    }
  }
  const needs = await bookingNeeds(db, b.id);
  const offered = await db
    .selectFrom("services")
    .select(["id", "category_id", "name_en"])
    .where("partner_id", "=", partnerId)
    .where("active", "=", 1)
    .orderBy("id")
    .execute();
  const missing: { name_en: string; name_ar: string }[] = [];
  for (const need of needs) {
    const same = offered.filter((s) => s.category_id === need.category_id);
    const pick = same.find((s) => s.name_en.toLowerCase() === need.name_en.toLowerCase()) ?? same[0];
    if (pick) services.set(need.id, pick.id);
    else missing.push(need);
  }
  if (missing.length > 0) return { reason: partnerLacksService(p, missing), services };
  try {
    await assertSlotAvailable(db, partnerId, b.scheduled_at, num(b.duration_minutes), undefined, now, [
      ...new Set(services.values()),
    ]);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 422) throw err;
    return {
      reason: partnerNoSlot(p, dubaiDateOf(b.scheduled_at), dubaiTimeOf(b.scheduled_at)),
      services,
    };
  }
  return { reason: null, services };
}

/**
 * The partners that serve the booking's community (its current one left out), each with whether it can take the
 * booking now and why not: what the admin's approve dialog offers.
 */
export async function eligiblePartners(db: Database, requestId: number, lang: Lang, now: Date = new Date()) {
  const r = await db
    .selectFrom("reassignment_requests")
    .select("booking_id")
    .where("id", "=", requestId)
    .executeTakeFirst();
  if (!r) throw new ApiError(404, REASSIGNMENT_NOT_FOUND);
  const b = await db.selectFrom("bookings").selectAll().where("id", "=", r.booking_id).executeTakeFirstOrThrow();
  let q = db
    .selectFrom("partners as p")
    .select(["p.id", "p.name_en", "p.name_ar"])
    .where("p.status", "=", "active")
    .where("p.id", "!=", b.partner_id);
  if (b.community_id !== null) {
    const communityId = b.community_id;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom("partner_communities as pc")
          .select("pc.partner_id")
          .whereRef("pc.partner_id", "=", "p.id")
          .where("pc.community_id", "=", communityId),
      ),
    );
  }
  const partners = await q.orderBy("p.name_en").orderBy("p.id").limit(50).execute();
  const out = [];
  for (const p of partners) {
    const { reason } = await partnerRefusal(db, b, p.id, now);
    out.push({
      id: p.id,
      name: lang === "ar" ? p.name_ar : p.name_en,
      name_en: p.name_en,
      name_ar: p.name_ar,
      eligible: reason === null,
      reason: reason === null ? null : typeof reason === "string" ? translate(reason, lang) : reason[lang],
    });
  }
  return out.sort((a, z) => Number(z.eligible) - Number(a.eligible));
}

/**
 * Approves a pending request by handing the booking to another partner: `newPartnerId` must pass `partnerRefusal`
 * (422 on `new_partner_id` naming why), the booking must not have started (422 on `booking`). The booking moves
 * with no technician (a request stays a request for the new partner to accept; otherwise it is confirmed), its items
 * point at the new partner's services (names and prices as booked), its booking order is the new partner's, the old
 * partner's pending quotations lapse; a history row, and the customer, the new partner's team and the requesting
 * partner's team are notified. One transaction.
 */
export async function approveToPartner(
  db: Database,
  requestId: number,
  body: { new_partner_id: number; note?: string },
  actorUserId: number,
  now: Date = new Date(),
) {
  await inTx(db, async (trx) => {
    const r = await trx.selectFrom("reassignment_requests").selectAll().where("id", "=", requestId).executeTakeFirst();
    if (!r) throw new ApiError(404, REASSIGNMENT_NOT_FOUND);
    if (r.status !== "pending") throw fieldError("status", ALREADY_HANDLED);
    const b = await trx.selectFrom("bookings").selectAll().where("id", "=", r.booking_id).executeTakeFirstOrThrow();
    if (!MOVABLE.includes(b.status)) throw fieldError("booking", cannotMoveBooking(b.status));
    const { reason, services } = await partnerRefusal(trx, b, body.new_partner_id, now);
    if (reason) throw fieldError("new_partner_id", reason);
    const [from, to] = await Promise.all(
      [b.partner_id, body.new_partner_id].map((id) =>
        trx.selectFrom("partners").select(["name_en", "name_ar"]).where("id", "=", id).executeTakeFirstOrThrow(),
      ),
    );
    const at = now.toISOString();
    const status: BookingStatus = b.status === "requested" ? "requested" : "confirmed";
    await trx
      .updateTable("bookings")
      .set({ partner_id: body.new_partner_id, technician_id: null, status, updated_at: at })
      .where("id", "=", b.id)
      .execute();
    for (const [itemId, serviceId] of services)
      await trx.updateTable("booking_items").set({ service_id: serviceId }).where("id", "=", itemId).execute();
    if (b.order_id !== null) {
      await trx
        .updateTable("orders")
        .set({ partner_id: body.new_partner_id, updated_at: at })
        .where("id", "=", b.order_id)
        .where("kind", "=", "booking")
        .execute();
      // the new partner sells it: its commission rate as in force when the order was placed (issue 17b)
      await stampCommission(trx, { orderIds: [b.order_id], force: true });
    }
    await trx
      .updateTable("quotations")
      .set({ status: "expired", updated_at: at })
      .where("booking_id", "=", b.id)
      .where("status", "=", "pending")
      .execute();
    await trx
      .updateTable("reassignment_requests")
      .set({
        status: "approved",
        new_partner_id: body.new_partner_id,
        resolved_by: actorUserId,
        resolution_note: body.note ?? null,
        updated_at: at,
      })
      .where("id", "=", r.id)
      .execute();
    await addHistory(trx, b.id, status, HISTORY_NOTES.movedToPartner(from, to, body.note), actorUserId, at);
    const when = whenOf(b.scheduled_at);
    await notify(trx, {
      userId: b.user_id,
      type: "booking-status",
      title_en: `Booking ${b.number}: new provider`,
      title_ar: `الحجز ${b.number}: مزود خدمة جديد`,
      body_en: `${from.name_en} could not serve your booking, so ${to.name_en} will take care of it on ${when}.`,
      body_ar: `تعذّر على ${from.name_ar} تنفيذ حجزك، لذا سيتولاه ${to.name_ar} بتاريخ ${when}.`,
      link: `/bookings/${b.id}`,
    });
    await notifyPartnerUsers(trx, body.new_partner_id, {
      title_en: `New booking ${b.number} from Khidma`,
      title_ar: `حجز جديد ${b.number} من خدمة`,
      body_en: `Khidma handed you booking ${b.number} on ${when}. Assign a technician.`,
      body_ar: `أسندت إليك خدمة الحجز ${b.number} بتاريخ ${when}. عيّن فنياً له.`,
      link: `/partner/appointments/show/${b.id}`,
    });
    await notifyPartnerUsers(trx, r.partner_id ?? b.partner_id, {
      title_en: `Reassignment approved: booking ${b.number}`,
      title_ar: `تمت الموافقة على إعادة التعيين: الحجز ${b.number}`,
      body_en: `Khidma moved booking ${b.number} to another provider${body.note ? `: ${body.note}` : "."}`,
      body_ar: `نقلت خدمة الحجز ${b.number} إلى مزود خدمة آخر${body.note ? `: ${isolate(body.note)}` : "."}`,
      link: "/partner/appointments",
    });
  });
}

/** Tells the requesting partner's team and the customer how a request was decided (technician path or rejection). */
export async function notifyReassignmentDecided(db: Database, requestId: number, outcome: "technician" | "rejected") {
  const r = await db
    .selectFrom("reassignment_requests as r")
    .innerJoin("bookings as b", "b.id", "r.booking_id")
    .innerJoin("partners as p", "p.id", "b.partner_id")
    .leftJoin("users as t", "t.id", "r.new_technician_id")
    .select([
      "r.partner_id",
      "r.resolution_note",
      "b.id as booking_id",
      "b.number",
      "b.partner_id as booking_partner_id",
      "b.user_id",
      "b.scheduled_at",
      "p.name_en",
      "p.name_ar",
      "t.first_name",
      "t.last_name",
    ])
    .where("r.id", "=", requestId)
    .executeTakeFirstOrThrow();
  const note = r.resolution_note?.trim();
  const tech = `${r.first_name ?? ""} ${r.last_name ?? ""}`.trim();
  await notifyPartnerUsers(db, r.partner_id ?? r.booking_partner_id, {
    title_en:
      outcome === "rejected"
        ? `Reassignment declined: booking ${r.number}`
        : `Reassignment approved: booking ${r.number}`,
    title_ar:
      outcome === "rejected"
        ? `تم رفض إعادة التعيين: الحجز ${r.number}`
        : `تمت الموافقة على إعادة التعيين: الحجز ${r.number}`,
    body_en:
      outcome === "rejected"
        ? `Khidma asks you to keep booking ${r.number}${note ? `: ${note}` : "."}`
        : `Khidma gave booking ${r.number} to ${tech}${note ? `: ${note}` : "."}`,
    body_ar:
      outcome === "rejected"
        ? `تطلب منك خدمة الإبقاء على الحجز ${r.number}${note ? `: ${note}` : "."}`
        : `أسندت خدمة الحجز ${r.number} إلى ${tech}${note ? `: ${note}` : "."}`,
    link: `/partner/appointments/show/${r.booking_id}`,
  });
  // the technician path tells the customer through the booking's status notification (technician-assigned)
  if (outcome === "rejected")
    await notify(db, {
      userId: r.user_id,
      type: "booking-status",
      title_en: `Booking ${r.number}: your provider stays`,
      title_ar: `الحجز ${r.number}: مزود الخدمة نفسه`,
      body_en: `${r.name_en} will take care of your booking on ${whenOf(r.scheduled_at)} as planned.`,
      body_ar: `سيتولى ${r.name_ar} تنفيذ حجزك بتاريخ ${whenOf(r.scheduled_at)} كما هو مخطط.`,
      link: `/bookings/${r.booking_id}`,
    });
}
