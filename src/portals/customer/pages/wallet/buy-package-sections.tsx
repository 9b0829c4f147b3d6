import "../../../../i18n/modules/cart";
import { useTranslation } from "react-i18next";
import type { PackageCart } from "../../../../features/wallet/types";
import { FieldError } from "./buy-package-field-error";
import type { BuyPackageState } from "./use-buy-package";

/** The first visit's date: tomorrow to 60 days ahead. */
export function StartDateSection({ buy }: { buy: BuyPackageState }) {
  const { t } = useTranslation();
  const { uid, range, form, update, errorProps, errors } = buy;
  return (
    <section className="kh-buy-card" aria-labelledby={`${uid}-date-title`}>
      <h2 id={`${uid}-date-title`}>{t("wallet.buy.startDate")}</h2>
      <div className="kh-wallet-field">
        <label htmlFor={`${uid}-date`}>{t("wallet.buy.startDateLabel")}</label>
        <input
          id={`${uid}-date`}
          type="date"
          className="kh-buy-input"
          min={range.min}
          max={range.max}
          value={form.startDate}
          onChange={(e) => update("startDate", e.target.value, ["start_date"])}
          {...errorProps("start_date")}
        />
        <FieldError id={`${uid}-start_date-error`} messages={errors.start_date} />
      </div>
    </section>
  );
}

/** A coupon for the package cart, or the one applied with what it saves. */
export function CouponSection({ buy, cart: c }: { buy: BuyPackageState; cart: PackageCart }) {
  const { t } = useTranslation();
  const { uid, money, couponBusy, removeCoupon, form, update, applyCoupon, errorProps, errors } = buy;
  // every applied code (stacking: a Khidma coupon and a partner promotion); older answers name one in `coupon`
  const applied = c.coupons ?? (c.coupon ? [c.coupon] : []);
  return (
    <section className="kh-buy-card" aria-labelledby={`${uid}-coupon-title`}>
      <h2 id={`${uid}-coupon-title`}>{t("wallet.buy.coupon")}</h2>
      {applied.map((code) => (
        <div key={code.code} className="kh-buy-coupon-applied" data-testid="coupon-applied">
          <span>
            <strong>
              <bdi>{code.code}</bdi>
            </strong>{" "}
            {t("wallet.buy.couponSaves", { amount: money(code.discount) })}
          </span>
          <button
            type="button"
            className="kh-wallet-link"
            disabled={couponBusy}
            aria-label={t("cart.coupon.removeCode", { code: code.code })}
            onClick={() => removeCoupon(code.code)}
          >
            {t("wallet.buy.removeCoupon")}
          </button>
        </div>
      ))}
      {applied.length < 2 && (
        <div className="kh-wallet-field">
          <label htmlFor={`${uid}-coupon`}>
            {applied.length === 0 ? t("wallet.buy.couponLabel") : t("cart.coupon.addAnother")}
          </label>
          <div className="kh-wallet-inline">
            <input
              id={`${uid}-coupon`}
              className="kh-buy-input"
              value={form.coupon}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              dir="ltr"
              onChange={(e) => update("coupon", e.target.value, ["coupon_code"])}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  void applyCoupon();
                }
              }}
              {...errorProps("coupon_code")}
            />
            <button type="button" className="kh-button kh-ghost" disabled={couponBusy} onClick={applyCoupon}>
              {couponBusy ? t("wallet.buy.applying") : t("wallet.buy.apply")}
            </button>
          </div>
        </div>
      )}
      <FieldError id={`${uid}-coupon_code-error`} messages={errors.coupon_code} />
    </section>
  );
}

/** Card or wallet (with the balance, and a top-up when it is short). */
export function PaymentSection({ buy, cart: c }: { buy: BuyPackageState; cart: PackageCart }) {
  const { t } = useTranslation();
  const { uid, wallet, form, update, money, setTopUpOpen, errorProps, errors } = buy;
  const balance = wallet.data ? Number(wallet.data.balance) : null;
  const short = balance !== null && balance < Number(c.summary.total);
  return (
    <section className="kh-buy-card" aria-labelledby={`${uid}-pay-title`}>
      <h2 id={`${uid}-pay-title`}>{t("wallet.buy.payment")}</h2>
      <fieldset className="kh-buy-methods" {...errorProps("payment_method")}>
        <legend className="kh-wallet-sr">{t("wallet.buy.payment")}</legend>
        {(["card", "wallet"] as const).map((m) => (
          <label key={m} className="kh-buy-method">
            <input
              type="radio"
              name={`${uid}-method`}
              value={m}
              checked={form.paymentMethod === m}
              onChange={() => update("paymentMethod", m, ["payment_method"])}
            />
            <span>
              <strong>{t(`wallet.buy.methods.${m}`)}</strong>
              {m === "wallet" ? (
                <small>
                  {t("wallet.buy.walletBalance")}{" "}
                  <bdi data-testid="buy-wallet-balance">{wallet.data ? money(wallet.data.balance) : "…"}</bdi>
                </small>
              ) : (
                <small>{t("wallet.buy.cardNote")}</small>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      {form.paymentMethod === "wallet" ? (
        <p className={short ? "kh-wallet-note kh-buy-short" : "kh-wallet-muted"}>
          {short ? t("wallet.buy.walletShort") : null}{" "}
          <button type="button" className="kh-wallet-link" onClick={() => setTopUpOpen(true)}>
            {t("wallet.topUp.open")}
          </button>
        </p>
      ) : null}
      <FieldError id={`${uid}-payment_method-error`} messages={errors.payment_method} />
    </section>
  );
}
