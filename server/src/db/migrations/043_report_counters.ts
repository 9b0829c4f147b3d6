import { type CreateTableBuilder, type Kysely, sql } from "kysely";
import type { DbDriver } from "../../config.js";
import { dubaiDaySql } from "./016_admin_list_performance.js";
import type { AppMigration } from "./helpers.js";

/**
 * The sales and appointments reports over long ranges (issue 19, "Performance"): per-Dubai-day counters kept current
 * on write by triggers (same statement, same transaction as the write, whichever module writes), so a year's
 * summary, series and breakdowns add up a few thousand counter rows instead of scanning 100,000 orders or bookings
 * with their lines, ledger entries and status history.
 *
 * Two layers per report:
 * - facts, one row per counted record (and one per record and category): the record's report dimensions and
 *   figures as the report computes them from the base tables
 *   - `sales_report_facts` (order): Dubai day of `paid_at`, status (paid/refunded), partner (0: none), emirate (of
 *     its booking, 0: none), payment method; subtotal, discount, total, VAT, commission and partner net (from the
 *     partner ledger). Orders other than wallet top-ups, paid at some time, now paid or refunded.
 *   - `sales_report_category_facts` (order, category of its lines' services/packages): the same plus the lines'
 *     total in that category.
 *   - `appointment_report_facts` (booking): Dubai day of `scheduled_at`, status, partner, emirate (0: none),
 *     cancellation reason (cancelled and no-show only, '' otherwise), lead time in ms, started (an in-progress
 *     status), on time (started no later than 15 minutes after the booked time).
 *   - `appointment_report_category_facts` (booking, category of its items' services): the same.
 * - counters summed from the facts per day and dimensions, each partner and emirate row ALSO added under -1 ("all
 *   partners" / "all emirates"), so every filter combination reads only its own rows:
 *   `sales_report_days`, `sales_report_category_days`, `appointment_report_days`, `appointment_report_category_days`.
 *
 * A write refreshes the facts of the records it touches (`refresh*Sql`: subtract their facts from the counters,
 * recompute the facts from the base tables, add them back; set-based, so the same statements serve one row and a
 * whole table): orders, order lines, ledger entries and bookings (the order's emirate) for sales; bookings, booking
 * items and status history for appointments; rare catalogue moves (a service's or package's category, a
 * community's emirate) refresh the records they touch. Counter rows falling to 0 stay (readers skip them).
 * `recomputeReportCounters` refills everything from the base tables (the backfill here and the end of the scale
 * seed, which sets the triggers aside while it inserts in bulk: `suspendReportTriggers`/`resumeReportTriggers`).
 */

const SALES_FIGURES = ["gross", "discounts", "total", "vat", "commission", "partner_net"];
const SALES_DIMS = ["status", "day", "payment_method"];
const APPT_FIGURES = ["lead_ms", "started", "on_time"];
const APPT_DIMS = ["status", "day", "reason"];

/** `where` text selecting records: `(col) => SQL condition` (one id, a subquery, or every row). */
type Which = (column: string) => string;
const ALL: Which = () => "1 = 1";

/** A table's not-null columns by type (created in this order: integers, texts, bigints) and its primary key. */
interface TableSpec {
  name: string;
  ints: string[];
  texts: string[];
  bigints: string[];
  key: string[];
}

/**
 * A counter table: its facts table and figures (its columns: `ints` (dimensions, partner and emirate), `texts`
 * (dimensions), then `n` and the figures); `emirateIndex`: the columns of its emirate-first index.
 */
interface CounterSpec {
  name: string;
  facts: string;
  ints: string[];
  texts: string[];
  figures: string[];
  key: string[];
  emirateIndex: string[];
}

/** One report's counters: facts per record (`factsSql`) and per record and category (`categoryFactsSql`). */
interface ReportSpec {
  /** The record id column of its facts. */
  id: string;
  facts: TableSpec;
  categoryFacts: TableSpec;
  days: CounterSpec;
  categoryDays: CounterSpec;
  factsSql: (driver: DbDriver, which: Which) => string;
  categoryFactsSql: (which: Which) => string;
}

