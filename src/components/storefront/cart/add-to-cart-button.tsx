import "../../../i18n/modules/cart";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAddToCart } from "../../../lib/cart";
import { useReplaceCartConfirm } from "./confirm-dialog";
import "./cart.css";

/**
 * "Add to cart" for one service (cards, details). `quantity` defaults to 1; `thenCheckout` goes to /checkout once
 * added ("Book now"). A cart of another provider asks before it is replaced. `onAdded` runs after a successful add.
 */
export function AddToCartButton({
  serviceId,
  quantity = 1,
  thenCheckout = false,
  label,
  className = "kh-button",
  onAdded,
}: {
  serviceId: number;
  quantity?: number;
  thenCheckout?: boolean;
  label?: string;
  className?: string;
  onAdded?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { confirm, dialog } = useReplaceCartConfirm();
  const { add, busy } = useAddToCart(confirm);
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={busy}
        aria-busy={busy}
        onClick={async () => {
          const cart = await add(serviceId, quantity);
          if (!cart) return;
          onAdded?.();
          if (thenCheckout) navigate("/checkout");
        }}
      >
        {busy ? t("cart.adding") : (label ?? (thenCheckout ? t("cart.bookNow") : t("cart.addToCart")))}
      </button>
      {dialog}
    </>
  );
}
