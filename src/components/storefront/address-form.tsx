import "../../i18n/modules/addresses";
import { useTranslation } from "react-i18next";
import {
  AddressLabelField,
  AddressLocationField,
  AddressPlaceFields,
  AddressPropertyFields,
  AddressTextField,
} from "./address-fields";
import type { UserAddress } from "./address-model";
import { useAddressForm } from "./use-address-form";
import "./address-form.css";

/**
 * Adds (`address` null) or edits a saved address: plain HTML + CSS, 422 field errors on the fields. `onDone` gets a
 * confirmation message and the saved address as the server answered it.
 */
export function AddressForm({
  address,
  onDone,
  onCancel,
}: {
  address: UserAddress | null;
  onDone: (message: string, saved?: UserAddress) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useAddressForm(address, onDone);
  const { idOf, formError, saving, submit } = form;
  return (
    <form className="kh-addr-form" onSubmit={submit} noValidate aria-labelledby={idOf("title")}>
      <h2 id={idOf("title")}>{address ? t("addresses.editTitle") : t("addresses.addTitle")}</h2>
      {formError ? (
        <p className="kh-addr-form-error" role="alert">
          {formError}
        </p>
      ) : null}

      <AddressLabelField form={form} />
      <AddressPlaceFields form={form} />

      <div className="kh-addr-row">
        <AddressTextField
          form={form}
          field="building"
          label={t("addresses.fields.building")}
          autoComplete="address-line1"
        />
        <AddressTextField
          form={form}
          field="apartment_or_villa_number"
          label={t("addresses.fields.apartment")}
          autoComplete="address-line2"
        />
      </div>
      <AddressTextField form={form} field="street" label={t("addresses.fields.street")} autoComplete="street-address" />

      <AddressPropertyFields form={form} />
      <AddressLocationField form={form} />

      <div className="kh-addr-actions">
        <button type="submit" className="kh-button" disabled={saving}>
          {saving ? t("addresses.saving") : t("addresses.save")}
        </button>
        <button type="button" className="kh-button kh-ghost" onClick={onCancel}>
          {t("addresses.cancel")}
        </button>
      </div>
    </form>
  );
}
