import fs from "node:fs";
import path from "node:path";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { AppConfig } from "./config.js";
import type { Database } from "./db/database.js";
import { MESSAGES, registerErrorHandlers } from "./lib/errors.js";
import { registerI18n } from "./lib/i18n.js";
import { registerIdempotency } from "./lib/idempotency.js";
import { dbRateLimitStore, LimitCounters } from "./lib/limit-store.js";
import { registerListCaps } from "./lib/list-cap.js";
import { documentBodies } from "./lib/openapi-body.js";
import { LoginAttempts } from "./lib/rate-limit.js";
import { registerSecurityHeaders } from "./lib/security-headers.js";
import { registerUploads } from "./lib/uploads.js";
import { accessRoutes } from "./modules/access/routes.js";
import { addressRoutes } from "./modules/addresses/routes.js";
import { adminAppointmentRoutes } from "./modules/admin-appointments/routes.js";
import { adminCatalogRoutes } from "./modules/admin-catalog/routes.js";
import { adminDashboardRoutes } from "./modules/admin-dashboard/routes.js";
import { adminPartnerRoutes } from "./modules/admin-partners/routes.js";
import { announcementRoutes } from "./modules/announcements/routes.js";
import { applicationDocumentRoutes } from "./modules/applications/documents.js";
import { applicationRoutes } from "./modules/applications/routes.js";
import { auditRoutes } from "./modules/audit/routes.js";
import { authRoutes } from "./modules/auth/routes.js";
import { bookingRoutes } from "./modules/bookings/routes.js";
import { cartRoutes } from "./modules/cart/routes.js";
import { catalogRoutes } from "./modules/catalog/routes.js";
import { configRoutes } from "./modules/config/routes.js";
import { contentRoutes } from "./modules/content/routes.js";
import { couponAdminRoutes } from "./modules/coupon-admin/routes.js";
import { favouriteRoutes } from "./modules/favourites/routes.js";
import { healthRoutes } from "./modules/health/routes.js";
import { helpRoutes } from "./modules/help/routes.js";
import { kpiRoutes } from "./modules/kpi/routes.js";
import { kpiReportRoutes } from "./modules/kpi-reports/routes.js";
import { ledgerRoutes } from "./modules/ledger/routes.js";
import { locationRoutes } from "./modules/locations/routes.js";
import { notificationRoutes } from "./modules/notifications/routes.js";
import { orderRoutes } from "./modules/orders/routes.js";
import { packageVisitRoutes } from "./modules/package-visits/routes.js";
import { packageRoutes } from "./modules/packages/routes.js";
import { partnerBookingRoutes } from "./modules/partner-bookings/routes.js";
import { partnerCatalogRoutes } from "./modules/partner-catalog/routes.js";
import { partnerWorkRoutes } from "./modules/partner-work/routes.js";
import { paymentRoutes } from "./modules/payments/routes.js";
import { payoutRoutes } from "./modules/payouts/routes.js";
import { preferenceRoutes } from "./modules/preferences/routes.js";
import { profileRoutes } from "./modules/profile/routes.js";
import { reportRoutes } from "./modules/reports/routes.js";
import { reviewRoutes } from "./modules/reviews/routes.js";
import { scheduleRoutes } from "./modules/schedule/routes.js";
import { supportRoutes } from "./modules/support/routes.js";
import { teamRoutes } from "./modules/team/routes.js";
import { typeAdminRoutes } from "./modules/types-admin/routes.js";
import { walletRoutes } from "./modules/wallet/routes.js";

export const API_PREFIX = "/api/v2";
export const DOCS_PREFIX = "/api/docs";

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** Fastify logger option; defaults to `{ level: config.logLevel }`. */
  logger?: FastifyServerOptions["logger"];
}