/** The SQL text of the facts of orders `which` selects (alias o). */
function salesFactsSql(driver: DbDriver, which: Which) {
  return `insert into sales_report_facts (order_id, day, status, partner_id, emirate_id, payment_method,
      gross, discounts, total, vat, commission, partner_net)
    select o.id, ${dubaiDaySql(driver, "o.paid_at")}, o.status, coalesce(o.partner_id, 0),
      coalesce(
        (select c.emirate_id from bookings b join communities c on c.id = b.community_id where b.order_id = o.id
          order by b.id limit 1),
        (select c.emirate_id from bookings b join communities c on c.id = b.community_id where b.id = o.booking_id),
        0),
      o.payment_method, o.subtotal_fils, o.discount_fils, o.total_fils, o.vat_fils,
      coalesce((select sum(-le.amount_fils) from ledger_entries le
        where le.order_id = o.id and le.type = 'commission'), 0),
      coalesce((select sum(le.amount_fils) from ledger_entries le where le.order_id = o.id
        and le.type in ('revenue', 'discount', 'commission', 'commission_vat', 'supply_vat')), 0)
    from orders o
    where ${which("o.id")} and o.kind <> 'topup' and o.paid_at is not null and o.status in ('paid', 'refunded')`;
}

/** The per-category facts of orders `which` selects, from their facts and lines. */
function salesCategoryFactsSql(which: Which) {
  return `insert into sales_report_category_facts (order_id, category_id, day, status, partner_id, emirate_id,
      payment_method, line_total, gross, discounts, total, vat, commission, partner_net)
    select f.order_id, x.category_id, f.day, f.status, f.partner_id, f.emirate_id, f.payment_method, x.line_total,
      f.gross, f.discounts, f.total, f.vat, f.commission, f.partner_net
    from sales_report_facts f join (select ol.order_id, coalesce(s.category_id, pk.category_id) as category_id,
        sum(ol.total_fils) as line_total
      from order_lines ol left join services s on s.id = ol.service_id left join packages pk on pk.id = ol.package_id
      where ${which("ol.order_id")} and coalesce(s.category_id, pk.category_id) is not null
      group by ol.order_id, coalesce(s.category_id, pk.category_id)) x on x.order_id = f.order_id
    where ${which("f.order_id")}`;
}

/** The facts of bookings `which` selects (alias b). */
function appointmentFactsSql(driver: DbDriver, which: Which) {
  const lead =
    driver === "postgres"
      ? "round(extract(epoch from (t.scheduled_at::timestamptz - t.created_at::timestamptz)) * 1000)::bigint"
      : "cast(round((julianday(t.scheduled_at) - julianday(t.created_at)) * 86400000.0) as integer)";
  // the report's own expression (framework.ts minutesBetween), so a boundary case counts alike
  const lateMinutes =
    driver === "postgres"
      ? "(extract(epoch from ((t.started_at)::timestamptz - (t.scheduled_at)::timestamptz)) / 60.0)"
      : "((julianday(t.started_at) - julianday(t.scheduled_at)) * 1440.0)";
  return `insert into appointment_report_facts (booking_id, day, status, partner_id, emirate_id, reason,
      lead_ms, started, on_time)
    select t.id, ${dubaiDaySql(driver, "t.scheduled_at")}, t.status, t.partner_id, t.emirate_id,
      case when t.status in ('cancelled', 'no-show') then coalesce(t.cancel_reason, '') else '' end, ${lead},
      case when t.started_at is null then 0 else 1 end,
      case when t.started_at is not null and ${lateMinutes} <= 15 then 1 else 0 end
    from (select b.id, b.scheduled_at, b.created_at, b.status, b.partner_id, b.cancel_reason,
        coalesce((select c.emirate_id from communities c where c.id = b.community_id), 0) as emirate_id,
        (select min(h.created_at) from booking_status_history h where h.booking_id = b.id
          and h.status = 'in-progress') as started_at
      from bookings b where ${which("b.id")}) t`;
}

function appointmentCategoryFactsSql(which: Which) {
  return `insert into appointment_report_category_facts (booking_id, category_id, day, status, partner_id,
      emirate_id, reason, lead_ms, started, on_time)
    select f.booking_id, x.category_id, f.day, f.status, f.partner_id, f.emirate_id, f.reason, f.lead_ms,
      f.started, f.on_time
    from appointment_report_facts f join (select distinct bi.booking_id, s.category_id from booking_items bi
        join services s on s.id = bi.service_id where ${which("bi.booking_id")}) x on x.booking_id = f.booking_id
    where ${which("f.booking_id")}`;
}

