import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDuration, initialOf } from "../../../../components/storefront/cards/helpers";
import { SafeImage } from "../../../../components/storefront/cards/safe-image";
import { QuantityStepper } from "../../../../components/storefront/cart/quantity-stepper";
import type { CartItem, useCart } from "../../../../lib/cart";
import { LinePrice } from "./shared";

export function CartLine({
  item,
  vatPercent,
  busy,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  /** The rate the cart is priced at (its summary's). */
  vatPercent?: number;
  busy: boolean;
  onQuantity: (q: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const duration = formatDuration(t, item.duration_minutes ?? item.service.duration_minutes);
  return (
    <li className="kh-co-line" data-testid="cart-line">
      <span className="kh-co-thumb">
        <SafeImage
          src={item.service.image}
          alt=""
          width={64}
          height={64}
          fallback={<span aria-hidden="true">{initialOf(item.service.name)}</span>}
        />
      </span>
      <div className="kh-co-line-body">
        <Link to={`/services/${item.service_id}`} className="kh-co-line-name">
          {item.service.name}
        </Link>
        <span className="kh-co-muted">
          <LinePrice amount={item.unit_price} vatPercent={vatPercent} /> {t("cart.each")}
          {duration ? (
            <>
              {" · "}
              <bdi>{duration}</bdi>
            </>
          ) : null}
        </span>
        <div className="kh-co-line-actions">
          <QuantityStepper value={item.quantity} onChange={onQuantity} label={item.service.name} disabled={busy} />
          <button
            type="button"
            className="kh-co-link kh-co-danger"
            onClick={onRemove}
            disabled={busy}
            aria-label={t("cart.removeItem", { name: item.service.name })}
          >
            {t("cart.remove")}
          </button>
        </div>
      </div>
      <LinePrice amount={item.total} vatPercent={vatPercent} className="kh-co-line-total" withNote />
    </li>
  );
}

export function CartSection({ api: cartApi }: { api: ReturnType<typeof useCart> }) {
  const { t } = useTranslation();
  const { cart } = cartApi;
  const safely = (call: () => Promise<unknown>) => {
    // the API layer has toasted any failure
    call().catch(() => undefined);
  };
  if (!cart) return null;
  return (
    <section className="kh-co-card" aria-labelledby="co-cart-title">
      <div className="kh-co-card-head">
        <h2 id="co-cart-title">{t("cart.checkout.cartTitle")}</h2>
        <button type="button" className="kh-co-link" disabled={cartApi.busy} onClick={() => safely(cartApi.clearCart)}>
          {t("cart.clear")}
        </button>
      </div>
      {cart.partner ? (
        <p className="kh-co-provider">
          {t("cart.checkout.provider")}{" "}
          <Link to={`/providers/${cart.partner.id}`}>
            <strong>{cart.partner.name}</strong>
          </Link>
        </p>
      ) : null}
      <ul className="kh-co-lines">
        {cart.items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            vatPercent={cart.summary?.vat_percentage}
            busy={cartApi.busy}
            onQuantity={(q) => safely(() => cartApi.editCartItem(item.id, q))}
            onRemove={() => safely(() => cartApi.removeCartItem(item.id))}
          />
        ))}
      </ul>
    </section>
  );
}
