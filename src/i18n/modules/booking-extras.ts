import { registerStrings } from "../lazy";

/**
 * Strings of the storefront's quotation page and the completion report on the booking page (issue 16, slice d),
 * English and Arabic (same keys).
 */
export const en = {
  bookingExtras: {
    quotation: {
      photos: "Photos from the provider",
      linePhotos: "Photos: {{line}}",
      photo: "Photo {{n}}",
      paymentPending: "Approved. Pay {{amount}} by card to confirm the extra work.",
      payNow: "Pay {{amount}} now",
      cashPending: "Approved. Pay {{amount}} in cash to the provider on site, with the booking's cash.",
      paid: "Approved and paid.",
      cashOnlyHint: "Cash is possible only when the booking itself is paid in cash.",
      methodDefault: "The way this booking is paid",
    },
    report: {
      title: "Completion report",
      submitted: "Submitted {{when}}",
      before: "Before",
      after: "After",
      photos: "Photos",
      beforePhoto: "Before photo {{n}}",
      afterPhoto: "After photo {{n}}",
      photo: "Report photo {{n}}",
      checklist: "Checklist",
      done: "Done",
      notDone: "Not done",
      checklistSummary: "{{done}} of {{total}} done",
      timeOnSite: "Time on site",
      minutes: "{{count}} min",
      hoursMinutes: "{{hours}} h {{minutes}} min",
      fromTo: "From {{from}} to {{to}}",
      signedBy: "Signed off by {{name}}",
      signedOff: "Signed off",
      notSignedOff: "Not signed off yet",
    },
  },
};

export const ar: typeof en = {
  bookingExtras: {
    quotation: {
      photos: "صور من مزود الخدمة",
      linePhotos: "صور: {{line}}",
      photo: "صورة {{n}}",
      paymentPending: "تمت الموافقة. ادفع {{amount}} بالبطاقة لتأكيد الأعمال الإضافية.",
      payNow: "ادفع {{amount}} الآن",
      cashPending: "تمت الموافقة. ادفع {{amount}} نقداً لمزود الخدمة في الموقع مع المبلغ النقدي للحجز.",
      paid: "تمت الموافقة والدفع.",
      cashOnlyHint: "الدفع نقداً متاح فقط عندما يكون الحجز نفسه مدفوعاً نقداً.",
      methodDefault: "طريقة دفع هذا الحجز",
    },
    report: {
      title: "تقرير إنجاز العمل",
      submitted: "أُرسل في {{when}}",
      before: "قبل",
      after: "بعد",
      photos: "الصور",
      beforePhoto: "صورة قبل العمل {{n}}",
      afterPhoto: "صورة بعد العمل {{n}}",
      photo: "صورة من التقرير {{n}}",
      checklist: "قائمة التحقق",
      done: "تم",
      notDone: "لم يتم",
      checklistSummary: "تم {{done}} من {{total}}",
      timeOnSite: "مدة العمل في الموقع",
      minutes: "{{count}} دقيقة",
      hoursMinutes: "{{hours}} س {{minutes}} د",
      fromTo: "من {{from}} إلى {{to}}",
      signedBy: "تم التوقيع بالاستلام من {{name}}",
      signedOff: "تم التوقيع بالاستلام",
      notSignedOff: "لم يتم التوقيع بعد",
    },
  },
};

// Ships with the screens that import this file (see ../lazy.ts).
registerStrings({ en, ar });
