import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../lib/audit.js";
import { requireAuth, requireInternal } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { SETTINGS, SETTINGS_SAVED } from "./messages.js";
import { readKeyValues, statusesByType } from "./repo.js";
import { configurationsResponse, settingsResponse, settingsUpdateBody } from "./schema.js";
import { readSettings, updateSettings } from "./settings.js";

const bearer = [{ bearerAuth: [] }];

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/get-configurations",
    {
      preHandler: requireAuth({ user: false }),
      schema: {
        tags: ["Config"],
        summary: "Public configuration: app constants, statuses by type, master settings (any token)",
        description:
          "Any token (client or user). configurations' default_date_format, default_time_format, vat_percentage and " +
          "prices_include_vat are the saved platform settings, and master_setting is as saved: a settings/update " +
          "shows here on the next request (nothing is cached; Cache-Control: no-store).",
        security: bearer,
        response: { 200: configurationsResponse, 401: errorEnvelope },
      },
    },
    async (_request, reply) => {
      const [configurations, statuses, master_setting, settings] = await Promise.all([
        readKeyValues(db, "configurations"),
        statusesByType(db),
        readKeyValues(db, "master_settings"),
        readSettings(db),
      ]);
      const pricing = settings.pricing_and_taxes as { vat_percentage: number; prices_include_vat: boolean };
      Object.assign(configurations, {
        default_date_format: settings.default_date_format,
        default_time_format: settings.default_time_format,
        vat_percentage: pricing.vat_percentage,
        prices_include_vat: pricing.prices_include_vat,
      });
      reply.header("cache-control", "no-store");
      return ok(reply, { configurations, statuses, master_setting }, "Configurations");
    },
  );

  app.get(
    "/settings",
    {
      onRequest: requireInternal("read-settings"),
      schema: {
        tags: ["Config"],
        summary: "Platform settings (permission read-settings)",
        description:
          "Permission read-settings, internal roles only (a partner or customer: 403). The saved settings over their " +
          "defaults: formats, pricing_and_taxes (VAT rate, prices include VAT, TRN, legal address), loyalty, " +
          "cancellation fee tiers, payout_cycle, payout_hold_days, default_commission_percent (the default " +
          "commission rate in force) and master_setting (what get-configurations serves).",
        security: bearer,
        response: { 200: settingsResponse, 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(reply, (await readSettings(db)) as never, SETTINGS);
    },
  );

  app.post(
    "/settings/update",
    {
      onRequest: requireInternal("update-settings"),
      schema: {
        tags: ["Config"],
        summary: "Update platform settings (permission update-settings)",
        description:
          "Permission update-settings, internal roles only (a partner or customer: 403). A partial body shaped like " +
          "GET settings plus master_setting: nested objects merge key by key with the saved value, then the merged " +
          "whole is validated. 422 with dotted field keys (e.g. master_setting.support_email, cancellation.late_hours, " +
          "pricing_and_taxes.vat_percentage; English, or Arabic on Accept-Language: ar) and nothing saved: a date " +
          "format outside DD-MM-YYYY | DD/MM/YYYY | YYYY-MM-DD | MM/DD/YYYY | D MMM YYYY, a time format outside " +
          "hh:mm A | HH:mm, a VAT rate outside 0-100, a TRN that is not 15 digits, fee tiers that are not whole " +
          "numbers or not ordered (free_hours > late_hours >= 0; 0 <= late_percent <= very_late_percent <= " +
          "missed_percent <= 100), payout_cycle not weekly or monthly, payout_hold_days outside 0-60, " +
          "default_commission_percent outside 0-100, a bad support e-mail, phone or http(s) link. A new " +
          "default_commission_percent adds a default commission rate from today (Asia/Dubai). One transaction, " +
          "one audit row (entity settings, before and after). Answers the whole saved settings (GET settings).",
        security: bearer,
        body: settingsUpdateBody,
        response: { 200: settingsResponse, 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request, reply) => {
      const settings = await updateSettings(db, request.body, actorOf(request));
      return ok(reply, settings as never, SETTINGS_SAVED);
    },
  );
};
