import "../../../../i18n/modules/bookings";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "./use-format";

/** A failed load inside a dialog or panel: the message and a retry button. */
export function InlineError({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="kh-bk-inline-error" role="alert">
      <p>{message}</p>
      <button type="button" className="kh-button kh-ghost kh-button-sm" onClick={onRetry}>
        {t("bookings.retry")}
      </button>
    </div>
  );
}

/** "Your wallet has AED x, not enough…" with a link to top up (`messageKey` words the shortfall). */
export function WalletShort({ messageKey, balance }: { messageKey: string; balance: number | null }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <p className="kh-bk-form-error" role="alert">
      {t(messageKey, { amount: f.iso(f.money(balance)) })} <Link to="/wallet">{t("bookings.wallet.topUp")}</Link>
    </p>
  );
}
