import { addTranslations } from "../../lib/i18n.js";

/** Audit log messages (issue 18b). */
export const AUDIT_LOG = "Audit log";
export const AUDIT_ENTRY = "Audit entry";
export const AUDIT_ENTRY_NOT_FOUND = "Audit entry not found.";

addTranslations(
  {
    [AUDIT_LOG]: "سجل التدقيق",
    [AUDIT_ENTRY]: "قيد التدقيق",
    [AUDIT_ENTRY_NOT_FOUND]: "قيد التدقيق غير موجود.",
  },
  [],
  { "user id": "رقم المستخدم", "entity id": "رقم السجل", entity: "نوع السجل", action: "الإجراء" },
);
