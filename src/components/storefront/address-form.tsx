import { ENDPOINTS, fillId } from "../../api/endpoints";
import "../../i18n/modules/addresses";
import "../../i18n/modules/cart";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, type FieldErrors, isApiError, type Paginated } from "../../api";
import { useApi } from "../../lib/use-api";
import "./address-form.css";

/** One saved address as `GET user-address/list` answers it (names resolved from Accept-Language). */
export interface UserAddress {
  id: number;
  label: string;
  emirate_id: number;
  emirate_name: string;
  community_id: number;
  community_name: string;
  building: string;
  apartment_or_villa_number: string;
  street: string | null;
  property_type: string;
  property_type_name: string;
  property_size: string;
  property_size_name: string;
  latitude: number;
  longitude: number;
  is_default: number;
}

interface Emirate {
  id: number;
  name: string;
}
interface Community {
  id: number;
  emirate_id: number;
  name: string;
}
interface PropertyType {
  id: number;
  type: string;
  name: string;
  sizes: Array<{ id: number; key: string; name: string }>;
}

export const PRESET_LABELS = ["home", "work", "other"] as const;

const listOf = <T,>(data: T[] | Paginated<T> | undefined): T[] =>
  Array.isArray(data) ? data : Array.isArray(data?.data) ? data.data : [];

interface FormValues {
  labelChoice: string;
  customLabel: string;
  emirate_id: string;
  community_id: string;
  building: string;
  apartment_or_villa_number: string;
  street: string;
  property_type: string;
  property_size: string;
  latitude: number | null;
  longitude: number | null;
}

const EMPTY: FormValues = {
  labelChoice: "home",
  customLabel: "",
  emirate_id: "",
  community_id: "",
  building: "",
  apartment_or_villa_number: "",
  street: "",
  property_type: "",
  property_size: "",
  latitude: null,
  longitude: null,
};

const valuesOf = (a: UserAddress): FormValues => {
  const preset = (PRESET_LABELS as readonly string[]).includes(a.label);
  return {
    labelChoice: preset ? a.label : "other",
    customLabel: preset ? "" : a.label,
    emirate_id: String(a.emirate_id),
    community_id: String(a.community_id),
    building: a.building,
    apartment_or_villa_number: a.apartment_or_villa_number,
    street: a.street ?? "",
    property_type: a.property_type,
    property_size: a.property_size,
    latitude: a.latitude,
    longitude: a.longitude,
  };
};

/** Only the coordinates the user chose (GPS) travel; otherwise the server uses the community's centre. */
const bodyOf = (v: FormValues, keepCoordinates: boolean) => ({
  label: v.labelChoice === "other" ? v.customLabel.trim() || "other" : v.labelChoice,
  emirate_id: v.emirate_id ? Number(v.emirate_id) : null,
  community_id: v.community_id ? Number(v.community_id) : null,
  building: v.building,
  apartment_or_villa_number: v.apartment_or_villa_number,
  street: v.street.trim() || null,
  property_type: v.property_type,
  property_size: v.property_size,
  ...(keepCoordinates && v.latitude !== null && v.longitude !== null
    ? { latitude: v.latitude, longitude: v.longitude }
    : {}),
});

function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <p className="kh-addr-field-error" id={id} role="alert">
      {messages.join(" ")}
    </p>
  );
}

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
  const uid = useId();
  const idOf = (name: string) => `${uid}-${name}`;
  const [values, setValues] = useState<FormValues>(() => (address ? valuesOf(address) : EMPTY));
  // Coordinates travel when the user set them here (GPS) or the saved address already had its own.
  const [coordsTouched, setCoordsTouched] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);

  const emirates = useApi<Emirate[] | Paginated<Emirate>>(ENDPOINTS.storeEmirates);
  const communities = useApi<Community[] | Paginated<Community>>(
    values.emirate_id ? ENDPOINTS.storeCommunities : null,
    {
      emirate_id: values.emirate_id,
      limit: -1,
    },
  );
  const types = useApi<PropertyType[]>(ENDPOINTS.storePropertyTypes);
  const communityList = values.emirate_id
    ? listOf(communities.data).filter((c) => String(c.emirate_id) === values.emirate_id)
    : [];
  const typeList = Array.isArray(types.data) ? types.data : [];
  const sizes = typeList.find((p) => p.type === values.property_type)?.sizes ?? [];

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K], clears: string[] = []) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      const next = { ...e };
      for (const f of clears) delete next[f];
      return next;
    });
  };

  const useMyLocation = () => {
    setGeoError(null);
    if (!("geolocation" in navigator)) {
      setGeoError(t("addresses.geoUnsupported"));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        setCoordsTouched(true);
        setValues((v) => ({
          ...v,
          latitude: Number(pos.coords.latitude.toFixed(6)),
          longitude: Number(pos.coords.longitude.toFixed(6)),
        }));
        setErrors((e) => {
          const { latitude: _a, longitude: _b, ...rest } = e;
          return rest;
        });
      },
      () => {
        setLocating(false);
        setGeoError(t("addresses.geoDenied"));
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setFormError(null);
    try {
      const body = bodyOf(values, coordsTouched);
      const answer = address
        ? await api.post<UserAddress>(fillId(ENDPOINTS.addressUpdate, address.id), body, { silent: true })
        : await api.post<UserAddress>(ENDPOINTS.addressCreate, body, { silent: true });
      setErrors({});
      onDone(t("addresses.saved"), answer.data);
    } catch (err) {
      if (isApiError(err) && err.status === 422 && err.errors) {
        setErrors(err.errors);
        setFormError(t("addresses.fixErrors"));
      } else setFormError(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  };

  const errorProps = (field: string) =>
    errors[field]?.length ? { "aria-invalid": true, "aria-describedby": idOf(`${field}-error`) } : {};

  const text = (field: "building" | "apartment_or_villa_number" | "street", label: string, autoComplete: string) => (
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

  return (
    <form className="kh-addr-form" onSubmit={submit} noValidate aria-labelledby={idOf("title")}>
      <h2 id={idOf("title")}>{address ? t("addresses.editTitle") : t("addresses.addTitle")}</h2>
      {formError ? (
        <p className="kh-addr-form-error" role="alert">
          {formError}
        </p>
      ) : null}

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

      <div className="kh-addr-row">
        {text("building", t("addresses.fields.building"), "address-line1")}
        {text("apartment_or_villa_number", t("addresses.fields.apartment"), "address-line2")}
      </div>
      {text("street", t("addresses.fields.street"), "street-address")}

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

      <div className="kh-addr-field">
        <span className="kh-addr-legend">{t("addresses.fields.location")}</span>
        <div className="kh-addr-geo">
          <button type="button" className="kh-button kh-ghost" onClick={useMyLocation} disabled={locating}>
            {locating ? t("addresses.locating") : t("addresses.useMyLocation")}
          </button>
          <span className="kh-addr-muted" data-testid="address-coordinates">
            {coordsTouched && values.latitude !== null && values.longitude !== null ? (
              <>
                <bdi dir="ltr">
                  {t("addresses.located", { latitude: values.latitude, longitude: values.longitude })}
                </bdi>{" "}
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
