import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId, requireInternal } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { fieldError } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/i18n.js";
import { CHOOSE_ONE_REASSIGNMENT, CHOOSE_REASSIGNMENT } from "../partner-work/messages.js";
import { approveToPartner } from "../partner-work/reassignments.js";
import {
  approveReassignment,
  bulkChangeStatus,
  rejectReassignment,
  replyToReview,
  setReviewsVisible,
} from "./actions.js";
import {
  AVAILABILITY,
  BOOKING_DETAILS,
  BOOKINGS,
  BULK_STATUS_CHANGED,
  QUOTATIONS,
  REASSIGNMENT_APPROVED,
  REASSIGNMENT_REJECTED,
  REASSIGNMENTS,
  REPORTS,
  REVIEW_REPLIED,
  REVIEWS,
  REVIEWS_HIDDEN,
  REVIEWS_SHOWN,
  TECHNICIANS,
} from "./messages.js";
import {
  adminBookingDetails,
  listAdminBookings,
  listAdminQuotations,
  listAdminReviews,
  listCompletionReports,
  listReassignments,
  partnerAvailability,
  partnerExists,
  reassignmentView,
  reviewView,
  technicianUsers,
} from "./repo.js";
import {
  approveBody,
  availabilityQuery,
  availabilityResponse,
  bookingDetailsResponse,
  bookingListQuery,
  bookingListResponse,
  bulkStatusBody,
  bulkStatusResponse,
  idParams,
  quotationListQuery,
  quotationListResponse,
  reassignmentListQuery,
  reassignmentListResponse,
  reassignmentResponse,
  rejectBody,
  replyBody,
  reportListQuery,
  reportListResponse,
  reviewListQuery,
  reviewListResponse,
  reviewResponse,
  technicianListQuery,
  technicianListResponse,
  visibilityBody,
  visibilityResponse,
} from "./schema.js";

const TAG = ["Admin: appointments"];
const RTAG = ["Admin: reviews and availability"];
const bearer = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope };
const withNotFound = { ...errors, 404: errorEnvelope };
const WHO = "Internal roles only (a partner or customer role holding the same permission: 403).";

