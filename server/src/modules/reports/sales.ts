import { type RawBuilder, type SqlBool, sql } from "kysely";
import { z } from "zod";
import { dubaiDate, dubaiTime } from "../../lib/dubai.js";
import { aed } from "../../lib/money.js";
import { num } from "../../lib/query.js";
import {
  type BreakdownItem,
  countedNow,
  countedRecords,
  dubaiDay,
  type Figures,
  fillSeries,
  filterRange,
  fromCounters,
  numberOrPartnerLike,
  oncePerRange,
  pick,
  type ReportContext,
  type ReportDefinition,
  type ReportRange,
  reportData,
} from "./framework.js";

/**
 * The sales report (issue 19): paid orders other than wallet top-ups, by the Dubai day of `paid_at`. One table row
 * per order. `status` paid (default) or refunded. Money in fils in SQL, AED in the answer.
 */

const STATUSES = ["paid", "refunded"] as const;

const KINDS: Record<string, [string, string]> = {
  booking: ["Service booking", "حجز خدمة"],
  package: ["Package", "باقة"],
  quotation: ["Quotation", "عرض سعر"],
  reschedule: ["Reschedule fee", "رسوم إعادة الجدولة"],
};
const METHODS: Record<string, [string, string]> = {
  card: ["Card", "بطاقة"],
  wallet: ["Wallet", "المحفظة"],
  cash: ["Cash", "نقداً"],
};
const STATUS_LABELS: Record<string, [string, string]> = {
  paid: ["Paid", "مدفوع"],
  refunded: ["Refunded", "مسترد"],
};
const label = (ctx: ReportContext, table: Record<string, [string, string]>, key: string) =>
  table[key] ? pick(ctx.lang, table[key][0], table[key][1]) : key;

