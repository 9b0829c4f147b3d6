import { type Kysely, sql } from "kysely";
import type { DbDriver } from "../../config.js";
import type { AppMigration } from "./helpers.js";

/**
 * Admin and partner lists at 100,000 rows (issue 14):
 * - Counters kept current on write by triggers (same statement, same transaction as the write, whichever module
 *   writes), so the status tabs of the appointments list and the dashboards add up a few hundred rows instead of
 *   scanning bookings and orders on each call. Days are Asia/Dubai calendar days (UTC+4), like the screens:
 *   - `booking_status_totals` (partner, status, payment status): bookings of every date;
 *   - `booking_slot_counts` (partner, Dubai day of `scheduled_at`, status, payment status): the list's date filter;
 *   - `booking_created_counts` (Dubai day of `created_at`, status): the admin dashboard's bookings and series;
 *   - `order_paid_days` (Dubai day of `paid_at`, partner (0: none), kind): count, total and VAT of paid orders;
 *   - `booking_category_days` (Dubai day of the booking's `created_at`, category): bookings with at least one item
 *     of a service in that category (the dashboard's top categories);
 *   - `package_sales_days` (Dubai day of the paid order's `paid_at`, package): package subscriptions whose order is
 *     paid, and the sum of those orders' totals (the dashboard's top packages).
 *   Rare writes that move many rows at once (a service changing category, a booking item or a booking's creation
 *   time rewritten) recompute `booking_category_days` whole.
 *   A row whose count falls to 0 stays (0 adds nothing; readers skip it). `recomputeListCounters` refills them all
 *   from the base tables (the backfill here, and the end of the volume seed).
 * - Booking number search that uses an index: SQLite FTS5 with the trigram tokenizer (`LIKE '%x%'` on an external
 *   content table over `bookings`); PostgreSQL pg_trgm (GIN on `lower(number)`) when the extension can be created.
 * - Indexes for the filters and sorts the admin lists offer (each ending with the id tie-breaker).
 */

const COUNTER_TABLES = [
  "booking_status_totals",
  "booking_slot_counts",
  "booking_created_counts",
  "order_paid_days",
  "booking_category_days",
  "package_sales_days",
];

/** SQL text: the Dubai calendar day (`YYYY-MM-DD`) of an ISO-8601 UTC text expression. */
export const dubaiDaySql = (driver: DbDriver, expr: string) =>
  driver === "postgres"
    ? `to_char((${expr})::timestamptz at time zone 'Asia/Dubai', 'YYYY-MM-DD')`
    : `date(${expr}, '+4 hours')`;

/** Empties the counter tables and refills them from bookings and orders (exact; one GROUP BY per table). */
export async function recomputeListCounters(db: Kysely<unknown>, driver: DbDriver) {
  for (const t of COUNTER_TABLES) await sql`delete from ${sql.table(t)}`.execute(db);
  const slotDay = dubaiDaySql(driver, "scheduled_at");
  const createdDay = dubaiDaySql(driver, "created_at");
  const paidDay = dubaiDaySql(driver, "paid_at");
  await sql`insert into booking_status_totals (partner_id, status, payment_status, n)
    select partner_id, status, payment_status, count(*) from bookings
    group by partner_id, status, payment_status`.execute(db);
  await sql`insert into booking_slot_counts (partner_id, day, status, payment_status, n)
    select partner_id, ${sql.raw(slotDay)}, status, payment_status, count(*) from bookings
    group by partner_id, ${sql.raw(slotDay)}, status, payment_status`.execute(db);
  await sql`insert into booking_created_counts (day, status, n)
    select ${sql.raw(createdDay)}, status, count(*) from bookings
    group by ${sql.raw(createdDay)}, status`.execute(db);
  await sql`insert into order_paid_days (day, partner_id, kind, n, total_fils, vat_fils)
    select ${sql.raw(paidDay)}, coalesce(partner_id, 0), kind, count(*), sum(total_fils), sum(vat_fils) from orders
    where status = 'paid' and paid_at is not null
    group by ${sql.raw(paidDay)}, coalesce(partner_id, 0), kind`.execute(db);
  await sql.raw(categoryInsertSql(driver)).execute(db);
  await sql`insert into package_sales_days (day, package_id, n, total_fils)
    select ${sql.raw(dubaiDaySql(driver, "o.paid_at"))}, ps.package_id, count(*), sum(o.total_fils)
    from package_subscriptions ps join orders o on o.id = ps.order_id
    where o.status = 'paid' and o.paid_at is not null
    group by ${sql.raw(dubaiDaySql(driver, "o.paid_at"))}, ps.package_id`.execute(db);
}

