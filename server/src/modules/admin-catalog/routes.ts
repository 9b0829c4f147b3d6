// Evaluated first, as when these routes were one file: the OpenAPI components (and src/api/schema.gen.ts) keep
// their order, which follows the order in which the zod schemas with an id are created.
import "../partner-catalog/schema.js";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assignCommunityAreas } from "../../db/migrations/012_admin_catalog.js";
import { areaRoutes } from "./routes/areas.js";
import { attributeRoutes } from "./routes/attributes.js";
import { bannerRoutes } from "./routes/banners.js";
import { categoryRoutes } from "./routes/categories.js";
import { propertyRoutes } from "./routes/properties.js";
import { serviceRoutes } from "./routes/services.js";

/**
 * The admin portal's catalog (issue 7): service categories, services of every partner, attributes, banners,
 * property types and sizes, emirates, areas and communities. docs/api-catalog.md "Admin: catalog".
 * One route file per entity under ./routes (like the repo files beside this one), registered in this order.
 */
export const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // communities added after the 012 migration without an area (the demo seed runs after migrations) get one
  await assignCommunityAreas(app.db);

  await app.register(categoryRoutes);
  await app.register(serviceRoutes);
  await app.register(attributeRoutes);
  await app.register(bannerRoutes);
  await app.register(propertyRoutes);
  await app.register(areaRoutes);
};
