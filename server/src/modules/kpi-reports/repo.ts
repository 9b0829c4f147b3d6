import { sql } from "kysely";
import type { DbDriver } from "../../config.js";
import type { Database } from "../../db/database.js";
import { dubaiDate, dubaiMidnightIso } from "../../lib/dubai.js";
import { ApiError, fieldError } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { num, type PageRequest, pageOf } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import type { Actor } from "../partner-catalog/access.js";
import { partnerFilter, targetPartner } from "../partner-catalog/access.js";
import {
  CRITERION_NOT_IN_REPORT,
  FROM_IN_FUTURE,
  KPI_REPORT_NOT_FOUND,
  NO_ACTIVE_CRITERIA,
  PARTNER_NOT_IN_REPORT,
  PERIOD_TOO_LONG,
  TO_BEFORE_FROM,
} from "./messages.js";
import {
  factsSql,
  figure,
  METRICS,
  type Metric,
  overallOf,
  type PartnerCounts,
  partnerCounts,
  round,
  roundValue,
  scoreOf,
  statusOf,
} from "./metrics.js";
import type { BookingsQuery, GenerateBody, KpiReport, KpiReportPartner, ListQuery } from "./schema.js";

const DAY = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1;
export const MAX_DAYS = 366;

/** The period's checks: to on or after from, at most 366 days, from not after today (Dubai). 422 at the field. */
export function checkPeriod(from: string, to: string, today = dubaiDate()) {
  if (to < from) throw fieldError("to", TO_BEFORE_FROM);
  if (daysBetween(from, to) > MAX_DAYS) throw fieldError("to", PERIOD_TOO_LONG);
  if (from > today) throw fieldError("from", FROM_IN_FUTURE);
}