/** Builds the Fastify app (routes, docs, SPA); does not listen. Await `app.ready()` before `inject`. */
export function buildApp({ config, db, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate("db", db);
  app.decorate("config", config);
  // Rate-limit counters live in the database (several API processes share them); no global limit on reads.
  const limitCounters = new LimitCounters(db);
  app.decorate("loginAttempts", new LoginAttempts(limitCounters, config.rateLimit));
  app.register(fastifyRateLimit, { global: false, store: dbRateLimitStore(limitCounters) });
  app.decorateRequest("auth", null);

  // JSON parser that reads an empty body as {} (Fastify's default answers 400 to an empty JSON body).
  const defaultJsonParser = app.getDefaultJsonParser("error", "ignore");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, {});
    return defaultJsonParser(request, text, done);
  });
  // A POST/PUT/PATCH/DELETE without any body (no content type) validates as {}.
  app.addHook("preValidation", async (request) => {
    if (request.body === undefined && request.method !== "GET" && request.method !== "HEAD") request.body = {};
  });

  registerErrorHandlers(app);
  registerI18n(app);
  registerUploads(app);
  registerIdempotency(app);
  registerListCaps(app);
  // CSP (the built index.html's boot script by hash), frame-ancestors 'none', nosniff, Referrer-Policy, HSTS on HTTPS
  registerSecurityHeaders(app, config.staticDir ? path.join(path.resolve(config.staticDir), "index.html") : "");

  app.register(fastifySwagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Khidma v2 API (reference)",
        description:
          "Reference implementation of the v2 API the Khidma SPA expects. Every response is `{status_code, data, message}`; " +
          "422 adds `errors: {field: [messages]}`.",
        version: "2.0.0",
      },
      servers: [],
      components: {
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", description: "Client or user access token" },
          apiKey: { type: "apiKey", in: "header", name: config.apiKeyHeader },
        },
      },
      tags: [
        { name: "Auth", description: "Tokens, sign-in, registration, passwords" },
        { name: "Profile", description: "The signed-in user's own profile" },
        { name: "Config", description: "Configuration and settings" },
        { name: "Health", description: "Liveness" },
        { name: "Catalog", description: "Storefront discovery: categories, partners, services, reviews, search" },
        { name: "Packages", description: "Packages, durations, property types and sizes, price quotes" },
        { name: "Locations", description: "Emirates and communities" },
        { name: "Content", description: "Banners, FAQs, legal pages, contact form" },
        { name: "Favourites", description: "The signed-in customer's favourite partners and services" },
        { name: "Support", description: "Support chat: the caller's conversation, and the staff side of it" },
        { name: "Addresses", description: "The signed-in user's saved addresses" },
        { name: "Orders", description: "The customer's orders, tax invoices, package checkout and subscriptions" },
        { name: "Payments", description: "Card payments through the payment gateway (test gateway by default)" },
        { name: "Wallet", description: "The customer's wallet and loyalty points" },
        { name: "Notifications", description: "The signed-in user's notifications" },
        {
          name: "Admin: appointments",
          description: "Appointments, reassignment requests, quotations, completion reports (internal roles only)",
        },
        {
          name: "Admin: reviews and availability",
          description: "Review moderation and replies, partners' availability (internal roles only)",
        },
        {
          name: "Schedule: working hours",
          description: "A partner's week and technicians' own weeks (partner and internal roles)",
        },
        {
          name: "Schedule: holidays",
          description: "A partner's holidays as date ranges and the appointments they affect",
        },
        { name: "Schedule: UAE public holidays", description: "The public holiday calendar and each partner's choice" },
        {
          name: "Admin: users",
          description: "Platform users (internal roles; a partner reaches its own team here too)",
        },
        {
          name: "Admin: roles and permissions",
          description: "Roles and the permission matrix (internal roles; partners: own roles)",
        },
        {
          name: "Partner: team users",
          description: "A partner's own team: users (partner roles, scoped to the company) and technicians",
        },
        { name: "Partner: team roles", description: "A partner's own roles, from the partner permission set" },
        {
          name: "Admin: partners",
          description: "Partners, their status, application counts and bulk decisions (internal roles only)",
        },
        {
          name: "Promotions and vouchers",
          description: "Coupons: staff manage every coupon, a partner its own partner-funded ones",
        },
        {
          name: "Payouts",
          description:
            "Payout cycles, approval and payment, the bank transfer CSV and the partner's statement (issue 17c)",
        },
      ],
    },
    // jsonSchemaTransform, plus the request bodies routes document without Fastify validating them (multipart forms)
    transform: documentBodies(jsonSchemaTransform),
    // fills components.schemas with the zod schemas named by .meta({ id }) (otherwise their $refs dangle)
    transformObject: jsonSchemaTransformObject,
  });
  app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });

  app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(profileRoutes);
      await api.register(configRoutes);
      await api.register(catalogRoutes);
      await api.register(packageRoutes);
      await api.register(locationRoutes);
      await api.register(contentRoutes);
      await api.register(favouriteRoutes);
      await api.register(preferenceRoutes);
      await api.register(supportRoutes);
      await api.register(addressRoutes);
      await api.register(applicationRoutes);
      await api.register(applicationDocumentRoutes);
      await api.register(orderRoutes);
      await api.register(paymentRoutes);
      await api.register(walletRoutes);
      await api.register(notificationRoutes);
      await api.register(cartRoutes);
      await api.register(bookingRoutes);
      await api.register(packageVisitRoutes);
      await api.register(partnerCatalogRoutes);
      await api.register(adminCatalogRoutes);
      await api.register(adminAppointmentRoutes);
      await api.register(partnerWorkRoutes);
      await api.register(scheduleRoutes);
      await api.register(accessRoutes);
      await api.register(teamRoutes);
      await api.register(partnerBookingRoutes);
      await api.register(adminDashboardRoutes);
      await api.register(adminPartnerRoutes);
      await api.register(reviewRoutes);
      await api.register(couponAdminRoutes);
      await api.register(ledgerRoutes);
      await api.register(payoutRoutes);
      await api.register(reportRoutes);
      await api.register(auditRoutes);
      await api.register(typeAdminRoutes);
      await api.register(announcementRoutes);
      await api.register(helpRoutes);
      await api.register(kpiRoutes);
      await api.register(kpiReportRoutes);
    },
    { prefix: API_PREFIX },
  );

  const staticRoot = config.staticDir ? path.resolve(config.staticDir) : "";
  const hasSpa = staticRoot !== "" && fs.existsSync(path.join(staticRoot, "index.html"));
  if (hasSpa) {
    app.register(fastifyStatic, {
      root: staticRoot,
      index: ["index.html"],
      // The build writes .br and .gz beside every text asset (vite.config.ts); serve those when accepted.
      preCompressed: true,
      // Hashed file names under /assets never change: cache them for a year. Everything else revalidates.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0];
    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    if (hasSpa && !isApi && (request.method === "GET" || request.method === "HEAD")) {
      return reply.type("text/html").sendFile("index.html", { maxAge: 0 });
    }
    return reply.code(404).send({ status_code: 404, data: null, message: MESSAGES.notFound });
  });

  return app;
}

export type App = ReturnType<typeof buildApp>;
export type { FastifyInstance };
