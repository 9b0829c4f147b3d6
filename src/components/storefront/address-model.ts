import type { Paginated } from "../../api";
import type { ApiSchema } from "../../api/api-types";

/** One saved address as `GET user-address/list` answers it (names resolved from Accept-Language): the generated type. */
export type UserAddress = ApiSchema<"UserAddress">;

export interface Emirate {
  id: number;
  name: string;
}

export interface Community {
  id: number;
  emirate_id: number;
  name: string;
}

export interface PropertyType {
  id: number;
  type: string;
  name: string;
  sizes: Array<{ id: number; key: string; name: string }>;
}

export const PRESET_LABELS = ["home", "work", "other"] as const;

export const listOf = <T>(data: T[] | Paginated<T> | undefined): T[] =>
  Array.isArray(data) ? data : Array.isArray(data?.data) ? data.data : [];

export interface FormValues {
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

export const EMPTY: FormValues = {
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

export const valuesOf = (a: UserAddress): FormValues => {
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
export const bodyOf = (v: FormValues, keepCoordinates: boolean) => ({
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
