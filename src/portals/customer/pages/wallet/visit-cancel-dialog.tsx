import "../../../../i18n/modules/package-visits";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api, isApiError } from "../../../../api";
import { ENDPOINTS, fillId } from "../../../../api/endpoints";
import { Dialog } from "../../../../components/storefront/ui/dialog";
import { useFormat } from "../bookings/use-format";
import type { Visit } from "./visit-types";

/**
 * Cancel a package visit: a confirmation, then `customer/booking/cancel/{id}` with `expected_fee` 0 (a visit costs
 * nothing, so no fee). The visit goes back to its month.
 */
export function VisitCancelDialog({
  visit,
  onClose,
  onDone,
}: {
  visit: Visit | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!visit) return;
    setBusy(true);
    setError(null);
    try {
      await api.post(fillId(ENDPOINTS.bookingCancel, visit.id), { expected_fee: 0 }, { silent: true });
      onDone(t("packageVisits.cancelDialog.done"));
    } catch (err) {
      const fields = isApiError(err) ? err.errors : undefined;
      setError(fields ? (Object.values(fields)[0]?.[0] ?? "") : err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={visit !== null}
      onClose={close}
      role="alertdialog"
      closeButton={false}
      size="sm"
      title={t("packageVisits.cancelDialog.title", { number: f.iso(visit?.number) })}
      description={
        visit
          ? t("packageVisits.cancelDialog.body", {
              date: f.iso(f.date(visit.scheduled_at)),
              time: f.iso(f.time(visit.scheduled_at)),
            })
          : undefined
      }
      testId="visit-cancel-dialog"
      footer={
        <>
          <button type="button" className="kh-button kh-ghost" onClick={close} disabled={busy}>
            {t("packageVisits.cancelDialog.keep")}
          </button>
          <button type="button" className="kh-button kh-pv-danger" onClick={() => void confirm()} disabled={busy}>
            {busy ? t("packageVisits.cancelDialog.cancelling") : t("packageVisits.cancelDialog.confirm")}
          </button>
        </>
      }
    >
      {error ? (
        <p className="kh-pv-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
