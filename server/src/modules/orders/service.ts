import { type Database, nowIso, type OrderKind, type OrderStatus, type PaymentMethod } from "../../db/database.js";
import { dubaiDate } from "../../lib/dubai.js";
import { ApiError, fieldError } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { aed, aedText, bpPercent, VAT_BP, vatOf } from "../../lib/money.js";
import { num } from "../../lib/query.js";
import { inTx, LOCKS, serialize } from "../../lib/tx.js";
import { HISTORY_NOTES, historyNoteColumns } from "../bookings/history-notes.js";
import { clearCartById } from "../cart/service.js";
import { vatRateBp } from "../config/settings.js";
import { releaseCoupon, reserveCoupon } from "../coupons/service.js";
import type { OrderCoupons } from "../coupons/stacking.js";
import { commissionForLines } from "../ledger/commission.js";
import { syncOrderLedger } from "../ledger/sync.js";
import { notify } from "../notifications/service.js";
import { creditWallet, debitWallet } from "../wallet/service.js";
import { cartCheckedOut, ORDER_ALREADY_PAID, ORDER_EXPIRED, ORDER_NOT_FOUND, ORDER_NOT_PAYABLE } from "./messages.js";
import { orderCouponViews } from "./order-coupons.js";

export interface OrderLineInput {
  description_en: string;
  description_ar: string;
  service_id?: number | null;
  package_id?: number | null;
  quantity: number;
  /** VAT-inclusive unit price in fils. */
  unit_price_fils: number;
  /** The category a line without a service or package is sold in (its commission rate's scope), e.g. a quotation's. */
  category_id?: number | null;
}

