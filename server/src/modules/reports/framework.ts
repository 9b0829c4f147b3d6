import { PassThrough, Readable, type Writable } from "node:stream";
import { stringify } from "csv-stringify";
import ExcelJS from "exceljs";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import { z } from "zod";
import type { Permission } from "../../../../common/permissions.js";
import type { DbDriver } from "../../config.js";
import type { Database } from "../../db/database.js";
import { addDays, daysBetween, dubaiDate, dubaiMidnightIso } from "../../lib/dubai.js";
import { envelope, errorEnvelope, ok } from "../../lib/envelope.js";
import { ApiError } from "../../lib/errors.js";
import { addTranslations, type Lang, requestLanguage } from "../../lib/i18n.js";
import { boolParam, enumParam, intParam, likePattern, num, paginated, textParam } from "../../lib/query.js";
import { INVALID_FROM, INVALID_TO, RANGE_TOO_LONG, TO_BEFORE_FROM } from "../admin-dashboard/messages.js";
import { isCalendarDate } from "../admin-dashboard/schema.js";
import { actorOf, catalogGuard, partnerFilter } from "../partner-catalog/access.js";

/**
 * The report framework (issue 19; docs/api-catalog.md "Reports"). A report is a definition (`ReportDefinition`):
 * its figures (`summary`, called once more for the previous period when `compare`), its `series` (every bucket of the
 * range, zeros included: use `fillSeries`), its optional `breakdowns`, its table (`rows`: a Kysely query ordered
 * newest first whose last order key is unique; the framework pages it, counts it and streams it for the export),
 * `map` (a raw row -> the API/CSV row, labels in ctx.lang, money with aed()) and the export's `columns`.
 *
 * `registerReport(app, definition, responseData)` adds `GET report/{name}` (guard `read-<name>-report`) and
 * `GET report/{name}/export` (guard `export-<name>-report`, CSV: BOM, header in the request language, one line per
 * row, read in batches of EXPORT_BATCH through an async generator, `x-total-count` header). Partner callers are
 * scoped to their own company (`ctx.f.partnerId`); another partner's `partner_id` is a 403.
 *
 * Notes for report authors (refinements of the contract's shape):
 * - `summary(ctx, range)`: `range` also carries `start`/`end` (UTC ISO instants: [start, end) is the Dubai days
 *   from..to); use those, not ctx.f.start/end, so the previous period works.
 * - `series(ctx)`: aggregate per Dubai day (`dubaiDay(ctx.driver, column)`) and pass the rows to `fillSeries`.
 * - `describe`: { summary, description } for OpenAPI (what every figure counts).
 * - helpers: `dubaiDay`, `minutesBetween` (SQL both databases accept), `pick(ctx.lang, en, ar)`, `rate`.
 */

export type ReportName = "sales" | "appointments" | "packages" | "promotions" | "ratings" | "contracts" | "offers";
export const REPORT_NAMES = [
  "sales",
  "appointments",
  "packages",
  "promotions",
  "ratings",
  "contracts",
  "offers",
] as const satisfies readonly ReportName[];

export type GroupBy = "day" | "week" | "month";

export interface ReportFilters {
  from: string;
  to: string;
  group_by: GroupBy;
  compare: boolean;
  /** The partner scope (a partner caller: its own company) or the internal caller's filter; undefined = all. */
  partnerId: number | undefined;
  category_id: number | undefined;
  emirate_id: number | undefined;
  status: string | undefined;
  search: string | undefined;
  page: number;
  per_page: number;
  /** UTC ISO instant of 00:00 in Dubai on `from`. */
  start: string;
  /** UTC ISO instant of 00:00 in Dubai on the day after `to` (exclusive). */
  end: string;
}

export interface ReportRange {
  from: string;
  to: string;
  start: string;
  end: string;
}

export interface ReportContext {
  db: Database;
  driver: DbDriver;
  lang: Lang;
  f: ReportFilters;
}