/** Fills `booking_category_days` (distinct bookings per creation day and category of their items' services). */
const categoryInsertSql = (driver: DbDriver) => `insert into booking_category_days (day, category_id, n)
      select x.day, x.category_id, count(*) from (select distinct b.id, ${dubaiDaySql(driver, "b.created_at")} as day,
        s.category_id from bookings b join booking_items bi on bi.booking_id = b.id
        join services s on s.id = bi.service_id) x
      group by x.day, x.category_id`;
/** Refills `booking_category_days` whole (statements for a trigger body). */
const categoryRecomputeSql = (driver: DbDriver) => `delete from booking_category_days; ${categoryInsertSql(driver)};`;

/** Category counter upsert/decrement of one booking item row (`r` = NEW: added, OLD: removed). */
function itemCategorySql(driver: DbDriver, r: "NEW" | "OLD") {
  if (r === "NEW")
    return `insert into booking_category_days (day, category_id, n)
      select ${dubaiDaySql(driver, "b.created_at")}, s.category_id, 1 from bookings b, services s
      where b.id = NEW.booking_id and s.id = NEW.service_id and not exists (select 1 from booking_items bi
        join services s2 on s2.id = bi.service_id
        where bi.booking_id = NEW.booking_id and bi.id <> NEW.id and s2.category_id = s.category_id)
      on conflict (day, category_id) do update set n = booking_category_days.n + 1;`;
  return `update booking_category_days set n = n - 1
      where day = (select ${dubaiDaySql(driver, "b.created_at")} from bookings b where b.id = OLD.booking_id)
        and category_id = (select s.category_id from services s where s.id = OLD.service_id)
        and not exists (select 1 from booking_items bi join services s2 on s2.id = bi.service_id
          where bi.booking_id = OLD.booking_id
            and s2.category_id = (select s.category_id from services s where s.id = OLD.service_id));`;
}

/** Before a booking goes: its categories stop counting (its items then find no booking and change nothing). */
const bookingGoneCategorySql = (driver: DbDriver) => `update booking_category_days set n = n - 1
    where day = ${dubaiDaySql(driver, "OLD.created_at")} and category_id in (select distinct s.category_id
      from booking_items bi join services s on s.id = bi.service_id where bi.booking_id = OLD.id);`;

/** Package sales of one subscription row (`r` = NEW: added, OLD: removed), when its order is paid. */
function subscriptionSalesSql(driver: DbDriver, r: "NEW" | "OLD") {
  if (r === "NEW")
    return `insert into package_sales_days (day, package_id, n, total_fils)
      select ${dubaiDaySql(driver, "o.paid_at")}, NEW.package_id, 1, o.total_fils from orders o
      where o.id = NEW.order_id and o.status = 'paid' and o.paid_at is not null
      on conflict (day, package_id) do update set n = package_sales_days.n + 1,
        total_fils = package_sales_days.total_fils + excluded.total_fils;`;
  return `update package_sales_days set n = n - 1,
      total_fils = total_fils - (select o.total_fils from orders o where o.id = OLD.order_id)
      where package_id = OLD.package_id and day = (select ${dubaiDaySql(driver, "o.paid_at")} from orders o
        where o.id = OLD.order_id and o.status = 'paid' and o.paid_at is not null);`;
}

