import "../../../../i18n/modules/wallet";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AddressPicker } from "../../../../components/storefront/address-picker";
import { WalletModalsHost } from "../../../../components/storefront/notifications/wallet-modals-host";
import { loginRedirectFor } from "../../../../config/guard";
import { CouponSection, PaymentSection, StartDateSection } from "./buy-package-sections";
import { PackageSummary, Totals } from "./buy-package-summary";
import { useBuyPackage } from "./use-buy-package";
import "../../../../features/wallet/wallet.css";
import "./buy-package.css";

/** /buy-package: the package cart. A guest sees it and signs in; a customer picks address, date, coupon, payment. */
export default function BuyPackagePage() {
  const { t } = useTranslation();
  const buy = useBuyPackage();
  const { uid, user, cart, c, item, chooseAddress, errors, formError, busy, removeItem, submit, form } = buy;
  let body: ReactNode;
  if (cart.isLoading) body = <p className="kh-wallet-muted">{t("common.loading")}</p>;
  else if (cart.isError)
    body = (
      <div className="kh-wallet-empty" role="alert">
        <p>{t("wallet.error")}</p>
        <button type="button" className="kh-button kh-ghost" onClick={() => void cart.refetch()}>
          {t("wallet.retry")}
        </button>
      </div>
    );
  else if (!c || !item)
    body = (
      <div className="kh-wallet-empty" data-testid="buy-package-empty">
        <p>{t("wallet.buy.empty")}</p>
        <Link to="/packages" className="kh-button">
          {t("wallet.myPackages.browse")}
        </Link>
      </div>
    );
  else if (!user)
    body = (
      <div className="kh-buy-layout">
        <div className="kh-buy-main">
          <PackageSummary item={item} />
        </div>
        <aside className="kh-buy-card kh-buy-aside">
          <Totals cart={c} />
          <div className="kh-buy-signin" data-testid="buy-package-signin">
            <p>{t("wallet.buy.signInPrompt")}</p>
            <Link to={loginRedirectFor("customer", { pathname: "/buy-package", search: "" })} className="kh-button">
              {t("wallet.buy.signIn")}
            </Link>
          </div>
        </aside>
      </div>
    );
  else {
    body = (
      <form className="kh-buy-layout" onSubmit={submit} noValidate>
        <div className="kh-buy-main">
          <PackageSummary item={item} onRemove={removeItem} />

          <section className="kh-buy-card" aria-labelledby={`${uid}-address`}>
            <h2 id={`${uid}-address`}>{t("wallet.buy.address")}</h2>
            <AddressPicker
              value={form.addressId}
              onChange={chooseAddress}
              errors={errors.user_address_id}
              legend={t("wallet.buy.address")}
            />
          </section>

          <StartDateSection buy={buy} />

          <CouponSection buy={buy} cart={c} />

          <PaymentSection buy={buy} cart={c} />
        </div>

        <aside className="kh-buy-card kh-buy-aside" aria-labelledby={`${uid}-summary`}>
          <h2 id={`${uid}-summary`}>{t("wallet.buy.summary")}</h2>
          <Totals cart={c} />
          {formError ? (
            <p className="kh-wallet-alert" role="alert" data-testid="buy-package-error">
              {formError}
            </p>
          ) : null}
          <button type="submit" className="kh-button kh-buy-submit" disabled={busy} aria-busy={busy}>
            {busy ? t("wallet.buy.buying") : t("wallet.buy.buy")}
          </button>
          <p className="kh-wallet-muted kh-buy-fine">{t("wallet.buy.inclVat")}</p>
        </aside>
      </form>
    );
  }

  return (
    <main className="kh-section kh-wallet">
      <div className="kh-container kh-buy-inner">
        <div className="kh-wallet-head">
          <div>
            <h1>{t("wallet.buy.title")}</h1>
            <p className="kh-wallet-muted">{t("wallet.buy.subtitle")}</p>
          </div>
        </div>
        {body}
      </div>
      {user ? <WalletModalsHost /> : null}
    </main>
  );
}
