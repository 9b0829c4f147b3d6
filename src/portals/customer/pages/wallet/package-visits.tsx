import "../../../../i18n/modules/package-visits";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ENDPOINTS, fillId } from "../../../../api/endpoints";
import { formatDate } from "../../../../lib/format";
import { BookingStatusBadge } from "../bookings/status-badges";
import { useFormat } from "../bookings/use-format";
import { refreshBookings, useSilentApi } from "../bookings/use-silent-api";
import { VisitCancelDialog } from "./visit-cancel-dialog";
import { VisitDialog } from "./visit-dialog";
import type { Visit, VisitSummary } from "./visit-types";
import "./package-visits.css";

/**
 * The visits of one bought package (issue 16), inside its card on /profile/packages: this month's dates, visits
 * left and booked, the rule for unused visits and what became of past months' ones, each visit of the month with
 * reschedule and cancel, and "Schedule a visit" (or why it cannot be booked now).
 */
export function PackageVisits({ subscriptionId }: { subscriptionId: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const uid = useId();
  const client = useQueryClient();
  const url = fillId(ENDPOINTS.packageVisitSummary, subscriptionId);
  const summary = useSilentApi<VisitSummary>(url);
  const [scheduling, setScheduling] = useState(false);
  const [moving, setMoving] = useState<Visit | null>(null);
  const [cancelling, setCancelling] = useState<Visit | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const changed = async (message: string) => {
    setScheduling(false);
    setMoving(null);
    setCancelling(null);
    setDone(message);
    await Promise.all([
      summary.refetch(),
      client.invalidateQueries({ queryKey: ["v2", ENDPOINTS.packageSubscriptions] }),
      refreshBookings(client),
    ]);
  };

  const s = summary.data;
  if (summary.isLoading)
    return (
      <p className="kh-pv-muted" role="status">
        {t("packageVisits.loading")}
      </p>
    );
  if (summary.isError || !s)
    return (
      <div className="kh-pv-error" role="alert">
        <p>{t("packageVisits.failed")}</p>
        <button type="button" className="kh-button kh-ghost kh-button-sm" onClick={() => void summary.refetch()}>
          {t("packageVisits.retry")}
        </button>
      </div>
    );

  const month = s.current_month;
  const visits = month ? s.visits.filter((v) => v.visit_month === month.index) : [];
  const past = s.months.filter((m) => m.state === "past" && m.unused > 0 && m.unused_outcome);

  return (
    <section className="kh-pv" aria-labelledby={`${uid}-h`} data-testid="package-visits">
      <div className="kh-pv-head">
        <h3 id={`${uid}-h`}>{t("packageVisits.heading")}</h3>
        {month ? (
          <span className="kh-pv-muted">
            {t("packageVisits.thisMonth")}:{" "}
            {/* dates read left to right in Arabic too, as the schedule screens show ranges */}
            <bdi dir="ltr" data-testid="visit-month">
              {formatDate(month.starts_on)} – {formatDate(month.ends_on)}
            </bdi>
          </span>
        ) : null}
      </div>

      {month ? (
        <div className="kh-pv-count">
          <strong data-testid="visits-left" data-left={month.left}>
            {t("packageVisits.leftCount", { count: month.left })}
          </strong>
          <span className="kh-pv-muted">
            {t("packageVisits.ofMonth", { used: month.used, available: month.available })}
            {month.carried_in > 0 ? ` · ${t("packageVisits.carriedIn", { count: month.carried_in })}` : ""}
          </span>
        </div>
      ) : null}
      <p className="kh-pv-muted kh-pv-small">{t(`packageVisits.rule.${s.unused_visits}`)}</p>

      {past.length > 0 ? (
        <ul className="kh-pv-past">
          {past.map((m) => (
            <li key={m.index}>
              {t(`packageVisits.past.${m.unused_outcome}`, {
                month: t("packageVisits.monthName", { n: m.index + 1 }),
                count: m.unused,
              })}
            </li>
          ))}
        </ul>
      ) : null}

      {month ? (
        visits.length === 0 ? (
          <p className="kh-pv-muted">{t("packageVisits.none")}</p>
        ) : (
          <ul className="kh-pv-visits">
            {visits.map((v) => (
              <li key={v.id} className="kh-pv-visit" data-testid="package-visit">
                <div className="kh-pv-visit-main">
                  <strong>
                    <bdi>{f.date(v.scheduled_at)}</bdi> · <bdi>{f.time(v.scheduled_at)}</bdi>
                  </strong>
                  <BookingStatusBadge status={v.status} label={v.status_label} />
                </div>
                <div className="kh-pv-visit-actions">
                  <Link to={`/bookings/${v.id}`} className="kh-wallet-link">
                    {t("packageVisits.open")}
                    <span className="kh-pv-sr"> {t("packageVisits.visit", { number: v.number })}</span>
                  </Link>
                  {v.can_reschedule ? (
                    <button type="button" className="kh-pv-link" onClick={() => setMoving(v)}>
                      {t("packageVisits.reschedule")}
                      <span className="kh-pv-sr"> {t("packageVisits.visit", { number: v.number })}</span>
                    </button>
                  ) : null}
                  {v.can_cancel ? (
                    <button type="button" className="kh-pv-link kh-pv-link-danger" onClick={() => setCancelling(v)}>
                      {t("packageVisits.cancel")}
                      <span className="kh-pv-sr"> {v.number}</span>
                    </button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )
      ) : null}

      {done ? (
        <p className="kh-pv-done" role="status" data-testid="visit-done">
          {done}
        </p>
      ) : null}

      {s.can_book ? (
        <button
          type="button"
          className="kh-button kh-pv-schedule"
          onClick={() => {
            setDone(null);
            setScheduling(true);
          }}
        >
          {t("packageVisits.schedule")}
        </button>
      ) : s.reason ? (
        <p className="kh-pv-muted" data-testid="visits-blocked">
          {t(`packageVisits.reason.${s.reason}`)}
        </p>
      ) : null}

      <VisitDialog
        summary={s}
        open={scheduling || moving !== null}
        visit={moving}
        onClose={() => {
          setScheduling(false);
          setMoving(null);
        }}
        onDone={(m) => void changed(m)}
      />
      <VisitCancelDialog visit={cancelling} onClose={() => setCancelling(null)} onDone={(m) => void changed(m)} />
    </section>
  );
}
