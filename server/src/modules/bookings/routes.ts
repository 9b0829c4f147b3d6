import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId, requireAuth } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { ApiError, fieldError, MESSAGES } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/i18n.js";
import { idempotencyKeyOf, idempotent } from "../../lib/idempotency.js";
import { parseFormFields, readMultipartForm } from "../../lib/uploads.js";
import { CUSTOMER_ERRORS, customerRoute } from "../orders/access.js";
import { assertVisitMove } from "../package-visits/moves.js";
import { scheduleActor, scheduleGuard, schedulePartner } from "../schedule/access.js";
import {
  acceptQuotation,
  cancelBooking,
  declineQuotation,
  orderAnswer,
  requestBooking,
  rescheduleBooking,
} from "./actions.js";
import {
  AVAILABLE_DATES,
  BOOKING_CANCELLED,
  BOOKING_DETAILS,
  BOOKING_NOT_FOUND,
  BOOKING_REQUESTED,
  BOOKING_RESCHEDULED,
  BOOKING_STATUS_CHANGED,
  BOOKINGS,
  FEE_PREVIEW,
  NOT_YOUR_PARTNER,
  QUOTATION_ACCEPTED,
  QUOTATION_DECLINED,
  QUOTATION_DETAILS,
  QUOTATIONS,
  TIME_SLOTS,
} from "./messages.js";
import { findOwnBooking, listBookings, listQuotations, quotationView } from "./repo.js";
import {
  acceptQuotationBody,
  availableDatesQuery,
  availableDatesResponse,
  bookingDetailsResponse,
  bookingListQuery,
  bookingListResponse,
  bookingRequestFields,
  cancelBody,
  changeStatusBody,
  declineQuotationBody,
  feePreviewResponse,
  idParams,
  orderResponse,
  previewSlotsQuery,
  quotationListQuery,
  quotationListResponse,
  quotationResponse,
  rescheduleBody,
  reschedulePreviewQuery,
  timeSlotsQuery,
  timeSlotsResponse,
} from "./schema.js";
import {
  assertSlotAvailable,
  availableDates,
  bookingDetailsView,
  changeBookingStatus,
  customerJob,
  dubaiInstant,
  feePreview,
  publicFeePreview,
  timeSlots,
} from "./service.js";

const TAG = ["Bookings"];
/** The slot rules, for the OpenAPI descriptions of available-dates and time-slots. */
const SLOT_RULES =
  "The job: duration_minutes if given, else the service's (service_id), else the caller's service cart (duration x quantity), at least 60; the needed services: service_id (a service of the partner, 422 otherwise), else the cart's, else none. Slots start on the hour inside the weekday's hours, from 3 h from now up to 30 days ahead; the whole job must fit before closing and overlap no break. No slots on the partner's holiday ranges for the whole company or on the UAE public holidays it closes on. Capacity: when the partner has active technicians, the technicians who can do every needed service (skills by service or category; none listed = everything), are not on a holiday naming them and are on shift for the whole job (their own week, else the partner's, breaks included); overlapping bookings assigned to one of them make that one busy, unassigned ones take one each. A partner without technicians takes the weekday's capacity number of overlapping bookings.";
const QTAG = ["Quotations"];
const bearer = [{ bearerAuth: [] }];

