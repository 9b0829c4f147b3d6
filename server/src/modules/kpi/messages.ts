import { addTranslations } from "../../lib/i18n.js";

/** The KPI set-up (issue 19; docs/api-catalog.md "KPI set-up") and its Arabic. */

export const KPI_CATEGORIES = "KPI categories";
export const KPI_CATEGORY = "KPI category";
export const KPI_CATEGORY_CREATED = "KPI category created";
export const KPI_CATEGORY_UPDATED = "KPI category updated";
export const KPI_CATEGORY_DELETED = "KPI category deleted";
export const KPI_CATEGORY_STATUS = "KPI category status changed";
export const KPI_CATEGORY_NOT_FOUND = "The KPI category was not found.";
export const KPI_CATEGORY_INVALID = "The selected KPI category does not exist.";
export const KPI_CATEGORY_NAME_TAKEN = "Another KPI category already has this name.";
export const KPI_CATEGORY_IN_USE =
  "This KPI category has criteria and cannot be deleted. Move or delete its criteria first, or deactivate it.";

export const KPI_CRITERIA = "KPI criteria";
export const KPI_CRITERION = "KPI criterion";
export const KPI_CRITERION_CREATED = "KPI criterion created";
export const KPI_CRITERION_UPDATED = "KPI criterion updated";
export const KPI_CRITERION_DELETED = "KPI criterion deleted";
export const KPI_CRITERION_STATUS = "KPI criterion status changed";
export const KPI_CRITERION_NOT_FOUND = "The KPI criterion was not found.";
export const KPI_CRITERION_INVALID = "The selected KPI criterion does not exist.";
export const KPI_CRITERION_NAME_TAKEN = "Another KPI criterion already has this name.";
export const KPI_CRITERION_IN_USE =
  "This KPI criterion has targets, a weight or report scores and cannot be deleted. Deactivate it instead.";
export const METRIC_INVALID =
  "The metric must be one of on-time rate, completion rate, partner cancellation rate, average rating, response minutes or complaint rate.";
export const DIRECTION_INVALID = "The direction must be higher or lower.";
export const UNIT_INVALID = "The unit must be percent, rating or minutes.";

export const TARGETS = "Target matrix";
export const TARGET = "Target";
export const TARGET_CREATED = "Target created";
export const TARGET_UPDATED = "Target updated";
export const TARGET_DELETED = "Target deleted";
export const TARGET_STATUS = "Target status changed";
export const TARGET_NOT_FOUND = "The target was not found.";
export const SERVICE_CATEGORY_INVALID = "The selected service category does not exist.";
export const PERIOD_INVALID = "The period must be month, quarter or year.";
export const TARGET_TAKEN =
  "This criterion already has a target for this category and period. Change that one instead.";
export const PERCENT_RANGE = "A percentage must be between 0 and 100.";
export const RATING_RANGE = "A rating must be between 0 and 5.";
export const EVERY_PARTNER = "Every partner";

export const WEIGHTS = "Performance criteria";
export const WEIGHT = "Performance criterion";
export const WEIGHT_CREATED = "Weight created";
export const WEIGHT_UPDATED = "Weight updated";
export const WEIGHT_DELETED = "Weight deleted";
export const WEIGHT_STATUS = "Weight status changed";
export const WEIGHT_NOT_FOUND = "The performance criterion was not found.";
export const WEIGHT_TAKEN = "This criterion already has a weight. Change that one instead.";

export const STATUS_INVALID = "The status must be active or inactive.";