export type Figures = Record<string, number>;
/** One bucket of the series: its first day and the figures (numbers). */
export type SeriesPoint = { period: string; [figure: string]: number | string };
/** One line of a breakdown: the key, its label in the request language and the figures (numbers). */
export type BreakdownItem = { key: string | number; label: string; [figure: string]: number | string };

// biome-ignore lint/suspicious/noExplicitAny: a report's table query may select from any tables
export type RowsQuery<Raw> = SelectQueryBuilder<any, any, Raw>;

export interface ReportDefinition<
  Raw = Record<string, unknown>,
  Row extends Record<string, unknown> = Record<string, unknown>,
> {
  name: ReportName;
  read: Permission;
  exportPermission: Permission;
  /** The statuses `status` accepts (another value: 422); none: the report has no status filter. */
  statuses?: readonly [string, ...string[]];
  /** OpenAPI texts: what the report counts and every figure. */
  describe: { summary: string; description: string };
  summary(ctx: ReportContext, range: ReportRange): Promise<Figures>;
  series(ctx: ReportContext): Promise<SeriesPoint[]>;
  breakdowns?(ctx: ReportContext): Promise<Record<string, BreakdownItem[]>>;
  rows(ctx: ReportContext): RowsQuery<Raw>;
  /**
   * The table's row count when the report can give it without counting the rows (e.g. from counters: no free-text
   * search); undefined: the framework counts the rows query.
   */
  count?(ctx: ReportContext): Promise<number | undefined>;
  map(raw: Raw, ctx: ReportContext): Row;
  columns: ReadonlyArray<{ key: keyof Row & string; en: string; ar: string }>;
}

/** Any definition (for lists of them). */
// biome-ignore lint/suspicious/noExplicitAny: definitions differ in their row types
export type AnyReport = ReportDefinition<any, any>;

// ---------------------------------------------------------------- messages ----

export const REPORT = "Report";
export const DEFAULT_DAYS = 30;
export const MAX_DAYS = 366;
export const EXPORT_BATCH = 1000;

addTranslations({ [REPORT]: "التقرير" }, [], {
  "group by": "التجميع",
  compare: "المقارنة بالفترة السابقة",
  "per page": "عدد الصفوف في الصفحة",
  format: "صيغة الملف",
});

// ---------------------------------------------------------------- dates ----

/** The Dubai days from..to as UTC instants [start, end). */
export const rangeOf = (from: string, to: string): ReportRange => ({
  from,
  to,
  start: dubaiMidnightIso(from),
  end: dubaiMidnightIso(addDays(to, 1)),
});

/** The period of the same length just before from..to. */
export const previousRange = (from: string, to: string): ReportRange => {
  const days = daysBetween(from, to);
  return rangeOf(addDays(from, -days), addDays(from, -1));
};

