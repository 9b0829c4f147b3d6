import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireInternal, requireRoleType } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { requestLanguage } from "../../lib/i18n.js";
import { parseFormFields, readMultipartForm } from "../../lib/uploads.js";
import { reassignmentView } from "../admin-appointments/repo.js";
import { quotationView } from "../bookings/repo.js";
import { bookingDetailsResponse } from "../bookings/schema.js";
import { bookingDetailsView } from "../bookings/service.js";
import { callerPartner, partnerBooking } from "./access.js";
import { CHECKLIST, ELIGIBLE_PARTNERS, QUOTATION_SENT, REASSIGNMENT_REQUESTED, REPORT_SUBMITTED } from "./messages.js";
import { createQuotation } from "./quotations.js";
import { eligiblePartners, requestReassignment } from "./reassignments.js";
import { checklistView, createCompletionReport } from "./reports.js";
import {
  bookingParams,
  checklistResponse,
  eligiblePartnersResponse,
  idParams,
  MAX_LINES,
  MAX_QUOTATION_PHOTOS,
  MAX_REPORT_PHOTOS,
  quotationFields,
  quotationForm,
  quotationJsonBody,
  quotationResponse,
  reassignmentRequestBody,
  reassignmentResponse,
  reportFields,
  reportForm,
  reportJsonBody,
} from "./schema.js";

const TAG = ["Partner: quotations, completion reports, reassignment"];
const bearer = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope };
const WHO =
  "A partner role (a user with a partner profile) for its own bookings; another partner's booking answers 404. Technicians never sign in: the partner acts for them.";

const LINE_PHOTO_FIELDS = Array.from({ length: MAX_LINES }, (_, i) => `lines[${i}][photos]`);

/**
 * `lines[0][description]`-style multipart fields gathered into `lines` (when no `lines` JSON field was sent), so a
 * plain HTML form works as well as a JSON array in one field.
 */
export function gatherLines(fields: Record<string, unknown>): Record<string, unknown> {
  if (fields.lines !== undefined) return fields;
  const lines: Record<string, unknown>[] = [];
  let found = false;
  for (const [key, value] of Object.entries(fields)) {
    const m = /^lines\[(\d+)\]\[(\w+)\]$/.exec(key);
    if (!m) continue;
    const i = Number(m[1]);
    if (i >= MAX_LINES) continue;
    found = true;
    lines[i] ??= {};
    lines[i][m[2]] = value;
  }
  return found ? { ...fields, lines: Array.from(lines, (l) => l ?? {}) } : fields;
}

