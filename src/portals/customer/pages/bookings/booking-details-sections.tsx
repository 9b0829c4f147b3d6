import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StatusBadge } from "../../../../components/storefront/ui/status-badge";
import { Amount } from "./amounts";
import { PartnerLogo } from "./partner-logo";
import { QUOTATION_TONE } from "./status-badges";
import type { BookingDetails } from "./types";
import { useFormat } from "./use-format";

export function Photos({ photos, label }: { photos: string[]; label: string }) {
  if (!photos?.length) return null;
  return (
    <ul className="kh-bk-photos" aria-label={label}>
      {photos.map((src, i) => (
        <li key={src}>
          <a href={src} target="_blank" rel="noreferrer">
            <img src={src} alt={`${label} ${i + 1}`} width={96} height={96} loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The booking's quotations, each linking to its page; pending ones ask for action. */
export function QuotationsSection({ quotations }: { quotations: BookingDetails["quotations"] }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <section className="kh-bk-panel-card" aria-labelledby="bk-quotes">
      <h2 id="bk-quotes">{t("bookings.details.quotations")}</h2>
      <ul className="kh-bk-quotes">
        {quotations.map((q) => (
          <li key={q.id} className={q.status === "pending" ? "kh-bk-quote kh-bk-quote-pending" : "kh-bk-quote"}>
            <Link to={`/quotation/${q.id}`} data-testid="quotation-link">
              <span className="kh-bk-quote-text">
                <strong>{q.title}</strong>
                <span className="kh-bk-muted kh-bk-small">
                  <bdi>{q.number}</bdi>
                </span>
              </span>
              <span className="kh-bk-quote-side">
                <bdi className="kh-bk-strong">{f.money(q.total)}</bdi>
                <StatusBadge tone={QUOTATION_TONE[q.status] ?? "neutral"}>
                  {q.status === "pending"
                    ? t("bookings.quotation.actionNeeded")
                    : t(`bookings.quotation.status.${q.status}`, { defaultValue: q.status })}
                </StatusBadge>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Side summary: the lines, the total, the payment method and the order. */
export function SummarySection({ booking: b }: { booking: BookingDetails }) {
  const { t } = useTranslation();
  return (
    <section className="kh-bk-panel-card" aria-labelledby="bk-summary">
      <h2 id="bk-summary">{t("bookings.details.summary")}</h2>
      <dl className="kh-bk-summary">
        {(b.services ?? []).map((s) => (
          <div key={s.service_id}>
            <dt>
              {s.name} × <bdi>{s.quantity}</bdi>
            </dt>
            <dd>
              <Amount value={s.total} />
            </dd>
          </div>
        ))}
        <div className="kh-bk-summary-total">
          <dt>{t("bookings.totalInclVat")}</dt>
          <dd>
            <Amount value={b.total} testId="details-total" />
          </dd>
        </div>
        <div>
          <dt>{t("bookings.details.paymentMethod")}</dt>
          <dd>
            {b.payment_method ? t(`bookings.method.${b.payment_method}`, { defaultValue: b.payment_method }) : "—"}
          </dd>
        </div>
        {b.order_number ? (
          <div>
            <dt>{t("bookings.details.order")}</dt>
            <dd>
              <bdi>{b.order_number}</bdi>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** The provider and the assigned technician, with their phone numbers. */
export function PeopleSection({ booking: b }: { booking: BookingDetails }) {
  const { t } = useTranslation();
  return (
    <section className="kh-bk-panel-card" aria-labelledby="bk-people">
      <h2 id="bk-people">{t("bookings.details.provider")}</h2>
      <div className="kh-bk-person">
        <PartnerLogo name={b.partner?.name ?? ""} logo={b.partner?.logo ?? null} size={44} />
        <div>
          <strong>{b.partner?.name}</strong>
          {b.partner?.phone ? (
            <a href={`tel:${b.partner.phone}`} className="kh-bk-tel">
              <bdi dir="ltr">{b.partner.phone}</bdi>
            </a>
          ) : null}
        </div>
      </div>
      <h3 className="kh-bk-subhead">{t("bookings.details.technician")}</h3>
      {b.technician ? (
        <div className="kh-bk-person" data-testid="technician">
          <span className="kh-bk-logo kh-bk-logo-initial kh-bk-avatar" aria-hidden="true">
            {b.technician.name.trim().charAt(0)}
          </span>
          <div>
            <strong>{b.technician.name}</strong>
            {b.technician.phone ? (
              <a
                href={`tel:${b.technician.phone}`}
                className="kh-bk-tel"
                aria-label={t("bookings.details.call", { name: b.technician.name })}
              >
                <bdi dir="ltr">{b.technician.phone}</bdi>
              </a>
            ) : null}
          </div>
        </div>
      ) : (
        <p className="kh-bk-muted">{t("bookings.details.noTechnician")}</p>
      )}
    </section>
  );
}