const SALES: ReportSpec = {
  id: "order_id",
  facts: {
    name: "sales_report_facts",
    ints: ["order_id", "partner_id", "emirate_id"],
    texts: ["day", "status", "payment_method"],
    bigints: SALES_FIGURES,
    key: ["order_id"],
  },
  categoryFacts: {
    name: "sales_report_category_facts",
    ints: ["order_id", "category_id", "partner_id", "emirate_id"],
    texts: ["day", "status", "payment_method"],
    bigints: ["line_total", ...SALES_FIGURES],
    key: ["order_id", "category_id"],
  },
  days: {
    name: "sales_report_days",
    facts: "sales_report_facts",
    ints: ["partner_id", "emirate_id"],
    texts: SALES_DIMS,
    figures: SALES_FIGURES,
    key: ["status", "partner_id", "emirate_id", "day", "payment_method"],
    emirateIndex: ["status", "emirate_id", "partner_id", "day"],
  },
  categoryDays: {
    name: "sales_report_category_days",
    facts: "sales_report_category_facts",
    ints: ["category_id", "partner_id", "emirate_id"],
    texts: SALES_DIMS,
    figures: ["line_total", ...SALES_FIGURES],
    key: ["status", "partner_id", "emirate_id", "day", "category_id", "payment_method"],
    emirateIndex: ["status", "emirate_id", "partner_id", "day"],
  },
  factsSql: salesFactsSql,
  categoryFactsSql: salesCategoryFactsSql,
};

const APPOINTMENTS: ReportSpec = {
  id: "booking_id",
  facts: {
    name: "appointment_report_facts",
    ints: ["booking_id", "partner_id", "emirate_id", "started", "on_time"],
    texts: ["day", "status", "reason"],
    bigints: ["lead_ms"],
    key: ["booking_id"],
  },
  categoryFacts: {
    name: "appointment_report_category_facts",
    ints: ["booking_id", "category_id", "partner_id", "emirate_id", "started", "on_time"],
    texts: ["day", "status", "reason"],
    bigints: ["lead_ms"],
    key: ["booking_id", "category_id"],
  },
  days: {
    name: "appointment_report_days",
    facts: "appointment_report_facts",
    ints: ["partner_id", "emirate_id"],
    texts: APPT_DIMS,
    figures: APPT_FIGURES,
    key: ["partner_id", "emirate_id", "day", "status", "reason"],
    emirateIndex: ["emirate_id", "partner_id", "day"],
  },
  categoryDays: {
    name: "appointment_report_category_days",
    facts: "appointment_report_category_facts",
    ints: ["category_id", "partner_id", "emirate_id"],
    texts: APPT_DIMS,
    figures: APPT_FIGURES,
    key: ["partner_id", "emirate_id", "day", "category_id", "status", "reason"],
    emirateIndex: ["emirate_id", "partner_id", "day"],
  },
  factsSql: appointmentFactsSql,
  categoryFactsSql: appointmentCategoryFactsSql,
};

const REPORTS = [SALES, APPOINTMENTS];
const FACT_TABLES = REPORTS.flatMap((r) => [r.facts.name, r.categoryFacts.name]);
const COUNTER_TABLES = REPORTS.flatMap((r) => [r.days.name, r.categoryDays.name]);

/**
 * Adds (`sign` 1) or subtracts (-1) the facts of `which` records to a counter table: each fact under its partner
 * and emirate, under -1 (all) for either and for both. Rows are written in key order, so two PostgreSQL transactions
 * moving the same counter rows lock them in the same order.
 */
function countersSql(counter: CounterSpec, id: string, which: Which, sign: 1 | -1) {
  const { name, figures } = counter;
  const dims = [...counter.ints.filter((c) => c !== "partner_id" && c !== "emirate_id"), ...counter.texts];
  const p = "case when xp.a = 1 then -1 else f.partner_id end";
  const e = "case when xe.a = 1 then -1 else f.emirate_id end";
  const groups = [...dims.map((d) => `f.${d}`), p, e];
  const cols = [...dims, "partner_id", "emirate_id"];
  return `insert into ${name} (${cols.join(", ")}, n, ${figures.join(", ")})
    select ${groups.join(", ")}, ${sign} * count(*), ${figures.map((x) => `${sign} * sum(f.${x})`).join(", ")}
    from ${counter.facts} f cross join (select 0 as a union all select 1) xp cross join (select 0 as a union all select 1) xe
    where ${which(`f.${id}`)}
    group by ${groups.join(", ")}
    order by ${groups.join(", ")}
    on conflict (${cols.join(", ")}) do update set n = ${name}.n + excluded.n,
      ${figures.map((x) => `${x} = ${name}.${x} + excluded.${x}`).join(", ")}`;
}

