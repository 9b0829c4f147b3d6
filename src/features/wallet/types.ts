import type { ApiSchema } from "../../api/api-types";

/** Wallet, loyalty and package-purchase shapes of the v2 API (docs/commerce-api.md). Money: AED, VAT included. */
type Money = number | string;

export type WalletBalance = ApiSchema<"WalletBalance">;

export type WalletTransaction = ApiSchema<"WalletTransaction">;

export interface TopUpAnswer {
  balance: Money;
  transaction: WalletTransaction;
  order_number: string;
}

export type LoyaltySummary = ApiSchema<"LoyaltySummary">;

export interface RedeemAnswer {
  points: number;
  balance: Money;
  credited: Money;
}

export type Summary = ApiSchema<"Summary">;

export type PackageQuote = ApiSchema<"PackagePriceQuote">;

export type PackageCartItem = ApiSchema<"PackageCartItem">;

export type PackageCart = ApiSchema<"PackageCart">;

export type Order = ApiSchema<"Order">;

export type Subscription = ApiSchema<"PackageSubscription">;

/** The card fields `CardForm` (src/components/payment/card-form.tsx) hands over. */
export interface CardFields {
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  card_name: string;
}
