import { type Kysely, sql } from "kysely";
import type { DbDriver } from "../../config.js";
import { type AppMigration, withId } from "./helpers.js";

/** Keys of the Islamic holidays (tentative while in the future), by their English name in the old table. */
const KEYS: Record<string, string> = {
  "new year's day": "new-year",
  "eid al fitr": "eid-al-fitr",
  "arafat day": "arafat-day",
  "eid al adha": "eid-al-adha",
  "islamic new year": "islamic-new-year",
  "prophet muhammad's birthday": "prophet-birthday",
  "commemoration day": "commemoration-day",
  "eid al etihad": "eid-al-etihad",
};
const ISLAMIC = new Set(["eid-al-fitr", "arafat-day", "eid-al-adha", "islamic-new-year", "prophet-birthday"]);

const slug = (name: string) =>
  KEYS[name.trim().toLowerCase()] ??
  (name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "") ||
    "holiday");

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

interface OldRow {
  partner_id: number | null;
  date: string;
  name_en: string;
  name_ar: string;
}

/** Consecutive days of one partner (or of the public calendar) with the same name become one range. */
function ranges(rows: OldRow[]) {
  const out: Array<OldRow & { end_date: string }> = [];
  for (const r of rows) {
    const last = out[out.length - 1];
    if (last && last.partner_id === r.partner_id && last.name_en === r.name_en && nextDay(last.end_date) === r.date)
      last.end_date = r.date;
    else out.push({ ...r, end_date: r.date });
  }
  return out;
}

/**
 * Schedule data (issue 15):
 * - `bookings.fee_waived_reason`: set when the partner closes on an appointment's day (a holiday added or moved
 *   over it, e.g. `holiday:12`); the customer may then reschedule or cancel it free of charge;
 * - the old one-day `partner_holidays` rows become ranges: public ones (partner_id null) go to `public_holidays`
 *   (consecutive days of one name become one range; future Islamic ones stay tentative), a partner's own to
 *   `partner_holiday_ranges`; then `partner_holidays` is dropped.
 */
export const migration018ScheduleData: AppMigration = {
  async up(db: Kysely<unknown>, _driver: DbDriver) {
    await db.schema.alterTable("bookings").addColumn("fee_waived_reason", "text").execute();

    const old = await sql<OldRow>`select partner_id, date, name_en, name_ar from partner_holidays
      order by coalesce(partner_id, 0), name_en, date`.execute(db);
    const at = new Date().toISOString();
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    for (const r of ranges(old.rows)) {
      if (r.partner_id === null) {
        const key = slug(r.name_en);
        const exists = await sql`select id from public_holidays where key = ${key} and start_date = ${r.date}`.execute(
          db,
        );
        if (exists.rows.length) continue;
        const tentative = ISLAMIC.has(key) && r.date > today ? 1 : 0;
        await sql`insert into public_holidays (key, start_date, end_date, name_en, name_ar, is_tentative, created_at, updated_at)
          values (${key}, ${r.date}, ${r.end_date}, ${r.name_en}, ${r.name_ar}, ${tentative}, ${at}, ${at})`.execute(
          db,
        );
      } else {
        await sql`insert into partner_holiday_ranges (partner_id, start_date, end_date, title_en, title_ar, created_at, updated_at)
          values (${r.partner_id}, ${r.date}, ${r.end_date}, ${r.name_en}, ${r.name_ar}, ${at}, ${at})`.execute(db);
      }
    }
    // nobody reads it any more: the slot engine and the admin availability read the ranges and public_holidays
    await db.schema.dropIndex("partner_holidays_date").ifExists().execute();
    await db.schema.dropTable("partner_holidays").execute();
  },
  /** Brings back an empty `partner_holidays` (006's shape), so 006's down still finds it. */
  async down(db: Kysely<unknown>, driver: DbDriver) {
    await withId(db.schema.createTable("partner_holidays").ifNotExists(), driver)
      .addColumn("partner_id", "integer", (c) => c.references("partners.id").onDelete("cascade"))
      .addColumn("date", "text", (c) => c.notNull())
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("name_ar", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("partner_holidays_date").ifNotExists().on("partner_holidays").column("date").execute();
    await db.schema.alterTable("bookings").dropColumn("fee_waived_reason").execute();
  },
};
