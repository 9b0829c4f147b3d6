import { z } from "zod";
import type { AppConfig } from "../../config.js";
import { type Database, nowIso } from "../../db/database.js";
import { ApiError, fieldError } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { aedText } from "../../lib/money.js";
import { num } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import { parseFormFields } from "../../lib/uploads.js";
import { serviceCart, serviceCouponLines } from "../cart/service.js";
import { releaseCoupon } from "../coupons/service.js";
import { checkoutCodes, evaluateStack, orderCoupons } from "../coupons/stacking.js";
import { bookingCategoryId } from "../ledger/commission.js";
import { syncBookingLedger } from "../ledger/sync.js";
import { confirmCashOrder, createOrder, markOrderPaid, orderView, payOrderFromWallet } from "../orders/service.js";
import { assertVisitMove } from "../package-visits/moves.js";
import { CASH_ALREADY_TAKEN, CASH_ONLY_FOR_CASH_BOOKINGS } from "../partner-work/messages.js";
import { notifyQuotationAnswered } from "../partner-work/notices.js";
import { activeGateway } from "../payments/gateway.js";
import { cardFields, cardOf } from "../payments/schema.js";
import { creditWallet } from "../wallet/service.js";
import { HISTORY_NOTES } from "./history-notes.js";
import {
  CANNOT_CANCEL,
  CANNOT_RESCHEDULE,
  CART_EMPTY,
  CASH_NOT_ACCEPTED,
  feeChanged,
  QUOTATION_ANSWERED,
  QUOTATION_EXPIRED,
  SAME_SLOT,
} from "./messages.js";
import { findOwnBooking, findOwnQuotation, OPEN_STATUSES, type QuotationLine, quotationStatus } from "./repo.js";
import type { BookingRequestFields, RescheduleBody } from "./schema.js";
import {
  addHistory,
  assertSlotAvailable,
  dubaiDateOf,
  dubaiInstant,
  dubaiTimeOf,
  feePreview,
  MIN_DURATION_MINUTES,
  notifyBookingStatus,
  notifyPartnerTeam,
} from "./service.js";

