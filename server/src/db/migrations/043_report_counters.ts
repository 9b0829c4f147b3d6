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

const FACT_TABLES = [
  "sales_report_facts",
  "sales_report_category_facts",
  "appointment_report_facts",
  "appointment_report_category_facts",
];
const COUNTER_TABLES = [
  "sales_report_days",
  "sales_report_category_days",
  "appointment_report_days",
  "appointment_report_category_days",
];

const SALES_FIGURES = ["gross", "discounts", "total", "vat", "commission", "partner_net"];
const SALES_DIMS = ["status", "day", "payment_method"];
const APPT_FIGURES = ["lead_ms", "started", "on_time"];
const APPT_DIMS = ["status", "day", "reason"];

/** `where` text selecting records: `(col) => SQL condition` (one id, a subquery, or every row). */
type Which = (column: string) => string;
const ALL: Which = () => "1 = 1";

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

/**
 * Adds (`sign` 1) or subtracts (-1) the facts of `which` records to a counter table: each fact under its partner
 * and emirate, under -1 (all) for either and for both. Rows are written in key order, so two PostgreSQL transactions
 * moving the same counter rows lock them in the same order.
 */
function countersSql(
  counter: string,
  facts: string,
  key: string,
  which: Which,
  sign: 1 | -1,
  dims: string[],
  figures: string[],
) {
  const p = "case when xp.a = 1 then -1 else f.partner_id end";
  const e = "case when xe.a = 1 then -1 else f.emirate_id end";
  const groups = [...dims.map((d) => `f.${d}`), p, e];
  const cols = [...dims, "partner_id", "emirate_id"];
  return `insert into ${counter} (${cols.join(", ")}, n, ${figures.join(", ")})
    select ${groups.join(", ")}, ${sign} * count(*), ${figures.map((x) => `${sign} * sum(f.${x})`).join(", ")}
    from ${facts} f cross join (select 0 as a union all select 1) xp cross join (select 0 as a union all select 1) xe
    where ${which(`f.${key}`)}
    group by ${groups.join(", ")}
    order by ${groups.join(", ")}
    on conflict (${cols.join(", ")}) do update set n = ${counter}.n + excluded.n,
      ${figures.map((x) => `${x} = ${counter}.${x} + excluded.${x}`).join(", ")}`;
}

const salesCounters = (which: Which, sign: 1 | -1) => [
  countersSql("sales_report_days", "sales_report_facts", "order_id", which, sign, SALES_DIMS, SALES_FIGURES),
  countersSql(
    "sales_report_category_days",
    "sales_report_category_facts",
    "order_id",
    which,
    sign,
    ["category_id", ...SALES_DIMS],
    ["line_total", ...SALES_FIGURES],
  ),
];
const appointmentCounters = (which: Which, sign: 1 | -1) => [
  countersSql(
    "appointment_report_days",
    "appointment_report_facts",
    "booking_id",
    which,
    sign,
    APPT_DIMS,
    APPT_FIGURES,
  ),
  countersSql(
    "appointment_report_category_days",
    "appointment_report_category_facts",
    "booking_id",
    which,
    sign,
    ["category_id", ...APPT_DIMS],
    APPT_FIGURES,
  ),
];

/** Statements refreshing the sales facts (and counters) of the orders `which` selects. */
export function refreshSalesSql(driver: DbDriver, which: Which): string[] {
  return [
    ...salesCounters(which, -1),
    `delete from sales_report_category_facts where ${which("order_id")}`,
    `delete from sales_report_facts where ${which("order_id")}`,
    salesFactsSql(driver, which),
    salesCategoryFactsSql(which),
    ...salesCounters(which, 1),
  ];
}

/** Statements refreshing only the per-category sales facts (an order's lines changed). */
function refreshSalesCategoriesSql(which: Which): string[] {
  return [
    salesCounters(which, -1)[1],
    `delete from sales_report_category_facts where ${which("order_id")}`,
    salesCategoryFactsSql(which),
    salesCounters(which, 1)[1],
  ];
}