/** The admin portal's appointments, reassignment requests, quotations, completion reports, reviews, availability. */
export const adminAppointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/admin/booking/list",
    {
      onRequest: requireInternal("read-admin-booking-appointment"),
      schema: {
        tags: TAG,
        summary: "Every partner's appointments, with per-status counts for the tabs (id descending by default)",
        description: `${WHO} Filters: status, search (booking number, customer name/email/phone, partner name), partner_id, customer_id, technician_id, payment_status, service_id, area_id, community_id, date_from/date_to (slot date, Asia/Dubai). sortKey id|number|scheduled_at|created_at|total|status, sortVal (a sortKey without sortVal sorts ascending). Permission read-admin-booking-appointment.`,
        security: bearer,
        querystring: bookingListQuery,
        response: { 200: bookingListResponse, ...errors },
      },
    },
    async (request, reply) =>
      ok(reply, await listAdminBookings(db, request.query, requestLanguage(request), app.config.dbDriver), BOOKINGS),
  );

  app.get(
    "/admin/booking/details/:id",
    {
      onRequest: requireInternal("read-admin-booking-appointment"),
      schema: {
        tags: TAG,
        summary:
          "An appointment: timeline (history with who did it), items, customer, partner, technician, quotations, completion report, reassignment requests, order and payments, next statuses",
        description: `${WHO} Change the status with POST booking-appointment/change-status/{id}. Permission read-admin-booking-appointment.`,
        security: bearer,
        params: idParams,
        response: { 200: bookingDetailsResponse, ...withNotFound },
      },
    },
    async (request, reply) =>
      ok(reply, await adminBookingDetails(db, request.params.id, requestLanguage(request)), BOOKING_DETAILS),
  );

  app.post(
    "/admin/booking/bulk-status",
    {
      onRequest: requireInternal("update-booking-appointment"),
      schema: {
        tags: TAG,
        summary: "Move several appointments to one status (e.g. confirm or cancel a selection)",
        description: `${WHO} Body {ids (1..100), status, note?}. Each booking follows the flow rules of booking-appointment/change-status (technician-assigned needs a technician already set); the answer lists the ids updated and, for the others, why not. Permission update-booking-appointment.`,
        security: bearer,
        body: bulkStatusBody,
        response: { 200: bulkStatusResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { ids, status, note } = request.body;
      const out = await bulkChangeStatus(db, ids, status, note ?? null, currentUserId(request));
      return ok(reply, out, BULK_STATUS_CHANGED);
    },
  );

  app.get(
    "/admin/reassignment/list",
    {
      onRequest: requireInternal("read-admin-booking-appointment"),
      schema: {
        tags: TAG,
        summary: "Technicians' reassignment requests (id descending by default)",
        description: `${WHO} Filters: status (pending|approved|rejected), partner_id, booking_id, search (booking number, technician or customer name, reason). sortKey id|created_at|updated_at|status. Permission read-admin-booking-appointment.`,
        security: bearer,
        querystring: reassignmentListQuery,
        response: { 200: reassignmentListResponse, ...errors },
      },
    },
    async (request, reply) =>
      ok(reply, await listReassignments(db, request.query, requestLanguage(request)), REASSIGNMENTS),
  );

  app.post(
    "/admin/reassignment/approve/:id",
    {
      onRequest: requireInternal("update-booking-appointment"),
      schema: {
        tags: TAG,
        summary: "Approve a pending request: hand the booking to another technician, or to another partner",
        description: `${WHO} Body {new_technician_id | new_partner_id (exactly one; 422 on new_technician_id otherwise), note?}. new_technician_id: an active Technician of the booking's partner, not the current one; the booking gets the technician (confirmed becomes technician-assigned), a history row, and the customer and both technicians are notified. new_partner_id (issue 16): an active partner serving the booking's community, offering its service categories, with the booking's slot free (admin/reassignment/eligible-partners/{id}; 422 on new_partner_id naming why not); the booking moves without a technician (confirmed; a request stays a request), its items and order follow, the old partner's pending quotations lapse; the customer and both partners are notified. 422 on status when already handled, on booking when completed or cancelled (or, to another partner, already in progress). The requesting partner is told the outcome. Permission update-booking-appointment.`,
        security: bearer,
        params: idParams,
        body: approveBody,
        response: { 200: reassignmentResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const { new_technician_id, new_partner_id, note } = request.body;
      if (new_technician_id !== undefined && new_partner_id !== undefined)
        throw fieldError("new_technician_id", CHOOSE_ONE_REASSIGNMENT);
      if (new_partner_id !== undefined) {
        await approveToPartner(db, request.params.id, { new_partner_id, note }, currentUserId(request));
      } else {
        if (new_technician_id === undefined) throw fieldError("new_technician_id", CHOOSE_REASSIGNMENT);
        await approveReassignment(db, request.params.id, { new_technician_id, note }, currentUserId(request));
      }
      return ok(reply, await reassignmentView(db, request.params.id, requestLanguage(request)), REASSIGNMENT_APPROVED);
    },
  );

  app.post(
    "/admin/reassignment/reject/:id",
    {
      onRequest: requireInternal("update-booking-appointment"),
      schema: {
        tags: TAG,
        summary: "Reject a pending request with a note (the booking stays as it is)",
        description: `${WHO} Body {note (required, up to 500)}. The requesting partner (and the technician) are told, with the note; the customer hears their provider stays. Permission update-booking-appointment.`,
        security: bearer,
        params: idParams,
        body: rejectBody,
        response: { 200: reassignmentResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      await rejectReassignment(db, request.params.id, request.body.note, currentUserId(request));
      return ok(reply, await reassignmentView(db, request.params.id, requestLanguage(request)), REASSIGNMENT_REJECTED);
    },
  );

  app.get(
    "/admin/technician/list",
    {
      onRequest: requireInternal("read-admin-booking-appointment"),
      schema: {
        tags: TAG,
        summary: "A partner's active users holding a Technician role, with their open jobs",
        description: `${WHO} Query partner_id (required). Permission read-admin-booking-appointment.`,
        security: bearer,
        querystring: technicianListQuery,
        response: { 200: technicianListResponse, ...errors },
      },
    },
    async (request, reply) => {
      await partnerExists(db, request.query.partner_id);
      return ok(reply, await technicianUsers(db, request.query.partner_id), TECHNICIANS);
    },
  );

  app.get(
    "/admin/quotation/list",
    {
      onRequest: requireInternal("read-admin-booking-appointment"),
      schema: {
        tags: TAG,
        summary: "Every partner's quotations (id descending by default)",
        description: `${WHO} Filters: status (pending|accepted|declined|expired: a pending one past valid_until), partner_id, booking_id, search (quotation or booking number, customer name, title). sortKey id|created_at|total|valid_until|status. Permission read-admin-booking-appointment.`,
        security: bearer,
        querystring: quotationListQuery,
        response: { 200: quotationListResponse, ...errors },
      },
    },
    async (request, reply) =>
      ok(reply, await listAdminQuotations(db, request.query, requestLanguage(request)), QUOTATIONS),
  );

  app.get(
    "/admin/completion-report/list",
    {
      onRequest: requireInternal("read-admin-booking-appointment"),
      schema: {
        tags: TAG,
        summary: "Completion reports: photos, notes, customer sign-off (id descending by default)",
        description: `${WHO} Filters: partner_id, booking_id, signoff (0|1), search (booking number, customer or technician name, notes), date_from/date_to (report date). sortKey id|created_at. Permission read-admin-booking-appointment.`,
        security: bearer,
        querystring: reportListQuery,
        response: { 200: reportListResponse, ...errors },
      },
    },
    async (request, reply) =>
      ok(reply, await listCompletionReports(db, request.query, requestLanguage(request)), REPORTS),
  );

  app.get(
    "/admin/review/list",
    {
      onRequest: requireInternal("read-rating-reviews"),
      schema: {
        tags: RTAG,
        summary: "Every review, visible or hidden (id descending by default)",
        description: `${WHO} Filters: rating (1-5), is_visible (0|1), partner_id, service_id, replied (0|1), search (customer name, comment, partner or service name). sortKey id|created_at|rating. Permission read-rating-reviews.`,
        security: bearer,
        querystring: reviewListQuery,
        response: { 200: reviewListResponse, ...errors },
      },
    },
    async (request, reply) => ok(reply, await listAdminReviews(db, request.query, requestLanguage(request)), REVIEWS),
  );

  app.post(
    "/admin/review/visibility",
    {
      onRequest: requireInternal("update-rating-reviews"),
      schema: {
        tags: RTAG,
        summary: "Show or hide reviews; the partners' and services' ratings are recomputed from visible reviews",
        description: `${WHO} Body {ids (1..500, distinct), is_visible (0|1)}. Hidden reviews leave the storefront (reviews/list, service details) and the averages. Unknown ids: 422 on ids.{i}. Permission update-rating-reviews.`,
        security: bearer,
        body: visibilityBody,
        response: { 200: visibilityResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { ids, is_visible } = request.body;
      const partners = await setReviewsVisible(db, ids, is_visible);
      return ok(reply, { ids, is_visible: is_visible === 1, partners }, is_visible ? REVIEWS_SHOWN : REVIEWS_HIDDEN);
    },
  );

  app.post(
    "/admin/review/reply/:id",
    {
      onRequest: requireInternal("update-rating-reviews"),
      schema: {
        tags: RTAG,
        summary: "Reply to a review (replaces an earlier reply)",
        description: `${WHO} Body {reply (1..1000)}. Permission update-rating-reviews.`,
        security: bearer,
        params: idParams,
        body: replyBody,
        response: { 200: reviewResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      await replyToReview(db, request.params.id, request.body.reply, currentUserId(request));
      return ok(reply, await reviewView(db, request.params.id, requestLanguage(request)), REVIEW_REPLIED);
    },
  );

  app.get(
    "/admin/availability",
    {
      onRequest: requireInternal("read-availability"),
      schema: {
        tags: RTAG,
        summary:
          "A partner's working hours per weekday and capacity, holidays (90 days) and the load of the next days (default 14)",
        description: `${WHO} Query partner_id (required), from? (default today, Asia/Dubai), days? (1-31, default 14). Working hours with breaks and technicians on shift per weekday; holidays overlapping 90 days from \`from\` (the partner's ranges, whole company or named technicians, and the UAE public holidays it closes on); the active technicians with their colour and weekdays. Load per day: non-cancelled bookings, booked minutes against capacity minutes (each technician's shift less breaks and days off, or open hours less breaks x teams for a partner without technicians), hourly slots offered and still free. Permission read-availability.`,
        security: bearer,
        querystring: availabilityQuery,
        response: { 200: availabilityResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { partner_id, from, days } = request.query;
      const data = await partnerAvailability(db, partner_id, from, days ?? 14, requestLanguage(request));
      return ok(reply, data, AVAILABILITY);
    },
  );
};
