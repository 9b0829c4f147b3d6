import { type Selectable, sql } from "kysely";
import { type CouponsTable, type Database, nowIso } from "../../db/database.js";
import { dubaiDate, dubaiTime } from "../../lib/dubai.js";
import { fieldError } from "../../lib/errors.js";
import { aedText } from "../../lib/money.js";
import { num } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import {
  COUPON_ALREADY_USED,
  COUPON_BUDGET_SPENT,
  COUPON_CODE_USED,
  COUPON_EXPIRED,
  COUPON_FIRST_ORDER,
  COUPON_INVALID,
  COUPON_NOT_APPLICABLE,
  COUPON_NOT_FOR_PACKAGES,
  COUPON_NOT_FOR_PARTNER,
  COUPON_NOT_FOR_SERVICES,
  COUPON_USED_UP,
  couponMinOrder,
  couponNotStarted,
} from "./messages.js";

/** One line of the cart or order a coupon is checked against (its scope decides which lines it discounts). */
export interface CouponLine {
  service_id?: number | null;
  package_id?: number | null;
  partner_id: number | null;
  /** Gross (VAT-inclusive) total of the line, in fils. */
  total_fils: number;
}

export interface CouponInput {
  code: string;
  /** null for a guest: per-user and first-order limits are re-checked at checkout when the user is known. */
  userId: number | null;
  kind: "service" | "package";
  /** Gross (VAT-inclusive) subtotal of the cart or order, in fils. */
  subtotalFils: number;
  /** The cart's partner (a partner's coupon applies only to that partner's services and packages). */
  partnerId: number | null;
  /**
   * The lines, for the coupon's scope (categories, partners, services, packages). Without them the cart is one
   * line of `subtotalFils` from `partnerId` naming no service or package (a coupon limited to services, packages
   * or categories then does not apply).
   */
  lines?: CouponLine[];
}

export interface CouponResult {
  coupon_id: number;
  /** The code that matched: a generated code, or the coupon's own. */
  code: string;
  /** The generated code's id (null: the coupon's own code). */
  code_id: number | null;
  description_en: string;
  description_ar: string;
  discount_fils: number;
  /** The subtotal the discount was computed on (the in-scope lines'), in fils. */
  base_fils: number;
  /** The lines of the input the coupon discounts (the same objects; stacking spreads the discount over them). */
  scope_lines: CouponLine[];
  funded_by: "khidma" | "partner";
  stacking: "exclusive" | "combinable";
}

type Coupon = Selectable<CouponsTable>;

const FIELD = "coupon_code";
const fail = (message: string) => fieldError(FIELD, message);

/** The discount (fils) a coupon gives on a subtotal: percent rounded to the fils and capped, never above it. */
export function couponDiscount(
  coupon: { discount_type: string; discount_value: number; max_discount_fils: number | null },
  subtotalFils: number,
): number {
  let discount =
    coupon.discount_type === "percent"
      ? Math.round((subtotalFils * num(coupon.discount_value)) / 100)
      : num(coupon.discount_value);
  if (coupon.max_discount_fils !== null && coupon.max_discount_fils !== undefined)
    discount = Math.min(discount, num(coupon.max_discount_fils));
  return Math.max(0, Math.min(discount, subtotalFils));
}

/** What a budget leaves (fils), or null when the coupon has none. */
export const remainingBudget = (c: { budget_fils: number | null; spent_fils: number }): number | null =>
  c.budget_fils === null ? null : Math.max(0, num(c.budget_fils) - num(c.spent_fils));

/** A code as typed: trimmed, upper-case (codes are stored upper-case). */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** The coupon a code names: its own code, else one of its generated codes. */
export async function findCouponByCode(
  db: Database,
  raw: string,
): Promise<{ coupon: Coupon; code: string; codeId: number | null } | null> {
  const code = normalizeCode(raw);
  if (!code) return null;
  const own = await db.selectFrom("coupons").selectAll().where("code", "=", code).executeTakeFirst();
  if (own) return { coupon: own, code, codeId: null };
  const generated = await db
    .selectFrom("coupon_codes as cc")
    .innerJoin("coupons", "coupons.id", "cc.coupon_id")
    .selectAll("coupons")
    .select(["cc.id as generated_code_id"])
    .where("cc.code", "=", code)
    .executeTakeFirst();
  if (!generated) return null;
  const { generated_code_id, ...coupon } = generated;
  return { coupon, code, codeId: generated_code_id };
}

