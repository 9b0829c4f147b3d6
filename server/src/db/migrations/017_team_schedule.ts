import type { Kysely } from "kysely";
import type { DbDriver } from "../../config.js";
import { type AppMigration, withId } from "./helpers.js";

/**
 * Partner team and week (issue 15), the tables both halves share:
 * - `technician_profiles`: a team user who holds the Technician role of a partner, with a calendar colour, an active
 *   flag and the languages spoken (JSON array of language codes, e.g. `["en","ar","hi"]`);
 * - `technician_skills`: the services (service_id) or whole categories (category_id) a technician can do; a
 *   technician with no rows can do everything their partner offers;
 * - `partner_working_hours.breaks`: JSON array `[{starts_at, ends_at}]` ("HH:mm", Asia/Dubai) inside opening hours;
 * - `technician_working_hours`: a technician's own week (rows present: they replace the partner's week for that
 *   technician; no rows: the partner's week);
 * - `partner_holiday_ranges` (+ `partner_holiday_technicians`): a partner's holidays as inclusive date ranges, for the
 *   whole company (no technician rows) or chosen technicians (days off);
 * - `public_holidays`: the UAE public holiday calendar the admin maintains (`key` names the holiday across years,
 *   e.g. `eid-al-fitr`; Islamic ones stay `is_tentative` until confirmed after the moon sighting);
 * - `partners.public_holiday_keys`: null = closed on every UAE public holiday (the default), otherwise a JSON array of
 *   the keys the partner closes on (`[]`: open on all of them).
 */
export const migration017TeamSchedule: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    const table = (name: string) => withId(db.schema.createTable(name).ifNotExists(), driver);
    const index = (name: string, on: string, columns: string[], unique = false) => {
      const b = db.schema.createIndex(name).ifNotExists().on(on).columns(columns);
      return (unique ? b.unique() : b).execute();
    };

    await db.schema
      .createTable("technician_profiles")
      .ifNotExists()
      .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
      .addColumn("partner_id", "integer", (c) => c.notNull().references("partners.id").onDelete("cascade"))
      .addColumn("colour", "text", (c) => c.notNull().defaultTo("#1677ff"))
      .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("languages", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await index("technician_profiles_partner", "technician_profiles", ["partner_id", "user_id"]);

    await table("technician_skills")
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("service_id", "integer", (c) => c.references("services.id").onDelete("cascade"))
      .addColumn("category_id", "integer", (c) => c.references("categories.id").onDelete("cascade"))
      .execute();
    await index("technician_skills_user", "technician_skills", ["user_id"]);

    await db.schema
      .alterTable("partner_working_hours")
      .addColumn("breaks", "text", (c) => c.notNull().defaultTo("[]"))
      .execute();

    await table("technician_working_hours")
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("weekday", "integer", (c) => c.notNull())
      .addColumn("is_closed", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("opens_at", "text", (c) => c.notNull())
      .addColumn("closes_at", "text", (c) => c.notNull())
      .addColumn("breaks", "text", (c) => c.notNull().defaultTo("[]"))
      .execute();
    await index("technician_working_hours_uw", "technician_working_hours", ["user_id", "weekday"], true);

    await table("partner_holiday_ranges")
      .addColumn("partner_id", "integer", (c) => c.notNull().references("partners.id").onDelete("cascade"))
      .addColumn("start_date", "text", (c) => c.notNull()) // YYYY-MM-DD, Asia/Dubai, inclusive
      .addColumn("end_date", "text", (c) => c.notNull()) // inclusive
      .addColumn("title_en", "text", (c) => c.notNull())
      .addColumn("title_ar", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await index("partner_holiday_ranges_pe", "partner_holiday_ranges", ["partner_id", "end_date", "start_date"]);

    await db.schema
      .createTable("partner_holiday_technicians")
      .ifNotExists()
      .addColumn("holiday_id", "integer", (c) =>
        c.notNull().references("partner_holiday_ranges.id").onDelete("cascade"),
      )
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .execute();
    await index("partner_holiday_technicians_hu", "partner_holiday_technicians", ["holiday_id", "user_id"], true);
    await index("partner_holiday_technicians_u", "partner_holiday_technicians", ["user_id"]);

    await table("public_holidays")
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("start_date", "text", (c) => c.notNull())
      .addColumn("end_date", "text", (c) => c.notNull())
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("name_ar", "text", (c) => c.notNull())
      .addColumn("is_tentative", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await index("public_holidays_dates", "public_holidays", ["end_date", "start_date"]);

    await db.schema.alterTable("partners").addColumn("public_holiday_keys", "text").execute();
  },
};
