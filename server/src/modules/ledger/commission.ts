import type { Database } from "../../db/database.js";
import { nowIso } from "../../db/database.js";
import { num } from "../../lib/query.js";

/**
 * Commission rates (issue 17b; docs/architecture.md "Commission and the partner ledger"). A rate is a row of
 * `commission_rates` (basis points, 1500 = 15%) with a scope: partner and category, partner only, category only,
 * or neither (the default). The rate of a line sold at `t` by partner p in category c is the row of the most specific
 * scope with `effective_from <= t`: (p, c) > (p, any) > (any, c) > default; within a scope the latest effective_from
 * (then the latest id). Rows are only ever added, and each order line keeps the rate it was sold with
 * (`order_lines.commission_bp`), so a new rate never changes a line already sold.
 */

export const DEFAULT_COMMISSION_BP = 1500;
export const DEFAULT_COMMISSION_FROM = "2000-01-01T00:00:00.000Z";

export interface RateRow {
  id: number;
  partner_id: number | null;
  category_id: number | null;
  rate_bp: number;
  effective_from: string;
}

/** How specific a rate's scope is: partner and category 3, partner 2, category 1, the default 0. */
export const scopeRank = (r: Pick<RateRow, "partner_id" | "category_id">) =>
  (r.partner_id !== null ? 2 : 0) + (r.category_id !== null ? 1 : 0);

/** The rate row in force at `at` (ISO) for a line of `partnerId` in `categoryId` (pure), or undefined. */
export function pickRate(
  rows: readonly RateRow[],
  partnerId: number | null,
  categoryId: number | null,
  at: string,
): RateRow | undefined {
  let best: RateRow | undefined;
  for (const r of rows) {
    if (r.effective_from > at) continue;
    if (r.partner_id !== null && r.partner_id !== partnerId) continue;
    if (r.category_id !== null && r.category_id !== categoryId) continue;
    if (!best) {
      best = r;
      continue;
    }
    const a = scopeRank(r);
    const b = scopeRank(best);
    if (
      a > b ||
      (a === b &&
        (r.effective_from > best.effective_from || (r.effective_from === best.effective_from && r.id > best.id)))
    )
      best = r;
  }
  return best;
}

/** The rate (basis points) for a line: `pickRate`, else the built-in default; 0 for an order without a partner. */
export const rateFor = (rows: readonly RateRow[], partnerId: number | null, categoryId: number | null, at: string) =>
  partnerId === null ? 0 : (pickRate(rows, partnerId, categoryId, at)?.rate_bp ?? DEFAULT_COMMISSION_BP);

/** The rate rows that can apply to these partners (theirs and the partner-less ones). */
export async function loadRates(db: Database, partnerIds: readonly number[]): Promise<RateRow[]> {
  const ids = [...new Set(partnerIds)];
  const rows = await db
    .selectFrom("commission_rates")
    .select(["id", "partner_id", "category_id", "rate_bp", "effective_from"])
    .where((eb) =>
      ids.length > 0
        ? eb.or([eb("partner_id", "is", null), eb("partner_id", "in", ids)])
        : eb("partner_id", "is", null),
    )
    .execute();
  return rows.map((r) => ({ ...r, rate_bp: num(r.rate_bp) }));
}

/** The seeded default rate (15% from 2000-01-01), added once when there is no default row (every start). */
export async function ensureDefaultCommission(db: Database): Promise<void> {
  const found = await db
    .selectFrom("commission_rates")
    .select("id")
    .where("partner_id", "is", null)
    .where("category_id", "is", null)
    .limit(1)
    .executeTakeFirst();
  if (found) return;
  await db
    .insertInto("commission_rates")
    .values({
      partner_id: null,
      category_id: null,
      rate_bp: DEFAULT_COMMISSION_BP,
      effective_from: DEFAULT_COMMISSION_FROM,
      created_by: null,
      created_at: nowIso(),
    })
    .execute();
}

/** The category of each booking: its first item's service's (null when it has none). */
export async function bookingCategories(db: Database, bookingIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const ids = [...new Set(bookingIds)];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom("booking_items as bi")
      .innerJoin("services as s", "s.id", "bi.service_id")
      .select(["bi.booking_id", "s.category_id", "bi.id"])
      .where("bi.booking_id", "in", ids.slice(i, i + 500))
      .orderBy("bi.id")
      .execute();
    for (const r of rows) if (!out.has(r.booking_id)) out.set(r.booking_id, r.category_id);
  }
  return out;
}

