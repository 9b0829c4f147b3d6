import "../../../../i18n/modules/cart";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { api, getNotifier, isApiError } from "../../../../api";
import { ENDPOINTS, fillId } from "../../../../api/endpoints";
import { CardForm, type CardInput } from "../../../../components/payment/card-form";
import { EmptyState, ErrorState } from "../../../../components/storefront/cards/empty-state";
import { type BookingBrief, type Order, refreshCart } from "../../../../lib/cart";
import { formatDate, formatMoney, formatTime } from "../../../../lib/format";
import { idempotencyHeaders, useIdempotencyKey } from "../../../../lib/idempotency";
import { useApi } from "../../../../lib/use-api";
import { LinePrice, SummaryLines, useOrderStatusLabel } from "./shared";
import "./checkout.css";

/** What is being bought: the order's lines, provider, and for a booking its date, time and address. */
export function OrderFacts({ order, booking }: { order: Order; booking?: BookingBrief }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="kh-co-order-lines" data-testid="order-lines">
        {order.lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id and never reorder
          <li key={i}>
            <span>
              {line.description} <bdi className="kh-co-muted">× {line.quantity}</bdi>
            </span>
            <LinePrice amount={line.total} vatPercent={order.summary?.vat_percentage} withNote />
          </li>
        ))}
      </ul>
      <dl className="kh-co-facts">
        {order.partner ? (
          <div>
            <dt>{t("cart.order.provider")}</dt>
            <dd>{order.partner.name}</dd>
          </div>
        ) : null}
        {booking ? (
          <>
            <div>
              <dt>{t("cart.order.when")}</dt>
              <dd data-testid="order-when">
                <bdi>
                  {formatDate(booking.scheduled_at)} · {formatTime(booking.scheduled_at)}
                </bdi>
              </dd>
            </div>
            {booking.address_text ? (
              <div>
                <dt>{t("cart.order.address")}</dt>
                <dd>{booking.address_text}</dd>
              </div>
            ) : null}
          </>
        ) : null}
      </dl>
    </>
  );
}

/** /booking/summary/:orderId: the order, and the card form while it awaits a card payment. */
export default function BookingSummaryPage() {
  const { t, i18n } = useTranslation();
  const { orderId } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const statusLabel = useOrderStatusLabel();
  const orderQuery = useApi<Order>(orderId ? fillId(ENDPOINTS.orderDetails, orderId) : null, {}, { staleTime: 0 });
  const order = orderQuery.data;
  const bookingQuery = useApi<BookingBrief>(
    order?.booking_id ? fillId(ENDPOINTS.bookingDetails, order.booking_id) : null,
  );
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [errors, setErrors] = useState<Record<string, string[]> | undefined>();
  // One key per attempt: a double submit or a retry after a lost answer pays once; a new attempt after the server
  // has answered (422: the card was corrected) gets a new key.
  const [attempt, setAttempt] = useState(0);
  const key = useIdempotencyKey([orderId, attempt]);

  if (orderQuery.isPending) {
    return (
      <main className="kh-section kh-co">
        <div className="kh-container kh-co-narrow">
          <p className="kh-co-muted" role="status">
            {t("cart.order.loading")}
          </p>
        </div>
      </main>
    );
  }
  if (!order) {
    const missing = isApiError(orderQuery.error) && orderQuery.error.status === 404;
    return (
      <main className="kh-section kh-co">
        <div className="kh-container kh-co-narrow">
          {missing ? (
            <EmptyState
              message={t("cart.order.notFound")}
              action={
                <Link to="/bookings" className="kh-button kh-ghost">
                  {t("cart.result.viewBookings")}
                </Link>
              }
            />
          ) : (
            <ErrorState onRetry={() => void orderQuery.refetch()} />
          )}
        </div>
      </main>
    );
  }

  const payable = (order.status === "pending" || order.status === "failed") && order.payment_method === "card";
  const cashDue = order.status === "pending" && order.payment_method === "cash";
  const lastFailure = order.status === "failed" ? order.payments.find((p) => p.failure_message) : undefined;

  const pay = async (card: CardInput) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setErrors(undefined);
    try {
      await api.post<Order>(
        ENDPOINTS.pay,
        { order_id: order.id, ...card },
        { ...idempotencyHeaders(key), silent: true },
      );
      await refreshCart(queryClient);
      await queryClient.invalidateQueries({ queryKey: ["v2", fillId(ENDPOINTS.orderDetails, order.id)] });
      navigate(`/payment/success?order_id=${order.id}`);
    } catch (error) {
      if (isApiError(error) && error.status === 402) {
        navigate(`/payment/fail?order_id=${order.id}&reason=${encodeURIComponent(error.message)}`);
      } else if (isApiError(error) && error.status === 422) {
        setErrors(error.errors ?? { card_number: [error.message] });
        setAttempt((n) => n + 1);
      } else {
        getNotifier().error(error instanceof Error ? error.message : String(error));
      }
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <main className="kh-section kh-co">
      <div className="kh-container kh-co-narrow">
        <div>
          <h1 className="kh-co-title">{t("cart.order.title")}</h1>
          <p className="kh-co-muted">
            {t("cart.order.number")} <bdi dir="ltr">{order.number}</bdi>{" "}
            <span
              className={`kh-co-badge${order.status === "paid" ? " is-paid" : order.status === "failed" ? " is-failed" : ""}`}
              data-testid="order-status"
            >
              {statusLabel(order.status)}
            </span>
          </p>
        </div>

        <section className="kh-co-card" aria-labelledby="bs-what">
          <h2 id="bs-what">{t("cart.order.what")}</h2>
          <OrderFacts order={order} booking={bookingQuery.data} />
          <SummaryLines summary={order.summary} couponCode={order.coupon_code} />
        </section>

        {payable ? (
          <section className="kh-co-card" aria-labelledby="bs-pay">
            <h2 id="bs-pay">{t("cart.order.payTitle")}</h2>
            {lastFailure?.failure_message ? (
              <p className="kh-co-error" role="alert">
                {t("cart.order.lastFailure", { message: lastFailure.failure_message })}
              </p>
            ) : null}
            <CardForm
              submitLabel={t("cart.order.pay", { amount: formatMoney(order.summary.total, i18n.language) })}
              busy={busy}
              errors={errors}
              onSubmit={(card) => void pay(card)}
            />
          </section>
        ) : (
          <section className="kh-co-card" aria-labelledby="bs-next">
            <h2 id="bs-next">{order.status === "paid" ? t("cart.order.paid") : t("cart.order.nextTitle")}</h2>
            {order.status === "paid" ? (
              <p className="kh-co-muted">
                {t("cart.order.paidOn", { date: `${formatDate(order.paid_at)} ${formatTime(order.paid_at)}` })}
              </p>
            ) : null}
            {cashDue ? (
              <p>{t("cart.result.cashDue", { amount: formatMoney(order.summary.total, i18n.language) })}</p>
            ) : null}
            <div className="kh-co-actions">
              {order.booking_id ? (
                <Link to={`/bookings/${order.booking_id}`} className="kh-button">
                  {t("cart.result.viewBooking")}
                </Link>
              ) : null}
              {order.status === "paid" ? (
                <Link to={`/invoice/${order.id}`} className="kh-button kh-ghost">
                  {t("cart.result.viewInvoice")}
                </Link>
              ) : null}
              <Link to="/" className="kh-button kh-ghost">
                {t("cart.result.home")}
              </Link>
            </div>
          </section>
        )}
      </div>
    </main>
  );
}
