import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../../api";
import type { useCart } from "../../../../lib/cart";
import { FieldMessage } from "./field-errors";

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
  const applied = cartApi.cart?.coupon ?? null;
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
      {applied ? (
        <div className="kh-co-coupon-applied" data-testid="coupon-applied">
          <span>
            <strong dir="ltr">{applied.code}</strong> {applied.description ? `· ${applied.description}` : ""}
          </span>
          <button
            type="button"
            className="kh-co-link"
            disabled={busy || cartApi.busy}
            onClick={() => {
              setErrors([]);
              cartApi.removeCoupon().catch(() => undefined);
              onChange("");
            }}
          >
            {t("cart.coupon.remove")}
          </button>
        </div>
      ) : (
        <form className="kh-co-coupon" onSubmit={apply} noValidate>
          <label htmlFor={`${uid}-code`} className="kh-co-label">
            {t("cart.coupon.label")}
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