/** Statements refreshing a report's facts (and counters) of the records `which` selects. */
function refreshSql(report: ReportSpec, driver: DbDriver, which: Which): string[] {
  const counters = (sign: 1 | -1) => [
    countersSql(report.days, report.id, which, sign),
    countersSql(report.categoryDays, report.id, which, sign),
  ];
  return [
    ...counters(-1),
    `delete from ${report.categoryFacts.name} where ${which(report.id)}`,
    `delete from ${report.facts.name} where ${which(report.id)}`,
    report.factsSql(driver, which),
    report.categoryFactsSql(which),
    ...counters(1),
  ];
}

/** Statements refreshing only a report's per-category facts (a record's lines or items changed). */
function refreshCategoriesSql(report: ReportSpec, which: Which): string[] {
  return [
    countersSql(report.categoryDays, report.id, which, -1),
    `delete from ${report.categoryFacts.name} where ${which(report.id)}`,
    report.categoryFactsSql(which),
    countersSql(report.categoryDays, report.id, which, 1),
  ];
}

/** Statements refreshing the sales facts (and counters) of the orders `which` selects. */
export const refreshSalesSql = (driver: DbDriver, which: Which) => refreshSql(SALES, driver, which);
const refreshSalesCategoriesSql = (which: Which) => refreshCategoriesSql(SALES, which);
/** Statements refreshing the appointment facts (and counters) of the bookings `which` selects. */
export const refreshAppointmentsSql = (driver: DbDriver, which: Which) => refreshSql(APPOINTMENTS, driver, which);
const refreshAppointmentCategoriesSql = (which: Which) => refreshCategoriesSql(APPOINTMENTS, which);

/** Empties the report facts and counters and refills them from the base tables (exact; set-based). */
export async function recomputeReportCounters(db: Kysely<unknown>, driver: DbDriver) {
  for (const t of [...COUNTER_TABLES, ...FACT_TABLES]) await sql`delete from ${sql.table(t)}`.execute(db);
  for (const r of REPORTS)
    for (const text of [
      r.factsSql(driver, ALL),
      r.categoryFactsSql(ALL),
      countersSql(r.days, r.id, ALL, 1),
      countersSql(r.categoryDays, r.id, ALL, 1),
    ])
      await sql.raw(text).execute(db);
}

// ---------------------------------------------------------------- triggers ----

const one =
  (id: string): Which =>
  (c) =>
    `${c} = ${id}`;
const within =
  (subquery: string): Which =>
  (c) =>
    `${c} in (${subquery})`;
const stmts = (list: string[]) => list.map((s) => `${s};`).join("\n");

const ORDER_COLUMNS = [
  "status",
  "paid_at",
  "partner_id",
  "kind",
  "payment_method",
  "subtotal_fils",
  "discount_fils",
  "total_fils",
  "vat_fils",
  "booking_id",
];
const BOOKING_COLUMNS = [
  "scheduled_at",
  "created_at",
  "status",
  "partner_id",
  "community_id",
  "cancel_reason",
  "order_id",
];

/** The orders a booking row (`r`) stands for: its order, and an order pointing at it (a reschedule fee). */
const ordersOfBooking = (r: "NEW" | "OLD") =>
  within(`select ${r}.order_id union select o2.id from orders o2
  where o2.booking_id = ${r}.id`);

interface TriggerSpec {
  name: string;
  table: string;
  /** SQLite: insert/update/delete; PostgreSQL: the same, one function per spec. */
  op: "insert" | "update" | "delete";
  /** Only when these columns change (update). */
  columns?: string[];
  /** SQLite `when` / PostgreSQL `if` condition (NEW/OLD). */
  when?: string;
  body: (driver: DbDriver) => string[];
}

