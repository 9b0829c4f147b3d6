import { registerStrings } from "../lazy";

/**
 * Strings of the partner's dispatch calendar (src/portals/partner/appointments/dispatch-*.tsx): the day and week grid
 * of technicians, the unassigned jobs, assigning by drag or by select, and the phone's day agenda (en, ar).
 * Registered from the partner portal chunk (menu label) and by the calendar's files. Booking statuses are the shared
 * ones (src/i18n/modules/appointments.ts).
 */
export const en = {
  partnerDispatch: {
    nav: {
      calendar: "Dispatch calendar",
    },
    title: "Dispatch calendar",
    subtitle:
      "Each technician is a column. Drag a job onto a technician to assign it, or use a job's Assign to. A job keeps its time; skills, shifts and other jobs are checked when you assign.",
    subtitlePhone:
      "The day's jobs by technician. Choose a technician for each job; skills, shifts and other jobs are checked when you assign.",
    toList: "List",
    toCalendar: "Calendar",
    timezone: "Times in Dubai (UTC+4)",
    view: {
      label: "View",
      day: "Day",
      week: "Week",
    },
    navigate: {
      previousDay: "Previous day",
      nextDay: "Next day",
      previousWeek: "Previous week",
      nextWeek: "Next week",
      today: "Today",
      date: "Go to date",
    },
    loadFailed: "The calendar could not be loaded.",
    retry: "Try again",
    noTechnicians:
      "Your company has no active technicians yet. Add them under Team users to dispatch jobs on the calendar.",
    readOnly: "You can look at the calendar; assigning technicians needs the permission to update appointments.",
    closed: "Closed: {{name}}",
    shift: "Shift {{from}} – {{to}}",
    breaks: "Break {{from}} – {{to}}",
    off: {
      holiday: "Company closed",
      "day-off": "Day off",
      "weekly-off": "Not working today",
      inactive: "No longer active",
    },
    unassigned: {
      title: "Unassigned",
      hint: "Drag a job onto a technician's column, or choose the technician here.",
      hintPhone: "Choose the technician of each job here.",
      empty: "Every open job of these dates has a technician.",
      acceptFirst: "Accept this booking on its page before assigning a technician.",
    },
    job: {
      open: "Open {{number}}",
      openDetails: "Open details",
      when: "When",
      customer: "Customer",
      services: "Services",
      address: "Address",
      technician: "Technician",
      status: "Status",
      none: "Not assigned",
      assignTo: "Assign to…",
      moveTo: "Move to…",
      assignLabel: "Technician for {{number}}",
      locked: "A job that is {{status}} keeps its technician.",
      summary: "{{number}}, {{time}}, {{customer}}, {{status}}",
      offThatDay: "{{name}} ({{reason}})",
      close: "Close",
    },
    assign: {
      done: "{{number}} assigned to {{name}}.",
      refused: "{{number}} was not assigned to {{name}}",
    },
    agenda: {
      noJobs: "No jobs this day.",
    },
  },
};

export const ar: typeof en = {
  partnerDispatch: {
    nav: {
      calendar: "تقويم التوزيع",
    },
    title: "تقويم التوزيع",
    subtitle:
      "كل فني في عمود. اسحب المهمة إلى فني لإسنادها إليه، أو استخدم «إسناد إلى» في المهمة. تبقى المهمة في وقتها، وتُفحص المهارات والمناوبات والمهام الأخرى عند الإسناد.",
    subtitlePhone: "مهام اليوم حسب الفني. اختر فنيًا لكل مهمة، وتُفحص المهارات والمناوبات والمهام الأخرى عند الإسناد.",
    toList: "القائمة",
    toCalendar: "التقويم",
    timezone: "الأوقات بتوقيت دبي (UTC+4)",
    view: {
      label: "العرض",
      day: "يوم",
      week: "أسبوع",
    },
    navigate: {
      previousDay: "اليوم السابق",
      nextDay: "اليوم التالي",
      previousWeek: "الأسبوع السابق",
      nextWeek: "الأسبوع التالي",
      today: "اليوم",
      date: "الانتقال إلى تاريخ",
    },
    loadFailed: "تعذّر تحميل التقويم.",
    retry: "حاول مرة أخرى",
    noTechnicians: "لا يوجد فنيون نشطون في شركتك بعد. أضفهم من «مستخدمو الفريق» لتوزيع المهام على التقويم.",
    readOnly: "يمكنك الاطلاع على التقويم؛ أما إسناد الفنيين فيحتاج إلى صلاحية تحديث المواعيد.",
    closed: "مغلق: {{name}}",
    shift: "المناوبة {{from}} – {{to}}",
    breaks: "استراحة {{from}} – {{to}}",
    off: {
      holiday: "الشركة مغلقة",
      "day-off": "يوم إجازة",
      "weekly-off": "لا يعمل اليوم",
      inactive: "لم يعد نشطًا",
    },
    unassigned: {
      title: "غير مُسندة",
      hint: "اسحب المهمة إلى عمود الفني، أو اختر الفني هنا.",
      hintPhone: "اختر فني كل مهمة من هنا.",
      empty: "لكل مهمة مفتوحة في هذه التواريخ فني.",
      acceptFirst: "اقبل هذا الحجز من صفحته قبل إسناد فني إليه.",
    },
    job: {
      open: "فتح {{number}}",
      openDetails: "فتح التفاصيل",
      when: "الموعد",
      customer: "العميل",
      services: "الخدمات",
      address: "العنوان",
      technician: "الفني",
      status: "الحالة",
      none: "غير مُسند",
      assignTo: "إسناد إلى…",
      moveTo: "نقل إلى…",
      assignLabel: "فني الحجز {{number}}",
      locked: "المهمة بحالة «{{status}}» تبقى مع فنيها.",
      summary: "{{number}}، {{time}}، {{customer}}، {{status}}",
      offThatDay: "{{name}} (يومها: {{reason}})",
      close: "إغلاق",
    },
    assign: {
      done: "أُسند {{number}} إلى {{name}}.",
      refused: "لم يُسند {{number}} إلى {{name}}",
    },
    agenda: {
      noJobs: "لا مهام في هذا اليوم.",
    },
  },
};

registerStrings({ en, ar });
