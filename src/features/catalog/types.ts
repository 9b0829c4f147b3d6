import type { components } from "../../api/schema.gen";

/**
 * Shapes of the partner catalog endpoints (docs/api-catalog.md "Partner catalog"): the answers are the generated
 * API types (src/api/schema.gen.ts, `npm run api:types`), named as the screens know them.
 */

type Schemas = components["schemas"];

export const PACKAGE_STATUSES = ["Approved", "Pending", "Rejected", "Changes Requested"] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];
/** Statuses that need a comment when set. */
export const STATUSES_NEEDING_COMMENT: readonly string[] = ["Rejected", "Changes Requested"];

export const PROPERTY_TYPE_KEYS = ["apartment", "villa", "office"] as const;
export type PropertyTypeKey = (typeof PROPERTY_TYPE_KEYS)[number];

/** i18n key suffix of a status (`catalogCore.status.<key>`). */
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

export type ManagedService = Schemas["ManagedService"];

/** A duration; the package's own duration list (`package/duration/list`) adds its package and price count. */
export type PackageDuration = Schemas["PackageDuration"] &
  Partial<Pick<Schemas["ManagedPackageDuration"], "package_id" | "price_count">>;

/** A package as partners and admins manage it; `package/details/{id}` adds its durations. */
export type ManagedPackage = Schemas["ManagedPackage"] & { durations?: PackageDuration[] };

export type PackageComment = Schemas["PackageComment"];

export type PackagePrice = Schemas["PackagePrice"];

/** The lookups' shapes: the generated ones, of which the screens read these fields (test fixtures give no more). */
export type PropertySize = Pick<Schemas["PropertyType"]["sizes"][number], "id" | "key" | "name">;
export type PropertyType = Pick<Schemas["PropertyType"], "id" | "type" | "name"> & { sizes: PropertySize[] };
export type Category = Pick<Schemas["Category"], "id" | "name">;
export type Emirate = Pick<Schemas["Emirate"], "id" | "name">;
export type Community = Pick<Schemas["Community"], "id" | "emirate_id" | "name">;

export type ServiceAreas = Schemas["PartnerServiceAreas"];

export type PartnerProfile = Schemas["PartnerProfile"];

export type PartnerDashboard = Schemas["PartnerDashboard"];
