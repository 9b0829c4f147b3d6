import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../../api";
import type { useCart } from "../../../../lib/cart";
import { FieldMessage } from "./field-errors";
import { Money } from "./shared";

export function CouponField({
  cartApi,
  value,
  onChange,
  serverErrors,
}: {
  cartApi: ReturnType<typeof useCart>;
  value: string;
  onChange: (v: string) => void;
  serverErrors?: string[];
}) {
  const { t } = useTranslation();
  const uid = useId();
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const cart = cartApi.cart;
  // every applied code (stacking: a Khidma coupon and a partner promotion); older answers name one in `coupon`
  const applied = cart?.coupons ?? (cart?.coupon ? [cart.coupon] : []);
  const messages = [...errors, ...(serverErrors ?? [])];

  const apply = async (e: FormEvent) => {
    e.preventDefault();
    if (!value.trim()) {
      setErrors([t("cart.coupon.required")]);
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      await cartApi.applyCoupon(value);
      onChange("");
    } catch (error) {
      if (isApiError(error) && error.errors?.coupon_code) setErrors(error.errors.coupon_code);
      else setErrors([error instanceof Error ? error.message : String(error)]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="kh-co-card" aria-labelledby="co-coupon-title" id="co-coupon">
      <h2 id="co-coupon-title">{t("cart.coupon.title")}</h2>
      {applied.length > 0 && (
        <ul className="kh-co-coupons" aria-label={t("cart.coupon.applied")}>
          {applied.map((c) => (
            <li key={c.code} className="kh-co-coupon-applied" data-testid="coupon-applied">
              <span>
                <strong dir="ltr">{c.code}</strong>
                {"funded_by" in c && c.funded_by ? ` · ${t(`cart.coupon.${c.funded_by}`)}` : ""}
                {c.description ? <span dir="auto"> · {c.description}</span> : null}
              </span>
              <span className="kh-co-coupon-amount">
                −<Money amount={c.discount} />
                <button
                  type="button"
                  className="kh-co-link"
                  aria-label={t("cart.coupon.removeCode", { code: c.code })}
                  disabled={busy || cartApi.busy}
                  onClick={() => {
                    setErrors([]);
                    cartApi.removeCoupon(c.code).catch(() => undefined);
                  }}
                >
                  {t("cart.coupon.remove")}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {applied.length < 2 && (
        <form className="kh-co-coupon" onSubmit={apply} noValidate>
          <label htmlFor={`${uid}-code`} className="kh-co-label">
            {applied.length === 0 ? t("cart.coupon.label") : t("cart.coupon.addAnother")}
          </label>
          <div className="kh-co-coupon-row">
            <input
              id={`${uid}-code`}
              value={value}
              onChange={(e) => {
                onChange(e.target.value.toUpperCase());
                setErrors([]);
              }}
              autoComplete="off"
              autoCapitalize="characters"
              dir="ltr"
              maxLength={40}
              aria-invalid={messages.length ? true : undefined}
              aria-describedby={messages.length ? `${uid}-e` : undefined}
            />
            <button type="submit" className="kh-button kh-ghost" disabled={busy}>
              {busy ? t("cart.coupon.applying") : t("cart.coupon.apply")}
            </button>
          </div>
        </form>
      )}
      <FieldMessage id={`${uid}-e`} messages={messages} />
    </section>
  );
}