export interface CreateOrderInput {
  userId: number;
  partnerId: number | null;
  kind: OrderKind;
  paymentMethod: PaymentMethod;
  lines: OrderLineInput[];
  /** `code_id`: the generated code used (issue 17a; null or absent: the coupon's own code). */
  coupon?: { coupon_id: number; discount_fils: number; code_id?: number | null } | null;
  /**
   * The cart's one or two coupons as `evaluateStack` applied them (issue 17, stacking; instead of `coupon`). Two:
   * each line carries the discounts the stack gave it and the partner-funded part of them.
   */
  stack?: OrderCoupons | null;
  /** The cart this order empties once paid (or at once for cash). */
  cartId?: number | null;
  idempotencyKey?: string | null;
  /** The booking a quotation or reschedule-fee order belongs to (orders.booking_id; issue 17b). */
  bookingId?: number | null;
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
 * The contract's VAT rule: subtotal = sum of lines (gross), total = subtotal - discount, VAT = round(total x r/(100+r)) at the saved rate r (5%);
 * each line carries its share of the discount (proportional to its gross) and a VAT that sums to the order's VAT
 * exactly. A wallet top-up is not a supply: no VAT.
 */
export function orderTotals(lines: OrderLineInput[], discountFils: number, vatApplies = true, vatBp: number = VAT_BP) {
  const gross = lines.map((l) => Math.round(l.quantity * l.unit_price_fils));
  const subtotal = gross.reduce((a, b) => a + b, 0);
  const discount = Math.max(0, Math.min(Math.round(discountFils), subtotal));
  const total = subtotal - discount;
  const shares = apportion(discount, gross);
  const lineTotals = gross.map((g, i) => g - shares[i]);
  const vat = vatApplies ? vatOf(total, vatBp) : 0;
  const lineVats = vatApplies ? apportion(vat, lineTotals) : lineTotals.map(() => 0);
  return { subtotal, discount, total, vat, lineTotals, lineVats };
}

/** orderTotals when each line's discount is known (a stack of two coupons): never below zero per line. */
export function orderTotalsOfShares(lines: OrderLineInput[], shares: number[], vatBp: number = VAT_BP) {
  const gross = lines.map((l) => Math.round(l.quantity * l.unit_price_fils));
  const subtotal = gross.reduce((a, b) => a + b, 0);
  const lineTotals = gross.map((g, i) => g - Math.max(0, Math.min(Math.round(shares[i] ?? 0), g)));
  const total = lineTotals.reduce((a, b) => a + b, 0);
  const vat = vatOf(total, vatBp);
  return { subtotal, discount: subtotal - total, total, vat, lineTotals, lineVats: apportion(vat, lineTotals) };
}

/** Minutes an unpaid card or wallet order stays payable, holding its booking slot and coupon. */
export const ORDER_PAYMENT_MINUTES = 30;
/** A payment attempt that starts near the end keeps the order this long, so it cannot expire mid-charge. */
const PAYMENT_GRACE_MS = 2 * 60_000;

const OPEN_ORDER: OrderStatus[] = ["pending", "failed"];

/**
 * Expires one unpaid card or wallet order whose time is up: the order becomes `cancelled`, its coupon reservation
 * is released, its still-requested bookings are cancelled (freeing the slot) and its pending subscriptions too.
 * Does nothing for an order that is paid, cash, or not yet due. Answers true when it expired the order.
 */
export async function expireOrder(db: Database, orderId: number, now: Date = new Date(), force = false) {
  return inTx(db, async (trx) => {
    const at = now.toISOString();
    let q = trx
      .updateTable("orders")
      .set({ status: "cancelled", updated_at: at })
      .where("id", "=", orderId)
      .where("status", "in", OPEN_ORDER)
      .where("payment_method", "!=", "cash");
    if (!force) q = q.where("expires_at", "<=", at);
    const res = await q.executeTakeFirst();
    if (num(res.numUpdatedRows) === 0) return false;
    await releaseCoupon(trx, orderId);
    const bookings = await trx
      .selectFrom("bookings")
      .select("id")
      .where("order_id", "=", orderId)
      .where("status", "=", "requested")
      .execute();
    for (const b of bookings) {
      await trx
        .updateTable("bookings")
        .set({
          status: "cancelled",
          payment_status: "failed",
          cancel_reason: "Not paid in time",
          cancelled_at: at,
          updated_at: at,
        })
        .where("id", "=", b.id)
        .execute();
      await trx
        .insertInto("booking_status_history")
        .values({
          booking_id: b.id,
          status: "cancelled",
          ...historyNoteColumns(HISTORY_NOTES.notPaidInTime()),
          actor_user_id: null,
          created_at: at,
        })
        .execute();
    }
    await trx
      .updateTable("package_subscriptions")
      .set({ status: "cancelled", updated_at: at })
      .where("order_id", "=", orderId)
      .where("status", "=", "pending")
      .execute();
    // an approved quotation whose card payment never came waits for an answer again (issue 16)
    await trx
      .updateTable("quotations")
      .set({ status: "pending", order_id: null, responded_at: null, updated_at: at })
      .where("order_id", "=", orderId)
      .where("status", "=", "accepted")
      .execute();
    return true;
  });
}

/**
 * Expires the unpaid card and wallet orders that are due (of one user, or everyone's for the periodic sweep),
 * `limit` at a time through the `orders_expires` index. Answers how many expired.
 */
export async function expireDueOrders(
  db: Database,
  options: { userId?: number; limit?: number; now?: Date } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  let q = db
    .selectFrom("orders")
    .select("id")
    .where("expires_at", "<=", now.toISOString())
    .where("status", "in", OPEN_ORDER)
    .orderBy("expires_at")
    .limit(options.limit ?? 200);
  if (options.userId !== undefined) q = q.where("user_id", "=", options.userId);
  let n = 0;
  for (const { id } of await q.execute()) if (await expireOrder(db, id, now)) n++;
  return n;
}

/** Starts the periodic sweep of due orders (every `intervalMs`); answers a function that stops it. */
export function startOrderExpirySweep(db: Database, intervalMs = 60_000, log?: (err: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireDueOrders(db, { limit: 500 })
      .catch((err) => log?.(err))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Creates a pending order with its lines (totals and VAT per the contract). Each line stores the commission rate in
 * force now for the order's partner and the line's category, and the order the VAT rate it is sold with (issue 17b).
 */
export async function createOrder(
  db: Database,
  input: CreateOrderInput,
): Promise<{ id: number; number: string; total_fils: number }> {
  if (input.lines.length === 0) throw new Error("an order needs at least one line");
  const taxed = input.kind !== "topup";
  // the rate saved in settings now; the order keeps it, so a later change never alters this order or its invoice
  const vatBp = taxed ? await vatRateBp(db) : 0;
  const stack = input.stack && input.stack.coupons.length > 0 ? input.stack : null;
  const first = stack ? (stack.coupons.find((c) => c.slot === 0) ?? stack.coupons[0]) : null;
  const stacked = stack && stack.coupons.length > 1 ? stack : null;
  const t = stacked
    ? orderTotalsOfShares(input.lines, stacked.line_discounts, vatBp)
    : orderTotals(
        input.lines,
        stack ? stack.coupons[0].discount_fils : (input.coupon?.discount_fils ?? 0),
        taxed,
        vatBp,
      );
  // orders.coupon_id: the cart's first code, as before stacking; every coupon is in order_coupons (041)
  const couponId = first ? first.coupon_id : (input.coupon?.coupon_id ?? null);
  return inTx(db, async (trx) => {
    const at = nowIso();
    const rates = await commissionForLines(trx, input.partnerId, at, input.lines);
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
        coupon_id: couponId,
        cart_id: input.cartId ?? null,
        idempotency_key: input.idempotencyKey ?? null,
        vat_rate_bp: vatBp,
        booking_id: input.bookingId ?? null,
        paid_at: null,
        expires_at:
          input.paymentMethod === "cash"
            ? null
            : new Date(Date.parse(at) + ORDER_PAYMENT_MINUTES * 60_000).toISOString(),
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
          commission_bp: rates[i],
          partner_discount_fils: stacked ? (stacked.line_partner_discounts[i] ?? 0) : null,
        })),
      )
      .execute();
    // The coupon use is reserved now, in this transaction (422 on coupon_code when a parallel checkout took it).
    if (stack)
      for (const c of stack.coupons) {
        await trx
          .insertInto("order_coupons")
          .values({
            order_id: id,
            coupon_id: c.coupon_id,
            code_id: c.code_id,
            funded_by: c.funded_by,
            discount_fils: stacked ? c.discount_fils : t.discount,
            position: c.position,
          })
          .execute();
        await reserveCoupon(trx, {
          couponId: c.coupon_id,
          userId: input.userId,
          orderId: id,
          discountFils: stacked ? c.discount_fils : t.discount,
          codeId: c.code_id,
        });
      }
    else if (input.coupon)
      await reserveCoupon(trx, {
        couponId: input.coupon.coupon_id,
        userId: input.userId,
        orderId: id,
        discountFils: t.discount,
        codeId: input.coupon.code_id ?? null,
      });
    if (input.cartId !== undefined && input.cartId !== null) await assertCartNotCheckedOut(trx, input, id);
    return { id, number, total_fils: t.total };
  });
}