/** Package sales of the subscriptions of one order row (`r`), adding `d` (1 or -1); only for a paid row. */
function orderSalesSql(driver: DbDriver, r: "NEW" | "OLD", d: 1 | -1) {
  if (d === 1)
    return `insert into package_sales_days (day, package_id, n, total_fils)
      select ${dubaiDaySql(driver, "NEW.paid_at")}, ps.package_id, 1, NEW.total_fils from package_subscriptions ps
      where ps.order_id = NEW.id
      on conflict (day, package_id) do update set n = package_sales_days.n + 1,
        total_fils = package_sales_days.total_fils + excluded.total_fils;`;
  return `update package_sales_days set
      n = n - (select count(*) from package_subscriptions ps where ps.order_id = ${r}.id
        and ps.package_id = package_sales_days.package_id),
      total_fils = total_fils - ${r}.total_fils * (select count(*) from package_subscriptions ps
        where ps.order_id = ${r}.id and ps.package_id = package_sales_days.package_id)
      where day = ${dubaiDaySql(driver, `${r}.paid_at`)}
        and package_id in (select ps.package_id from package_subscriptions ps where ps.order_id = ${r}.id);`;
}

/** The counter upserts of one booking row (`r` = NEW or OLD), adding `d` (1 or -1). */
function bookingCounterSql(driver: DbDriver, r: "NEW" | "OLD", d: 1 | -1) {
  const slotDay = dubaiDaySql(driver, `${r}.scheduled_at`);
  const createdDay = dubaiDaySql(driver, `${r}.created_at`);
  return `
    insert into booking_status_totals (partner_id, status, payment_status, n)
      values (${r}.partner_id, ${r}.status, ${r}.payment_status, ${d})
      on conflict (partner_id, status, payment_status) do update set n = booking_status_totals.n + ${d};
    insert into booking_slot_counts (partner_id, day, status, payment_status, n)
      values (${r}.partner_id, ${slotDay}, ${r}.status, ${r}.payment_status, ${d})
      on conflict (partner_id, day, status, payment_status) do update set n = booking_slot_counts.n + ${d};
    insert into booking_created_counts (day, status, n)
      values (${createdDay}, ${r}.status, ${d})
      on conflict (day, status) do update set n = booking_created_counts.n + ${d};`;
}

/** The counter upsert of one paid order row (`r` = NEW or OLD), adding `d` (1 or -1) times its figures. */
function orderCounterSql(driver: DbDriver, r: "NEW" | "OLD", d: 1 | -1) {
  const paidDay = dubaiDaySql(driver, `${r}.paid_at`);
  return `
    insert into order_paid_days (day, partner_id, kind, n, total_fils, vat_fils)
      values (${paidDay}, coalesce(${r}.partner_id, 0), ${r}.kind, ${d}, ${d} * ${r}.total_fils, ${d} * ${r}.vat_fils)
      on conflict (day, partner_id, kind) do update set n = order_paid_days.n + ${d},
        total_fils = order_paid_days.total_fils + ${d} * ${r}.total_fils,
        vat_fils = order_paid_days.vat_fils + ${d} * ${r}.vat_fils;`;
}

const BOOKING_COLUMNS = ["partner_id", "scheduled_at", "status", "payment_status", "created_at"];
const ORDER_COLUMNS = ["status", "paid_at", "partner_id", "kind", "total_fils", "vat_fils"];
const changed = (columns: string[]) => columns.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(" OR ");
const changedSqlite = (columns: string[]) => columns.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(" OR ");
const paid = (r: "NEW" | "OLD") => `${r}.status = 'paid' AND ${r}.paid_at IS NOT NULL`;