/** The first day of the bucket holding `day` (weeks start on Monday). */
export function bucketOf(day: string, groupBy: GroupBy): string {
  if (groupBy === "day") return day;
  if (groupBy === "month") return `${day.slice(0, 8)}01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** Every bucket start of from..to, in order (the first may start before `from`). */
export function periods(from: string, to: string, groupBy: GroupBy): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const b = bucketOf(d, groupBy);
    if (out[out.length - 1] !== b) out.push(b);
  }
  return out;
}

/**
 * The series of the range: per-day rows (`day` = Dubai `YYYY-MM-DD`, figures summed per bucket) -> one point per
 * bucket, every figure present (0 when none). `derive` computes figures from the summed ones (e.g. rates, money).
 */
export function fillSeries(
  f: Pick<ReportFilters, "from" | "to" | "group_by">,
  days: Array<{ day: unknown } & Record<string, unknown>>,
  figures: readonly string[],
  derive?: (sums: Figures) => Figures,
): SeriesPoint[] {
  const buckets = new Map<string, Figures>();
  for (const p of periods(f.from, f.to, f.group_by)) buckets.set(p, Object.fromEntries(figures.map((k) => [k, 0])));
  for (const row of days) {
    const day = String(row.day).slice(0, 10);
    if (day < f.from || day > f.to) continue;
    const b = buckets.get(bucketOf(day, f.group_by));
    if (!b) continue;
    for (const k of figures) b[k] += num(row[k]);
  }
  return [...buckets.entries()].map(([period, sums]) => ({ period, ...(derive ? derive(sums) : sums) }));
}

// ---------------------------------------------------------------- SQL helpers ----

/** The Dubai calendar day (`YYYY-MM-DD`) of an ISO UTC text column (SQL both databases accept). */
export const dubaiDay = (driver: DbDriver, column: string): RawBuilder<string> =>
  driver === "postgres"
    ? sql<string>`to_char((${sql.ref(column)})::timestamptz at time zone 'Asia/Dubai', 'YYYY-MM-DD')`
    : sql<string>`date(${sql.ref(column)}, '+4 hours')`;

/** Minutes from `a` to `b` (ISO UTC text columns or expressions), a number in both databases. */
export const minutesBetween = (driver: DbDriver, a: RawBuilder<unknown>, b: RawBuilder<unknown>) =>
  driver === "postgres"
    ? sql<number>`(extract(epoch from ((${b})::timestamptz - (${a})::timestamptz)) / 60.0)`
    : sql<number>`((julianday(${b}) - julianday(${a})) * 1440.0)`;

/** With a free-text search, the ids it matches are listed (index seeks) when at most this many; else the filters. */
export const SEARCH_IDS_MAX = 5000;

/**
 * A report's counted records as one SQL condition, read once per request and range when a free-text `search` is set:
 * `ids` lists the matching records' ids (one scan with the LIKEs), and every figure's query then seeks those rows
 * (`alias.id in (...)`) instead of testing the search on each row of the range. More than SEARCH_IDS_MAX matches (or
 * no search): `filters` as they are.
 */
export function countedOnce(
  ctx: ReportContext,
  range: Pick<ReportRange, "start" | "end">,
  alias: string,
  filters: RawBuilder<SqlBool>,
  ids: (limit: number) => Promise<unknown[]>,
): Promise<RawBuilder<SqlBool>> {
  if (ctx.f.search === undefined) return Promise.resolve(filters);
  let cache = searchScans.get(ctx);
  if (!cache) {
    cache = new Map();
    searchScans.set(ctx, cache);
  }
  const key = `${range.start}|${range.end}`;
  let scan = cache.get(key);
  if (!scan) {
    scan = ids(SEARCH_IDS_MAX + 1).then((list) => {
      const condition =
        list.length > SEARCH_IDS_MAX
          ? filters
          : list.length === 0
            ? sql<SqlBool>`(1 = 0)`
            : sql<SqlBool>`(${sql.ref(`${alias}.id`)} in (${sql.join(list.map((id) => num(id)))}))`;
      let done = searchDone.get(ctx);
      if (!done) {
        done = new Map();
        searchDone.set(ctx, done);
      }
      done.set(key, condition);
      return condition;
    });
    cache.set(key, scan);
  }
  return scan;
}
const searchScans = new WeakMap<ReportContext, Map<string, Promise<RawBuilder<SqlBool>>>>();
const searchDone = new WeakMap<ReportContext, Map<string, RawBuilder<SqlBool>>>();

/**
 * For a table's (synchronous) rows query: the condition `countedOnce` has already read for this request and range,
 * else `filters`. The framework counts the rows (`count`) before it reads a page or exports, so a report whose
 * `count` goes through countedOnce pages its search by the ids too.
 */
export const countedNow = (
  ctx: ReportContext,
  range: Pick<ReportRange, "start" | "end">,
  filters: RawBuilder<SqlBool>,
): RawBuilder<SqlBool> => searchDone.get(ctx)?.get(`${range.start}|${range.end}`) ?? filters;

/** The request's own period: its filters' days and instants (the summary's `range` may be the previous one). */
export const filterRange = (ctx: ReportContext): ReportRange => ({
  from: ctx.f.from,
  to: ctx.f.to,
  start: ctx.f.start,
  end: ctx.f.end,
});

/**
 * Whether a report kept in per-day counters (migration 043: sales, appointments) answers its figures from them:
 * whenever no free-text search is set (a search filters rows, so those figures read the base tables).
 */
export const fromCounters = (ctx: ReportContext) => ctx.f.search === undefined;

/**
 * The free-text search of a report over orders or bookings (alias `o`/`b`): the record's number or its partner's
 * name. Non-correlated subqueries: each is read once (a covering scan of the numbers, the partners' names), then
 * every row of the range is a lookup, instead of a LIKE and a partner lookup per row.
 */
export function numberOrPartnerLike(alias: "o" | "b", table: "orders" | "bookings", search: string) {
  const like = likePattern(search);
  const a = sql.raw(alias);
  const s = sql.raw(`s${alias}`);
  return sql<SqlBool>`(${a}.id in (select ${s}.id from ${sql.raw(table)} ${s} where lower(${s}.number) like ${like})
      or ${a}.partner_id in (select sp.id from partners sp
        where lower(sp.name_en) like ${like} or lower(sp.name_ar) like ${like}))`;
}

/**
 * `countedOnce` for a report over orders or bookings: `counted(ctx, range)`, the records counted (alias `o`/`b`) as
 * one condition; with a search, their ids read once per request and range.
 */
export const countedRecords = (
  ctx: ReportContext,
  r: Pick<ReportRange, "start" | "end">,
  alias: "o" | "b",
  table: "orders" | "bookings",
  counted: (ctx: ReportContext, r: Pick<ReportRange, "start" | "end">) => RawBuilder<SqlBool>,
) =>
  countedOnce(ctx, r, alias, counted(ctx, r), (limit) =>
    sql<{
      id: number;
    }>`select ${sql.raw(alias)}.id from ${sql.raw(table)} ${sql.raw(alias)} where ${counted(ctx, r)} limit ${limit}`
      .execute(ctx.db)
      .then((res) => res.rows.map((x) => x.id)),
  );

/**
 * A reader memoised per request and range: `read(ctx, r)` runs once per request (`ctx`) and `r.start`/`r.end`, every
 * later call answers the same promise (a report's day scan feeds its summary, series, breakdowns and count).
 */
export function oncePerRange<T>(read: (ctx: ReportContext, r: ReportRange) => Promise<T>) {
  const scans = new WeakMap<ReportContext, Map<string, Promise<T>>>();
  return (ctx: ReportContext, r: ReportRange): Promise<T> => {
    let perCtx = scans.get(ctx);
    if (!perCtx) {
      perCtx = new Map();
      scans.set(ctx, perCtx);
    }
    const key = `${r.start}|${r.end}`;
    let scan = perCtx.get(key);
    if (!scan) {
      scan = read(ctx, r);
      perCtx.set(key, scan);
    }
    return scan;
  };
}

/** The text in the request language. */
export const pick = (lang: Lang, en: string, ar: string) => (lang === "ar" ? ar : en);

/** A part of a whole in percent, 1 decimal (0 when the whole is 0). */
export const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** 1 decimal. */
export const round1 = (n: number) => Math.round(n * 10) / 10;

// ---------------------------------------------------------------- query ----

const dateParam = (message: string) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : Array.isArray(v) ? v[0] : v),
    z
      .string({ error: message })
      .refine((s) => isCalendarDate(s), message)
      .optional(),
  );

/** `status` of a report without statuses: absent or blank only. */
const noStatus = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.undefined({ error: "The selected status is invalid." }).optional(),
);

/** The query schema of a report (its statuses for `status`). */
export function reportQuery(statuses?: readonly [string, ...string[]], paged = true) {
  return z.object({
    from: dateParam(INVALID_FROM).describe(
      `First day (Asia/Dubai), YYYY-MM-DD; default: ${DEFAULT_DAYS - 1} days before \`to\``,
    ),
    to: dateParam(INVALID_TO).describe("Last day (Asia/Dubai), YYYY-MM-DD, inclusive; default: today"),
    partner_id: intParam("partner_id").describe("Internal roles: one partner; a partner role: its own (another: 403)"),
    category_id: intParam("category_id").describe("Service category"),
    emirate_id: intParam("emirate_id").describe("Emirate"),
    status: (statuses ? enumParam("status", statuses) : noStatus).describe(
      statuses ? `One of: ${statuses.join(", ")}` : "This report has no status filter (any value: 422)",
    ),
    group_by: enumParam("group_by", ["day", "week", "month"] as const).describe(
      "Series buckets: day (default), week (Monday first) or month",
    ),
    compare: boolParam("compare").describe("true/1: also the same figures for the previous period of the same length"),
    search: textParam("search").describe("Text rows only: the record's number or names"),
    ...(paged
      ? {
          page: intParam("page").describe("Table page (default 1)"),
          per_page: intParam("per_page", 1, 100).describe("Table rows per page (default 10, at most 100)"),
        }
      : {}),
  });
}

