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

export interface ApplicationDocument {
  id: number;
  type: DocumentType;
  path: string;
  mime: string;
  size: number;
  original_name: string;
  created_at: string;
}

export interface ApplicationComment {
  id: number;
  author_user_id: number | null;
  author_name: string | null;
  author_role: "internal" | "partner";
  status: ApplicationStatus | null;
  status_label: string | null;
  comment: string | null;
  created_at: string;
}

export interface ApplicationArea {
  community_id: number;
  emirate_id: number;
  emirate_name: string;
  name: string;
  name_en: string;
  name_ar: string;
}

export interface ApplicationService {
  id: number;
  category_id: number;
  category_name: string;
  name: string;
  name_en: string;
  name_ar: string;
  price: number;
  price_excl_vat: number;
  vat_amount: number;
  duration_minutes: number;
}

export interface PartnerApplication {
  id: number;
  user_id: number;
  status: ApplicationStatus;
  status_label: string;
  current_step: number;
  is_editable: boolean;
  steps: Record<StepKey, boolean>;
  required_documents: DocumentType[];
  legal_name: string | null;
  legal_name_en: string | null;
  legal_name_ar: string | null;
  trade_license_number: string | null;
  trade_license_expiry: string | null;
  company_type: string | null;
  company_type_name: string | null;
  trn: string | null;
  logo: string | null;
  contact_person: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  bank_name: string | null;
  iban: string | null;
  account_name: string | null;
  community_ids: number[];
  areas: ApplicationArea[];
  services: ApplicationService[];
  documents: ApplicationDocument[];
  comments: ApplicationComment[];
  partner_id: number | null;
  submitted_at: string | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ApplicationSummary {
  id: number;
  status: ApplicationStatus;
  status_label: string;
  current_step: number;
  legal_name: string | null;
  trade_license_number: string | null;
  partner_id: number | null;
  submitted_at: string | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CompanyType {
  id: number;
  key: string;
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
