import type { ApiSchema } from "../../../../api/api-types";
/** Package shapes of the v2 API (docs/api-catalog.md). Money is AED incl. 5% VAT, computed by the server. */
export type PropertyTypeKey = "apartment" | "villa" | "office";

export type PackageSummary = ApiSchema<"Package">;

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

export type PriceQuote = ApiSchema<"PackagePriceQuote">;