/** The previous period of the same length, ending the day before `from`. */
export const previousPeriod = (from: string, to: string) => {
  const days = daysBetween(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
};

/** The target matrix's period a report of this many days is measured against. */
const matrixPeriod = (days: number) => (days <= 31 ? "month" : days <= 92 ? "quarter" : "year");

interface Criterion {
  id: number;
  metric: Metric;
  name_en: string;
  name_ar: string;
  formula_en: string;
  formula_ar: string;
  unit: string;
  direction: string;
  weight: number;
}

interface Target {
  criterion_id: number;
  category_id: number | null;
  period: string;
  target: number;
  warning: number | null;
}

/** The active criteria holding an active weight (the metric one of the six), in their id order. */
async function activeCriteria(db: Database): Promise<Criterion[]> {
  const rows = await db
    .selectFrom("kpi_criteria as c")
    .innerJoin("performance_criteria as w", "w.criterion_id", "c.id")
    .select([
      "c.id",
      "c.metric",
      "c.name_en",
      "c.name_ar",
      "c.formula_en",
      "c.formula_ar",
      "c.unit",
      "c.direction",
      "w.weight",
    ])
    .where("c.status", "=", "active")
    .where("w.status", "=", "active")
    .orderBy("c.id")
    .execute();
  return rows
    .filter((r) => (METRICS as readonly string[]).includes(r.metric))
    .map((r) => ({ ...r, id: num(r.id), weight: num(r.weight), metric: r.metric as Metric }));
}

/**
 * A partner's target of a criterion: its main service category's (the category most of its services are in) for the
 * report's period, else every partner's for the period, else the monthly ones, else any active one.
 */
function targetFor(targets: Target[], criterionId: number, categoryId: number | null, period: string) {
  const mine = targets.filter((t) => t.criterion_id === criterionId);
  return (
    mine.find((t) => categoryId !== null && t.category_id === categoryId && t.period === period) ??
    mine.find((t) => t.category_id === null && t.period === period) ??
    mine.find((t) => categoryId !== null && t.category_id === categoryId && t.period === "month") ??
    mine.find((t) => t.category_id === null && t.period === "month") ??
    mine.find((t) => t.category_id === null) ??
    null
  );
}

/** Each partner's main service category (most services; ties: the lowest category id). */
async function mainCategories(db: Database, partnerIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (partnerIds.length === 0) return out;
  const rows = await db
    .selectFrom("services")
    .select(["partner_id", "category_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("partner_id", "in", partnerIds)
    .groupBy(["partner_id", "category_id"])
    .execute();
  const best = new Map<number, { category: number; n: number }>();
  for (const r of rows) {
    const p = num(r.partner_id);
    const cur = best.get(p);
    const n = num(r.n);
    const c = num(r.category_id);
    if (!cur || n > cur.n || (n === cur.n && c < cur.category)) best.set(p, { category: c, n });
  }
  for (const [p, v] of best) out.set(p, v.category);
  return out;
}

interface ScoreRow {
  criterion: Criterion;
  value: number | null;
  target: number;
  warning: number | null;
  score: number | null;
  status: "met" | "warning" | "missed" | "no_data";
  bookings: number;
}

function scorePartner(
  criteria: Criterion[],
  targets: Target[],
  counts: PartnerCounts | undefined,
  categoryId: number | null,
  period: string,
): ScoreRow[] {
  const out: ScoreRow[] = [];
  for (const c of criteria) {
    const t = targetFor(targets, c.id, categoryId, period);
    if (!t) continue;
    const f = figure(c.metric, counts);
    const value = roundValue(c.unit, f.value);
    out.push({
      criterion: c,
      value,
      target: t.target,
      warning: t.warning,
      score: scoreOf(c.direction, value, t.target),
      status: statusOf(c.direction, value, t.target, t.warning),
      bookings: f.bookings,
    });
  }
  return out;
}

/** How many counted bookings pulled each criterion's figure down (per partner), from the stored facts. */
async function pulledDownCounts(db: Database, reportId: number) {
  const { rows } = await sql<Record<string, unknown>>`
    select s.id as id,
      (select count(*) from kpi_report_bookings kb where kb.report_id = s.report_id and kb.partner_id = s.partner_id
        and (case s.metric
          when 'on_time_rate' then case when kb.on_time = 0 then 1 else 0 end
          when 'completion_rate' then case when kb.completed = 0 then 1 else 0 end
          when 'partner_cancellation_rate' then case when kb.partner_cancelled = 1 then 1 else 0 end
          when 'average_rating' then case when kb.rating < s.target then 1 else 0 end
          when 'response_minutes' then case when kb.response_minutes > s.target then 1 else 0 end
          when 'complaint_rate' then case when kb.complaint = 1 then 1 else 0 end
          else 0 end) = 1) as n
    from kpi_report_scores s where s.report_id = ${reportId}`.execute(db);
  return rows.map((r) => ({ id: num(r.id), n: num(r.n) }));
}

/**
 * Generates a KPI report for a period: stores each booking's facts, each partner's figure, score and status per
 * active weighted criterion, its overall score and the previous period's, in one transaction; answers its id.
 */
export async function generateReport(
  db: Database,
  driver: DbDriver,
  actor: Actor,
  body: GenerateBody,
): Promise<number> {
  checkPeriod(body.from, body.to);
  const partnerId =
    actor.kind === "partner"
      ? await targetPartner(db, actor, body.partner_id)
      : await partnerFilter(db, actor, body.partner_id);
  const criteria = await activeCriteria(db);
  const targets = (
    await db
      .selectFrom("target_matrix")
      .select(["criterion_id", "category_id", "period", "target", "warning"])
      .where("status", "=", "active")
      .orderBy("id")
      .execute()
  ).map((t) => ({
    criterion_id: num(t.criterion_id),
    category_id: t.category_id === null ? null : num(t.category_id),
    period: t.period,
    target: Number(t.target),
    warning: t.warning === null ? null : Number(t.warning),
  }));
  const scored = criteria.filter((c) => targets.some((t) => t.criterion_id === c.id));
  if (scored.length === 0) throw new ApiError(422, NO_ACTIVE_CRITERIA);
  const period = matrixPeriod(daysBetween(body.from, body.to));
  const prev = previousPeriod(body.from, body.to);
  const range = (from: string, to: string) => ({
    start: dubaiMidnightIso(from),
    end: dubaiMidnightIso(addDays(to, 1)),
    partnerId,
  });
  const now = new Date().toISOString();

  return inTx(db, async (trx) => {
    const report = await trx
      .insertInto("kpi_reports")
      .values({
        from_date: body.from,
        to_date: body.to,
        partner_id: partnerId ?? null,
        generated_by: actor.userId,
        average_score: null,
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const reportId = num(report.id);
    await sql`
      insert into kpi_report_bookings (report_id, booking_id, partner_id, scheduled_at, status, on_time, late_minutes,
        completed, partner_cancelled, rating, response_minutes, complaint)
      select ${reportId}, f.booking_id, f.partner_id, f.scheduled_at, f.status, f.on_time, f.late_minutes,
        f.completed, f.partner_cancelled, f.rating, f.response_minutes, f.complaint
      from (${factsSql(driver, range(body.from, body.to))}) f`.execute(trx);

    const current = await partnerCounts(trx, sql`select * from kpi_report_bookings where report_id = ${reportId}`);
    const previous = await partnerCounts(trx, factsSql(driver, range(prev.from, prev.to)));
    const partnerIds = partnerId !== undefined ? [partnerId] : [...current.keys()].sort((a, b) => a - b);
    const categories = await mainCategories(trx, partnerIds);

    const overalls: number[] = [];
    for (const p of partnerIds) {
      const rows = scorePartner(scored, targets, current.get(p), categories.get(p) ?? null, period);
      const overall = overallOf(rows.map((r) => ({ score: r.score, weight: r.criterion.weight })));
      const previousRows = scorePartner(scored, targets, previous.get(p), categories.get(p) ?? null, period);
      const previousOverall = overallOf(previousRows.map((r) => ({ score: r.score, weight: r.criterion.weight })));
      if (overall !== null) overalls.push(overall);
      await trx
        .insertInto("kpi_report_partners")
        .values({
          report_id: reportId,
          partner_id: p,
          overall_score: overall,
          previous_overall_score: previousOverall,
          bookings: current.get(p)?.bookings ?? 0,
        })
        .execute();
      if (rows.length)
        await trx
          .insertInto("kpi_report_scores")
          .values(
            rows.map((r) => ({
              report_id: reportId,
              partner_id: p,
              criterion_id: r.criterion.id,
              metric: r.criterion.metric,
              name_en: r.criterion.name_en,
              name_ar: r.criterion.name_ar,
              formula_en: r.criterion.formula_en,
              formula_ar: r.criterion.formula_ar,
              unit: r.criterion.unit,
              direction: r.criterion.direction,
              value: r.value,
              target: r.target,
              warning: r.warning,
              score: r.score,
              weight: r.criterion.weight,
              status: r.status,
              bookings: r.bookings,
            })),
          )
          .execute();
    }
    for (const { id, n } of await pulledDownCounts(trx, reportId))
      if (n > 0) await trx.updateTable("kpi_report_scores").set({ pulled_down: n }).where("id", "=", id).execute();
    const bookings = [...current.values()].reduce((a, c) => a + c.bookings, 0);
    await trx
      .updateTable("kpi_reports")
      .set({
        partners_count: partnerIds.length,
        bookings_count: bookings,
        average_score: overalls.length ? round(overalls.reduce((a, b) => a + b, 0) / overalls.length, 1) : null,
      })
      .where("id", "=", reportId)
      .execute();
    return reportId;
  });
}

const nameOf = (r: { name_en: string; name_ar: string }, lang: Lang) => (lang === "ar" ? r.name_ar : r.name_en);
const userName = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();

/** The stored report (a partner caller: 404 unless it scores its company, and only its own row). */
export async function reportDetails(db: Database, actor: Actor, id: number, lang: Lang): Promise<KpiReport> {
  const r = await db
    .selectFrom("kpi_reports as r")
    .leftJoin("partners as p", "p.id", "r.partner_id")
    .leftJoin("users as u", "u.id", "r.generated_by")
    .select([
      "r.id",
      "r.from_date",
      "r.to_date",
      "r.partner_id",
      "r.created_at",
      "p.name_en as p_en",
      "p.name_ar as p_ar",
      "u.id as user_id",
      "u.first_name",
      "u.last_name",
    ])
    .where("r.id", "=", id)
    .executeTakeFirst();
  if (!r) throw new ApiError(404, KPI_REPORT_NOT_FOUND);
  let partnersQuery = db
    .selectFrom("kpi_report_partners as rp")
    .innerJoin("partners as p", "p.id", "rp.partner_id")
    .select(["rp.partner_id", "rp.overall_score", "rp.previous_overall_score", "rp.bookings", "p.name_en", "p.name_ar"])
    .where("rp.report_id", "=", id);
  if (actor.kind === "partner") partnersQuery = partnersQuery.where("rp.partner_id", "=", actor.partnerId);
  const partners = await partnersQuery.execute();
  if (actor.kind === "partner" && partners.length === 0) throw new ApiError(404, KPI_REPORT_NOT_FOUND);
  let scoresQuery = db.selectFrom("kpi_report_scores").selectAll().where("report_id", "=", id);
  if (actor.kind === "partner") scoresQuery = scoresQuery.where("partner_id", "=", actor.partnerId);
  const scores = await scoresQuery.orderBy("criterion_id").execute();
  const prev = previousPeriod(r.from_date, r.to_date);
  const view: KpiReportPartner[] = partners.map((p) => {
    const overall = p.overall_score === null ? null : Number(p.overall_score);
    const previous = p.previous_overall_score === null ? null : Number(p.previous_overall_score);
    const change = overall !== null && previous !== null ? round(overall - previous, 1) : null;
    return {
      partner_id: num(p.partner_id),
      partner_name: nameOf(p, lang),
      overall_score: overall,
      previous_overall_score: previous,
      change,
      trend: change === null ? null : change > 0 ? "up" : change < 0 ? "down" : "flat",
      bookings: num(p.bookings),
      scores: scores
        .filter((s) => num(s.partner_id) === num(p.partner_id))
        .map((s) => ({
          criterion_id: num(s.criterion_id),
          name: nameOf(s, lang),
          name_en: s.name_en,
          name_ar: s.name_ar,
          metric: s.metric,
          unit: s.unit,
          direction: s.direction,
          formula: lang === "ar" ? s.formula_ar : s.formula_en,
          value: s.value === null ? null : Number(s.value),
          target: Number(s.target),
          warning: s.warning === null ? null : Number(s.warning),
          score: s.score === null ? null : Number(s.score),
          weight: num(s.weight),
          status: s.status as KpiReportPartner["scores"][number]["status"],
          bookings: num(s.bookings),
          pulled_down: num(s.pulled_down),
        })),
    };
  });
  view.sort(
    (a, b) => (b.overall_score ?? -1) - (a.overall_score ?? -1) || a.partner_name.localeCompare(b.partner_name, lang),
  );
  return {
    id: num(r.id),
    from: r.from_date,
    to: r.to_date,
    previous_from: prev.from,
    previous_to: prev.to,
    partner_id: r.partner_id === null ? null : num(r.partner_id),
    partner_name: r.p_en === null || r.p_ar === null ? null : lang === "ar" ? r.p_ar : r.p_en,
    generated_by: r.user_id === null ? null : { id: num(r.user_id), name: userName(r.first_name, r.last_name) },
    created_at: r.created_at,
    partners: view,
  };
}

/** Reports newest first (a partner caller: those scoring its company, with its own overall score). */
export async function listReports(db: Database, actor: Actor, q: ListQuery, lang: Lang) {
  const page: PageRequest = { page: q.page, limit: q.per_page ?? q.limit };
  const scope = actor.kind === "partner" ? actor.partnerId : await partnerFilter(db, actor, q.partner_id);
  let base = db.selectFrom("kpi_reports as r");
  if (scope !== undefined)
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom("kpi_report_partners as rp")
          .select("rp.partner_id")
          .whereRef("rp.report_id", "=", "r.id")
          .where("rp.partner_id", "=", scope),
      ),
    );
  const total = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const { offset, limit } =
    page.limit < 0 ? { offset: 0, limit: 1000 } : { offset: (page.page - 1) * page.limit, limit: page.limit };
  const rows = await base
    .leftJoin("partners as p", "p.id", "r.partner_id")
    .leftJoin("users as u", "u.id", "r.generated_by")
    .leftJoin("kpi_report_partners as mine", (j) =>
      j
        .onRef("mine.report_id", "=", "r.id")
        .on("mine.partner_id", "=", actor.kind === "partner" ? actor.partnerId : -1),
    )
    .select([
      "r.id",
      "r.from_date",
      "r.to_date",
      "r.partner_id",
      "r.partners_count",
      "r.bookings_count",
      "r.average_score",
      "r.created_at",
      "p.name_en",
      "p.name_ar",
      "u.id as user_id",
      "u.first_name",
      "u.last_name",
      "mine.overall_score as mine_score",
      "mine.bookings as mine_bookings",
    ])
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  const mine = actor.kind === "partner";
  return pageOf(
    rows.map((r) => ({
      id: num(r.id),
      from: r.from_date,
      to: r.to_date,
      partner_id: r.partner_id === null ? null : num(r.partner_id),
      partner_name: r.name_en === null || r.name_ar === null ? null : lang === "ar" ? r.name_ar : r.name_en,
      generated_by: r.user_id === null ? null : { id: num(r.user_id), name: userName(r.first_name, r.last_name) },
      partners_count: mine ? 1 : num(r.partners_count),
      bookings: mine ? num(r.mine_bookings) : num(r.bookings_count),
      overall_score: mine
        ? r.mine_score === null
          ? null
          : Number(r.mine_score)
        : r.average_score === null
          ? null
          : Number(r.average_score),
      created_at: r.created_at,
    })),
    num(total.n),
    page,
  );
}

const bool = (v: unknown) => (v === null || v === undefined ? null : num(v) === 1);
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : round(Number(v), 1));

/** The per-booking SQL of a metric: whether it is counted, its figure, whether it pulled the figure down. */
const METRIC_SQL: Record<Metric, { counted: string; value: string; pulled: string }> = {
  on_time_rate: { counted: "kb.on_time is not null", value: "kb.late_minutes", pulled: "kb.on_time = 0" },
  completion_rate: { counted: "kb.completed is not null", value: "kb.completed", pulled: "kb.completed = 0" },
  partner_cancellation_rate: { counted: "1 = 1", value: "kb.partner_cancelled", pulled: "kb.partner_cancelled = 1" },
  average_rating: { counted: "kb.rating is not null", value: "kb.rating", pulled: "kb.rating < s.target" },
  response_minutes: {
    counted: "kb.response_minutes is not null",
    value: "kb.response_minutes",
    pulled: "kb.response_minutes > s.target",
  },
  complaint_rate: { counted: "kb.complaint is not null", value: "kb.complaint", pulled: "kb.complaint = 1" },
};

/**
 * The bookings behind a report's figures (paged): with `criterion_id`, those the criterion counted, the ones that
 * pulled it down first, then newest slot first; without, every booking of the period, newest first.
 */
export async function reportBookings(db: Database, actor: Actor, id: number, q: BookingsQuery, lang: Lang) {
  const report = await db.selectFrom("kpi_reports").select("id").where("id", "=", id).executeTakeFirst();
  if (!report) throw new ApiError(404, KPI_REPORT_NOT_FOUND);
  const inReport = async (partner: number) =>
    Boolean(
      await db
        .selectFrom("kpi_report_partners")
        .select("partner_id")
        .where("report_id", "=", id)
        .where("partner_id", "=", partner)
        .executeTakeFirst(),
    );
  let partnerId = q.partner_id;
  if (actor.kind === "partner") {
    if (!(await inReport(actor.partnerId))) throw new ApiError(404, KPI_REPORT_NOT_FOUND);
    if (partnerId !== undefined && partnerId !== actor.partnerId) throw fieldError("partner_id", PARTNER_NOT_IN_REPORT);
    partnerId = actor.partnerId;
  } else if (partnerId !== undefined && !(await inReport(partnerId))) {
    throw fieldError("partner_id", PARTNER_NOT_IN_REPORT);
  }
  let metric: Metric | null = null;
  if (q.criterion_id !== undefined) {
    const s = await db
      .selectFrom("kpi_report_scores")
      .select("metric")
      .where("report_id", "=", id)
      .where("criterion_id", "=", q.criterion_id)
      .executeTakeFirst();
    if (!s) throw fieldError("criterion_id", CRITERION_NOT_IN_REPORT);
    metric = s.metric as Metric;
  }
  const m = metric ? METRIC_SQL[metric] : null;
  const join = m
    ? sql`join kpi_report_scores s on s.report_id = kb.report_id and s.partner_id = kb.partner_id and s.criterion_id = ${q.criterion_id}`
    : sql``;
  const pulled = m ? sql.raw(`case when ${m.pulled} then 1 else 0 end`) : sql.raw("0");
  const value = m ? sql.raw(m.value) : sql.raw("null");
  const where = sql.join(
    [
      sql`kb.report_id = ${id}`,
      ...(partnerId !== undefined ? [sql`kb.partner_id = ${partnerId}`] : []),
      ...(m ? [sql.raw(m.counted)] : []),
      ...(m && q.pulled_down ? [sql.raw(m.pulled)] : []),
    ],
    sql` and `,
  );
  const page: PageRequest = { page: q.page, limit: q.per_page ?? q.limit };
  const limit = page.limit < 0 ? 1000 : page.limit;
  const offset = page.limit < 0 ? 0 : (page.page - 1) * page.limit;
  const total = await sql<{
    n: number;
  }>`select count(*) as n from kpi_report_bookings kb ${join} where ${where}`.execute(db);
  const { rows } = await sql<Record<string, unknown>>`
    select kb.booking_id, kb.partner_id, kb.scheduled_at, kb.status, kb.on_time, kb.late_minutes, kb.completed,
      kb.partner_cancelled, kb.rating, kb.response_minutes, kb.complaint, ${value} as value, ${pulled} as pulled,
      b.number as number, p.name_en as name_en, p.name_ar as name_ar
    from kpi_report_bookings kb ${join}
    join bookings b on b.id = kb.booking_id
    join partners p on p.id = kb.partner_id
    where ${where}
    order by ${m ? sql`pulled desc, ` : sql``}kb.scheduled_at desc, kb.booking_id desc
    limit ${limit} offset ${offset}`.execute(db);
  return pageOf(
    rows.map((r) => ({
      booking_id: num(r.booking_id),
      number: String(r.number),
      partner_id: num(r.partner_id),
      partner_name: String(lang === "ar" ? r.name_ar : r.name_en),
      scheduled_at: String(r.scheduled_at),
      status: String(r.status),
      on_time: bool(r.on_time),
      late_minutes: numOrNull(r.late_minutes),
      completed: bool(r.completed),
      partner_cancelled: num(r.partner_cancelled) === 1,
      rating: r.rating === null ? null : num(r.rating),
      response_minutes: numOrNull(r.response_minutes),
      complaint: bool(r.complaint),
      value: numOrNull(r.value),
      pulled_down: num(r.pulled) === 1,
    })),
    num(total.rows[0]?.n),
    page,
  );
}
