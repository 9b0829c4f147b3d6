import "../../../../i18n/modules/bookings";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { getNotifier } from "../../../../api";
import { ENDPOINTS, fillId } from "../../../../api/endpoints";
import { StatusBadge } from "../../../../components/storefront/ui/status-badge";
import { CancelDialog } from "./cancel-dialog";
import { RescheduleDialog } from "./reschedule-dialog";
import {
  Amount,
  BackLink,
  BookingStatusBadge,
  BookingsPage,
  DetailsFallback,
  LinesTable,
  PartnerLogo,
  PaymentBadge,
  QUOTATION_TONE,
  refreshBookings,
  STEPS,
  useFormat,
  useSilentApi,
  useStatusLabel,
} from "./shared";
import type { BookingDetails, TimelineEntry } from "./types";
import "./bookings.css";

const truthy = (v: unknown) => v === true || v === 1 || v === "1";

/** requested → confirmed → technician assigned → on the way → in progress → completed, or the reached steps + cancelled. */
function Timeline({ booking }: { booking: BookingDetails }) {
  const { t } = useTranslation();
  const f = useFormat();
  const label = useStatusLabel();
  const entries = booking.timeline ?? [];
  const latest = (status: string): TimelineEntry | undefined => entries.filter((e) => e.status === status).at(-1);
  const cancelled = booking.status === "cancelled";
  const current = STEPS.indexOf(booking.status as (typeof STEPS)[number]);

  const steps: Array<{ status: string; state: "done" | "current" | "upcoming" | "cancelled"; entry?: TimelineEntry }> =
    cancelled
      ? [
          ...STEPS.filter((s) => latest(s)).map((s) => ({ status: s, state: "done" as const, entry: latest(s) })),
          { status: "cancelled", state: "cancelled" as const, entry: latest("cancelled") },
        ]
      : STEPS.map((s, i) => ({
          status: s,
          state: i < current ? "done" : i === current ? (s === "completed" ? "done" : "current") : "upcoming",
          entry: i <= current ? latest(s) : undefined,
        }));

  return (
    <ol className="kh-bk-timeline" data-testid="booking-timeline">
      {steps.map((step) => (
        <li
          key={step.status}
          className={`kh-bk-step kh-bk-step-${step.state}`}
          data-status={step.status}
          aria-current={step.status === booking.status ? "step" : undefined}
        >
          <span className="kh-bk-step-dot" aria-hidden="true">
            {step.state === "done" ? "✓" : step.state === "cancelled" ? "×" : ""}
          </span>
          <div className="kh-bk-step-text">
            <strong>{label(step.status, step.entry?.status_label)}</strong>
            <span className="kh-bk-sr"> ({t(`bookings.timeline.${step.state}`)})</span>
            {step.entry ? (
              <span className="kh-bk-muted kh-bk-small">
                <bdi>{f.dateTime(step.entry.created_at)}</bdi>
              </span>
            ) : null}
            {step.entry?.note ? <span className="kh-bk-step-note">{step.entry.note}</span> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

function Photos({ photos, label }: { photos: string[]; label: string }) {
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

/** /bookings/:id: everything about one booking, and cancel / reschedule when the server allows it. */
export default function BookingDetailsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const f = useFormat();
  const queryClient = useQueryClient();
  const url = id ? fillId(ENDPOINTS.bookingDetails, id) : null;
  const details = useSilentApi<BookingDetails>(url);
  const [dialog, setDialog] = useState<"cancel" | "reschedule" | null>(null);
  const [status, setStatus] = useState("");

  const b = details.data;
  if (details.isLoading || details.isError || !b) {
    return <DetailsFallback query={details} notFound={t("bookings.details.notFound")} />;
  }

  const afterChange = async (message: string) => {
    setDialog(null);
    setStatus(message);
    getNotifier().success(message);
    await refreshBookings(queryClient, url ?? undefined);
  };

  const payNow =
    b.payment_method === "card" && (b.payment_status === "pending" || b.payment_status === "failed") && b.order_id;
  const report = b.completion_report;
  const quotations = b.quotations ?? [];

  return (
    <BookingsPage>
      <BackLink to="/bookings">{t("bookings.details.back")}</BackLink>

      <header className="kh-bk-details-head">
        <div>
          <h1>
            {t("bookings.details.title")} <bdi>{b.number}</bdi>
          </h1>
          <p className="kh-bk-muted kh-bk-small">
            {t("bookings.details.createdAt", { when: f.iso(f.dateTime(b.created_at)) })}
          </p>
        </div>
        <div className="kh-bk-badges">
          <BookingStatusBadge status={b.status} label={b.status_label} />
          <PaymentBadge status={b.payment_status} />
        </div>
      </header>
      <p className="kh-bk-status-line" role="status">
        {status}
      </p>

      {payNow || b.can_cancel || b.can_reschedule || b.invoice ? (
        <div className="kh-bk-actions">
          {payNow ? (
            <Link to={`/booking/summary/${b.order_id}`} className="kh-button" data-testid="pay-now">
              {t("bookings.details.payNow")}
            </Link>
          ) : null}
          {b.can_reschedule ? (
            <button type="button" className="kh-button kh-ghost" onClick={() => setDialog("reschedule")}>
              {t("bookings.details.reschedule")}
            </button>
          ) : null}
          {b.can_cancel ? (
            <button type="button" className="kh-button kh-ghost kh-bk-ghost-danger" onClick={() => setDialog("cancel")}>
              {t("bookings.details.cancel")}
            </button>
          ) : null}
          {b.invoice ? (
            <Link to={`/invoice/${b.invoice.order_id}`} className="kh-button kh-ghost" data-testid="invoice-link">
              {t("bookings.details.invoice")}
            </Link>
          ) : null}
        </div>
      ) : null}

      <div className="kh-bk-layout">
        <div className="kh-bk-main">
          <section className="kh-bk-panel-card" aria-labelledby="bk-progress">
            <h2 id="bk-progress">{t("bookings.details.progress")}</h2>
            <Timeline booking={b} />
            {b.status === "cancelled" ? (
              <dl className="kh-bk-facts kh-bk-cancel-facts">
                {b.cancelled_at ? (
                  <div>
                    <dt>{t("bookings.details.cancelledAt")}</dt>
                    <dd>
                      <bdi>{f.dateTime(b.cancelled_at)}</bdi>
                    </dd>
                  </div>
                ) : null}
                {b.cancellation_fee !== null && b.cancellation_fee !== undefined ? (
                  <div>
                    <dt>{t("bookings.details.cancellationFee")}</dt>
                    <dd>
                      <Amount value={b.cancellation_fee} />
                    </dd>
                  </div>
                ) : null}
                {b.cancel_reason ? (
                  <div>
                    <dt>{t("bookings.details.cancelReason")}</dt>
                    <dd>{b.cancel_reason}</dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
          </section>

          <section className="kh-bk-panel-card" aria-labelledby="bk-when">
            <h2 id="bk-when">{t("bookings.details.when")}</h2>
            <dl className="kh-bk-facts">
              <div>
                <dt>{t("bookings.details.date")}</dt>
                <dd>
                  <bdi data-testid="details-date">{f.date(b.scheduled_at)}</bdi>
                </dd>
              </div>
              <div>
                <dt>{t("bookings.details.time")}</dt>
                <dd>
                  <bdi data-testid="details-time">
                    {f.time(b.scheduled_at)}
                    {b.scheduled_end ? ` – ${f.time(b.scheduled_end)}` : ""}
                  </bdi>
                </dd>
              </div>
              <div className="kh-bk-facts-wide">
                <dt>{t("bookings.details.address")}</dt>
                <dd>{b.address_text}</dd>
              </div>
            </dl>
          </section>

          <section className="kh-bk-panel-card" aria-labelledby="bk-services">
            <h2 id="bk-services">{t("bookings.services")}</h2>
            <LinesTable
              heading={t("bookings.details.service")}
              lines={(b.services ?? []).map((s) => ({ ...s, key: s.service_id }))}
            />
          </section>

          {b.notes || b.images?.length ? (
            <section className="kh-bk-panel-card" aria-labelledby="bk-notes">
              <h2 id="bk-notes">{t("bookings.details.notes")}</h2>
              {b.notes ? <p className="kh-bk-prewrap">{b.notes}</p> : null}
              <Photos photos={b.images ?? []} label={t("bookings.details.photo")} />
            </section>
          ) : null}

          {report ? (
            <section className="kh-bk-panel-card" aria-labelledby="bk-report" data-testid="completion-report">
              <h2 id="bk-report">{t("bookings.details.report")}</h2>
              <p className="kh-bk-muted kh-bk-small">
                <bdi>{f.dateTime(report.created_at)}</bdi>
              </p>
              {report.notes ? <p className="kh-bk-prewrap">{report.notes}</p> : null}
              <Photos photos={report.photos ?? []} label={t("bookings.details.reportPhoto")} />
              <p>
                {truthy(report.customer_signoff) ? (
                  <StatusBadge tone="success">
                    {report.signed_by
                      ? t("bookings.details.signedBy", { name: report.signed_by })
                      : t("bookings.details.signedOff")}
                  </StatusBadge>
                ) : (
                  <StatusBadge tone="warning">{t("bookings.details.notSignedOff")}</StatusBadge>
                )}
              </p>
            </section>
          ) : null}

          {quotations.length ? (
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
          ) : null}
        </div>

        <aside className="kh-bk-side">
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
                  {b.payment_method
                    ? t(`bookings.method.${b.payment_method}`, { defaultValue: b.payment_method })
                    : "—"}
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
        </aside>
      </div>

      <CancelDialog
        booking={b}
        open={dialog === "cancel"}
        onClose={() => setDialog(null)}
        onDone={(_updated, preview) =>
          void afterChange(
            Number(preview.paid) > 0 && Number(preview.refund) > 0
              ? t("bookings.cancel.doneRefund", { amount: f.iso(f.money(preview.refund)) })
              : t("bookings.cancel.done"),
          )
        }
      />
      <RescheduleDialog
        booking={b}
        open={dialog === "reschedule"}
        onClose={() => setDialog(null)}
        onDone={() => void afterChange(t("bookings.reschedule.done"))}
      />
    </BookingsPage>
  );
}