/**
 * One cart, one live order: a new checkout of a cart whose earlier order is still pending payment answers 409
 * (with that order's id and number, so the client can pay it). Earlier orders of the cart that failed (a declined
 * card) are given up and expired at once, releasing their slot and coupon: the customer is checking out again.
 */
async function assertCartNotCheckedOut(trx: Database, input: CreateOrderInput, newId: number) {
  await expireDueOrders(trx, { userId: input.userId, limit: 50 });
  const earlier = await trx
    .selectFrom("orders")
    .select(["id", "number", "status"])
    .where("cart_id", "=", input.cartId!)
    .where("id", "!=", newId)
    .where("status", "in", OPEN_ORDER)
    .where("payment_method", "!=", "cash")
    .execute();
  const pending = earlier.find((o) => o.status === "pending");
  if (pending)
    throw new ApiError(409, cartCheckedOut(pending.number), undefined, {
      order_id: pending.id,
      order_number: pending.number,
    });
  for (const o of earlier) await expireOrder(trx, o.id, new Date(), true);
}

async function loadOrder(db: Database, orderId: number) {
  const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
  return order;
}

/**
 * Holds the order's coupon: the reservation made at checkout, or a new one when it was released (a declined card
 * releases it). Re-checks the limits then: 422 on coupon_code when the coupon was used up meanwhile, or the
 * customer has paid another order since (first-order coupons).
 */
async function redeemCoupon(trx: Database, order: { id: number; user_id: number; coupon_id: number | null }) {
  if (order.coupon_id === null) return;
  // every coupon of the order (two when stacked), each with its own discount and code (041)
  const held = await trx
    .selectFrom("order_coupons")
    .select(["coupon_id", "code_id", "discount_fils"])
    .where("order_id", "=", order.id)
    .orderBy("position")
    .execute();
  if (held.length > 0) {
    for (const c of held)
      await reserveCoupon(trx, {
        couponId: c.coupon_id,
        userId: order.user_id,
        orderId: order.id,
        discountFils: num(c.discount_fils),
        codeId: c.code_id,
      });
    return;
  }
  const o = await trx.selectFrom("orders").select("discount_fils").where("id", "=", order.id).executeTakeFirstOrThrow();
  await reserveCoupon(trx, {
    couponId: order.coupon_id,
    userId: order.user_id,
    orderId: order.id,
    discountFils: num(o.discount_fils),
  });
}

/**
 * The payability check before money moves: expires the order if its time is up (422 on `order_id`, "expired"),
 * 422 when paid or cancelled, re-checks and holds its coupon (422 on `coupon_code`), and gives an attempt that
 * starts near the end a short grace so the sweep cannot expire it mid-charge.
 */