/**
 * The insert, update and delete triggers of `table` (named `<prefix>_insert` …): each refreshes the records its
 * `column` names in the new row, the old one, or both; the update one only when one of `columns` changes, and the
 * insert and delete ones only `when` the row (NEW/OLD) passes.
 */
function watch(
  prefix: string,
  table: string,
  column: string,
  columns: string[],
  refresh: (driver: DbDriver, which: Which) => string[],
  when?: (row: "NEW" | "OLD") => string,
): TriggerSpec[] {
  return [
    {
      name: `${prefix}_insert`,
      table,
      op: "insert",
      when: when?.("NEW"),
      body: (d) => refresh(d, one(`NEW.${column}`)),
    },
    {
      name: `${prefix}_update`,
      table,
      op: "update",
      columns,
      body: (d) => refresh(d, within(`select OLD.${column} union select NEW.${column}`)),
    },
    {
      name: `${prefix}_delete`,
      table,
      op: "delete",
      when: when?.("OLD"),
      body: (d) => refresh(d, one(`OLD.${column}`)),
    },
  ];
}

const TRIGGERS: TriggerSpec[] = [
  ...watch("orders_report", "orders", "id", ORDER_COLUMNS, refreshSalesSql),
  ...watch(
    "order_lines_report",
    "order_lines",
    "order_id",
    ["order_id", "service_id", "package_id", "total_fils"],
    (_, which) => refreshSalesCategoriesSql(which),
  ),
  ...watch(
    "ledger_report",
    "ledger_entries",
    "order_id",
    ["order_id", "type", "amount_fils"],
    refreshSalesSql,
    (row) => `${row}.order_id IS NOT NULL`,
  ),
  {
    name: "bookings_report_insert",
    table: "bookings",
    op: "insert",
    body: (d) => [...refreshAppointmentsSql(d, one("NEW.id")), ...refreshSalesSql(d, ordersOfBooking("NEW"))],
  },
  {
    name: "bookings_report_update",
    table: "bookings",
    op: "update",
    columns: BOOKING_COLUMNS,
    body: (d) => [
      ...refreshAppointmentsSql(d, within("select OLD.id union select NEW.id")),
      ...refreshSalesSql(
        d,
        within(`select OLD.order_id union select NEW.order_id union select o2.id from orders o2
          where o2.booking_id = OLD.id or o2.booking_id = NEW.id`),
      ),
    ],
  },
  {
    name: "bookings_report_delete",
    table: "bookings",
    op: "delete",
    body: (d) => [...refreshAppointmentsSql(d, one("OLD.id")), ...refreshSalesSql(d, ordersOfBooking("OLD"))],
  },
  ...watch("booking_items_report", "booking_items", "booking_id", ["booking_id", "service_id"], (_, which) =>
    refreshAppointmentCategoriesSql(which),
  ),
  ...watch(
    "booking_history_report",
    "booking_status_history",
    "booking_id",
    ["booking_id", "status", "created_at"],
    refreshAppointmentsSql,
    (row) => `${row}.status = 'in-progress'`,
  ),
  // rare catalogue moves: the records they touch
  {
    name: "services_report_category",
    table: "services",
    op: "update",
    columns: ["category_id"],
    body: () => [
      ...refreshSalesCategoriesSql(within("select ol.order_id from order_lines ol where ol.service_id = NEW.id")),
      ...refreshAppointmentCategoriesSql(
        within("select bi.booking_id from booking_items bi where bi.service_id = NEW.id"),
      ),
    ],
  },
  {
    name: "packages_report_category",
    table: "packages",
    op: "update",
    columns: ["category_id"],
    body: () =>
      refreshSalesCategoriesSql(within("select ol.order_id from order_lines ol where ol.package_id = NEW.id")),
  },
  {
    name: "communities_report_emirate",
    table: "communities",
    op: "update",
    columns: ["emirate_id"],
    body: (d) => [
      ...refreshAppointmentsSql(d, within("select b.id from bookings b where b.community_id = NEW.id")),
      ...refreshSalesSql(
        d,
        within(`select b.order_id from bookings b where b.community_id = NEW.id union
          select o2.id from orders o2 join bookings b on b.id = o2.booking_id where b.community_id = NEW.id`),
      ),
    ],
  },
];

