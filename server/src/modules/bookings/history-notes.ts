import type { Lang } from "../../lib/i18n.js";
import { aedText } from "../../lib/money.js";

/**
 * The notes the server writes on a booking's timeline (issue 16), in English and Arabic: `addHistory` stores `en` as
 * `note` and `ar` as `note_ar`, and the booking details answer the reader's language (`historyNoteText`). Words a
 * person typed (a reason, a staff note) are kept as typed inside the translated framing.
 */
export interface HistoryNote {
  en: string;
  ar: string;
}

/** What `addHistory` takes: a bilingual note, text as typed (both languages read it), or none. */
export type HistoryNoteInput = HistoryNote | string | null;

const aedEn = (fils: number) => `AED ${aedText(fils)}`;
const aedAr = (fils: number) => `${aedText(fils)} درهم`;
/** `: <typed text>` after the framing, or nothing. */
const tail = (typed: string | null | undefined) => (typed ? `: ${typed}` : "");

const METHOD_AR: Record<string, string> = { card: "بطاقة", wallet: "المحفظة", cash: "نقداً" };

export const HISTORY_NOTES = {
  /** `Cash collected: AED 312.50` (everything taken on site: the booking's order and its cash quotations). */
  cashCollected: (fils: number): HistoryNote => ({
    en: `Cash collected: ${aedEn(fils)}`,
    ar: `تم تحصيل المبلغ نقداً: ${aedAr(fils)}`,
  }),
  quotationSent: (number: string, fils: number): HistoryNote => ({
    en: `Quotation ${number} sent: ${aedEn(fils)}`,
    ar: `أُرسل عرض السعر ${number}: ${aedAr(fils)}`,
  }),
  quotationApproved: (number: string, method: string): HistoryNote => ({
    en: `Quotation ${number} approved (${method})`,
    ar: `تمت الموافقة على عرض السعر ${number} (${METHOD_AR[method] ?? method})`,
  }),
  quotationDeclined: (number: string): HistoryNote => ({
    en: `Quotation ${number} declined`,
    ar: `رُفض عرض السعر ${number}`,
  }),
  completionReport: (minutes: number, done: number, items: number): HistoryNote => ({
    en: `Completion report: ${minutes} minutes on site, ${done} of ${items} checklist items done`,
    ar: `تقرير الإنجاز: ${minutes} دقيقة في الموقع، أُنجز ${done} من ${items} من بنود قائمة التحقق`,
  }),
  cancelledByCustomer: (feeFils: number, reason: string | null | undefined): HistoryNote =>
    feeFils > 0
      ? {
          en: `Cancelled by the customer; fee ${aedEn(feeFils)}${tail(reason)}`,
          ar: `ألغى العميل الحجز؛ الرسوم ${aedAr(feeFils)}${tail(reason)}`,
        }
      : { en: `Cancelled by the customer${tail(reason)}`, ar: `ألغى العميل الحجز${tail(reason)}` },
  rescheduled: (from: string, to: string, fee: { fils: number; order: string } | null): HistoryNote => ({
    en: `Rescheduled from ${from} to ${to}${fee ? `; fee ${aedEn(fee.fils)} (${fee.order})` : ""}`,
    ar: `أعيدت جدولة الموعد من ${from} إلى ${to}${fee ? `؛ الرسوم ${aedAr(fee.fils)} (${fee.order})` : ""}`,
  }),
  movedToPartner: (
    from: { name_en: string; name_ar: string },
    to: { name_en: string; name_ar: string },
    note: string | null | undefined,
  ): HistoryNote => ({
    en: `Moved by Khidma from ${from.name_en} to ${to.name_en}${tail(note)}`,
    ar: `نقلت خدمة الحجز من ${from.name_ar} إلى ${to.name_ar}${tail(note)}`,
  }),
  technicianReassigned: (from: string | null, to: string, note: string | null | undefined): HistoryNote => ({
    en: `Technician reassigned from ${from ?? "nobody"} to ${to}${tail(note)}`,
    ar: from ? `أعيد تعيين الحجز من الفني ${from} إلى ${to}${tail(note)}` : `أسند الحجز إلى الفني ${to}${tail(note)}`,
  }),
  packageVisit: (nth: number, available: number, month: number, subscription: string): HistoryNote => ({
    en: `Package visit ${nth} of ${available} in month ${month} (${subscription})`,
    ar: `زيارة الباقة ${nth} من ${available} في الشهر ${month} (${subscription})`,
  }),
  /** `Declined by the provider: <reason as typed>` (the customer reads the reason on the booking's timeline). */
  declined: (reason: string): HistoryNote => ({
    en: `Declined by the provider${tail(reason)}`,
    ar: `اعتذر مزود الخدمة عن الحجز${tail(reason)}`,
  }),
  notPaidInTime: (): HistoryNote => ({ en: "The order was not paid in time.", ar: "لم يُدفع الطلب في الوقت المحدد." }),
};

/** The stored columns of a bilingual (or typed, or empty) note. */
export function historyNoteColumns(note: HistoryNoteInput): { note: string | null; note_ar: string | null } {
  if (note === null || typeof note === "string") return { note, note_ar: null };
  return { note: note.en, note_ar: note.ar };
}

/** A timeline row's note in the reader's language: Arabic when written, else the stored note (older rows, typed). */
export const historyNoteText = (h: { note: string | null; note_ar?: string | null }, lang: Lang): string | null =>
  (lang === "ar" ? (h.note_ar ?? h.note) : h.note) ?? null;
