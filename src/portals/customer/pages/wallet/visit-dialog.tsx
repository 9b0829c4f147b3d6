import "../../../../i18n/modules/package-visits";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, isApiError } from "../../../../api";
import { ENDPOINTS, fillId } from "../../../../api/endpoints";
import { DateStrip, dayClosure, SlotPicker } from "../../../../components/storefront/ui/date-strip";
import { Dialog } from "../../../../components/storefront/ui/dialog";
import { formatDate } from "../../../../lib/format";
import { idempotencyHeaders, useIdempotencyKey } from "../../../../lib/idempotency";
import { useFormat } from "../bookings/use-format";
import { useSilentApi } from "../bookings/use-silent-api";
import type { Visit, VisitDates, VisitSlots, VisitSummary } from "./visit-types";

type FieldErrors = Partial<Record<"date" | "time" | "notes" | "form", string[]>>;

/**
 * Schedule a visit of this month, or move `visit` inside its month: a day from the package partner's available days
 * of the month (`customer/package/visit/available-dates`), a free time of that day, notes for a new visit. Booking
 * posts `customer/package/visit/book`; moving posts `customer/booking/reschedule/{id}` with `expected_fee` 0 (a
 * visit costs nothing). One Idempotency-Key per chosen slot. A 422 shows at its field; what was typed stays.
 */
