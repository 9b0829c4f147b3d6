import { addTranslations } from "../../lib/i18n.js";

/** Package visit messages (docs/commerce-api.md, Package visits) and their Arabic. */
export const SUBSCRIPTION_NOT_FOUND = "The package subscription was not found.";
export const SUBSCRIPTION_NOT_PAID = "This package is not paid yet. Pay for it to book its visits.";
export const SUBSCRIPTION_NOT_ACTIVE = "This package is not active, so its visits cannot be booked.";
export const SUBSCRIPTION_ENDED = "This package has ended.";
export const MONTH_USED_UP = "Every visit of this month is already booked or used.";
export const ADDRESS_GONE = "The address of this package was removed. Please contact support to set a new one.";
export const NOT_A_VISIT = "This booking is not a visit of the package.";

export const VISITS = "Package visits";
export const VISIT_BOOKED = "Visit booked";
export const VISIT_DATES = "Available dates";
export const VISIT_SLOTS = "Time slots";

/** `Pick a date from 2026-03-15 to 2026-04-14 (this month of your package).` */
export const dateOutsideMonth = (from: string, to: string) =>
  `Pick a date from ${from} to ${to} (this month of your package).`;

/** `A visit stays in its month: pick a date from 2026-03-15 to 2026-04-14.` */
export const visitStaysInMonth = (from: string, to: string) =>
  `A visit stays in its month: pick a date from ${from} to ${to}.`;

addTranslations(
  {
    [SUBSCRIPTION_NOT_FOUND]: "اشتراك الباقة غير موجود.",
    [SUBSCRIPTION_NOT_PAID]: "لم يتم دفع هذه الباقة بعد. ادفع قيمتها لتتمكن من حجز زياراتها.",
    [SUBSCRIPTION_NOT_ACTIVE]: "هذه الباقة غير مفعّلة، لذا لا يمكن حجز زياراتها.",
    [SUBSCRIPTION_ENDED]: "انتهت مدة هذه الباقة.",
    [MONTH_USED_UP]: "تم حجز أو استخدام جميع زيارات هذا الشهر.",
    [ADDRESS_GONE]: "تم حذف عنوان هذه الباقة. يرجى التواصل مع الدعم لتحديد عنوان جديد.",
    [NOT_A_VISIT]: "هذا الحجز ليس زيارة من زيارات الباقة.",
    [VISITS]: "زيارات الباقة",
    [VISIT_BOOKED]: "تم حجز الزيارة",
  },
  [
    [
      /^Pick a date from (\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2}) \(this month of your package\)\.$/,
      (_, a, b) => `اختر تاريخاً من ${a} إلى ${b} (الشهر الحالي من باقتك).`,
    ],
    [
      /^A visit stays in its month: pick a date from (\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})\.$/,
      (_, a, b) => `تبقى الزيارة ضمن شهرها: اختر تاريخاً من ${a} إلى ${b}.`,
    ],
  ],
  { "subscription id": "الباقة", "unused visits": "الزيارات غير المستخدمة" },
);
