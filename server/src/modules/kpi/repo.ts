import { type Insertable, type SelectQueryBuilder, sql, type Updateable } from "kysely";
import { type Database, type DB, nowIso } from "../../db/database.js";
import {
  KPI_SEED_CRITERIA,
  type KpiDirection,
  type KpiMetric,
  type KpiPeriod,
  type KpiUnit,
} from "../../db/kpi-data.js";
import { type AuditActor, audit } from "../../lib/audit.js";
import { ApiError, fieldError } from "../../lib/errors.js";
import { definedFields } from "../../lib/fields.js";
import type { Lang } from "../../lib/i18n.js";
import { type ListOrder, likePattern, num, orderedWindow, type PageRequest, pageOf } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import * as M from "./messages.js";
import type {
  CategoryCreate,
  CategoryListQuery,
  CategoryWrite,
  CriteriaListQuery,
  CriterionCreate,
  CriterionWrite,
  KpiStatus,
  TargetCreate,
  TargetListQuery,
  TargetWrite,
  WeightCreate,
  WeightListQuery,
  WeightWrite,
} from "./schema.js";

/**
 * The KPI set-up (issue 19): KPI categories, criteria, the target matrix and the performance criteria (weights).
 * Internal staff only (the routes guard); every write is audited with the values before and after. One factory,
 * `kpiTable`, makes each table's list, details, create, update, delete and status; the tables give what differs.
 */

const statusOf = (s: string): KpiStatus => (s === "inactive" ? "inactive" : "active");
const pick = (lang: Lang, en: string, ar: string) => (lang === "ar" ? ar || en : en);
const pageRequest = (q: { page: number; limit: number; per_page?: number }): PageRequest => ({
  page: q.page,
  limit: q.per_page ?? q.limit,
});

/** Each word of `search` (at most 8) must appear in one of the English or Arabic columns. */
// biome-ignore lint/suspicious/noExplicitAny: the query builder of any of the four lists
function searchWords<Q extends { where(...args: any[]): Q }>(
  query: Q,
  search: string | undefined,
  en: string,
  ar: string,
): Q {
  if (!search) return query;
  let q = query;
  for (const word of search.split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = likePattern(word);
    // biome-ignore lint/suspicious/noExplicitAny: column names are the callers' real columns
    q = q.where((eb: any) => eb.or([eb(eb.fn("lower", [en]), "like", pattern), eb(ar, "like", pattern)]));
  }
  return q;
}

/** The metric's natural direction and unit (used when a criterion is created without them). */
const METRIC_DEFAULTS: Record<KpiMetric, { direction: KpiDirection; unit: KpiUnit }> = {
  on_time_rate: { direction: "higher", unit: "percent" },
  completion_rate: { direction: "higher", unit: "percent" },
  partner_cancellation_rate: { direction: "lower", unit: "percent" },
  average_rating: { direction: "higher", unit: "rating" },
  response_minutes: { direction: "lower", unit: "minutes" },
  complaint_rate: { direction: "lower", unit: "percent" },
};
// the seed agrees with the defaults (a typo in either would show here at start-up in tests)
for (const c of KPI_SEED_CRITERIA) {
  if (METRIC_DEFAULTS[c.metric].unit !== c.unit) throw new Error(`KPI seed: ${c.metric} unit`);
}

/* ================================ one KPI set-up table ================================ */

export type KpiTable = "kpi_categories" | "kpi_criteria" | "target_matrix" | "performance_criteria";
type ListQuery = { page: number; limit: number; per_page?: number; status?: KpiStatus; search?: string };
// biome-ignore lint/suspicious/noExplicitAny: a select over one of the four tables and its joins (typed where each is built)
type AnySelect<Row = any> = SelectQueryBuilder<any, any, Row>;