type ReportQuery = z.infer<ReturnType<typeof reportQuery>>;

/** Parses the (validated) query into filters: default dates, 422 for to < from or a range over 366 days. */
export async function parseFilters(request: FastifyRequest, q: ReportQuery): Promise<ReportFilters> {
  const to = q.to ?? (q.from ? addDays(q.from, DEFAULT_DAYS - 1) : dubaiDate());
  const from = q.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (to < from) throw new ApiError(422, TO_BEFORE_FROM, { to: [TO_BEFORE_FROM] });
  if (daysBetween(from, to) > MAX_DAYS) throw new ApiError(422, RANGE_TOO_LONG, { from: [RANGE_TOO_LONG] });
  const partnerId = await partnerFilter(request.server.db, actorOf(request), q.partner_id);
  const r = rangeOf(from, to);
  const paging = q as { page?: number; per_page?: number };
  return {
    from,
    to,
    group_by: q.group_by ?? "day",
    compare: q.compare ?? false,
    partnerId,
    category_id: q.category_id,
    emirate_id: q.emirate_id,
    status: q.status,
    search: q.search,
    page: paging.page ?? 1,
    per_page: paging.per_page ?? 10,
    start: r.start,
    end: r.end,
  };
}

// ---------------------------------------------------------------- answer ----

