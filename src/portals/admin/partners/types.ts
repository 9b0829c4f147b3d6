/** Shapes of the admin partners endpoints (docs/api-catalog.md "Admin: partners"). */
import type { ApplicationStatus } from "../../../features/partner-applications/types";

export type PartnerStatus = "active" | "inactive";
export const PARTNER_STATUSES: readonly PartnerStatus[] = ["active", "inactive"];

export interface AdminPartner {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  name_ar: string;
  logo: string | null;
  email: string | null;
  phone: string | null;
  status: PartnerStatus;
  average_rating: number;
  rating_count: number;
  service_count: number;
  active_service_count: number;
  package_count: number;
  community_count: number;
  emirates: string[];
  created_at: string;
}

export interface AdminPartnerDetails {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  name_ar: string;
  email: string | null;
  phone: string | null;
  status: PartnerStatus;
  logo: string | null;
  about: string;
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
  packages_by_status: Record<string, number>;
  community_count: number;
  emirates: string[];
  areas: {
    emirate_id: number;
    emirate_name: string;
    communities: { id: number; slug: string; name: string }[];
  }[];
  ratings: { average: number; count: number; distribution: Record<string, number> };
  application: { id: number; status: ApplicationStatus } | null;
  users: { id: number; first_name: string; last_name: string; email: string | null; phone: string | null }[];
}

export interface AdminApplicationSummary {
  id: number;
  user_id: number;
  status: ApplicationStatus;
  status_label: string;
  current_step: number;
  legal_name: string | null;
  legal_name_en: string | null;
  legal_name_ar: string | null;
  trade_license_number: string | null;
  applicant_name: string;
  applicant_email: string;
  partner_id: number | null;
  submitted_at: string | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

export type ApplicationCounts = { all: number } & Record<ApplicationStatus, number>;

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

export interface Review {
  id: number;
  rating: number;
  comment: string;
  customer_name: string;
  created_at: string;
}
