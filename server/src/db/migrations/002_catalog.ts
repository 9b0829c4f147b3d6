import type { Kysely } from "kysely";
import type { DbDriver } from "../../config.js";
import { type AppMigration, withId } from "./helpers.js";

/**
 * The storefront catalog: places (emirates, communities), categories, partner public profiles, services, packages
 * (durations, pricing by property type and size), banners, reviews, favourites, FAQs, content pages, contact
 * messages. Money is stored as integer fils (AED x 100) so it is exact on SQLite and PostgreSQL; booleans are 0/1.
 */
export const migration002Catalog: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    const real = "double precision" as const;

    await withId(db.schema.createTable("emirates").ifNotExists(), driver)
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("name_ar", "text", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
      .execute();

    await withId(db.schema.createTable("communities").ifNotExists(), driver)
      .addColumn("emirate_id", "integer", (c) => c.notNull().references("emirates.id").onDelete("cascade"))
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("name_ar", "text", (c) => c.notNull())
      .addColumn("latitude", real, (c) => c.notNull())
      .addColumn("longitude", real, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("communities_emirate_idx")
      .ifNotExists()
      .on("communities")
      .column("emirate_id")
      .execute();

    await withId(db.schema.createTable("categories").ifNotExists(), driver)
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("name_ar", "text", (c) => c.notNull())
      .addColumn("description_en", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("description_ar", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("icon", "text")
      .addColumn("image", "text")
      .addColumn("is_trending", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    // partners exists since 001_core: extend it with the public profile.
    const partnerColumns: [string, "text" | "integer" | typeof real, unknown][] = [
      ["logo", "text", null],
      ["cover_image", "text", null],
      ["about_en", "text", ""],
      ["about_ar", "text", ""],
      ["average_rating", real, 0],
      ["rating_count", "integer", 0],
      ["years_in_business", "integer", 0],
      ["cash_on_delivery", "integer", 0],
      ["latitude", real, null],
      ["longitude", real, null],
    ];
    for (const [name, type, def] of partnerColumns) {
      await db.schema
        .alterTable("partners")
        .addColumn(name, type, (c) => (def === null ? c : c.notNull().defaultTo(def)))
        .execute();
    }

    await db.schema
      .createTable("partner_communities")
      .ifNotExists()
      .addColumn("partner_id", "integer", (c) => c.notNull().references("partners.id").onDelete("cascade"))
      .addColumn("community_id", "integer", (c) => c.notNull().references("communities.id").onDelete("cascade"))
      .addPrimaryKeyConstraint("partner_communities_pk", ["partner_id", "community_id"])
      .execute();

    await withId(db.schema.createTable("services").ifNotExists(), driver)
      .addColumn("partner_id", "integer", (c) => c.notNull().references("partners.id").onDelete("cascade"))
      .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id").onDelete("restrict"))
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("name_ar", "text", (c) => c.notNull())
      .addColumn("description_en", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("description_ar", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("includes_en", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("includes_ar", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("price_fils", "integer", (c) => c.notNull())
      .addColumn("duration_minutes", "integer", (c) => c.notNull().defaultTo(60))
      .addColumn("image", "text")
      .addColumn("is_trending", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
      .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("average_rating", real, (c) => c.notNull().defaultTo(0))
      .addColumn("rating_count", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("services_partner_idx").ifNotExists().on("services").column("partner_id").execute();
    await db.schema.createIndex("services_category_idx").ifNotExists().on("services").column("category_id").execute();

    await withId(db.schema.createTable("property_types").ifNotExists(), driver)
      .addColumn("type", "text", (c) => c.notNull().unique())
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("name_ar", "text", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
      .execute();

    await withId(db.schema.createTable("property_sizes").ifNotExists(), driver)
      .addColumn("property_type_id", "integer", (c) => c.notNull().references("property_types.id").onDelete("cascade"))
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("name_ar", "text", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint("property_sizes_type_key_unique", ["property_type_id", "key"])
      .execute();

    await withId(db.schema.createTable("packages").ifNotExists(), driver)
      .addColumn("partner_id", "integer", (c) => c.notNull().references("partners.id").onDelete("cascade"))
      .addColumn("category_id", "integer", (c) => c.references("categories.id").onDelete("set null"))
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("name_ar", "text", (c) => c.notNull())
      .addColumn("description_en", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("description_ar", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("image", "text")
      .addColumn("visits_per_month", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("status", "text", (c) => c.notNull().defaultTo("Approved"))
      .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("is_handpicked", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("packages_partner_idx").ifNotExists().on("packages").column("partner_id").execute();

    await db.schema
      .createTable("package_services")
      .ifNotExists()
      .addColumn("package_id", "integer", (c) => c.notNull().references("packages.id").onDelete("cascade"))
      .addColumn("service_id", "integer", (c) => c.notNull().references("services.id").onDelete("cascade"))
      .addPrimaryKeyConstraint("package_services_pk", ["package_id", "service_id"])
      .execute();

    await db.schema
      .createTable("package_property_types")
      .ifNotExists()
      .addColumn("package_id", "integer", (c) => c.notNull().references("packages.id").onDelete("cascade"))
      .addColumn("property_type", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("package_property_types_pk", ["package_id", "property_type"])
      .execute();

    await withId(db.schema.createTable("package_durations").ifNotExists(), driver)
      .addColumn("package_id", "integer", (c) => c.notNull().references("packages.id").onDelete("cascade"))
      .addColumn("months", "integer", (c) => c.notNull())
      .addColumn("label_en", "text", (c) => c.notNull())
      .addColumn("label_ar", "text", (c) => c.notNull())
      .addColumn("discount_percent", real, (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint("package_durations_package_months_unique", ["package_id", "months"])
      .execute();

    await withId(db.schema.createTable("package_pricing").ifNotExists(), driver)
      .addColumn("package_id", "integer", (c) => c.notNull().references("packages.id").onDelete("cascade"))
      .addColumn("package_duration_id", "integer", (c) =>
        c.notNull().references("package_durations.id").onDelete("cascade"),
      )
      .addColumn("property_type", "text", (c) => c.notNull())
      .addColumn("property_size", "text", (c) => c.notNull())
      .addColumn("monthly_price_fils", "integer", (c) => c.notNull())
      .addUniqueConstraint("package_pricing_unique", [
        "package_id",
        "package_duration_id",
        "property_type",
        "property_size",
      ])
      .execute();

    await withId(db.schema.createTable("banners").ifNotExists(), driver)
      .addColumn("title_en", "text", (c) => c.notNull())
      .addColumn("title_ar", "text", (c) => c.notNull())
      .addColumn("subtitle_en", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("subtitle_ar", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("image", "text", (c) => c.notNull())
      .addColumn("link", "text")
      .addColumn("target", "text", (c) => c.notNull().defaultTo("customer"))
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("starts_at", "text")
      .addColumn("ends_at", "text")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
      .execute();

    await withId(db.schema.createTable("reviews").ifNotExists(), driver)
      .addColumn("partner_id", "integer", (c) => c.notNull().references("partners.id").onDelete("cascade"))
      .addColumn("service_id", "integer", (c) => c.references("services.id").onDelete("set null"))
      .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("customer_name", "text", (c) => c.notNull())
      .addColumn("rating", "integer", (c) => c.notNull())
      .addColumn("comment", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("is_visible", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("reviews_partner_idx").ifNotExists().on("reviews").column("partner_id").execute();
    await db.schema.createIndex("reviews_service_idx").ifNotExists().on("reviews").column("service_id").execute();

    await withId(db.schema.createTable("favourites").ifNotExists(), driver)
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("target_id", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addUniqueConstraint("favourites_unique", ["user_id", "type", "target_id"])
      .execute();

    await withId(db.schema.createTable("faqs").ifNotExists(), driver)
      .addColumn("audience", "text", (c) => c.notNull())
      .addColumn("question_en", "text", (c) => c.notNull())
      .addColumn("question_ar", "text", (c) => c.notNull())
      .addColumn("answer_en", "text", (c) => c.notNull())
      .addColumn("answer_ar", "text", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
      .execute();

    await withId(db.schema.createTable("content_pages").ifNotExists(), driver)
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("title_en", "text", (c) => c.notNull())
      .addColumn("title_ar", "text", (c) => c.notNull())
      .addColumn("body_en", "text", (c) => c.notNull())
      .addColumn("body_ar", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable("contact_messages").ifNotExists(), driver)
      .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text")
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const name of [
      "contact_messages",
      "content_pages",
      "faqs",
      "favourites",
      "reviews",
      "banners",
      "package_pricing",
      "package_durations",
      "package_property_types",
      "package_services",
      "packages",
      "property_sizes",
      "property_types",
      "services",
      "partner_communities",
      "categories",
      "communities",
      "emirates",
    ]) {
      await db.schema.dropTable(name).ifExists().execute();
    }
    for (const column of [
      "logo",
      "cover_image",
      "about_en",
      "about_ar",
      "average_rating",
      "rating_count",
      "years_in_business",
      "cash_on_delivery",
      "latitude",
      "longitude",
    ]) {
      await db.schema.alterTable("partners").dropColumn(column).execute();
    }
  },
};
