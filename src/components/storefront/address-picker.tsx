import { ENDPOINTS } from "../../api/endpoints";
import "../../i18n/modules/addresses";
import "../../i18n/modules/cart";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Paginated } from "../../api";
import { useApi } from "../../lib/use-api";
import "./address-form.css";
import { AddressForm } from "./address-form";
import { listOf, PRESET_LABELS, type UserAddress } from "./address-model";

/** "Home" / "Work" / "Other" in the UI language, or the customer's own label. */
export function useAddressLabel() {
  const { t } = useTranslation();
  return (label: string) =>
    (PRESET_LABELS as readonly string[]).includes(label) ? t(`addresses.labels.${label}`) : label;
}

/** One line for an address: building, unit, street, community, emirate. */
export const addressLine = (a: UserAddress, unit: string): string =>
  [a.building, unit, a.street, a.community_name, a.emirate_name].filter(Boolean).join(", ");

/**
 * Picks one of the signed-in customer's saved addresses (`GET user-address/list`) as radio cards, or adds one inline
 * with `AddressForm` (the new address is then chosen). While `value` is null (or no longer in the list) the default
 * address (else the first) is chosen once the list loads; with no saved address the form opens at once. `errors`
 * are the caller's 422 messages for the address field (e.g. `user_address_id`).
 */
export function AddressPicker({
  value,
  onChange,
  errors,
  legend,
}: {
  value: number | null;
  onChange: (id: number) => void;
  errors?: string[];
  legend?: string;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const queryClient = useQueryClient();
  const labelOf = useAddressLabel();
  const list = useApi<Paginated<UserAddress> | UserAddress[]>(ENDPOINTS.addressList, { limit: -1 }, { staleTime: 0 });
  const addresses = listOf(list.data);
  const [adding, setAdding] = useState(false);
  const loaded = list.isSuccess;
  const empty = loaded && addresses.length === 0;

  useEffect(() => {
    if (!loaded || addresses.length === 0) return;
    if (value !== null && addresses.some((a) => a.id === value)) return;
    const preferred = addresses.find((a) => a.is_default === 1) ?? addresses[0];
    onChange(preferred.id);
  }, [loaded, addresses, value, onChange]);

  const errorId = `${uid}-error`;
  return (
    <div className="kh-addr-picker-wrap">
      <fieldset
        className="kh-addr-picker"
        aria-describedby={errors?.length ? errorId : undefined}
        aria-invalid={errors?.length ? true : undefined}
      >
        <legend className="kh-addr-sr">{legend ?? t("cart.address.legend")}</legend>
        {list.isLoading ? <p className="kh-addr-muted">{t("addresses.loading")}</p> : null}
        {list.isError ? (
          <p className="kh-addr-field-error" role="alert">
            {t("addresses.error")}{" "}
            <button type="button" className="kh-addr-link" onClick={() => void list.refetch()}>
              {t("addresses.retry")}
            </button>
          </p>
        ) : null}
        {addresses.map((a) => (
          <label key={a.id} className="kh-addr-option" data-testid="address-option">
            <input
              type="radio"
              name={`${uid}-address`}
              value={a.id}
              checked={value === a.id}
              onChange={() => onChange(a.id)}
            />
            <span className="kh-addr-option-body">
              <span className="kh-addr-option-title">
                {labelOf(a.label)}
                {a.is_default === 1 ? <span className="kh-addr-option-badge">{t("addresses.default")}</span> : null}
              </span>
              <span>{addressLine(a, t("addresses.unit", { number: a.apartment_or_villa_number }))}</span>
              <span className="kh-addr-muted">
                {a.property_type_name} · {a.property_size_name}
              </span>
            </span>
          </label>
        ))}
        {empty && !adding ? <p className="kh-addr-muted">{t("cart.address.none")}</p> : null}
      </fieldset>
      {errors?.length ? (
        <p className="kh-addr-field-error" id={errorId} role="alert">
          {errors.join(" ")}
        </p>
      ) : null}
      {adding || empty ? (
        <AddressForm
          address={null}
          onCancel={() => setAdding(false)}
          onDone={async (_message, saved) => {
            setAdding(false);
            await queryClient.invalidateQueries({ queryKey: ["v2", ENDPOINTS.addressList] });
            if (saved?.id) onChange(saved.id);
          }}
        />
      ) : (
        <button type="button" className="kh-button kh-ghost kh-addr-add" onClick={() => setAdding(true)}>
          {t("cart.address.add")}
        </button>
      )}
    </div>
  );
}
