import { type Kysely, sql } from "kysely";
import type { DbDriver } from "../../config.js";
import type { AppMigration } from "./helpers.js";

/**
 * Package visits (issue 16): a customer books the visits of a bought package as bookings of the package's partner.
 * - `packages.unused_visits`: what happens to a visit not used by the end of its month, `lost` (default: a monthly
 *   allowance, as the package is sold "N visits a month") or `carry_over` (added to the next month, until the
 *   package ends);
 * - `package_subscriptions.unused_visits`: that rule as it was when the package was bought (null: the package's);
 * - `bookings.visit_month`: the month of the subscription (0 = the first) a visit counts against: the per-month
 *   usage record is the subscription's bookings by month, so it can never drift from them;
 * - `package_subscriptions.visits_used` is kept equal to the subscription's visits that still count (every status
 *   but cancelled and declined) by a trigger on the bookings it links, whichever module cancels or declines one;
 *   booking a visit raises it first with a conditional update (`visits_used < cap`), which is what serializes
 *   two requests for the last visit.
 */

/** Statuses of a visit that give it back to its month. */
export const RELEASED_VISIT_STATUSES = ["cancelled", "declined"] as const;

const released = RELEASED_VISIT_STATUSES.map((s) => `'${s}'`).join(", ");
const recount = (r: "NEW" | "OLD") => `update package_subscriptions set visits_used = (select count(*) from bookings b
    where b.subscription_id = ${r}.subscription_id and b.status not in (${released}))
    where id = ${r}.subscription_id;`;

export const migration022PackageVisits: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    await db.schema
      .alterTable("packages")
      .addColumn("unused_visits", "text", (c) => c.notNull().defaultTo("lost"))
      .execute();
    await db.schema.alterTable("package_subscriptions").addColumn("unused_visits", "text").execute();
    await sql`update package_subscriptions set unused_visits = (select p.unused_visits from packages p
      where p.id = package_subscriptions.package_id)`.execute(db);
    await db.schema.alterTable("bookings").addColumn("visit_month", "integer").execute();
    await db.schema
      .createIndex("bookings_subscription_month")
      .ifNotExists()
      .on("bookings")
      .columns(["subscription_id", "visit_month", "status"])
      .execute();
    await db.schema
      .createIndex("package_subscriptions_user_status")
      .ifNotExists()
      .on("package_subscriptions")
      .columns(["user_id", "status", "id"])
      .execute();

    const run = (text: string) => sql.raw(text).execute(db);
    if (driver === "postgres") {
      await run(`create or replace function bookings_visits_used() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') and OLD.subscription_id is not null then ${recount("OLD")} end if;
          if tg_op in ('UPDATE', 'INSERT') and NEW.subscription_id is not null
            and (tg_op = 'INSERT' or OLD.subscription_id is distinct from NEW.subscription_id) then
            ${recount("NEW")}
          end if;
          return null;
        end $$`);
      await run(`drop trigger if exists bookings_visits_used on bookings`);
      await run(`create trigger bookings_visits_used after insert or delete or update of status, subscription_id
        on bookings for each row execute function bookings_visits_used()`);
    } else {
      await run(`create trigger if not exists bookings_visits_used_insert after insert on bookings
        when NEW.subscription_id is not null begin ${recount("NEW")} end`);
      await run(`create trigger if not exists bookings_visits_used_update after update of status, subscription_id
        on bookings when OLD.subscription_id is not null or NEW.subscription_id is not null begin
        ${recount("OLD")} ${recount("NEW")} end`);
      await run(`create trigger if not exists bookings_visits_used_delete after delete on bookings
        when OLD.subscription_id is not null begin ${recount("OLD")} end`);
    }
    // visits booked before this migration (none in the product; rows written by hand) count as well
    await sql`update package_subscriptions set visits_used = (select count(*) from bookings b
      where b.subscription_id = package_subscriptions.id and b.status not in (${sql.raw(released)}))
      where exists (select 1 from bookings b where b.subscription_id = package_subscriptions.id)`.execute(db);
  },
  async down(db: Kysely<unknown>, driver: DbDriver) {
    const run = (text: string) => sql.raw(text).execute(db);
    if (driver === "postgres") {
      await run(`drop trigger if exists bookings_visits_used on bookings`);
      await run(`drop function if exists bookings_visits_used()`);
    } else {
      for (const t of ["insert", "update", "delete"]) await run(`drop trigger if exists bookings_visits_used_${t}`);
    }
    await db.schema.dropIndex("package_subscriptions_user_status").ifExists().execute();
    await db.schema.dropIndex("bookings_subscription_month").ifExists().execute();
    await db.schema.alterTable("bookings").dropColumn("visit_month").execute();
    await db.schema.alterTable("package_subscriptions").dropColumn("unused_visits").execute();
    await db.schema.alterTable("packages").dropColumn("unused_visits").execute();
  },
};
