import "../../../../i18n/modules/wallet";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The head of a wallet page (wallet, my packages): back to the profile, the title, a subtitle and an action. */
export function WalletPageHead({ title, subtitle, action }: { title: string; subtitle: string; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Link to="/profile" className="kh-wallet-back">
        {t("wallet.backToProfile")}
      </Link>
      <div className="kh-wallet-head">
        <div>
          <h1>{title}</h1>
          <p className="kh-wallet-muted">{subtitle}</p>
        </div>
        {action}
      </div>
    </>
  );
}
