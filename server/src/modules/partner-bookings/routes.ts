import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { ApiError, fieldError } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/i18n.js";
import { listAdminBookings, partnerExists } from "../admin-appointments/repo.js";
import { bookingListResponse } from "../admin-appointments/schema.js";
import { addDays } from "../bookings/service.js";
import { NOT_YOUR_PARTNER } from "../partner-catalog/messages.js";
import { scheduleActor, scheduleGuard, schedulePartner } from "../schedule/access.js";
import { acceptBooking, assignTechnician, collectCash, declineBooking, type PartnerActor } from "./actions.js";
import {
  APPOINTMENT_ACCEPTED,
  APPOINTMENT_DECLINED,
  APPOINTMENT_DETAILS,
  APPOINTMENTS,
  CALENDAR,
  CALENDAR_ORDER,
  CALENDAR_RANGE,
  CASH_COLLECTED,
  TECHNICIAN_ASSIGNED,
} from "./messages.js";
import { partnerBookingDetails, partnerCalendar } from "./repo.js";
import {
  assignBody,
  calendarQuery,
  declineBody,
  idParams,
  partnerBookingDetailsResponse,
  partnerBookingListQuery,
  partnerCalendarResponse,
} from "./schema.js";

const TAG = ["Partner: appointments"];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope };
const withNotFound = { ...errors, 404: errorEnvelope };
const WHO =
  "A partner role of a user with a partner profile (its own bookings: another partner's booking answers 404; no partner profile: 403) or an internal role (any partner's).";
/** The calendar's widest range, in days (from and to included). */
const CALENDAR_MAX_DAYS = 31;

/** The caller as the actions see it: a partner acts for its own company, an internal role for any. */
const actorOf = (request: FastifyRequest): PartnerActor => {
  const a = scheduleActor(request);
  return { userId: a.userId, partnerId: a.kind === "partner" ? a.partnerId : null };
};

/**
 * Partner appointments (issue 16): the partner's own bookings (list, details), accepting or declining requests,
 * assigning technicians, settling cash bookings, and the dispatch calendar. Status steps (on the way, in progress,
 * completed, no-show) go through POST booking-appointment/change-status/{id} (bookings module).
 */
