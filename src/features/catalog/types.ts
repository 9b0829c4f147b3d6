/** Shapes of the partner catalog endpoints (docs/api-catalog.md "Partner catalog"). */

export const PACKAGE_STATUSES = ["Approved", "Pending", "Rejected", "Changes Requested"] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];
/** Statuses that need a comment when set. */
export const STATUSES_NEEDING_COMMENT: readonly string[] = ["Rejected", "Changes Requested"];

export const PROPERTY_TYPE_KEYS = ["apartment", "villa", "office"] as const;
export type PropertyTypeKey = (typeof PROPERTY_TYPE_KEYS)[number];

/** i18n key suffix of a status (`partnerCatalog.status.<key>`). */
export const statusKey = (status: string): string =>
  ({ Approved: "approved", Pending: "pending", Rejected: "rejected", "Changes Requested": "changesRequested" })[
    status
  ] ?? "pending";

export const STATUS_COLOR: Record<string, string> = {
  Approved: "green",
  Pending: "gold",
  Rejected: "red",
  "Changes Requested": "orange",
};

export interface ManagedService {
  id: number;
  slug: string;
  partner_id: number;
  partner_name: string;
  category_id: number;
  category_name: string;
  name: string;
  name_en: string;
  name_ar: string;
  description: string;
  description_en: string;
  description_ar: string;
  includes: string[];
  includes_en: string[];
  includes_ar: string[];
  price: number;
  price_excl_vat: number;
  vat_amount: number;
  duration_minutes: number;
  image: string | null;
  average_rating: number;
  rating_count: number;
  status: string;
  active: number;
  package_count: number;
  created_at: string;
}

export interface PackageDuration {
  id: number;
  months: number;
  label: string;
  label_en: string;
  label_ar: string;
  discount_percent: number;
  package_id?: number;
  price_count?: number;
}

export interface ManagedPackage {
  id: number;
  partner_id: number;
  category_id: number | null;
  name: string;
  name_en: string;
  name_ar: string;
  description: string;
  description_en: string;
  description_ar: string;
  image: string | null;
  services: { id: number; name: string }[];
  service_ids: number[];
  visits_per_month: number;
  property_types: PropertyTypeKey[];
  status: string;
  status_label: string;
  active: number;
  is_handpicked: number;
  starting_price: number | null;
  duration_count: number;
  price_count: number;
  created_at: string;
  updated_at: string;
  partner?: { id: number; name: string };
  durations?: PackageDuration[];
}

export interface PackageComment {
  id: number;
  package_id: number;
  author_user_id: number | null;
  author_name: string | null;
  author_role: "internal" | "partner";
  status: string | null;
  status_label: string | null;
  previous_status: string | null;
  comments: string | null;
  created_at: string;
}

export interface PackagePrice {
  id: number;
  package_id: number;
  package_duration_id: number;
  months: number;
  duration_label: string;
  discount_percent: number;
  property_type: PropertyTypeKey;
  property_type_name: string;
  property_size: string;
  property_size_name: string;
  price: number;
  price_excl_vat: number;
  vat_amount: number;
  discounted_monthly_price: number;
  total: number;
}

export interface PropertySize {
  id: number;
  key: string;
  name: string;
}

export interface PropertyType {
  id: number;
  type: PropertyTypeKey;
  name: string;
  sizes: PropertySize[];
}

export interface Category {
  id: number;
  name: string;
}

export interface Emirate {
  id: number;
  name: string;
}

export interface Community {
  id: number;
  emirate_id: number;
  name: string;
}

export interface ServiceAreas {
  partner_id: number;
  community_count: number;
  emirates: {
    emirate_id: number;
    emirate_name: string;
    communities: { id: number; slug: string; name: string }[];
  }[];
}

export interface PartnerProfile {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  name_ar: string;
  email: string | null;
  phone: string | null;
  status: string;
  logo: string | null;
  about: string;
  about_en: string;
  about_ar: string;
  cash_on_delivery: boolean;
  years_in_business: number;
  created_at: string;
  company: {
    legal_name_en: string | null;
    legal_name_ar: string | null;
    trade_license_number: string | null;
    trade_license_expiry: string | null;
    company_type: string | null;
    trn: string | null;
  } | null;
  service_count: number;
  active_service_count: number;
  package_count: number;
  community_count: number;
  emirates: string[];
  ratings: { average: number; count: number; distribution: Record<"1" | "2" | "3" | "4" | "5", number> };
}

export interface PartnerDashboard {
  partner_id: number;
  services: { total: number; active: number };
  packages: { total: number; active: number; by_status: Record<string, number> };
  appointments: {
    upcoming_count: number;
    next: {
      id: number;
      number: string;
      scheduled_at: string;
      status: string;
      customer_name: string;
      address_text: string;
      total: number;
    }[];
  };
  revenue_this_month: number;
  currency: "AED";
  rating: { average: number; count: number };
  community_count: number;
}
