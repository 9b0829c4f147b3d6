import { type Database, nowIso } from "../../db/database.js";
import type { Lang } from "../../lib/i18n.js";

/** Notification types (docs/commerce-api.md, Notifications). */
export type NotificationType = "booking-status" | "payment" | "quotation" | "wallet" | "loyalty" | "package" | string;

export interface NotifyInput {
  userId: number;
  type: NotificationType;
  title_en: string;
  title_ar: string;
  body_en: string;
  body_ar: string;
  /** SPA path, e.g. /bookings/12 */
  link?: string | null;
}

/** Adds a notification to a user's list (customers, partners and staff alike). */
export async function notify(db: Database, input: NotifyInput): Promise<void> {
  await db
    .insertInto("notifications")
    .values({
      user_id: input.userId,
      type: input.type,
      title_en: input.title_en,
      title_ar: input.title_ar,
      body_en: input.body_en,
      body_ar: input.body_ar,
      link: input.link ?? null,
      read_at: null,
      created_at: nowIso(),
    })
    .execute();
}

type Row = {
  id: number;
  type: string;
  title_en: string;
  title_ar: string;
  body_en: string;
  body_ar: string;
  link: string | null;
  read_at: string | null;
  created_at: string;
};

export const notificationView = (r: Row, lang: Lang) => ({
  id: r.id,
  type: r.type,
  title: lang === "ar" ? r.title_ar : r.title_en,
  title_en: r.title_en,
  title_ar: r.title_ar,
  body: lang === "ar" ? r.body_ar : r.body_en,
  body_en: r.body_en,
  body_ar: r.body_ar,
  link: r.link ?? null,
  read: r.read_at !== null,
  read_at: r.read_at ?? null,
  created_at: r.created_at,
});
export type NotificationView = ReturnType<typeof notificationView>;
