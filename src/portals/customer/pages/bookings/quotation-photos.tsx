import "../../../../i18n/modules/booking-extras";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PhotoList } from "./booking-details-report";
import type { PaymentMethod, Quotation } from "./types";
import { useFormat } from "./use-format";
import "./booking-extras.css";

/** The provider's photos of the extra work: the quotation's own, then each line's under its description. */
export function QuotationPhotos({ q }: { q: Quotation }) {
  const { t } = useTranslation();
  const photos = q.photos ?? [];
  // the first photo's path is unique (random upload names): the line's key
  const lines = (q.lines ?? []).filter((l) => (l.photos ?? []).length > 0);
  if (!photos.length && !lines.length) return null;
  return (
    <section
      className="kh-bx-line-photos"
      aria-label={t("bookingExtras.quotation.photos")}
      data-testid="quotation-photos"
    >
      {photos.length ? (
        <>
          <h3>{t("bookingExtras.quotation.photos")}</h3>
          <PhotoList
            photos={photos}
            label={t("bookingExtras.quotation.photos")}
            alt={(n) => t("bookingExtras.quotation.photo", { n })}
          />
        </>
      ) : null}
      {lines.map((l) => (
        <div key={l.photos[0]} className="kh-bx-line-photos">
          <h3>{t("bookingExtras.quotation.linePhotos", { line: l.description })}</h3>
          <PhotoList
            photos={l.photos ?? []}
            label={t("bookingExtras.quotation.linePhotos", { line: l.description })}
            alt={(n) => `${l.description} ${t("bookingExtras.quotation.photo", { n })}`}
          />
        </div>
      ))}
    </section>
  );
}

/**
 * The ways the customer may pay a quotation, the booking's own first: card and wallet always, cash only when the
 * booking is paid in cash (the server's rule: it is collected with the booking's cash).
 */
export function quotationMethods(q: Pick<Quotation, "booking_payment_method">): PaymentMethod[] {
  const booking = q.booking_payment_method ?? "card";
  const all: PaymentMethod[] = booking === "cash" ? ["cash", "card", "wallet"] : ["card", "wallet"];
  return [booking, ...all.filter((m) => m !== booking)];
}

/** An approved quotation: still to pay by card (a link to the payment page), to pay in cash on site, or paid. */
export function QuotationPaymentState({ q }: { q: Quotation }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (q.status !== "accepted" || !q.order_id) return null;
  const amount = f.iso(f.money(q.total));
  if (q.order_status === "paid") return <p className="kh-bk-muted">{t("bookingExtras.quotation.paid")}</p>;
  if (q.order_status !== "pending" && q.order_status !== "failed") return null;
  if (q.order_payment_method === "cash")
    return <p className="kh-bk-notice">{t("bookingExtras.quotation.cashPending", { amount })}</p>;
  return (
    <div className="kh-bk-notice" data-testid="quotation-pay-pending">
      <p>{t("bookingExtras.quotation.paymentPending", { amount })}</p>
      <Link to={`/booking/summary/${q.order_id}`} className="kh-button" data-testid="quotation-pay-now">
        {t("bookingExtras.quotation.payNow", { amount })}
      </Link>
    </div>
  );
}