addTranslations(
  {
    [KPI_CATEGORIES]: "فئات مؤشرات الأداء",
    [KPI_CATEGORY]: "فئة مؤشرات الأداء",
    [KPI_CATEGORY_CREATED]: "تم إنشاء فئة مؤشرات الأداء",
    [KPI_CATEGORY_UPDATED]: "تم تحديث فئة مؤشرات الأداء",
    [KPI_CATEGORY_DELETED]: "تم حذف فئة مؤشرات الأداء",
    [KPI_CATEGORY_STATUS]: "تم تغيير حالة فئة مؤشرات الأداء",
    [KPI_CATEGORY_NOT_FOUND]: "فئة مؤشرات الأداء غير موجودة.",
    [KPI_CATEGORY_INVALID]: "فئة مؤشرات الأداء المحددة غير موجودة.",
    [KPI_CATEGORY_NAME_TAKEN]: "يوجد فئة مؤشرات أداء أخرى بهذا الاسم.",
    [KPI_CATEGORY_IN_USE]: "لهذه الفئة معايير ولا يمكن حذفها. انقل معاييرها أو احذفها أولاً، أو أوقف الفئة بدلاً من ذلك.",
    [KPI_CRITERIA]: "معايير مؤشرات الأداء",
    [KPI_CRITERION]: "معيار مؤشر الأداء",
    [KPI_CRITERION_CREATED]: "تم إنشاء معيار مؤشر الأداء",
    [KPI_CRITERION_UPDATED]: "تم تحديث معيار مؤشر الأداء",
    [KPI_CRITERION_DELETED]: "تم حذف معيار مؤشر الأداء",
    [KPI_CRITERION_STATUS]: "تم تغيير حالة معيار مؤشر الأداء",
    [KPI_CRITERION_NOT_FOUND]: "معيار مؤشر الأداء غير موجود.",
    [KPI_CRITERION_INVALID]: "معيار مؤشر الأداء المحدد غير موجود.",
    [KPI_CRITERION_NAME_TAKEN]: "يوجد معيار مؤشر أداء آخر بهذا الاسم.",
    [KPI_CRITERION_IN_USE]: "لهذا المعيار أهداف أو وزن أو نتائج في تقارير ولا يمكن حذفه. يمكنك إيقافه بدلاً من ذلك.",
    [METRIC_INVALID]:
      "يجب أن يكون المقياس أحد: نسبة الالتزام بالموعد، نسبة الإنجاز، نسبة إلغاء الشريك، متوسط التقييم، دقائق الاستجابة، نسبة الشكاوى.",
    [DIRECTION_INVALID]: "يجب أن يكون الاتجاه الأعلى أفضل أو الأقل أفضل.",
    [UNIT_INVALID]: "يجب أن تكون الوحدة نسبة مئوية أو تقييماً أو دقائق.",
    [TARGETS]: "مصفوفة الأهداف",
    [TARGET]: "الهدف",
    [TARGET_CREATED]: "تم إنشاء الهدف",
    [TARGET_UPDATED]: "تم تحديث الهدف",
    [TARGET_DELETED]: "تم حذف الهدف",
    [TARGET_STATUS]: "تم تغيير حالة الهدف",
    [TARGET_NOT_FOUND]: "الهدف غير موجود.",
    [SERVICE_CATEGORY_INVALID]: "فئة الخدمة المحددة غير موجودة.",
    [PERIOD_INVALID]: "يجب أن تكون الفترة شهراً أو ربع سنة أو سنة.",
    [TARGET_TAKEN]: "لهذا المعيار هدف لهذه الفئة والفترة بالفعل. عدّل ذلك الهدف بدلاً من ذلك.",
    [PERCENT_RANGE]: "يجب أن تكون النسبة المئوية بين 0 و100.",
    [RATING_RANGE]: "يجب أن يكون التقييم بين 0 و5.",
    [EVERY_PARTNER]: "جميع الشركاء",
    [WEIGHTS]: "معايير الأداء",
    [WEIGHT]: "معيار الأداء",
    [WEIGHT_CREATED]: "تم إنشاء الوزن",
    [WEIGHT_UPDATED]: "تم تحديث الوزن",
    [WEIGHT_DELETED]: "تم حذف الوزن",
    [WEIGHT_STATUS]: "تم تغيير حالة الوزن",
    [WEIGHT_NOT_FOUND]: "معيار الأداء غير موجود.",
    [WEIGHT_TAKEN]: "لهذا المعيار وزن بالفعل. عدّل ذلك الوزن بدلاً من ذلك.",
  },
  [],
  {
    "name en": "الاسم بالإنجليزية",
    "name ar": "الاسم بالعربية",
    "description en": "الوصف بالإنجليزية",
    "description ar": "الوصف بالعربية",
    "formula en": "الصيغة بالإنجليزية",
    "formula ar": "الصيغة بالعربية",
    metric: "المقياس",
    direction: "الاتجاه",
    unit: "الوحدة",
    "criterion id": "المعيار",
    period: "الفترة",
    target: "الهدف",
    warning: "حد التنبيه",
    weight: "الوزن",
    "sort order": "الترتيب",
  },
);
