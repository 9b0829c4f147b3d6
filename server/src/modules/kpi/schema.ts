import { z } from "zod";
import { KPI_DIRECTIONS, KPI_METRICS, KPI_PERIODS, KPI_UNITS } from "../../db/kpi-data.js";
import { envelope } from "../../lib/envelope.js";
import { blank, choice, decimal, id, integer, text, toNumber } from "../../lib/fields.js";
import { enumParam, intParam, pageParams, paginated, requiredIntParam, textParam } from "../../lib/query.js";
import * as M from "./messages.js";

/** The KPI set-up (issue 19): queries, bodies and rows of kpi-category, kpi-criteria, target-matrix, performance-criteria. */

export const KPI_STATUSES = ["active", "inactive"] as const;
export type KpiStatus = (typeof KPI_STATUSES)[number];

const status = () => choice("status", KPI_STATUSES, M.STATUS_INVALID, false).optional();

export const idParams = z.object({ id: requiredIntParam("id") });

const listBase = {
  ...pageParams,
  per_page: intParam("per_page", 1, 1000).describe("Rows per page (same as limit; wins when both are given)"),
  status: enumParam("status", KPI_STATUSES).describe("active | inactive"),
};

export const categoryListQuery = z.object({
  ...listBase,
  search: textParam("search").describe("Words in the English or Arabic name"),
});
export type CategoryListQuery = z.infer<typeof categoryListQuery>;

export const criteriaListQuery = z.object({
  ...listBase,
  search: textParam("search").describe("Words in the English or Arabic name"),
  category_id: intParam("category_id").describe("One KPI category"),
  metric: enumParam("metric", KPI_METRICS).describe(KPI_METRICS.join(" | ")),
});
export type CriteriaListQuery = z.infer<typeof criteriaListQuery>;

export const targetListQuery = z.object({
  ...listBase,
  search: textParam("search").describe("Words in the criterion's English or Arabic name"),
  criterion_id: intParam("criterion_id").describe("One KPI criterion"),
  category_id: intParam("category_id", 0).describe("One service category; 0: the targets for every partner"),
  period: enumParam("period", KPI_PERIODS).describe(KPI_PERIODS.join(" | ")),
});
export type TargetListQuery = z.infer<typeof targetListQuery>;

export const weightListQuery = z.object({
  ...listBase,
  search: textParam("search").describe("Words in the criterion's English or Arabic name"),
});
export type WeightListQuery = z.infer<typeof weightListQuery>;

/* ---- bodies ---- */

/** A number in [0, 100000] (a number or a plain decimal string); null clears it; blank or absent leaves it. */
const nullableAmount = (field: string) =>
  z
    .preprocess(
      (v) => (v === null ? null : blank(v) ? undefined : toNumber(v)),
      z
        .number({ error: `The ${field} must be a number.` })
        .refine((v) => Number.isFinite(v), `The ${field} must be a number.`)
        .refine((v) => v >= 0 && v <= 100000, `The ${field} must be between 0 and 100000.`)
        .nullable()
        .optional(),
    )
    .optional();

const sortOrder = integer("sort_order", 0, 100000, false);

export const categoryCreateBody = z.object({
  name_en: text("name_en", 100),
  name_ar: text("name_ar", 100),
  description_en: text("description_en", 1000, false),
  description_ar: text("description_ar", 1000, false),
  status: status(),
  sort_order: sortOrder,
});
export const categoryUpdateBody = z.object({
  name_en: text("name_en", 100, false),
  name_ar: text("name_ar", 100, false),
  description_en: text("description_en", 1000, false),
  description_ar: text("description_ar", 1000, false),
  status: status(),
  sort_order: sortOrder,
});
export type CategoryWrite = z.infer<typeof categoryUpdateBody>;
export type CategoryCreate = z.infer<typeof categoryCreateBody>;

export const criterionCreateBody = z.object({
  category_id: id("category_id"),
  name_en: text("name_en", 150),
  name_ar: text("name_ar", 150),
  metric: choice("metric", KPI_METRICS, M.METRIC_INVALID, true),
  direction: choice("direction", KPI_DIRECTIONS, M.DIRECTION_INVALID, false)
    .optional()
    .describe("higher | lower (which way is better); default: the metric's"),
  unit: choice("unit", KPI_UNITS, M.UNIT_INVALID, false)
    .optional()
    .describe("percent | rating | minutes; default: the metric's"),
  formula_en: text("formula_en", 1000, false),
  formula_ar: text("formula_ar", 1000, false),
  status: status(),
});
export const criterionUpdateBody = z.object({
  category_id: id("category_id", false),
  name_en: text("name_en", 150, false),
  name_ar: text("name_ar", 150, false),
  metric: choice("metric", KPI_METRICS, M.METRIC_INVALID, false).optional(),
  direction: choice("direction", KPI_DIRECTIONS, M.DIRECTION_INVALID, false).optional(),
  unit: choice("unit", KPI_UNITS, M.UNIT_INVALID, false).optional(),
  formula_en: text("formula_en", 1000, false),
  formula_ar: text("formula_ar", 1000, false),
  status: status(),
});
export type CriterionWrite = z.infer<typeof criterionUpdateBody>;
export type CriterionCreate = z.infer<typeof criterionCreateBody>;

