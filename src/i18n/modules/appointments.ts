import { registerStrings } from "../lazy";

/**
 * Strings the admin and partner appointment screens share (src/features/appointments): booking, payment, order and
 * charge statuses, payment methods and gateways, and the timeline and payments cards (en, ar). Registered by every
 * file of the feature that uses them.
 */
export const en = {
  appointments: {
    status: {
      requested: "Requested",
      confirmed: "Confirmed",
      "technician-assigned": "Technician assigned",
      "on-the-way": "On the way",
      "in-progress": "In progress",
      completed: "Completed",
      cancelled: "Cancelled",
      declined: "Declined",
      "no-show": "No-show",
      all: "All",
    },
    payment: {
      pending: "Payment pending",
      paid: "Paid",
      cash: "Cash on delivery",
      refunded: "Refunded",
      failed: "Payment failed",
    },
    orderStatus: {
      pending: "Awaiting payment",
      paid: "Paid",
      failed: "Payment failed",
      cancelled: "Cancelled",
      refunded: "Refunded",
    },
    paymentMethod: {
      card: "Card",
      wallet: "Wallet",
      cash: "Cash",
    },
    paymentResult: {
      succeeded: "Succeeded",
      declined: "Declined",
      refunded: "Refunded",
    },
    gateway: {
      test: "Test card gateway",
      wallet: "Khidma wallet",
      cash: "Cash",
    },
    quotationStatus: {
      pending: "Pending",
      accepted: "Accepted",
      declined: "Declined",
      expired: "Expired",
    },
    timeline: {
      title: "Timeline",
      by: "by {{name}}",
      bySystem: "automatically",
    },
    payments: {
      title: "Payments",
      none: "No payments recorded.",
    },
  },
};

export const ar: typeof en = {
  appointments: {
    status: {
      requested: "مطلوب",
      confirmed: "مؤكد",
      "technician-assigned": "تم تعيين الفني",
      "on-the-way": "في الطريق",
      "in-progress": "قيد التنفيذ",
      completed: "مكتمل",
      cancelled: "ملغي",
      declined: "مرفوض",
      "no-show": "عدم حضور",
      all: "الكل",
    },
    payment: {
      pending: "بانتظار الدفع",
      paid: "مدفوع",
      cash: "الدفع نقداً عند التنفيذ",
      refunded: "مسترد",
      failed: "فشل الدفع",
    },
    orderStatus: {
      pending: "بانتظار الدفع",
      paid: "مدفوع",
      failed: "فشل الدفع",
      cancelled: "ملغي",
      refunded: "مسترد",
    },
    paymentMethod: {
      card: "بطاقة",
      wallet: "المحفظة",
      cash: "نقداً",
    },
    paymentResult: {
      succeeded: "ناجحة",
      declined: "مرفوضة",
      refunded: "مستردة",
    },
    gateway: {
      test: "بوابة البطاقات التجريبية",
      wallet: "محفظة خدمة",
      cash: "نقداً",
    },
    quotationStatus: {
      pending: "قيد الانتظار",
      accepted: "مقبول",
      declined: "مرفوض",
      expired: "منتهي الصلاحية",
    },
    timeline: {
      title: "السجل الزمني",
      by: "بواسطة {{name}}",
      bySystem: "تلقائياً",
    },
    payments: {
      title: "المدفوعات",
      none: "لا توجد مدفوعات مسجلة.",
    },
  },
};

registerStrings({ en, ar });
