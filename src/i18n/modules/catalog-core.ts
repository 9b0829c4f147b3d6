import { registerStrings } from "../lazy";

/**
 * The few catalog strings every catalog list needs, English and Arabic (same keys; tests/web/i18n.test.ts checks
 * parity): the catalog frame's unsaved-changes prompt and a package's review status (its tag and the status filters).
 * On their own so a list (the admin's packages, the partner's dashboard) does not download the partner catalog's
 * whole strings module (about 5.6 KiB gzip) for a few words.
 */
export const en = {
  catalogCore: {
    unsaved: "You have unsaved changes. Leave this page without saving?",
    status: {
      approved: "Approved",
      pending: "Pending",
      rejected: "Rejected",
      changesRequested: "Changes requested",
    },
  },
};

export const ar: typeof en = {
  catalogCore: {
    unsaved: "لديك تغييرات غير محفوظة. هل تريد مغادرة هذه الصفحة دون حفظ؟",
    status: {
      approved: "معتمدة",
      pending: "قيد المراجعة",
      rejected: "مرفوضة",
      changesRequested: "مطلوب تعديلات",
    },
  },
};

// Ships with the screens that import this file (see ../lazy.ts).
registerStrings({ en, ar });
