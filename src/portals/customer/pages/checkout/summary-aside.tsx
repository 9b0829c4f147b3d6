import { useTranslation } from "react-i18next";
import { useVatDisplay } from "../../../../features/settings/customer-price";
import type { Cart } from "../../../../lib/cart";
import type { Method } from "./checkout-draft";
import { FieldMessage } from "./field-errors";
import { SummaryLines } from "./shared";

/** The order summary beside the form, with the Book button for a signed-in customer. */
export function SummaryAside({
  cart,
  signedIn,
  method,
  formErrors,
  posting,
  disabled,
  onBook,
}: {
  cart: Cart;
  signedIn: boolean;
  method: Method;
  formErrors?: string[];
  posting: boolean;
  disabled: boolean;
  onBook: () => void;
}) {
  const { t } = useTranslation();
  const { includeVat } = useVatDisplay();
  return (
    <aside className="kh-co-aside" aria-labelledby="co-summary-title">
      <div className="kh-co-card kh-co-summary">
        <h2 id="co-summary-title">{t("cart.summary.title")}</h2>
        <p className="kh-co-muted kh-co-small">{t("cart.summary.items", { count: cart.count ?? cart.items.length })}</p>
        <SummaryLines
          summary={cart.summary}
          couponCode={cart.coupons?.length ? cart.coupons.map((c) => c.code).join(" + ") : (cart.coupon?.code ?? null)}
        />
        <p className="kh-co-muted kh-co-small">
          {includeVat
            ? t("cart.summary.vatIncluded")
            : t("cart.summary.vatAdded", { percent: cart.summary.vat_percentage ?? 5 })}
        </p>
        {signedIn ? (
          <>
            <FieldMessage id="co-form-e" messages={formErrors} />
            <button
              id="co-book"
              type="button"
              className="kh-button kh-co-book"
              onClick={onBook}
              disabled={disabled}
              aria-busy={posting}
            >
              {posting ? t("cart.checkout.booking") : t("cart.checkout.book")}
            </button>
            <p className="kh-co-muted kh-co-small">
              {method === "card"
                ? t("cart.checkout.cardNext")
                : method === "wallet"
                  ? t("cart.checkout.walletNext")
                  : t("cart.checkout.cashNext")}
            </p>
          </>
        ) : (
          <p className="kh-co-muted kh-co-small">{t("cart.checkout.signInToBook")}</p>
        )}
      </div>
    </aside>
  );
}