async function sqliteTriggers(db: Kysely<unknown>) {
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`create trigger if not exists bookings_counters_insert after insert on bookings begin
    ${bookingCounterSql("sqlite", "NEW", 1)} end`);
  await run(`create trigger if not exists bookings_counters_update after update on bookings
    when ${changedSqlite(BOOKING_COLUMNS)} begin
    ${bookingCounterSql("sqlite", "OLD", -1)} ${bookingCounterSql("sqlite", "NEW", 1)} end`);
  await run(`create trigger if not exists bookings_counters_delete after delete on bookings begin
    ${bookingCounterSql("sqlite", "OLD", -1)} end`);
  await run(`create trigger if not exists orders_counters_insert after insert on orders when ${paid("NEW")} begin
    ${orderCounterSql("sqlite", "NEW", 1)} end`);
  await run(`create trigger if not exists orders_counters_update_old after update on orders
    when (${changedSqlite(ORDER_COLUMNS)}) AND ${paid("OLD")} begin ${orderCounterSql("sqlite", "OLD", -1)}
    ${orderSalesSql("sqlite", "OLD", -1)} end`);
  await run(`create trigger if not exists orders_counters_update_new after update on orders
    when (${changedSqlite(ORDER_COLUMNS)}) AND ${paid("NEW")} begin ${orderCounterSql("sqlite", "NEW", 1)}
    ${orderSalesSql("sqlite", "NEW", 1)} end`);
  await run(`create trigger if not exists orders_counters_delete after delete on orders when ${paid("OLD")} begin
    ${orderCounterSql("sqlite", "OLD", -1)} ${orderSalesSql("sqlite", "OLD", -1)} end`);
  // top categories and packages of the dashboard
  await run(`create trigger if not exists booking_items_categories_insert after insert on booking_items begin
    ${itemCategorySql("sqlite", "NEW")} end`);
  await run(`create trigger if not exists booking_items_categories_delete after delete on booking_items begin
    ${itemCategorySql("sqlite", "OLD")} end`);
  await run(`create trigger if not exists booking_items_categories_update after update of booking_id, service_id
    on booking_items begin ${categoryRecomputeSql("sqlite")} end`);
  await run(`create trigger if not exists services_categories_update after update of category_id on services
    when OLD.category_id IS NOT NEW.category_id begin ${categoryRecomputeSql("sqlite")} end`);
  await run(`create trigger if not exists bookings_categories_created after update of created_at on bookings
    when OLD.created_at IS NOT NEW.created_at begin ${categoryRecomputeSql("sqlite")} end`);
  await run(`create trigger if not exists bookings_categories_delete before delete on bookings begin
    ${bookingGoneCategorySql("sqlite")} end`);
  await run(`create trigger if not exists package_subscriptions_sales_insert after insert on package_subscriptions
    begin ${subscriptionSalesSql("sqlite", "NEW")} end`);
  await run(`create trigger if not exists package_subscriptions_sales_delete after delete on package_subscriptions
    begin ${subscriptionSalesSql("sqlite", "OLD")} end`);
  await run(`create trigger if not exists package_subscriptions_sales_update after update of order_id, package_id
    on package_subscriptions begin ${subscriptionSalesSql("sqlite", "OLD")} ${subscriptionSalesSql("sqlite", "NEW")} end`);

  // Booking number search: FTS5 trigram index over bookings.number (external content, kept by triggers).
  await run(`create virtual table if not exists bookings_number_fts using fts5(number, content='bookings',
    content_rowid='id', tokenize='trigram')`);
  await run(`create trigger if not exists bookings_fts_insert after insert on bookings begin
    insert into bookings_number_fts (rowid, number) values (NEW.id, NEW.number); end`);
  await run(`create trigger if not exists bookings_fts_delete after delete on bookings begin
    insert into bookings_number_fts (bookings_number_fts, rowid, number) values ('delete', OLD.id, OLD.number); end`);
  await run(`create trigger if not exists bookings_fts_update after update of number on bookings begin
    insert into bookings_number_fts (bookings_number_fts, rowid, number) values ('delete', OLD.id, OLD.number);
    insert into bookings_number_fts (rowid, number) values (NEW.id, NEW.number); end`);
  await run(`insert into bookings_number_fts (bookings_number_fts) values ('rebuild')`);
}

