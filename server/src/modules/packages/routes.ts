import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { ApiError } from "../../lib/errors.js";
import { catalogCached } from "../catalog/cache.js";
import { viewerOf } from "../catalog/repo.js";
import { originOf } from "../catalog/routes.js";
import { catalogActor } from "../partner-catalog/access.js";
import { findManagedPackage } from "../partner-catalog/packages.js";
import { durationPrices, findPackage, listPackages, priceQuote, propertyTypes } from "./repo.js";
import {
  durationPriceQuery,
  durationPricesResponse,
  packageDetailsQuery,
  packageDetailsResponse,
  packageListQuery,
  packageListResponse,
  priceQuery,
  priceQuoteResponse,
  propertyListQuery,
  propertyListResponse,
} from "./schema.js";

const TAG = ["Packages"];
const bearer = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 422: errorEnvelope };
const publicAuth = requireAuth({ user: false });

export const PACKAGE_NOT_FOUND = "The package was not found.";

/** Packages (subscriptions of regular visits) as customers see them: Approved and active only. */
export const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const shared = catalogCached(db, { users: "shared" });
  const anonymous = catalogCached(db, { users: "skip" });

  app.get(
    "/package/web/list",
    {
      onRequest: publicAuth,
      ...shared,
      schema: {
        tags: TAG,
        summary: "Approved, active packages (id descending)",
        description:
          "Filters: partner_id, category_id, type (property type), is_handpicked, search (extension). `status` other " +
          "than Approved or `active=0` find nothing for customers. latitude/longitude/country are accepted.",
        security: bearer,
        querystring: packageListQuery,
        response: { 200: packageListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      originOf(q);
      const out = await listPackages(
        db,
        viewerOf(request),
        {
          status: q.status,
          active: q.active,
          partner_id: q.partner_id,
          type: q.type,
          is_handpicked: q.is_handpicked,
          category_id: q.category_id,
          search: q.search,
        },
        { page: q.page, limit: q.limit },
      );
      return ok(reply, out, "Packages");
    },
  );

  app.get(
    "/package/details",
    {
      onRequest: publicAuth,
      ...anonymous,
      schema: {
        tags: TAG,
        summary: "A package with its durations and property types",
        description:
          "Customers (and client tokens) see Approved, active packages only. A partner role holding read-package " +
          "also sees its own pending, rejected or inactive packages; an internal role holding read-package sees any.",
        security: bearer,
        querystring: packageDetailsQuery,
        response: { 200: packageDetailsResponse, 404: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const id = request.query.package_id;
      let pkg = await findPackage(db, viewer, id);
      if (!pkg && request.auth?.kind === "user") {
        // partners and admins also see packages customers cannot (pending, rejected, inactive)
        const actor = await catalogActor(request, ["read-package"]);
        const managed = actor ? await findManagedPackage(db, viewer, id) : null;
        if (managed && (actor?.kind === "internal" || actor?.partnerId === managed.partner_id)) pkg = managed;
      }
      if (!pkg) throw new ApiError(404, PACKAGE_NOT_FOUND);
      return ok(reply, pkg, "Package details");
    },
  );

  app.get(
    "/package/property/list",
    {
      onRequest: publicAuth,
      ...shared,
      schema: {
        tags: TAG,
        summary: "Property types with their sizes (with package_id: only those the package prices)",
        security: bearer,
        querystring: propertyListQuery,
        response: { 200: propertyListResponse, 404: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const packageId = request.query.package_id;
      if (packageId !== undefined && !(await findPackage(db, viewer, packageId))) {
        throw new ApiError(404, PACKAGE_NOT_FOUND);
      }
      return ok(reply, await propertyTypes(db, viewer, packageId), "Property types");
    },
  );

  app.get(
    "/package/duration/price-and-property",
    {
      onRequest: publicAuth,
      ...shared,
      schema: {
        tags: TAG,
        summary: "Monthly prices of every size of one property type, for one duration of a package",
        description: "`property_id` is the property type's id (see `package/property/list`).",
        security: bearer,
        querystring: durationPriceQuery,
        response: { 200: durationPricesResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { package_id, package_duration_id, property_id } = request.query;
      const out = await durationPrices(db, viewerOf(request), package_id, package_duration_id, property_id);
      return ok(reply, out, "Package prices");
    },
  );

  app.get(
    "/package/price",
    {
      onRequest: publicAuth,
      schema: {
        tags: TAG,
        summary: "Price quote of a package for a duration, property type and size (all amounts computed here)",
        description:
          "monthly_price comes from the package's pricing for (duration, property type, size); list_total = " +
          "monthly_price x months; discount_amount = round(list_total x discount_percent / 100, 2); total = " +
          "list_total - discount_amount; vat_amount = round(total x r / (100 + r), 2) at the saved VAT rate r (vat_percentage); subtotal_excl_vat = total - " +
          "vat_amount; price_per_visit = round(total / visits_total, 2). Every amount includes VAT unless named " +
          "excl_vat. An unknown package, duration, type or size, or a combination the package does not price, is a " +
          "422 on that field.",
        security: bearer,
        querystring: priceQuery,
        response: { 200: priceQuoteResponse, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const quote = await priceQuote(db, {
        package_id: q.package_id,
        duration: q.duration,
        property_type: q.property_type,
        property_size: q.property_size,
      });
      return ok(reply, quote, "Package price");
    },
  );
};