/** Zod schema of a report's `data`, from its figure, series, breakdown and row schemas. */
export function reportData<S extends z.ZodRawShape, P extends z.ZodRawShape, R extends z.ZodType>(parts: {
  summary: S;
  series?: P;
  breakdowns?: string[];
  breakdownFigures?: z.ZodRawShape;
  row: R;
}) {
  const summary = z.object(parts.summary);
  const item = z.object({
    key: z.union([z.string(), z.number()]),
    label: z.string().describe("In the request language"),
    ...(parts.breakdownFigures ?? {}),
  });
  return z.object({
    filters: z.object({
      from: z.string(),
      to: z.string(),
      group_by: z.enum(["day", "week", "month"]),
      partner_id: z.number().int().nullable(),
      category_id: z.number().int().nullable(),
      emirate_id: z.number().int().nullable(),
      status: z.string().nullable(),
    }),
    summary,
    previous: summary.nullable().describe("The same figures for the previous period (compare), else null"),
    previous_range: z.object({ from: z.string(), to: z.string() }).nullable(),
    series: z
      .array(z.object({ period: z.string().describe("First day of the bucket (Asia/Dubai)"), ...(parts.series ?? {}) }))
      .describe("Every bucket of the range, zeros included"),
    breakdowns: z.object(Object.fromEntries((parts.breakdowns ?? []).map((k) => [k, z.array(item)]))),
    rows: paginated(parts.row),
  });
}

/** How many rows the table has for the filters (its query without the columns and the order). */
export async function countRows(def: AnyReport, ctx: ReportContext): Promise<number> {
  const known = def.count ? await def.count(ctx) : undefined;
  if (known !== undefined) return known;
  const row = await ctx.db
    .selectFrom(def.rows(ctx).clearSelect().clearOrderBy().select(sql<number>`1`.as("one")).as("report_rows"))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return num(row?.n);
}

