import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { type Generated, Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { AppConfig, DbDriver } from "../config.js";
import { withStatementCache } from "../lib/sqlite-statements.js";

export interface UsersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  password_hash: string;
  gender: "female" | "male" | "other" | null;
  user_profile: string | null;
  email_verified_at: string | null;
  phone_verified_at: string | null;
  last_login_at: string | null;
  status: "active" | "inactive";
  partner_id: number | null;
  preferred_language: string;
  created_at: string;
  updated_at: string;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  type: "internal" | "partner" | "customer";
  partner_id: number | null;
  /** 0/1 (portable boolean). */
  is_system: number;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
  module: string;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
  /** 0/1 (portable boolean). */
  is_default: number;
}

export interface PartnersTable {
  id: Generated<number>;
  name_en: string;
  name_ar: string;
  slug: string;
  email: string | null;
  phone: string | null;
  status: string;
  created_at: string;
  logo: string | null;
  cover_image: string | null;
  about_en: Generated<string>;
  about_ar: Generated<string>;
  average_rating: Generated<number>;
  rating_count: Generated<number>;
  years_in_business: Generated<number>;
  /** 0/1 */
  cash_on_delivery: Generated<number>;
  latitude: number | null;
  longitude: number | null;
}

export interface TokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number | null;
  active_role_id: number | null;
  kind: "client" | "user";
  expires_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
  created_at: string;
}

export type OtpPurpose = "login" | "register" | "verify-email" | "reset-password";

export interface OtpsTable {
  id: Generated<number>;
  target: string;
  purpose: OtpPurpose;
  code_hash: string;
  expires_at: string;
  consumed_at: string | null;
  attempts: Generated<number>;
  created_at: string;
}

export interface KeyValueTable {
  key: string;
  value: string;
}

export interface StatusesTable {
  id: Generated<number>;
  type: string;
  name: string;
  display_name: string;
  display_name_ar: string;
}

// ---- catalog (002_catalog). Money is integer fils (AED x 100); booleans are 0/1. ----

export interface EmiratesTable {
  id: Generated<number>;
  slug: string;
  name_en: string;
  name_ar: string;
  sort_order: Generated<number>;
}

export interface CommunitiesTable {
  id: Generated<number>;
  emirate_id: number;
  slug: string;
  name_en: string;
  name_ar: string;
  latitude: number;
  longitude: number;
}

export interface CategoriesTable {
  id: Generated<number>;
  slug: string;
  name_en: string;
  name_ar: string;
  description_en: Generated<string>;
  description_ar: Generated<string>;
  icon: string | null;
  image: string | null;
  is_trending: Generated<number>;
  sort_order: Generated<number>;
  status: Generated<string>;
  created_at: string;
}

export interface PartnerCommunitiesTable {
  partner_id: number;
  community_id: number;
}

export interface ServicesTable {
  id: Generated<number>;
  partner_id: number;
  category_id: number;
  slug: string;
  name_en: string;
  name_ar: string;
  description_en: Generated<string>;
  description_ar: Generated<string>;
  /** JSON text: string[] */
  includes_en: Generated<string>;
  /** JSON text: string[] */
  includes_ar: Generated<string>;
  /** Price incl. VAT in fils. */
  price_fils: number;
  duration_minutes: Generated<number>;
  image: string | null;
  is_trending: Generated<number>;
  status: Generated<string>;
  active: Generated<number>;
  average_rating: Generated<number>;
  rating_count: Generated<number>;
  created_at: string;
  /** job_types.id (migration 029; null: not classified). */
  job_type_id: Generated<number | null>;
}

export interface PropertyTypesTable {
  id: Generated<number>;
  type: string;
  name_en: string;
  name_ar: string;
  sort_order: Generated<number>;
}

export interface PropertySizesTable {
  id: Generated<number>;
  property_type_id: number;
  key: string;
  name_en: string;
  name_ar: string;
  sort_order: Generated<number>;
}

