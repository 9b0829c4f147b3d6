import type { Database } from "../../db/database.js";
import { ApiError } from "../../lib/errors.js";
import { num } from "../../lib/query.js";
import { ORDER_NOT_FOUND } from "../orders/messages.js";
import { assertPayableNow, declineData, markOrderFailed, markOrderPaid } from "../orders/service.js";
import type { CardDetails, PaymentGateway } from "./gateway.js";

/**
 * Charges an order's total to a card with the active gateway. Success marks the order paid (invoice, cart, ...);
 * a decline marks it `failed` (payment row with the failure, notification) and throws **402** with the gateway's
 * message and `data: {order_id, order_number, status: "failed"}`. 422 for card fields the gateway cannot try, and
 * on `order_id` when the order is not payable (already paid, cancelled). The caller resolves the gateway first
 * (`activeGateway(config)`, 503 when none is usable), so an unavailable gateway leaves the order untouched.
 */
export async function payOrderByCard(
  db: Database,
  orderId: number,
  card: CardDetails,
  gateway: PaymentGateway,
): Promise<void> {
  const order = await db
    .selectFrom("orders")
    .select(["id", "number", "status", "total_fils"])
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
  // Expired orders answer 422; the coupon is re-checked and held before any money moves.
  await assertPayableNow(db, order.id);
  const result = await gateway.charge({
    amountFils: num(order.total_fils),
    currency: "AED",
    card,
    description: `Khidma order ${order.number}`,
    reference: order.number,
  });
  const info = { gateway: gateway.name, reference: result.reference, brand: result.brand, last4: result.last4 };
  if (result.status === "succeeded") {
    await markOrderPaid(db, orderId, info);
    return;
  }
  const message = result.failure_message ?? "Your card was declined.";
  await markOrderFailed(db, orderId, { ...info, failureMessage: message });
  throw new ApiError(402, message, undefined, declineData(order));
}
