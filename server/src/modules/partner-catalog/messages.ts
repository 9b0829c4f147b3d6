import { addTranslations } from "../../lib/i18n.js";

/** Partner catalog messages (docs/api-catalog.md, "Partner catalog") and their Arabic. */

// success
export const PACKAGES = "Packages";
export const PACKAGE = "Package details";
export const PACKAGE_CREATED = "Package created";
export const PACKAGE_UPDATED = "Package updated";
export const PACKAGE_DELETED = "Package deleted";
export const PACKAGE_CLONED = "Package copied";
export const PACKAGE_STATUS_CHANGED = "Package status changed";
export const PACKAGE_ACTIVATED = "Package activated";
export const PACKAGE_DEACTIVATED = "Package deactivated";
export const HANDPICKED_CHANGED = "Handpicked packages updated";
export const COMMENT_ADDED = "Comment added";
export const COMMENTS = "Comments";
export const DURATIONS = "Package durations";
export const DURATION_SAVED = "Duration saved";
export const DURATION_DELETED = "Duration deleted";
export const PRICING = "Package pricing";
export const PRICING_SAVED = "Prices saved";
export const SERVICES = "Services";
export const SERVICE = "Service details";
export const SERVICE_CREATED = "Service created";
export const SERVICE_UPDATED = "Service updated";
export const SERVICE_ACTIVATED = "Service activated";
export const SERVICE_DEACTIVATED = "Service deactivated";
export const SERVICE_AREAS = "Service areas";
export const SERVICE_AREAS_ADDED = "Service areas added";
export const SERVICE_AREAS_REMOVED = "Service areas removed";
export const PROFILE = "Partner profile";
export const PROFILE_UPDATED = "Partner profile updated";
export const DASHBOARD = "Dashboard";

// errors
export const NO_PARTNER_PROFILE = "Your company has no partner profile yet.";
export const NOT_YOUR_PARTNER = "You can only manage your own company's catalog.";
export const PACKAGE_NOT_FOUND = "The package was not found.";
export const SERVICE_NOT_FOUND = "The service was not found.";
export const DURATION_NOT_FOUND = "The duration was not found.";
export const PARTNER_NOT_FOUND = "The partner was not found.";
export const PARTNER_ID_REQUIRED = "The partner id field is required.";
export const PARTNER_ID_INVALID = "The selected partner id is invalid.";
export const SERVICE_NOT_PARTNERS = "The selected service is not one of the partner's services.";
export const DUPLICATE_ITEMS = "Each value may be given only once.";
export const PACKAGE_HAS_SUBSCRIPTIONS =
  "This package has active subscriptions and cannot be deleted. Deactivate it instead.";
export const DURATION_SOLD = "This duration has been sold and cannot be deleted.";
export const DURATION_MONTHS_TAKEN = "This package already has a duration of that many months.";
export const DURATION_NOT_OF_PACKAGE = "The selected duration is not one of the package's durations.";
export const NO_DURATIONS = "Add a duration before saving prices.";
export const TYPE_NOT_OFFERED = "This package is not offered for the selected property type.";
export const SIZE_NOT_OF_TYPE = "The property size is not valid for the property type.";
export const PRICE_TWICE = "Each property type and size may be priced only once.";
export const PRICE_DECIMALS = "The price must have at most 2 decimals.";
export const COMMENT_REQUIRED_FOR_STATUS = "A comment is required to reject a package or request changes.";
export const CATEGORY_INVALID = "The selected category id is invalid.";
export const COMMUNITY_INVALID = "The selected community id is invalid.";
export const PHONE_INVALID = "Enter a UAE phone number, e.g. +971 4 555 0199";
export const EMAIL_INVALID = "The email must be a valid email address.";

const FIELDS_AR: Record<string, string> = {
  "name en": "الاسم بالإنجليزية",
  "name ar": "الاسم بالعربية",
  "description en": "الوصف بالإنجليزية",
  "description ar": "الوصف بالعربية",
  "service ids": "الخدمات",
  "visits per month": "عدد الزيارات شهرياً",
  "property types": "أنواع العقارات",
  months: "عدد الأشهر",
  "label en": "الاسم بالإنجليزية",
  "label ar": "الاسم بالعربية",
  "discount percent": "نسبة الخصم",
  prices: "الأسعار",
  price: "السعر",
  comments: "التعليق",
  "status performed by": "منفذ التغيير",
  "user id": "المستخدم",
  "is handpicked": "المختارة",
  "duration minutes": "المدة بالدقائق",
  "includes en": "ما تشمله الخدمة بالإنجليزية",
  "includes ar": "ما تشمله الخدمة بالعربية",
  "community ids": "المناطق",
  "about en": "نبذة بالإنجليزية",
  "about ar": "نبذة بالعربية",
  "cash on delivery": "الدفع عند تقديم الخدمة",
  image: "الصورة",
  logo: "الشعار",
};