/** What one KPI set-up table has of its own; `kpiTable` does the rest. */
interface KpiTableDef<T extends KpiTable, Row, Out, Q extends ListQuery, C, W, X> {
  table: T;
  /** The audit log's entity. */
  entity: string;
  notFound: string;
  /** The rows as answered (with their joins), and the table's id column in that query (`k.id`). */
  rows: (db: Database) => AnySelect<Row>;
  id: string;
  /** The list: the table with the joins its search needs and its own filters; `status` and `search` are columns. */
  filtered: (db: Database, q: Q) => AnySelect;
  /** The status column, and the English and Arabic names a search looks in. */
  status: string;
  search: [en: string, ar: string];
  order: ListOrder;
  /** What every answer also needs, read once per answer (the weights' total). */
  context?: (db: Database) => Promise<X>;
  out: (row: Row, lang: Lang, context: X) => Out;
  /** Fields the list answers beside the page (from the context). */
  listExtra?: (context: X) => object;
  /** A new row's values once they pass the checks (422 otherwise), timestamps aside. */
  created: (trx: Database, body: C) => Promise<Omit<Insertable<DB[T]>, "created_at" | "updated_at">>;
  /** The values an update changes once they pass the checks (422 otherwise). */
  changed: (trx: Database, body: W, before: Row, id: number) => Promise<Updateable<DB[T]>>;
  /** A row in use cannot be deleted (422 `message`); `outside` reads before the transaction (a missing table must not abort it). */
  inUse?: {
    message: string;
    outside?: (db: Database, id: number) => Promise<boolean>;
    inside?: (trx: Database, before: Row) => Promise<boolean>;
  };
}

/** A KPI set-up table's functions, as the routes call them. */
export interface KpiTableRepo<Q, C, W> {
  list: (db: Database, lang: Lang, q: Q) => Promise<unknown>;
  details: (db: Database, lang: Lang, id: number) => Promise<unknown>;
  create: (db: Database, body: C, actor: AuditActor) => Promise<number>;
  update: (db: Database, id: number, body: W, actor: AuditActor) => Promise<void>;
  remove: (db: Database, id: number, actor: AuditActor) => Promise<void>;
  /** Sets the status (absent: toggles it). */
  setStatus: (db: Database, id: number, status: KpiStatus | undefined, actor: AuditActor) => Promise<void>;
}

function kpiTable<T extends KpiTable, Row extends { id: unknown }, Out, Q extends ListQuery, C, W, X = undefined>(
  def: KpiTableDef<T, Row, Out, Q, C, W, X>,
) {
  const table = def.table as KpiTable;
  const context = async (db: Database) => (def.context ? def.context(db) : undefined) as X;
  const find = async (db: Database, id: number): Promise<Row> => {
    const row = await def.rows(db).where(def.id, "=", id).executeTakeFirst();
    if (!row) throw new ApiError(404, def.notFound);
    return row as Row;
  };
  const filtered = (db: Database, q: Q) => {
    let query = def.filtered(db, q);
    if (q.status) query = query.where(def.status, "=", q.status);
    return searchWords(query, q.search, ...def.search);
  };
  const orderTerms = def.order.by.some(([column]) => column === def.order.tieBreaker[0])
    ? def.order.by
    : [...def.order.by, def.order.tieBreaker];

  const repo = {
    /** The page of `q` (count, then the page's ids in order, then their rows). */
    async list(db: Database, lang: Lang, q: Q) {
      const page = pageRequest(q);
      const total = await filtered(db, q)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      const ids = await orderedWindow(filtered(db, q).select(def.id), def.order, page)
        .execute()
        .then((r) => r.map((x) => num(x.id)));
      let rows: Row[] = [];
      if (ids.length) {
        let query = def.rows(db).where(def.id, "in", ids);
        for (const [column, direction] of orderTerms) query = query.orderBy(column, direction);
        rows = await query.execute();
      }
      const ctx = await context(db);
      return {
        ...pageOf(
          rows.map((r) => def.out(r, lang, ctx)),
          num(total.n),
          page,
        ),
        ...def.listExtra?.(ctx),
      };
    },

    details: async (db: Database, lang: Lang, id: number) => def.out(await find(db, id), lang, await context(db)),

    async create(db: Database, body: C, actor: AuditActor) {
      return inTx(db, async (trx) => {
        const values = await def.created(trx, body);
        const now = nowIso();
        const inserted = await trx
          .insertInto(table)
          .values({ ...values, created_at: now, updated_at: now } as never)
          .returning("id")
          .executeTakeFirstOrThrow();
        const after = await find(trx, num(inserted.id));
        await audit(trx, { actor, action: "create", entity: def.entity, entity_id: num(after.id), after });
        return num(after.id);
      });
    },

    async update(db: Database, id: number, body: W, actor: AuditActor) {
      return inTx(db, async (trx) => {
        const before = await find(trx, id);
        const values = await def.changed(trx, body, before, id);
        await trx
          .updateTable(table)
          .set({ ...values, updated_at: nowIso() } as never)
          .where("id", "=", id)
          .execute();
        const after = await find(trx, id);
        await audit(trx, { actor, action: "update", entity: def.entity, entity_id: id, before, after });
      });
    },

    async remove(db: Database, id: number, actor: AuditActor) {
      const usedOutside = (await def.inUse?.outside?.(db, id)) ?? false;
      return inTx(db, async (trx) => {
        const before = await find(trx, id);
        if (def.inUse && (usedOutside || (await def.inUse.inside?.(trx, before))))
          throw fieldError("id", def.inUse.message);
        await trx.deleteFrom(table).where("id", "=", id).execute();
        await audit(trx, { actor, action: "delete", entity: def.entity, entity_id: id, before });
      });
    },

    async setStatus(db: Database, id: number, status: KpiStatus | undefined, actor: AuditActor) {
      return inTx(db, async (trx) => {
        const row = await trx.selectFrom(table).select(["id", "status"]).where("id", "=", id).executeTakeFirst();
        if (!row) throw new ApiError(404, def.notFound);
        const next: KpiStatus = status ?? (row.status === "active" ? "inactive" : "active");
        await trx.updateTable(table).set({ status: next, updated_at: nowIso() }).where("id", "=", id).execute();
        await audit(trx, {
          actor,
          action: "status",
          entity: def.entity,
          entity_id: id,
          before: { status: row.status },
          after: { status: next },
        });
      });
    },
  };
  return repo satisfies KpiTableRepo<Q, C, W>;
}

