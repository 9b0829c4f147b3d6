import { type Generated, type Kysely, type QueryExecutorProvider, sql } from "kysely";
import type { DbDriver } from "../../config.js";
import { createCatalogTriggers, dropCatalogTriggers } from "./015_catalog_performance.js";
import type { AppMigration } from "./helpers.js";

/**
 * Reviews and ratings (issue 16):
 * - a review rates one booking (`reviews.booking_id`, unique: once per booking), optionally its technician
 *   (`technician_id`, `technician_rating` 1-5); the partner's own reply (`partner_reply`, `partner_replied_at`,
 *   `partner_replied_by`) is kept apart from Khidma's moderator reply (`reply`, `replied_at`, `replied_by`, 011);
 * - `review_services`: every service a review rates (each service of the booking; `reviews.service_id` stays the
 *   first, the one the storefront names), with the review's `rating` and `is_visible` copied so its triggers need no
 *   join;
 * - aggregates kept on write by triggers (same statement, same transaction, whichever module writes: the customer's
 *   review, the admin's visibility switch, the seeds): `partners.rating_sum`, `rating_count`, `average_rating` and
 *   the distribution `rating_1`..`rating_5`, `services.rating_sum`, `rating_count`, `average_rating`, over visible
 *   reviews only (a hidden review leaves every figure);
 * - indexes for the partner's list (stars, replied or not, service) at 100k rows.
 * `recomputeRatings` refills every aggregate from the rows (the backfill here).
 */

const STARS = [1, 2, 3, 4, 5] as const;

/** The partner aggregates of one review row (`r`), adding `d` (1 or -1) when it is visible. */
const partnerDeltaSql = (r: "NEW" | "OLD", d: 1 | -1) => `
    update partners set rating_count = rating_count + (${d}), rating_sum = rating_sum + (${d}) * ${r}.rating,
      ${STARS.map((k) => `rating_${k} = rating_${k} + case when ${r}.rating = ${k} then ${d} else 0 end`).join(", ")}
      where id = ${r}.partner_id and ${r}.is_visible = 1;
    update partners set average_rating = case when rating_count > 0
      then round(rating_sum * 1.0 / rating_count, 2) else 0 end where id = ${r}.partner_id;`;

/** The service aggregates of one review_services row (`r`), adding `d` (1 or -1) when it is visible. */
const serviceDeltaSql = (r: "NEW" | "OLD", d: 1 | -1) => `
    update services set rating_count = rating_count + (${d}), rating_sum = rating_sum + (${d}) * ${r}.rating
      where id = ${r}.service_id and ${r}.is_visible = 1;
    update services set average_rating = case when rating_count > 0
      then round(rating_sum * 1.0 / rating_count, 2) else 0 end where id = ${r}.service_id;`;

/** A review's primary service becomes one of its rated services. */
const reviewServiceInsertSql = `insert into review_services (review_id, service_id, rating, is_visible)
    select NEW.id, NEW.service_id, NEW.rating, NEW.is_visible where NEW.service_id is not null
    on conflict (review_id, service_id) do nothing;`;
/** A review's rating and visibility follow it into its rated services. */
const reviewServiceSyncSql = `update review_services set rating = NEW.rating, is_visible = NEW.is_visible
    where review_id = NEW.id;`;

async function sqliteTriggers(db: Kysely<unknown>) {
  const run = (text: string) => sql.raw(text).execute(db);
  const changed = "OLD.rating IS NOT NEW.rating OR OLD.is_visible IS NOT NEW.is_visible";
  await run(`create trigger if not exists reviews_ratings_insert after insert on reviews begin
    ${partnerDeltaSql("NEW", 1)} ${reviewServiceInsertSql} end`);
  await run(`create trigger if not exists reviews_ratings_update after update of rating, is_visible, partner_id
    on reviews when ${changed} OR OLD.partner_id IS NOT NEW.partner_id begin
    ${partnerDeltaSql("OLD", -1)} ${partnerDeltaSql("NEW", 1)} ${reviewServiceSyncSql} end`);
  await run(`create trigger if not exists reviews_ratings_delete after delete on reviews begin
    ${partnerDeltaSql("OLD", -1)} delete from review_services where review_id = OLD.id; end`);
  await run(`create trigger if not exists review_services_ratings_insert after insert on review_services begin
    ${serviceDeltaSql("NEW", 1)} end`);
  await run(`create trigger if not exists review_services_ratings_update after update on review_services
    when OLD.rating IS NOT NEW.rating OR OLD.is_visible IS NOT NEW.is_visible
      OR OLD.service_id IS NOT NEW.service_id begin
    ${serviceDeltaSql("OLD", -1)} ${serviceDeltaSql("NEW", 1)} end`);
  await run(`create trigger if not exists review_services_ratings_delete after delete on review_services begin
    ${serviceDeltaSql("OLD", -1)} end`);
}

