/** Wallet, loyalty and package-purchase shapes of the v2 API (docs/commerce-api.md). Money: AED, VAT included. */
type Money = number | string;

export interface WalletBalance {
  balance: Money;
  currency: "AED" | string;
  loyalty_points: number;
  loyalty_value: Money;
  points_per_aed: number;
  aed_per_point: number;
  min_redeem_points: number;
}

export interface WalletTransaction {
  id: number;
  type: string;
  amount: Money;
  balance_after: Money;
  description: string;
  order_number: string | null;
  created_at: string;
}

export interface TopUpAnswer {
  balance: Money;
  transaction: WalletTransaction;
  order_number: string;
}

export interface LoyaltySummary {
  points: number;
  value: Money;
  points_per_aed: number;
  aed_per_point: number;
  min_redeem_points: number;
  history: Array<{ type: string; points: number; created_at: string; booking_number: string | null }>;
}

export interface RedeemAnswer {
  points: number;
  balance: Money;
  credited: Money;
}

export interface Summary {
  currency: string;
  subtotal: Money;
  discount: Money;
  total: Money;
  vat_percentage: number;
  vat_amount: Money;
  total_excl_vat: Money;
}

export interface PackageQuote {
  duration_months?: number;
  visits_per_month?: number;
  visits_total?: number;
  monthly_price?: Money;
  total?: Money;
  vat_amount?: Money;
}

export interface PackageCartItem {
  id: number;
  package_id: number;
  package_duration_id: number;
  property_type: string;
  property_size: string;
  user_address_id: number | null;
  package: {
    id: number;
    name: string;
    image: string | null;
    partner: { id: number; name: string; logo: string | null };
  };
  duration: { id: number; months: number; label: string };
  size_name: string;
  type_name: string;
  quote: PackageQuote | null;
}

export interface PackageCart {
  id: number | null;
  items: PackageCartItem[];
  coupon: { code: string; description?: string | null; discount: Money } | null;
  summary: Summary;
}

export interface Order {
  id: number;
  number: string;
  kind: string;
  status: string;
  payment_method: string;
  summary: Summary & { wallet_amount?: Money };
}

export interface Subscription {
  id: number;
  number: string;
  package: { id: number; name: string; image: string | null };
  partner: { id: number; name: string };
  duration: { months: number; label: string };
  property_type: string;
  property_size: string;
  starts_on: string;
  ends_on: string;
  visits_total: number;
  visits_used: number;
  total: Money;
  status: "pending" | "active" | "expired" | "cancelled" | string;
  order_id: number;
  order_number: string;
}

/** The card fields `CardForm` (src/components/payment/card-form.tsx) hands over. */
export interface CardFields {
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  card_name: string;
}