async function postgresTriggers(db: Kysely<unknown>) {
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`create or replace function bookings_counters() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and not (${changed(BOOKING_COLUMNS)}) then return null; end if;
      if tg_op in ('UPDATE', 'DELETE') then ${bookingCounterSql("postgres", "OLD", -1)} end if;
      if tg_op in ('UPDATE', 'INSERT') then ${bookingCounterSql("postgres", "NEW", 1)} end if;
      return null;
    end $$`);
  await run(`drop trigger if exists bookings_counters on bookings`);
  await run(`create trigger bookings_counters after insert or update or delete on bookings
    for each row execute function bookings_counters()`);
  await run(`create or replace function orders_counters() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and not (${changed(ORDER_COLUMNS)}) then return null; end if;
      if tg_op in ('UPDATE', 'DELETE') and ${paid("OLD")} then ${orderCounterSql("postgres", "OLD", -1)}
        ${orderSalesSql("postgres", "OLD", -1)} end if;
      if tg_op in ('UPDATE', 'INSERT') and ${paid("NEW")} then ${orderCounterSql("postgres", "NEW", 1)}
        ${orderSalesSql("postgres", "NEW", 1)} end if;
      return null;
    end $$`);
  await run(`drop trigger if exists orders_counters on orders`);
  await run(`create trigger orders_counters after insert or update or delete on orders
    for each row execute function orders_counters()`);
  // top categories and packages of the dashboard
  await run(`create or replace function booking_items_categories() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        if OLD.booking_id is distinct from NEW.booking_id or OLD.service_id is distinct from NEW.service_id then
          ${categoryRecomputeSql("postgres")}
        end if;
        return null;
      end if;
      if tg_op = 'INSERT' then ${itemCategorySql("postgres", "NEW")} end if;
      if tg_op = 'DELETE' then ${itemCategorySql("postgres", "OLD")} end if;
      return null;
    end $$`);
  await run(`drop trigger if exists booking_items_categories on booking_items`);
  await run(`create trigger booking_items_categories after insert or update or delete on booking_items
    for each row execute function booking_items_categories()`);
  await run(`create or replace function categories_recompute() returns trigger language plpgsql as $$
    begin ${categoryRecomputeSql("postgres")} return null; end $$`);
  await run(`drop trigger if exists services_categories on services`);
  await run(`create trigger services_categories after update of category_id on services for each row
    when (OLD.category_id is distinct from NEW.category_id) execute function categories_recompute()`);
  await run(`drop trigger if exists bookings_categories_created on bookings`);
  await run(`create trigger bookings_categories_created after update of created_at on bookings for each row
    when (OLD.created_at is distinct from NEW.created_at) execute function categories_recompute()`);
  await run(`create or replace function bookings_categories_gone() returns trigger language plpgsql as $$
    begin ${bookingGoneCategorySql("postgres")} return OLD; end $$`);
  await run(`drop trigger if exists bookings_categories_delete on bookings`);
  await run(`create trigger bookings_categories_delete before delete on bookings for each row
    execute function bookings_categories_gone()`);
  await run(`create or replace function package_subscriptions_sales() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and OLD.order_id = NEW.order_id and OLD.package_id = NEW.package_id then
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then ${subscriptionSalesSql("postgres", "OLD")} end if;
      if tg_op in ('UPDATE', 'INSERT') then ${subscriptionSalesSql("postgres", "NEW")} end if;
      return null;
    end $$`);
  await run(`drop trigger if exists package_subscriptions_sales on package_subscriptions`);
  await run(`create trigger package_subscriptions_sales after insert or update or delete on package_subscriptions
    for each row execute function package_subscriptions_sales()`);

  // Booking number search: pg_trgm when this server has it and lets us create it (else LIKE scans, still exact).
  const available = await sql<{ n: number }>`select count(*)::int as n from pg_available_extensions
    where name = 'pg_trgm'`.execute(db);
  if ((available.rows[0]?.n ?? 0) > 0) {
    await run(`create extension if not exists pg_trgm`);
    await run(`create index if not exists bookings_number_trgm on bookings using gin (lower(number) gin_trgm_ops)`);
  }
}

