import { addTranslations } from "../../lib/i18n.js";

/** Admin access messages (docs/api-catalog.md, "Admin: access") and their Arabic. */

// success
export const USERS = "Users";
export const USER = "User details";
export const USER_CREATED = "User created";
export const USER_UPDATED = "User updated";
export const USER_ACTIVATED = "User activated";
export const USER_DEACTIVATED = "User deactivated";
export const USERS_ACTIVATED = "Users activated";
export const USERS_DEACTIVATED = "Users deactivated";
export const USER_PASSWORD_CHANGED = "The user's password has been changed";
export const ROLES = "Roles";
export const ROLE = "Role details";
export const ROLE_CREATED = "Role created";
export const ROLE_UPDATED = "Role updated";
export const ROLE_DELETED = "Role deleted";
export const PERMISSIONS = "Permissions";
export const ROLE_PERMISSIONS_SAVED = "Role permissions saved; they apply from each user's next request";

// errors
export const USER_NOT_FOUND = "The user was not found.";
export const ROLE_NOT_FOUND = "The role was not found.";
export const ROLE_ID_INVALID = "The selected role is invalid.";
export const ROLES_REQUIRED = "Choose at least one role.";
export const ROLES_TOO_MANY = "Choose at most 20 roles.";
export const ROLES_ONE_TYPE = "The roles must all be of one user type.";
export const ROLE_OF_OTHER_PARTNER = "This role belongs to another partner.";
export const PARTNER_INVALID = "The selected partner is invalid.";
export const PARTNER_NOT_ALLOWED = "Only a user with a partner role belongs to a partner.";
export const EMAIL_TAKEN = "The email has already been taken.";
export const PHONE_TAKEN = "The phone has already been taken.";
export const SELF_DEACTIVATE = "You cannot deactivate your own account.";
export const SELF_ROLES = "You cannot change your own roles.";
export const USERS_UNKNOWN = "Some of the selected users do not exist.";
export const IDS_REQUIRED = "Choose at least one user.";
export const IDS_TOO_MANY = "Choose at most 500 users at a time.";
export const STATUS_INVALID = "The status must be active or inactive.";
export const TYPE_INVALID = "The type must be internal, partner or customer.";
export const ROLE_NAME_TAKEN = "A role with this name already exists.";
export const SYSTEM_ROLE_RENAME = "A built-in role cannot be renamed.";
export const SYSTEM_ROLE_TYPE = "A built-in role's type cannot be changed.";
export const SYSTEM_ROLE_DELETE = "A built-in role cannot be deleted.";
export const ROLE_IN_USE = "This role is assigned to users; give them another role first.";
export const ROLE_TYPE_IN_USE = "The type of a role that is assigned to users cannot be changed.";
export const ADMIN_ROLE_FIXED = "The Admin role always holds every internal permission.";
export const PERMISSION_UNKNOWN = "The selected permission is invalid.";
export const PERMISSION_OUT_OF_SCOPE = "This permission cannot be given to a role of this type.";
export const PERMISSIONS_LIST = "The permissions must be a list of permission names.";
export const IDS_LIST = "The ids must be a list of user ids.";
export const ROLE_IDS_LIST = "The role ids must be a list of role ids.";
export const GRANT_ABOVE_OWN = "You cannot grant permissions that you do not hold yourself.";
export const USER_ABOVE_OWN = "You cannot manage a user whose permissions exceed yours.";
export const RESET_ABOVE_OWN = "You cannot reset the password of a user whose permissions exceed yours.";

/** Arabic labels of the permission modules (their English labels are in common/permissions.ts). */
export const MODULE_LABELS_AR: Record<string, string> = {
  dashboard: "لوحة التحكم",
  profile: "الملف الشخصي والحساب",
  role: "الأدوار والصلاحيات",
  user: "المستخدمون",
  application: "طلبات مزودي الخدمة",
  notification: "الإشعارات",
  "service-category": "فئات الخدمات",
  service: "الخدمات",
  "service-area": "مناطق الخدمة والمجتمعات",
  attribute: "الخصائص",
  banner: "الإعلانات",
  tenant: "المستأجرون",
  package: "الباقات",
  property: "العقارات وأنواعها",
  "company-type": "أنواع الشركات",
  "job-type": "أنواع الوظائف",
  "kpi-category": "فئات مؤشرات الأداء",
  "kpi-criteria": "معايير مؤشرات الأداء",
  "target-matrix": "مصفوفة الأهداف",
  "performance-criteria": "معايير الأداء",
  "kpi-report": "تقارير مؤشرات الأداء",
  payout: "المدفوعات للشركاء",
  coupon: "العروض والقسائم",
  settings: "الإعدادات",
  report: "التقارير",
  "report-export": "تصدير التقارير",
  "booking-appointment": "المواعيد",
  "rating-reviews": "التقييمات والمراجعات",
  availability: "التوفر والعطلات وساعات العمل",
  support: "محادثات الدعم",
};

