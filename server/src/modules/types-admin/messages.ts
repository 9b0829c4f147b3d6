import { addTranslations } from "../../lib/i18n.js";

/** Company types and job types (issue 18a; docs/api-catalog.md "Admin: company and job types") and their Arabic. */

export const COMPANY_TYPES = "Company types";
export const COMPANY_TYPE = "Company type details";
export const COMPANY_TYPE_CREATED = "Company type created";
export const COMPANY_TYPE_UPDATED = "Company type updated";
export const COMPANY_TYPE_STATUS = "Company type status changed";
export const COMPANY_TYPE_NOT_FOUND = "The company type was not found.";
export const COMPANY_TYPE_NAME_EN_TAKEN = "A company type with this English name already exists.";
export const COMPANY_TYPE_NAME_AR_TAKEN = "A company type with this Arabic name already exists.";

export const JOB_TYPES = "Job types";
export const JOB_TYPE = "Job type details";
export const JOB_TYPE_CREATED = "Job type created";
export const JOB_TYPE_UPDATED = "Job type updated";
export const JOB_TYPE_STATUS = "Job type status changed";
export const JOB_TYPE_NOT_FOUND = "The job type was not found.";
export const JOB_TYPE_NAME_EN_TAKEN = "A job type with this English name already exists.";
export const JOB_TYPE_NAME_AR_TAKEN = "A job type with this Arabic name already exists.";
export const JOB_TYPE_INVALID = "The selected job type is invalid or inactive.";

addTranslations(
  {
    [COMPANY_TYPES]: "أنواع الشركات",
    [COMPANY_TYPE]: "تفاصيل نوع الشركة",
    [COMPANY_TYPE_CREATED]: "تم إنشاء نوع الشركة",
    [COMPANY_TYPE_UPDATED]: "تم تحديث نوع الشركة",
    [COMPANY_TYPE_STATUS]: "تم تغيير حالة نوع الشركة",
    [COMPANY_TYPE_NOT_FOUND]: "نوع الشركة غير موجود.",
    [COMPANY_TYPE_NAME_EN_TAKEN]: "يوجد نوع شركة بالاسم الإنجليزي نفسه.",
    [COMPANY_TYPE_NAME_AR_TAKEN]: "يوجد نوع شركة بالاسم العربي نفسه.",
    [JOB_TYPES]: "أنواع الأعمال",
    [JOB_TYPE]: "تفاصيل نوع العمل",
    [JOB_TYPE_CREATED]: "تم إنشاء نوع العمل",
    [JOB_TYPE_UPDATED]: "تم تحديث نوع العمل",
    [JOB_TYPE_STATUS]: "تم تغيير حالة نوع العمل",
    [JOB_TYPE_NOT_FOUND]: "نوع العمل غير موجود.",
    [JOB_TYPE_NAME_EN_TAKEN]: "يوجد نوع عمل بالاسم الإنجليزي نفسه.",
    [JOB_TYPE_NAME_AR_TAKEN]: "يوجد نوع عمل بالاسم العربي نفسه.",
    [JOB_TYPE_INVALID]: "نوع العمل المحدد غير صحيح أو غير مفعّل.",
  },
  [],
  { "job type id": "نوع العمل" },
);