/** A service category id, or blank / null / 0: every partner. */
const serviceCategory = z
  .preprocess(
    (v) => (blank(v) || v === 0 || v === "0" ? null : typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: "The category id must be an integer." })
      .int("The category id must be an integer.")
      .min(1, "The category id must be at least 1.")
      .nullable(),
  )
  .optional()
  .describe("A service category (categories.id); null, 0 or absent: every partner");

export const targetCreateBody = z.object({
  criterion_id: id("criterion_id"),
  category_id: serviceCategory,
  period: choice("period", KPI_PERIODS, M.PERIOD_INVALID, false)
    .optional()
    .describe("month | quarter | year; default month"),
  target: decimal("target", 0, 100000).describe("In the criterion's unit (percent 0-100, rating 0-5, minutes)"),
  warning: nullableAmount("warning").describe(
    "The threshold before the target is missed, in the same unit; null: none",
  ),
  status: status(),
});
export const targetUpdateBody = z.object({
  criterion_id: id("criterion_id", false),
  category_id: serviceCategory,
  period: choice("period", KPI_PERIODS, M.PERIOD_INVALID, false).optional(),
  target: decimal("target", 0, 100000, false),
  warning: nullableAmount("warning"),
  status: status(),
});
export type TargetWrite = z.infer<typeof targetUpdateBody>;
export type TargetCreate = z.infer<typeof targetCreateBody>;

export const weightCreateBody = z.object({
  criterion_id: id("criterion_id"),
  weight: integer("weight", 1, 100),
  status: status(),
});
export const weightUpdateBody = z.object({
  criterion_id: id("criterion_id", false),
  weight: integer("weight", 1, 100, false),
  status: status(),
});
export type WeightWrite = z.infer<typeof weightUpdateBody>;
export type WeightCreate = z.infer<typeof weightCreateBody>;

export const changeStatusBody = z
  .object({ status: status().describe("active | inactive; absent: the other one (toggle)") })
  .optional()
  .default({});

/* ---- rows ---- */

const stamps = { created_at: z.string(), updated_at: z.string() };

export const kpiCategorySchema = z
  .object({
    id: z.number().int(),
    name: z.string().describe("In the request's language"),
    name_en: z.string(),
    name_ar: z.string(),
    description: z.string().describe("In the request's language"),
    description_en: z.string(),
    description_ar: z.string(),
    status: z.enum(KPI_STATUSES),
    sort_order: z.number().int(),
    criteria_count: z.number().int().describe("Criteria in this category (a category with criteria cannot be deleted)"),
    ...stamps,
  })
  .meta({ id: "KpiCategory" });

export const kpiCriterionSchema = z
  .object({
    id: z.number().int(),
    category_id: z.number().int(),
    category_name: z.string().describe("The KPI category's name in the request's language"),
    name: z.string().describe("In the request's language"),
    name_en: z.string(),
    name_ar: z.string(),
    metric: z.enum(KPI_METRICS),
    direction: z.enum(KPI_DIRECTIONS),
    unit: z.enum(KPI_UNITS),
    formula: z.string().describe("The formula in words, in the request's language"),
    formula_en: z.string(),
    formula_ar: z.string(),
    status: z.enum(KPI_STATUSES),
    ...stamps,
  })
  .meta({ id: "KpiCriterion" });

export const targetSchema = z
  .object({
    id: z.number().int(),
    criterion_id: z.number().int(),
    criterion_name: z.string().describe("In the request's language"),
    metric: z.enum(KPI_METRICS),
    unit: z.enum(KPI_UNITS),
    direction: z.enum(KPI_DIRECTIONS),
    category_id: z.number().int().nullable().describe("Service category; null: every partner"),
    category_name: z.string().describe("The service category's name, or 'Every partner', in the request's language"),
    period: z.enum(KPI_PERIODS),
    target: z.number(),
    warning: z.number().nullable(),
    status: z.enum(KPI_STATUSES),
    ...stamps,
  })
  .meta({ id: "KpiTarget" });

export const weightSchema = z
  .object({
    id: z.number().int(),
    criterion_id: z.number().int(),
    criterion_name: z.string().describe("In the request's language"),
    metric: z.enum(KPI_METRICS),
    criterion_status: z.enum(KPI_STATUSES),
    weight: z.number().int(),
    share: z
      .number()
      .describe(
        "Percent of the overall score (weight / sum of the active weights of active criteria x 100, 1 decimal); 0 when inactive",
      ),
    status: z.enum(KPI_STATUSES),
    ...stamps,
  })
  .meta({ id: "KpiWeight" });

export const kpiCategoryListResponse = envelope(paginated(kpiCategorySchema));
export const kpiCategoryResponse = envelope(kpiCategorySchema);
export const kpiCriteriaListResponse = envelope(paginated(kpiCriterionSchema));
export const kpiCriterionResponse = envelope(kpiCriterionSchema);
export const targetListResponse = envelope(paginated(targetSchema));
export const targetResponse = envelope(targetSchema);
export const weightListResponse = envelope(
  paginated(weightSchema).extend({
    active_weight_total: z
      .number()
      .int()
      .describe("Sum of the active weights of active criteria (every row, not only this page): the shares' divisor"),
  }),
);
export const weightResponse = envelope(weightSchema);
export const kpiDeletedResponse = envelope(z.object({ id: z.number().int() }));
