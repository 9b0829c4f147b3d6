import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Dialog } from "../../../../components/storefront/ui/dialog";
import { toDubai } from "../../../../lib/format";
import { Amount, LinesTable } from "./amounts";
import { QuotationPhotos } from "./quotation-photos";
import type { Quotation } from "./types";
import { useFormat } from "./use-format";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A quotation is valid through the whole of its `valid_until` day (Asia/Dubai), or until the instant given. */
export const isExpired = (validUntil: string | null | undefined): boolean => {
  const end = toDubai(validUntil);
  if (!end) return false;
  const limit = DATE_ONLY.test(String(validUntil).trim()) ? end.endOf("day") : end;
  return Date.now() > limit.valueOf();
};

/** The quotation's booking, validity and issue date, its lines and its totals. */
export function QuotationFacts({ q }: { q: Quotation }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <>
      <dl className="kh-bk-facts">
        <div>
          <dt>{t("bookings.quotation.booking")}</dt>
          <dd>
            <Link to={`/bookings/${q.booking_id}`}>
              <bdi>{q.booking_number}</bdi>
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t("bookings.quotation.validUntil")}</dt>
          <dd>
            <bdi data-testid="valid-until">{f.date(q.valid_until)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t("bookings.quotation.issued")}</dt>
          <dd>
            <bdi>{f.date(q.created_at)}</bdi>
          </dd>
        </div>
      </dl>

      <LinesTable
        heading={t("bookings.quotation.description")}
        lines={q.lines.map((line, i) => ({ ...line, key: i, name: line.description }))}
      />
      <QuotationPhotos q={q} />

      <dl className="kh-bk-summary kh-bk-quote-totals">
        <div>
          <dt>{t("bookings.quotation.vatIncluded")}</dt>
          <dd>
            <Amount value={q.vat_amount} testId="quotation-vat" />
          </dd>
        </div>
        <div className="kh-bk-summary-total">
          <dt>{t("bookings.totalInclVat")}</dt>
          <dd>
            <Amount value={q.total} testId="quotation-total" />
          </dd>
        </div>
      </dl>
    </>
  );
}

/** Asks for an optional reason before declining the quotation. */
export function DeclineDialog({
  uid,
  open: declining,
  busy,
  reason,
  setReason,
  onClose,
  onConfirm,
}: {
  uid: string;
  open: boolean;
  busy: "accept" | "decline" | null;
  reason: string;
  setReason: (reason: string) => void;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={declining}
      onClose={() => (busy ? undefined : onClose())}
      size="sm"
      title={t("bookings.quotation.declineTitle")}
      description={t("bookings.quotation.declineText")}
      initialFocus="textarea"
      footer={
        <>
          <button type="button" className="kh-button kh-ghost" onClick={onClose} disabled={busy !== null}>
            {t("bookings.quotation.keep")}
          </button>
          <button type="button" className="kh-button kh-bk-danger" onClick={onConfirm} disabled={busy !== null}>
            {busy === "decline" ? t("bookings.quotation.declining") : t("bookings.quotation.confirmDecline")}
          </button>
        </>
      }
    >
      <div className="kh-bk-field">
        <label htmlFor={`${uid}-reason`}>{t("bookings.quotation.reason")}</label>
        <textarea
          id={`${uid}-reason`}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
    </Dialog>
  );
}
