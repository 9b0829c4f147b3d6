import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, type FieldErrors, isApiError, type Paginated } from "../../api";
import { ENDPOINTS, fillId } from "../../api/endpoints";
import { useApi } from "../../lib/use-api";
import {
  bodyOf,
  type Community,
  EMPTY,
  type Emirate,
  type FormValues,
  listOf,
  type PropertyType,
  type UserAddress,
  valuesOf,
} from "./address-model";

/**
 * The address form's state: values, 422 field errors, the lookups (emirates, the emirate's communities, property
 * types and sizes), "use my location", and the save (`POST user-address/create` or `user-address/update/{id}`).
 */
export function useAddressForm(address: UserAddress | null, onDone: (message: string, saved?: UserAddress) => void) {
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

  return {
    idOf,
    values,
    setValues,
    coordsTouched,
    setCoordsTouched,
    errors,
    setErrors,
    formError,
    saving,
    locating,
    geoError,
    emirates,
    communities,
    communityList,
    typeList,
    sizes,
    set,
    useMyLocation,
    submit,
    errorProps,
  };
}

export type AddressFormState = ReturnType<typeof useAddressForm>;
