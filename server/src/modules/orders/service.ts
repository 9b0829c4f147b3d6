import { type Database, nowIso, type OrderKind, type PaymentMethod } from "../../db/database.js";
import { ApiError, fieldError } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { aed, VAT_PERCENTAGE, vatOf } from "../../lib/money.js";
import { num } from "../../lib/query.js";
import { clearCartById } from "../cart/service.js";
import { recordRedemption } from "../coupons/service.js";
import { notify } from "../notifications/service.js";
import { creditWallet, debitWallet } from "../wallet/service.js";
import { ORDER_ALREADY_PAID, ORDER_NOT_FOUND, ORDER_NOT_PAYABLE } from "./messages.js";
import { aedText, dubaiDate, inTx, LOCKS, serialize } from "./tx.js";

export interface OrderLineInput {
  description_en: string;
  description_ar: string;
  service_id?: number | null;
  package_id?: number | null;
  quantity: number;
  /** VAT-inclusive unit price in fils. */
  unit_price_fils: number;
}

export interface CreateOrderInput {
  userId: number;
  partnerId: number | null;
  kind: OrderKind;
  paymentMethod: PaymentMethod;
  lines: OrderLineInput[];
  coupon?: { coupon_id: number; discount_fils: number } | null;
  /** The cart this order empties once paid (or at once for cash). */
  cartId?: number | null;
  idempotencyKey?: string | null;
}

export interface PaymentInfo {
  /** test | wallet | cash | the card gateway's name */
  gateway: string;
  reference?: string | null;
  brand?: string | null;
  last4?: string | null;
}

/** `KH-000123` from the order id (ids are sequential, so numbers are too, and unique under concurrency). */
export const orderNumber = (id: number) => `KH-${String(id).padStart(6, "0")}`;
export const invoiceNumber = (sequence: number) => `INV-${String(sequence).padStart(6, "0")}`;

/**
 * Splits `total` into integer parts proportional to `weights` that sum to `total` exactly (largest remainder;
 * ties go to the earlier part).
 */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map((x) => Math.floor(x));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0 && order.length > 0; k = (k + 1) % order.length, left--) parts[order[k].i] += 1;
  return parts;
}

/**
 * The contract's VAT rule: subtotal = sum of lines (gross), total = subtotal - discount, VAT = round(total x 5/105);
 * each line carries its share of the discount (proportional to its gross) and a VAT that sums to the order's VAT
 * exactly. A wallet top-up is not a supply: no VAT.
 */
export function orderTotals(lines: OrderLineInput[], discountFils: number, vatApplies = true) {
  const gross = lines.map((l) => Math.round(l.quantity * l.unit_price_fils));
  const subtotal = gross.reduce((a, b) => a + b, 0);
  const discount = Math.max(0, Math.min(Math.round(discountFils), subtotal));
  const total = subtotal - discount;
  const shares = apportion(discount, gross);
  const lineTotals = gross.map((g, i) => g - shares[i]);
  const vat = vatApplies ? vatOf(total) : 0;
  const lineVats = vatApplies ? apportion(vat, lineTotals) : lineTotals.map(() => 0);
  return { subtotal, discount, total, vat, lineTotals, lineVats };
}

