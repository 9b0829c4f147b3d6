import "../../../../i18n/modules/bookings";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { api, getNotifier, isApiError } from "../../../../api";
import { ENDPOINTS, fillId } from "../../../../api/endpoints";
import { StatusBadge } from "../../../../components/storefront/ui/status-badge";
import { idempotencyHeaders, useIdempotencyKey } from "../../../../lib/idempotency";
import { WalletShort } from "./inline-notices";
import { BackLink, BookingsPage, DetailsFallback } from "./page-parts";
import { DeclineDialog, isExpired, QuotationFacts } from "./quotation-parts";
import { QuotationPaymentState, quotationMethods } from "./quotation-photos";
import { QUOTATION_TONE } from "./status-badges";
import type { Order, PaymentMethod, Quotation, WalletBalance } from "./types";
import { useFormat } from "./use-format";
import { refreshBookings, useSilentApi } from "./use-silent-api";
import "./bookings.css";

/** /quotation/:id: a provider's quotation for extra work on a booking; accept (card, wallet, cash) or decline. */
export default function QuotationPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const f = useFormat();
  const uid = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const url = id ? fillId(ENDPOINTS.quotationDetails, id) : null;
  const quotation = useSilentApi<Quotation>(url);
  const q = quotation.data;
  const open = Boolean(q && q.status === "pending" && !isExpired(q.valid_until));

  // null: the booking's own way of paying (the server's default too)
  const [chosen, setMethod] = useState<PaymentMethod | null>(null);
  const [busy, setBusy] = useState<"accept" | "decline" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string>("");
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const wallet = useSilentApi<WalletBalance>(open ? ENDPOINTS.walletBalance : null);
  // One key per intent; a definite refusal from the server (stored and replayed for the same key) starts a new one.
  const [attempt, setAttempt] = useState(0);
  const methods = q ? quotationMethods(q) : (["card"] as PaymentMethod[]);
  const method: PaymentMethod = chosen && methods.includes(chosen) ? chosen : methods[0];
  const key = useIdempotencyKey([id, method, attempt]);

  if (quotation.isLoading || quotation.isError || !q) {
    return <DetailsFallback query={quotation} notFound={t("bookings.quotation.notFound")} />;
  }

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ["v2", url] }),
      refreshBookings(queryClient, fillId(ENDPOINTS.bookingDetails, q.booking_id)),
    ]);
  };

  const accept = async () => {
    setBusy("accept");
    setError(null);
    try {
      const res = await api.post<Order>(
        fillId(ENDPOINTS.quotationAccept, q.id),
        { payment_method: method },
        { silent: true, ...idempotencyHeaders(key) },
      );
      const order = res.data;
      if (method === "card" && order?.id) {
        navigate(`/booking/summary/${order.id}`);
        return;
      }
      const message = t(method === "wallet" ? "bookings.quotation.acceptedWallet" : "bookings.quotation.acceptedCash");
      setDone(message);
      getNotifier().success(message);
      await refresh();
    } catch (err) {
      if (isApiError(err) && err.status > 0) setAttempt((n) => n + 1);
      setError(
        isApiError(err) && err.errors ? (Object.values(err.errors)[0]?.[0] ?? err.message) : (err as Error).message,
      );
    } finally {
      setBusy(null);
    }
  };

  const decline = async () => {
    setBusy("decline");
    setError(null);
    try {
      await api.post(
        fillId(ENDPOINTS.quotationDecline, q.id),
        { reason: reason.trim() || undefined },
        { silent: true },
      );
      setDeclining(false);
      setReason("");
      const message = t("bookings.quotation.declined");
      setDone(message);
      getNotifier().success(message);
      await refresh();
    } catch (err) {
      setError((err as Error).message);
      setDeclining(false);
    } finally {
      setBusy(null);
    }
  };

  const expired = q.status === "pending" && !open;
  const statusKey = expired ? "expired" : q.status;
  const balance = wallet.data ? Number(wallet.data.balance) : null;
  const walletShort = balance !== null && balance < Number(q.total);

  return (
    <BookingsPage narrow>
      <BackLink to={`/bookings/${q.booking_id}`}>
        {t("bookings.quotation.backToBooking", { number: f.iso(q.booking_number) })}
      </BackLink>

      <article className="kh-bk-panel-card kh-bk-quote-doc" aria-labelledby={`${uid}-title`}>
        <header className="kh-bk-details-head">
          <div>
            <p className="kh-bk-muted kh-bk-small">
              {t("bookings.quotation.label")} <bdi>{q.number}</bdi>
            </p>
            <h1 id={`${uid}-title`}>{q.title}</h1>
            <p className="kh-bk-muted">{t("bookings.quotation.from", { provider: q.partner?.name ?? "" })}</p>
          </div>
          <StatusBadge tone={QUOTATION_TONE[statusKey] ?? "neutral"} testId="quotation-status">
            {t(`bookings.quotation.status.${statusKey}`, { defaultValue: statusKey })}
          </StatusBadge>
        </header>

        <QuotationFacts q={q} />

        {q.status === "declined" && q.decline_reason ? (
          <p className="kh-bk-muted">{t("bookings.quotation.declineReasonShown", { reason: q.decline_reason })}</p>
        ) : null}
        {q.status === "accepted" && q.order_id ? (
          <p className="kh-bk-muted">
            {t("bookings.quotation.acceptedOn", { when: f.iso(f.dateTime(q.responded_at)) })}
          </p>
        ) : null}
        <QuotationPaymentState q={q} />
        {expired ? <p className="kh-bk-notice">{t("bookings.quotation.expiredNote")}</p> : null}

        <p className="kh-bk-status-line" role="status">
          {done}
        </p>

        {open ? (
          <section className="kh-bk-accept" aria-labelledby={`${uid}-pay`}>
            <h2 id={`${uid}-pay`}>{t("bookings.quotation.payWith")}</h2>
            <fieldset className="kh-bk-methods">
              <legend className="kh-bk-sr">{t("bookings.quotation.payWith")}</legend>
              {methods.map((m) => (
                <label key={m} className="kh-bk-method">
                  <input
                    type="radio"
                    name={`${uid}-method`}
                    value={m}
                    checked={method === m}
                    onChange={() => {
                      setMethod(m);
                      setError(null);
                    }}
                  />
                  <span>
                    <strong>{t(`bookings.method.${m}`)}</strong>
                    <small className="kh-bk-muted">
                      {m === "wallet"
                        ? wallet.isLoading
                          ? t("bookings.wallet.loading")
                          : balance !== null
                            ? t("bookings.wallet.balance", { amount: f.iso(f.money(balance)) })
                            : t("bookings.wallet.failed")
                        : t(`bookings.quotation.methodHint.${m}`)}
                    </small>
                  </span>
                </label>
              ))}
            </fieldset>
            {method === "wallet" && walletShort ? (
              <WalletShort messageKey="bookings.wallet.shortTotal" balance={balance} />
            ) : null}
            {error ? (
              <p className="kh-bk-form-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="kh-bk-actions">
              <button
                type="button"
                className="kh-button"
                disabled={busy !== null || (method === "wallet" && walletShort)}
                onClick={() => void accept()}
              >
                {busy === "accept"
                  ? t("bookings.quotation.accepting")
                  : t("bookings.quotation.accept", { amount: f.iso(f.money(q.total)) })}
              </button>
              <button
                type="button"
                className="kh-button kh-ghost kh-bk-ghost-danger"
                disabled={busy !== null}
                onClick={() => setDeclining(true)}
              >
                {t("bookings.quotation.decline")}
              </button>
            </div>
          </section>
        ) : null}
      </article>

      <DeclineDialog
        uid={uid}
        open={declining}
        busy={busy}
        reason={reason}
        setReason={setReason}
        onClose={() => setDeclining(false)}
        onConfirm={() => void decline()}
      />
    </BookingsPage>
  );
}
