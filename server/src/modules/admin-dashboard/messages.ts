import { addTranslations } from "../../lib/i18n.js";

/** Admin dashboard messages (docs/api-catalog.md, Admin: insights) and their Arabic. */

export const DASHBOARD = "Dashboard figures";
export const INVALID_FROM = "The from must be a date (YYYY-MM-DD).";
export const INVALID_TO = "The to must be a date (YYYY-MM-DD).";
export const TO_BEFORE_FROM = "The to must be a date after or equal to from.";
export const RANGE_TOO_LONG = "The date range may not be longer than 366 days.";

addTranslations(
  {
    [DASHBOARD]: "أرقام لوحة التحكم",
    [INVALID_FROM]: "يجب أن يكون تاريخ البداية تاريخاً بصيغة YYYY-MM-DD.",
    [INVALID_TO]: "يجب أن يكون تاريخ النهاية تاريخاً بصيغة YYYY-MM-DD.",
    [TO_BEFORE_FROM]: "يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده.",
    [RANGE_TOO_LONG]: "يجب ألا تزيد الفترة على 366 يوماً.",
  },
  [],
  { from: "تاريخ البداية", to: "تاريخ النهاية", top: "عدد العناصر الأعلى" },
);

/** Booking status names (the `booking` statuses seeded in server/src/db/seed.ts), the fallback for unknown rows. */
export const BOOKING_STATUS_ORDER = [
  "requested",
  "confirmed",
  "technician-assigned",
  "on-the-way",
  "in-progress",
  "completed",
  "cancelled",
  "declined",
  "no-show",
] as const;