async function postgresTriggers(db: Kysely<unknown>) {
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`create or replace function reviews_ratings() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and OLD.rating is not distinct from NEW.rating
        and OLD.is_visible is not distinct from NEW.is_visible
        and OLD.partner_id is not distinct from NEW.partner_id then return null; end if;
      if tg_op in ('UPDATE', 'DELETE') then ${partnerDeltaSql("OLD", -1)} end if;
      if tg_op in ('UPDATE', 'INSERT') then ${partnerDeltaSql("NEW", 1)} end if;
      if tg_op = 'INSERT' then ${reviewServiceInsertSql} end if;
      if tg_op = 'UPDATE' then ${reviewServiceSyncSql} end if;
      return null;
    end $$`);
  await run(`drop trigger if exists reviews_ratings on reviews`);
  await run(`create trigger reviews_ratings after insert or update or delete on reviews
    for each row execute function reviews_ratings()`);
  await run(`create or replace function review_services_ratings() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and OLD.rating is not distinct from NEW.rating
        and OLD.is_visible is not distinct from NEW.is_visible
        and OLD.service_id is not distinct from NEW.service_id then return null; end if;
      if tg_op in ('UPDATE', 'DELETE') then ${serviceDeltaSql("OLD", -1)} end if;
      if tg_op in ('UPDATE', 'INSERT') then ${serviceDeltaSql("NEW", 1)} end if;
      return null;
    end $$`);
  await run(`drop trigger if exists review_services_ratings on review_services`);
  await run(`create trigger review_services_ratings after insert or update or delete on review_services
    for each row execute function review_services_ratings()`);
}

/**
 * Refills every rating aggregate from the rows (visible reviews only): partners' sum, count, average and
 * distribution, services' sum, count and average (through review_services).
 */
export async function recomputeRatings(db: QueryExecutorProvider) {
  const visible = (k?: number) =>
    sql.raw(
      `from reviews rv where rv.partner_id = partners.id and rv.is_visible = 1${k ? ` and rv.rating = ${k}` : ""}`,
    );
  await sql`update partners set
      rating_count = (select count(*) ${visible()}),
      rating_sum = coalesce((select sum(rv.rating) ${visible()}), 0),
      rating_1 = (select count(*) ${visible(1)}), rating_2 = (select count(*) ${visible(2)}),
      rating_3 = (select count(*) ${visible(3)}), rating_4 = (select count(*) ${visible(4)}),
      rating_5 = (select count(*) ${visible(5)})`.execute(db);
  await sql`update services set
      rating_count = (select count(*) from review_services rs where rs.service_id = services.id and rs.is_visible = 1),
      rating_sum = coalesce((select sum(rs.rating) from review_services rs
        where rs.service_id = services.id and rs.is_visible = 1), 0)`.execute(db);
  for (const table of ["partners", "services"])
    await sql`update ${sql.table(table)} set average_rating = case when rating_count > 0
      then round(rating_sum * 1.0 / rating_count, 2) else 0 end`.execute(db);
}

