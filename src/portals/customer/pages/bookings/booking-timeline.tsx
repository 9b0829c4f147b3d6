import { useTranslation } from "react-i18next";
import { Amount } from "./amounts";
import { STEPS, useStatusLabel } from "./status-badges";
import type { BookingDetails, TimelineEntry } from "./types";
import { useFormat } from "./use-format";

/**
 * requested → confirmed → technician assigned → on the way → in progress → completed, or the reached steps and how the
 * booking ended (cancelled, declined, no-show).
 */
export function Timeline({ booking }: { booking: BookingDetails }) {
  const { t } = useTranslation();
  const f = useFormat();
  const label = useStatusLabel();
  const entries = booking.timeline ?? [];
  const latest = (status: string): TimelineEntry | undefined => entries.filter((e) => e.status === status).at(-1);
  // a booking that ended off the flow (cancelled, declined by the provider, a no-show): the reached steps, then that end
  const ended = ["cancelled", "declined", "no-show"].includes(booking.status);
  const current = STEPS.indexOf(booking.status as (typeof STEPS)[number]);

  const steps: Array<{ status: string; state: "done" | "current" | "upcoming" | "cancelled"; entry?: TimelineEntry }> =
    ended
      ? [
          ...STEPS.filter((s) => latest(s)).map((s) => ({ status: s, state: "done" as const, entry: latest(s) })),
          { status: booking.status, state: "cancelled" as const, entry: latest(booking.status) },
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

/** When, at what fee and why a cancelled booking was cancelled. */
export function CancelFacts({ booking: b }: { booking: BookingDetails }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
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
          <dd dir="auto">{b.cancel_reason}</dd>
        </div>
      ) : null}
    </dl>
  );
}
