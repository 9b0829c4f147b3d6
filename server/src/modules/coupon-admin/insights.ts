import { type Selectable, sql } from "kysely";
import type { CouponsTable, Database } from "../../db/database.js";
import { dubaiDate, dubaiTime } from "../../lib/dubai.js";
import { aed } from "../../lib/money.js";
import { likePattern, num, orderedWindow, type Page, pageOf } from "../../lib/query.js";
import type { Actor } from "../partner-catalog/access.js";
import { rowOf, visibleCoupon } from "./repo.js";
import type { CouponDetails, RedemptionListQuery, RedemptionRow } from "./schema.js";

/**
 * What a coupon's details add to its row (issue 17a): the budget's burn-down per Dubai day, the generated code
 * batches, the redemptions list and the generated codes as CSV rows.
 */

type Coupon = Selectable<CouponsTable>;

const DAY_MS = 86_400_000;
/** Points of a burn-down at most (a year and a day). */
export const BURN_DOWN_DAYS = 366;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Discounts reserved per Dubai day, from the first redemption's day to today (the last 366 days when longer; the
 * cumulative then starts with what was reserved before). Summed per UTC hour in SQL (at most 24 rows a day, the
 * same on SQLite and PostgreSQL: ISO text), then per Dubai day here.
 */
export async function burnDown(db: Database, coupon: Coupon, today = dubaiDate()): Promise<CouponDetails["burn_down"]> {
  const hour = sql<string>`substr(created_at, 1, 13)`;
  const rows = await db
    .selectFrom("coupon_redemptions")
    .select([hour.as("hour"), (eb) => eb.fn.sum<number>("discount_fils").as("fils")])
    .where("coupon_id", "=", coupon.id)
    .groupBy(hour)
    .execute();
  if (rows.length === 0) return [];
  const perDay = new Map<string, number>();
  for (const r of rows) {
    const day = dubaiDate(`${r.hour}:00:00.000Z`);
    perDay.set(day, (perDay.get(day) ?? 0) + num(r.fils));
  }
  const first = [...perDay.keys()].sort()[0];
  const last = first > today ? first : today;
  const capStart = addDays(last, -(BURN_DOWN_DAYS - 1));
  const start = first < capStart ? capStart : first;
  let cumulative = 0;
  for (const [day, fils] of perDay) if (day < start) cumulative += fils;
  const budget = coupon.budget_fils === null ? null : num(coupon.budget_fils);
  const out: CouponDetails["burn_down"] = [];
  for (let day = start; day <= last; day = addDays(day, 1)) {
    const spent = perDay.get(day) ?? 0;
    cumulative += spent;
    out.push({
      date: day,
      spent: aed(spent),
      cumulative: aed(cumulative),
      remaining: budget === null ? null : aed(Math.max(0, budget - cumulative)),
    });
  }
  return out;
}

/** A coupon's generated code batches, newest first. */
export async function codeBatches(db: Database, couponId: number): Promise<CouponDetails["code_batches"]> {
  const rows = await db
    .selectFrom("coupon_code_batches")
    .selectAll()
    .where("coupon_id", "=", couponId)
    .orderBy("id", "desc")
    .execute();
  return rows.map((b) => ({
    batch_id: b.id,
    prefix: b.prefix,
    count: num(b.count),
    generated: num(b.generated),
    status: b.status,
    created_at: new Date(b.created_at).toISOString(),
  }));
}

/** coupon/details/{id}: the row, the burn-down and the code batches (404 when the caller may not see it). */
export async function couponDetails(db: Database, actor: Actor, id: number): Promise<CouponDetails> {
  const c = await visibleCoupon(db, actor, id);
  // The batches first: codes are written while this reads (a batch runs in the background, a chunk per commit), and a
  // batch read as done must not sit beside a code count read before its last chunk committed.
  const code_batches = await codeBatches(db, c.id);
  return { ...(await rowOf(db, c)), burn_down: await burnDown(db, c), code_batches };
}

const REDEMPTION_SORT = { created_at: "r.created_at", discount: "r.discount_fils" } as const;