export const migration021Reviews: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    await db.schema
      .alterTable("reviews")
      .addColumn("booking_id", "integer", (c) => c.references("bookings.id").onDelete("set null"))
      .execute();
    for (const column of ["technician_id", "technician_rating", "partner_replied_by"])
      await db.schema.alterTable("reviews").addColumn(column, "integer").execute();
    for (const column of ["partner_reply", "partner_replied_at"])
      await db.schema.alterTable("reviews").addColumn(column, "text").execute();
    await db.schema
      .createIndex("reviews_booking_unique")
      .ifNotExists()
      .unique()
      .on("reviews")
      .column("booking_id")
      .execute();
    const index = (name: string, on: string, columns: string[]) =>
      db.schema.createIndex(name).ifNotExists().on(on).columns(columns).execute();
    // the partner's list: newest first, by stars, replied or not
    await index("reviews_partner_id_idx", "reviews", ["partner_id", "id"]);
    await index("reviews_partner_rating_idx", "reviews", ["partner_id", "rating", "id"]);
    await index("reviews_partner_replied_idx", "reviews", ["partner_id", "partner_replied_at", "id"]);

    await db.schema
      .createTable("review_services")
      .ifNotExists()
      .addColumn("review_id", "integer", (c) => c.notNull().references("reviews.id").onDelete("cascade"))
      .addColumn("service_id", "integer", (c) => c.notNull().references("services.id").onDelete("cascade"))
      .addColumn("rating", "integer", (c) => c.notNull())
      .addColumn("is_visible", "integer", (c) => c.notNull().defaultTo(1))
      .addPrimaryKeyConstraint("review_services_pk", ["review_id", "service_id"])
      .execute();
    await index("review_services_service_idx", "review_services", ["service_id", "is_visible", "review_id"]);

    for (const column of ["rating_sum", ...STARS.map((k) => `rating_${k}`)])
      await db.schema
        .alterTable("partners")
        .addColumn(column, "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    await db.schema
      .alterTable("services")
      .addColumn("rating_sum", "integer", (c) => c.notNull().defaultTo(0))
      .execute();

    await sql`insert into review_services (review_id, service_id, rating, is_visible)
      select id, service_id, rating, is_visible from reviews where service_id is not null`.execute(db);
    await recomputeRatings(db);
    if (driver === "postgres") await postgresTriggers(db);
    else await sqliteTriggers(db);
    // the storefront's service reviews read review_services: its writes move the catalog version too
    await createCatalogTriggers(db, driver, ["review_services"]);
  },
  async down(db: Kysely<unknown>, driver: DbDriver) {
    await dropCatalogTriggers(db, driver, ["review_services"]);
    if (driver === "postgres") {
      await sql`drop trigger if exists reviews_ratings on reviews`.execute(db);
      await sql`drop function if exists reviews_ratings()`.execute(db);
    } else {
      for (const name of [
        "reviews_ratings_insert",
        "reviews_ratings_update",
        "reviews_ratings_delete",
        "review_services_ratings_insert",
        "review_services_ratings_update",
        "review_services_ratings_delete",
      ])
        await sql.raw(`drop trigger if exists ${name}`).execute(db);
    }
    await db.schema.dropTable("review_services").ifExists().execute();
    for (const column of ["rating_sum", ...STARS.map((k) => `rating_${k}`)])
      await db.schema.alterTable("partners").dropColumn(column).execute();
    await db.schema.alterTable("services").dropColumn("rating_sum").execute();
    for (const name of [
      "reviews_partner_replied_idx",
      "reviews_partner_rating_idx",
      "reviews_partner_id_idx",
      "reviews_booking_unique",
    ])
      await db.schema.dropIndex(name).ifExists().execute();
    for (const column of [
      "partner_replied_at",
      "partner_reply",
      "partner_replied_by",
      "technician_rating",
      "technician_id",
      "booking_id",
    ])
      await db.schema.alterTable("reviews").dropColumn(column).execute();
  },
};

declare module "../database.js" {
  interface ReviewsTable {
    /** 021: the booking this review rates (unique: once per booking); null for reviews from before bookings. */
    booking_id?: number | null;
    /** 021: the technician who did the job, and the customer's 1-5 rating of them (optional). */
    technician_id?: number | null;
    technician_rating?: number | null;
    /** 021: the partner's own reply (the `reply*` columns are Khidma's moderator reply). */
    partner_reply?: string | null;
    partner_replied_at?: string | null;
    partner_replied_by?: number | null;
  }
  interface ReviewServicesTable {
    review_id: number;
    service_id: number;
    /** The review's rating and visibility (kept in step by a trigger on reviews). */
    rating: number;
    is_visible: Generated<number>;
  }
  interface PartnersTable {
    /** 021: sum of the visible reviews' ratings, and how many have each star (kept by triggers). */
    rating_sum: Generated<number>;
    rating_1: Generated<number>;
    rating_2: Generated<number>;
    rating_3: Generated<number>;
    rating_4: Generated<number>;
    rating_5: Generated<number>;
  }
  interface ServicesTable {
    /** 021: sum of the visible reviews' ratings over review_services (kept by triggers). */
    rating_sum: Generated<number>;
  }
  interface DB {
    review_services: ReviewServicesTable;
  }
}
