/** Shapes of the public catalog answers (docs/api-catalog.md) the storefront cards render. */

export interface Emirate {
  id: number;
  slug: string;
  name: string;
}

export interface Category {
  id: number;
  slug: string;
  name: string;
  description?: string | null;
  icon?: string | null;
  image?: string | null;
  is_trending?: 0 | 1;
  service_count?: number;
}

export interface PartnerSummary {
  id: number;
  name: string;
  logo?: string | null;
  average_rating?: number | null;
}

export interface Partner extends PartnerSummary {
  slug?: string;
  cover_image?: string | null;
  about?: string | null;
  rating_count?: number | null;
  service_count?: number;
  package_count?: number;
  emirates?: string[];
  community_count?: number;
  years_in_business?: number | null;
  cash_on_delivery?: boolean;
  distance_km?: number | null;
  is_favourite?: boolean;
}

export interface Service {
  id: number;
  slug?: string;
  partner_id: number;
  category_id: number;
  name: string;
  description?: string | null;
  includes?: string[];
  price: number | string;
  price_excl_vat?: number | string;
  vat_amount?: number | string;
  duration_minutes?: number | null;
  image?: string | null;
  average_rating?: number | null;
  rating_count?: number | null;
  is_trending?: 0 | 1;
  is_favourite?: boolean;
  partner?: PartnerSummary | null;
  category?: { id: number; name: string; slug?: string } | null;
}

export interface Review {
  id: number;
  rating: number;
  comment?: string | null;
  customer_name?: string | null;
  created_at?: string | null;
  /** Khidma's public reply, when staff answered the review. */
  reply?: string | null;
  replied_at?: string | null;
  /** The provider's own reply (issue 16), shown beside Khidma's. */
  partner_reply?: string | null;
  partner_replied_at?: string | null;
}

export interface PackageSummary {
  id: number;
  partner_id: number;
  name: string;
  description?: string | null;
  image?: string | null;
  visits_per_month?: number | null;
  starting_price?: number | string | null;
  partner?: PartnerSummary | null;
}

export interface Banner {
  id: number;
  title?: string | null;
  subtitle?: string | null;
  image?: string | null;
  link?: string | null;
}

export type FavouriteType = "service" | "partner";