export const migration016AdminListPerformance: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    const index = (name: string, on: string, columns: string[]) =>
      db.schema.createIndex(name).ifNotExists().on(on).columns(columns).execute();

    await db.schema
      .createTable("booking_status_totals")
      .ifNotExists()
      .addColumn("partner_id", "integer", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("payment_status", "text", (c) => c.notNull())
      .addColumn("n", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("booking_status_totals_pk", ["partner_id", "status", "payment_status"])
      .execute();
    await db.schema
      .createTable("booking_slot_counts")
      .ifNotExists()
      .addColumn("partner_id", "integer", (c) => c.notNull())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("payment_status", "text", (c) => c.notNull())
      .addColumn("n", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("booking_slot_counts_pk", ["partner_id", "day", "status", "payment_status"])
      .execute();
    await index("booking_slot_counts_day", "booking_slot_counts", ["day", "status", "payment_status", "n"]);
    await db.schema
      .createTable("booking_created_counts")
      .ifNotExists()
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("n", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("booking_created_counts_pk", ["day", "status"])
      .execute();
    await db.schema
      .createTable("order_paid_days")
      .ifNotExists()
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("partner_id", "integer", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("n", "integer", (c) => c.notNull())
      .addColumn("total_fils", "bigint", (c) => c.notNull())
      .addColumn("vat_fils", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("order_paid_days_pk", ["day", "partner_id", "kind"])
      .execute();
    await index("order_paid_days_partner", "order_paid_days", ["partner_id", "day"]);
    await db.schema
      .createTable("booking_category_days")
      .ifNotExists()
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("category_id", "integer", (c) => c.notNull())
      .addColumn("n", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("booking_category_days_pk", ["day", "category_id"])
      .execute();
    await db.schema
      .createTable("package_sales_days")
      .ifNotExists()
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("package_id", "integer", (c) => c.notNull())
      .addColumn("n", "integer", (c) => c.notNull())
      .addColumn("total_fils", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("package_sales_days_pk", ["day", "package_id"])
      .execute();

    // Sorts of the appointments list (value, then the id tie-breaker) and its filters.
    await index("bookings_created_id", "bookings", ["created_at", "id"]);
    await index("bookings_total_id", "bookings", ["total_fils", "id"]);
    await index("bookings_status_id", "bookings", ["status", "id"]);
    await index("bookings_partner_status", "bookings", ["partner_id", "status", "scheduled_at"]);
    await index("bookings_user_status", "bookings", ["user_id", "status", "scheduled_at"]);
    await index("bookings_technician_status", "bookings", ["technician_id", "status"]);
    await index("bookings_payment_id", "bookings", ["payment_status", "id"]);
    // Dashboards: paid orders by partner and day, bookings created in a range.
    await index("orders_partner_paid", "orders", ["partner_id", "status", "paid_at", "total_fils"]);
    await index("orders_paid_at", "orders", ["status", "paid_at"]);

    if (driver === "postgres") await postgresTriggers(db);
    else await sqliteTriggers(db);
    await recomputeListCounters(db, driver);
  },
  async down(db: Kysely<unknown>, driver: DbDriver) {
    if (driver === "postgres") {
      await sql`drop trigger if exists bookings_counters on bookings`.execute(db);
      await sql`drop trigger if exists orders_counters on orders`.execute(db);
      await sql`drop function if exists bookings_counters()`.execute(db);
      await sql`drop function if exists orders_counters()`.execute(db);
      await sql`drop trigger if exists booking_items_categories on booking_items`.execute(db);
      await sql`drop trigger if exists services_categories on services`.execute(db);
      await sql`drop trigger if exists bookings_categories_created on bookings`.execute(db);
      await sql`drop trigger if exists bookings_categories_delete on bookings`.execute(db);
      await sql`drop trigger if exists package_subscriptions_sales on package_subscriptions`.execute(db);
      for (const f of ["booking_items_categories", "categories_recompute", "bookings_categories_gone"])
        await sql`drop function if exists ${sql.raw(f)}()`.execute(db);
      await sql`drop function if exists package_subscriptions_sales()`.execute(db);
      await sql`drop index if exists bookings_number_trgm`.execute(db);
    } else {
      for (const t of [
        "bookings_counters_insert",
        "bookings_counters_update",
        "bookings_counters_delete",
        "orders_counters_insert",
        "orders_counters_update_old",
        "orders_counters_update_new",
        "orders_counters_delete",
        "bookings_fts_insert",
        "bookings_fts_delete",
        "bookings_fts_update",
        "booking_items_categories_insert",
        "booking_items_categories_delete",
        "booking_items_categories_update",
        "services_categories_update",
        "bookings_categories_created",
        "bookings_categories_delete",
        "package_subscriptions_sales_insert",
        "package_subscriptions_sales_delete",
        "package_subscriptions_sales_update",
      ])
        await sql`drop trigger if exists ${sql.raw(t)}`.execute(db);
      await sql`drop table if exists bookings_number_fts`.execute(db);
    }
    for (const name of [
      "bookings_created_id",
      "bookings_total_id",
      "bookings_status_id",
      "bookings_partner_status",
      "bookings_user_status",
      "bookings_technician_status",
      "bookings_payment_id",
      "orders_partner_paid",
      "orders_paid_at",
    ])
      await db.schema.dropIndex(name).ifExists().execute();
    for (const t of COUNTER_TABLES) await db.schema.dropTable(t).ifExists().execute();
  },
};