/** The rows' count and one page (limit/offset on the definition's ordered query). */
async function rowsPage(def: AnyReport, ctx: ReportContext) {
  const base = def.rows(ctx);
  const total = await countRows(def, ctx);
  const { page, per_page } = ctx.f;
  const raw = await base
    .limit(per_page)
    .offset((page - 1) * per_page)
    .execute();
  return {
    data: raw.map((r) => def.map(r, ctx)),
    total,
    current_page: page,
    per_page,
    last_page: Math.max(1, Math.ceil(total / per_page)),
  };
}

/** The whole answer of GET report/{name}. */
export async function reportAnswer(def: AnyReport, ctx: ReportContext) {
  const f = ctx.f;
  const prev = f.compare ? previousRange(f.from, f.to) : null;
  const [summary, previous, series, breakdowns, rows] = await Promise.all([
    def.summary(ctx, rangeOf(f.from, f.to)),
    prev ? def.summary(ctx, prev) : Promise.resolve(null),
    def.series(ctx),
    def.breakdowns ? def.breakdowns(ctx) : Promise.resolve({}),
    rowsPage(def, ctx),
  ]);
  return {
    filters: {
      from: f.from,
      to: f.to,
      group_by: f.group_by,
      partner_id: f.partnerId ?? null,
      category_id: f.category_id ?? null,
      emirate_id: f.emirate_id ?? null,
      status: f.status ?? null,
    },
    summary,
    previous,
    previous_range: prev ? { from: prev.from, to: prev.to } : null,
    series,
    breakdowns,
    rows,
  };
}

// ---------------------------------------------------------------- export ----

/** Every row of the report's table, in order, read EXPORT_BATCH at a time (the connection is free between batches). */
export async function* exportRows(def: AnyReport, ctx: ReportContext): AsyncGenerator<Record<string, unknown>> {
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const batch = await def.rows(ctx).limit(EXPORT_BATCH).offset(offset).execute();
    for (const raw of batch) {
      const row = def.map(raw, ctx);
      yield Object.fromEntries(def.columns.map((c) => [c.key, row[c.key]]));
    }
    if (batch.length < EXPORT_BATCH) return;
  }
}

/** The CSV stream: BOM, the header in ctx.lang, one line per row. */
export function exportStream(def: AnyReport, ctx: ReportContext): Readable {
  const columns = def.columns.map((c) => ({ key: c.key, header: pick(ctx.lang, c.en, c.ar) }));
  return Readable.from(exportRows(def, ctx)).pipe(stringify({ header: true, columns, bom: true }));
}

/** The export's formats: CSV (the default) or an Excel workbook. */
export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** The XLSX writer yields to the event loop (and waits for a full zip entry or reply) every this many rows. */
const XLSX_FLUSH = 250;

/** Each report's title, the XLSX worksheet's name (at most 31 characters, none of []:*?/\). */
const TITLES: Record<ReportName, { en: string; ar: string }> = {
  sales: { en: "Sales report", ar: "تقرير المبيعات" },
  appointments: { en: "Appointments report", ar: "تقرير المواعيد" },
  packages: { en: "Packages report", ar: "تقرير الباقات" },
  promotions: { en: "Promotions report", ar: "تقرير العروض الترويجية" },
  ratings: { en: "Ratings report", ar: "تقرير التقييمات" },
  contracts: { en: "Contracts report", ar: "تقرير العقود" },
  offers: { en: "Offers report", ar: "تقرير العروض" },
};

/** A worksheet name Excel accepts: none of []:*?/\, not blank, at most 31 characters. */
export const sheetName = (title: string) =>
  title
    .replace(/[[\]:*?/\\]/g, " ")
    .trim()
    .slice(0, 31) || REPORT;

