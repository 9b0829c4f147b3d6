import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope.js";
import { requestLanguage } from "../../lib/i18n.js";
import { bearer, errors, withNotFound } from "../admin-catalog/routes/shared.js";
import { actorOf, catalogGuard } from "../partner-catalog/access.js";
import * as M from "./messages.js";
import { generateReport, listReports, MAX_DAYS, reportBookings, reportDetails } from "./repo.js";
import {
  bookingsQuery,
  generateBody,
  idParams,
  kpiReportBookingsResponse,
  kpiReportListResponse,
  kpiReportResponse,
  listQuery,
} from "./schema.js";

const TAGS = ["KPI reports"];
const WHO =
  "Internal roles (every partner) or partner roles (their own company only: another partner's report rows are " +
  "never answered).";
const FIGURES =
  "Figures per partner, over the bookings scheduled in the period (Asia/Dubai days, inclusive): on_time_rate = " +
  "bookings whose work started (first in-progress status) within 15 minutes of the slot / bookings started x 100; " +
  "completion_rate = completed / bookings of the period other than those the customer cancelled x 100; " +
  "partner_cancellation_rate = bookings declined by the partner or cancelled by one of its users / bookings x 100; " +
  "average_rating = mean stars of the bookings' visible reviews; response_minutes = mean minutes from the booking " +
  "being placed to its first confirmed or technician-assigned status; complaint_rate = completed bookings whose " +
  "review gave 1 or 2 stars / completed bookings x 100. Score 0-100: 100 when the figure meets its target " +
  "(target matrix: the partner's main service category's for the period (month up to 31 days, quarter up to 92, " +
  "else year), else every partner's), else value/target (higher is better) or target/value (lower is better). " +
  "Overall: the scores weighted by the active performance criteria (normalised by the weights of the criteria " +
  "scored; a figure with no booking counted is left out). Status: met; warning (the figure is between the target " +
  "and the warning threshold); missed; no_data.";

/** KPI reports (issue 19): generate from real bookings and reviews, list, read, drill into the bookings. */
export const kpiReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const generate = catalogGuard(["genrate-kpi-report"]);
  const read = catalogGuard(["read-kpi-report"]);

  app.post(
    "/kpi-report/generate",
    {
      onRequest: generate,
      schema: {
        tags: TAGS,
        summary: "Generate a KPI report for a period: each partner's scores against the targets, stored",
        description:
          `{from, to, partner_id?}: from/to YYYY-MM-DD (to >= from, at most ${MAX_DAYS} days, from not after ` +
          `today: 422 at the field in English and Arabic). Without partner_id, every partner with bookings in the ` +
          `period. Also computes the previous period of the same length (trend). Answers the stored report (201). ` +
          `${FIGURES} Permission genrate-kpi-report. ${WHO}`,
        security: bearer,
        body: generateBody,
        response: { 201: kpiReportResponse, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = await generateReport(db, app.config.dbDriver, actor, request.body);
      return ok(reply, await reportDetails(db, actor, id, requestLanguage(request)), M.KPI_REPORT_GENERATED, 201);
    },
  );

  app.get(
    "/kpi-report/list",
    {
      onRequest: read,
      schema: {
        tags: TAGS,
        summary: "KPI reports generated, newest first, paged",
        description:
          `page, per_page (or limit), partner_id (internal roles: reports scoring this partner). A partner caller ` +
          `gets the reports that score its company, with its own overall score. Permission read-kpi-report. ${WHO}`,
        security: bearer,
        querystring: listQuery,
        response: { 200: kpiReportListResponse, ...errors },
      },
    },
    async (request, reply) =>
      ok(reply, await listReports(db, actorOf(request), request.query, requestLanguage(request)), M.KPI_REPORTS),
  );

  app.get(
    "/kpi-report/details/:id",
    {
      onRequest: read,
      schema: {
        tags: TAGS,
        summary: "A stored KPI report: each partner's overall score, trend and scores per criterion",
        description:
          `Partners ordered by overall score, best first. A partner caller: only its own row (404 for a report ` +
          `that does not score its company). ${FIGURES} Permission read-kpi-report. ${WHO}`,
        security: bearer,
        params: idParams,
        response: { 200: kpiReportResponse, ...withNotFound },
      },
    },
    async (request, reply) =>
      ok(reply, await reportDetails(db, actorOf(request), request.params.id, requestLanguage(request)), M.KPI_REPORT),
  );

  app.get(
    "/kpi-report/bookings/:id",
    {
      onRequest: read,
      schema: {
        tags: TAGS,
        summary: "The bookings behind a KPI report's figures (drill-down), paged",
        description:
          "partner_id (a partner of the report; a partner caller: always its own), criterion_id (the bookings that " +
          "criterion counted, those that pulled its figure down first, then the newest slot), pulled_down (only " +
          "those), page, per_page. A partner_id or criterion_id not in the report: 422 at the field. Each row " +
          "carries every fact the figures use. Permission read-kpi-report. " +
          WHO,
        security: bearer,
        params: idParams,
        querystring: bookingsQuery,
        response: { 200: kpiReportBookingsResponse, ...withNotFound },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        await reportBookings(db, actorOf(request), request.params.id, request.query, requestLanguage(request)),
        M.KPI_REPORT_BOOKINGS,
      ),
  );
};