/**
 * coupon/redemptions/{id}: the coupon's live uses (reserved: the order is not paid yet; redeemed: it is), paged,
 * searched by part of the code used or of the customer's name, sorted by time or discount (indexes on
 * (coupon_id, created_at) and (coupon_id, discount_fils)).
 */
export async function listRedemptions(
  db: Database,
  actor: Actor,
  id: number,
  q: RedemptionListQuery,
): Promise<Page<RedemptionRow>> {
  const coupon = await visibleCoupon(db, actor, id);
  const request = { page: q.page, limit: q.perPage ?? q.limit };
  let base = db
    .selectFrom("coupon_redemptions as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .innerJoin("orders as o", "o.id", "r.order_id")
    .leftJoin("coupon_codes as cc", "cc.id", "r.code_id")
    .where("r.coupon_id", "=", coupon.id);
  if (q.search) {
    const like = likePattern(q.search);
    const ownMatches = coupon.code.toLowerCase().includes(q.search.toLowerCase());
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["cc.code"]), "like", like),
        eb(sql<string>`lower(u.first_name || ' ' || u.last_name)`, "like", like),
        ...(ownMatches ? [eb("r.code_id", "is", null)] : []),
      ]),
    );
  }
  // without a search every redemption counts (its user and order always exist): the (coupon_id, ...) index alone
  const counted = q.search ? base : db.selectFrom("coupon_redemptions as r").where("r.coupon_id", "=", coupon.id);
  const { total } = await counted.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const dir = q.sortVal ?? "desc";
  const rows = await orderedWindow(
    base.select([
      "r.id",
      "r.coupon_id",
      "r.user_id",
      "r.order_id",
      "r.discount_fils",
      "r.created_at",
      "cc.code as generated_code",
      "u.first_name",
      "u.last_name",
      "o.number as order_number",
      "o.paid_at",
    ]),
    { by: [[REDEMPTION_SORT[q.sortKey ?? "created_at"], dir]], tieBreaker: ["r.id", dir] },
    request,
  ).execute();
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      coupon_id: num(r.coupon_id),
      code: r.generated_code ?? coupon.code,
      user_id: num(r.user_id),
      customer_name: `${r.first_name} ${r.last_name}`.trim(),
      order_id: num(r.order_id),
      order_number: r.order_number,
      discount: aed(num(r.discount_fils)),
      status: r.paid_at ? ("redeemed" as const) : ("reserved" as const),
      created_at: new Date(r.created_at).toISOString(),
    })),
    num(total),
    request,
  );
}

/** `YYYY-MM-DD HH:mm` in Dubai. */
const dubaiStamp = (at: string) => `${dubaiDate(at)} ${dubaiTime(at)}`;

export const CODE_CSV_COLUMNS = ["code", "status", "order_number", "redeemed_at"] as const;
type CodeCsvRow = Record<(typeof CODE_CSV_COLUMNS)[number], string>;

/**
 * The coupon's generated codes as CSV rows, in the order they were made, read 1,000 at a time (by id, through the
 * (coupon_id, id) index): unused, reserved (an unpaid order holds it) or redeemed (paid; redeemed_at in Dubai).
 */
export async function* codeCsvRows(db: Database, couponId: number, chunk = 1000): AsyncGenerator<CodeCsvRow> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom("coupon_codes as cc")
      .leftJoin("coupon_redemptions as r", "r.code_id", "cc.id")
      .leftJoin("orders as o", "o.id", "r.order_id")
      .select(["cc.id", "cc.code", "r.id as redemption_id", "o.number as order_number", "o.paid_at"])
      .where("cc.coupon_id", "=", couponId)
      .where("cc.id", ">", after)
      .orderBy("cc.id")
      .limit(chunk)
      .execute();
    for (const r of rows) {
      const status = r.redemption_id === null ? "unused" : r.paid_at ? "redeemed" : "reserved";
      yield {
        code: r.code,
        status,
        order_number: status === "unused" ? "" : (r.order_number ?? ""),
        redeemed_at: status === "redeemed" && r.paid_at ? dubaiStamp(r.paid_at) : "",
      };
    }
    if (rows.length < chunk) return;
    after = rows[rows.length - 1].id;
  }
}
