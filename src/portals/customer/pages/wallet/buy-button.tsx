import "../../../../i18n/modules/wallet";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { api } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import type { PackageCart } from "../../../../features/wallet/types";
import { useKhidmaStore } from "../../../../state";

/**
 * The package page's "Buy": puts the chosen package, duration and property in the package cart
 * (`POST package/add/to/cart`, a guest's too) and goes to /buy-package.
 */
export function BuyPackageButton({
  choice,
  label,
  className,
}: {
  choice: { package_id?: string | number; duration?: number; property_type?: string; property_size?: string };
  label: string;
  className: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setPackageCartItems = useKhidmaStore((s) => s.setPackageCartItems);
  const [busy, setBusy] = useState(false);

  const buy = async () => {
    setBusy(true);
    try {
      const res = await api.post<PackageCart>(ENDPOINTS.packageAddToCart, {
        package_id: Number(choice.package_id),
        package_duration_id: choice.duration,
        property_type: choice.property_type,
        property_size: choice.property_size,
      });
      setPackageCartItems(res.data?.items ?? []);
      navigate("/buy-package");
    } catch {
      // the API layer has shown the toast
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={className}
      data-testid="buy-package"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void buy()}
    >
      {busy ? t("wallet.buy.adding") : label}
    </button>
  );
}