addTranslations(
  {
    [USERS]: "المستخدمون",
    [USER]: "بيانات المستخدم",
    [USER_CREATED]: "تم إنشاء المستخدم",
    [USER_UPDATED]: "تم تحديث المستخدم",
    [USER_ACTIVATED]: "تم تفعيل المستخدم",
    [USER_DEACTIVATED]: "تم إيقاف المستخدم",
    [USERS_ACTIVATED]: "تم تفعيل المستخدمين",
    [USERS_DEACTIVATED]: "تم إيقاف المستخدمين",
    [USER_PASSWORD_CHANGED]: "تم تغيير كلمة مرور المستخدم",
    [ROLES]: "الأدوار",
    [ROLE]: "تفاصيل الدور",
    [ROLE_CREATED]: "تم إنشاء الدور",
    [ROLE_UPDATED]: "تم تحديث الدور",
    [ROLE_DELETED]: "تم حذف الدور",
    [PERMISSIONS]: "الصلاحيات",
    [ROLE_PERMISSIONS_SAVED]: "تم حفظ صلاحيات الدور؛ تسري من الطلب التالي لكل مستخدم",
    [USER_NOT_FOUND]: "المستخدم غير موجود.",
    [ROLE_NOT_FOUND]: "الدور غير موجود.",
    [ROLE_ID_INVALID]: "الدور المحدد غير صحيح.",
    [ROLES_REQUIRED]: "اختر دوراً واحداً على الأقل.",
    [ROLES_TOO_MANY]: "اختر 20 دوراً على الأكثر.",
    [ROLES_ONE_TYPE]: "يجب أن تكون جميع الأدوار من نوع مستخدم واحد.",
    [ROLE_OF_OTHER_PARTNER]: "هذا الدور يخص مزود خدمة آخر.",
    [PARTNER_INVALID]: "مزود الخدمة المحدد غير صحيح.",
    [PARTNER_NOT_ALLOWED]: "لا ينتمي إلى مزود خدمة إلا المستخدم الذي يحمل دوراً لمزود الخدمة.",
    [SELF_DEACTIVATE]: "لا يمكنك إيقاف حسابك.",
    [SELF_ROLES]: "لا يمكنك تغيير أدوارك.",
    [USERS_UNKNOWN]: "بعض المستخدمين المحددين غير موجودين.",
    [IDS_REQUIRED]: "اختر مستخدماً واحداً على الأقل.",
    [IDS_TOO_MANY]: "اختر 500 مستخدم على الأكثر في كل مرة.",
    [STATUS_INVALID]: "يجب أن تكون الحالة مفعّل أو موقوف.",
    [TYPE_INVALID]: "يجب أن يكون النوع داخلي أو مزود خدمة أو عميل.",
    [ROLE_NAME_TAKEN]: "يوجد دور بهذا الاسم.",
    [SYSTEM_ROLE_RENAME]: "لا يمكن تغيير اسم دور أساسي.",
    [SYSTEM_ROLE_TYPE]: "لا يمكن تغيير نوع دور أساسي.",
    [SYSTEM_ROLE_DELETE]: "لا يمكن حذف دور أساسي.",
    [ROLE_IN_USE]: "هذا الدور مسند إلى مستخدمين؛ أسند إليهم دوراً آخر أولاً.",
    [ROLE_TYPE_IN_USE]: "لا يمكن تغيير نوع دور مسند إلى مستخدمين.",
    [ADMIN_ROLE_FIXED]: "يحمل دور المدير دائماً جميع الصلاحيات الداخلية.",
    [PERMISSION_UNKNOWN]: "الصلاحية المحددة غير صحيحة.",
    [PERMISSION_OUT_OF_SCOPE]: "لا يمكن منح هذه الصلاحية لدور من هذا النوع.",
    [PERMISSIONS_LIST]: "يجب أن تكون الصلاحيات قائمة بأسماء الصلاحيات.",
    [IDS_LIST]: "يجب أن تكون المعرّفات قائمة بأرقام المستخدمين.",
    [ROLE_IDS_LIST]: "يجب أن تكون الأدوار قائمة بأرقام الأدوار.",
    [GRANT_ABOVE_OWN]: "لا يمكنك منح صلاحيات لا تملكها بنفسك.",
    [USER_ABOVE_OWN]: "لا يمكنك إدارة مستخدم تتجاوز صلاحياته صلاحياتك.",
    [RESET_ABOVE_OWN]: "لا يمكنك إعادة تعيين كلمة مرور مستخدم تتجاوز صلاحياته صلاحياتك.",
  },
  [],
  {
    "role id": "الدور",
    "role ids": "الأدوار",
    "user id": "المستخدم",
    "user type": "نوع المستخدم",
    ids: "المستخدمون",
    permissions: "الصلاحيات",
  },
);