/** The partner's quotations, completion reports and reassignment requests; the admin's eligible partners. */
export const partnerWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    "/partner/quotation/create",
    {
      onRequest: requireRoleType("partner", "update-booking-appointment"),
      schema: {
        tags: TAG,
        summary: "Send the customer a quotation for extra work found on site (multipart or JSON)",
        description: `${WHO} Fields: booking_id; lines (1-${MAX_LINES}: a JSON array, or lines[i][description] fields) of {description (or description_en / description_ar), quantity (1-1000), unit_price (AED incl. VAT, 2 decimals)}; title? (or title_en / title_ar; default Extra work); valid_until? (YYYY-MM-DD, today or later) or valid_days? (1-90; default 7). Files (JPEG, PNG or WebP by content, 5 MB each, ${MAX_QUOTATION_PHOTOS} in all): photos (the quotation) and lines[i][photos] (a line's). The booking must be technician-assigned, on-the-way or in-progress (422 on booking_id saying why). The server computes the total (fils; its VAT share, shown with it, is round(total x r/(100 + r)) at the saved VAT rate r until the customer accepts, then at the rate of the order made) and the number QT-000123; the customer is notified (link /quotation/{id}) and answers with customer/quotation/accept or decline. Permission update-booking-appointment.`,
        security: bearer,
        consumes: ["multipart/form-data", "application/json"],
        // documented only: the handler reads the form and validates it (parseFormFields), Fastify does not
        documentedBody: { "multipart/form-data": quotationForm, "application/json": quotationJsonBody },
        response: { 201: quotationResponse, 413: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const { userId, partnerId } = await callerPartner(db, request);
      const form = await readMultipartForm(request, {
        maxFiles: MAX_QUOTATION_PHOTOS,
        field: ["photos", ...LINE_PHOTO_FIELDS],
      });
      const fields = parseFormFields(quotationFields, gatherLines(form.fields));
      const linePhotos = new Map<number, string[]>();
      for (const f of form.files) {
        const m = /^lines\[(\d+)\]\[photos\]$/.exec(f.field);
        if (m) linePhotos.set(Number(m[1]), [...(linePhotos.get(Number(m[1])) ?? []), f.path]);
      }
      const id = await createQuotation(db, {
        partnerId,
        userId,
        fields,
        photos: form.files.filter((f) => f.field === "photos").map((f) => f.path),
        linePhotos,
      });
      return ok(reply, await quotationView(db, id, null, requestLanguage(request)), QUOTATION_SENT, 201);
    },
  );

  app.get(
    "/partner/completion-report/checklist/:booking_id",
    {
      onRequest: requireRoleType("partner", "read-admin-booking-appointment"),
      schema: {
        tags: TAG,
        summary: "The checklist a completion report answers: the booking's services' included items",
        description: `${WHO} Items {key, label} from the services' included items (source service), or the booking's item names when no service lists any (source booking). Permission read-admin-booking-appointment.`,
        security: bearer,
        params: bookingParams,
        response: { 200: checklistResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { partnerId } = await callerPartner(db, request);
      const b = await partnerBooking(db, request.params.booking_id, partnerId);
      return ok(reply, await checklistView(db, b.id, requestLanguage(request)), CHECKLIST);
    },
  );

  app.post(
    "/partner/completion-report/create",
    {
      onRequest: requireRoleType("partner", "update-booking-appointment"),
      schema: {
        tags: TAG,
        summary: "Submit the completion report of a booking in progress; it completes the booking (multipart)",
        description: `${WHO} Fields: booking_id; notes (1-2000); checklist? ([{key, done}] as JSON, keys of partner/completion-report/checklist/{booking_id}; unknown keys 422, missing ones not done); minutes_on_site (1-1440) or started_at and ended_at (HH:mm on the booking's day, Asia/Dubai, or ISO 8601; end after start). Files before_photos and after_photos (JPEG, PNG or WebP by content, 5 MB each, ${MAX_REPORT_PHOTOS} in all). Once per booking (422 on booking_id); only from in-progress (422 on booking_id saying why). The booking becomes completed through the one status change (history, the customer's notification, loyalty points); nothing is written when anything is refused. Answers the booking with its report. Permission update-booking-appointment.`,
        security: bearer,
        consumes: ["multipart/form-data", "application/json"],
        documentedBody: { "multipart/form-data": reportForm, "application/json": reportJsonBody },
        response: { 201: bookingDetailsResponse, 413: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const { userId, partnerId } = await callerPartner(db, request);
      const form = await readMultipartForm(request, {
        maxFiles: MAX_REPORT_PHOTOS,
        field: ["before_photos", "after_photos"],
      });
      const fields = parseFormFields(reportFields, form.fields);
      await createCompletionReport(db, {
        partnerId,
        userId,
        fields,
        before: form.files.filter((f) => f.field === "before_photos").map((f) => f.path),
        after: form.files.filter((f) => f.field === "after_photos").map((f) => f.path),
      });
      const details = await bookingDetailsView(db, fields.booking_id, null, requestLanguage(request));
      return ok(reply, details, REPORT_SUBMITTED, 201);
    },
  );

  app.post(
    "/partner/reassignment/request/:id",
    {
      onRequest: requireRoleType("partner", "update-booking-appointment"),
      schema: {
        tags: TAG,
        summary: "Ask Khidma to reassign a booking the partner cannot serve",
        description: `${WHO} Path id: the booking. Body {reason (1-500)}. The booking must be confirmed, technician-assigned or on-the-way (a request: decline it instead; 422 on booking saying why); one pending request at a time (422). Khidma's staff holding update-booking-appointment are notified (link /admin/reassignment-requests); they approve with another technician or another partner, or reject, and the partner and the customer are told. Permission update-booking-appointment.`,
        security: bearer,
        params: idParams,
        body: reassignmentRequestBody,
        response: { 201: reassignmentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { userId, partnerId } = await callerPartner(db, request);
      const id = await requestReassignment(db, {
        partnerId,
        userId,
        bookingId: request.params.id,
        reason: request.body.reason,
      });
      return ok(reply, await reassignmentView(db, id, requestLanguage(request)), REASSIGNMENT_REQUESTED, 201);
    },
  );

  app.get(
    "/admin/reassignment/eligible-partners/:id",
    {
      onRequest: requireInternal("update-booking-appointment"),
      schema: {
        tags: ["Admin: appointments"],
        summary: "The providers a reassignment request's booking could move to, each eligible or not and why",
        description:
          "Internal roles only. Path id: the reassignment request. Active partners other than the booking's that serve its community, eligible ones first: eligible when the partner offers each of the booking's service categories and has the booking's slot free (hours, holidays, capacity, technicians with the skills); otherwise `reason` is the 422 that approving with it would answer. Approve with POST admin/reassignment/approve/{id} {new_partner_id}. Permission update-booking-appointment.",
        security: bearer,
        params: idParams,
        response: { 200: eligiblePartnersResponse, ...errors },
      },
    },
    async (request, reply) =>
      ok(reply, await eligiblePartners(db, request.params.id, requestLanguage(request)), ELIGIBLE_PARTNERS),
  );
};
