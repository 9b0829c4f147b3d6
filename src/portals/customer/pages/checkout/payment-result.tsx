import "../../../../i18n/modules/cart";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { ENDPOINTS, fillId } from "../../../../api/endpoints";
import { type Order, refreshCart } from "../../../../lib/cart";
import { formatMoney } from "../../../../lib/format";
import { useApi } from "../../../../lib/use-api";
import { Money } from "./shared";
import "./checkout.css";

const CheckIcon = () => (
  <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
    <path fill="currentColor" d="m9 16.2-3.5-3.5L4 14.1l5 5 11-11-1.4-1.4L9 16.2Z" />
  </svg>
);
const CrossIcon = () => (
  <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
    <path
      fill="currentColor"
      d="M18.3 5.7 16.9 4.3 12 9.2 7.1 4.3 5.7 5.7l4.9 4.9-4.9 4.9 1.4 1.4 4.9-4.9 4.9 4.9 1.4-1.4-4.9-4.9 4.9-4.9Z"
    />
  </svg>
);

/** /payment/success and /payment/fail (`?order_id=`, `&method=cash`, `&reason=`): one page, the path decides. */
export default function PaymentResultPage() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const success = !pathname.replace(/\/+$/, "").endsWith("/fail");
  const orderId = params.get("order_id");
  const orderQuery = useApi<Order>(orderId ? fillId(ENDPOINTS.orderDetails, orderId) : null, {}, { staleTime: 0 });
  const order = orderQuery.data;
  const cash = params.get("method") === "cash" || order?.payment_method === "cash";

  // Paid (or cash booked): the server has emptied the cart; the header count follows.
  useEffect(() => {
    if (success) void refreshCart(queryClient);
  }, [success, queryClient]);

  if (!success) {
    const reason =
      params.get("reason") ||
      order?.payments.find((p) => p.failure_message)?.failure_message ||
      t("cart.result.failDefault");
    return (
      <main className="kh-section kh-co">
        <div className="kh-container kh-co-narrow">
          <section className="kh-co-card kh-co-result" data-testid="payment-fail">
            <span className="kh-co-result-icon is-fail">
              <CrossIcon />
            </span>
            <h1>{t("cart.result.failTitle")}</h1>
            <p className="kh-co-error" role="alert" data-testid="fail-reason">
              {reason}
            </p>
            {order ? (
              <p className="kh-co-muted">
                {t("cart.order.number")} <bdi dir="ltr">{order.number}</bdi>
              </p>
            ) : null}
            <p>{t("cart.result.cartKept")}</p>
            <div className="kh-co-actions">
              {orderId ? (
                <Link to={`/booking/summary/${orderId}`} className="kh-button">
                  {t("cart.result.tryAnother")}
                </Link>
              ) : null}
              <Link to="/checkout" className="kh-button kh-ghost">
                {t("cart.result.backToCheckout")}
              </Link>
            </div>
          </section>
        </div>
      </main>
    );
  }

  const paid = order?.status === "paid";
  const total = order?.summary.total;
  return (
    <main className="kh-section kh-co">
      <div className="kh-container kh-co-narrow">
        <section className="kh-co-card kh-co-result" data-testid="payment-success">
          <span className="kh-co-result-icon">
            <CheckIcon />
          </span>
          <h1>{cash ? t("cart.result.cashTitle") : t("cart.result.successTitle")}</h1>
          {orderQuery.isPending && orderId ? (
            <p className="kh-co-muted" role="status">
              {t("cart.order.loading")}
            </p>
          ) : null}
          {order ? (
            <dl className="kh-co-facts">
              <div>
                <dt>{t("cart.order.number")}</dt>
                <dd>
                  <bdi dir="ltr">{order.number}</bdi>
                </dd>
              </div>
              <div>
                <dt>{cash && !paid ? t("cart.result.amountDue") : t("cart.result.amountPaid")}</dt>
                <dd>
                  <Money amount={total} />
                </dd>
              </div>
            </dl>
          ) : null}
          {cash && order && !paid ? (
            <p className="kh-co-notice" data-testid="cash-due">
              {t("cart.result.cashDue", { amount: formatMoney(total, i18n.language) })}
            </p>
          ) : null}
          <h2>{t("cart.result.nextTitle")}</h2>
          <ol className="kh-co-next">
            <li>{t("cart.result.next1")}</li>
            <li>{t("cart.result.next2")}</li>
            <li>{cash ? t("cart.result.next3Cash") : t("cart.result.next3")}</li>
          </ol>
          <div className="kh-co-actions">
            {order?.booking_id ? (
              <Link to={`/bookings/${order.booking_id}`} className="kh-button">
                {t("cart.result.viewBooking")}
              </Link>
            ) : null}
            {order && (paid || order.invoice) ? (
              <Link to={`/invoice/${order.id}`} className="kh-button kh-ghost">
                {t("cart.result.viewInvoice")}
              </Link>
            ) : null}
            <Link to="/" className="kh-button kh-ghost">
              {t("cart.result.home")}
            </Link>
          </div>
        </section>
      </div>
    </main>
  );
}
