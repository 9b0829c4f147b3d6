import "../../../../i18n/modules/booking-extras";
import { useTranslation } from "react-i18next";
import { StatusBadge } from "../../../../components/storefront/ui/status-badge";
import type { CompletionReport } from "./types";
import { useFormat } from "./use-format";
import "./booking-extras.css";

/** Thumbnails that open the full photo; `alt` names each one ("Before photo 1"). */
export function PhotoList({ photos, alt, label }: { photos: string[]; alt: (n: number) => string; label: string }) {
  if (!photos.length) return null;
  return (
    <ul className="kh-bk-photos" aria-label={label}>
      {photos.map((src, i) => (
        <li key={src}>
          <a href={src} target="_blank" rel="noreferrer">
            <img src={src} alt={alt(i + 1)} width={96} height={96} loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** "2 h 15 min" / "45 min". */
function useDuration() {
  const { t } = useTranslation();
  return (minutes: number) =>
    minutes >= 60
      ? t("bookingExtras.report.hoursMinutes", { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
      : t("bookingExtras.report.minutes", { count: minutes });
}

/**
 * The partner's completion report on the customer's booking page: notes, before and after photos (a seeded report
 * has one list), the checklist of the service's included items, time on site, and the sign-off.
 */
export function CompletionReportSection({ report }: { report: CompletionReport }) {
  const { t } = useTranslation();
  const f = useFormat();
  const duration = useDuration();
  const before = report.before_photos ?? [];
  const after = report.after_photos ?? [];
  const split = before.length + after.length > 0;
  const checklist = report.checklist ?? [];
  const done = checklist.filter((c) => c.done).length;
  return (
    <section className="kh-bk-panel-card" aria-labelledby="bk-report" data-testid="completion-report">
      <h2 id="bk-report">{t("bookingExtras.report.title")}</h2>
      <p className="kh-bk-muted kh-bk-small">
        {t("bookingExtras.report.submitted", { when: f.iso(f.dateTime(report.created_at)) })}
      </p>
      {report.notes ? (
        <p className="kh-bk-prewrap" data-testid="report-notes" dir="auto">
          {report.notes}
        </p>
      ) : null}

      {report.minutes_on_site !== null && report.minutes_on_site !== undefined ? (
        <dl className="kh-bk-facts kh-bx-report-facts">
          <div>
            <dt>{t("bookingExtras.report.timeOnSite")}</dt>
            <dd data-testid="report-time">
              <bdi>{duration(report.minutes_on_site)}</bdi>
              {report.started_at && report.ended_at ? (
                <span className="kh-bk-muted kh-bk-small kh-bx-block">
                  <bdi>
                    {t("bookingExtras.report.fromTo", {
                      from: f.time(report.started_at),
                      to: f.time(report.ended_at),
                    })}
                  </bdi>
                </span>
              ) : null}
            </dd>
          </div>
          {checklist.length ? (
            <div>
              <dt>{t("bookingExtras.report.checklist")}</dt>
              <dd>{t("bookingExtras.report.checklistSummary", { done, total: checklist.length })}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      {split ? (
        <div className="kh-bx-photo-groups">
          {before.length ? (
            <div>
              <h3 className="kh-bk-subhead">{t("bookingExtras.report.before")}</h3>
              <PhotoList
                photos={before}
                label={t("bookingExtras.report.before")}
                alt={(n) => t("bookingExtras.report.beforePhoto", { n })}
              />
            </div>
          ) : null}
          {after.length ? (
            <div>
              <h3 className="kh-bk-subhead">{t("bookingExtras.report.after")}</h3>
              <PhotoList
                photos={after}
                label={t("bookingExtras.report.after")}
                alt={(n) => t("bookingExtras.report.afterPhoto", { n })}
              />
            </div>
          ) : null}
        </div>
      ) : (
        <PhotoList
          photos={report.photos ?? []}
          label={t("bookingExtras.report.photos")}
          alt={(n) => t("bookingExtras.report.photo", { n })}
        />
      )}

      {checklist.length ? (
        <>
          <h3 className="kh-bk-subhead">{t("bookingExtras.report.checklist")}</h3>
          <ul className="kh-bx-checklist" data-testid="report-checklist">
            {checklist.map((c) => (
              <li key={c.key} className={c.done ? "kh-bx-done" : "kh-bx-undone"}>
                <span aria-hidden="true" className="kh-bx-mark">
                  {c.done ? "✓" : "–"}
                </span>
                <span>{c.label}</span>
                <span className="kh-bk-sr">
                  {" "}
                  ({c.done ? t("bookingExtras.report.done") : t("bookingExtras.report.notDone")})
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <p>
        {report.customer_signoff ? (
          <StatusBadge tone="success">
            {report.signed_by
              ? t("bookingExtras.report.signedBy", { name: report.signed_by })
              : t("bookingExtras.report.signedOff")}
          </StatusBadge>
        ) : (
          <StatusBadge tone="warning">{t("bookingExtras.report.notSignedOff")}</StatusBadge>
        )}
      </p>
    </section>
  );
}