/** 422 on `field` when another row of `table` has the same name_en or name_ar (any letter case). */
async function namesFree(
  db: Database,
  table: "kpi_categories" | "kpi_criteria",
  body: { name_en?: string; name_ar?: string },
  message: string,
  self?: number,
) {
  for (const field of ["name_en", "name_ar"] as const) {
    const value = body[field];
    if (!value) continue;
    let q = db
      .selectFrom(table)
      .select("id")
      .where((eb) => eb(eb.fn("lower", [field]), "=", value.toLowerCase()));
    if (self !== undefined) q = q.where("id", "<>", self);
    if (await q.executeTakeFirst()) throw fieldError(field, message);
  }
}

/* ================================ KPI categories ================================ */

// biome-ignore lint/suspicious/noExplicitAny: the expression builder of a query over kpi_categories
const categoryCriteriaCount = (eb: any) =>
  eb
    .selectFrom("kpi_criteria")
    .select(eb.fn.countAll().as("n"))
    .whereRef("kpi_criteria.category_id", "=", "kpi_categories.id")
    .as("criteria_count");

interface StoredCategory {
  id: number;
  name_en: string;
  name_ar: string;
  description_en: string;
  description_ar: string;
  status: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
  criteria_count?: number | string | bigint | null;
}

const categoryQuery = (db: Database): AnySelect<StoredCategory> =>
  db
    .selectFrom("kpi_categories")
    .selectAll("kpi_categories")
    .select((eb) => categoryCriteriaCount(eb));

const categoryValues = (body: CategoryWrite) =>
  definedFields(body, ["name_en", "name_ar", "description_en", "description_ar", "status", "sort_order"]);

export const kpiCategories = kpiTable({
  table: "kpi_categories",
  entity: "kpi_category",
  notFound: M.KPI_CATEGORY_NOT_FOUND,
  rows: categoryQuery,
  id: "id",
  filtered: (db, _q: CategoryListQuery) => db.selectFrom("kpi_categories"),
  status: "status",
  search: ["name_en", "name_ar"],
  order: { by: [["sort_order", "asc"]], tieBreaker: ["id", "asc"] },
  out: (r: StoredCategory, lang) => ({
    id: num(r.id),
    name: pick(lang, r.name_en, r.name_ar),
    name_en: r.name_en,
    name_ar: r.name_ar,
    description: pick(lang, r.description_en, r.description_ar),
    description_en: r.description_en,
    description_ar: r.description_ar,
    status: statusOf(r.status),
    sort_order: num(r.sort_order),
    criteria_count: num(r.criteria_count),
    created_at: r.created_at,
    updated_at: r.updated_at,
  }),
  created: async (trx, body: CategoryCreate) => {
    await namesFree(trx, "kpi_categories", body, M.KPI_CATEGORY_NAME_TAKEN);
    const last = await trx
      .selectFrom("kpi_categories")
      .select((eb) => eb.fn.max("sort_order").as("m"))
      .executeTakeFirst();
    return {
      status: "active",
      sort_order: num(last?.m) + 1,
      ...categoryValues(body),
      name_en: body.name_en,
      name_ar: body.name_ar,
    };
  },
  changed: async (trx, body: CategoryWrite, _before, id) => {
    await namesFree(trx, "kpi_categories", body, M.KPI_CATEGORY_NAME_TAKEN, id);
    return categoryValues(body);
  },
  inUse: { message: M.KPI_CATEGORY_IN_USE, inside: async (_trx, before) => num(before.criteria_count) > 0 },
});

