import "../../../../i18n/modules/bookings";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, isApiError } from "../../../../api";
import { ENDPOINTS, fillId } from "../../../../api/endpoints";
import { Dialog } from "../../../../components/storefront/ui/dialog";
import { Amount } from "./amounts";
import { FeeRule } from "./fee-rule";
import { InlineError } from "./inline-notices";
import type { BookingDetails, FeePreview } from "./types";
import { useFormat } from "./use-format";
import { useSilentApi } from "./use-silent-api";

/**
 * Cancel a booking: first the server's fee preview (the exact fee, the rule in words, the refund to the wallet),
 * then `POST cancel` with `expected_fee` = the fee shown. A 422 on `expected_fee` (the fee changed while the dialog
 * was open) reloads the preview and shows the new fee with the server's message; nothing is charged unseen.
 */
export function CancelDialog({
  booking,
  open,
  onClose,
  onDone,
}: {
  booking: BookingDetails;
  open: boolean;
  onClose: () => void;
  onDone: (updated: BookingDetails | null, preview: FeePreview) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const uid = useId();
  const preview = useSilentApi<FeePreview>(
    open ? fillId(ENDPOINTS.bookingCancelPreview, booking.id) : null,
    {},
    {
      placeholderData: undefined,
      gcTime: 0,
    },
  );
  const [reason, setReason] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setNotice(null);
    setError(null);
    setReason("");
    onClose();
  };

  const p = preview.data;
  const confirm = async () => {
    if (!p) return;
    setBusy(true);
    setError(null);
    try {
      const res = await api.post<BookingDetails>(
        fillId(ENDPOINTS.bookingCancel, booking.id),
        { reason: reason.trim() || undefined, expected_fee: p.fee },
        { silent: true },
      );
      setNotice(null);
      setReason("");
      onDone(res.data ?? null, p);
    } catch (err) {
      if (isApiError(err) && err.status === 422 && err.errors?.expected_fee) {
        setNotice(err.errors.expected_fee[0] ?? err.message);
        await preview.refetch();
      } else {
        setError(err instanceof Error ? err.message : String(err));
      }
    } finally {
      setBusy(false);
    }
  };

  const loading = preview.isLoading || (preview.isFetching && !p);

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t("bookings.cancel.title", { number: f.iso(booking.number) })}
      testId="cancel-dialog"
      footer={
        <>
          <button type="button" className="kh-button kh-ghost" onClick={close} disabled={busy}>
            {t("bookings.cancel.keep")}
          </button>
          <button
            type="button"
            className="kh-button kh-bk-danger"
            onClick={() => void confirm()}
            disabled={!p || busy || preview.isFetching}
          >
            {busy ? t("bookings.cancel.cancelling") : t("bookings.cancel.confirm")}
          </button>
        </>
      }
    >
      {notice ? (
        <p className="kh-bk-notice" role="alert" data-testid="fee-notice">
          {notice}
        </p>
      ) : null}
      {loading ? (
        <p className="kh-bk-muted" role="status">
          {t("bookings.cancel.loadingFee")}
        </p>
      ) : preview.isError || !p ? (
        <InlineError message={t("bookings.cancel.previewFailed")} onRetry={() => void preview.refetch()} />
      ) : (
        <div className="kh-bk-fee" aria-live="polite" aria-busy={preview.isFetching}>
          <div className="kh-bk-fee-main">
            <span>{t("bookings.cancel.fee")}</span>
            <strong data-testid="cancel-fee">
              <Amount value={p.fee} />
            </strong>
          </div>
          <FeeRule rule={p.rule} percent={p.fee_percent} />
          <dl className="kh-bk-fee-rows">
            <div>
              <dt>{t("bookings.cancel.bookingTotal")}</dt>
              <dd>
                <Amount value={p.total} />
              </dd>
            </div>
            <div>
              <dt>{t("bookings.cancel.paid")}</dt>
              <dd>
                <Amount value={p.paid} />
              </dd>
            </div>
            {Number(p.paid) > 0 ? (
              <div className="kh-bk-fee-refund">
                <dt>{t("bookings.cancel.refund")}</dt>
                <dd data-testid="cancel-refund">
                  <Amount value={p.refund} />
                </dd>
              </div>
            ) : null}
          </dl>
          <p className="kh-bk-muted kh-bk-small">
            {Number(p.paid) > 0
              ? t("bookings.cancel.refundNote")
              : Number(p.fee) > 0
                ? t("bookings.cancel.owedNote")
                : t("bookings.cancel.nothingToPay")}
          </p>
        </div>
      )}
      <div className="kh-bk-field">
        <label htmlFor={`${uid}-reason`}>{t("bookings.cancel.reason")}</label>
        <textarea
          id={`${uid}-reason`}
          rows={3}
          maxLength={500}
          value={reason}
          placeholder={t("bookings.cancel.reasonPlaceholder")}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      {error ? (
        <p className="kh-bk-form-error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
