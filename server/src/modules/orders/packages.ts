import { sql } from "kysely";
import { type Database, nowIso, type PaymentMethod, type UnusedVisits } from "../../db/database.js";
import { dubaiDate } from "../../lib/dubai.js";
import { ApiError, fieldError } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { aed } from "../../lib/money.js";
import { num, orderedWindow, type PageRequest, pageOf } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import { type CartOwner, packageCart, packageCouponLines } from "../cart/service.js";
import { checkoutCodes, evaluateStack, orderCoupons, type StackResult } from "../coupons/stacking.js";
import { PACKAGE_CART_EMPTY, START_DATE_WINDOW } from "./messages.js";
import { createOrder, payOrderFromWallet } from "./service.js";

export const subscriptionNumber = (id: number) => `PK-${String(id).padStart(6, "0")}`;

/** `YYYY-MM-DD` plus `days`. */
export const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** `YYYY-MM-DD` plus `months`, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export const addMonths = (date: string, months: number) => {
  const [y, m, d] = date.split("-").map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
};

const monthsAr = (n: number) => (n === 1 ? "شهر واحد" : n === 2 ? "شهران" : n <= 10 ? `${n} أشهر` : `${n} شهراً`);

export interface PackageCheckoutInput {
  userId: number;
  owner: CartOwner;
  user_address_id: number;
  start_date: string;
  payment_method: Extract<PaymentMethod, "card" | "wallet">;
  coupon_code?: string | null;
  idempotencyKey?: string | null;
}

/**
 * `POST package/checkout`: the caller's package cart becomes a package order (one line per package) and a pending
 * subscription per package (active once paid). Card: the order stays pending (pay with `payment/pay`); wallet: paid
 * at once (422 on `payment_method` when the balance is short, and then nothing is created). Answers the order id.
 */
export async function checkoutPackageCart(db: Database, input: PackageCheckoutInput): Promise<number> {
  const today = dubaiDate();
  if (input.start_date < addDays(today, 1) || input.start_date > addDays(today, 60))
    throw fieldError("start_date", START_DATE_WINDOW);
  const address = await db
    .selectFrom("user_addresses")
    .select("id")
    .where("id", "=", input.user_address_id)
    .where("user_id", "=", input.userId)
    .executeTakeFirst();
  if (!address) throw fieldError("user_address_id", "The selected user address id is invalid.");

  const cart = await packageCart(db, input.owner, "en");
  if (cart.id === null || cart.items.length === 0) throw fieldError("cart", PACKAGE_CART_EMPTY);

  // The coupons: the cart's (one, or two stacked), or the one sent now alone when it is not one of them, re-checked
  // against the cart as it is. Saved codes that stopped being valid are dropped from the cart and answered with 422
  // on coupon_code (the cart is kept).
  let stack: StackResult | null = null;
  const sent = input.coupon_code?.trim();
  const codes = checkoutCodes(sent, cart.saved_coupon_codes);
  if (codes.length > 0) {
    try {
      stack = await evaluateStack(db, {
        codes,
        userId: input.userId,
        kind: "package",
        subtotalFils: cart.subtotal_fils,
        partnerId: cart.partner_id,
        lines: packageCouponLines(cart),
      });
    } catch (err) {
      if (err instanceof ApiError && !sent)
        await db
          .updateTable("carts")
          .set({
            coupon_id: null,
            coupon_code: null,
            second_coupon_id: null,
            second_coupon_code: null,
            updated_at: nowIso(),
          })
          .where("id", "=", cart.id)
          .execute();
      throw err;
    }
  }

  const cartId = cart.id;
  return inTx(db, async (trx) => {
    const order = await createOrder(trx, {
      userId: input.userId,
      partnerId: cart.partner_id,
      kind: "package",
      paymentMethod: input.payment_method,
      lines: cart.items.map((item) => ({
        description_en: `${item.name_en}, ${item.quote.duration_months} ${item.quote.duration_months === 1 ? "month" : "months"} (${item.property_type} ${item.property_size})`,
        description_ar: `${item.name_ar}، ${monthsAr(item.quote.duration_months)} (${item.property_type} ${item.property_size})`,
        package_id: item.package_id,
        quantity: 1,
        unit_price_fils: item.total_fils,
      })),
      stack: orderCoupons(stack),
      cartId,
      idempotencyKey: input.idempotencyKey ?? null,
    });
    const lines = await trx
      .selectFrom("order_lines")
      .select(["package_id", "total_fils"])
      .where("order_id", "=", order.id)
      .orderBy("id")
      .execute();
    const at = nowIso();
    for (const [i, item] of cart.items.entries()) {
      const { id } = await trx
        .insertInto("package_subscriptions")
        .values({
          number: `TMP-${order.id}-${i}-${Math.random().toString(36).slice(2)}`,
          order_id: order.id,
          user_id: input.userId,
          package_id: item.package_id,
          package_duration_id: item.package_duration_id,
          partner_id: item.partner_id,
          property_type: item.property_type,
          property_size: item.property_size,
          user_address_id: input.user_address_id,
          starts_on: input.start_date,
          ends_on: addMonths(input.start_date, item.quote.duration_months),
          visits_total: num(item.quote.visits_total),
          visits_used: 0,
          total_fils: num(lines[i]?.total_fils ?? item.total_fils),
          // the package's rule for unused visits as bought (issue 16)
          unused_visits: sql<UnusedVisits>`(select unused_visits from packages where id = ${item.package_id})`,
          status: "pending",
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("package_subscriptions")
        .set({ number: subscriptionNumber(id) })
        .where("id", "=", id)
        .execute();
    }
    if (input.payment_method === "wallet") await payOrderFromWallet(trx, order.id);
    return order.id;
  });
}

/** The caller's package subscriptions, newest first. */
export async function listSubscriptions(db: Database, userId: number, lang: Lang, page: PageRequest) {
  const ar = lang === "ar";
  const count = await db
    .selectFrom("package_subscriptions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  const q = db
    .selectFrom("package_subscriptions as s")
    .innerJoin("packages as k", "k.id", "s.package_id")
    .innerJoin("partners as p", "p.id", "s.partner_id")
    .innerJoin("package_durations as d", "d.id", "s.package_duration_id")
    .innerJoin("orders as o", "o.id", "s.order_id")
    .selectAll("s")
    .select([
      "k.name_en as package_name_en",
      "k.name_ar as package_name_ar",
      "k.image as package_image",
      "p.name_en as partner_name_en",
      "p.name_ar as partner_name_ar",
      "d.months",
      "d.label_en",
      "d.label_ar",
      "o.number as order_number",
    ])
    .where("s.user_id", "=", userId);
  const rows = await orderedWindow(q, "s.id", "s.id", "desc", page).execute();
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      number: r.number,
      package: { id: r.package_id, name: ar ? r.package_name_ar : r.package_name_en, image: r.package_image ?? null },
      partner: { id: r.partner_id, name: ar ? r.partner_name_ar : r.partner_name_en },
      duration: { id: r.package_duration_id, months: num(r.months), label: ar ? r.label_ar : r.label_en },
      property_type: r.property_type,
      property_size: r.property_size,
      starts_on: r.starts_on,
      ends_on: r.ends_on,
      visits_total: num(r.visits_total),
      visits_used: num(r.visits_used),
      total: aed(num(r.total_fils)),
      status: r.status,
      order_id: r.order_id,
      order_number: r.order_number,
    })),
    num(count.n),
    page,
  );
}
