import type { ApiSchema } from "../../api/api-types";
/** Shapes of the partner application API (server/src/modules/applications/schema.ts, docs/api-catalog.md). */

export const STEP_KEYS = ["company", "contact_bank", "documents", "areas", "services"] as const;
export type StepKey = (typeof STEP_KEYS)[number];
/** The wizard's tabs: the five saved steps, then review & submit. */
export const REVIEW_STEP = STEP_KEYS.length;

export const DOCUMENT_TYPES = ["trade_license", "vat_certificate", "insurance", "owner_emirates_id"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** Matches the server: PDF, JPEG or PNG (checked by content there), up to 10 MB. */
export const DOCUMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";
export const DOCUMENT_MIMES = ["application/pdf", "image/jpeg", "image/png"];
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const LOGO_ACCEPT = ".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp";
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

export type ApplicationStatus = "draft" | "submitted" | "under-review" | "changes-requested" | "approved" | "rejected";

export type ApplicationDocument = ApiSchema<"ApplicationDocument">;

export type ApplicationComment = ApiSchema<"ApplicationComment">;

/** A covered community of the application (its `areas`) and a service of its menu (its `services`). */
export type ApplicationArea = PartnerApplication["areas"][number];
export type ApplicationService = PartnerApplication["services"][number];

export type PartnerApplication = ApiSchema<"PartnerApplication">;

export type ApplicationSummary = ApiSchema<"ApplicationSummary">;

export type CompanyType = ApiSchema<"CompanyType">;

export interface Emirate {
  id: number;
  name: string;
}

export interface Community {
  id: number;
  emirate_id: number;
  name: string;
}

export interface Category {
  id: number;
  name: string;
}

/** antd Tag colour of each status. */
export const STATUS_COLOR: Record<ApplicationStatus, string> = {
  draft: "default",
  submitted: "processing",
  "under-review": "gold",
  "changes-requested": "warning",
  approved: "success",
  rejected: "error",
};

/** The latest comment an admin wrote (the reason for changes requested or a rejection). */
export const latestAdminComment = (app: Pick<PartnerApplication, "comments">): ApplicationComment | undefined =>
  [...app.comments].reverse().find((c) => c.author_role === "internal" && c.comment);