/* ================================ KPI criteria ================================ */

const criterionQuery = (db: Database) =>
  db
    .selectFrom("kpi_criteria as k")
    .innerJoin("kpi_categories as c", "c.id", "k.category_id")
    .selectAll("k")
    .select(["c.name_en as category_name_en", "c.name_ar as category_name_ar"]);

type StoredCriterion = Awaited<ReturnType<ReturnType<typeof criterionQuery>["executeTakeFirstOrThrow"]>>;

async function criterionChecks(db: Database, body: CriterionWrite, self?: number) {
  if (body.category_id !== undefined) {
    const cat = await db
      .selectFrom("kpi_categories")
      .select("id")
      .where("id", "=", body.category_id)
      .executeTakeFirst();
    if (!cat) throw fieldError("category_id", M.KPI_CATEGORY_INVALID);
  }
  await namesFree(db, "kpi_criteria", body, M.KPI_CRITERION_NAME_TAKEN, self);
}

const criterionValues = (body: CriterionWrite) =>
  definedFields(body, [
    "category_id",
    "name_en",
    "name_ar",
    "metric",
    "direction",
    "unit",
    "formula_en",
    "formula_ar",
    "status",
  ]);

/** Whether a stored KPI report scored this criterion (the report tables come with 037; absent: none). */
async function hasReportScores(db: Database, id: number): Promise<boolean> {
  try {
    const r = await sql`select 1 as x from kpi_report_scores where criterion_id = ${id} limit 1`.execute(db);
    return r.rows.length > 0;
  } catch {
    return false;
  }
}

export const kpiCriteria = kpiTable({
  table: "kpi_criteria",
  entity: "kpi_criterion",
  notFound: M.KPI_CRITERION_NOT_FOUND,
  rows: criterionQuery,
  id: "k.id",
  filtered: (db, q: CriteriaListQuery) => {
    let query = db.selectFrom("kpi_criteria as k");
    if (q.category_id) query = query.where("k.category_id", "=", q.category_id);
    if (q.metric) query = query.where("k.metric", "=", q.metric);
    return query;
  },
  status: "k.status",
  search: ["k.name_en", "k.name_ar"],
  order: { by: [["k.id", "asc"]], tieBreaker: ["k.id", "asc"] },
  out: (r: StoredCriterion, lang) => ({
    id: num(r.id),
    category_id: num(r.category_id),
    category_name: pick(lang, r.category_name_en, r.category_name_ar),
    name: pick(lang, r.name_en, r.name_ar),
    name_en: r.name_en,
    name_ar: r.name_ar,
    metric: r.metric as KpiMetric,
    direction: r.direction as KpiDirection,
    unit: r.unit as KpiUnit,
    formula: pick(lang, r.formula_en, r.formula_ar),
    formula_en: r.formula_en,
    formula_ar: r.formula_ar,
    status: statusOf(r.status),
    created_at: r.created_at,
    updated_at: r.updated_at,
  }),
  created: async (trx, body: CriterionCreate) => {
    await criterionChecks(trx, body);
    return {
      status: "active",
      ...METRIC_DEFAULTS[body.metric],
      ...criterionValues(body),
      category_id: body.category_id,
      name_en: body.name_en,
      name_ar: body.name_ar,
      metric: body.metric,
    };
  },
  changed: async (trx, body: CriterionWrite, _before, id) => {
    await criterionChecks(trx, body, id);
    return criterionValues(body);
  },
  inUse: {
    message: M.KPI_CRITERION_IN_USE,
    outside: hasReportScores,
    inside: async (trx, before) => {
      const id = num(before.id);
      const target = await trx
        .selectFrom("target_matrix")
        .select("id")
        .where("criterion_id", "=", id)
        .executeTakeFirst();
      const weight = await trx
        .selectFrom("performance_criteria")
        .select("id")
        .where("criterion_id", "=", id)
        .executeTakeFirst();
      return Boolean(target || weight);
    },
  },
});

