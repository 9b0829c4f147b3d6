import type { ExpressionBuilder } from "kysely";
import type { DbDriver } from "../../config.js";
import type { Database } from "../../db/database.js";
import { DUBAI_OFFSET_MS } from "../../lib/dubai.js";
import type { Lang } from "../../lib/i18n.js";
import type { GroupBy, ReportContext, ReportRange } from "./framework.js";

/**
 * What the packages, promotions, contracts and offers reports share (issue 19, R2): their filters (`Scope`, from
 * the framework's context), labels, and the emirate and category filters of an order.
 */

/** `name_en`/`name_ar` by language. */
export const nameIn = (lang: Lang, en: string | null | undefined, ar: string | null | undefined): string =>
  (lang === "ar" ? ar || en : en || ar) ?? "";

/** `YYYY-MM-DD HH:mm` in Dubai of an ISO instant ('' for none). */
export const dubaiStamp = (at: string | null | undefined): string =>
  at ? new Date(Date.parse(at) + DUBAI_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ") : "";

/** An order (`o`) placed in an emirate: its booking's community or its package subscription's address is there. */
export const orderInEmirate =
  (emirateId: number) =>
  // biome-ignore lint/suspicious/noExplicitAny: used on queries that alias orders as `o`
  (eb: ExpressionBuilder<any, any>) =>
    eb.or([
      eb.exists(
        eb
          .selectFrom("bookings as eb_b")
          .innerJoin("communities as eb_c", "eb_c.id", "eb_b.community_id")
          .select("eb_b.id")
          .whereRef("eb_b.order_id", "=", "o.id")
          .where("eb_c.emirate_id", "=", emirateId),
      ),
      eb.exists(
        eb
          .selectFrom("package_subscriptions as eb_s")
          .innerJoin("user_addresses as eb_a", "eb_a.id", "eb_s.user_address_id")
          .select("eb_s.id")
          .whereRef("eb_s.order_id", "=", "o.id")
          .where("eb_a.emirate_id", "=", emirateId),
      ),
    ]);

/** An order (`o`) with a line in a category (a service's or a package's). */
export const orderInCategory =
  (categoryId: number) =>
  // biome-ignore lint/suspicious/noExplicitAny: used on queries that alias orders as `o`
  (eb: ExpressionBuilder<any, any>) =>
    eb.exists(
      eb
        .selectFrom("order_lines as ec_l")
        .leftJoin("services as ec_sv", "ec_sv.id", "ec_l.service_id")
        .leftJoin("packages as ec_k", "ec_k.id", "ec_l.package_id")
        .select("ec_l.id")
        .whereRef("ec_l.order_id", "=", "o.id")
        .where((w) => w.or([w("ec_sv.category_id", "=", categoryId), w("ec_k.category_id", "=", categoryId)])),
    );

/** The filters a report of this family reads, from the framework's context (and a range: the previous period). */
export interface Scope extends ReportRange {
  db: Database;
  driver: DbDriver;
  lang: Lang;
  groupBy: GroupBy;
  partnerId?: number;
  categoryId?: number;
  emirateId?: number;
  status?: string;
  search?: string;
}

export const scopeOf = (ctx: ReportContext, range?: ReportRange): Scope => ({
  db: ctx.db,
  driver: ctx.driver,
  lang: ctx.lang,
  from: range?.from ?? ctx.f.from,
  to: range?.to ?? ctx.f.to,
  start: range?.start ?? ctx.f.start,
  end: range?.end ?? ctx.f.end,
  groupBy: ctx.f.group_by,
  partnerId: ctx.f.partnerId,
  categoryId: ctx.f.category_id,
  emirateId: ctx.f.emirate_id,
  status: ctx.f.status,
  search: ctx.f.search,
});

/** The subscription `s` is of a package of the category. */
export const packageInCategory =
  (categoryId: number) =>
  // biome-ignore lint/suspicious/noExplicitAny: used on queries that alias package_subscriptions as `s`
  (eb: ExpressionBuilder<any, any>) =>
    eb("s.package_id", "in", eb.selectFrom("packages as ck").select("ck.id").where("ck.category_id", "=", categoryId));

/** The subscription `s`'s address is in the emirate. */
export const addressInEmirate =
  (emirateId: number) =>
  // biome-ignore lint/suspicious/noExplicitAny: used on queries that alias package_subscriptions as `s`
  (eb: ExpressionBuilder<any, any>) =>
    eb(
      "s.user_address_id",
      "in",
      eb.selectFrom("user_addresses as ea").select("ea.id").where("ea.emirate_id", "=", emirateId),
    );

/** Names (in the language) of a few packages or partners, by id: the labels of a top-20 breakdown. */
export async function namesOf(
  db: Database,
  table: "packages" | "partners",
  ids: number[],
  lang: Lang,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom(table).select(["id", "name_en", "name_ar"]).where("id", "in", ids).execute();
  return new Map(rows.map((r) => [r.id, nameIn(lang, r.name_en, r.name_ar)]));
}

/** A LIKE pattern of a search text (lower case; %, _ and backslash dropped). */
export const likeOf = (text: string) => `%${text.replace(/[%_\\]/g, "").toLowerCase()}%`;
