import { sql } from "kysely";
import { type Database, nowIso } from "../../db/database.js";
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
import { likePattern, num, orderedWindow, type PageRequest, pageOf } from "../../lib/query.js";
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
 * Internal staff only (the routes guard); every write is audited with the values before and after.
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

/* ================================ KPI categories ================================ */

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

const categoryOut = (r: StoredCategory, lang: Lang) => ({
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
});

// biome-ignore lint/suspicious/noExplicitAny: the expression builder of a query over kpi_categories
const categoryCriteriaCount = (eb: any) =>
  eb
    .selectFrom("kpi_criteria")
    .select(eb.fn.countAll().as("n"))
    .whereRef("kpi_criteria.category_id", "=", "kpi_categories.id")
    .as("criteria_count");

export async function listCategories(db: Database, lang: Lang, q: CategoryListQuery) {
  const filtered = () => {
    let query = db.selectFrom("kpi_categories");
    if (q.status) query = query.where("status", "=", q.status);
    return searchWords(query, q.search, "name_en", "name_ar");
  };
  const page = pageRequest(q);
  const total = await filtered()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const rows = await orderedWindow(
    filtered()
      .selectAll("kpi_categories")
      .select((eb) => categoryCriteriaCount(eb)),
    { by: [["sort_order", "asc"]], tieBreaker: ["id", "asc"] },
    page,
  ).execute();
  return pageOf(
    rows.map((r) => categoryOut(r, lang)),
    num(total.n),
    page,
  );
}

async function findCategory(db: Database, id: number): Promise<StoredCategory> {
  const row = await db
    .selectFrom("kpi_categories")
    .selectAll("kpi_categories")
    .select((eb) => categoryCriteriaCount(eb))
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, M.KPI_CATEGORY_NOT_FOUND);
  return row;
}

export const categoryDetails = async (db: Database, lang: Lang, id: number) =>
  categoryOut(await findCategory(db, id), lang);

async function categoryNamesFree(db: Database, body: { name_en?: string; name_ar?: string }, self?: number) {
  for (const field of ["name_en", "name_ar"] as const) {
    const value = body[field];
    if (!value) continue;
    let q = db
      .selectFrom("kpi_categories")
      .select("id")
      .where((eb) => eb(eb.fn("lower", [field]), "=", value.toLowerCase()));
    if (self !== undefined) q = q.where("id", "<>", self);
    if (await q.executeTakeFirst()) throw fieldError(field, M.KPI_CATEGORY_NAME_TAKEN);
  }
}

const categoryValues = (body: CategoryWrite) =>
  definedFields(body, ["name_en", "name_ar", "description_en", "description_ar", "status", "sort_order"]);

