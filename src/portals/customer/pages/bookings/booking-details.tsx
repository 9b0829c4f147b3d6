import "../../../../i18n/modules/bookings";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { getNotifier } from "../../../../api";
import { ENDPOINTS, fillId } from "../../../../api/endpoints";
import { LinesTable } from "./amounts";
import { CompletionReportSection } from "./booking-details-report";
import { PeopleSection, Photos, QuotationsSection, SummarySection } from "./booking-details-sections";
import { CancelFacts, Timeline } from "./booking-timeline";
import { CancelDialog } from "./cancel-dialog";
import { BackLink, BookingsPage, DetailsFallback } from "./page-parts";
import { RescheduleDialog } from "./reschedule-dialog";
import { ReviewSection } from "./review-form";
import { BookingStatusBadge, PaymentBadge } from "./status-badges";
import type { BookingDetails } from "./types";
import { useFormat } from "./use-format";
import { refreshBookings, useSilentApi } from "./use-silent-api";
import "./bookings.css";

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
            {b.status === "cancelled" ? <CancelFacts booking={b} /> : null}
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
              {b.notes ? (
                <p className="kh-bk-prewrap" dir="auto">
                  {b.notes}
                </p>
              ) : null}
              <Photos photos={b.images ?? []} label={t("bookings.details.photo")} />
            </section>
          ) : null}

          {report ? <CompletionReportSection report={report} /> : null}

          <ReviewSection booking={b} />

          {quotations.length ? <QuotationsSection quotations={quotations} /> : null}
        </div>

        <aside className="kh-bk-side">
          <SummarySection booking={b} />

          <PeopleSection booking={b} />
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
