import "../../../i18n/modules/partner-dispatch";
import { Select, Typography } from "antd";
import dayjs from "dayjs";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useBookingStatusLabel } from "../../../features/appointments/status-tags";
import { type DispatchDay, type DispatchJob, type DispatchTechnician, floating, isAssignable } from "./dispatch-time";

/** The calendar's assign control, shared by the unassigned list, a job's panel and the phone's agenda. */
export interface AssignControl {
  technicians: DispatchTechnician[];
  canAssign: boolean;
  /** The job being assigned now, if any (its select waits). */
  savingId: number | null;
  onAssign: (job: DispatchJob, technician: { id: number; name: string }) => void;
}

/**
 * Dubai wall-clock times in the app's time format (`hh:mm A` unless the settings say otherwise): `time` of a floating
 * Date, `clock` of a date and `HH:mm`, `range` of a job (`03:00 PM – 05:00 PM`). In Arabic each time is a
 * left-to-right isolate (LRI…PDI), so "08:00 AM" stays whole and a range reads from the right like the sentence.
 */
export function useDispatchTime(format: string) {
  const { i18n } = useTranslation();
  const rtl = i18n.language.startsWith("ar");
  return useMemo(() => {
    const time = (d: Date) => {
      const text = dayjs(d).format(format);
      return rtl ? `\u2066${text}\u2069` : text;
    };
    return {
      time,
      clock: (date: string, hhmm: string) => time(floating(`${date}T${hhmm}`)),
      range: (job: Pick<DispatchJob, "start" | "end">) => `${time(floating(job.start))} – ${time(floating(job.end))}`,
    };
  }, [format, rtl]);
}

/**
 * What a technician's column or card says about a day: the company's holiday, their shift and breaks
 * (`Shift 08:00 AM – 08:00 PM · Break 01:00 PM – 02:00 PM`), why they are off, or that they are no longer active.
 */
export function useShiftNote(timeFormat: string) {
  const { t } = useTranslation();
  const { clock } = useDispatchTime(timeFormat);
  return (tech: { listed?: boolean; days: DispatchDay[] }, date: string, closedName?: string): string | null => {
    if (tech.listed === false) return t("partnerDispatch.off.inactive");
    if (closedName) return t("partnerDispatch.closed", { name: closedName });
    const day = tech.days.find((d) => d.date === date);
    if (day?.on_shift && day.opens_at && day.closes_at) {
      const shift = t("partnerDispatch.shift", { from: clock(date, day.opens_at), to: clock(date, day.closes_at) });
      const breaks = day.breaks.map((b) =>
        t("partnerDispatch.breaks", { from: clock(date, b.starts_at), to: clock(date, b.ends_at) }),
      );
      return [shift, ...breaks].join(" · ");
    }
    return day?.off_reason ? t(`partnerDispatch.off.${day.off_reason}`) : null;
  };
}

/** `Sun 29 Nov` of a `YYYY-MM-DD` date in the interface language (Latin digits). */
export function dayLabel(date: string, language: string, weekday: "short" | "long" = "short") {
  const locale = language.startsWith("ar") ? "ar-AE-u-nu-latn" : "en-GB";
  return new Intl.DateTimeFormat(locale, { weekday, day: "numeric", month: "short" }).format(floating(date));
}

/**
 * "Assign to…" (or "Move to…") for one job: picking a technician assigns at once; the server's refusal is shown by
 * the screen. A technician who is off that day says so in the option (the server decides). A job that is not
 * confirmed or technician-assigned says why it cannot move; nothing without the permission.
 */
export function AssignSelect({ job, control, block }: { job: DispatchJob; control: AssignControl; block?: boolean }) {
  const { t } = useTranslation();
  const statusLabel = useBookingStatusLabel();
  if (!control.canAssign) return null;
  if (job.status === "requested")
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`dispatch-accept-first-${job.id}`}>
        {t("partnerDispatch.unassigned.acceptFirst")}
      </Typography.Text>
    );
  if (!isAssignable(job))
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t("partnerDispatch.job.locked", { status: statusLabel(job.status, job.status_label) })}
      </Typography.Text>
    );
  const options = control.technicians
    .filter((tech) => tech.id !== job.technician_id)
    .map((tech) => {
      const day = tech.days.find((d) => d.date === job.date);
      const label =
        day && !day.on_shift && day.off_reason
          ? t("partnerDispatch.job.offThatDay", { name: tech.name, reason: t(`partnerDispatch.off.${day.off_reason}`) })
          : tech.name;
      return { value: tech.id, label };
    });
  return (
    <Select<number>
      value={null as unknown as number}
      placeholder={job.technician_id === null ? t("partnerDispatch.job.assignTo") : t("partnerDispatch.job.moveTo")}
      aria-label={t("partnerDispatch.job.assignLabel", { number: job.number })}
      options={options}
      loading={control.savingId === job.id}
      disabled={control.savingId !== null}
      onChange={(id) => {
        const tech = control.technicians.find((x) => x.id === id);
        if (tech) control.onAssign(job, { id: tech.id, name: tech.name });
      }}
      style={{ width: block ? "100%" : 200, maxWidth: "100%" }}
      data-testid={`dispatch-assign-${job.id}`}
    />
  );
}

/** Number (a link to the booking's page), customer and services of a job, for the side list, the agenda and panels. */
export function JobSummary({
  job,
  timeFormat,
  showDate,
}: {
  job: DispatchJob;
  timeFormat: string;
  showDate?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { range } = useDispatchTime(timeFormat);
  return (
    <>
      <Link
        to={`/partner/appointments/show/${job.id}`}
        aria-label={t("partnerDispatch.job.open", { number: job.number })}
      >
        <strong>{job.number}</strong>
      </Link>
      <Typography.Text style={{ display: "block", fontSize: 13 }}>
        {showDate ? `${dayLabel(job.date, i18n.language)} · ` : ""}
        {range(job)}
      </Typography.Text>
      <Typography.Text style={{ display: "block" }}>{job.customer.name}</Typography.Text>
      <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
        {job.services.map((s) => (s.quantity > 1 ? `${s.name} × ${s.quantity}` : s.name)).join(", ")}
      </Typography.Text>
    </>
  );
}
