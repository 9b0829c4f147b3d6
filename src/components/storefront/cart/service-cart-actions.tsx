import "../../../i18n/modules/cart";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useAddToCart } from "../../../lib/cart";
import { useReplaceCartConfirm } from "./confirm-dialog";
import { QuantityStepper } from "./quantity-stepper";
import "./cart.css";

/** The service details panel's buy box: quantity, "Add to cart" and "Book now" (adds, then opens /checkout). */
export function ServiceCartActions({ serviceId, name }: { serviceId: number; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const { confirm, dialog } = useReplaceCartConfirm();
  const { add, busy } = useAddToCart(confirm);

  const go = async (thenCheckout: boolean) => {
    setAdded(false);
    const cart = await add(serviceId, quantity);
    if (!cart) return;
    if (thenCheckout) navigate("/checkout");
    else setAdded(true);
  };

  return (
    <div className="kh-buybox" data-testid="service-cart-actions">
      <div className="kh-buybox-row">
        <span className="kh-buybox-label" aria-hidden="true">
          {t("cart.quantity")}
        </span>
        <QuantityStepper value={quantity} onChange={setQuantity} label={name} disabled={busy} />
      </div>
      <div className="kh-buybox-buttons">
        <button type="button" className="kh-button kh-ghost" disabled={busy} onClick={() => void go(false)}>
          {t("cart.addToCart")}
        </button>
        <button type="button" className="kh-button kh-book" disabled={busy} onClick={() => void go(true)}>
          {t("cart.bookNow")}
        </button>
      </div>
      <p className="kh-buybox-status" role="status">
        {added ? (
          <>
            {t("cart.added")} <Link to="/checkout">{t("cart.viewCart")}</Link>
          </>
        ) : null}
      </p>
      {dialog}
    </div>
  );
}
