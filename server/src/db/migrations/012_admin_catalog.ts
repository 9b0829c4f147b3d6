import type { Kysely } from "kysely";
import type { DbDriver } from "../../config.js";
import { type AppMigration, withId } from "./helpers.js";

/**
 * Admin catalog (issue 7): attributes of service categories (`attributes`, and `service_attributes` linking an
 * attribute to the service categories it applies to), and an `areas` level between emirates and communities
 * (emirate -> area -> community, e.g. Dubai -> Dubai Marina -> JLT). `communities.area_id` is nullable so every
 * existing insert and query keeps working; the migration files the communities it finds into areas
 * (`assignCommunityAreas`), and the admin-catalog module runs the same idempotent step at start-up for communities
 * added later without an area (the demo seed runs after the migrations).
 */

type AreaSeed = [slug: string, emirate: string, en: string, ar: string, communities: string[]];

/** The demo communities (server/src/db/catalog-data.ts) grouped into areas. */
export const AREA_SEEDS: AreaSeed[] = [
  [
    "dubai-marina",
    "dubai",
    "Dubai Marina",
    "منطقة دبي مارينا",
    ["dubai-marina", "jlt", "palm-jumeirah", "discovery-gardens"],
  ],
  [
    "downtown-business-bay",
    "dubai",
    "Downtown & Business Bay",
    "وسط المدينة والخليج التجاري",
    ["downtown-dubai", "business-bay", "difc"],
  ],
  [
    "jumeirah-al-barsha",
    "dubai",
    "Jumeirah & Al Barsha",
    "جميرا والبرشاء",
    ["jumeirah", "umm-suqeim", "al-barsha", "al-quoz"],
  ],
  [
    "dubailand",
    "dubai",
    "Dubailand",
    "دبي لاند",
    ["jvc", "arabian-ranches", "motor-city", "dubai-sports-city", "dubai-hills-estate"],
  ],
  ["deira-bur-dubai", "dubai", "Deira & Bur Dubai", "ديرة وبر دبي", ["deira", "bur-dubai", "al-nahda-dubai"]],
  [
    "mirdif-dubai-east",
    "dubai",
    "Mirdif & Dubai East",
    "مردف وشرق دبي",
    ["mirdif", "dubai-silicon-oasis", "international-city"],
  ],
  [
    "abu-dhabi-island",
    "abu-dhabi",
    "Abu Dhabi Island",
    "جزيرة أبوظبي",
    ["al-reem-island", "saadiyat-island", "al-khalidiyah", "corniche-abu-dhabi"],
  ],
  [
    "abu-dhabi-mainland",
    "abu-dhabi",
    "Abu Dhabi Mainland",
    "البر الرئيسي لأبوظبي",
    ["khalifa-city", "yas-island", "al-raha-beach", "mussafah", "mohammed-bin-zayed-city"],
  ],
  ["al-ain", "abu-dhabi", "Al Ain", "العين", ["al-jimi-al-ain"]],
  [
    "sharjah-city",
    "sharjah",
    "Sharjah City",
    "مدينة الشارقة",
    ["al-nahda-sharjah", "al-majaz", "al-khan", "al-taawun"],
  ],
  ["muwaileh-aljada", "sharjah", "Muwaileh & Aljada", "مويلح والجادة", ["muwaileh", "aljada"]],
  ["ajman-city", "ajman", "Ajman City", "مدينة عجمان", ["al-nuaimiya", "al-rashidiya-ajman", "al-jurf"]],
  ["umm-al-quwain-city", "umm-al-quwain", "Umm Al Quwain City", "مدينة أم القيوين", ["al-salamah", "al-raas"]],
  [
    "ras-al-khaimah-city",
    "ras-al-khaimah",
    "Ras Al Khaimah City",
    "مدينة رأس الخيمة",
    ["al-hamra", "mina-al-arab", "al-nakheel-rak"],
  ],
  ["fujairah-city", "fujairah", "Fujairah City", "مدينة الفجيرة", ["fujairah-city"]],
  ["dibba", "fujairah", "Dibba", "دبا", ["dibba-al-fujairah"]],
];

/**
 * Files every community without an area into one: its area from AREA_SEEDS, else its emirate's "Other areas".
 * Creates the areas it needs. Idempotent; answers how many communities it filed.
 */