/** The category of a booking's first service (quotation and reschedule-fee lines are sold in it), or null. */
export async function bookingCategoryId(db: Database, bookingId: number): Promise<number | null> {
  return (await bookingCategories(db, [bookingId])).get(bookingId) ?? null;
}

export interface RatedLine {
  service_id?: number | null;
  package_id?: number | null;
  /** The category of a line with neither a service nor a package (a quotation or reschedule-fee line). */
  category_id?: number | null;
}

/** The rate in force at `at` for each line an order of `partnerId` sells (createOrder stores it on the line). */
export async function commissionForLines(
  db: Database,
  partnerId: number | null,
  at: string,
  lines: readonly RatedLine[],
): Promise<number[]> {
  if (partnerId === null) return lines.map(() => 0);
  const serviceIds = lines.map((l) => l.service_id).filter((x): x is number => typeof x === "number");
  const packageIds = lines.map((l) => l.package_id).filter((x): x is number => typeof x === "number");
  const [services, packages, rates] = await Promise.all([
    serviceIds.length === 0
      ? []
      : db.selectFrom("services").select(["id", "category_id"]).where("id", "in", serviceIds).execute(),
    packageIds.length === 0
      ? []
      : db.selectFrom("packages").select(["id", "category_id"]).where("id", "in", packageIds).execute(),
    loadRates(db, [partnerId]),
  ]);
  const serviceCategory = new Map(services.map((s) => [s.id, s.category_id]));
  const packageCategory = new Map(packages.map((p) => [p.id, p.category_id]));
  return lines.map((l) => {
    const category =
      (l.service_id ? serviceCategory.get(l.service_id) : undefined) ??
      (l.package_id ? packageCategory.get(l.package_id) : undefined) ??
      l.category_id ??
      null;
    return rateFor(rates, partnerId, category, at);
  });
}

/**
 * Stores the rate in force at their order's created_at on order lines: every line of `orderIds` when `force` (an
 * order moved to another partner before any ledger line was written for it), else the lines without one (lines
 * written before this release, or by the seeds). Batched, so it stays quick on a volume database.
 */
export async function stampCommission(
  db: Database,
  options: { orderIds?: readonly number[]; force?: boolean } = {},
): Promise<number> {
  let stamped = 0;
  let afterId = 0;
  for (;;) {
    let q = db
      .selectFrom("order_lines as l")
      .innerJoin("orders as o", "o.id", "l.order_id")
      .leftJoin("services as s", "s.id", "l.service_id")
      .leftJoin("packages as k", "k.id", "l.package_id")
      .select([
        "l.id",
        "o.partner_id",
        "o.created_at",
        "o.booking_id",
        "s.category_id as service_category",
        "k.category_id as package_category",
      ])
      .where("l.id", ">", afterId)
      .orderBy("l.id")
      .limit(2000);
    if (!options.force) q = q.where("l.commission_bp", "is", null);
    if (options.orderIds) {
      if (options.orderIds.length === 0) return stamped;
      q = q.where("l.order_id", "in", [...options.orderIds]);
    }
    const rows = await q.execute();
    if (rows.length === 0) return stamped;
    afterId = rows[rows.length - 1].id;
    const partners = rows.map((r) => r.partner_id).filter((x): x is number => x !== null);
    const rates = await loadRates(db, partners);
    const needBooking = rows
      .filter((r) => r.service_category === null && r.package_category === null && r.booking_id !== null)
      .map((r) => r.booking_id as number);
    const byBooking = await bookingCategories(db, needBooking);
    const groups = new Map<number, number[]>();
    for (const r of rows) {
      const category =
        r.service_category ??
        r.package_category ??
        (r.booking_id === null ? null : (byBooking.get(r.booking_id) ?? null));
      const bp = rateFor(rates, r.partner_id, category, r.created_at);
      groups.set(bp, [...(groups.get(bp) ?? []), r.id]);
    }
    for (const [bp, ids] of groups)
      await db.updateTable("order_lines").set({ commission_bp: bp }).where("id", "in", ids).execute();
    stamped += rows.length;
  }
}
