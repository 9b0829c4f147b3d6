import { addTranslations } from "../../lib/i18n.js";

/** Partner application messages (docs/api-catalog.md, Partner applications) and their Arabic. */

// success messages
export const COMPANY_TYPES_LIST = "Company types";
export const APPLICATION = "Application";
export const APPLICATIONS = "Applications";
export const STEP_SAVED = "Progress saved";
export const DOCUMENT_UPLOADED = "Document uploaded";
export const DOCUMENT_DELETED = "Document deleted";
export const LOGO_UPLOADED = "Logo uploaded";
export const APPLICATION_SUBMITTED = "Application submitted";
export const APPLICATION_UNDER_REVIEW = "Application is now under review";
export const APPLICATION_CHANGES_REQUESTED = "Changes requested from the applicant";
export const APPLICATION_APPROVED = "Application approved; the partner profile is live";
export const APPLICATION_REJECTED = "Application rejected";
export const ALREADY_PARTNER = "Your company already has a partner profile.";

// errors
export const APPLICATION_NOT_FOUND = "The application was not found.";
export const DOCUMENT_NOT_FOUND = "The document was not found.";
export const APPLICATION_LOCKED = "Only a draft application, or one with changes requested, can be changed.";
export const NOT_SUBMITTED = "Only a submitted application can be put under review.";
export const NOT_AWAITING_DECISION = "This application is not waiting for a decision.";
export const INCOMPLETE = "Complete every step before submitting.";
export const INVALID_IBAN = "The IBAN is not a valid UAE IBAN.";
export const INVALID_TRN = "The TRN must be 15 digits starting with 100.";
export const INVALID_LICENSE_NUMBER = "The trade license number must be 3 to 30 letters or digits.";
export const EXPIRY_NOT_FUTURE = "The trade license expiry must be a date after today.";
export const INVALID_DATE = "The trade license expiry must be a date (YYYY-MM-DD).";
export const INVALID_PRICE = "The price must have at most 2 decimals.";
export const DUPLICATE_COMMUNITIES = "Each community may be chosen only once.";
export const INVALID_DOCUMENT_TYPE =
  "The type must be one of trade_license, vat_certificate, insurance, owner_emirates_id.";
export const INVALID_CONTACT_EMAIL = "The contact email must be a valid email address.";
export const COMMUNITY_NOT_ID = "Each community must be an id.";
export const FILE_REQUIRED = "The file field is required.";
export const LOGO_REQUIRED = "The logo field is required.";
export const COMMENT_REQUIRED = "The comment field is required.";

// submit: what each incomplete step answers
export const STEP_INCOMPLETE = {
  company: "Complete the company details.",
  contact_bank: "Complete the contact and bank details.",
  areas: "Choose at least one serviceable area.",
  services: "Add at least one service.",
} as const;
export const DOCUMENT_REQUIRED = {
  trade_license: "Upload the trade license.",
  vat_certificate: "Upload the VAT registration certificate (a TRN was given).",
  insurance: "Upload the insurance certificate.",
  owner_emirates_id: "Upload the owner's Emirates ID.",
} as const;

// notifications to the applicant
export const NOTIFY = {
  "under-review": {
    title_en: "Application under review",
    title_ar: "طلبك قيد المراجعة",
    body_en: "Our team is reviewing your partner application.",
    body_ar: "يقوم فريقنا بمراجعة طلب الانضمام كشريك.",
  },
  "changes-requested": {
    title_en: "Changes requested",
    title_ar: "مطلوب تعديلات",
    body_en: "Please update your partner application and submit it again.",
    body_ar: "يرجى تعديل طلب الانضمام كشريك وإعادة تقديمه.",
  },
  approved: {
    title_en: "Application approved",
    title_ar: "تمت الموافقة على طلبك",
    body_en: "Welcome to Khidma! Your partner profile is live.",
    body_ar: "مرحباً بك في خدمة! أصبح ملف شريكك مفعّلاً.",
  },
  rejected: {
    title_en: "Application rejected",
    title_ar: "تم رفض طلبك",
    body_en: "Your partner application was not approved. See the comments for details.",
    body_ar: "لم تتم الموافقة على طلب الانضمام كشريك. راجع التعليقات لمعرفة التفاصيل.",
  },
} as const;

/** Khidma staff who read applications, when one is submitted (or sent again after changes were requested). */
export const NOTIFY_STAFF = {
  submitted: (en: string, ar: string) => ({
    title_en: "New partner application",
    title_ar: "طلب شراكة جديد",
    body_en: `${en} applied to become a Khidma partner.`,
    body_ar: `تقدّمت ${ar} بطلب الانضمام كشريك في خدمة.`,
  }),
  resubmitted: (en: string, ar: string) => ({
    title_en: "Partner application resubmitted",
    title_ar: "أُعيد تقديم طلب شراكة",
    body_en: `${en} updated its partner application and submitted it again.`,
    body_ar: `عدّلت ${ar} طلب الانضمام كشريك وأعادت تقديمه.`,
  }),
};

/** Field names in messages (`The legal name en field is required.`) and their Arabic. */
const FIELDS_AR: Record<string, string> = {
  "legal name en": "الاسم القانوني بالإنجليزية",
  "legal name ar": "الاسم القانوني بالعربية",
  "trade license number": "رقم الرخصة التجارية",
  "trade license expiry": "تاريخ انتهاء الرخصة التجارية",
  "company type": "نوع الشركة",
  trn: "الرقم الضريبي",
  logo: "الشعار",
  "contact person": "اسم المسؤول",
  "contact phone": "رقم جوال المسؤول",
  "contact email": "البريد الإلكتروني للمسؤول",
  "bank name": "اسم البنك",
  iban: "رقم الآيبان",
  "account name": "اسم صاحب الحساب",
  "community ids": "المناطق",
  services: "الخدمات",
  "name en": "الاسم بالإنجليزية",
  "name ar": "الاسم بالعربية",
  price: "السعر",
  "duration minutes": "المدة بالدقائق",
  comment: "التعليق",
  file: "الملف",
  "original name": "اسم الملف",
  "sort key": "مفتاح الترتيب",
};