/* ================================ target matrix ================================ */

const targetQuery = (db: Database) =>
  db
    .selectFrom("target_matrix as t")
    .innerJoin("kpi_criteria as k", "k.id", "t.criterion_id")
    .leftJoin("categories as s", "s.id", "t.category_id")
    .selectAll("t")
    .select([
      "k.name_en as criterion_name_en",
      "k.name_ar as criterion_name_ar",
      "k.metric",
      "k.unit",
      "k.direction",
      "s.name_en as category_name_en",
      "s.name_ar as category_name_ar",
    ]);

type StoredTarget = Awaited<ReturnType<ReturnType<typeof targetQuery>["executeTakeFirstOrThrow"]>>;

interface TargetValues {
  criterion_id: number;
  category_id: number | null;
  period: string;
  target: number;
  warning: number | null;
}

/** The row after the write is valid: its criterion and service category exist, the figures fit the unit, it is unique. */
async function targetChecks(db: Database, next: TargetValues, given: TargetWrite, self?: number) {
  const criterion = await db
    .selectFrom("kpi_criteria")
    .select(["id", "unit"])
    .where("id", "=", next.criterion_id)
    .executeTakeFirst();
  if (!criterion) throw fieldError("criterion_id", M.KPI_CRITERION_INVALID);
  if (next.category_id !== null) {
    const cat = await db.selectFrom("categories").select("id").where("id", "=", next.category_id).executeTakeFirst();
    if (!cat) throw fieldError("category_id", M.SERVICE_CATEGORY_INVALID);
  }
  const max = criterion.unit === "percent" ? 100 : criterion.unit === "rating" ? 5 : null;
  if (max !== null) {
    const message = criterion.unit === "percent" ? M.PERCENT_RANGE : M.RATING_RANGE;
    // a field the caller did not send but that no longer fits (the criterion changed) is still named
    if (next.target > max) throw fieldError("target", message);
    if (next.warning !== null && next.warning > max)
      throw fieldError(given.warning !== undefined ? "warning" : "target", message);
  }
  let dup = db
    .selectFrom("target_matrix")
    .select("id")
    .where("criterion_id", "=", next.criterion_id)
    .where("period", "=", next.period);
  dup =
    next.category_id === null ? dup.where("category_id", "is", null) : dup.where("category_id", "=", next.category_id);
  if (self !== undefined) dup = dup.where("id", "<>", self);
  if (await dup.executeTakeFirst())
    throw fieldError(given.period !== undefined ? "period" : "criterion_id", M.TARGET_TAKEN);
}

export const kpiTargets = kpiTable({
  table: "target_matrix",
  entity: "kpi_target",
  notFound: M.TARGET_NOT_FOUND,
  rows: targetQuery,
  id: "t.id",
  filtered: (db, q: TargetListQuery) => {
    let query = db.selectFrom("target_matrix as t").innerJoin("kpi_criteria as k", "k.id", "t.criterion_id");
    if (q.criterion_id) query = query.where("t.criterion_id", "=", q.criterion_id);
    if (q.category_id !== undefined)
      query =
        q.category_id === 0
          ? query.where("t.category_id", "is", null)
          : query.where("t.category_id", "=", q.category_id);
    if (q.period) query = query.where("t.period", "=", q.period);
    return query;
  },
  status: "t.status",
  search: ["k.name_en", "k.name_ar"],
  order: { by: [["t.criterion_id", "asc"]], tieBreaker: ["t.id", "asc"] },
  out: (r: StoredTarget, lang) => ({
    id: num(r.id),
    criterion_id: num(r.criterion_id),
    criterion_name: pick(lang, r.criterion_name_en, r.criterion_name_ar),
    metric: r.metric as KpiMetric,
    unit: r.unit as KpiUnit,
    direction: r.direction as KpiDirection,
    category_id: r.category_id === null ? null : num(r.category_id),
    category_name:
      r.category_id === null
        ? lang === "ar"
          ? "جميع الشركاء"
          : M.EVERY_PARTNER
        : pick(lang, r.category_name_en ?? "", r.category_name_ar ?? ""),
    period: r.period as KpiPeriod,
    target: Number(r.target),
    warning: r.warning === null ? null : Number(r.warning),
    status: statusOf(r.status),
    created_at: r.created_at,
    updated_at: r.updated_at,
  }),
  created: async (trx, body: TargetCreate) => {
    const next = {
      criterion_id: body.criterion_id,
      category_id: body.category_id ?? null,
      period: body.period ?? "month",
      target: body.target,
      warning: body.warning ?? null,
    };
    await targetChecks(trx, next, body);
    return { ...next, status: body.status ?? "active" };
  },
  changed: async (trx, body: TargetWrite, before, id) => {
    const next = {
      criterion_id: body.criterion_id ?? num(before.criterion_id),
      category_id: body.category_id === undefined ? before.category_id : body.category_id,
      period: body.period ?? before.period,
      target: body.target ?? Number(before.target),
      warning: body.warning === undefined ? before.warning : body.warning,
    };
    await targetChecks(trx, next, body, id);
    return { ...next, ...definedFields(body, ["status"]) };
  },
});

