import type { Permission } from "../../../../common/permissions.js";
import { type Database, nowIso } from "../../db/database.js";
import type { Lang } from "../../lib/i18n.js";
import { num, type PageRequest, pageWindow } from "../../lib/query.js";

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

/**
 * The active internal (Khidma staff) users who hold `permission` through any of their roles, whichever role is
 * active now: the people an admin-side event concerns (a new application: `read-application`).
 */
export async function internalUsersHolding(db: Database, permission: Permission): Promise<number[]> {
  const rows = await db
    .selectFrom("users as u")
    .innerJoin("user_roles as ur", "ur.user_id", "u.id")
    .innerJoin("roles as r", "r.id", "ur.role_id")
    .innerJoin("role_permissions as rp", "rp.role_id", "r.id")
    .innerJoin("permissions as p", "p.id", "rp.permission_id")
    .select("u.id")
    .distinct()
    .where("r.type", "=", "internal")
    .where("p.name", "=", permission)
    .where("u.status", "=", "active")
    .orderBy("u.id")
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Notifies every active internal user holding `permission` (see `internalUsersHolding`), one row each, in one
 * statement; pass the caller's transaction so the notices are written with the event or not at all.
 */
export async function notifyStaff(db: Database, permission: Permission, input: Omit<NotifyInput, "userId">) {
  const userIds = await internalUsersHolding(db, permission);
  if (userIds.length === 0) return 0;
  const created_at = nowIso();
  await db
    .insertInto("notifications")
    .values(
      userIds.map((userId) => ({
        user_id: userId,
        type: input.type,
        title_en: input.title_en,
        title_ar: input.title_ar,
        body_en: input.body_en,
        body_ar: input.body_ar,
        link: input.link ?? null,
        read_at: null,
        created_at,
      })),
    )
    .execute();
  return userIds.length;
}

/**
 * One page of a user's notifications, newest first (`created_at`, then `id`), and the counts beside it. With
 * `unreadFirst` the unread ones come first: the page is cut from the unread part (index `(user_id, read_at)`) and
 * then from the read part (index `(user_id, created_at)`), two short indexed reads rather than a sort of all the
 * user's rows.
 */
export async function listNotifications(
  db: Database,
  userId: number,
  page: PageRequest,
  options: { unreadOnly: boolean; unreadFirst: boolean },
) {
  const mine = () => db.selectFrom("notifications").where("user_id", "=", userId);
  const count = async (unread: boolean) =>
    num(
      (
        await (unread ? mine().where("read_at", "is", null) : mine())
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const unreadCount = await count(true);
  const total = options.unreadOnly ? unreadCount : await count(false);
  const newest = <Q extends ReturnType<typeof mine>>(q: Q) =>
    q.selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
  const cut = <Q extends { limit(n: number): Q; offset(n: number): Q }>(q: Q, offset: number, limit: number | null) =>
    limit === null ? q : q.limit(limit).offset(offset); // no limit: every row (offset 0)
  const { offset, limit } = pageWindow(page);
  if (options.unreadOnly) {
    return {
      total,
      unreadCount,
      rows: await cut(newest(mine().where("read_at", "is", null)), offset, limit).execute(),
    };
  }
  if (!options.unreadFirst) return { total, unreadCount, rows: await cut(newest(mine()), offset, limit).execute() };
  const unread =
    offset < unreadCount ? await cut(newest(mine().where("read_at", "is", null)), offset, limit).execute() : [];
  const left = limit === null ? null : limit - unread.length;
  const read =
    left === 0
      ? []
      : await cut(newest(mine().where("read_at", "is not", null)), Math.max(0, offset - unreadCount), left).execute();
  return { total, unreadCount, rows: [...unread, ...read] };
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
