import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireInternal } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { ApiError } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/i18n.js";
import { DASHBOARD, RANGE_TOO_LONG, TO_BEFORE_FROM } from "./messages.js";
import { addDays, dashboardFigures, daysBetween, dubaiToday } from "./repo.js";
import { dashboardQuery, dashboardResponse } from "./schema.js";

const TAG = ["Admin: insights"];
const bearer = [{ bearerAuth: [] }];
const MAX_DAYS = 366;
const DEFAULT_DAYS = 30;

/** The admin portal's dashboard figures (issue 7). */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.get(
    "/admin/dashboard",
    {
      onRequest: requireInternal("read-dashboard"),
      schema: {
        tags: TAG,
        summary: "Marketplace figures for a date range: bookings, revenue (AED, VAT apart), partners, applications",
        description:
          "Internal roles with read-dashboard (Admin, Support); a partner role: 403. `from`/`to` are Asia/Dubai days " +
          `(default: the last ${DEFAULT_DAYS} days, today included; at most ${MAX_DAYS} days). Bookings are counted by ` +
          "creation time; revenue is paid orders (by paid_at) other than wallet top-ups, VAT included, with the VAT " +
          "share apart; new partners by profile creation; pending applications (submitted + under review) are " +
          "counted now, whatever the range. `series` has one entry per day. `previous` has the headline figures of the " +
          "previous period of the same length (the days just before `from`), for the change on each card. Every " +
          "figure is one SQL aggregate.",
        security: bearer,
        querystring: dashboardQuery,
        response: { 200: dashboardResponse, 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const to = q.to ?? (q.from ? addDays(q.from, DEFAULT_DAYS - 1) : dubaiToday());
      const from = q.from ?? addDays(to, -(DEFAULT_DAYS - 1));
      if (to < from) throw new ApiError(422, TO_BEFORE_FROM, { to: [TO_BEFORE_FROM] });
      if (daysBetween(from, to) > MAX_DAYS) throw new ApiError(422, RANGE_TOO_LONG, { from: [RANGE_TOO_LONG] });
      const data = await dashboardFigures(db, config.dbDriver, requestLanguage(request), { from, to }, q.top ?? 5);
      return ok(reply, data, DASHBOARD);
    },
  );
};