/* ================================ performance criteria (weights) ================================ */

const weightQuery = (db: Database) =>
  db
    .selectFrom("performance_criteria as p")
    .innerJoin("kpi_criteria as k", "k.id", "p.criterion_id")
    .selectAll("p")
    .select([
      "k.name_en as criterion_name_en",
      "k.name_ar as criterion_name_ar",
      "k.metric",
      "k.status as criterion_status",
    ]);

type StoredWeight = Awaited<ReturnType<ReturnType<typeof weightQuery>["executeTakeFirstOrThrow"]>>;

/** The divisor of the overall score: the active weights of active criteria. */
export async function activeWeightTotal(db: Database): Promise<number> {
  const r = await db
    .selectFrom("performance_criteria as p")
    .innerJoin("kpi_criteria as k", "k.id", "p.criterion_id")
    .select((eb) => eb.fn.sum<number>("p.weight").as("w"))
    .where("p.status", "=", "active")
    .where("k.status", "=", "active")
    .executeTakeFirst();
  return num(r?.w);
}

/** 422 when the criterion does not exist or already has a weight. */
async function weightChecks(db: Database, criterionId: number | undefined, self?: number) {
  if (criterionId === undefined) return;
  const criterion = await db.selectFrom("kpi_criteria").select("id").where("id", "=", criterionId).executeTakeFirst();
  if (!criterion) throw fieldError("criterion_id", M.KPI_CRITERION_INVALID);
  let dup = db.selectFrom("performance_criteria").select("id").where("criterion_id", "=", criterionId);
  if (self !== undefined) dup = dup.where("id", "<>", self);
  if (await dup.executeTakeFirst()) throw fieldError("criterion_id", M.WEIGHT_TAKEN);
}

export const kpiWeights = kpiTable({
  table: "performance_criteria",
  entity: "kpi_weight",
  notFound: M.WEIGHT_NOT_FOUND,
  rows: weightQuery,
  id: "p.id",
  filtered: (db, _q: WeightListQuery) =>
    db.selectFrom("performance_criteria as p").innerJoin("kpi_criteria as k", "k.id", "p.criterion_id"),
  status: "p.status",
  search: ["k.name_en", "k.name_ar"],
  order: { by: [["p.criterion_id", "asc"]], tieBreaker: ["p.id", "asc"] },
  context: activeWeightTotal,
  out: (r: StoredWeight, lang, total: number) => {
    const counted = r.status === "active" && r.criterion_status === "active" && total > 0;
    return {
      id: num(r.id),
      criterion_id: num(r.criterion_id),
      criterion_name: pick(lang, r.criterion_name_en, r.criterion_name_ar),
      metric: r.metric as KpiMetric,
      criterion_status: statusOf(r.criterion_status),
      weight: num(r.weight),
      share: counted ? Math.round((num(r.weight) / total) * 1000) / 10 : 0,
      status: statusOf(r.status),
      created_at: r.created_at,
      updated_at: r.updated_at,
    };
  },
  listExtra: (total) => ({ active_weight_total: total }),
  created: async (trx, body: WeightCreate) => {
    await weightChecks(trx, body.criterion_id);
    return { criterion_id: body.criterion_id, weight: body.weight, status: body.status ?? "active" };
  },
  changed: async (trx, body: WeightWrite, _before, id) => {
    await weightChecks(trx, body.criterion_id, id);
    return definedFields(body, ["criterion_id", "weight", "status"]);
  },
});