/** Creates a pending order with its lines (totals and VAT per the contract). */
export async function createOrder(
  db: Database,
  input: CreateOrderInput,
): Promise<{ id: number; number: string; total_fils: number }> {
  if (input.lines.length === 0) throw new Error("an order needs at least one line");
  const t = orderTotals(input.lines, input.coupon?.discount_fils ?? 0, input.kind !== "topup");
  return inTx(db, async (trx) => {
    const at = nowIso();
    const { id } = await trx
      .insertInto("orders")
      .values({
        number: `TMP-${at}-${Math.random().toString(36).slice(2)}`,
        user_id: input.userId,
        partner_id: input.partnerId,
        kind: input.kind,
        status: "pending",
        payment_method: input.paymentMethod,
        subtotal_fils: t.subtotal,
        discount_fils: t.discount,
        total_fils: t.total,
        vat_fils: t.vat,
        wallet_fils: 0,
        coupon_id: input.coupon?.coupon_id ?? null,
        cart_id: input.cartId ?? null,
        idempotency_key: input.idempotencyKey ?? null,
        paid_at: null,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const number = orderNumber(id);
    await trx.updateTable("orders").set({ number }).where("id", "=", id).execute();
    await trx
      .insertInto("order_lines")
      .values(
        input.lines.map((l, i) => ({
          order_id: id,
          description_en: l.description_en,
          description_ar: l.description_ar,
          service_id: l.service_id ?? null,
          package_id: l.package_id ?? null,
          quantity: l.quantity,
          unit_price_fils: l.unit_price_fils,
          total_fils: t.lineTotals[i],
          vat_fils: t.lineVats[i],
        })),
      )
      .execute();
    return { id, number, total_fils: t.total };
  });
}

async function loadOrder(db: Database, orderId: number) {
  const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
  return order;
}

/** Records the order's coupon once (at payment, or when a cash order is placed). */
async function redeemCoupon(trx: Database, order: { id: number; user_id: number; coupon_id: number | null }) {
  if (order.coupon_id === null) return;
  const o = await trx.selectFrom("orders").select("discount_fils").where("id", "=", order.id).executeTakeFirstOrThrow();
  const done = await trx
    .selectFrom("coupon_redemptions")
    .select("id")
    .where("order_id", "=", order.id)
    .executeTakeFirst();
  if (done) return;
  await recordRedemption(trx, {
    couponId: order.coupon_id,
    userId: order.user_id,
    orderId: order.id,
    discountFils: num(o.discount_fils),
  });
}

/** The supply date of an order: the booking's day, the package's start, else the payment day (Asia/Dubai). */
async function supplyDate(trx: Database, orderId: number, paidAt: string): Promise<string> {
  const booking = await trx
    .selectFrom("bookings")
    .select("scheduled_at")
    .where("order_id", "=", orderId)
    .orderBy("id")
    .executeTakeFirst();
  if (booking) return dubaiDate(booking.scheduled_at);
  const sub = await trx
    .selectFrom("package_subscriptions")
    .select("starts_on")
    .where("order_id", "=", orderId)
    .orderBy("id")
    .executeTakeFirst();
  if (sub) return sub.starts_on;
  return dubaiDate(paidAt);
}

const KIND_TEXT: Record<OrderKind, [string, string]> = {
  booking: ["booking", "الحجز"],
  package: ["package", "الباقة"],
  quotation: ["quotation", "عرض السعر"],
  reschedule: ["reschedule fee", "رسوم إعادة الجدولة"],
  topup: ["wallet top-up", "شحن المحفظة"],
};

/** The SPA page about an order. */
async function orderLink(trx: Database, order: { id: number; kind: OrderKind }): Promise<string> {
  if (order.kind === "topup") return "/wallet";
  if (order.kind === "package") return "/profile/packages";
  const booking = await trx.selectFrom("bookings").select("id").where("order_id", "=", order.id).executeTakeFirst();
  return booking ? `/bookings/${booking.id}` : `/booking/summary/${order.id}`;
}

/**
 * Marks an order paid (once; a repeat does nothing): status and paid_at, a succeeded payment, the next tax invoice
 * (INV-000001, no gaps; not for wallet top-ups), the coupon redemption, the cart emptied, its bookings paid, its
 * package subscriptions active, its quotation accepted, a top-up credited to the wallet, and a notification.
 */
export async function markOrderPaid(db: Database, orderId: number, payment: PaymentInfo): Promise<void> {
  await inTx(db, async (trx) => {
    const order = await loadOrder(trx, orderId);
    if (order.status === "paid") return;
    const at = nowIso();
    const total = num(order.total_fils);
    const updated = await trx
      .updateTable("orders")
      .set({
        status: "paid",
        paid_at: at,
        updated_at: at,
        ...(payment.gateway === "wallet" ? { wallet_fils: total } : {}),
      })
      .where("id", "=", orderId)
      .where("status", "!=", "paid")
      .executeTakeFirst();
    if (num(updated.numUpdatedRows) === 0) return;
    await trx
      .insertInto("payments")
      .values({
        order_id: orderId,
        gateway: payment.gateway,
        amount_fils: total,
        status: "succeeded",
        reference: payment.reference ?? null,
        card_brand: payment.brand ?? null,
        card_last4: payment.last4 ?? null,
        failure_message: null,
        created_at: at,
      })
      .execute();

    if (order.kind !== "topup") {
      const existing = await trx.selectFrom("invoices").select("id").where("order_id", "=", orderId).executeTakeFirst();
      if (!existing) {
        await serialize(trx, LOCKS.invoices);
        const last = await trx
          .selectFrom("invoices")
          .select((eb) => eb.fn.max<number>("sequence").as("n"))
          .executeTakeFirst();
        const sequence = num(last?.n) + 1;
        await trx
          .insertInto("invoices")
          .values({
            number: invoiceNumber(sequence),
            sequence,
            order_id: orderId,
            issued_at: at,
            supply_date: await supplyDate(trx, orderId, at),
          })
          .execute();
      }
    }

    await redeemCoupon(trx, order);
    if (order.cart_id !== null) await clearCartById(trx, order.cart_id);
    await trx
      .updateTable("bookings")
      .set({ payment_status: "paid", updated_at: at })
      .where("order_id", "=", orderId)
      .execute();
    await trx
      .updateTable("package_subscriptions")
      .set({ status: "active", updated_at: at })
      .where("order_id", "=", orderId)
      .where("status", "=", "pending")
      .execute();
    await trx
      .updateTable("quotations")
      .set({ status: "accepted", updated_at: at })
      .where("order_id", "=", orderId)
      .execute();
    await trx
      .updateTable("quotations")
      .set({ responded_at: at })
      .where("order_id", "=", orderId)
      .where("responded_at", "is", null)
      .execute();
    if (order.kind === "topup") {
      await creditWallet(trx, {
        userId: order.user_id,
        amountFils: total,
        type: "topup",
        orderId,
        description_en: `Wallet top-up (${order.number})`,
        description_ar: `شحن المحفظة (${order.number})`,
      });
    }
    const [kindEn, kindAr] = KIND_TEXT[order.kind] ?? KIND_TEXT.booking;
    await notify(trx, {
      userId: order.user_id,
      type: order.kind === "topup" ? "wallet" : "payment",
      title_en: order.kind === "topup" ? "Wallet topped up" : "Payment received",
      title_ar: order.kind === "topup" ? "تم شحن المحفظة" : "تم استلام الدفعة",
      body_en: `We received AED ${aedText(total)} for your ${kindEn} (order ${order.number}).`,
      body_ar: `استلمنا ${aedText(total)} درهم مقابل ${kindAr} (الطلب ${order.number}).`,
      link: await orderLink(trx, order),
    });
  });
}

/** Records a declined card payment: the order (and its bookings) become `failed`, with a notification. */
export async function markOrderFailed(
  db: Database,
  orderId: number,
  payment: PaymentInfo & { failureMessage: string },
): Promise<void> {
  await inTx(db, async (trx) => {
    const order = await loadOrder(trx, orderId);
    if (order.status === "paid") return;
    const at = nowIso();
    await trx.updateTable("orders").set({ status: "failed", updated_at: at }).where("id", "=", orderId).execute();
    await trx
      .insertInto("payments")
      .values({
        order_id: orderId,
        gateway: payment.gateway,
        amount_fils: num(order.total_fils),
        status: "declined",
        reference: payment.reference ?? null,
        card_brand: payment.brand ?? null,
        card_last4: payment.last4 ?? null,
        failure_message: payment.failureMessage,
        created_at: at,
      })
      .execute();
    await trx
      .updateTable("bookings")
      .set({ payment_status: "failed", updated_at: at })
      .where("order_id", "=", orderId)
      .where("payment_status", "=", "pending")
      .execute();
    await notify(trx, {
      userId: order.user_id,
      type: "payment",
      title_en: "Payment failed",
      title_ar: "فشلت عملية الدفع",
      body_en: `Your payment of AED ${aedText(num(order.total_fils))} for order ${order.number} was declined. You can try again with another card.`,
      body_ar: `تم رفض دفعتك بقيمة ${aedText(num(order.total_fils))} درهم للطلب ${order.number}. يمكنك المحاولة مرة أخرى ببطاقة أخرى.`,
      link: await orderLink(trx, order),
    });
  });
}

/** 422 on `order_id` unless the order can still be paid (pending or failed). */
export function assertPayable(order: { status: string }) {
  if (order.status === "paid") throw fieldError("order_id", ORDER_ALREADY_PAID);
  if (order.status !== "pending" && order.status !== "failed") throw fieldError("order_id", ORDER_NOT_PAYABLE);
}

/** Pays an order from the wallet (422 on `payment_method` when the balance is short), then marks it paid. */
export async function payOrderFromWallet(db: Database, orderId: number): Promise<void> {
  await inTx(db, async (trx) => {
    const order = await loadOrder(trx, orderId);
    assertPayable(order);
    const total = num(order.total_fils);
    if (total > 0) {
      await debitWallet(trx, {
        userId: order.user_id,
        amountFils: total,
        type: "payment",
        orderId,
        description_en: `Payment for order ${order.number}`,
        description_ar: `دفع الطلب ${order.number}`,
      });
    }
    await markOrderPaid(trx, orderId, { gateway: "wallet" });
  });
}

/**
 * Cash on delivery: the order stays pending (method cash), the cart empties at once, its bookings are `cash`, the
 * coupon counts as used. The partner marks it paid later (`markOrderPaid` with gateway "cash"), which issues the
 * invoice.
 */
export async function confirmCashOrder(db: Database, orderId: number): Promise<void> {
  await inTx(db, async (trx) => {
    const order = await loadOrder(trx, orderId);
    const at = nowIso();
    if (order.payment_method !== "cash")
      await trx
        .updateTable("orders")
        .set({ payment_method: "cash", updated_at: at })
        .where("id", "=", orderId)
        .execute();
    await redeemCoupon(trx, order);
    if (order.cart_id !== null) await clearCartById(trx, order.cart_id);
    await trx
      .updateTable("bookings")
      .set({ payment_status: "cash", updated_at: at })
      .where("order_id", "=", orderId)
      .execute();
  });
}

/* ---------------------------------------------------------------- views ---------------------------------------- */

const pick = (lang: Lang, en: string, ar: string) => (lang === "ar" ? ar || en : en);

/** Summary `{currency, subtotal, discount, total, vat_percentage, vat_amount, total_excl_vat}` (AED) from fils. */
export const summaryOf = (subtotal: number, discount: number, total: number, vat: number) => ({
  currency: "AED" as const,
  subtotal: aed(subtotal),
  discount: aed(discount),
  total: aed(total),
  vat_percentage: VAT_PERCENTAGE,
  vat_amount: aed(vat),
  total_excl_vat: aed(total - vat),
});

/** The order of `userId` (404 for anyone else's) as the contract's Order. */
export async function orderView(db: Database, orderId: number, userId: number, lang: Lang) {
  const order = await db
    .selectFrom("orders as o")
    .leftJoin("partners as p", "p.id", "o.partner_id")
    .leftJoin("coupons as c", "c.id", "o.coupon_id")
    .selectAll("o")
    .select(["p.name_en as partner_name_en", "p.name_ar as partner_name_ar", "c.code as coupon_code"])
    .where("o.id", "=", orderId)
    .where("o.user_id", "=", userId)
    .executeTakeFirst();
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
  const [lines, payments, booking, subscription, invoice] = await Promise.all([
    db.selectFrom("order_lines").selectAll().where("order_id", "=", orderId).orderBy("id").execute(),
    db.selectFrom("payments").selectAll().where("order_id", "=", orderId).orderBy("id").execute(),
    db.selectFrom("bookings").select("id").where("order_id", "=", orderId).orderBy("id").executeTakeFirst(),
    db
      .selectFrom("package_subscriptions")
      .select("id")
      .where("order_id", "=", orderId)
      .orderBy("id")
      .executeTakeFirst(),
    db.selectFrom("invoices").select(["id", "number"]).where("order_id", "=", orderId).executeTakeFirst(),
  ]);
  return {
    id: order.id,
    number: order.number,
    kind: order.kind,
    status: order.status,
    payment_method: order.payment_method,
    partner:
      order.partner_id === null
        ? null
        : {
            id: order.partner_id,
            name: pick(lang, order.partner_name_en ?? "", order.partner_name_ar ?? ""),
          },
    lines: lines.map((l) => ({
      description: pick(lang, l.description_en, l.description_ar),
      description_en: l.description_en,
      description_ar: l.description_ar,
      service_id: l.service_id ?? null,
      package_id: l.package_id ?? null,
      quantity: num(l.quantity),
      unit_price: aed(num(l.unit_price_fils)),
      total: aed(num(l.total_fils)),
      vat_amount: aed(num(l.vat_fils)),
    })),
    summary: {
      ...summaryOf(num(order.subtotal_fils), num(order.discount_fils), num(order.total_fils), num(order.vat_fils)),
      wallet_amount: aed(num(order.wallet_fils)),
    },
    coupon_code: order.coupon_code ?? null,
    created_at: order.created_at,
    paid_at: order.paid_at ?? null,
    booking_id: booking?.id ?? null,
    subscription_id: subscription?.id ?? null,
    invoice: invoice ? { id: invoice.id, number: invoice.number } : null,
    payments: payments.map((p) => ({
      status: p.status,
      gateway: p.gateway,
      card_brand: p.card_brand ?? null,
      card_last4: p.card_last4 ?? null,
      amount: aed(num(p.amount_fils)),
      failure_message: p.failure_message ?? null,
      created_at: p.created_at,
    })),
  };
}
export type OrderView = Awaited<ReturnType<typeof orderView>>;

/** Order data a 402 decline carries. */
export const declineData = (order: { id: number; number: string }) => ({
  order_id: order.id,
  order_number: order.number,
  status: "failed" as const,
});