/** The code a cart's coupon was applied with (its generated code, else the coupon's own), or null. */
export async function savedCouponCode(
  db: Database,
  cart: { coupon_id: number | null; coupon_code?: string | null } | undefined,
): Promise<string | null> {
  if (!cart || cart.coupon_id === null) return null;
  if (cart.coupon_code) return cart.coupon_code;
  const row = await db.selectFrom("coupons").select("code").where("id", "=", cart.coupon_id).executeTakeFirst();
  return row?.code ?? null;
}

interface Scope {
  categories: Set<number>;
  partners: Set<number>;
  services: Set<number>;
  packages: Set<number>;
}

async function scopeOf(db: Database, couponId: number): Promise<Scope> {
  const ids = async (
    table: "coupon_categories" | "coupon_partners" | "coupon_services" | "coupon_packages",
    column: "category_id" | "partner_id" | "service_id" | "package_id",
  ) => {
    const rows = await db
      .selectFrom(table)
      .select(`${column} as ref` as "coupon_id")
      .where("coupon_id", "=", couponId)
      .execute();
    return new Set((rows as unknown as { ref: number }[]).map((r) => num(r.ref)));
  };
  return {
    categories: await ids("coupon_categories", "category_id"),
    partners: await ids("coupon_partners", "partner_id"),
    services: await ids("coupon_services", "service_id"),
    packages: await ids("coupon_packages", "package_id"),
  };
}

/** category id of each service and package the lines name (only looked up when the coupon names categories). */
async function categoriesOf(db: Database, lines: CouponLine[]) {
  const serviceIds = [...new Set(lines.map((l) => l.service_id).filter((v): v is number => !!v))];
  const packageIds = [...new Set(lines.map((l) => l.package_id).filter((v): v is number => !!v))];
  const services = new Map<number, number | null>();
  const packages = new Map<number, number | null>();
  if (serviceIds.length > 0)
    for (const r of await db
      .selectFrom("services")
      .select(["id", "category_id"])
      .where("id", "in", serviceIds)
      .execute())
      services.set(r.id, r.category_id === null ? null : num(r.category_id));
  if (packageIds.length > 0)
    for (const r of await db
      .selectFrom("packages")
      .select(["id", "category_id"])
      .where("id", "in", packageIds)
      .execute())
      packages.set(r.id, r.category_id === null ? null : num(r.category_id));
  return { services, packages };
}

/**
 * The lines a coupon discounts. Partner rules first: a partner's coupon (partner_id; a partner-funded coupon always
 * has one) and `partner_ids` name the providers whose lines count ("not for this provider" when none does). Then
 * the item scope: when any of `category_ids`, `service_ids`, `package_ids` is set, a line counts when its service
 * or package is named, or its category is ("does not apply to these services/packages" when none does).
 */
async function inScopeLines(db: Database, coupon: Coupon, input: CouponInput): Promise<CouponLine[]> {
  const lines: CouponLine[] = input.lines ?? [{ partner_id: input.partnerId, total_fils: input.subtotalFils }];
  const scope = await scopeOf(db, coupon.id);
  const owner = coupon.partner_id === null ? null : num(coupon.partner_id);
  const byPartner = lines.filter(
    (l) =>
      (owner === null || l.partner_id === owner) &&
      (scope.partners.size === 0 || (l.partner_id !== null && scope.partners.has(l.partner_id))) &&
      (coupon.funded_by !== "partner" || owner !== null),
  );
  if (byPartner.length === 0) throw fail(COUPON_NOT_FOR_PARTNER);
  if (scope.categories.size + scope.services.size + scope.packages.size === 0) return byPartner;
  const cats = scope.categories.size > 0 ? await categoriesOf(db, byPartner) : null;
  const inScope = byPartner.filter((l) => {
    if (l.service_id) {
      const category = cats?.services.get(l.service_id);
      return scope.services.has(l.service_id) || (category != null && scope.categories.has(category));
    }
    if (l.package_id) {
      const category = cats?.packages.get(l.package_id);
      return scope.packages.has(l.package_id) || (category != null && scope.categories.has(category));
    }
    return false;
  });
  if (inScope.length === 0) throw fail(input.kind === "package" ? COUPON_NOT_FOR_PACKAGES : COUPON_NOT_FOR_SERVICES);
  return inScope;
}