export function VisitDialog({
  summary,
  visit,
  open,
  onClose,
  onDone,
}: {
  summary: VisitSummary;
  visit?: Visit | null;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const notesId = useId();
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [notes, setNotes] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const moving = Boolean(visit);
  const scope = { subscription_id: summary.subscription_id, booking_id: visit?.id };

  const dates = useSilentApi<VisitDates>(open ? ENDPOINTS.packageVisitDates : null, scope);
  const slots = useSilentApi<VisitSlots>(
    open && date ? ENDPOINTS.packageVisitSlots : null,
    { ...scope, date },
    { placeholderData: undefined },
  );
  const key = useIdempotencyKey([summary.subscription_id, visit?.id, date, time, notes, attempt]);

  const firstOpen = dates.data?.dates.find((d) => d.available)?.date ?? null;
  useEffect(() => {
    if (open && !date && firstOpen) setDate(firstOpen);
  }, [open, date, firstOpen]);

  const reset = () => {
    setDate(null);
    setTime(null);
    setNotes("");
    setErrors({});
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const confirm = async () => {
    if (!date || !time) return;
    setBusy(true);
    setErrors({});
    try {
      if (visit)
        await api.post(
          fillId(ENDPOINTS.bookingReschedule, visit.id),
          { date, time, expected_fee: 0 },
          { silent: true, ...idempotencyHeaders(key) },
        );
      else
        await api.post(
          ENDPOINTS.packageVisitBook,
          { subscription_id: summary.subscription_id, date, time, ...(notes.trim() ? { notes: notes.trim() } : {}) },
          { silent: true, ...idempotencyHeaders(key) },
        );
      const when = { date: f.iso(formatDate(date)), time: f.iso(slotLabel ?? time) };
      reset();
      onDone(t(visit ? "packageVisits.dialog.moved" : "packageVisits.dialog.booked", when));
    } catch (err) {
      if (isApiError(err) && err.status > 0) setAttempt((n) => n + 1);
      if (isApiError(err) && err.status === 422 && err.errors) {
        const e = err.errors;
        setErrors({
          date: e.date,
          time: e.time,
          notes: e.notes,
          form:
            e.subscription_id ??
            e.expected_fee ??
            e.booking_id ??
            (e.date || e.time || e.notes ? undefined : [err.message]),
        });
        if (e.time) {
          setTime(null);
          await slots.refetch();
        }
      } else {
        setErrors({ form: [err instanceof Error ? err.message : String(err)] });
      }
    } finally {
      setBusy(false);
    }
  };

  const day = slots.data;
  const closure = day ? dayClosure(day) : null;
  const slotLabel = day?.slots.find((s) => s.time === time)?.label ?? null;
  const month = dates.data?.month ?? summary.current_month;
  const range = month ? { from: f.iso(formatDate(month.starts_on)), to: f.iso(formatDate(month.ends_on)) } : null;

  return (
    <Dialog
      open={open}
      onClose={close}
      size="lg"
      title={
        visit
          ? t("packageVisits.dialog.rescheduleTitle", { number: f.iso(visit.number) })
          : t("packageVisits.dialog.title")
      }
      description={
        visit
          ? t("packageVisits.dialog.current", {
              date: f.iso(f.date(visit.scheduled_at)),
              time: f.iso(f.time(visit.scheduled_at)),
            })
          : t("packageVisits.dialog.description", {
              package: summary.package.name,
              partner: summary.partner.name,
              from: range?.from ?? "",
              to: range?.to ?? "",
            })
      }
      testId="visit-dialog"
      footer={
        <>
          <button type="button" className="kh-button kh-ghost" onClick={close} disabled={busy}>
            {t("packageVisits.dialog.back")}
          </button>
          <button type="button" className="kh-button" onClick={() => void confirm()} disabled={!date || !time || busy}>
            {busy
              ? t("packageVisits.dialog.saving")
              : t(moving ? "packageVisits.dialog.confirmMove" : "packageVisits.dialog.confirm")}
          </button>
        </>
      }
    >
      {dates.isError ? (
        <div className="kh-pv-error" role="alert">
          <p>{isApiError(dates.error) ? dates.error.message : t("packageVisits.dialog.datesFailed")}</p>
          <button type="button" className="kh-button kh-ghost kh-button-sm" onClick={() => void dates.refetch()}>
            {t("packageVisits.retry")}
          </button>
        </div>
      ) : (
        <DateStrip
          label={t("packageVisits.dialog.pickDate")}
          dates={dates.data?.dates ?? []}
          loading={dates.isLoading ? t("packageVisits.dialog.loadingDates") : null}
          noneOpen={t("packageVisits.dialog.noneOpen")}
          value={date}
          errors={errors.date}
          onChange={(d) => {
            setDate(d);
            setTime(null);
            setErrors({});
          }}
        />
      )}

      {date ? (
        slots.isError ? (
          <div className="kh-pv-error" role="alert">
            <p>{isApiError(slots.error) ? slots.error.message : t("packageVisits.dialog.slotsFailed")}</p>
            <button type="button" className="kh-button kh-ghost kh-button-sm" onClick={() => void slots.refetch()}>
              {t("packageVisits.retry")}
            </button>
          </div>
        ) : (
          <SlotPicker
            label={t("packageVisits.dialog.pickTime")}
            slots={day && !closure ? day.slots : []}
            loading={slots.isLoading || (slots.isFetching && !day) ? t("packageVisits.dialog.loadingSlots") : null}
            empty={
              !day || !closure
                ? null
                : closure === "holiday"
                  ? t("packageVisits.dialog.holiday", { name: day.holiday_name ?? "" })
                  : closure === "closed"
                    ? t("packageVisits.dialog.closed")
                    : t("packageVisits.dialog.full")
            }
            takenLabel={t("packageVisits.dialog.taken")}
            value={time}
            errors={errors.time}
            onChange={(v) => {
              setTime(v);
              setErrors({});
            }}
          />
        )
      ) : null}

      {moving ? null : (
        <div className="kh-pv-field">
          <label htmlFor={notesId}>{t("packageVisits.dialog.notes")}</label>
          <textarea
            id={notesId}
            rows={2}
            maxLength={1000}
            value={notes}
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={errors.notes ? `${notesId}-e` : undefined}
            onChange={(e) => setNotes(e.target.value)}
          />
          {errors.notes ? (
            <p className="kh-pv-field-error" id={`${notesId}-e`} role="alert">
              {errors.notes.join(" ")}
            </p>
          ) : null}
        </div>
      )}

      <p className="kh-pv-muted">{t("packageVisits.dialog.covered")}</p>
      {errors.form ? (
        <p className="kh-pv-field-error" role="alert" data-testid="visit-error">
          {errors.form.join(" ")}
        </p>
      ) : null}
    </Dialog>
  );
}
