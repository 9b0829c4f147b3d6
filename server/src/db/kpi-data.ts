/**
 * The KPI set-up a fresh install starts with (issue 19): categories, the six criteria with their formulas in
 * English and Arabic, a monthly target for every partner, and the weights of the overall score. Written once by
 * migration 036 (idempotent: a row that is already there, matched by its English name or its criterion, is kept).
 */

export const KPI_METRICS = [
  "on_time_rate",
  "completion_rate",
  "partner_cancellation_rate",
  "average_rating",
  "response_minutes",
  "complaint_rate",
] as const;
export type KpiMetric = (typeof KPI_METRICS)[number];

export const KPI_DIRECTIONS = ["higher", "lower"] as const;
export type KpiDirection = (typeof KPI_DIRECTIONS)[number];

export const KPI_UNITS = ["percent", "rating", "minutes"] as const;
export type KpiUnit = (typeof KPI_UNITS)[number];

export const KPI_PERIODS = ["month", "quarter", "year"] as const;
export type KpiPeriod = (typeof KPI_PERIODS)[number];

export interface KpiSeedCategory {
  name_en: string;
  name_ar: string;
  description_en: string;
  description_ar: string;
}

export const KPI_SEED_CATEGORIES: readonly KpiSeedCategory[] = [
  {
    name_en: "Quality",
    name_ar: "الجودة",
    description_en: "How satisfied customers are with the work.",
    description_ar: "مدى رضا العملاء عن العمل المنجز.",
  },
  {
    name_en: "Punctuality",
    name_ar: "الالتزام بالمواعيد",
    description_en: "Arriving at the booked time.",
    description_ar: "الوصول في الموعد المحجوز.",
  },
  {
    name_en: "Reliability",
    name_ar: "الموثوقية",
    description_en: "Completing the bookings the partner accepted.",
    description_ar: "إنجاز الحجوزات التي قبلها الشريك.",
  },
  {
    name_en: "Responsiveness",
    name_ar: "سرعة الاستجابة",
    description_en: "How quickly a new booking is answered.",
    description_ar: "مدى سرعة الرد على الحجز الجديد.",
  },
];

export interface KpiSeedCriterion {
  category: string; // KPI_SEED_CATEGORIES' name_en
  name_en: string;
  name_ar: string;
  metric: KpiMetric;
  direction: KpiDirection;
  unit: KpiUnit;
  formula_en: string;
  formula_ar: string;
  /** monthly target for every partner, and the warning threshold before it is missed */
  target: number;
  warning: number;
  weight: number;
}

export const KPI_SEED_CRITERIA: readonly KpiSeedCriterion[] = [
  {
    category: "Punctuality",
    name_en: "On-time arrival rate",
    name_ar: "نسبة الوصول في الموعد",
    metric: "on_time_rate",
    direction: "higher",
    unit: "percent",
    formula_en: "Bookings started no later than 15 minutes after the booked time ÷ bookings started × 100",
    formula_ar: "الحجوزات التي بدأ العمل فيها خلال 15 دقيقة من الموعد المحجوز ÷ الحجوزات التي بدأ العمل فيها × 100",
    target: 90,
    warning: 85,
    weight: 25,
  },
  {
    category: "Reliability",
    name_en: "Completion rate",
    name_ar: "نسبة الإنجاز",
    metric: "completion_rate",
    direction: "higher",
    unit: "percent",
    formula_en: "Completed bookings ÷ bookings scheduled in the period (excluding customer cancellations) × 100",
    formula_ar: "الحجوزات المنجزة ÷ الحجوزات المجدولة في الفترة (دون إلغاءات العملاء) × 100",
    target: 95,
    warning: 90,
    weight: 20,
  },
  {
    category: "Reliability",
    name_en: "Cancellation by partner rate",
    name_ar: "نسبة الإلغاء من الشريك",
    metric: "partner_cancellation_rate",
    direction: "lower",
    unit: "percent",
    formula_en: "Bookings cancelled by the partner ÷ bookings scheduled in the period × 100",
    formula_ar: "الحجوزات التي ألغاها الشريك ÷ الحجوزات المجدولة في الفترة × 100",
    target: 5,
    warning: 8,
    weight: 15,
  },
  {
    category: "Quality",
    name_en: "Average rating",
    name_ar: "متوسط التقييم",
    metric: "average_rating",
    direction: "higher",
    unit: "rating",
    formula_en: "Sum of the stars of the period's reviews ÷ number of reviews (1 to 5)",
    formula_ar: "مجموع نجوم تقييمات الفترة ÷ عدد التقييمات (من 1 إلى 5)",
    target: 4.5,
    warning: 4.2,
    weight: 20,
  },
  {
    category: "Responsiveness",
    name_en: "Response time to a new booking",
    name_ar: "زمن الاستجابة للحجز الجديد",
    metric: "response_minutes",
    direction: "lower",
    unit: "minutes",
    formula_en: "Average minutes from a booking being placed to the partner accepting or assigning it",
    formula_ar: "متوسط الدقائق من إنشاء الحجز حتى قبول الشريك له أو تعيين فني له",
    target: 30,
    warning: 45,
    weight: 10,
  },
  {
    category: "Quality",
    name_en: "Complaint rate",
    name_ar: "نسبة الشكاوى",
    metric: "complaint_rate",
    direction: "lower",
    unit: "percent",
    formula_en: "Completed bookings whose review gave 1 or 2 stars ÷ completed bookings × 100",
    formula_ar: "الحجوزات المنجزة التي قيّمها العميل بنجمة أو نجمتين ÷ الحجوزات المنجزة × 100",
    target: 2,
    warning: 4,
    weight: 10,
  },
];