export interface PackagesTable {
  id: Generated<number>;
  partner_id: number;
  category_id: number | null;
  name_en: string;
  name_ar: string;
  description_en: Generated<string>;
  description_ar: Generated<string>;
  image: string | null;
  visits_per_month: Generated<number>;
  /** Approved | Pending | Rejected | Changes Requested */
  status: Generated<string>;
  active: Generated<number>;
  is_handpicked: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface PackageServicesTable {
  package_id: number;
  service_id: number;
}

export interface PackagePropertyTypesTable {
  package_id: number;
  property_type: string;
}

export interface PackageDurationsTable {
  id: Generated<number>;
  package_id: number;
  months: number;
  label_en: string;
  label_ar: string;
  discount_percent: Generated<number>;
}

export interface PackagePricingTable {
  id: Generated<number>;
  package_id: number;
  package_duration_id: number;
  property_type: string;
  property_size: string;
  /** Monthly price incl. VAT in fils, before the duration's discount. */
  monthly_price_fils: number;
}

export interface BannersTable {
  id: Generated<number>;
  title_en: string;
  title_ar: string;
  subtitle_en: Generated<string>;
  subtitle_ar: Generated<string>;
  image: string;
  link: string | null;
  target: Generated<string>;
  sort_order: Generated<number>;
  starts_at: string | null;
  ends_at: string | null;
  status: Generated<string>;
}

export interface ReviewsTable {
  id: Generated<number>;
  partner_id: number;
  service_id: number | null;
  user_id: number | null;
  customer_name: string;
  rating: number;
  comment: Generated<string>;
  is_visible: Generated<number>;
  created_at: string;
}

export interface FavouritesTable {
  id: Generated<number>;
  user_id: number;
  type: "partner" | "service";
  target_id: number;
  created_at: string;
}

export interface UserCategoryPreferencesTable {
  id: Generated<number>;
  user_id: number;
  category_id: number;
  created_at: string;
}

/** A customer's saved address (005_addresses). */
export interface UserAddressesTable {
  id: Generated<number>;
  user_id: number;
  label: string;
  emirate_id: number;
  community_id: number;
  building: string;
  apartment_or_villa_number: string;
  street: string | null;
  property_type: string;
  property_size: string;
  latitude: number;
  longitude: number;
  is_default: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface FaqsTable {
  id: Generated<number>;
  audience: string;
  question_en: string;
  question_ar: string;
  answer_en: string;
  answer_ar: string;
  sort_order: Generated<number>;
}

export interface ContentPagesTable {
  id: Generated<number>;
  slug: string;
  title_en: string;
  title_ar: string;
  body_en: string;
  body_ar: string;
  updated_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: Generated<string>;
  created_at: string;
}

export interface SupportThreadsTable {
  id: Generated<number>;
  user_id: number | null;
  guest_name: string | null;
  guest_email: string | null;
  subject: string;
  status: "open" | "closed";
  /** SHA-256 of the guest's support key (null for signed-in customers' threads). */
  guest_key_hash: string | null;
  created_at: string;
  updated_at: string;
  last_message_at: string;
  /** The agent the conversation is assigned to (migration 032; null: nobody yet). */
  assigned_user_id: Generated<number | null>;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  thread_id: number;
  sender: "customer" | "agent" | "system";
  author_user_id: number | null;
  body: string;
  created_at: string;
}

/* ---- 006_commerce (issue 5): carts, coupons, orders, payments, bookings, wallet, loyalty, notifications ---- */

export interface CartsTable {
  id: Generated<number>;
  kind: "service" | "package";
  user_id: number | null;
  guest_token_id: number | null;
  coupon_id: number | null;
  notes: string | null;
  /** JSON text: string[] of /uploads/... paths */
  images: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface CartItemsTable {
  id: Generated<number>;
  cart_id: number;
  service_id: number;
  partner_id: number;
  quantity: Generated<number>;
  notes: string | null;
  images: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface PackageCartItemsTable {
  id: Generated<number>;
  cart_id: number;
  package_id: number;
  package_duration_id: number;
  property_type: string;
  property_size: string;
  user_address_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface CouponsTable {
  id: Generated<number>;
  code: string;
  partner_id: number | null;
  description_en: Generated<string>;
  description_ar: Generated<string>;
  discount_type: "percent" | "fixed";
  /** percent (10 = 10%) or fils */
  discount_value: number;
  max_discount_fils: number | null;
  applies_to: Generated<"any" | "service" | "package">;
  min_order_fils: Generated<number>;
  first_order_only: Generated<number>;
  per_user_limit: Generated<number>;
  usage_limit: number | null;
  /** Live reservations (orders created and not failed or expired); guarded by `used_count < usage_limit`. */
  used_count: Generated<number>;
  starts_at: string | null;
  ends_at: string | null;
  /** 'active' | 'inactive': the coupon's active toggle (checkout refuses any other than 'active'). */
  status: Generated<string>;
  /** 025_coupon_admin (issue 17): the coupon's name, budget, funder and stacking policy. */
  title_en: Generated<string>;
  title_ar: Generated<string>;
  budget_fils: number | null;
  funded_by: Generated<"khidma" | "partner">;
  stacking: Generated<"exclusive" | "combinable">;
  created_at: string;
  updated_at: string;
}

/** A coupon's scope (issue 17): one row per category, partner, service or package it names. */
export interface CouponCategoriesTable {
  coupon_id: number;
  category_id: number;
}
export interface CouponPartnersTable {
  coupon_id: number;
  partner_id: number;
}
export interface CouponServicesTable {
  coupon_id: number;
  service_id: number;
}
export interface CouponPackagesTable {
  coupon_id: number;
  package_id: number;
}

export type OrderKind = "booking" | "package" | "quotation" | "reschedule" | "topup";
export type OrderStatus = "pending" | "paid" | "failed" | "cancelled" | "refunded";
export type PaymentMethod = "card" | "wallet" | "cash";

export interface OrdersTable {
  id: Generated<number>;
  number: string;
  user_id: number;
  partner_id: number | null;
  kind: OrderKind;
  status: OrderStatus;
  payment_method: PaymentMethod;
  subtotal_fils: number;
  discount_fils: Generated<number>;
  total_fils: number;
  vat_fils: number;
  wallet_fils: Generated<number>;
  coupon_id: number | null;
  /** The cart this order empties once paid (or at once for cash). */
  cart_id: number | null;
  idempotency_key: string | null;
  paid_at: string | null;
  /** Unpaid card and wallet orders expire (releasing their slot and coupon); null for cash and paid ones. */
  expires_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  description_en: string;
  description_ar: string;
  service_id: number | null;
  package_id: number | null;
  quantity: number;
  unit_price_fils: number;
  total_fils: number;
  vat_fils: number;
}

export interface CouponRedemptionsTable {
  id: Generated<number>;
  coupon_id: number;
  user_id: number;
  order_id: number;
  discount_fils: number;
  /** 1..per_user_limit, unique per (coupon, user); null when the coupon has no per-customer limit. */
  slot: Generated<number | null>;
  /** The user, for a first-order-only coupon (unique: one live first-order coupon per customer). */
  first_order_user_id: Generated<number | null>;
  created_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: number | null;
  actor_role_id: number | null;
  action: string;
  entity: string;
  entity_id: number | null;
  before_json: string | null;
  after_json: string | null;
  ip: string | null;
  created_at: string;
}

export interface UploadFilesTable {
  id: Generated<number>;
  /** Public `/uploads/...` path, or `private:<name>` for a private document. */
  path: string;
  token_id: number | null;
  user_id: number | null;
  /** 1 when sent with a client (guest) token. */
  guest: Generated<number>;
  bytes: Generated<number>;
  created_at: string;
}

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  gateway: string;
  amount_fils: number;
  status: "succeeded" | "declined" | "refunded";
  reference: string | null;
  card_brand: string | null;
  card_last4: string | null;
  failure_message: string | null;
  created_at: string;
}

export type BookingStatus =
  | "requested"
  | "confirmed"
  | "technician-assigned"
  | "on-the-way"
  | "in-progress"
  | "completed"
  | "cancelled"
  | "declined"
  | "no-show";

export interface BookingsTable {
  id: Generated<number>;
  number: string;
  order_id: number | null;
  user_id: number;
  partner_id: number;
  user_address_id: number | null;
  address_text: string;
  community_id: number | null;
  scheduled_at: string;
  duration_minutes: number;
  status: BookingStatus;
  payment_status: "pending" | "paid" | "cash" | "refunded" | "failed";
  technician_id: number | null;
  subscription_id: number | null;
  total_fils: number;
  notes: string | null;
  images: Generated<string>;
  cancellation_fee_fils: number | null;
  cancel_reason: string | null;
  cancelled_at: string | null;
  completed_at: string | null;
  reschedule_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface BookingItemsTable {
  id: Generated<number>;
  booking_id: number;
  service_id: number;
  name_en: string;
  name_ar: string;
  quantity: number;
  unit_price_fils: number;
  total_fils: number;
}

export interface BookingStatusHistoryTable {
  id: Generated<number>;
  booking_id: number;
  status: string;
  /** English, or the words a person typed */
  note: string | null;
  /** The Arabic of a note the server wrote (issue 16); null: show `note` */
  note_ar: Generated<string | null>;
  actor_user_id: number | null;
  created_at: string;
}

export interface ReassignmentRequestsTable {
  id: Generated<number>;
  booking_id: number;
  technician_id: number | null;
  reason: string;
  status: Generated<"pending" | "approved" | "rejected">;
  new_technician_id: number | null;
  resolved_by: number | null;
  resolution_note: string | null;
  created_at: string;
  updated_at: string;
}

export interface QuotationsTable {
  id: Generated<number>;
  number: string;
  booking_id: number;
  partner_id: number;
  title_en: string;
  title_ar: string;
  /** JSON text: [{description_en, description_ar, quantity, unit_price_fils}] */
  lines: string;
  total_fils: number;
  status: Generated<"pending" | "accepted" | "declined" | "expired">;
  valid_until: string;
  order_id: number | null;
  decline_reason: string | null;
  responded_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CompletionReportsTable {
  id: Generated<number>;
  booking_id: number;
  technician_id: number | null;
  notes: string;
  photos: Generated<string>;
  customer_signoff: Generated<number>;
  signed_by: string | null;
  created_at: string;
}

export interface PartnerWorkingHoursTable {
  id: Generated<number>;
  partner_id: number;
  /** 0 = Sunday ... 6 = Saturday (Asia/Dubai) */
  weekday: number;
  opens_at: string;
  closes_at: string;
  is_closed: Generated<number>;
  capacity: Generated<number>;
  /** JSON `[{starts_at, ends_at}]` ("HH:mm"), 017 */
  breaks: Generated<string>;
}

export interface WalletTransactionsTable {
  id: Generated<number>;
  user_id: number;
  type: "topup" | "payment" | "refund" | "loyalty" | "adjustment";
  amount_fils: number;
  balance_after_fils: number;
  order_id: number | null;
  description_en: string;
  description_ar: string;
  created_at: string;
}

export interface LoyaltyTransactionsTable {
  id: Generated<number>;
  user_id: number;
  type: "earned" | "redeemed";
  points: number;
  booking_id: number | null;
  wallet_transaction_id: number | null;
  created_at: string;
}

export interface PackageSubscriptionsTable {
  id: Generated<number>;
  number: string;
  order_id: number;
  user_id: number;
  package_id: number;
  package_duration_id: number;
  partner_id: number;
  property_type: string;
  property_size: string;
  user_address_id: number | null;
  starts_on: string;
  ends_on: string;
  visits_total: number;
  visits_used: Generated<number>;
  total_fils: number;
  status: "pending" | "active" | "expired" | "cancelled";
  created_at: string;
  updated_at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  title_en: string;
  title_ar: string;
  body_en: string;
  body_ar: string;
  link: string | null;
  read_at: string | null;
  created_at: string;
}

export interface InvoicesTable {
  id: Generated<number>;
  number: string;
  sequence: number;
  order_id: number;
  issued_at: string;
  supply_date: string;
}

export interface IdempotencyKeysTable {
  id: Generated<number>;
  owner: string;
  key: string;
  route: string;
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  created_at: string;
}

/* ---- 007_partner_applications (issue 6): partner onboarding ---- */

export interface CompanyTypesTable {
  id: Generated<number>;
  key: string;
  name_en: string;
  name_ar: string;
  sort_order: Generated<number>;
  status: Generated<string>;
  /** Migration 029 (null only for rows older than it). */
  created_at: string | null;
  updated_at: string | null;
}

/** Job types classify services (migration 029, issue 18a). */
export interface JobTypesTable {
  id: Generated<number>;
  key: string;
  name_en: string;
  name_ar: string;
  description_en: string | null;
  description_ar: string | null;
  sort_order: Generated<number>;
  status: Generated<string>;
  created_at: string;
  updated_at: string;
}

export type ApplicationStatus = "draft" | "submitted" | "under-review" | "changes-requested" | "approved" | "rejected";

export interface PartnerApplicationsTable {
  id: Generated<number>;
  user_id: number;
  status: Generated<ApplicationStatus>;
  /** Index of the first incomplete step (company, contact_bank, documents, areas, services); 5 = all complete. */
  current_step: Generated<number>;
  legal_name_en: string | null;
  legal_name_ar: string | null;
  trade_license_number: string | null;
  /** YYYY-MM-DD */
  trade_license_expiry: string | null;
  /** company_types.key */
  company_type: string | null;
  trn: string | null;
  logo: string | null;
  contact_person: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  bank_name: string | null;
  iban: string | null;
  account_name: string | null;
  company_completed: Generated<number>;
  contact_bank_completed: Generated<number>;
  areas_completed: Generated<number>;
  services_completed: Generated<number>;
  submitted_at: string | null;
  decided_at: string | null;
  partner_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface PartnerApplicationAreasTable {
  application_id: number;
  community_id: number;
}

export interface PartnerApplicationServicesTable {
  id: Generated<number>;
  application_id: number;
  category_id: number;
  name_en: string;
  name_ar: string;
  /** incl. VAT, fils */
  price_fils: number;
  duration_minutes: number;
  sort_order: Generated<number>;
}

export type ApplicationDocumentType = "trade_license" | "vat_certificate" | "insurance" | "owner_emirates_id";

export interface PartnerApplicationDocumentsTable {
  id: Generated<number>;
  application_id: number;
  type: ApplicationDocumentType;
  path: string;
  mime: string;
  size: number;
  original_name: string;
  created_at: string;
}

export interface PartnerApplicationCommentsTable {
  id: Generated<number>;
  application_id: number;
  author_user_id: number | null;
  author_role: "internal" | "partner";
  /** The status the application was set to (null for a plain comment). */
  status: ApplicationStatus | null;
  comment: string | null;
  created_at: string;
}

export interface DB {
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  partners: PartnersTable;
  tokens: TokensTable;
  otps: OtpsTable;
  configurations: KeyValueTable;
  statuses: StatusesTable;
  master_settings: KeyValueTable;
  /** value is JSON text. */
  settings: KeyValueTable;
  emirates: EmiratesTable;
  communities: CommunitiesTable;
  categories: CategoriesTable;
  partner_communities: PartnerCommunitiesTable;
  services: ServicesTable;
  property_types: PropertyTypesTable;
  property_sizes: PropertySizesTable;
  packages: PackagesTable;
  package_services: PackageServicesTable;
  package_property_types: PackagePropertyTypesTable;
  package_durations: PackageDurationsTable;
  package_pricing: PackagePricingTable;
  banners: BannersTable;
  reviews: ReviewsTable;
  favourites: FavouritesTable;
  user_category_preferences: UserCategoryPreferencesTable;
  user_addresses: UserAddressesTable;
  faqs: FaqsTable;
  content_pages: ContentPagesTable;
  contact_messages: ContactMessagesTable;
  support_threads: SupportThreadsTable;
  support_messages: SupportMessagesTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  package_cart_items: PackageCartItemsTable;
  coupons: CouponsTable;
  coupon_categories: CouponCategoriesTable;
  coupon_partners: CouponPartnersTable;
  coupon_services: CouponServicesTable;
  coupon_packages: CouponPackagesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  coupon_redemptions: CouponRedemptionsTable;
  audit_log: AuditLogTable;
  upload_files: UploadFilesTable;
  payments: PaymentsTable;
  bookings: BookingsTable;
  booking_items: BookingItemsTable;
  booking_status_history: BookingStatusHistoryTable;
  reassignment_requests: ReassignmentRequestsTable;
  quotations: QuotationsTable;
  completion_reports: CompletionReportsTable;
  partner_working_hours: PartnerWorkingHoursTable;
  wallet_transactions: WalletTransactionsTable;
  loyalty_transactions: LoyaltyTransactionsTable;
  package_subscriptions: PackageSubscriptionsTable;
  notifications: NotificationsTable;
  invoices: InvoicesTable;
  idempotency_keys: IdempotencyKeysTable;
  company_types: CompanyTypesTable;
  job_types: JobTypesTable;
  partner_applications: PartnerApplicationsTable;
  partner_application_areas: PartnerApplicationAreasTable;
  partner_application_services: PartnerApplicationServicesTable;
  partner_application_documents: PartnerApplicationDocumentsTable;
  partner_application_comments: PartnerApplicationCommentsTable;
}

export type Database = Kysely<DB>;

/** Opens the database named by the config: PostgreSQL for a postgres:// URL, otherwise SQLite. */
export function createDb(config: Pick<AppConfig, "dbDriver" | "databaseUrl" | "sqliteFile">): Database {
  if (config.dbDriver === "postgres") {
    return new Kysely<DB>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.databaseUrl, max: 10 }) }),
    });
  }
  const file = config.sqliteFile;
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("foreign_keys = ON");
  if (file !== ":memory:") sqlite.pragma("journal_mode = WAL");
  // prepared statements kept by their SQL (lib/sqlite-statements.ts): preparing costs more than a small query
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

export const nowIso = (): string => new Date().toISOString();

export type { DbDriver };

/* ---- 008_package_comments (issue 6, partner catalog): package comments thread, soft-deleted packages ---- */

export interface PackageCommentsTable {
  id: Generated<number>;
  package_id: number;
  author_user_id: number | null;
  author_role: "internal" | "partner";
  /** The status the package was set to (null for a plain comment). */
  status: string | null;
  previous_status: string | null;
  comment: string | null;
  created_at: string;
}

/** Declaration merging: the columns and tables 008 adds. */
export interface PackagesTable {
  /** Set when a package that was sold is deleted: hidden everywhere, kept for its orders and subscriptions. */
  deleted_at?: string | null;
}

export interface DB {
  package_comments: PackageCommentsTable;
}

/* ---- 011_admin_appointments (issue 7, admin appointments): staff replies on reviews ---- */

/** Declaration merging: the columns 011 adds. */
export interface ReviewsTable {
  /** A staff reply shown under the review (null: none). */
  reply?: string | null;
  replied_at?: string | null;
  replied_by?: number | null;
}

/* ---- 012_admin_catalog (issue 7, admin catalog): areas between emirates and communities, attributes ---- */

export interface AreasTable {
  id: Generated<number>;
  emirate_id: number;
  slug: string;
  name_en: string;
  name_ar: string;
  sort_order: Generated<number>;
  status: Generated<string>;
  created_at: string;
}

export interface AttributesTable {
  id: Generated<number>;
  name_en: string;
  name_ar: string;
  /** text | number | select */
  type: string;
  /** JSON `[{en, ar}]` (select only). */
  options: Generated<string>;
  is_required: Generated<number>;
  sort_order: Generated<number>;
  status: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** An attribute applies to the services of these categories. */
export interface ServiceAttributesTable {
  attribute_id: number;
  category_id: number;
}

/** Declaration merging: the column 012 adds (null until the community is filed into an area). */
export interface CommunitiesTable {
  area_id?: number | null;
}

export interface DB {
  areas: AreasTable;
  attributes: AttributesTable;
  service_attributes: ServiceAttributesTable;
}

/* ---- 017_team_schedule (issue 15): technicians, breaks, technician weeks, holiday ranges, public holidays ---- */

export interface TechnicianProfilesTable {
  user_id: number;
  partner_id: number;
  colour: Generated<string>;
  /** 0/1 */
  is_active: Generated<number>;
  /** JSON array of language codes */
  languages: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface TechnicianSkillsTable {
  id: Generated<number>;
  user_id: number;
  service_id: number | null;
  category_id: number | null;
}

export interface TechnicianWorkingHoursTable {
  id: Generated<number>;
  user_id: number;
  /** 0 = Sunday ... 6 = Saturday (Asia/Dubai) */
  weekday: number;
  is_closed: Generated<number>;
  opens_at: string;
  closes_at: string;
  /** JSON `[{starts_at, ends_at}]` */
  breaks: Generated<string>;
}

export interface PartnerHolidayRangesTable {
  id: Generated<number>;
  partner_id: number;
  /** YYYY-MM-DD, inclusive */
  start_date: string;
  /** YYYY-MM-DD, inclusive */
  end_date: string;
  title_en: string;
  title_ar: string;
  created_at: string;
  updated_at: string;
}

export interface PartnerHolidayTechniciansTable {
  holiday_id: number;
  user_id: number;
}

export interface PublicHolidaysTable {
  id: Generated<number>;
  /** names the holiday across years, e.g. `eid-al-fitr` */
  key: string;
  start_date: string;
  end_date: string;
  name_en: string;
  name_ar: string;
  /** 0/1: Islamic dates until confirmed after the moon sighting */
  is_tentative: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** Declaration merging: the column 017 adds. */
export interface PartnersTable {
  /** null: closed on every UAE public holiday; JSON array of the keys the partner closes on otherwise */
  public_holiday_keys: string | null;
}

/** Declaration merging: the tables 017 adds. */
export interface DB {
  technician_profiles: TechnicianProfilesTable;
  technician_skills: TechnicianSkillsTable;
  technician_working_hours: TechnicianWorkingHoursTable;
  partner_holiday_ranges: PartnerHolidayRangesTable;
  partner_holiday_technicians: PartnerHolidayTechniciansTable;
  public_holidays: PublicHolidaysTable;
}

/* ---- 018_schedule_data (issue 15) ---- */

/** Declaration merging: the column 018 adds. */
export interface BookingsTable {
  /** Set when the partner closed on the appointment's day (e.g. `holiday:12`): reschedule or cancel free of charge */
  fee_waived_reason: Generated<string | null>;
}

/* ---- 019_partner_bookings (issue 16) ---- */

/** Declaration merging: the columns 019 adds. */
export interface BookingsTable {
  /** Why the partner declined the request (status `declined`). */
  decline_reason: Generated<string | null>;
  /** When the partner marked a cash booking's money collected (its order is then paid). */
  cash_collected_at: Generated<string | null>;
  cash_collected_by: Generated<number | null>;
}

/* ---- 022_package_visits (issue 16): package visits ---- */

/** What happens to a visit of a package not used by the end of its month. */
export type UnusedVisits = "lost" | "carry_over";

/** Declaration merging: the column 022 adds. */
export interface PackagesTable {
  unused_visits: Generated<UnusedVisits>;
}

/** Declaration merging: the column 022 adds. */
export interface PackageSubscriptionsTable {
  /** The package's rule when it was bought (null: the package's current one). */
  unused_visits: Generated<UnusedVisits | null>;
}

/** Declaration merging: the column 022 adds. */
export interface BookingsTable {
  /** A package visit: the month of its subscription it counts against (0 = the first); null otherwise. */
  visit_month: Generated<number | null>;
}

/* ---- 020_quotations_reports (issue 16) ---- */

/** Declaration merging: the columns 020 adds. */
export interface QuotationsTable {
  /** JSON text: string[] of /uploads/... paths (the quotation as a whole; a line's own are in `lines[i].photos`) */
  photos: Generated<string>;
  /** The partner user who sent it (null: seeded) */
  created_by: Generated<number | null>;
}

/** Declaration merging: the columns 020 adds. */
export interface CompletionReportsTable {
  /** JSON text: string[] (`photos` holds before then after) */
  before_photos: Generated<string>;
  after_photos: Generated<string>;
  /** JSON text: [{label_en, label_ar, done}] */
  checklist: Generated<string>;
  minutes_on_site: Generated<number | null>;
  started_at: Generated<string | null>;
  ended_at: Generated<string | null>;
  submitted_by: Generated<number | null>;
}

/** Declaration merging: the columns 020 adds. */
export interface ReassignmentRequestsTable {
  /** Who asked (a partner user acting for its technician, or the technician) */
  requested_by: Generated<number | null>;
  /** The partner that asked (the booking may have moved to another one since) */
  partner_id: Generated<number | null>;
  /** Set when Khidma handed the booking to another partner */
  new_partner_id: Generated<number | null>;
}

/* ---- 026_coupon_rules (issue 17a): coupon budget spent, generated codes ---- */

/** Declaration merging: the column 026 adds. */
export interface CouponsTable {
  /** Discount held by live reservations (fils); guarded by `spent_fils + d <= budget_fils`. */
  spent_fils: Generated<number>;
}

/** Declaration merging: the column 026 adds. */
export interface CouponRedemptionsTable {
  /** The generated code this reservation used (unique: single use); null: the coupon's own code. */
  code_id: Generated<number | null>;
}

/** Declaration merging: the column 026 adds. */
export interface CartsTable {
  /** The generated code the customer applied (null: the coupon's own code). */
  coupon_code: Generated<string | null>;
}

/** Declaration merging: the column 026 adds. */
export interface OrdersTable {
  /** The generated code the order's coupon use holds (null: none or the coupon's own code). */
  coupon_code_id: Generated<number | null>;
}

export interface CouponCodeBatchesTable {
  id: Generated<number>;
  coupon_id: number;
  prefix: string;
  count: number;
  generated: Generated<number>;
  /** running | done */
  status: Generated<"running" | "done">;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface CouponCodesTable {
  id: Generated<number>;
  coupon_id: number;
  batch_id: number;
  /** Upper-case, unique across coupon_codes and coupons.code. */
  code: string;
  created_at: string;
}

export interface DB {
  coupon_code_batches: CouponCodeBatchesTable;
  coupon_codes: CouponCodesTable;
}

/* ---- 027_ledger (issue 17b): commission rates, the rate and VAT rate sold with, the partner ledger ---- */

/** A commission rate (append-only): scope partner and/or category (both null: the default), from an instant. */
export interface CommissionRatesTable {
  id: Generated<number>;
  partner_id: number | null;
  category_id: number | null;
  /** Basis points: 1500 = 15%. */
  rate_bp: number;
  /** ISO UTC instant from which the rate applies. */
  effective_from: string;
  created_by: number | null;
  created_at: string;
}

export type LedgerEntryType =
  | "revenue"
  | "discount"
  | "commission"
  | "commission_vat"
  | "supply_vat"
  | "fee"
  | "reversal"
  | "cash_collected"
  | "adjustment"
  | "payout"
  | "payout_reversal"
  | "carry_forward";

/** One line of a partner's ledger (append-only; + owed to the partner). */
export interface LedgerEntriesTable {
  id: Generated<number>;
  partner_id: number;
  type: LedgerEntryType;
  amount_fils: number;
  order_id: number | null;
  booking_id: number | null;
  subscription_id: number | null;
  /** Set by a payout (slice c). */
  payout_id: Generated<number | null>;
  /** The idempotency key of the event that wrote the line (unique). */
  event_key: string;
  reason: string | null;
  actor_user_id: number | null;
  description_en: string;
  description_ar: string;
  /** When the amount became payable. */
  created_at: string;
}

/** Declaration merging: the column 027 adds. */
export interface OrderLinesTable {
  /** The commission rate in force when the line was sold (basis points). */
  commission_bp: Generated<number | null>;
}

/** Declaration merging: the columns 027 adds. */
export interface OrdersTable {
  /** The VAT rate the order was sold with (basis points: 500 = 5%; 0 for a wallet top-up). */
  vat_rate_bp: Generated<number>;
  /** The booking a quotation or reschedule-fee order belongs to (a booking's own order: bookings.order_id). */
  booking_id: Generated<number | null>;
}

export interface DB {
  commission_rates: CommissionRatesTable;
  ledger_entries: LedgerEntriesTable;
}

/* ---- 028_payouts (issue 17c): a partner's payout per cycle ---- */

export type PayoutStatus = "pending" | "approved" | "paid" | "failed";

/** A payout (kind payout) or a negative cycle's closing record (kind carry_forward, amount 0, never listed). */
export interface PayoutsTable {
  id: Generated<number>;
  /** PO-000001 */
  number: string;
  kind: Generated<"payout" | "carry_forward">;
  partner_id: number;
  /** YYYY-MM-DD (Asia/Dubai, inclusive) */
  period_start: string;
  period_end: string;
  /** ISO UTC: lines payable before cut_off - hold_days are in it. */
  cut_off: string;
  hold_days: number;
  amount_fils: number;
  revenue_fils: Generated<number>;
  discounts_fils: Generated<number>;
  commission_fils: Generated<number>;
  commission_vat_fils: Generated<number>;
  /** 042: the supply_vat lines (a VAT-registered partner's VAT on its supply to Khidma). */
  supply_vat_fils: Generated<number>;
  fees_fils: Generated<number>;
  refunds_fils: Generated<number>;
  cash_collected_fils: Generated<number>;
  adjustments_fils: Generated<number>;
  carried_over_fils: Generated<number>;
  line_count: Generated<number>;
  status: PayoutStatus;
  hold_reason_en: string | null;
  hold_reason_ar: string | null;
  iban: string | null;
  account_name: string | null;
  bank_name: string | null;
  /** YYYY-MM-DD */
  expected_at: string;
  created_at: string;
  created_by: number | null;
  approved_at: string | null;
  approved_by: number | null;
  paid_at: string | null;
  paid_by: number | null;
  reference: string | null;
  failed_at: string | null;
  failed_by: number | null;
  failure_reason: string | null;
}

export interface DB {
  payouts: PayoutsTable;
}

/* ---- 033_announcements (issue 18c): what staff sent to a segment of users ---- */

export type AnnouncementSegment =
  | "all_customers"
  | "all_partners"
  | "partner_team"
  | "category_customers"
  | "emirate_customers";

export interface AnnouncementsTable {
  id: Generated<number>;
  segment: AnnouncementSegment;
  /** partners.id (partner_team), categories.id (category_customers), emirates.id (emirate_customers); else null */
  target_id: number | null;
  title_en: string;
  title_ar: string;
  body_en: string;
  body_ar: string;
  /** How many users were notified. */
  recipients: number;
  /** users.id of the staff member who sent it */
  sent_by: number | null;
  created_at: string;
}

export interface DB {
  announcements: AnnouncementsTable;
}

/* ---- 035_tenant_edit (issue 18c): the admin edits a partner; why it was deactivated ---- */

/** Declaration merging: the columns 035 adds. */
export interface PartnersTable {
  /** The business address staff keep for the partner (free text). */
  address: string | null;
  /** Why staff last deactivated the partner (shown to the partner); null once it is active again. */
  status_reason: string | null;
  /** ISO UTC: when staff last changed the status. */
  status_changed_at: string | null;
}

/* ---- 034_help (issue 18c): the staff help centre; FAQs gain a status ---- */

export interface HelpArticlesTable {
  id: Generated<number>;
  /** one of HELP_TOPICS' keys (server/src/db/help-data.ts) */
  topic: string;
  title_en: string;
  title_ar: string;
  /** markdown */
  body_en: string;
  body_ar: string;
  /** active | inactive */
  status: Generated<string>;
  sort_order: Generated<number>;
  /** users.id of the last editor (null for the seeded guides) */
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface FaqsTable {
  /** active | inactive: the public faq/list shows active ones only */
  status: Generated<string>;
  updated_at: string | null;
}

export interface DB {
  help_articles: HelpArticlesTable;
}

/* ---- 036_kpi (issue 19): the KPI set-up: categories, criteria, target matrix, performance criteria ---- */

export interface KpiCategoriesTable {
  id: Generated<number>;
  name_en: string;
  name_ar: string;
  description_en: Generated<string>;
  description_ar: Generated<string>;
  /** active | inactive */
  status: Generated<string>;
  sort_order: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface KpiCriteriaTable {
  id: Generated<number>;
  /** kpi_categories.id */
  category_id: number;
  name_en: string;
  name_ar: string;
  /** on_time_rate | completion_rate | partner_cancellation_rate | average_rating | response_minutes | complaint_rate */
  metric: string;
  /** higher | lower: which way is better */
  direction: string;
  /** percent | rating | minutes */
  unit: string;
  /** the formula in words, shown next to the figure */
  formula_en: Generated<string>;
  formula_ar: Generated<string>;
  /** active | inactive */
  status: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface TargetMatrixTable {
  id: Generated<number>;
  /** kpi_criteria.id */
  criterion_id: number;
  /** categories.id (a service category); null: every partner */
  category_id: number | null;
  /** month | quarter | year */
  period: string;
  /** in the criterion's unit */
  target: number;
  /** the threshold before the target is missed (between the target and a miss); null: none */
  warning: number | null;
  /** active | inactive */
  status: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface PerformanceCriteriaTable {
  id: Generated<number>;
  /** kpi_criteria.id (unique) */
  criterion_id: number;
  /** 1-100; the overall score weights the active ones, normalised by the sum of active weights */
  weight: number;
  /** active | inactive */
  status: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface DB {
  kpi_categories: KpiCategoriesTable;
  kpi_criteria: KpiCriteriaTable;
  target_matrix: TargetMatrixTable;
  performance_criteria: PerformanceCriteriaTable;
}

/* ---- 037_kpi_reports (issue 19): stored KPI reports, each partner's scores and the bookings behind them ---- */

export interface KpiReportsTable {
  id: Generated<number>;
  /** YYYY-MM-DD (Asia/Dubai), inclusive */
  from_date: string;
  to_date: string;
  /** one partner's report; null: every partner with bookings in the period */
  partner_id: number | null;
  generated_by: number | null;
  partners_count: Generated<number>;
  bookings_count: Generated<number>;
  /** the partners' average overall score (null: nobody scored) */
  average_score: number | null;
  created_at: string;
}

export interface KpiReportPartnersTable {
  report_id: number;
  partner_id: number;
  overall_score: number | null;
  previous_overall_score: number | null;
  bookings: Generated<number>;
}

export interface KpiReportScoresTable {
  id: Generated<number>;
  report_id: number;
  partner_id: number;
  criterion_id: number;
  metric: string;
  name_en: string;
  name_ar: string;
  formula_en: string;
  formula_ar: string;
  unit: string;
  direction: string;
  value: number | null;
  target: number;
  warning: number | null;
  score: number | null;
  weight: number;
  /** met | warning | missed | no_data */
  status: string;
  /** bookings counted in the figure, and those that pulled it down */
  bookings: Generated<number>;
  pulled_down: Generated<number>;
}

export interface KpiReportBookingsTable {
  report_id: number;
  booking_id: number;
  partner_id: number;
  scheduled_at: string;
  status: string;
  /** 1/0: work started within 15 minutes of the slot; null: never started */
  on_time: number | null;
  late_minutes: number | null;
  /** 1/0; null: cancelled by the customer (not counted) */
  completed: number | null;
  partner_cancelled: number;
  rating: number | null;
  response_minutes: number | null;
  /** 1/0 for a completed booking (1: rated 1 or 2 stars); null: not completed */
  complaint: number | null;
}

export interface DB {
  kpi_reports: KpiReportsTable;
  kpi_report_partners: KpiReportPartnersTable;
  kpi_report_scores: KpiReportScoresTable;
  kpi_report_bookings: KpiReportBookingsTable;
}

/* ---- 042_supply_vat (issue 17): one-time ledger jobs the next start runs (backfillLedger) ---- */

export interface LedgerBackfillsTable {
  /** "supply_vat": the supply_vat lines of sales written before 042, for partners with a TRN. */
  name: string;
  created_at: string;
}

export interface DB {
  ledger_backfills: LedgerBackfillsTable;
}