export const partnerBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const details = (request: FastifyRequest, id: number) =>
    partnerBookingDetails(db, id, requestLanguage(request), actorOf(request).partnerId);

  app.get(
    "/partner/booking/list",
    {
      onRequest: scheduleGuard("read-admin-booking-appointment"),
      schema: {
        tags: TAG,
        summary: "The partner's own bookings with per-status counts for the tabs (id descending by default)",
        description: `${WHO} The same query, rows and status_counts as admin/booking/list: status, search (booking number, customer name/email/phone), customer_id, technician_id, payment_status, service_id, area_id, community_id, date_from/date_to (slot date, Asia/Dubai), sortKey id|number|scheduled_at|created_at|total|status, sortVal, page, limit. A partner sees only its own company's bookings (another partner_id: 403); an internal caller may pass partner_id (none: every partner). Rows carry id, status, partner_id, technician_id. Permission read-admin-booking-appointment.`,
        security,
        querystring: partnerBookingListQuery,
        response: { 200: bookingListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const q = { ...request.query };
      if (actor.partnerId !== null) {
        if (q.partner_id !== undefined && q.partner_id !== actor.partnerId) throw new ApiError(403, NOT_YOUR_PARTNER);
        q.partner_id = actor.partnerId;
      } else if (q.partner_id !== undefined) {
        await partnerExists(db, q.partner_id);
      }
      return ok(reply, await listAdminBookings(db, q, requestLanguage(request), app.config.dbDriver), APPOINTMENTS);
    },
  );

  app.get(
    "/partner/booking/details/:id",
    {
      onRequest: scheduleGuard("read-admin-booking-appointment"),
      schema: {
        tags: TAG,
        summary:
          "One of the partner's bookings: customer, address with coordinates and a map link, items, notes and photos, payment and order, timeline, technician, quotations, report, and the actions the state allows",
        description: `${WHO} next_actions lists what the partner may do now: accept, decline, assign, on-the-way, in-progress, completed, no-show (once the slot has started), cash-collected (a cash order not yet settled). Permission read-admin-booking-appointment.`,
        security,
        params: idParams,
        response: { 200: partnerBookingDetailsResponse, ...withNotFound },
      },
    },
    async (request, reply) => ok(reply, await details(request, request.params.id), APPOINTMENT_DETAILS),
  );

  app.post(
    "/partner/booking/accept/:id",
    {
      onRequest: scheduleGuard("update-booking-appointment"),
      schema: {
        tags: TAG,
        summary: "Accept a requested booking (it becomes confirmed; the customer is notified)",
        description: `${WHO} Only a requested booking: 422 on status otherwise, saying why. Answers the booking's details. Permission update-booking-appointment.`,
        security,
        params: idParams,
        response: { 200: partnerBookingDetailsResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      await acceptBooking(db, request.params.id, actorOf(request));
      return ok(reply, await details(request, request.params.id), APPOINTMENT_ACCEPTED);
    },
  );

  app.post(
    "/partner/booking/decline/:id",
    {
      onRequest: scheduleGuard("update-booking-appointment"),
      schema: {
        tags: TAG,
        summary: "Decline a requested booking with a reason (refunded per the order; the customer is notified)",
        description: `${WHO} Body {reason (required, up to 500)}. Only a requested booking (422 on status otherwise). The booking becomes declined; whatever was paid goes back to the customer's wallet in full (the order is refunded; an unpaid order is cancelled), the coupon use is given back, and the customer is told why in their language. Permission update-booking-appointment.`,
        security,
        params: idParams,
        body: declineBody,
        response: { 200: partnerBookingDetailsResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      await declineBooking(db, request.params.id, request.body.reason, actorOf(request));
      return ok(reply, await details(request, request.params.id), APPOINTMENT_DECLINED);
    },
  );

  app.post(
    "/partner/booking/assign/:id",
    {
      onRequest: scheduleGuard("update-booking-appointment"),
      schema: {
        tags: TAG,
        summary: "Assign or change the technician of a booking (confirmed becomes technician-assigned)",
        description: `${WHO} Body {technician_id}. Only a confirmed or technician-assigned booking (422 on status otherwise). 422 on technician_id naming the conflict when the technician works for another partner, is inactive or not a Technician, lacks the skill for the booking's services, is off (holiday, weekly day off, outside their shift or in a break at that time) or already has an overlapping booking, or is the one assigned now. The customer is notified. Permission update-booking-appointment.`,
        security,
        params: idParams,
        body: assignBody,
        response: { 200: partnerBookingDetailsResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      await assignTechnician(db, request.params.id, request.body.technician_id, actorOf(request));
      return ok(reply, await details(request, request.params.id), TECHNICIAN_ASSIGNED);
    },
  );

  app.post(
    "/partner/booking/cash-collected/:id",
    {
      onRequest: scheduleGuard("update-booking-appointment"),
      schema: {
        tags: TAG,
        summary: "Record that the customer paid a cash booking (its order is paid and invoiced)",
        description: `${WHO} The booking's order must be a cash order not yet paid (422 on payment_status otherwise) and the booking accepted and not given up (confirmed to completed; 422 on status otherwise). The order becomes paid (payment of gateway cash, tax invoice, the customer's receipt notification), the booking paid, with who collected it and when, and a timeline note of the amount taken. The quotations the customer approved for cash are paid with it: the details' cash_due is the amount to take. Permission update-booking-appointment.`,
        security,
        params: idParams,
        response: { 200: partnerBookingDetailsResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      await collectCash(db, request.params.id, actorOf(request));
      return ok(reply, await details(request, request.params.id), CASH_COLLECTED);
    },
  );

  app.get(
    "/partner/booking/calendar",
    {
      onRequest: scheduleGuard("read-admin-booking-appointment"),
      schema: {
        tags: TAG,
        summary:
          "The dispatch calendar: bookings between two dates by technician, the unassigned ones, and each technician's shifts",
        description: `${WHO} Query from, to (YYYY-MM-DD, Asia/Dubai, at most ${CALENDAR_MAX_DAYS} days; 422 otherwise), partner_id (internal callers only, required for them). Jobs (cancelled and declined left out) with technician, start and end as Dubai local time with offset, status, customer and services; unassigned: the open jobs without a technician; technicians: id, name, colour and per day whether on shift, hours and breaks (or why off); closed_days: company and adopted public holidays. Permission read-admin-booking-appointment.`,
        security,
        querystring: calendarQuery,
        response: { 200: partnerCalendarResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { from, to, partner_id } = request.query;
      if (to < from) throw fieldError("to", CALENDAR_ORDER);
      if (addDays(from, CALENDAR_MAX_DAYS - 1) < to) throw fieldError("to", CALENDAR_RANGE);
      const partnerId = await schedulePartner(db, scheduleActor(request), partner_id);
      return ok(reply, await partnerCalendar(db, partnerId, from, to, requestLanguage(request)), CALENDAR);
    },
  );
};
