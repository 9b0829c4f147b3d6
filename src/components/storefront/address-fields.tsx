import { useTranslation } from "react-i18next";
import { listOf, PRESET_LABELS } from "./address-model";
import type { AddressFormState } from "./use-address-form";

export function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <p className="kh-addr-field-error" id={id} role="alert">
      {messages.join(" ")}
    </p>
  );
}

/** A one-line text field of the address (building, unit, street). */
export function AddressTextField({
  form,
  field,
  label,
  autoComplete,
}: {
  form: AddressFormState;
  field: "building" | "apartment_or_villa_number" | "street";
  label: string;
  autoComplete: string;
}) {
  const { idOf, values, set, errorProps, errors } = form;
  return (
    <div className="kh-addr-field">
      <label htmlFor={idOf(field)}>{label}</label>
      <input
        id={idOf(field)}
        name={field}
        value={values[field]}
        autoComplete={autoComplete}
        maxLength={120}
        onChange={(e) => set(field, e.target.value, [field])}
        {...errorProps(field)}
      />
      <FieldError id={idOf(`${field}-error`)} messages={errors[field]} />
    </div>
  );
}

/** Label: Home / Work / Other, or the customer's own. */
export function AddressLabelField({ form }: { form: AddressFormState }) {
  const { t } = useTranslation();
  const { idOf, values, set, errorProps, errors } = form;
  return (
    <fieldset className="kh-addr-field">
      <legend>{t("addresses.fields.label")}</legend>
      <div className="kh-chips">
        {PRESET_LABELS.map((key) => (
          <label key={key} className="kh-chip">
            <input
              type="radio"
              name="labelChoice"
              value={key}
              checked={values.labelChoice === key}
              onChange={() => set("labelChoice", key, ["label"])}
            />
            <span>{t(`addresses.labels.${key}`)}</span>
          </label>
        ))}
      </div>
      {values.labelChoice === "other" ? (
        <>
          <label htmlFor={idOf("customLabel")} className="kh-addr-sub">
            {t("addresses.fields.customLabel")}
          </label>
          <input
            id={idOf("customLabel")}
            value={values.customLabel}
            maxLength={40}
            onChange={(e) => set("customLabel", e.target.value, ["label"])}
            {...errorProps("label")}
          />
        </>
      ) : null}
      <FieldError id={idOf("label-error")} messages={errors.label} />
    </fieldset>
  );
}

/** Emirate, then one of its communities. */
export function AddressPlaceFields({ form }: { form: AddressFormState }) {
  const { t } = useTranslation();
  const { idOf, values, setValues, setErrors, set, errorProps, errors, emirates, communities, communityList } = form;
  return (
    <div className="kh-addr-row">
      <div className="kh-addr-field">
        <label htmlFor={idOf("emirate_id")}>{t("addresses.fields.emirate")}</label>
        <select
          id={idOf("emirate_id")}
          value={values.emirate_id}
          onChange={(e) => {
            setValues((v) => ({ ...v, emirate_id: e.target.value, community_id: "" }));
            setErrors(({ emirate_id: _a, community_id: _b, ...rest }) => rest);
          }}
          {...errorProps("emirate_id")}
        >
          <option value="">{t("addresses.selectEmirate")}</option>
          {listOf(emirates.data).map((em) => (
            <option key={em.id} value={String(em.id)}>
              {em.name}
            </option>
          ))}
        </select>
        <FieldError id={idOf("emirate_id-error")} messages={errors.emirate_id} />
      </div>
      <div className="kh-addr-field">
        <label htmlFor={idOf("community_id")}>{t("addresses.fields.community")}</label>
        <select
          id={idOf("community_id")}
          value={values.community_id}
          disabled={!values.emirate_id}
          onChange={(e) => set("community_id", e.target.value, ["community_id"])}
          {...errorProps("community_id")}
        >
          <option value="">
            {communities.isLoading && values.emirate_id
              ? t("addresses.loadingCommunities")
              : t("addresses.selectCommunity")}
          </option>
          {communityList.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </select>
        <FieldError id={idOf("community_id-error")} messages={errors.community_id} />
      </div>
    </div>
  );
}

/** Property type, then its size. */
export function AddressPropertyFields({ form }: { form: AddressFormState }) {
  const { t } = useTranslation();
  const { idOf, values, setValues, setErrors, set, errors, typeList, sizes } = form;
  return (
    <>
      <fieldset className="kh-addr-field">
        <legend>{t("addresses.fields.propertyType")}</legend>
        <div className="kh-chips">
          {typeList.map((p) => (
            <label key={p.type} className="kh-chip">
              <input
                type="radio"
                name="property_type"
                value={p.type}
                checked={values.property_type === p.type}
                onChange={() => {
                  setValues((v) => ({ ...v, property_type: p.type, property_size: "" }));
                  setErrors(({ property_type: _a, property_size: _b, ...rest }) => rest);
                }}
              />
              <span>{p.name}</span>
            </label>
          ))}
        </div>
        <FieldError id={idOf("property_type-error")} messages={errors.property_type} />
      </fieldset>

      {sizes.length > 0 ? (
        <fieldset className="kh-addr-field">
          <legend>{t("addresses.fields.propertySize")}</legend>
          <div className="kh-chips">
            {sizes.map((s) => (
              <label key={s.key} className="kh-chip">
                <input
                  type="radio"
                  name="property_size"
                  value={s.key}
                  checked={values.property_size === s.key}
                  onChange={() => set("property_size", s.key, ["property_size"])}
                />
                <span>{s.name}</span>
              </label>
            ))}
          </div>
          <FieldError id={idOf("property_size-error")} messages={errors.property_size} />
        </fieldset>
      ) : (
        <FieldError id={idOf("property_size-error")} messages={errors.property_size} />
      )}
    </>
  );
}

/** "Use my location": GPS coordinates, shown and clearable. */
export function AddressLocationField({ form }: { form: AddressFormState }) {
  const { t } = useTranslation();
  const { idOf, values, setValues, coordsTouched, setCoordsTouched, errors, locating, geoError, useMyLocation } = form;
  return (
    <div className="kh-addr-field">
      <span className="kh-addr-legend">{t("addresses.fields.location")}</span>
      <div className="kh-addr-geo">
        <button type="button" className="kh-button kh-ghost" onClick={useMyLocation} disabled={locating}>
          {locating ? t("addresses.locating") : t("addresses.useMyLocation")}
        </button>
        <span className="kh-addr-muted" data-testid="address-coordinates">
          {coordsTouched && values.latitude !== null && values.longitude !== null ? (
            <>
              <bdi dir="ltr">{t("addresses.located", { latitude: values.latitude, longitude: values.longitude })}</bdi>{" "}
              <button
                type="button"
                className="kh-addr-link"
                onClick={() => {
                  setCoordsTouched(false);
                  setValues((v) => ({ ...v, latitude: null, longitude: null }));
                }}
              >
                {t("addresses.clearLocation")}
              </button>
            </>
          ) : (
            t("addresses.noLocation")
          )}
        </span>
      </div>
      {geoError ? (
        <p className="kh-addr-field-error" role="alert">
          {geoError}
        </p>
      ) : null}
      <FieldError id={idOf("latitude-error")} messages={[...(errors.latitude ?? []), ...(errors.longitude ?? [])]} />
    </div>
  );
}