addTranslations(
  {
    [PACKAGES]: "الباقات",
    [PACKAGE]: "تفاصيل الباقة",
    [PACKAGE_CREATED]: "تم إنشاء الباقة",
    [PACKAGE_UPDATED]: "تم تحديث الباقة",
    [PACKAGE_DELETED]: "تم حذف الباقة",
    [PACKAGE_CLONED]: "تم نسخ الباقة",
    [PACKAGE_STATUS_CHANGED]: "تم تغيير حالة الباقة",
    [PACKAGE_ACTIVATED]: "تم تفعيل الباقة",
    [PACKAGE_DEACTIVATED]: "تم إيقاف الباقة",
    [HANDPICKED_CHANGED]: "تم تحديث الباقات المختارة",
    [COMMENT_ADDED]: "تمت إضافة التعليق",
    [COMMENTS]: "التعليقات",
    [DURATIONS]: "مدد الباقة",
    [DURATION_SAVED]: "تم حفظ المدة",
    [DURATION_DELETED]: "تم حذف المدة",
    [PRICING]: "أسعار الباقة",
    [PRICING_SAVED]: "تم حفظ الأسعار",
    [SERVICES]: "الخدمات",
    [SERVICE]: "تفاصيل الخدمة",
    [SERVICE_CREATED]: "تم إنشاء الخدمة",
    [SERVICE_UPDATED]: "تم تحديث الخدمة",
    [SERVICE_ACTIVATED]: "تم تفعيل الخدمة",
    [SERVICE_DEACTIVATED]: "تم إيقاف الخدمة",
    [SERVICE_AREAS]: "مناطق الخدمة",
    [SERVICE_AREAS_ADDED]: "تمت إضافة مناطق الخدمة",
    [SERVICE_AREAS_REMOVED]: "تمت إزالة مناطق الخدمة",
    [PROFILE]: "ملف الشريك",
    [PROFILE_UPDATED]: "تم تحديث ملف الشريك",
    [DASHBOARD]: "لوحة التحكم",
    [NO_PARTNER_PROFILE]: "لا يوجد لشركتك ملف شريك بعد.",
    [NOT_YOUR_PARTNER]: "يمكنك إدارة خدمات وباقات شركتك فقط.",
    [DURATION_NOT_FOUND]: "المدة غير موجودة.",
    [PARTNER_ID_REQUIRED]: "حقل رقم مزود الخدمة مطلوب.",
    [PARTNER_ID_INVALID]: "رقم مزود الخدمة المختار غير صالح.",
    [SERVICE_NOT_PARTNERS]: "الخدمة المحددة ليست من خدمات مزود الخدمة.",
    [DUPLICATE_ITEMS]: "لا يمكن تكرار القيمة نفسها.",
    [PACKAGE_HAS_SUBSCRIPTIONS]: "لهذه الباقة اشتراكات فعالة ولا يمكن حذفها. يمكنك إيقافها بدلاً من ذلك.",
    [DURATION_SOLD]: "تم بيع هذه المدة ولا يمكن حذفها.",
    [DURATION_MONTHS_TAKEN]: "لهذه الباقة مدة بعدد الأشهر نفسه بالفعل.",
    [DURATION_NOT_OF_PACKAGE]: "المدة المحددة ليست من مدد الباقة.",
    [NO_DURATIONS]: "أضف مدة قبل حفظ الأسعار.",
    [PRICE_TWICE]: "لا يمكن تسعير نوع العقار وحجمه أكثر من مرة.",
    [PRICE_DECIMALS]: "يجب ألا يتجاوز السعر منزلتين عشريتين.",
    [COMMENT_REQUIRED_FOR_STATUS]: "التعليق مطلوب عند رفض الباقة أو طلب تعديلات عليها.",
    [CATEGORY_INVALID]: "الفئة المحددة غير صحيحة.",
    [COMMUNITY_INVALID]: "المنطقة المحددة غير صحيحة.",
    [PHONE_INVALID]: "أدخل رقم هاتف إماراتياً، مثل ‎+971 4 555 0199",
    [EMAIL_INVALID]: "يجب أن يكون البريد الإلكتروني صحيحاً.",
    "Each value must be an id.": "يجب أن تكون كل قيمة معرّفاً صحيحاً.",
    "The discount percent must have at most 2 decimals.": "يجب ألا تتجاوز نسبة الخصم منزلتين عشريتين.",
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
    [/^The (.+) must be a list\.$/, (_, f) => `يجب أن يكون ${FIELDS_AR[f] ?? f} قائمة.`],
    [/^Each of the (.+) must be a text\.$/, (_, f) => `يجب أن يكون كل عنصر من ${FIELDS_AR[f] ?? f} نصاً.`],
    [
      /^Each of the (.+) may not be greater than (\d+) characters\.$/,
      (_, f, n) => `يجب ألا يزيد كل عنصر من ${FIELDS_AR[f] ?? f} عن ${n} حرفاً.`,
    ],
    [
      /^The (.+) must be one of (.+)\.$/,
      (_, f, list) => `يجب أن يكون ${FIELDS_AR[f] ?? f} أحد القيم: ${list.replace(/, /g, "، ")}.`,
    ],
  ],
  FIELDS_AR,
);

/** Package status names with their Arabic (the `package` statuses seeded in server/src/db/seed.ts). */
export const PACKAGE_STATUS_LABELS: Record<string, [en: string, ar: string]> = {
  Pending: ["Pending", "قيد الانتظار"],
  Approved: ["Approved", "معتمد"],
  Rejected: ["Rejected", "مرفوض"],
  "Changes Requested": ["Changes Requested", "مطلوب تعديلات"],
};