// biome-ignore lint/suspicious/noExplicitAny: runs on the untyped migration handle and on the typed database
export async function assignCommunityAreas(db: Kysely<any>): Promise<number> {
  const orphans: { id: number; slug: string; emirate_id: number }[] = await db
    .selectFrom("communities")
    .select(["id", "slug", "emirate_id"])
    .where("area_id", "is", null)
    .execute();
  if (orphans.length === 0) return 0;
  const emirates: { id: number; slug: string; name_en: string }[] = await db
    .selectFrom("emirates")
    .select(["id", "slug", "name_en"])
    .execute();
  const emirateSlug = new Map(emirates.map((e) => [e.id, e.slug]));
  const areaOf = new Map<string, AreaSeed>();
  for (const seed of AREA_SEEDS) for (const c of seed[4]) areaOf.set(c, seed);
  const areaIds = new Map<string, number>(
    ((await db.selectFrom("areas").select(["id", "slug"]).execute()) as { id: number; slug: string }[]).map((a) => [
      a.slug,
      a.id,
    ]),
  );
  const ensure = async (slug: string, emirateId: number, en: string, ar: string, order: number) => {
    const known = areaIds.get(slug);
    if (known !== undefined) return known;
    // several API processes starting at once each run this: the first insert wins, the others read its row
    const row =
      (await db
        .insertInto("areas")
        .values({
          emirate_id: emirateId,
          slug,
          name_en: en,
          name_ar: ar,
          sort_order: order,
          status: "active",
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.column("slug").doNothing())
        .returning("id")
        .executeTakeFirst()) ??
      (await db.selectFrom("areas").select("id").where("slug", "=", slug).executeTakeFirstOrThrow());
    areaIds.set(slug, row.id);
    return row.id as number;
  };
  for (const c of orphans) {
    const seed = areaOf.get(c.slug);
    const eSlug = emirateSlug.get(c.emirate_id) ?? String(c.emirate_id);
    const areaId =
      seed && seed[1] === eSlug
        ? await ensure(seed[0], c.emirate_id, seed[2], seed[3], AREA_SEEDS.indexOf(seed) + 1)
        : await ensure(`${eSlug}-other`, c.emirate_id, "Other areas", "مناطق أخرى", 999);
    await db.updateTable("communities").set({ area_id: areaId }).where("id", "=", c.id).execute();
  }
  return orphans.length;
}

export const migration012AdminCatalog: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    await withId(db.schema.createTable("areas").ifNotExists(), driver)
      .addColumn("emirate_id", "integer", (c) => c.notNull().references("emirates.id").onDelete("cascade"))
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("name_ar", "text", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("areas_emirate_idx").ifNotExists().on("areas").column("emirate_id").execute();

    await db.schema
      .alterTable("communities")
      .addColumn("area_id", "integer", (c) => c.references("areas.id").onDelete("set null"))
      .execute();
    await db.schema.createIndex("communities_area_idx").ifNotExists().on("communities").column("area_id").execute();

    await withId(db.schema.createTable("attributes").ifNotExists(), driver)
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("name_ar", "text", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("options", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("is_required", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("service_attributes")
      .ifNotExists()
      .addColumn("attribute_id", "integer", (c) => c.notNull().references("attributes.id").onDelete("cascade"))
      .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id").onDelete("cascade"))
      .addPrimaryKeyConstraint("service_attributes_pk", ["attribute_id", "category_id"])
      .execute();
    await db.schema
      .createIndex("service_attributes_category_idx")
      .ifNotExists()
      .on("service_attributes")
      .column("category_id")
      .execute();

    // admin lists sort and filter these in SQL
    await db.schema
      .createIndex("categories_sort_idx")
      .ifNotExists()
      .on("categories")
      .columns(["sort_order", "id"])
      .execute();
    await db.schema
      .createIndex("banners_target_idx")
      .ifNotExists()
      .on("banners")
      .columns(["target", "status", "sort_order"])
      .execute();
    await db.schema.createIndex("services_active_idx").ifNotExists().on("services").column("active").execute();

    await assignCommunityAreas(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("services_active_idx").ifExists().execute();
    await db.schema.dropIndex("banners_target_idx").ifExists().execute();
    await db.schema.dropIndex("categories_sort_idx").ifExists().execute();
    await db.schema.dropTable("service_attributes").ifExists().execute();
    await db.schema.dropTable("attributes").ifExists().execute();
    await db.schema.dropIndex("communities_area_idx").ifExists().execute();
    await db.schema.alterTable("communities").dropColumn("area_id").execute();
    await db.schema.dropTable("areas").ifExists().execute();
  },
};
