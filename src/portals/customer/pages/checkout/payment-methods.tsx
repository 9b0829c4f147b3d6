import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import type { Cart } from "../../../../lib/cart";
import type { Method } from "./checkout-draft";
import { FieldMessage } from "./field-errors";
import { Money } from "./shared";

export interface WalletBalance {
  balance: number;
  currency: string;
}
export function PaymentMethods({
  value,
  onChange,
  cart,
  wallet,
  errors,
}: {
  value: Method;
  onChange: (m: Method) => void;
  cart: Cart;
  wallet: WalletBalance | undefined;
  errors?: string[];
}) {
  const { t } = useTranslation();
  const uid = useId();
  const cash = !!cart.partner?.cash_on_delivery;
  const walletShort = !!wallet && Number(wallet.balance) < Number(cart.summary.total);
  const option = (method: Method, title: string, hint: ReactNode, disabled = false) => (
    <label className={`kh-co-method${disabled ? " is-off" : ""}`}>
      <input
        type="radio"
        name={`${uid}-method`}
        value={method}
        checked={value === method}
        disabled={disabled}
        onChange={() => onChange(method)}
      />
      <span className="kh-co-method-body">
        <strong>{title}</strong>
        <span className="kh-co-muted kh-co-small">{hint}</span>
      </span>
    </label>
  );
  return (
    <section className="kh-co-card" aria-labelledby="co-method-title">
      <fieldset className="kh-co-fieldset" id="co-method" aria-describedby={errors?.length ? `${uid}-e` : undefined}>
        <legend id="co-method-title">
          <h2>{t("cart.method.title")}</h2>
        </legend>
        <div className="kh-co-methods">
          {option("card", t("cart.method.card"), t("cart.method.cardHint"))}
          {option(
            "wallet",
            t("cart.method.wallet"),
            wallet ? (
              <>
                {t("cart.method.balance")} <Money amount={wallet.balance} />
                {walletShort ? ` · ${t("cart.method.walletShort")}` : ""}
              </>
            ) : (
              t("cart.method.walletHint")
            ),
          )}
          {cash ? option("cash", t("cart.method.cash"), t("cart.method.cashHint")) : null}
        </div>
        <FieldMessage id={`${uid}-e`} messages={errors} />
      </fieldset>
    </section>
  );
}
