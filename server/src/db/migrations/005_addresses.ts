import type { Kysely } from "kysely";
import type { DbDriver } from "../../config.js";
import { type AppMigration, withId } from "./helpers.js";

/** Customers' saved addresses (emirate, community, building, unit, property type and size, default flag). */
export const migration005Addresses: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    const real = "double precision" as const;
    await withId(db.schema.createTable("user_addresses").ifNotExists(), driver)
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("label", "text", (c) => c.notNull())
      .addColumn("emirate_id", "integer", (c) => c.notNull().references("emirates.id"))
      .addColumn("community_id", "integer", (c) => c.notNull().references("communities.id"))
      .addColumn("building", "text", (c) => c.notNull())
      .addColumn("apartment_or_villa_number", "text", (c) => c.notNull())
      .addColumn("street", "text")
      .addColumn("property_type", "text", (c) => c.notNull())
      .addColumn("property_size", "text", (c) => c.notNull())
      .addColumn("latitude", real, (c) => c.notNull())
      .addColumn("longitude", real, (c) => c.notNull())
      .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("user_addresses_user_idx")
      .ifNotExists()
      .on("user_addresses")
      .column("user_id")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("user_addresses").ifExists().execute();
  },
};