/** A money column: its header says AED (the columns' convention); its numbers get the #,##0.00 format. */
const isMoney = (column: { en: string }) => column.en.includes("(AED)");

/** The width of a cell's text in characters (numbers as the CSV writes them). */
const widthOf = (value: unknown) => (value === null || value === undefined ? 0 : String(value).length);

/**
 * The XLSX stream: one worksheet named with the report's title in ctx.lang, the header row in ctx.lang (bold,
 * frozen; right-to-left in Arabic), then the CSV's rows in the same order, numbers as numbers (money #,##0.00) and
 * every other cell as the CSV writes it. The rows come from the same generator (EXPORT_BATCH at a time) and each is
 * committed to the zip stream as it is written, so the workbook never sits in memory; the column widths are measured
 * on the header and the first batch.
 */
export function exportXlsxStream(def: AnyReport, ctx: ReportContext): Readable {
  const out = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const title = TITLES[def.name];
    const sheet = workbook.addWorksheet(sheetName(pick(ctx.lang, title.en, title.ar)), {
      views: [{ state: "frozen", ySplit: 1, rightToLeft: ctx.lang === "ar" }],
    });
    const rows = exportRows(def, ctx);
    const first: Array<Record<string, unknown>> = [];
    while (first.length < EXPORT_BATCH) {
      const next = await rows.next();
      if (next.done) break;
      first.push(next.value);
    }
    sheet.columns = def.columns.map((c) => {
      const header = pick(ctx.lang, c.en, c.ar);
      const widest = first.reduce((w, r) => Math.max(w, widthOf(r[c.key])), header.length);
      return {
        key: c.key,
        width: Math.min(60, Math.max(8, widest + 2)),
        ...(isMoney(c) ? { style: { numFmt: "#,##0.00" } } : {}),
      };
    });
    const header = sheet.getRow(1);
    header.values = def.columns.map((c) => pick(ctx.lang, c.en, c.ar));
    header.font = { bold: true };
    header.commit();
    const add = (row: Record<string, unknown>) =>
      // numbers stay numbers; null/undefined is an empty cell like the CSV's; anything else as the CSV writes it
      sheet
        .addRow(
          def.columns.map((c) => {
            const v = row[c.key];
            return v === null || v === undefined ? null : typeof v === "number" ? v : String(v);
          }),
        )
        .commit();
    // exceljs's sheet stream writes into the zip entry without heeding backpressure, and a SQLite batch resolves
    // without giving the event loop a turn: every XLSX_FLUSH rows, let the zip and the reply move (setImmediate) and
    // wait while the zip entry or the reply is full, so a slow client holds the rows back instead of the memory.
    // (the entry is archiver's readable-stream 2 PassThrough: no writableNeedDrain, its state says the same)
    const entry = (sheet as unknown as { stream: { pipes?: Writable[] } }).stream.pipes?.[0];
    const needsDrain = (w: Writable | undefined) =>
      w !== undefined &&
      (w.writableNeedDrain ?? (w as unknown as { _writableState?: { needDrain?: boolean } })._writableState?.needDrain);
    const flush = async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      for (;;) {
        const full = needsDrain(entry) ? entry : needsDrain(out) ? out : null;
        if (!full || out.destroyed) return;
        await new Promise<void>((resolve) => {
          const done = () => {
            full.off("drain", done);
            out.off("close", done);
            resolve();
          };
          full.once("drain", done);
          out.once("close", done);
        });
      }
    };
    for (const [i, row] of first.entries()) {
      add(row);
      if ((i + 1) % XLSX_FLUSH === 0) await flush();
    }
    let n = 0;
    for await (const row of rows) {
      add(row);
      if (++n % XLSX_FLUSH === 0) {
        await flush();
        if (out.destroyed) return; // the client went away: stop reading
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: Error) => out.destroy(error));
  return out;
}

// ---------------------------------------------------------------- routes ----

const TAGS = ["Reports"];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope };
const WHO =
  "Internal roles across partners (partner_id narrows to one); a partner role sees only its own company " +
  "(another partner's partner_id: 403).";