/** Customer bookings (slots, request, list, details, cancel, reschedule), quotations, and staff status changes. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const partnerExists = async (partnerId: number) => {
    const p = await db.selectFrom("partners").select("id").where("id", "=", partnerId).executeTakeFirst();
    if (!p) throw fieldError("partner_id", "The selected partner id is invalid.");
  };

  app.get(
    "/customer/booking/available-dates",
    customerRoute(
      {
        tags: TAG,
        summary: "Which dates of a partner have a free slot (today .. 30 days ahead)",
        description: `Query partner_id (required), from? (default today, Asia/Dubai), days? (1-30, default 14), duration_minutes?, service_id?. ${SLOT_RULES} A date is unavailable with reason \`holiday\` (holiday_name: the range's title or the public holiday's name), \`closed\` (closed weekday, nobody on shift with the skill, or beyond 30 days), \`past\` (before today, or no start left 3 h from now) or \`full\`.`,
        querystring: availableDatesQuery,
        response: { 200: availableDatesResponse },
      },
      "onRequest",
    ),
    async (request, reply) => {
      const { partner_id, from, days, duration_minutes, service_id } = request.query;
      await partnerExists(partner_id);
      const job = await customerJob(db, currentUserId(request), partner_id, { service_id, duration_minutes });
      const data = await availableDates(
        db,
        partner_id,
        from,
        days ?? 14,
        job.durationMinutes,
        new Date(),
        requestLanguage(request),
        job.serviceIds,
      );
      return ok(reply, data, AVAILABLE_DATES);
    },
  );

  app.get(
    "/customer/booking/time-slots",
    customerRoute(
      {
        tags: TAG,
        summary: "A partner's slots on one date (Asia/Dubai), for the cart's job length",
        description: `Query partner_id and date (required), duration_minutes?, service_id?. ${SLOT_RULES} Each slot gives \`free\`: how many more bookings it takes now.`,
        querystring: timeSlotsQuery,
        response: { 200: timeSlotsResponse },
      },
      "onRequest",
    ),
    async (request, reply) => {
      const { partner_id, date, duration_minutes, service_id } = request.query;
      await partnerExists(partner_id);
      const job = await customerJob(db, currentUserId(request), partner_id, { service_id, duration_minutes });
      const data = await timeSlots(
        db,
        partner_id,
        date,
        job.durationMinutes,
        new Date(),
        requestLanguage(request),
        job.serviceIds,
      );
      return ok(reply, data, TIME_SLOTS);
    },
  );

  app.get(
    "/partner/booking/time-slots",
    {
      onRequest: scheduleGuard("read-working-hours"),
      schema: {
        tags: TAG,
        summary: "What a customer would see: a partner's slots on one date, for a service (the schedule preview)",
        description: `A partner role for its own company (another partner_id: 403), an internal role for the partner_id given (required). Query date (required), partner_id, duration_minutes? (default: the service's, else 60), service_id?. The answer and rules of customer/booking/time-slots (no cart). ${SLOT_RULES} Permission read-working-hours.`,
        security: bearer,
        querystring: previewSlotsQuery,
        response: { 200: timeSlotsResponse, 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request, reply) => {
      const { partner_id, date, duration_minutes, service_id } = request.query;
      const partnerId = await schedulePartner(db, scheduleActor(request), partner_id);
      const job = await customerJob(db, null, partnerId, { service_id, duration_minutes });
      const lang = requestLanguage(request);
      const data = await timeSlots(db, partnerId, date, job.durationMinutes, new Date(), lang, job.serviceIds);
      return ok(reply, data, TIME_SLOTS);
    },
  );

  app.post(
    "/customer/booking/request",
    customerRoute(
      {
        tags: TAG,
        summary:
          "Book the service cart: multipart or JSON {user_address_id, date, time (HH:mm), payment_method (card|wallet|cash), notes?, images? (0-5 photos), coupon_code?}. Idempotency-Key supported.",
        response: { 201: orderResponse, 413: errorEnvelope },
      },
      "onRequest",
    ),
    async (request, reply) =>
      idempotent(request, reply, async () => {
        const userId = currentUserId(request);
        const lang = requestLanguage(request);
        const form = await readMultipartForm(request, { maxFiles: 5 });
        const fields = parseFormFields(bookingRequestFields, form.fields);
        const { orderId, bookingId } = await requestBooking(db, {
          userId,
          fields,
          images: form.files.map((f) => f.path),
          idempotencyKey: idempotencyKeyOf(request) ?? null,
          lang,
        });
        return ok(reply, await orderAnswer(db, orderId, userId, bookingId, lang), BOOKING_REQUESTED, 201);
      }),
  );

  app.get(
    "/customer/booking/list",
    customerRoute(
      {
        tags: TAG,
        summary: "The caller's bookings (status: one status, upcoming or past), scheduled_at descending by default",
        querystring: bookingListQuery,
        response: { 200: bookingListResponse },
      },
      "onRequest",
    ),
    async (request, reply) =>
      ok(reply, await listBookings(db, currentUserId(request), requestLanguage(request), request.query), BOOKINGS),
  );

  app.get(
    "/customer/booking/details/:id",
    customerRoute(
      {
        tags: TAG,
        summary: "One of the caller's bookings with its timeline, technician, quotations and report",
        params: idParams,
        response: { 200: bookingDetailsResponse },
      },
      "onRequest",
    ),
    async (request, reply) =>
      ok(
        reply,
        await bookingDetailsView(db, request.params.id, currentUserId(request), requestLanguage(request)),
        BOOKING_DETAILS,
      ),
  );

  app.get(
    "/customer/booking/cancel-preview/:id",
    customerRoute(
      {
        tags: TAG,
        summary: "The fee and refund of cancelling now",
        params: idParams,
        response: { 200: feePreviewResponse },
      },
      "onRequest",
    ),
    async (request, reply) => {
      const booking = await findOwnBooking(db, request.params.id, currentUserId(request));
      return ok(reply, publicFeePreview(await feePreview(db, booking, "cancel")), FEE_PREVIEW);
    },
  );

  app.post(
    "/customer/booking/cancel/:id",
    customerRoute(
      {
        tags: TAG,
        summary: "Cancel (expected_fee must match the preview); paid - fee goes back to the wallet",
        params: idParams,
        body: cancelBody,
        response: { 200: bookingDetailsResponse },
      },
      "onRequest",
    ),
    async (request, reply) => {
      const userId = currentUserId(request);
      await cancelBooking(db, userId, request.params.id, request.body);
      return ok(
        reply,
        await bookingDetailsView(db, request.params.id, userId, requestLanguage(request)),
        BOOKING_CANCELLED,
      );
    },
  );

  app.get(
    "/customer/booking/reschedule-preview/:id",
    customerRoute(
      {
        tags: TAG,
        summary: "The fee of rescheduling now (with date and time: also checks that slot)",
        params: idParams,
        querystring: reschedulePreviewQuery,
        response: { 200: feePreviewResponse },
      },
      "onRequest",
    ),
    async (request, reply) => {
      const booking = await findOwnBooking(db, request.params.id, currentUserId(request));
      const { date, time } = request.query;
      let start: string | undefined;
      if (date && time) {
        start = dubaiInstant(date, time).toISOString();
        await assertVisitMove(db, booking, date); // a package visit stays in its month (issue 16)
        await assertSlotAvailable(db, booking.partner_id, start, booking.duration_minutes, booking.id);
      }
      return ok(reply, publicFeePreview(await feePreview(db, booking, "reschedule", new Date(), start)), FEE_PREVIEW);
    },
  );

  app.post(
    "/customer/booking/reschedule/:id",
    customerRoute(
      {
        tags: TAG,
        summary:
          "Move to another free slot (expected_fee must match the preview; a fee is paid from the wallet or by card). Idempotency-Key supported.",
        params: idParams,
        body: rescheduleBody,
        response: { 200: bookingDetailsResponse, 402: errorEnvelope },
      },
      "onRequest",
    ),
    async (request, reply) =>
      idempotent(request, reply, async () => {
        const userId = currentUserId(request);
        const key = idempotencyKeyOf(request) ?? null;
        await rescheduleBooking(db, userId, request.params.id, request.body, key, new Date(), app.config);
        return ok(
          reply,
          await bookingDetailsView(db, request.params.id, userId, requestLanguage(request)),
          BOOKING_RESCHEDULED,
        );
      }),
  );

  app.get(
    "/customer/quotation/list",
    customerRoute(
      {
        tags: QTAG,
        summary: "Quotations on the caller's bookings, newest first",
        querystring: quotationListQuery,
        response: { 200: quotationListResponse },
      },
      "onRequest",
    ),
    async (request, reply) =>
      ok(reply, await listQuotations(db, currentUserId(request), requestLanguage(request), request.query), QUOTATIONS),
  );

  app.get(
    "/customer/quotation/details/:id",
    customerRoute(
      {
        tags: QTAG,
        summary: "One quotation on the caller's bookings",
        params: idParams,
        response: { 200: quotationResponse },
      },
      "onRequest",
    ),
    async (request, reply) =>
      ok(
        reply,
        await quotationView(db, request.params.id, currentUserId(request), requestLanguage(request)),
        QUOTATION_DETAILS,
      ),
  );

  app.post(
    "/customer/quotation/accept/:id",
    customerRoute(
      {
        tags: QTAG,
        summary:
          "Accept a pending quotation: an order of kind quotation (card: pay with payment/pay; wallet: paid at once; cash: only for a cash booking, collected with its cash). payment_method defaults to the booking's. The partner is notified. Idempotency-Key supported.",
        params: idParams,
        body: acceptQuotationBody,
        response: { 200: orderResponse },
      },
      "onRequest",
    ),
    async (request, reply) =>
      idempotent(request, reply, async () => {
        const userId = currentUserId(request);
        const { orderId, bookingId } = await acceptQuotation(
          db,
          userId,
          request.params.id,
          request.body.payment_method,
          idempotencyKeyOf(request) ?? null,
        );
        return ok(
          reply,
          await orderAnswer(db, orderId, userId, bookingId, requestLanguage(request)),
          QUOTATION_ACCEPTED,
        );
      }),
  );

  app.post(
    "/customer/quotation/decline/:id",
    customerRoute(
      {
        tags: QTAG,
        summary: "Decline a pending quotation",
        params: idParams,
        body: declineQuotationBody,
        response: { 200: quotationResponse },
      },
      "onRequest",
    ),
    async (request, reply) => {
      const userId = currentUserId(request);
      await declineQuotation(db, userId, request.params.id, request.body.reason ?? null);
      return ok(
        reply,
        await quotationView(db, request.params.id, userId, requestLanguage(request)),
        QUOTATION_DECLINED,
      );
    },
  );

  app.post(
    "/booking-appointment/change-status/:id",
    {
      onRequest: requireAuth({ user: true, permission: "update-booking-appointment" }),
      schema: {
        tags: TAG,
        summary:
          "Staff: move a booking along requested > confirmed > technician-assigned > on-the-way > in-progress > completed, decline a request, record a no-show, or cancel it (a partner only its own bookings); the customer is notified",
        description:
          "Permission update-booking-appointment, an internal role or a partner role of a user with a partner profile (another partner's booking answers 404). Body {status, note?, technician_id?}. Allowed moves: the next step of the flow; cancelled from requested, confirmed or technician-assigned (all paid refunded to the wallet); declined from requested (note = the reason, required; all paid refunded, coupon use given back); no-show from technician-assigned or on-the-way once the slot has started (the missed-appointment fee of settings.cancellation kept, the rest refunded); technician-assigned again with another technician reassigns. A new technician must be the partner's active Technician with the skills for the booking's services, on shift for the whole job and free of overlapping bookings. Any other move: 422 on status saying why; a technician conflict: 422 on technician_id naming it.",
        security: bearer,
        params: idParams,
        body: changeStatusBody,
        response: { 200: bookingDetailsResponse, ...CUSTOMER_ERRORS },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const { id } = request.params;
      const booking = await db
        .selectFrom("bookings")
        .select(["id", "partner_id"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!booking) throw new ApiError(404, BOOKING_NOT_FOUND);
      const role = await db
        .selectFrom("roles")
        .select("type")
        .where("id", "=", request.auth?.activeRoleId ?? -1)
        .executeTakeFirst();
      let partnerId: number | null = null;
      if (role?.type === "partner") {
        const user = await db.selectFrom("users").select("partner_id").where("id", "=", userId).executeTakeFirst();
        if (!user?.partner_id) throw new ApiError(403, NOT_YOUR_PARTNER);
        // another partner's booking is answered as one that does not exist (issue 16)
        if (user.partner_id !== booking.partner_id) throw new ApiError(404, BOOKING_NOT_FOUND);
        partnerId = user.partner_id;
      } else if (role?.type !== "internal") {
        throw new ApiError(403, MESSAGES.forbidden);
      }
      await changeBookingStatus(db, id, request.body.status, {
        actorUserId: userId,
        note: request.body.note ?? null,
        technicianId: request.body.technician_id ?? null,
        partnerId,
      });
      return ok(reply, await bookingDetailsView(db, id, null, requestLanguage(request)), BOOKING_STATUS_CHANGED);
    },
  );
};