addTranslations(
  {
    [COMPANY_TYPES_LIST]: "أنواع الشركات",
    [APPLICATION]: "الطلب",
    [APPLICATIONS]: "الطلبات",
    [STEP_SAVED]: "تم حفظ التقدم",
    [DOCUMENT_UPLOADED]: "تم رفع المستند",
    [DOCUMENT_DELETED]: "تم حذف المستند",
    [LOGO_UPLOADED]: "تم رفع الشعار",
    [APPLICATION_SUBMITTED]: "تم تقديم الطلب",
    [APPLICATION_UNDER_REVIEW]: "الطلب الآن قيد المراجعة",
    [APPLICATION_CHANGES_REQUESTED]: "تم طلب تعديلات من مقدم الطلب",
    [APPLICATION_APPROVED]: "تمت الموافقة على الطلب وأصبح ملف الشريك مفعّلاً",
    [APPLICATION_REJECTED]: "تم رفض الطلب",
    [ALREADY_PARTNER]: "لشركتك ملف شريك مفعّل بالفعل.",
    [APPLICATION_NOT_FOUND]: "الطلب غير موجود.",
    [DOCUMENT_NOT_FOUND]: "المستند غير موجود.",
    [APPLICATION_LOCKED]: "لا يمكن تعديل الطلب إلا إذا كان مسودة أو مطلوباً فيه تعديلات.",
    [NOT_SUBMITTED]: "لا يمكن وضع الطلب قيد المراجعة إلا بعد تقديمه.",
    [NOT_AWAITING_DECISION]: "هذا الطلب لا ينتظر قراراً.",
    [INCOMPLETE]: "أكمل جميع الخطوات قبل تقديم الطلب.",
    [INVALID_IBAN]: "رقم الآيبان ليس آيبان إماراتياً صحيحاً.",
    [INVALID_TRN]: "يجب أن يتكون الرقم الضريبي من 15 رقماً ويبدأ بـ 100.",
    [INVALID_LICENSE_NUMBER]: "يجب أن يتكون رقم الرخصة التجارية من 3 إلى 30 حرفاً أو رقماً.",
    [EXPIRY_NOT_FUTURE]: "يجب أن يكون تاريخ انتهاء الرخصة التجارية بعد اليوم.",
    [INVALID_DATE]: "يجب أن يكون تاريخ انتهاء الرخصة التجارية تاريخاً صحيحاً (YYYY-MM-DD).",
    [INVALID_PRICE]: "يجب ألا يتجاوز السعر منزلتين عشريتين.",
    [DUPLICATE_COMMUNITIES]: "لا يمكن اختيار المنطقة أكثر من مرة.",
    [INVALID_DOCUMENT_TYPE]:
      "يجب أن يكون نوع المستند أحد: الرخصة التجارية، شهادة ضريبة القيمة المضافة، التأمين، هوية المالك.",
    [INVALID_CONTACT_EMAIL]: "يجب أن يكون البريد الإلكتروني للمسؤول صحيحاً.",
    [COMMUNITY_NOT_ID]: "يجب أن تكون كل منطقة معرّفاً صحيحاً.",
    [FILE_REQUIRED]: "حقل الملف مطلوب.",
    [LOGO_REQUIRED]: "حقل الشعار مطلوب.",
    [COMMENT_REQUIRED]: "حقل التعليق مطلوب.",
    [STEP_INCOMPLETE.company]: "أكمل بيانات الشركة.",
    [STEP_INCOMPLETE.contact_bank]: "أكمل بيانات التواصل والبنك.",
    [STEP_INCOMPLETE.areas]: "اختر منطقة خدمة واحدة على الأقل.",
    [STEP_INCOMPLETE.services]: "أضف خدمة واحدة على الأقل.",
    [DOCUMENT_REQUIRED.trade_license]: "ارفع الرخصة التجارية.",
    [DOCUMENT_REQUIRED.vat_certificate]: "ارفع شهادة التسجيل في ضريبة القيمة المضافة (تم إدخال رقم ضريبي).",
    [DOCUMENT_REQUIRED.insurance]: "ارفع شهادة التأمين.",
    [DOCUMENT_REQUIRED.owner_emirates_id]: "ارفع الهوية الإماراتية للمالك.",
  },
  [
    [
      /^The (.+) must have at least (\d+) items?\.$/,
      (_, f, n) => `يجب أن يحتوي ${FIELDS_AR[f] ?? f} على ${n} عنصر على الأقل.`,
    ],
    [
      /^The (.+) may not have more than (\d+) items\.$/,
      (_, f, n) => `يجب ألا يحتوي ${FIELDS_AR[f] ?? f} على أكثر من ${n} عنصر.`,
    ],
  ],
  FIELDS_AR,
);

/** Status names (the same as the `application` statuses seeded in server/src/db/seed.ts). */
export const STATUS_LABELS: Record<string, [en: string, ar: string]> = {
  draft: ["Draft", "مسودة"],
  submitted: ["Submitted", "مقدم"],
  "under-review": ["Under Review", "قيد المراجعة"],
  "changes-requested": ["Changes Requested", "مطلوب تعديلات"],
  approved: ["Approved", "مقبول"],
  rejected: ["Rejected", "مرفوض"],
};