const sqliteChanged = (columns: string[]) => columns.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(" OR ");
const pgChanged = (columns: string[]) => columns.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(" OR ");

async function createTriggers(db: Kysely<unknown>, driver: DbDriver) {
  for (const t of TRIGGERS) {
    const conditions = [
      t.columns ? `(${(driver === "postgres" ? pgChanged : sqliteChanged)(t.columns)})` : null,
      t.when,
    ]
      .filter(Boolean)
      .join(" AND ");
    const body = stmts(t.body(driver));
    if (driver === "postgres") {
      await sql
        .raw(`create or replace function ${t.name}() returns trigger language plpgsql as $$
          begin ${body} return null; end $$`)
        .execute(db);
      await sql.raw(`drop trigger if exists ${t.name} on ${t.table}`).execute(db);
      await sql
        .raw(`create trigger ${t.name} after ${t.op} on ${t.table} for each row
          ${conditions ? `when (${conditions})` : ""} execute function ${t.name}()`)
        .execute(db);
    } else {
      await sql
        .raw(`create trigger if not exists ${t.name} after ${t.op} on ${t.table}
          ${conditions ? `when ${conditions}` : ""} begin ${body} end`)
        .execute(db);
    }
  }
}

async function dropTriggers(db: Kysely<unknown>, driver: DbDriver) {
  for (const t of TRIGGERS) {
    if (driver === "postgres") {
      await sql.raw(`drop trigger if exists ${t.name} on ${t.table}`).execute(db);
      await sql.raw(`drop function if exists ${t.name}()`).execute(db);
    } else await sql.raw(`drop trigger if exists ${t.name}`).execute(db);
  }
}

/** Sets the report triggers aside inside a bulk seed's transaction (`resumeReportTriggers` puts them back). */
export const suspendReportTriggers = (db: Kysely<unknown>, driver: DbDriver) => dropTriggers(db, driver);

/** Puts the report triggers back and refills the facts and counters from the rows (end of a bulk seed). */
export async function resumeReportTriggers(db: Kysely<unknown>, driver: DbDriver) {
  await createTriggers(db, driver);
  await recomputeReportCounters(db, driver);
}

// ---------------------------------------------------------------- schema ----

export const migration043ReportCounters: AppMigration = {
  async up(db, driver) {
    const table = (name: string, ints: string[], texts: string[], bigints: string[], key: string[]) => {
      let t = db.schema.createTable(name).ifNotExists() as CreateTableBuilder<string, string>;
      for (const [type, cols] of [
        ["integer", ints],
        ["text", texts],
        ["bigint", bigints],
      ] as const)
        for (const c of cols) t = t.addColumn(c, type, (x) => x.notNull());
      return t.addPrimaryKeyConstraint(`${name}_pk`, key).execute();
    };
    const index = (name: string, on: string, columns: string[]) =>
      db.schema.createIndex(name).ifNotExists().on(on).columns(columns).execute();

    for (const f of REPORTS.flatMap((r) => [r.facts, r.categoryFacts]))
      await table(f.name, f.ints, f.texts, f.bigints, f.key);
    // counters: partner first (one partner or -1, then the emirates), and emirate first (the partner breakdown)
    const counters = REPORTS.flatMap((r) => [r.days, r.categoryDays]);
    for (const c of counters) await table(c.name, c.ints, c.texts, ["n", ...c.figures], c.key);
    for (const c of counters) await index(`${c.name}_emirate`, c.name, c.emirateIndex);
    // a category filter's category breakdown: that category's facts, then each record's other categories
    await index("sales_report_category_facts_category", "sales_report_category_facts", [
      "category_id",
      "status",
      "day",
    ]);
    await index("appointment_report_category_facts_category", "appointment_report_category_facts", [
      "category_id",
      "day",
    ]);
    // the refreshes find a record's facts and its base rows by id
    await index("booking_status_history_report", "booking_status_history", ["booking_id", "status", "created_at"]);

    await createTriggers(db, driver);
    await recomputeReportCounters(db, driver);
  },
  async down(db, driver) {
    await dropTriggers(db, driver);
    await db.schema.dropIndex("booking_status_history_report").ifExists().execute();
    for (const t of [...COUNTER_TABLES, ...FACT_TABLES]) await db.schema.dropTable(t).ifExists().execute();
  },
};