/** The orders counted (alias `o`), for a range: every filter of the bar. */
function counted(ctx: ReportContext, range: Pick<ReportRange, "start" | "end">): RawBuilder<SqlBool> {
  const f = ctx.f;
  const parts: RawBuilder<unknown>[] = [
    sql`o.status = ${f.status ?? "paid"}`,
    sql`o.paid_at >= ${range.start}`,
    sql`o.paid_at < ${range.end}`,
    sql`o.kind <> 'topup'`,
  ];
  if (f.partnerId !== undefined) parts.push(sql`o.partner_id = ${f.partnerId}`);
  if (f.category_id !== undefined)
    parts.push(sql`exists (select 1 from order_lines ol
      left join services s on s.id = ol.service_id left join packages pk on pk.id = ol.package_id
      where ol.order_id = o.id and (s.category_id = ${f.category_id} or pk.category_id = ${f.category_id}))`);
  if (f.emirate_id !== undefined)
    parts.push(sql`(exists (select 1 from bookings b join communities c on c.id = b.community_id
        where b.order_id = o.id and c.emirate_id = ${f.emirate_id})
      or exists (select 1 from bookings b join communities c on c.id = b.community_id
        where b.id = o.booking_id and c.emirate_id = ${f.emirate_id}))`);
  if (f.search !== undefined) parts.push(numberOrPartnerLike("o", "orders", f.search));
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** The counted orders (alias `o`) as one condition; with a search, their ids read once per request and range. */
const countedIds = (ctx: ReportContext, r: Pick<ReportRange, "start" | "end">) =>
  countedRecords(ctx, r, "o", "orders", counted);

/**
 * The per-day counters of migration 043 answer the figures whenever no free-text search is set (`fromCounters`):
 * `sales_report_days` (status, partner or -1 = all, emirate or -1 = all, Dubai day, payment method) and, with a
 * category filter or for the category breakdown, `sales_report_category_days` (the same per category).
 *
 * The counter rows of a range for the filters (alias c); `by`: leave that dimension open (a breakdown).
 */
function counterWhere(
  ctx: ReportContext,
  r: Pick<ReportRange, "from" | "to">,
  by?: "partner" | "emirate" | "category",
): RawBuilder<SqlBool> {
  const f = ctx.f;
  const parts: RawBuilder<unknown>[] = [sql`c.status = ${f.status ?? "paid"}`];
  if (by === "partner")
    parts.push(f.partnerId === undefined ? sql`c.partner_id > 0` : sql`c.partner_id = ${f.partnerId}`);
  else parts.push(sql`c.partner_id = ${f.partnerId ?? -1}`);
  if (by === "emirate")
    parts.push(f.emirate_id === undefined ? sql`c.emirate_id >= 0` : sql`c.emirate_id = ${f.emirate_id}`);
  else parts.push(sql`c.emirate_id = ${f.emirate_id ?? -1}`);
  parts.push(sql`c.day >= ${r.from}`, sql`c.day <= ${r.to}`);
  if (f.category_id !== undefined) parts.push(sql`c.category_id = ${f.category_id}`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** The per-order category facts of a range for the filters (alias c; the category filter is set). */
function factsWhere(ctx: ReportContext, r: Pick<ReportRange, "from" | "to">): RawBuilder<SqlBool> {
  const f = ctx.f;
  const parts: RawBuilder<unknown>[] = [
    sql`c.category_id = ${f.category_id ?? 0}`,
    sql`c.status = ${f.status ?? "paid"}`,
    sql`c.day >= ${r.from}`,
    sql`c.day <= ${r.to}`,
  ];
  if (f.partnerId !== undefined) parts.push(sql`c.partner_id = ${f.partnerId}`);
  if (f.emirate_id !== undefined) parts.push(sql`c.emirate_id = ${f.emirate_id}`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** The counter table for the filters: per category when the category filter is set (or `category`). */
const counterTable = (ctx: ReportContext, category = false) =>
  sql.table(category || ctx.f.category_id !== undefined ? "sales_report_category_days" : "sales_report_days");

/** The Dubai emirate of an order (its booking's community), 0 when none. */
const emirateOf = sql<number>`coalesce(
  (select c.emirate_id from bookings b join communities c on c.id = b.community_id where b.order_id = o.id limit 1),
  (select c.emirate_id from bookings b join communities c on c.id = b.community_id where b.id = o.booking_id),
  0)`;

const MONEY = ["gross", "discounts", "total", "vat", "net"] as const;

/** One day and payment method of the counted orders: the figures every part of the answer adds up (fils). */
interface SalesDay {
  day: string;
  payment_method: string;
  orders: number;
  gross: number;
  discounts: number;
  total: number;
  vat: number;
  /** From the counters only (the base tables' summary reads the ledger itself). */
  commission?: number;
  partner_net?: number;
}

/**
 * The counted orders of a range by Dubai day and payment method, read once per request and range (the counters, or
 * one index-only scan of the orders with a search, feed the summary, the series, the payment method breakdown and
 * the table's count).
 */
const salesDays = oncePerRange<SalesDay[]>((ctx, r) => {
  const day = dubaiDay(ctx.driver, "o.paid_at");
  const query = async () =>
    fromCounters(ctx)
      ? sql<Record<string, unknown>>`select c.day, c.payment_method, sum(c.n) as orders, sum(c.gross) as gross,
          sum(c.discounts) as discounts, sum(c.total) as total, sum(c.vat) as vat, sum(c.commission) as commission,
          sum(c.partner_net) as partner_net
        from ${counterTable(ctx)} c where ${counterWhere(ctx, r)} group by c.day, c.payment_method
        having sum(c.n) <> 0`
      : sql<Record<string, unknown>>`select ${day} as day, o.payment_method, count(*) as orders,
          sum(o.subtotal_fils) as gross, sum(o.discount_fils) as discounts, sum(o.total_fils) as total,
          sum(o.vat_fils) as vat
        from orders o where ${await countedIds(ctx, r)} group by ${day}, o.payment_method`;
  return query()
    .then((q) => q.execute(ctx.db))
    .then((res) =>
      res.rows.map((x) => ({
        day: String(x.day),
        payment_method: String(x.payment_method),
        orders: num(x.orders),
        gross: num(x.gross),
        discounts: num(x.discounts),
        total: num(x.total),
        vat: num(x.vat),
        ...(x.commission === undefined ? {} : { commission: num(x.commission), partner_net: num(x.partner_net) }),
      })),
    );
});

const sumOf = (days: SalesDay[]) =>
  days.reduce(
    (a, d) => ({
      orders: a.orders + d.orders,
      gross: a.gross + d.gross,
      discounts: a.discounts + d.discounts,
      total: a.total + d.total,
      vat: a.vat + d.vat,
    }),
    { orders: 0, gross: 0, discounts: 0, total: 0, vat: 0 },
  );

export const salesSummary = z.object({
  orders: z.number().int().describe("Paid orders counted (wallet top-ups excluded)"),
  gross: z.number().describe("AED: the orders' subtotals, VAT included, before discounts"),
  discounts: z.number().describe("AED: coupon discounts on them"),
  total: z.number().describe("AED: what customers paid (gross - discounts, VAT included)"),
  vat: z.number().describe("AED: the VAT inside total"),
  net: z.number().describe("AED: total - vat (sales excluding VAT)"),
  commission: z
    .number()
    .describe(
      "AED: Khidma's commission on these orders from the partner ledger (excluding VAT on it; a booking's " +
        "commission is written when the work is completed)",
    ),
  partner_net: z
    .number()
    .describe(
      "AED: what the partners are owed for these orders so far: their ledger lines revenue, discount, " +
        "commission, commission VAT and, for VAT-registered partners, the VAT on their supply (supply_vat)",
    ),
  average_order: z.number().describe("AED: total / orders"),
});

const salesRow = z
  .object({
    id: z.number().int(),
    number: z.string(),
    paid_at: z.string().describe("YYYY-MM-DD HH:mm, Asia/Dubai"),
    customer: z.string(),
    partner: z.string(),
    kind: z.string().describe("In the request language"),
    payment_method: z.string().describe("In the request language"),
    status: z.string().describe("In the request language"),
    gross: z.number(),
    discount: z.number(),
    total: z.number(),
    vat: z.number(),
    net: z.number(),
    commission: z.number(),
  })
  .meta({ id: "ReportSalesRow" });

export const salesData = reportData({
  summary: salesSummary.shape,
  series: {
    orders: z.number().int(),
    gross: z.number(),
    discounts: z.number(),
    total: z.number(),
    vat: z.number(),
    net: z.number(),
  },
  breakdowns: ["by_category", "by_partner", "by_emirate", "by_payment_method"],
  breakdownFigures: {
    orders: z.number().int().optional(),
    total: z.number().optional().describe("AED, VAT included (by category: the lines of that category)"),
  },
  row: salesRow,
}).meta({ id: "ReportSales" });

type SalesRow = z.infer<typeof salesRow>;
interface SalesRaw {
  id: number;
  number: string;
  paid_at: string;
  first_name: string | null;
  last_name: string | null;
  partner_en: string | null;
  partner_ar: string | null;
  kind: string;
  payment_method: string;
  status: string;
  subtotal_fils: number;
  discount_fils: number;
  total_fils: number;
  vat_fils: number;
  commission_fils: number;
}

const moneyOf = (sums: Figures): Figures => {
  const out: Figures = { ...sums };
  for (const k of MONEY) out[k] = aed(num(sums[k]));
  return out;
};

export const salesReport: ReportDefinition<SalesRaw, SalesRow> = {
  name: "sales",
  read: "read-sales-report",
  exportPermission: "export-sales-report",
  statuses: STATUSES,
  describe: {
    summary: "Sales: paid orders (gross, discounts, VAT, net, commission) by day, week or month",
    description:
      "Counts paid orders other than wallet top-ups by the Asia/Dubai day of paid_at (status paid by default; " +
      "status=refunded: orders refunded after payment). category_id: orders with a line of a service or package " +
      "of the category; emirate_id: orders whose booking is in the emirate; search: the order number or the " +
      "partner's name. Figures: orders; gross (subtotals, VAT included, before discounts); discounts; total (paid, " +
      "VAT included); vat; net (total - vat); commission (Khidma's commission lines of the partner ledger for these " +
      "orders, written when a booking is completed); partner_net (the partners' ledger lines revenue, discount, " +
      "commission, commission VAT and supply VAT for these orders); average_order. Breakdowns by_category (order lines' totals), " +
      "by_partner (top 20 by total), by_emirate (key 0: no booking address), by_payment_method. Rows: one per order, " +
      "newest paid first (ties by id). Money in AED with 2 decimals.",
  },

  async summary(ctx, r) {
    const [days, ledger] = await Promise.all([
      salesDays(ctx, r),
      fromCounters(ctx)
        ? null
        : sql<{ commission: unknown; partner_net: unknown }>`select
          coalesce(sum(case when le.type = 'commission' then -le.amount_fils else 0 end), 0) as commission,
          coalesce(sum(case when le.type in ('revenue', 'discount', 'commission', 'commission_vat', 'supply_vat')
            then le.amount_fils else 0 end), 0) as partner_net
        from orders o join ledger_entries le on le.order_id = o.id
        where ${await countedIds(ctx, r)}`.execute(ctx.db),
    ]);
    const s = sumOf(days);
    const l = ledger
      ? ledger.rows[0]
      : {
          commission: days.reduce((a, d) => a + (d.commission ?? 0), 0),
          partner_net: days.reduce((a, d) => a + (d.partner_net ?? 0), 0),
        };
    return {
      orders: s.orders,
      gross: aed(s.gross),
      discounts: aed(s.discounts),
      total: aed(s.total),
      vat: aed(s.vat),
      net: aed(s.total - s.vat),
      commission: aed(num(l?.commission)),
      partner_net: aed(num(l?.partner_net)),
      average_order: s.orders > 0 ? aed(Math.round(s.total / s.orders)) : 0,
    };
  },

  async series(ctx) {
    const days = await salesDays(ctx, filterRange(ctx));
    return fillSeries(
      ctx.f,
      days.map((d) => ({ ...d, net: d.total - d.vat })),
      ["orders", ...MONEY],
      moneyOf,
    );
  },

  async breakdowns(ctx) {
    const where = await countedIds(ctx, filterRange(ctx));
    const counters = fromCounters(ctx);
    const r = filterRange(ctx);
    const [cats, partners, emirates, methods] = await Promise.all([
      counters
        ? sql<{ key: number; en: string; ar: string; orders: unknown; total: unknown }>`select cat.id as key,
            cat.name_en as en, cat.name_ar as ar, t.orders, t.total
          from ${
            ctx.f.category_id === undefined
              ? sql`(select c.category_id, sum(c.n) as orders, sum(c.line_total) as total
                  from ${counterTable(ctx, true)} c where ${counterWhere(ctx, r, "category")}
                  group by c.category_id having sum(c.n) <> 0)`
              : // the orders with a line of the category, by every category of their lines (facts of 043)
                sql`(select g.category_id, count(*) as orders, sum(g.line_total) as total
                  from sales_report_category_facts c
                    join sales_report_category_facts g on g.order_id = c.order_id
                  where ${factsWhere(ctx, r)} group by g.category_id)`
          } t
          join categories cat on cat.id = t.category_id order by t.total desc, cat.id`.execute(ctx.db)
        : sql<{ key: number; en: string; ar: string; orders: unknown; total: unknown }>`select cat.id as key,
          cat.name_en as en, cat.name_ar as ar, count(distinct o.id) as orders, sum(ol.total_fils) as total
        from orders o join order_lines ol on ol.order_id = o.id
          left join services s on s.id = ol.service_id left join packages pk on pk.id = ol.package_id
          join categories cat on cat.id = coalesce(s.category_id, pk.category_id)
        where ${where} group by cat.id, cat.name_en, cat.name_ar order by total desc, cat.id`.execute(ctx.db),
      sql<{ key: number; en: string; ar: string; orders: unknown; total: unknown }>`select p.id as key,
          p.name_en as en, p.name_ar as ar, t.orders, t.total
        from ${
          counters
            ? sql`(select c.partner_id, sum(c.n) as orders, sum(c.total) as total from ${counterTable(ctx)} c
                where ${counterWhere(ctx, r, "partner")} group by c.partner_id having sum(c.n) <> 0)`
            : sql`(select o.partner_id, count(*) as orders, sum(o.total_fils) as total from orders o
                where ${where} and o.partner_id is not null group by o.partner_id)`
        } t
        join partners p on p.id = t.partner_id order by t.total desc, p.id limit 20`.execute(ctx.db),
      counters
        ? sql<{ key: unknown; orders: unknown; total: unknown }>`select c.emirate_id as key, sum(c.n) as orders,
            sum(c.total) as total from ${counterTable(ctx)} c where ${counterWhere(ctx, r, "emirate")}
            group by c.emirate_id having sum(c.n) <> 0 order by total desc, key`.execute(ctx.db)
        : sql<{ key: unknown; orders: unknown; total: unknown }>`select t.key, count(*) as orders,
            sum(t.total) as total
          from (select ${emirateOf} as key, o.total_fils as total from orders o where ${where}) t
          group by t.key order by total desc, t.key`.execute(ctx.db),
      salesDays(ctx, r),
    ]);
    const byMethod = new Map<string, { orders: number; total: number }>();
    for (const d of methods) {
      const m = byMethod.get(d.payment_method) ?? { orders: 0, total: 0 };
      m.orders += d.orders;
      m.total += d.total;
      byMethod.set(d.payment_method, m);
    }
    const emirateIds = emirates.rows.map((e) => num(e.key)).filter((id) => id > 0);
    const names = emirateIds.length
      ? await ctx.db.selectFrom("emirates").select(["id", "name_en", "name_ar"]).where("id", "in", emirateIds).execute()
      : [];
    const emirateName = new Map(names.map((e) => [e.id, pick(ctx.lang, e.name_en, e.name_ar)]));
    const item = (key: string | number, lbl: string, orders: unknown, total: unknown): BreakdownItem => ({
      key,
      label: lbl,
      orders: num(orders),
      total: aed(num(total)),
    });
    return {
      by_category: cats.rows.map((c) => item(num(c.key), pick(ctx.lang, c.en, c.ar), c.orders, c.total)),
      by_partner: partners.rows.map((p) => item(num(p.key), pick(ctx.lang, p.en, p.ar), p.orders, p.total)),
      by_emirate: emirates.rows.map((e) =>
        item(num(e.key), emirateName.get(num(e.key)) ?? pick(ctx.lang, "No address", "بدون عنوان"), e.orders, e.total),
      ),
      by_payment_method: [...byMethod.entries()]
        .sort((a, b) => b[1].total - a[1].total || a[0].localeCompare(b[0]))
        .map(([key, m]) => item(key, label(ctx, METHODS, key), m.orders, m.total)),
    };
  },

  rows(ctx) {
    return ctx.db
      .selectFrom("orders as o")
      .leftJoin("users as u", "u.id", "o.user_id")
      .leftJoin("partners as p", "p.id", "o.partner_id")
      .select([
        "o.id",
        "o.number",
        "o.paid_at",
        "u.first_name",
        "u.last_name",
        "p.name_en as partner_en",
        "p.name_ar as partner_ar",
        "o.kind",
        "o.payment_method",
        "o.status",
        "o.subtotal_fils",
        "o.discount_fils",
        "o.total_fils",
        "o.vat_fils",
        sql<number>`coalesce((select sum(-le.amount_fils) from ledger_entries le
          where le.order_id = o.id and le.type = 'commission'), 0)`.as("commission_fils"),
      ])
      .where(countedNow(ctx, filterRange(ctx), counted(ctx, filterRange(ctx))))
      .orderBy("o.paid_at", "desc")
      .orderBy("o.id", "desc") as never;
  },

  async count(ctx) {
    // the counters, or with a search the matching ids (read once; the table's page then seeks them too)
    return (await salesDays(ctx, filterRange(ctx))).reduce((a, d) => a + d.orders, 0);
  },

  map(r, ctx) {
    const total = num(r.total_fils);
    const vat = num(r.vat_fils);
    return {
      id: num(r.id),
      number: r.number,
      paid_at: `${dubaiDate(r.paid_at)} ${dubaiTime(r.paid_at)}`,
      customer: `${r.first_name ?? ""} ${r.last_name ?? ""}`.trim(),
      partner: r.partner_en === null ? "" : pick(ctx.lang, r.partner_en, r.partner_ar ?? r.partner_en),
      kind: label(ctx, KINDS, r.kind),
      payment_method: label(ctx, METHODS, r.payment_method),
      status: label(ctx, STATUS_LABELS, r.status),
      gross: aed(num(r.subtotal_fils)),
      discount: aed(num(r.discount_fils)),
      total: aed(total),
      vat: aed(vat),
      net: aed(total - vat),
      commission: aed(num(r.commission_fils)),
    };
  },

  columns: [
    { key: "number", en: "Order", ar: "الطلب" },
    { key: "paid_at", en: "Paid at", ar: "تاريخ الدفع" },
    { key: "customer", en: "Customer", ar: "العميل" },
    { key: "partner", en: "Partner", ar: "مزود الخدمة" },
    { key: "kind", en: "Type", ar: "النوع" },
    { key: "payment_method", en: "Payment method", ar: "طريقة الدفع" },
    { key: "status", en: "Status", ar: "الحالة" },
    { key: "gross", en: "Gross (AED)", ar: "الإجمالي (درهم)" },
    { key: "discount", en: "Discount (AED)", ar: "الخصم (درهم)" },
    { key: "total", en: "Total (AED)", ar: "المبلغ المدفوع (درهم)" },
    { key: "vat", en: "VAT (AED)", ar: "ضريبة القيمة المضافة (درهم)" },
    { key: "net", en: "Net (AED)", ar: "الصافي (درهم)" },
    { key: "commission", en: "Commission (AED)", ar: "العمولة (درهم)" },
  ],
};