/** Statements refreshing the appointment facts (and counters) of the bookings `which` selects. */
export function refreshAppointmentsSql(driver: DbDriver, which: Which): string[] {
  return [
    ...appointmentCounters(which, -1),
    `delete from appointment_report_category_facts where ${which("booking_id")}`,
    `delete from appointment_report_facts where ${which("booking_id")}`,
    appointmentFactsSql(driver, which),
    appointmentCategoryFactsSql(which),
    ...appointmentCounters(which, 1),
  ];
}

function refreshAppointmentCategoriesSql(which: Which): string[] {
  return [
    appointmentCounters(which, -1)[1],
    `delete from appointment_report_category_facts where ${which("booking_id")}`,
    appointmentCategoryFactsSql(which),
    appointmentCounters(which, 1)[1],
  ];
}

/** Empties the report facts and counters and refills them from the base tables (exact; set-based). */
export async function recomputeReportCounters(db: Kysely<unknown>, driver: DbDriver) {
  for (const t of [...COUNTER_TABLES, ...FACT_TABLES]) await sql`delete from ${sql.table(t)}`.execute(db);
  for (const text of [
    salesFactsSql(driver, ALL),
    salesCategoryFactsSql(ALL),
    ...salesCounters(ALL, 1),
    appointmentFactsSql(driver, ALL),
    appointmentCategoryFactsSql(ALL),
    ...appointmentCounters(ALL, 1),
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

const TRIGGERS: TriggerSpec[] = [
  { name: "orders_report_insert", table: "orders", op: "insert", body: (d) => refreshSalesSql(d, one("NEW.id")) },
  {
    name: "orders_report_update",
    table: "orders",
    op: "update",
    columns: ORDER_COLUMNS,
    body: (d) => refreshSalesSql(d, within("select OLD.id union select NEW.id")),
  },
  { name: "orders_report_delete", table: "orders", op: "delete", body: (d) => refreshSalesSql(d, one("OLD.id")) },
  {
    name: "order_lines_report_insert",
    table: "order_lines",
    op: "insert",
    body: () => refreshSalesCategoriesSql(one("NEW.order_id")),
  },
  {
    name: "order_lines_report_update",
    table: "order_lines",
    op: "update",
    columns: ["order_id", "service_id", "package_id", "total_fils"],
    body: () => refreshSalesCategoriesSql(within("select OLD.order_id union select NEW.order_id")),
  },
  {
    name: "order_lines_report_delete",
    table: "order_lines",
    op: "delete",
    body: () => refreshSalesCategoriesSql(one("OLD.order_id")),
  },
  {
    name: "ledger_report_insert",
    table: "ledger_entries",
    op: "insert",
    when: "NEW.order_id IS NOT NULL",
    body: (d) => refreshSalesSql(d, one("NEW.order_id")),
  },
  {
    name: "ledger_report_update",
    table: "ledger_entries",
    op: "update",
    columns: ["order_id", "type", "amount_fils"],
    body: (d) => refreshSalesSql(d, within("select OLD.order_id union select NEW.order_id")),
  },
  {
    name: "ledger_report_delete",
    table: "ledger_entries",
    op: "delete",
    when: "OLD.order_id IS NOT NULL",
    body: (d) => refreshSalesSql(d, one("OLD.order_id")),
  },
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
  {
    name: "booking_items_report_insert",
    table: "booking_items",
    op: "insert",
    body: () => refreshAppointmentCategoriesSql(one("NEW.booking_id")),
  },
  {
    name: "booking_items_report_update",
    table: "booking_items",
    op: "update",
    columns: ["booking_id", "service_id"],
    body: () => refreshAppointmentCategoriesSql(within("select OLD.booking_id union select NEW.booking_id")),
  },
  {
    name: "booking_items_report_delete",
    table: "booking_items",
    op: "delete",
    body: () => refreshAppointmentCategoriesSql(one("OLD.booking_id")),
  },
  {
    name: "booking_history_report_insert",
    table: "booking_status_history",
    op: "insert",
    when: "NEW.status = 'in-progress'",
    body: (d) => refreshAppointmentsSql(d, one("NEW.booking_id")),
  },
  {
    name: "booking_history_report_update",
    table: "booking_status_history",
    op: "update",
    columns: ["booking_id", "status", "created_at"],
    body: (d) => refreshAppointmentsSql(d, within("select OLD.booking_id union select NEW.booking_id")),
  },
  {
    name: "booking_history_report_delete",
    table: "booking_status_history",
    op: "delete",
    when: "OLD.status = 'in-progress'",
    body: (d) => refreshAppointmentsSql(d, one("OLD.booking_id")),
  },
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
    type Table = CreateTableBuilder<string, string>;
    const columns =
      (type: "bigint" | "text" | "integer") => (t: Table | CreateTableBuilder<string, never>, cols: string[]) =>
        cols.reduce((acc, c) => acc.addColumn(c, type, (x) => x.notNull()), t as Table);
    const money = columns("bigint");
    const text = columns("text");
    const int = columns("integer");

    // facts
    await money(
      text(int(db.schema.createTable("sales_report_facts").ifNotExists(), ["order_id", "partner_id", "emirate_id"]), [
        "day",
        "status",
        "payment_method",
      ]),
      SALES_FIGURES,
    )
      .addPrimaryKeyConstraint("sales_report_facts_pk", ["order_id"])
      .execute();
    await money(
      text(
        int(db.schema.createTable("sales_report_category_facts").ifNotExists(), [
          "order_id",
          "category_id",
          "partner_id",
          "emirate_id",
        ]),
        ["day", "status", "payment_method"],
      ),
      ["line_total", ...SALES_FIGURES],
    )
      .addPrimaryKeyConstraint("sales_report_category_facts_pk", ["order_id", "category_id"])
      .execute();
    await money(
      text(
        int(db.schema.createTable("appointment_report_facts").ifNotExists(), [
          "booking_id",
          "partner_id",
          "emirate_id",
          "started",
          "on_time",
        ]),
        ["day", "status", "reason"],
      ),
      ["lead_ms"],
    )
      .addPrimaryKeyConstraint("appointment_report_facts_pk", ["booking_id"])
      .execute();
    await money(
      text(
        int(db.schema.createTable("appointment_report_category_facts").ifNotExists(), [
          "booking_id",
          "category_id",
          "partner_id",
          "emirate_id",
          "started",
          "on_time",
        ]),
        ["day", "status", "reason"],
      ),
      ["lead_ms"],
    )
      .addPrimaryKeyConstraint("appointment_report_category_facts_pk", ["booking_id", "category_id"])
      .execute();

    // counters: partner first (one partner or -1, then the emirates), and emirate first (the partner breakdown)
    const counter = async (name: string, ints: string[], texts: string[], figures: string[], key: string[]) => {
      await money(text(int(db.schema.createTable(name).ifNotExists(), ints), texts), ["n", ...figures])
        .addPrimaryKeyConstraint(`${name}_pk`, key)
        .execute();
    };
    await counter("sales_report_days", ["partner_id", "emirate_id"], SALES_DIMS, SALES_FIGURES, [
      "status",
      "partner_id",
      "emirate_id",
      "day",
      "payment_method",
    ]);
    await counter(
      "sales_report_category_days",
      ["category_id", "partner_id", "emirate_id"],
      SALES_DIMS,
      ["line_total", ...SALES_FIGURES],
      ["status", "partner_id", "emirate_id", "day", "category_id", "payment_method"],
    );
    await counter("appointment_report_days", ["partner_id", "emirate_id"], APPT_DIMS, APPT_FIGURES, [
      "partner_id",
      "emirate_id",
      "day",
      "status",
      "reason",
    ]);
    await counter(
      "appointment_report_category_days",
      ["category_id", "partner_id", "emirate_id"],
      APPT_DIMS,
      APPT_FIGURES,
      ["partner_id", "emirate_id", "day", "category_id", "status", "reason"],
    );
    const index = (name: string, on: string, columns: string[]) =>
      db.schema.createIndex(name).ifNotExists().on(on).columns(columns).execute();
    await index("sales_report_days_emirate", "sales_report_days", ["status", "emirate_id", "partner_id", "day"]);
    await index("sales_report_category_days_emirate", "sales_report_category_days", [
      "status",
      "emirate_id",
      "partner_id",
      "day",
    ]);
    await index("appointment_report_days_emirate", "appointment_report_days", ["emirate_id", "partner_id", "day"]);
    await index("appointment_report_category_days_emirate", "appointment_report_category_days", [
      "emirate_id",
      "partner_id",
      "day",
    ]);
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
