import { registerStrings } from "../lazy";

/** The appointments report (issue 19): its cards, charts, table and statuses, English and Arabic. */
export const en = {
  reportAppointments: {
    description:
      "Bookings by the day of their appointment, Asia/Dubai: statuses, punctuality, cancellations, lead time.",
    cards: {
      total: "Appointments",
      completed: "Completed",
      cancelled: "Cancelled",
      noShows: "No-shows",
      completionRate: "Completion rate",
      onTimeRate: "On-time rate",
      leadTime: "Average lead time",
      open: "Not finished",
    },
    charts: {
      overTime: "Appointments over time",
      byStatus: "By status",
      byReason: "Cancellations and no-shows by reason",
      byPartner: "By partner",
      byCategory: "By category",
      appointments: "Appointments",
      completed: "Completed",
      bookings: "Bookings",
    },
    columns: {
      number: "Booking",
      scheduledAt: "Appointment",
      bookedAt: "Booked at",
      customer: "Customer",
      partner: "Partner",
      service: "Service",
      area: "Area",
      status: "Status",
      startedAt: "Work started",
      onTime: "On time",
      leadHours: "Lead time (h)",
      reason: "Cancellation reason",
      total: "Total",
    },
    statuses: {
      requested: "Requested",
      confirmed: "Confirmed",
      "technician-assigned": "Technician assigned",
      "on-the-way": "On the way",
      "in-progress": "In progress",
      completed: "Completed",
      cancelled: "Cancelled",
      declined: "Declined",
      "no-show": "No-show",
    },
  },
};

export const ar: typeof en = {
  reportAppointments: {
    description: "الحجوزات حسب يوم موعدها بتوقيت دبي: الحالات والالتزام بالمواعيد والإلغاءات والمهلة.",
    cards: {
      total: "المواعيد",
      completed: "المنجزة",
      cancelled: "الملغاة",
      noShows: "عدم الحضور",
      completionRate: "نسبة الإنجاز",
      onTimeRate: "نسبة الالتزام بالموعد",
      leadTime: "متوسط المهلة",
      open: "غير المنتهية",
    },
    charts: {
      overTime: "المواعيد عبر الوقت",
      byStatus: "حسب الحالة",
      byReason: "الإلغاءات وعدم الحضور حسب السبب",
      byPartner: "حسب مزود الخدمة",
      byCategory: "حسب الفئة",
      appointments: "المواعيد",
      completed: "المنجزة",
      bookings: "الحجوزات",
    },
    columns: {
      number: "الحجز",
      scheduledAt: "الموعد",
      bookedAt: "تاريخ الحجز",
      customer: "العميل",
      partner: "مزود الخدمة",
      service: "الخدمة",
      area: "المنطقة",
      status: "الحالة",
      startedAt: "بدء العمل",
      onTime: "في الموعد",
      leadHours: "المهلة (ساعات)",
      reason: "سبب الإلغاء",
      total: "المبلغ",
    },
    statuses: {
      requested: "مطلوب",
      confirmed: "مؤكد",
      "technician-assigned": "تم تعيين فني",
      "on-the-way": "في الطريق",
      "in-progress": "قيد التنفيذ",
      completed: "منجز",
      cancelled: "ملغى",
      declined: "مرفوض",
      "no-show": "عدم حضور",
    },
  },
};

// Ships with the chunks that import this file (see ../lazy.ts).
registerStrings({ en, ar });