export async function assertPayableNow(db: Database, orderId: number, now: Date = new Date()): Promise<void> {
  // Expired in its own transaction first, so the expiry stands although this check then answers 422.
  await expireOrder(db, orderId, now);
  await inTx(db, async (trx) => {
    const order = await loadOrder(trx, orderId);
    if (order.status === "cancelled" && order.expires_at !== null && order.expires_at <= now.toISOString())
      throw fieldError("order_id", ORDER_EXPIRED);
    assertPayable(order);
    await redeemCoupon(trx, order);
    const grace = new Date(now.getTime() + PAYMENT_GRACE_MS).toISOString();
    if (order.expires_at !== null && order.expires_at < grace)
      await trx.updateTable("orders").set({ expires_at: grace }).where("id", "=", orderId).execute();
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
  if (!booking && order.kind === "quotation") {
    const quoted = await trx
      .selectFrom("quotations")
      .select("booking_id")
      .where("order_id", "=", order.id)
      .executeTakeFirst();
    if (quoted) return `/bookings/${quoted.booking_id}`;
  }
  return booking ? `/bookings/${booking.id}` : `/booking/summary/${order.id}`;
}

/**
 * Marks an order paid (once; a repeat does nothing): status and paid_at, a succeeded payment, the next tax invoice
 * (INV-000001, no gaps; not for wallet top-ups), the coupon redemption, the cart emptied, its bookings paid, its
 * package subscriptions active, its quotation accepted, a top-up credited to the wallet, a notification, and the
 * partner ledger's lines the payment makes payable (cash collected, a completed booking's sale, a fee; issue 17b).
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
        expires_at: null,
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

    try {
      await redeemCoupon(trx, order);
    } catch (err) {
      // The money is taken already (the check before charging held the coupon): the discount stands.
      if (!(err instanceof ApiError)) throw err;
    }
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
    // a cash booking's money collected on site includes its quotations approved for cash (issue 16)
    if (payment.gateway === "cash" && order.kind === "booking") {
      const quoted = await trx
        .selectFrom("quotations as q")
        .innerJoin("bookings as b", "b.id", "q.booking_id")
        .innerJoin("orders as o", "o.id", "q.order_id")
        .select("o.id")
        .where("b.order_id", "=", orderId)
        .where("o.payment_method", "=", "cash")
        .where("o.status", "=", "pending")
        .execute();
      for (const q of quoted) await markOrderPaid(trx, q.id, { gateway: "cash", reference: payment.reference });
    }
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
    await syncOrderLedger(trx, orderId);
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
    // A declined order gives its coupon back; paying it again re-checks and reserves it (assertPayableNow).
    await releaseCoupon(trx, orderId);
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
    await assertPayableNow(trx, orderId);
    const order = await loadOrder(trx, orderId);
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
    if (order.payment_method !== "cash" || order.expires_at !== null)
      await trx
        .updateTable("orders")
        .set({ payment_method: "cash", expires_at: null, updated_at: at })
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

/**
 * Summary `{currency, subtotal, discount, total, vat_percentage, vat_amount, total_excl_vat}` (AED) from fils, at
 * the order's own VAT rate (basis points).
 */
export const summaryOf = (subtotal: number, discount: number, total: number, vat: number, vatBp: number = VAT_BP) => ({
  currency: "AED" as const,
  subtotal: aed(subtotal),
  discount: aed(discount),
  total: aed(total),
  vat_percentage: bpPercent(vatBp),
  vat_amount: aed(vat),
  total_excl_vat: aed(total - vat),
});

/** The order of `userId` (404 for anyone else's) as the contract's Order. */
export async function orderView(db: Database, orderId: number, userId: number, lang: Lang) {
  const due = await db
    .selectFrom("orders")
    .select("id")
    .where("id", "=", orderId)
    .where("expires_at", "<=", nowIso())
    .where("status", "in", OPEN_ORDER)
    .executeTakeFirst();
  if (due) await expireOrder(db, orderId);
  const order = await db
    .selectFrom("orders as o")
    .leftJoin("partners as p", "p.id", "o.partner_id")
    .leftJoin("coupons as c", "c.id", "o.coupon_id")
    // the generated code the customer used (issue 17a), else the coupon's own
    .leftJoin("coupon_codes as cc", "cc.id", "o.coupon_code_id")
    .selectAll("o")
    .select((eb) => [
      "p.name_en as partner_name_en",
      "p.name_ar as partner_name_ar",
      eb.fn.coalesce("cc.code", "c.code").as("coupon_code"),
    ])
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
  const coupons = await orderCouponViews(db, { ...order, discount_fils: num(order.discount_fils) });
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
      ...summaryOf(
        num(order.subtotal_fils),
        num(order.discount_fils),
        num(order.total_fils),
        num(order.vat_fils),
        num(order.vat_rate_bp),
      ),
      wallet_amount: aed(num(order.wallet_fils)),
    },
    coupon_code: order.coupon_code ?? null,
    coupons,
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
