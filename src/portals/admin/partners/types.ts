/**
 * Shapes of the admin partners endpoints (docs/api-catalog.md "Admin: partners"): the generated API types
 * (src/api/schema.gen.ts), with the partner status narrowed to its two values.
 */
import type { ApiSchema } from "../../../api/api-types";
import type { ApplicationStatus, PartnerApplication } from "../../../features/partner-applications/types";

export type PartnerStatus = "active" | "inactive";
export const PARTNER_STATUSES: readonly PartnerStatus[] = ["active", "inactive"];

export type AdminPartner = Omit<ApiSchema<"AdminPartner">, "status"> & { status: PartnerStatus };

export type AdminPartnerDetails = Omit<ApiSchema<"AdminPartnerDetails">, "status"> & { status: PartnerStatus };

export type AdminApplicationSummary = ApiSchema<"ApplicationSummary">;

export type ApplicationCounts = ApiSchema<"ApplicationCounts">;

/** The list's tabs, in order: every non-draft application, then each status. */
export const APPLICATION_TABS = [
  "all",
  "submitted",
  "under-review",
  "changes-requested",
  "approved",
  "rejected",
  "draft",
] as const;
export type ApplicationTab = (typeof APPLICATION_TABS)[number];

/** The admin's decisions on one application (POST admin/application/<decision>/{id}). */
export const DECISIONS = ["under-review", "request-changes", "approve", "reject"] as const;
export type Decision = (typeof DECISIONS)[number];
/** Statuses a decision may be taken from (the server's rule; buttons are disabled otherwise). */
export const DECISION_FROM: Record<Decision, ApplicationStatus[]> = {
  "under-review": ["submitted"],
  "request-changes": ["submitted", "under-review"],
  approve: ["submitted", "under-review"],
  reject: ["submitted", "under-review"],
};
export const COMMENT_REQUIRED: readonly Decision[] = ["request-changes", "reject"];

export interface BulkResult {
  done: number[];
  failed: { id: number; message: string }[];
}

export type Review = ApiSchema<"Review">;

/** The admin view of an application also carries the applicant (docs/api-catalog.md PartnerApplication). */
export type AdminApplication = PartnerApplication & {
  applicant?: { id: number; first_name: string; last_name: string; email: string; phone: string | null };
};
