/** Package shapes of the v2 API (docs/api-catalog.md). Money is AED incl. 5% VAT, computed by the server. */
export type PropertyTypeKey = "apartment" | "villa" | "office";

export interface PackageSummary {
  id: number;
  partner_id: number;
  name: string;
  description?: string | null;
  image?: string | null;
  services: Array<{ id: number; name: string }>;
  visits_per_month: number;
  property_types: PropertyTypeKey[];
  status?: string;
  active?: 0 | 1;
  is_handpicked: 0 | 1 | boolean;
  starting_price: number | string | null;
  partner: { id: number; name: string; logo?: string | null; average_rating?: number | null } | null;
}

export interface PackageDuration {
  id: number;
  months: number;
  label?: string;
  discount_percent: number | string;
}

export interface PackageDetails extends PackageSummary {
  durations: PackageDuration[];
}

export interface PropertySize {
  id: number;
  key: string;
  name: string;
}

export interface PropertyType {
  id: number;
  type: PropertyTypeKey | string;
  name: string;
  sizes: PropertySize[];
}

export interface PriceQuote {
  package_id: number;
  package_duration_id: number;
  duration_months: number;
  property_type: string;
  property_size: string;
  currency: string;
  visits_per_month: number;
  visits_total: number;
  monthly_price: number | string;
  list_total: number | string;
  discount_percent: number | string;
  discount_amount: number | string;
  total: number | string;
  subtotal_excl_vat: number | string;
  vat_percentage: number | string;
  vat_amount: number | string;
  price_per_visit: number | string;
}
