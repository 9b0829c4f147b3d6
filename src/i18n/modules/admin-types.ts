import { registerStrings } from "../lazy";

/**
 * Strings of the admin's company types and job types (issue 18, en, ar; src/portals/admin/catalog/company-types*,
 * job-types*) and of the job-type select and filter of the service forms and appointment lists. The menu labels are
 * registered by the admin layout's chunk (in-layout.tsx).
 */
export const en = {
  adminTypes: {
    nav: { companyTypes: "Company types", jobTypes: "Job types" },
    company: {
      title: "Company types",
      subtitle:
        "The kinds of company an applicant chooses from in partner onboarding. Only active types are offered; applications that chose a type keep it.",
      add: "Add company type",
      createTitle: "New company type",
      editTitle: "Edit company type",
      created: "Company type created",
      saved: "Company type saved",
      empty: "No company types match.",
    },
    job: {
      title: "Job types",
      subtitle:
        "Job types classify services, and the appointment lists filter by them. Only active types can be given to a service; services that have one keep it.",
      add: "Add job type",
      createTitle: "New job type",
      editTitle: "Edit job type",
      created: "Job type created",
      saved: "Job type saved",
      empty: "No job types match.",
    },
    search: "Search by name or key",
    statusFilter: "Status",
    allStatuses: "All statuses",
    statuses: { active: "Active", inactive: "Inactive" },
    columns: { name: "Name", key: "Key", status: "Status", updated: "Updated", actions: "Actions" },
    fields: {
      nameEn: "Name (English)",
      nameAr: "Name (Arabic)",
      descriptionEn: "Description (English)",
      descriptionAr: "Description (Arabic)",
      status: "Status",
      keyHint: "The key is made from the English name when the type is created and never changes.",
    },
    required: "Required",
    edit: "Edit",
    editNamed: "Edit {{name}}",
    activate: "Activate",
    deactivate: "Deactivate",
    activateNamed: "Activate {{name}}",
    deactivateNamed: "Deactivate {{name}}",
    deactivateConfirm: "Deactivate {{name}}? It will no longer be offered.",
    activated: "{{name}} is active",
    deactivated: "{{name}} is inactive",
    yes: "Yes",
    no: "No",
    save: "Save",
    cancel: "Cancel",
  },
  jobTypes: {
    label: "Job type",
    choose: "Choose a job type",
    hint: "Classifies the service; the appointment lists filter by it.",
    filter: "Job type",
    all: "All job types",
  },
};

export const ar: typeof en = {
  adminTypes: {
    nav: { companyTypes: "أنواع الشركات", jobTypes: "أنواع الأعمال" },
    company: {
      title: "أنواع الشركات",
      subtitle:
        "أنواع الشركات التي يختار منها المتقدم عند تسجيل الشريك. تُعرض الأنواع النشطة فقط، وتحتفظ الطلبات بالنوع الذي اختارته.",
      add: "إضافة نوع شركة",
      createTitle: "نوع شركة جديد",
      editTitle: "تعديل نوع الشركة",
      created: "تم إنشاء نوع الشركة",
      saved: "تم حفظ نوع الشركة",
      empty: "لا توجد أنواع شركات مطابقة.",
    },
    job: {
      title: "أنواع الأعمال",
      subtitle:
        "تصنّف أنواع الأعمال الخدمات، وتُصفّى قوائم المواعيد بحسبها. لا يُعطى للخدمة إلا نوع نشط، وتحتفظ الخدمات بنوعها.",
      add: "إضافة نوع عمل",
      createTitle: "نوع عمل جديد",
      editTitle: "تعديل نوع العمل",
      created: "تم إنشاء نوع العمل",
      saved: "تم حفظ نوع العمل",
      empty: "لا توجد أنواع أعمال مطابقة.",
    },
    search: "ابحث بالاسم أو المفتاح",
    statusFilter: "الحالة",
    allStatuses: "كل الحالات",
    statuses: { active: "نشط", inactive: "غير نشط" },
    columns: { name: "الاسم", key: "المفتاح", status: "الحالة", updated: "آخر تحديث", actions: "الإجراءات" },
    fields: {
      nameEn: "الاسم (بالإنجليزية)",
      nameAr: "الاسم (بالعربية)",
      descriptionEn: "الوصف (بالإنجليزية)",
      descriptionAr: "الوصف (بالعربية)",
      status: "الحالة",
      keyHint: "يُنشأ المفتاح من الاسم الإنجليزي عند إنشاء النوع ولا يتغير.",
    },
    required: "مطلوب",
    edit: "تعديل",
    editNamed: "تعديل {{name}}",
    activate: "تفعيل",
    deactivate: "إيقاف",
    activateNamed: "تفعيل {{name}}",
    deactivateNamed: "إيقاف {{name}}",
    deactivateConfirm: "إيقاف {{name}}؟ لن يُعرض بعد الآن.",
    activated: "{{name}} نشط",
    deactivated: "{{name}} غير نشط",
    yes: "نعم",
    no: "لا",
    save: "حفظ",
    cancel: "إلغاء",
  },
  jobTypes: {
    label: "نوع العمل",
    choose: "اختر نوع العمل",
    hint: "يصنّف الخدمة، وتُصفّى قوائم المواعيد بحسبه.",
    filter: "نوع العمل",
    all: "كل أنواع الأعمال",
  },
};

registerStrings({ en, ar });
