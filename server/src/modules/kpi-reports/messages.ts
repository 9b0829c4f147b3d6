import { addTranslations } from "../../lib/i18n.js";

/** KPI reports (issue 19) and their Arabic. */

export const KPI_REPORTS = "KPI reports";
export const KPI_REPORT = "KPI report";
export const KPI_REPORT_GENERATED = "KPI report generated";
export const KPI_REPORT_BOOKINGS = "KPI report bookings";
export const KPI_REPORT_NOT_FOUND = "The KPI report was not found.";
export const TO_BEFORE_FROM = "The to must be a date after or equal to from.";
export const PERIOD_TOO_LONG = "The period may not be longer than 366 days.";
export const FROM_IN_FUTURE = "The from may not be a day after today.";
export const NO_ACTIVE_CRITERIA =
  "No KPI criterion is active with a weight and a target: set the performance criteria and the target matrix first.";
export const PARTNER_NOT_IN_REPORT = "The selected partner id is not in this report.";
export const CRITERION_NOT_IN_REPORT = "The selected criterion id is not in this report.";

addTranslations(
  {
    [KPI_REPORTS]: "تقارير مؤشرات الأداء",
    [KPI_REPORT]: "تقرير مؤشرات الأداء",
    [KPI_REPORT_GENERATED]: "تم إنشاء تقرير مؤشرات الأداء",
    [KPI_REPORT_BOOKINGS]: "حجوزات تقرير مؤشرات الأداء",
    [KPI_REPORT_NOT_FOUND]: "تقرير مؤشرات الأداء غير موجود.",
    [TO_BEFORE_FROM]: "يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده.",
    [PERIOD_TOO_LONG]: "لا يجوز أن تزيد الفترة على 366 يوماً.",
    [FROM_IN_FUTURE]: "لا يجوز أن يكون تاريخ البداية بعد اليوم.",
    [NO_ACTIVE_CRITERIA]: "لا يوجد معيار أداء نشط له وزن وهدف: اضبط معايير الأداء ومصفوفة الأهداف أولاً.",
    [PARTNER_NOT_IN_REPORT]: "مزود الخدمة المحدد غير موجود في هذا التقرير.",
    [CRITERION_NOT_IN_REPORT]: "المعيار المحدد غير موجود في هذا التقرير.",
  },
  [],
  { from: "تاريخ البداية", to: "تاريخ النهاية", "criterion id": "رقم المعيار" },
);
