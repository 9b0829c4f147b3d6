import type { Database } from "../../db/database.js";
import { aedText } from "../../lib/money.js";
import { notify } from "../notifications/service.js";

/**
 * Notifications of the partner side about quotations and reassignment requests (issue 16). Imports nothing of the
 * bookings module, so the customer's quotation actions (bookings/actions.ts) may call it.
 */

/**
 * The partner's users who see appointments: active accounts holding `read-admin-booking-appointment` through a
 * partner role other than Technician (technicians never sign in to the portal).
 */
export async function partnerTeamUserIds(db: Database, partnerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("users as u")
    .innerJoin("user_roles as ur", "ur.user_id", "u.id")
    .innerJoin("roles as r", "r.id", "ur.role_id")
    .innerJoin("role_permissions as rp", "rp.role_id", "r.id")
    .innerJoin("permissions as p", "p.id", "rp.permission_id")
    .select("u.id")
    .distinct()
    .where("u.partner_id", "=", partnerId)
    .where("u.status", "=", "active")
    .where("r.type", "=", "partner")
    .where((eb) => eb(eb.fn("lower", ["r.name"]), "!=", "technician"))
    .where("p.name", "=", "read-admin-booking-appointment")
    .orderBy("u.id")
    .execute();
  return rows.map((r) => r.id);
}

/** Notifies each of the partner's appointment users (see `partnerTeamUserIds`) once. */
export async function notifyPartnerUsers(
  db: Database,
  partnerId: number,
  notice: { title_en: string; title_ar: string; body_en: string; body_ar: string; link: string | null; type?: string },
) {
  for (const userId of await partnerTeamUserIds(db, partnerId))
    await notify(db, { userId, type: notice.type ?? "booking-status", ...notice });
}

/**
 * Tells the quotation's partner that the customer approved (with how it is paid) or declined it (with the reason);
 * the link opens the appointment.
 */
export async function notifyQuotationAnswered(
  db: Database,
  quotationId: number,
  answer: "accepted" | "declined",
  detail: { paymentMethod?: "card" | "wallet" | "cash"; reason?: string | null } = {},
) {
  const q = await db
    .selectFrom("quotations as q")
    .innerJoin("bookings as b", "b.id", "q.booking_id")
    .innerJoin("users as c", "c.id", "b.user_id")
    .select(["q.number", "q.partner_id", "q.total_fils", "b.id as booking_id", "b.number as booking_number"])
    .select(["c.first_name", "c.last_name"])
    .where("q.id", "=", quotationId)
    .executeTakeFirstOrThrow();
  const customer = `${q.first_name ?? ""} ${q.last_name ?? ""}`.trim();
  const amount = aedText(q.total_fils);
  const how: Record<string, [string, string]> = {
    card: ["by card", "بالبطاقة"],
    wallet: ["from the wallet", "من المحفظة"],
    cash: ["in cash: collect it with the booking's cash", "نقداً: حصّله مع المبلغ النقدي للحجز"],
  };
  const [payEn, payAr] = how[detail.paymentMethod ?? "card"] ?? how.card;
  const reason = detail.reason?.trim();
  await notifyPartnerUsers(db, q.partner_id, {
    type: "quotation",
    title_en:
      answer === "accepted"
        ? `Quotation ${q.number} approved (booking ${q.booking_number})`
        : `Quotation ${q.number} declined (booking ${q.booking_number})`,
    title_ar:
      answer === "accepted"
        ? `تمت الموافقة على عرض السعر ${q.number} (الحجز ${q.booking_number})`
        : `تم رفض عرض السعر ${q.number} (الحجز ${q.booking_number})`,
    body_en:
      answer === "accepted"
        ? `${customer} approved AED ${amount}, paying ${payEn}.`
        : `${customer} declined the quotation of AED ${amount}${reason ? `: ${reason}` : "."}`,
    body_ar:
      answer === "accepted"
        ? `وافق ${customer} على ${amount} درهم، والدفع ${payAr}.`
        : `رفض ${customer} عرض السعر بقيمة ${amount} درهم${reason ? `: ${reason}` : "."}`,
    link: `/partner/appointments/show/${q.booking_id}`,
  });
}
