import "../../../../i18n/modules/bookings";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, isApiError } from "../../../../api";
import { ENDPOINTS, fillId } from "../../../../api/endpoints";
import { DateStrip, dayClosure, SlotPicker } from "../../../../components/storefront/ui/date-strip";
import { Dialog } from "../../../../components/storefront/ui/dialog";
import { idempotencyHeaders, useIdempotencyKey } from "../../../../lib/idempotency";
import { Amount } from "./amounts";
import { FeeRule } from "./fee-rule";
import { InlineError, WalletShort } from "./inline-notices";
import type { AvailableDates, BookingDetails, FeePreview, TimeSlots, WalletBalance } from "./types";
import { useFormat } from "./use-format";
import { useSilentApi } from "./use-silent-api";

/**
 * Move a booking: a day from the partner's available dates, a free slot of that day, then the server's fee for that
 * slot. A fee is paid from the wallet (balance shown; when short, a link to top up). Confirm posts
 * `{date, time, expected_fee, payment_method: "wallet"}` with one Idempotency-Key per chosen slot and fee.
 */
export function RescheduleDialog({
  booking,
  open,
  onClose,
  onDone,
}: {
  booking: BookingDetails;
  open: boolean;
  onClose: () => void;
  onDone: (updated: BookingDetails | null) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const partnerId = booking.partner?.id;
  const duration = booking.duration_minutes;
  // a package visit moves inside its month, on the package's job (issue 16)
  const visit = booking.package ? { subscription_id: booking.package.subscription_id, booking_id: booking.id } : null;
  const dates = useSilentApi<AvailableDates>(
    open ? (visit ? ENDPOINTS.packageVisitDates : ENDPOINTS.availableDates) : null,
    visit ?? { partner_id: partnerId, duration_minutes: duration, days: 14 },
  );
  const slots = useSilentApi<TimeSlots>(
    open && date ? (visit ? ENDPOINTS.packageVisitSlots : ENDPOINTS.timeSlots) : null,
    visit ? { ...visit, date } : { partner_id: partnerId, date, duration_minutes: duration },
    { placeholderData: undefined },
  );
  const preview = useSilentApi<FeePreview>(
    open && date && time ? fillId(ENDPOINTS.bookingReschedulePreview, booking.id) : null,
    { date, time },
    { placeholderData: undefined, gcTime: 0 },
  );
  const p = preview.data;
  const fee = p ? Number(p.fee) : null;
  const wallet = useSilentApi<WalletBalance>(open && fee !== null && fee > 0 ? ENDPOINTS.walletBalance : null);
  const balance = wallet.data ? Number(wallet.data.balance) : null;
  const short = fee !== null && fee > 0 && balance !== null && balance < fee;
  // One key per chosen slot and fee; a definite refusal (stored and replayed for the same key) starts a new one.
  const [attempt, setAttempt] = useState(0);
  const key = useIdempotencyKey([booking.id, date, time, p?.fee, attempt]);

  // Start on the first open day.
  const firstOpen = dates.data?.dates.find((d) => d.available)?.date ?? null;
  useEffect(() => {
    if (open && !date && firstOpen) setDate(firstOpen);
  }, [open, date, firstOpen]);

  const close = () => {
    if (busy) return;
    setDate(null);
    setTime(null);
    setNotice(null);
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!p || !date || !time) return;
    setBusy(true);
    setError(null);
    try {
      const res = await api.post<BookingDetails>(
        fillId(ENDPOINTS.bookingReschedule, booking.id),
        { date, time, expected_fee: p.fee, payment_method: "wallet" },
        { silent: true, ...idempotencyHeaders(key) },
      );
      setNotice(null);
      setDate(null);
      setTime(null);
      onDone(res.data ?? null);
    } catch (err) {
      if (isApiError(err) && err.status > 0) setAttempt((n) => n + 1);
      if (isApiError(err) && err.status === 422 && err.errors?.expected_fee) {
        setNotice(err.errors.expected_fee[0] ?? err.message);
        await preview.refetch();
      } else if (isApiError(err) && err.status === 422 && err.errors?.time) {
        setError(err.errors.time[0] ?? err.message);
        setTime(null);
        await slots.refetch();
      } else if (isApiError(err) && err.errors) {
        setError(Object.values(err.errors)[0]?.[0] ?? err.message);
      } else {
        setError(err instanceof Error ? err.message : String(err));
      }
    } finally {
      setBusy(false);
    }
  };

  const day = slots.data;
  const closure = day ? dayClosure(day) : null;
  const canConfirm = Boolean(p) && !preview.isFetching && !busy && !short && (fee === 0 || balance !== null);

  return (
    <Dialog
      open={open}
      onClose={close}
      size="lg"
      title={t("bookings.reschedule.title", { number: f.iso(booking.number) })}
      description={t("bookings.reschedule.current", {
        date: f.iso(f.date(booking.scheduled_at)),
        time: f.iso(f.time(booking.scheduled_at)),
      })}
      testId="reschedule-dialog"
      footer={
        <>
          <button type="button" className="kh-button kh-ghost" onClick={close} disabled={busy}>
            {t("bookings.reschedule.back")}
          </button>
          <button type="button" className="kh-button" onClick={() => void confirm()} disabled={!canConfirm}>
            {busy ? t("bookings.reschedule.saving") : t("bookings.reschedule.confirm")}
          </button>
        </>
      }
    >
      {dates.isError ? (
        <InlineError message={t("bookings.reschedule.datesFailed")} onRetry={() => void dates.refetch()} />
      ) : (
        <DateStrip
          label={t("bookings.reschedule.pickDate")}
          dates={dates.data?.dates ?? []}
          loading={dates.isLoading ? t("bookings.reschedule.loadingDates") : null}
          value={date}
          onChange={(d) => {
            setDate(d);
            setTime(null);
            setNotice(null);
            setError(null);
          }}
        />
      )}

      {date ? (
        slots.isError || (!day && !slots.isFetching) ? (
          <InlineError message={t("bookings.reschedule.slotsFailed")} onRetry={() => void slots.refetch()} />
        ) : (
          <SlotPicker
            label={t("bookings.reschedule.pickTime")}
            slots={day && !closure ? day.slots : []}
            loading={slots.isLoading || (slots.isFetching && !day) ? t("bookings.reschedule.loadingSlots") : null}
            empty={
              !day || !closure
                ? null
                : closure === "holiday"
                  ? t("bookings.reschedule.holiday", { name: day.holiday_name ?? "" })
                  : closure === "closed"
                    ? t("bookings.reschedule.closed")
                    : t("bookings.reschedule.full")
            }
            value={time}
            onChange={(v) => {
              setTime(v);
              setNotice(null);
              setError(null);
            }}
          />
        )
      ) : null}

      {notice ? (
        <p className="kh-bk-notice" role="alert" data-testid="fee-notice">
          {notice}
        </p>
      ) : null}

      {date && time ? (
        preview.isLoading || (preview.isFetching && !p) ? (
          <p className="kh-bk-muted" role="status">
            {t("bookings.reschedule.loadingFee")}
          </p>
        ) : preview.isError || !p ? (
          <InlineError
            message={isApiError(preview.error) ? preview.error.message : t("bookings.reschedule.feeFailed")}
            onRetry={() => void preview.refetch()}
          />
        ) : (
          <div className="kh-bk-fee" aria-live="polite" aria-busy={preview.isFetching}>
            <div className="kh-bk-fee-main">
              <span>{t("bookings.reschedule.fee")}</span>
              <strong data-testid="reschedule-fee">
                <Amount value={p.fee} />
              </strong>
            </div>
            <FeeRule rule={p.rule} percent={p.fee_percent} action="reschedule" />
            {fee !== null && fee > 0 ? (
              wallet.isLoading ? (
                <p className="kh-bk-muted" role="status">
                  {t("bookings.wallet.loading")}
                </p>
              ) : wallet.isError ? (
                <InlineError message={t("bookings.wallet.failed")} onRetry={() => void wallet.refetch()} />
              ) : (
                <div className="kh-bk-wallet">
                  <p>
                    {t("bookings.reschedule.payFromWallet")}{" "}
                    <span data-testid="wallet-balance">
                      {t("bookings.wallet.balance", { amount: f.iso(f.money(balance)) })}
                    </span>
                  </p>
                  {short ? <WalletShort messageKey="bookings.wallet.short" balance={balance} /> : null}
                </div>
              )
            ) : (
              <p className="kh-bk-muted kh-bk-small">{t("bookings.reschedule.noFee")}</p>
            )}
          </div>
        )
      ) : null}

      {error ? (
        <p className="kh-bk-form-error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