/** "valid from 01-03-2030" (with " at 18:00" when it starts later than midnight), in Dubai. */
function notStarted(startsAt: string) {
  const [y, m, d] = dubaiDate(startsAt).split("-");
  const time = dubaiTime(startsAt);
  return couponNotStarted(`${d}-${m}-${y}`, time === "00:00" ? null : time);
}

/**
 * Checks a coupon code against a cart or order and answers the discount. Throws 422 on `coupon_code` with the
 * contract's messages, in this order: unknown or inactive; not started yet (naming the start, Dubai); expired;
 * wrong cart kind; not for this provider (partner_id, partner_ids); not for these services/packages (the item
 * scope); budget spent; minimum order (of the in-scope lines); first order only; per-customer limit; a generated
 * code already used; total usage limit. The code is case-insensitive; a generated code of the coupon works like
 * its own.
 *
 * The discount is computed on the in-scope lines' subtotal only (a coupon for one service discounts that service,
 * not the whole cart), and capped at what the budget has left.
 */
export async function evaluateCoupon(db: Database, input: CouponInput): Promise<CouponResult> {
  const found = await findCouponByCode(db, input.code);
  if (found?.coupon.status !== "active") throw fail(COUPON_INVALID);
  const { coupon, codeId } = found;
  const now = nowIso();
  if (coupon.starts_at && coupon.starts_at > now) throw fail(notStarted(coupon.starts_at));
  if (coupon.ends_at && coupon.ends_at < now) throw fail(COUPON_EXPIRED);
  if (coupon.applies_to !== "any" && coupon.applies_to !== input.kind) throw fail(COUPON_NOT_APPLICABLE);
  const lines = await inScopeLines(db, coupon, input);
  const remaining = remainingBudget(coupon);
  if (remaining !== null && remaining <= 0) throw fail(COUPON_BUDGET_SPENT);
  const base = lines.reduce((a, l) => a + l.total_fils, 0);
  const minOrder = num(coupon.min_order_fils);
  if (base < minOrder) throw fail(couponMinOrder(aedText(minOrder)));
  if (input.userId !== null) {
    if (num(coupon.first_order_only) === 1) {
      const paid = await db
        .selectFrom("orders")
        .select("id")
        .where("user_id", "=", input.userId)
        .where("status", "=", "paid")
        .limit(1)
        .executeTakeFirst();
      if (paid) throw fail(COUPON_FIRST_ORDER);
    }
    const perUser = num(coupon.per_user_limit);
    if (perUser > 0) {
      const used = await db
        .selectFrom("coupon_redemptions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("coupon_id", "=", coupon.id)
        .where("user_id", "=", input.userId)
        .executeTakeFirstOrThrow();
      if (num(used.n) >= perUser) throw fail(COUPON_ALREADY_USED);
    }
  }
  if (codeId !== null) {
    const taken = await db
      .selectFrom("coupon_redemptions")
      .select("id")
      .where("code_id", "=", codeId)
      .executeTakeFirst();
    if (taken) throw fail(COUPON_CODE_USED);
  }
  // Reservations of live orders count (coupons.used_count); the order's creation takes one atomically.
  if (coupon.usage_limit !== null && num(coupon.used_count) >= num(coupon.usage_limit)) throw fail(COUPON_USED_UP);
  let discount = couponDiscount(coupon, base);
  if (remaining !== null) discount = Math.min(discount, remaining);
  return {
    coupon_id: coupon.id,
    code: found.code,
    code_id: codeId,
    description_en: coupon.description_en,
    description_ar: coupon.description_ar,
    discount_fils: discount,
    base_fils: base,
    scope_lines: lines,
    funded_by: coupon.funded_by === "partner" ? "partner" : "khidma",
    stacking: coupon.stacking === "combinable" ? "combinable" : "exclusive",
  };
}

/** The unique index a unique violation broke (SQLite: in the message; PostgreSQL: `constraint`), or null. */
const uniqueViolation = (err: unknown): string | null => {
  const e = err as { code?: unknown; message?: unknown; constraint?: unknown } | null;
  if (e?.code !== "SQLITE_CONSTRAINT_UNIQUE" && e?.code !== "23505") return null;
  return `${String(e.constraint ?? "")} ${String(e.message ?? "")}`;
};

export interface Reservation {
  couponId: number;
  userId: number;
  orderId: number;
  discountFils: number;
  /**
   * The generated code used (null: the coupon's own code). Left out (payment taking a released reservation
   * again): the order's `coupon_code_id`.
   */
  codeId?: number | null;
}

/**
 * Reserves one use of a coupon for an order, atomically, inside the caller's transaction (the order's; one of its
 * own when there is none). Guards that hold on SQLite and PostgreSQL under parallel checkouts, each answering 422
 * on `coupon_code`:
 * - total limit and budget in one guarded update: `used_count = used_count + 1, spent_fils = spent_fils + d where
 *   (usage_limit is null or used_count < usage_limit) and (budget_fils is null or spent_fils + d <= budget_fils)`
 *   (a row lock on PostgreSQL; the loser sees 0 rows updated and is told which limit stopped it);
 * - per customer: the reservation takes a free `slot` in 1..per_user_limit, unique per (coupon, user);
 * - first order only: no paid order yet, and `first_order_user_id` (unique) holds one live first-order coupon per
 *   customer;
 * - a generated code: `code_id` is unique, so a code is held by one live order at a time.
 * The reservation is the `coupon_redemptions` row; `releaseCoupon` removes it when the order fails or expires.
 */
export function reserveCoupon(db: Database, input: Reservation): Promise<void> {
  return inTx(db, (trx) => reserveIn(trx, input));
}

async function reserveIn(db: Database, input: Reservation): Promise<void> {
  const coupon = await db
    .selectFrom("coupons")
    .select(["id", "per_user_limit", "usage_limit", "first_order_only"])
    .where("id", "=", input.couponId)
    .executeTakeFirst();
  if (!coupon) throw fail(COUPON_INVALID);
  const held = await db
    .selectFrom("coupon_redemptions")
    .select("id")
    .where("order_id", "=", input.orderId)
    .where("coupon_id", "=", input.couponId)
    .executeTakeFirst();
  if (held) return;
  let codeId = input.codeId;
  if (codeId === undefined) {
    const order = await db
      .selectFrom("orders")
      .select("coupon_code_id")
      .where("id", "=", input.orderId)
      .executeTakeFirst();
    codeId = order?.coupon_code_id ?? null;
  }
  if (codeId !== null) {
    const taken = await db
      .selectFrom("coupon_redemptions")
      .select("id")
      .where("code_id", "=", codeId)
      .executeTakeFirst();
    if (taken) throw fail(COUPON_CODE_USED);
  }
  const firstOrder = num(coupon.first_order_only) === 1;
  if (firstOrder) {
    const paid = await db
      .selectFrom("orders")
      .select("id")
      .where("user_id", "=", input.userId)
      .where("status", "=", "paid")
      .where("id", "!=", input.orderId)
      .limit(1)
      .executeTakeFirst();
    if (paid) throw fail(COUPON_FIRST_ORDER);
  }
  const perUser = num(coupon.per_user_limit);
  let slot: number | null = null;
  if (perUser > 0) {
    const taken = new Set(
      (
        await db
          .selectFrom("coupon_redemptions")
          .select("slot")
          .where("coupon_id", "=", input.couponId)
          .where("user_id", "=", input.userId)
          .execute()
      ).map((r) => num(r.slot)),
    );
    for (let i = 1; i <= perUser && slot === null; i++) if (!taken.has(i)) slot = i;
    if (slot === null) throw fail(COUPON_ALREADY_USED);
  }
  const d = Math.max(0, Math.round(input.discountFils));
  const counted = await db
    .updateTable("coupons")
    .set((eb) => ({ used_count: eb("used_count", "+", 1), spent_fils: eb("spent_fils", "+", d) }))
    .where("id", "=", input.couponId)
    .where((eb) =>
      eb.and([
        eb.or([eb("usage_limit", "is", null), eb("used_count", "<", eb.ref("usage_limit").$castTo<number>())]),
        eb.or([
          eb("budget_fils", "is", null),
          eb(eb("spent_fils", "+", d), "<=", eb.ref("budget_fils").$castTo<number>()),
        ]),
      ]),
    )
    .executeTakeFirst();
  if (num(counted.numUpdatedRows) === 0) {
    const now = await db
      .selectFrom("coupons")
      .select(["usage_limit", "used_count"])
      .where("id", "=", input.couponId)
      .executeTakeFirstOrThrow();
    const usedUp = now.usage_limit !== null && num(now.used_count) >= num(now.usage_limit);
    throw fail(usedUp ? COUPON_USED_UP : COUPON_BUDGET_SPENT);
  }
  try {
    await db
      .insertInto("coupon_redemptions")
      .values({
        coupon_id: input.couponId,
        user_id: input.userId,
        order_id: input.orderId,
        discount_fils: d,
        slot,
        first_order_user_id: firstOrder ? input.userId : null,
        code_id: codeId,
        created_at: nowIso(),
      })
      .execute();
  } catch (err) {
    // A parallel checkout took the same code, slot or the customer's first-order claim first. The transaction
    // rolls back with this error, the counter and budget update included.
    const index = uniqueViolation(err);
    if (index === null) throw err;
    if (/code_id|coupon_redemptions_code/.test(index)) throw fail(COUPON_CODE_USED);
    throw fail(perUser > 0 ? COUPON_ALREADY_USED : COUPON_FIRST_ORDER);
  }
  // orders.coupon_code_id is the code of the order's first coupon (orders.coupon_id); a stacked second coupon's
  // code is kept in order_coupons (041)
  if (codeId !== null)
    await db
      .updateTable("orders")
      .set({ coupon_code_id: codeId })
      .where("id", "=", input.orderId)
      .where("coupon_id", "=", input.couponId)
      .execute();
}

/**
 * Releases an order's coupon reservation (the order failed, expired or was cancelled unpaid): the use and the
 * budget it held go back to the coupon, and a generated code it used is free again (the order keeps
 * `coupon_code_id`, so paying it later takes the same code again if it is still free).
 */
export function releaseCoupon(db: Database, orderId: number): Promise<void> {
  return inTx(db, async (trx) => {
    const rows = await trx
      .selectFrom("coupon_redemptions")
      .select(["id", "coupon_id", "discount_fils"])
      .where("order_id", "=", orderId)
      .execute();
    for (const r of rows) {
      await trx.deleteFrom("coupon_redemptions").where("id", "=", r.id).execute();
      const d = num(r.discount_fils);
      await trx
        .updateTable("coupons")
        .set((eb) => ({ used_count: eb("used_count", "-", 1) }))
        .where("id", "=", r.coupon_id)
        .where("used_count", ">", 0)
        .execute();
      await trx
        .updateTable("coupons")
        .set({ spent_fils: sql<number>`case when spent_fils > ${d} then spent_fils - ${d} else 0 end` })
        .where("id", "=", r.coupon_id)
        .execute();
    }
  });
}

/** Records that a user redeemed a coupon on an order: the same guarded reservation as at checkout. */
export const recordRedemption = (db: Database, input: Reservation): Promise<void> => reserveCoupon(db, input);