const DATES =
  `from/to are Asia/Dubai days, inclusive (default: the last ${DEFAULT_DAYS} days ending today); to before from ` +
  `or more than ${MAX_DAYS} days: 422 at the field, in English or Arabic.`;

/** A route plugin registering `GET report/{name}` and `GET report/{name}/export` for a definition. */
export function registerReport(app: FastifyInstance, def: AnyReport, responseData: z.ZodType): void {
  const typed = app as unknown as Parameters<FastifyPluginAsyncZod>[0];
  const { db, config } = app;
  const contextOf = async (request: FastifyRequest, q: ReportQuery): Promise<ReportContext> => ({
    db,
    driver: config.dbDriver,
    lang: requestLanguage(request),
    f: await parseFilters(request, q),
  });
  const statuses = def.statuses ? ` Statuses: ${def.statuses.join(", ")}.` : "";

  typed.get(
    `/report/${def.name}`,
    {
      onRequest: catalogGuard([def.read]),
      schema: {
        tags: TAGS,
        summary: def.describe.summary,
        description:
          `Permission ${def.read}. ${WHO} ${DATES}${statuses} group_by day|week|month buckets the series; compare=true ` +
          "adds `previous` (the same figures for the previous period of the same length) and `previous_range`. " +
          "rows: the table, newest first, paged by page/per_page (default 10, at most 100); exactly what the " +
          `export writes. ${def.describe.description}`,
        security,
        querystring: reportQuery(def.statuses),
        response: { 200: envelope(responseData), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await contextOf(request, request.query);
      return ok(reply, await reportAnswer(def, ctx), REPORT);
    },
  );

  typed.get(
    `/report/${def.name}/export`,
    {
      onRequest: catalogGuard([def.exportPermission]),
      schema: {
        tags: TAGS,
        summary: `The ${def.name} report's rows as CSV or XLSX (streamed)`,
        description:
          `Permission ${def.exportPermission}. ${WHO} The same filters as report/${def.name} (no paging). ` +
          `format=csv (default) answers text/csv; charset=utf-8 as an attachment (${def.name}-report-<from>-<to>.csv): ` +
          "a UTF-8 BOM, a header row in the request language (Accept-Language: ar gives Arabic), then one line per row " +
          `of the report's table, in the same order. format=xlsx answers ${XLSX_TYPE} as an attachment ` +
          `(${def.name}-report-<from>-<to>.xlsx): one worksheet named with the report's title in the request language, ` +
          "the header row in that language (bold, frozen; right-to-left in Arabic), then the same rows in the same " +
          "order, counts, rates and AED amounts as numbers (money formatted #,##0.00), every other cell as the CSV " +
          `writes it. The rows are read ${EXPORT_BATCH} at a time and streamed (constant memory); x-total-count gives ` +
          "the number of rows so a browser can show progress. Another format: 422 at the field.",
        security,
        querystring: reportQuery(def.statuses, false).extend({
          format: enumParam("format", EXPORT_FORMATS).describe("csv (default) or xlsx (an Excel workbook)"),
        }),
        response: errors,
      },
    },
    async (request, reply) => {
      const ctx = await contextOf(request, request.query);
      const total = await countRows(def, ctx);
      const xlsx = request.query.format === "xlsx";
      const stem = `${def.name}-report-${ctx.f.from}-${ctx.f.to}`;
      return (
        reply
          .header("Cache-Control", "private, no-store")
          .header("Content-Disposition", `attachment; filename="${stem}.${xlsx ? "xlsx" : "csv"}"`)
          .header("x-total-count", String(total))
          .header("Access-Control-Expose-Headers", "x-total-count, content-disposition")
          .type(xlsx ? XLSX_TYPE : "text/csv; charset=utf-8")
          // a stream is sent as it is (no serializer): the route's response schemas document the JSON errors only
          .send((xlsx ? exportXlsxStream(def, ctx) : exportStream(def, ctx)) as never)
      );
    },
  );
}