const toFils = (amount: number) => Math.round(amount * 100);
const padded = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, "0")}`;

/** 422 on `expected_fee` when the customer was shown another fee than the server's. */
const assertExpectedFee = (expectedAed: number, feeFils: number) => {
  if (toFils(expectedAed) !== feeFils) throw fieldError("expected_fee", feeChanged(aedText(feeFils)));
};

/** The Order answer of an order, with the booking it belongs to. */
export async function orderAnswer(db: Database, orderId: number, userId: number, bookingId: number, lang: Lang) {
  return { ...(await orderView(db, orderId, userId, lang)), booking_id: bookingId };
}

/* ------------------------------------------------------------------------------------------------------------
 * POST customer/booking/request
 * ---------------------------------------------------------------------------------------------------------- */

export interface RequestBookingInput {
  userId: number;
  fields: BookingRequestFields;
  /** Public paths of the photos uploaded with the request. */
  images: string[];
  idempotencyKey?: string | null;
  lang: Lang;
  now?: Date;
}

/**
 * Turns the caller's service cart into a booking: cart not empty (422 `cart`), the address is the caller's, cash
 * only when the partner takes it, the slot still free (422 `time`), the coupon (the body's, else the cart's), then
 * the order, the booking with its items and first history row, wallet or cash settlement and a notification.
 * Answers the order and booking ids.
 */
export async function requestBooking(db: Database, input: RequestBookingInput) {
  const { userId, fields, lang } = input;
  const now = input.now ?? new Date();
  return inTx(db, async (trx) => {
    const cart = await serviceCart(trx, { userId }, lang);
    if (cart.id === null || cart.items.length === 0 || cart.partner_id === null) throw fieldError("cart", CART_EMPTY);
    const address = await trx
      .selectFrom("user_addresses as a")
      .innerJoin("communities as c", "c.id", "a.community_id")
      .innerJoin("emirates as e", "e.id", "a.emirate_id")
      .select([
        "a.id",
        "a.building",
        "a.apartment_or_villa_number",
        "a.community_id",
        "c.name_en as community",
        "e.name_en as emirate",
      ])
      .where("a.id", "=", fields.user_address_id)
      .where("a.user_id", "=", userId)
      .executeTakeFirst();
    if (!address) throw fieldError("user_address_id", "The selected user address id is invalid.");
    const partner = await trx
      .selectFrom("partners")
      .select(["id", "cash_on_delivery"])
      .where("id", "=", cart.partner_id)
      .executeTakeFirstOrThrow();
    if (fields.payment_method === "cash" && num(partner.cash_on_delivery) !== 1)
      throw fieldError("payment_method", CASH_NOT_ACCEPTED);

    const duration = Math.max(MIN_DURATION_MINUTES, cart.duration_minutes);
    const start = dubaiInstant(fields.date, fields.time).toISOString();
    // the technicians who count are those able to do every service in the cart (issue 15)
    const serviceIds = [...new Set(cart.items.map((i) => i.service_id))];
    await assertSlotAvailable(trx, partner.id, start, duration, undefined, now, serviceIds);

    // The cart's codes (one, or two stacked), or the body's code alone when it is not one of them (issue 17).
    const stack = await evaluateStack(trx, {
      codes: checkoutCodes(fields.coupon_code, cart.saved_coupon_codes),
      userId,
      kind: "service",
      subtotalFils: cart.subtotal_fils,
      partnerId: partner.id,
      lines: serviceCouponLines(cart),
    });

    const order = await createOrder(trx, {
      userId,
      partnerId: partner.id,
      kind: "booking",
      paymentMethod: fields.payment_method,
      lines: cart.items.map((i) => ({
        description_en: i.service.name_en,
        description_ar: i.service.name_ar,
        service_id: i.service_id,
        quantity: i.quantity,
        unit_price_fils: i.unit_price_fils,
      })),
      stack: orderCoupons(stack),
      cartId: cart.id,
      idempotencyKey: input.idempotencyKey ?? null,
    });

    const at = nowIso();
    const { id: bookingId } = await trx
      .insertInto("bookings")
      .values({
        number: `BK-TMP-${order.number}`,
        order_id: order.id,
        user_id: userId,
        partner_id: partner.id,
        user_address_id: address.id,
        address_text: [address.building, address.apartment_or_villa_number, address.community, address.emirate]
          .filter(Boolean)
          .join(", "),
        community_id: address.community_id,
        scheduled_at: start,
        duration_minutes: duration,
        status: "requested",
        payment_status: "pending",
        technician_id: null,
        subscription_id: null,
        total_fils: order.total_fils,
        notes: fields.notes ?? cart.notes ?? null,
        images: JSON.stringify([...cart.images, ...input.images]),
        cancellation_fee_fils: null,
        cancel_reason: null,
        cancelled_at: null,
        completed_at: null,
        reschedule_count: 0,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("bookings")
      .set({ number: padded("BK", bookingId) })
      .where("id", "=", bookingId)
      .execute();
    await trx
      .insertInto("booking_items")
      .values(
        cart.items.map((i) => ({
          booking_id: bookingId,
          service_id: i.service_id,
          name_en: i.service.name_en,
          name_ar: i.service.name_ar,
          quantity: i.quantity,
          unit_price_fils: i.unit_price_fils,
          total_fils: i.unit_price_fils * i.quantity,
        })),
      )
      .execute();
    await addHistory(trx, bookingId, "requested", null, userId, at);

    if (fields.payment_method === "wallet") await payOrderFromWallet(trx, order.id);
    else if (fields.payment_method === "cash") await confirmCashOrder(trx, order.id);
    await notifyBookingStatus(trx, bookingId, "requested");
    await notifyPartnerTeam(trx, bookingId, "requested");
    return { orderId: order.id, bookingId };
  });
}

/* ------------------------------------------------------------------------------------------------------------
 * Cancel and reschedule
 * ---------------------------------------------------------------------------------------------------------- */

/**
 * Cancels the caller's booking: only open bookings (422 `status`), `expected_fee` must be the server's fee (422
 * `expected_fee`), `paid - fee` goes back to the wallet, the fee is recorded, history and a notification; a fee
 * kept from a payment goes to the partner's ledger (issue 17b).
 */
export async function cancelBooking(
  db: Database,
  userId: number,
  bookingId: number,
  body: { reason?: string; expected_fee: number },
  now: Date = new Date(),
) {
  await inTx(db, async (trx) => {
    const b = await findOwnBooking(trx, bookingId, userId);
    if (!OPEN_STATUSES.includes(b.status)) throw fieldError("status", CANNOT_CANCEL);
    const fee = await feePreview(trx, b, "cancel", now);
    assertExpectedFee(body.expected_fee, fee.fee_fils);
    const at = now.toISOString();
    if (fee.refund_fils > 0) {
      await creditWallet(trx, {
        userId,
        amountFils: fee.refund_fils,
        type: "refund",
        orderId: b.order_id,
        description_en: `Refund for cancelled booking ${b.number}`,
        description_ar: `استرداد مبلغ الحجز الملغي ${b.number}`,
      });
    }
    await trx
      .updateTable("bookings")
      .set({
        status: "cancelled",
        cancellation_fee_fils: fee.fee_fils,
        cancel_reason: body.reason ?? null,
        cancelled_at: at,
        updated_at: at,
        ...(fee.refund_fils > 0 ? { payment_status: "refunded" as const } : {}),
      })
      .where("id", "=", b.id)
      .execute();
    if (b.order_id !== null) {
      if (fee.paid_fils > 0) {
        if (fee.refund_fils > 0)
          await trx
            .updateTable("orders")
            .set({ status: "refunded", updated_at: at })
            .where("id", "=", b.order_id)
            .execute();
      } else {
        const cancelled = await trx
          .updateTable("orders")
          .set({ status: "cancelled", updated_at: at })
          .where("id", "=", b.order_id)
          .where("status", "in", ["pending", "failed"])
          .executeTakeFirst();
        // an unpaid (cash) order given up gives its coupon use back, as a declined or expired one does
        if (num(cancelled.numUpdatedRows) > 0) await releaseCoupon(trx, b.order_id);
      }
    }
    await addHistory(trx, b.id, "cancelled", HISTORY_NOTES.cancelledByCustomer(fee.fee_fils, body.reason), userId, at);
    await notifyBookingStatus(trx, b.id, "cancelled");
    await notifyPartnerTeam(trx, b.id, "cancelled");
    await syncBookingLedger(trx, b.id);
  });
}

const cardSchema = z.object(cardFields);

/**
 * Moves the caller's open booking to another free slot (422 `time`; its own slot is left out of the capacity
 * check). `expected_fee` must match; a fee is paid from the wallet (default) or by card (card fields), as an order
 * of kind reschedule. reschedule_count + 1, a history note and a notification.
 */
export async function rescheduleBooking(
  db: Database,
  userId: number,
  bookingId: number,
  body: RescheduleBody,
  idempotencyKey: string | null,
  now: Date = new Date(),
  payments: Pick<AppConfig, "demoMode" | "paymentGateway"> = { demoMode: false, paymentGateway: "" },
) {
  await inTx(db, async (trx) => {
    const b = await findOwnBooking(trx, bookingId, userId);
    if (!OPEN_STATUSES.includes(b.status)) throw fieldError("status", CANNOT_RESCHEDULE);
    const start = dubaiInstant(body.date, body.time).toISOString();
    if (start === b.scheduled_at) throw fieldError("time", SAME_SLOT);
    await assertVisitMove(trx, b, body.date); // a package visit stays in its month (issue 16)
    const fee = await feePreview(trx, b, "reschedule", now, start);
    assertExpectedFee(body.expected_fee, fee.fee_fils);
    await assertSlotAvailable(trx, b.partner_id, start, num(b.duration_minutes), b.id, now);

    let feeNote: { fils: number; order: string } | null = null;
    if (fee.fee_fils > 0) {
      const method = body.payment_method ?? "wallet";
      const card = method === "card" ? cardOf(parseFormFields(cardSchema, body)) : null;
      const order = await createOrder(trx, {
        userId,
        partnerId: b.partner_id,
        kind: "reschedule",
        paymentMethod: method,
        lines: [
          {
            description_en: `Reschedule fee for booking ${b.number}`,
            description_ar: `رسوم تغيير موعد الحجز ${b.number}`,
            quantity: 1,
            unit_price_fils: fee.fee_fils,
            category_id: await bookingCategoryId(trx, b.id),
          },
        ],
        idempotencyKey,
        bookingId: b.id,
      });
      if (card) {
        const gateway = activeGateway(payments); // 503 and a rollback when no card gateway is usable
        const result = await gateway.charge({
          amountFils: order.total_fils,
          currency: "AED",
          card,
          description: `Reschedule fee for booking ${b.number}`,
          reference: order.number,
        });
        // a decline changes nothing (the transaction rolls back): the customer may try another card
        if (result.status !== "succeeded") throw new ApiError(402, result.failure_message ?? "Your card was declined.");
        await markOrderPaid(trx, order.id, {
          gateway: gateway.name,
          reference: result.reference,
          brand: result.brand,
          last4: result.last4,
        });
      } else {
        await payOrderFromWallet(trx, order.id);
      }
      feeNote = { fils: fee.fee_fils, order: order.number };
    }
    const at = now.toISOString();
    await trx
      .updateTable("bookings")
      // a holiday's fee waiver (schedule/holidays.ts) covers this one change
      .set({
        scheduled_at: start,
        reschedule_count: num(b.reschedule_count) + 1,
        fee_waived_reason: null,
        updated_at: at,
      })
      .where("id", "=", b.id)
      .execute();
    const from = `${dubaiDateOf(b.scheduled_at)} ${dubaiTimeOf(b.scheduled_at)}`;
    await addHistory(
      trx,
      b.id,
      b.status,
      HISTORY_NOTES.rescheduled(from, `${body.date} ${body.time}`, feeNote),
      userId,
      at,
    );
    await notifyBookingStatus(trx, b.id, "rescheduled");
    await notifyPartnerTeam(trx, b.id, "rescheduled");
  });
}

/* ------------------------------------------------------------------------------------------------------------
 * Quotations
 * ---------------------------------------------------------------------------------------------------------- */

/**
 * Accepts a pending, unexpired quotation of the caller (422 `quotation` otherwise): an order of kind quotation;
 * card stays pending (pay with payment/pay), wallet is paid at once, cash only when the partner takes it.
 */
export async function acceptQuotation(
  db: Database,
  userId: number,
  quotationId: number,
  method: "card" | "wallet" | "cash" | undefined,
  idempotencyKey: string | null,
  now: Date = new Date(),
) {
  return inTx(db, async (trx) => {
    const q = await findOwnQuotation(trx, quotationId, userId);
    const status = quotationStatus(q, now);
    if (status === "expired") throw fieldError("quotation", QUOTATION_EXPIRED);
    if (status !== "pending") throw fieldError("quotation", QUOTATION_ANSWERED);
    // the difference is paid the way the booking is (issue 16): that is the default, and cash only for cash bookings
    const bookingMethod = (q.booking_payment_method ?? "card") as "card" | "wallet" | "cash";
    const paymentMethod = method ?? bookingMethod;
    if (paymentMethod === "cash" && bookingMethod !== "cash")
      throw fieldError("payment_method", CASH_ONLY_FOR_CASH_BOOKINGS);
    if (paymentMethod === "cash" && q.booking_order_status === "paid")
      throw fieldError("payment_method", CASH_ALREADY_TAKEN);
    if (paymentMethod === "cash") {
      const partner = await trx
        .selectFrom("partners")
        .select("cash_on_delivery")
        .where("id", "=", q.partner_id)
        .executeTakeFirstOrThrow();
      if (num(partner.cash_on_delivery) !== 1) throw fieldError("payment_method", CASH_NOT_ACCEPTED);
    }
    let lines: QuotationLine[] = [];
    try {
      lines = JSON.parse(q.lines) as QuotationLine[];
    } catch {
      lines = [];
    }
    if (lines.length === 0)
      lines = [{ description_en: q.title_en, description_ar: q.title_ar, quantity: 1, unit_price_fils: q.total_fils }];
    const category = await bookingCategoryId(trx, q.booking_id);
    const order = await createOrder(trx, {
      userId,
      partnerId: q.partner_id,
      kind: "quotation",
      paymentMethod,
      lines: lines.map((l) => ({
        description_en: l.description_en,
        description_ar: l.description_ar,
        quantity: num(l.quantity),
        unit_price_fils: num(l.unit_price_fils),
        category_id: category,
      })),
      idempotencyKey,
      bookingId: q.booking_id,
    });
    const at = now.toISOString();
    await trx
      .updateTable("quotations")
      .set({ status: "accepted", order_id: order.id, responded_at: at, updated_at: at })
      .where("id", "=", q.id)
      .execute();
    if (paymentMethod === "wallet") await payOrderFromWallet(trx, order.id);
    else if (paymentMethod === "cash") await confirmCashOrder(trx, order.id);
    await addHistory(
      trx,
      q.booking_id,
      q.booking_status,
      HISTORY_NOTES.quotationApproved(q.number, paymentMethod),
      userId,
      at,
    );
    await notifyQuotationAnswered(trx, q.id, "accepted", { paymentMethod });
    return { orderId: order.id, bookingId: q.booking_id };
  });
}

/** Declines a pending quotation of the caller (422 `quotation` when expired or already answered). */
export async function declineQuotation(
  db: Database,
  userId: number,
  quotationId: number,
  reason: string | null,
  now: Date = new Date(),
) {
  await inTx(db, async (trx) => {
    const q = await findOwnQuotation(trx, quotationId, userId);
    const status = quotationStatus(q, now);
    if (status === "expired") throw fieldError("quotation", QUOTATION_EXPIRED);
    if (status !== "pending") throw fieldError("quotation", QUOTATION_ANSWERED);
    const at = now.toISOString();
    await trx
      .updateTable("quotations")
      .set({ status: "declined", decline_reason: reason, responded_at: at, updated_at: at })
      .where("id", "=", q.id)
      .execute();
    await addHistory(trx, q.booking_id, q.booking_status, HISTORY_NOTES.quotationDeclined(q.number), userId, at);
    await notifyQuotationAnswered(trx, q.id, "declined", { reason });
  });
}