export async function createCategory(db: Database, body: CategoryCreate, actor: AuditActor) {
  return inTx(db, async (trx) => {
    await categoryNamesFree(trx, body);
    const last = await trx
      .selectFrom("kpi_categories")
      .select((eb) => eb.fn.max("sort_order").as("m"))
      .executeTakeFirst();
    const now = nowIso();
    const inserted = await trx
      .insertInto("kpi_categories")
      .values({
        status: "active",
        sort_order: num(last?.m) + 1,
        ...categoryValues(body),
        name_en: body.name_en,
        name_ar: body.name_ar,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const after = await findCategory(trx, num(inserted.id));
    await audit(trx, { actor, action: "create", entity: "kpi_category", entity_id: after.id, after });
    return num(after.id);
  });
}

export async function updateCategory(db: Database, id: number, body: CategoryWrite, actor: AuditActor) {
  return inTx(db, async (trx) => {
    const before = await findCategory(trx, id);
    await categoryNamesFree(trx, body, id);
    await trx
      .updateTable("kpi_categories")
      .set({ ...categoryValues(body), updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
    const after = await findCategory(trx, id);
    await audit(trx, { actor, action: "update", entity: "kpi_category", entity_id: id, before, after });
  });
}

export async function deleteCategory(db: Database, id: number, actor: AuditActor) {
  return inTx(db, async (trx) => {
    const before = await findCategory(trx, id);
    if (num(before.criteria_count) > 0) throw fieldError("id", M.KPI_CATEGORY_IN_USE);
    await trx.deleteFrom("kpi_categories").where("id", "=", id).execute();
    await audit(trx, { actor, action: "delete", entity: "kpi_category", entity_id: id, before });
  });
}

/* ================================ KPI criteria ================================ */

const criterionQuery = (db: Database) =>
  db
    .selectFrom("kpi_criteria as k")
    .innerJoin("kpi_categories as c", "c.id", "k.category_id")
    .selectAll("k")
    .select(["c.name_en as category_name_en", "c.name_ar as category_name_ar"]);

type StoredCriterion = Awaited<ReturnType<ReturnType<typeof criterionQuery>["executeTakeFirstOrThrow"]>>;

const criterionOut = (r: StoredCriterion, lang: Lang) => ({
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
});

export async function listCriteria(db: Database, lang: Lang, q: CriteriaListQuery) {
  const filtered = () => {
    let query = db.selectFrom("kpi_criteria as k");
    if (q.status) query = query.where("k.status", "=", q.status);
    if (q.category_id) query = query.where("k.category_id", "=", q.category_id);
    if (q.metric) query = query.where("k.metric", "=", q.metric);
    return searchWords(query, q.search, "k.name_en", "k.name_ar");
  };
  const page = pageRequest(q);
  const total = await filtered()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const ids = await orderedWindow(
    filtered().select("k.id"),
    { by: [["k.id", "asc"]], tieBreaker: ["k.id", "asc"] },
    page,
  )
    .execute()
    .then((r) => r.map((x) => num(x.id)));
  const rows = ids.length ? await criterionQuery(db).where("k.id", "in", ids).orderBy("k.id").execute() : [];
  return pageOf(
    rows.map((r) => criterionOut(r, lang)),
    num(total.n),
    page,
  );
}

async function findCriterion(db: Database, id: number): Promise<StoredCriterion> {
  const row = await criterionQuery(db).where("k.id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, M.KPI_CRITERION_NOT_FOUND);
  return row;
}

export const criterionDetails = async (db: Database, lang: Lang, id: number) =>
  criterionOut(await findCriterion(db, id), lang);

async function criterionChecks(db: Database, body: CriterionWrite, self?: number) {
  if (body.category_id !== undefined) {
    const cat = await db
      .selectFrom("kpi_categories")
      .select("id")
      .where("id", "=", body.category_id)
      .executeTakeFirst();
    if (!cat) throw fieldError("category_id", M.KPI_CATEGORY_INVALID);
  }
  for (const field of ["name_en", "name_ar"] as const) {
    const value = body[field];
    if (!value) continue;
    let q = db
      .selectFrom("kpi_criteria")
      .select("id")
      .where((eb) => eb(eb.fn("lower", [field]), "=", value.toLowerCase()));
    if (self !== undefined) q = q.where("id", "<>", self);
    if (await q.executeTakeFirst()) throw fieldError(field, M.KPI_CRITERION_NAME_TAKEN);
  }
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

export async function createCriterion(db: Database, body: CriterionCreate, actor: AuditActor) {
  return inTx(db, async (trx) => {
    await criterionChecks(trx, body);
    const now = nowIso();
    const inserted = await trx
      .insertInto("kpi_criteria")
      .values({
        status: "active",
        ...METRIC_DEFAULTS[body.metric],
        ...criterionValues(body),
        category_id: body.category_id,
        name_en: body.name_en,
        name_ar: body.name_ar,
        metric: body.metric,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const after = await findCriterion(trx, num(inserted.id));
    await audit(trx, { actor, action: "create", entity: "kpi_criterion", entity_id: after.id, after });
    return num(after.id);
  });
}

export async function updateCriterion(db: Database, id: number, body: CriterionWrite, actor: AuditActor) {
  return inTx(db, async (trx) => {
    const before = await findCriterion(trx, id);
    await criterionChecks(trx, body, id);
    await trx
      .updateTable("kpi_criteria")
      .set({ ...criterionValues(body), updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
    const after = await findCriterion(trx, id);
    await audit(trx, { actor, action: "update", entity: "kpi_criterion", entity_id: id, before, after });
  });
}

/** Whether a stored KPI report scored this criterion (the report tables come with 037; absent: none). */
async function hasReportScores(db: Database, id: number): Promise<boolean> {
  try {
    const r = await sql`select 1 as x from kpi_report_scores where criterion_id = ${id} limit 1`.execute(db);
    return r.rows.length > 0;
  } catch {
    return false;
  }
}

export async function deleteCriterion(db: Database, id: number, actor: AuditActor) {
  await findCriterion(db, id);
  const scored = await hasReportScores(db, id); // outside the transaction: a missing table must not abort it
  return inTx(db, async (trx) => {
    const before = await findCriterion(trx, id);
    const target = await trx.selectFrom("target_matrix").select("id").where("criterion_id", "=", id).executeTakeFirst();
    const weight = await trx
      .selectFrom("performance_criteria")
      .select("id")
      .where("criterion_id", "=", id)
      .executeTakeFirst();
    if (target || weight || scored) throw fieldError("id", M.KPI_CRITERION_IN_USE);
    await trx.deleteFrom("kpi_criteria").where("id", "=", id).execute();
    await audit(trx, { actor, action: "delete", entity: "kpi_criterion", entity_id: id, before });
  });
}

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

const targetOut = (r: StoredTarget, lang: Lang) => ({
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
});

export async function listTargets(db: Database, lang: Lang, q: TargetListQuery) {
  const filtered = () => {
    let query = db.selectFrom("target_matrix as t").innerJoin("kpi_criteria as k", "k.id", "t.criterion_id");
    if (q.status) query = query.where("t.status", "=", q.status);
    if (q.criterion_id) query = query.where("t.criterion_id", "=", q.criterion_id);
    if (q.category_id !== undefined)
      query =
        q.category_id === 0
          ? query.where("t.category_id", "is", null)
          : query.where("t.category_id", "=", q.category_id);
    if (q.period) query = query.where("t.period", "=", q.period);
    return searchWords(query, q.search, "k.name_en", "k.name_ar");
  };
  const page = pageRequest(q);
  const total = await filtered()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const ids = await orderedWindow(
    filtered().select("t.id"),
    { by: [["t.criterion_id", "asc"]], tieBreaker: ["t.id", "asc"] },
    page,
  )
    .execute()
    .then((r) => r.map((x) => num(x.id)));
  const rows = ids.length
    ? await targetQuery(db).where("t.id", "in", ids).orderBy("t.criterion_id").orderBy("t.id").execute()
    : [];
  return pageOf(
    rows.map((r) => targetOut(r, lang)),
    num(total.n),
    page,
  );
}

async function findTarget(db: Database, id: number): Promise<StoredTarget> {
  const row = await targetQuery(db).where("t.id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, M.TARGET_NOT_FOUND);
  return row;
}

export const targetDetails = async (db: Database, lang: Lang, id: number) => targetOut(await findTarget(db, id), lang);

/** The row after the write is valid: its criterion and service category exist, the figures fit the unit, it is unique. */
async function targetChecks(
  db: Database,
  next: { criterion_id: number; category_id: number | null; period: string; target: number; warning: number | null },
  given: TargetWrite,
  self?: number,
) {
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

export async function createTarget(db: Database, body: TargetCreate, actor: AuditActor) {
  return inTx(db, async (trx) => {
    const next = {
      criterion_id: body.criterion_id,
      category_id: body.category_id ?? null,
      period: body.period ?? "month",
      target: body.target,
      warning: body.warning ?? null,
    };
    await targetChecks(trx, next, body);
    const now = nowIso();
    const inserted = await trx
      .insertInto("target_matrix")
      .values({ ...next, status: body.status ?? "active", created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const after = await findTarget(trx, num(inserted.id));
    await audit(trx, { actor, action: "create", entity: "kpi_target", entity_id: after.id, after });
    return num(after.id);
  });
}

export async function updateTarget(db: Database, id: number, body: TargetWrite, actor: AuditActor) {
  return inTx(db, async (trx) => {
    const before = await findTarget(trx, id);
    const next = {
      criterion_id: body.criterion_id ?? num(before.criterion_id),
      category_id: body.category_id === undefined ? before.category_id : body.category_id,
      period: body.period ?? before.period,
      target: body.target ?? Number(before.target),
      warning: body.warning === undefined ? before.warning : body.warning,
    };
    await targetChecks(trx, next, body, id);
    await trx
      .updateTable("target_matrix")
      .set({ ...next, ...definedFields(body, ["status"]), updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
    const after = await findTarget(trx, id);
    await audit(trx, { actor, action: "update", entity: "kpi_target", entity_id: id, before, after });
  });
}

export async function deleteTarget(db: Database, id: number, actor: AuditActor) {
  return inTx(db, async (trx) => {
    const before = await findTarget(trx, id);
    await trx.deleteFrom("target_matrix").where("id", "=", id).execute();
    await audit(trx, { actor, action: "delete", entity: "kpi_target", entity_id: id, before });
  });
}

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

const weightOut = (r: StoredWeight, lang: Lang, total: number) => {
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
};

export async function listWeights(db: Database, lang: Lang, q: WeightListQuery) {
  const filtered = () => {
    let query = db.selectFrom("performance_criteria as p").innerJoin("kpi_criteria as k", "k.id", "p.criterion_id");
    if (q.status) query = query.where("p.status", "=", q.status);
    return searchWords(query, q.search, "k.name_en", "k.name_ar");
  };
  const page = pageRequest(q);
  const total = await filtered()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const ids = await orderedWindow(
    filtered().select("p.id"),
    { by: [["p.criterion_id", "asc"]], tieBreaker: ["p.id", "asc"] },
    page,
  )
    .execute()
    .then((r) => r.map((x) => num(x.id)));
  const rows = ids.length ? await weightQuery(db).where("p.id", "in", ids).orderBy("p.criterion_id").execute() : [];
  const weights = await activeWeightTotal(db);
  return {
    ...pageOf(
      rows.map((r) => weightOut(r, lang, weights)),
      num(total.n),
      page,
    ),
    active_weight_total: weights,
  };
}

async function findWeight(db: Database, id: number): Promise<StoredWeight> {
  const row = await weightQuery(db).where("p.id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, M.WEIGHT_NOT_FOUND);
  return row;
}

export const weightDetails = async (db: Database, lang: Lang, id: number) =>
  weightOut(await findWeight(db, id), lang, await activeWeightTotal(db));

async function weightChecks(db: Database, criterionId: number | undefined, self?: number) {
  if (criterionId === undefined) return;
  const criterion = await db.selectFrom("kpi_criteria").select("id").where("id", "=", criterionId).executeTakeFirst();
  if (!criterion) throw fieldError("criterion_id", M.KPI_CRITERION_INVALID);
  let dup = db.selectFrom("performance_criteria").select("id").where("criterion_id", "=", criterionId);
  if (self !== undefined) dup = dup.where("id", "<>", self);
  if (await dup.executeTakeFirst()) throw fieldError("criterion_id", M.WEIGHT_TAKEN);
}

export async function createWeight(db: Database, body: WeightCreate, actor: AuditActor) {
  return inTx(db, async (trx) => {
    await weightChecks(trx, body.criterion_id);
    const now = nowIso();
    const inserted = await trx
      .insertInto("performance_criteria")
      .values({
        criterion_id: body.criterion_id,
        weight: body.weight,
        status: body.status ?? "active",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const after = await findWeight(trx, num(inserted.id));
    await audit(trx, { actor, action: "create", entity: "kpi_weight", entity_id: after.id, after });
    return num(after.id);
  });
}

export async function updateWeight(db: Database, id: number, body: WeightWrite, actor: AuditActor) {
  return inTx(db, async (trx) => {
    const before = await findWeight(trx, id);
    await weightChecks(trx, body.criterion_id, id);
    await trx
      .updateTable("performance_criteria")
      .set({ ...definedFields(body, ["criterion_id", "weight", "status"]), updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
    const after = await findWeight(trx, id);
    await audit(trx, { actor, action: "update", entity: "kpi_weight", entity_id: id, before, after });
  });
}

export async function deleteWeight(db: Database, id: number, actor: AuditActor) {
  return inTx(db, async (trx) => {
    const before = await findWeight(trx, id);
    await trx.deleteFrom("performance_criteria").where("id", "=", id).execute();
    await audit(trx, { actor, action: "delete", entity: "kpi_weight", entity_id: id, before });
  });
}

/* ================================ change status (all four) ================================ */

export type KpiTable = "kpi_categories" | "kpi_criteria" | "target_matrix" | "performance_criteria";
const ENTITY: Record<KpiTable, string> = {
  kpi_categories: "kpi_category",
  kpi_criteria: "kpi_criterion",
  target_matrix: "kpi_target",
  performance_criteria: "kpi_weight",
};
const NOT_FOUND: Record<KpiTable, string> = {
  kpi_categories: M.KPI_CATEGORY_NOT_FOUND,
  kpi_criteria: M.KPI_CRITERION_NOT_FOUND,
  target_matrix: M.TARGET_NOT_FOUND,
  performance_criteria: M.WEIGHT_NOT_FOUND,
};

/** Sets the status (absent: toggles it). */
export async function changeStatus(
  db: Database,
  table: KpiTable,
  id: number,
  status: KpiStatus | undefined,
  actor: AuditActor,
) {
  return inTx(db, async (trx) => {
    const row = await trx.selectFrom(table).select(["id", "status"]).where("id", "=", id).executeTakeFirst();
    if (!row) throw new ApiError(404, NOT_FOUND[table]);
    const next: KpiStatus = status ?? (row.status === "active" ? "inactive" : "active");
    await trx.updateTable(table).set({ status: next, updated_at: nowIso() }).where("id", "=", id).execute();
    await audit(trx, {
      actor,
      action: "status",
      entity: ENTITY[table],
      entity_id: id,
      before: { status: row.status },
      after: { status: next },
    });
  });
}
