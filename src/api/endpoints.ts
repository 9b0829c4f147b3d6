/**
 * THE endpoint table: every v2 endpoint the SPA calls, by name. Pointing the SPA at another v2 API whose paths
 * differ is a change here and nowhere else. Resource entries map refine's CRUD calls to URLs; `{id}` is replaced.
 */
export const ENDPOINTS = {
  clientToken: "client-access-token",
  login: "login",
  getOtp: "get-otp",
  resendOtp: "resend-otp",
  logout: "user/logout",
  me: "user/me",
  updateProfile: "user/profile/update",
  switchRole: "switch-role",
  register: "register",
  partnerRegister: "partner/register",
  registerVerifyOtp: "register/verify-otp",
  forgotPassword: "forgot-password",
  resetPassword: "reset-password",
  verifyEmail: "verify-email",
  changeMyPassword: "change-my-password",
  configurations: "get-configurations",
  settings: "settings",
  // the admin's platform settings (issue 18): a partial body shaped like GET settings plus master_setting
  settingsUpdate: "settings/update",
  categoryPreferences: "user/category-preferences",
  profilePhoto: "user/profile/photo",
  phoneChangeRequest: "user/phone/change-request",
  phoneChangeVerify: "user/phone/change-verify",
  emailChangeRequest: "user/email/change-request",
  emailChangeVerify: "user/email/change-verify",
  // Cart and package cart (docs/commerce-api.md)
  cartItems: "customer/cart-items",
  addToCart: "customer/add-to-cart",
  editCartItem: "customer/edit-cart-item",
  removeCartItem: "customer/remove-cart-item/{id}",
  clearCart: "customer/clear-cart",
  cartNotesAndImages: "customer/add-notes-and-images-to-cart",
  cartApplyCoupon: "customer/cart/apply-coupon",
  cartRemoveCoupon: "customer/cart/remove-coupon",
  packageAddToCart: "package/add/to/cart",
  packageCartFetch: "package/cart/fetch",
  packageCartItems: "customer/package/cart-items",
  packageCartRemove: "package/cart/remove/{id}",
  packageCouponApply: "package/coupon/apply",
  packageCouponRemove: "package/coupon/remove",
  packageCheckout: "package/checkout",
  packageSubscriptions: "customer/package/subscriptions",
  // package visits (issue 16): a bought package's visits, month by month
  packageVisitSummary: "customer/package/visit/summary/{id}",
  packageVisitDates: "customer/package/visit/available-dates",
  packageVisitSlots: "customer/package/visit/time-slots",
  packageVisitBook: "customer/package/visit/book",
  // Booking, payment and invoices
  availableDates: "customer/booking/available-dates",
  timeSlots: "customer/booking/time-slots",
  bookingRequest: "customer/booking/request",
  bookingList: "customer/booking/list",
  bookingDetails: "customer/booking/details/{id}",
  bookingCancelPreview: "customer/booking/cancel-preview/{id}",
  bookingCancel: "customer/booking/cancel/{id}",
  bookingReschedulePreview: "customer/booking/reschedule-preview/{id}",
  bookingReschedule: "customer/booking/reschedule/{id}",
  // the customer rates a completed booking, once (issue 16)
  bookingReview: "customer/booking/review/{id}",
  quotationList: "customer/quotation/list",
  quotationDetails: "customer/quotation/details/{id}",
  quotationAccept: "customer/quotation/accept/{id}",
  quotationDecline: "customer/quotation/decline/{id}",
  orderDetails: "customer/order/details/{id}",
  pay: "payment/pay",
  paymentGateway: "payment/gateway",
  invoice: "customer/invoice/{id}",
  // Storefront: home and discovery (SPEC 5, docs/api-catalog.md "Storefront")
  storeBanners: "banners/get-by-target/customer",
  storeCategories: "mobile/category/list",
  storeServices: "mobile/service/list",
  storeServiceDetails: "mobile/service/details",
  storePartners: "web/partner/list",
  storePartnerDetails: "mobile/partner/details",
  storePartnerCategories: "customer/service-categories",
  storePartnerReviews: "reviews/list",
  storeSearch: "search",
  favouriteAdd: "customer/favourite/add",
  favouriteRemove: "customer/favourite/remove",
  favouriteList: "customer/favourite/list",
  // Storefront: packages
  storePackages: "package/web/list",
  storePackageDetails: "package/details",
  storePackagePrice: "package/price",
  // Storefront: places and addresses
  storeEmirates: "master/emirates",
  storeCommunities: "area/community/list",
  storePropertyTypes: "package/property/list",
  addressList: "user-address/list",
  addressCreate: "user-address/create",
  addressUpdate: "user-address/update/{id}",
  addressDelete: "user-address/delete/{id}",
  addressDefault: "user-address/default/{id}",
  // Storefront: help and support (`{id}` of contentPage is the page's slug)
  faqList: "faq/list",
  contentPage: "content/{id}",
  contact: "contact",
  supportThread: "support/thread",
  supportMessages: "support/messages",
  // Wallet, loyalty, notifications
  walletBalance: "wallet/balance",
  walletTransactions: "wallet/transactions",
  walletTopUp: "wallet/top-up",
  loyaltySummary: "loyalty/summary",
  loyaltyRedeem: "loyalty/redeem",
  notifications: "notifications/list",
  notificationsUnread: "notifications/unread-count",
  notificationRead: "notifications/mark-read/{id}",
  notificationsReadAll: "notifications/mark-all-read",
  // Partner onboarding and applications (issue 6, docs/api-catalog.md "Partner applications")
  partnerCompanyTypes: "partner/company-types",
  partnerAppCurrent: "partner/application/current",
  partnerAppStepCompany: "partner/application/step/company",
  partnerAppStepContactBank: "partner/application/step/contact-bank",
  partnerAppStepAreas: "partner/application/step/areas",
  partnerAppStepServices: "partner/application/step/services",
  partnerAppDocument: "partner/application/document",
  partnerAppDocumentDelete: "partner/application/document/{id}",
  partnerAppLogo: "partner/application/logo",
  partnerAppSubmit: "partner/application/submit",
  partnerAppList: "partner/application/list",
  partnerAppView: "partner/application/view/{id}",
  partnerAppEmirates: "master/emirates",
  partnerAppCommunities: "area/community/list",
  partnerAppCategories: "mobile/category/list",
  // Partner catalog (issue 6, docs/api-catalog.md "Partner catalog"; the admin portal's catalog screens reuse them)
  catalogPackageDetails: "package/details",
  catalogPackageStatus: "package/change/status",
  catalogPackageActive: "package/update/status",
  catalogPackageComment: "package/create/comment",
  catalogPackageComments: "package/comments",
  catalogPackageClone: "package/clone/on-edit/{id}",
  catalogDurations: "package/duration",
  catalogDurationDelete: "package/duration/delete/{id}",
  catalogDurationPricing: "get/duration/pricing",
  catalogDurationPricingSave: "save/duration/pricing",
  catalogPricingSaveAll: "save/pricing",
  catalogPropertyTypes: "package/property/list",
  catalogServiceList: "partner/service/list",
  catalogServiceStatus: "partner/service/status/{id}",
  catalogServiceAreas: "partner/service-area/list",
  catalogServiceAreasAdd: "partner/service-area/add",
  catalogServiceAreasRemove: "partner/service-area/remove",
  catalogProfile: "partner/profile",
  catalogProfileUpdate: "partner/profile/update",
  catalogDashboard: "partner/dashboard",
  catalogCategories: "mobile/category/list",
  catalogEmirates: "master/emirates",
  catalogCommunities: "area/community/list",
  // Admin catalog verbs (issue 7, docs/api-catalog.md "Admin: catalog"); their CRUD calls are in RESOURCE_ENDPOINTS
  adminCategoryIcon: "service-category/icon/{id}",
  adminCategoryStatus: "service-category/status/{id}",
  adminCategoryBulkStatus: "service-category/bulk-status",
  adminCategoryTrending: "service-category/trending/{id}",
  adminCategoryReorder: "service-category/reorder",
  adminServiceStatus: "admin/service/status/{id}",
  adminServiceBulkStatus: "admin/service/bulk-status",
  adminBannerStatus: "banner/status/{id}",
  adminEmirates: "service-area/emirate/list",
  // Company and job types (issue 18): verbs; CRUD in RESOURCE_ENDPOINTS (admin-company-types, admin-job-types)
  adminCompanyTypeStatus: "company-type/status/{id}",
  adminJobTypeStatus: "job-type/status/{id}",
  // the active job types to choose from (service forms, appointment filters): partner and internal roles
  jobTypeOptions: "partner/job-types",
  // Admin appointments area (issue 7, docs/api-catalog.md "Admin: appointments")
  adminBookingList: "admin/booking/list",
  adminBookingDetails: "admin/booking/details/{id}",
  adminBookingStatus: "booking-appointment/change-status/{id}",
  adminBookingBulkStatus: "admin/booking/bulk-status",
  adminReassignmentApprove: "admin/reassignment/approve/{id}",
  adminReassignmentReject: "admin/reassignment/reject/{id}",
  adminReassignmentEligiblePartners: "admin/reassignment/eligible-partners/{id}",
  adminTechnicians: "admin/technician/list",
  adminReviewVisibility: "admin/review/visibility",
  adminReviewReply: "admin/review/reply/{id}",
  adminAvailability: "admin/availability",
  adminPartnerOptions: "web/partner/list",
  // Admin insights (issue 7, docs/api-catalog.md "Admin: insights")
  adminDashboard: "admin/dashboard",
  // Admin partners area (issue 7, docs/api-catalog.md "Admin: partners")
  adminPartnerList: "admin/partner/list",
  adminPartnerDetails: "admin/partner/details/{id}",
  adminPartnerStatus: "admin/partner/status",
  adminPartnerDocument: "admin/partner/document/{id}",
  // Tenants (issue 18c): a service created for a partner by staff; a partner's own account standing (the reason it
  // was deactivated); the partner edit is the `partners` resource's update
  adminServiceCreate: "admin/service/create",
  partnerAccountStatus: "partner/account-status",
  adminApplicationCounts: "admin/application/counts",
  adminApplicationBulk: "admin/application/bulk",
  adminApplicationUnderReview: "admin/application/under-review/{id}",
  adminApplicationRequestChanges: "admin/application/request-changes/{id}",
  adminApplicationApprove: "admin/application/approve/{id}",
  adminApplicationReject: "admin/application/reject/{id}",
  adminPackageHandpicked: "change-handpicked-package-status",
  adminPartnerReviews: "reviews/list",
  // Admin access area (issue 7, docs/api-catalog.md "Admin: access")
  adminUserStatus: "user/status/{id}",
  adminUserBulkStatus: "user/bulk-status",
  adminChangeUserPassword: "change-user-password",
  adminRoleList: "role/list",
  adminRoleDetails: "role/details/{id}",
  adminPermissions: "permissions",
  adminManageRolePermissions: "manage-role-permissions",
  // Working hours, holidays and public holidays (issue 15); an internal caller passes partner_id
  scheduleWorkingHours: "partner/working-hours",
  scheduleWorkingHoursReset: "partner/working-hours/reset",
  schedulePreviewSlots: "partner/booking/time-slots",
  scheduleHolidayImpact: "partner/holiday/impact",
  schedulePublicHolidayChoice: "partner/public-holiday/choice",
  scheduleTechnicians: "partner/technician/list",
  // Partner appointments (issue 16, slice a): verbs of the partner-appointments resource; status steps go through
  // booking-appointment/change-status
  partnerBookingAccept: "partner/booking/accept/{id}",
  partnerBookingDecline: "partner/booking/decline/{id}",
  partnerBookingAssign: "partner/booking/assign/{id}",
  partnerBookingCashCollected: "partner/booking/cash-collected/{id}",
  partnerBookingStatus: "booking-appointment/change-status/{id}",
  partnerBookingCalendar: "partner/booking/calendar",
  // Partner quotations, completion reports and reassignment requests (issue 16, slice d)
  partnerQuotationCreate: "partner/quotation/create",
  partnerCompletionChecklist: "partner/completion-report/checklist/{id}",
  partnerCompletionReportCreate: "partner/completion-report/create",
  partnerReassignmentRequest: "partner/reassignment/request/{id}",
  // Promotions and vouchers (issue 17a, docs/api-catalog.md "Promotions and vouchers"); CRUD in RESOURCE_ENDPOINTS
  couponDuplicate: "coupon/duplicate/{id}",
  // POST: generate codes in the background; GET: the generated codes as CSV (text/csv)
  couponGenerateCodes: "coupon/generate-codes/{id}",
  couponRedemptions: "coupon/redemptions/{id}",
  // Commission and the partner ledger (issue 17b, docs/api-catalog.md "Commission and the partner ledger");
  // lists in RESOURCE_ENDPOINTS (commission-rates, ledger)
  commissionSave: "commission/save",
  ledgerAdjust: "ledger/adjust",
  partnerBalance: "partner/balance",
  // Payouts (issue 17c, /work/payouts-contract.md); list and details in RESOURCE_ENDPOINTS (payouts)
  payoutApprove: "payout/approve/{id}",
  payoutMarkPaid: "payout/mark-paid/{id}",
  payoutMarkFailed: "payout/mark-failed/{id}",
  payoutExport: "payout/export",
  // GET text/csv: the payout's lines with a total row
  payoutStatement: "payout/statement/{id}",
  payoutRunCycle: "payout/run-cycle",
  bookingRefund: "admin/booking/refund/{id}",
  // Announcements (issue 18c): how many a segment reaches and the text (no writes); send is the `announcements`
  // resource's create
  announcementPreview: "announcement/preview",
  // The admin support inbox (issue 18c): verbs on a conversation; list and one in RESOURCE_ENDPOINTS (admin-support)
  supportThreadReply: "admin/support/threads/{id}/reply",
  supportThreadAssign: "admin/support/threads/{id}/assign",
  supportThreadClose: "admin/support/threads/{id}/close",
  // The staff help centre and FAQ management (issue 18c); lists, one, create and update in RESOURCE_ENDPOINTS
  // (admin-help, admin-faqs); deletes are POSTs
  helpTopics: "help/topics",
  helpDelete: "help/delete/{id}",
  faqUpdate: "faq/update/{id}",
  faqDelete: "faq/delete/{id}",
  // KPI reports (issue 19): generate (POST {from, to, partner_id?}) and the bookings behind a figure (drill-down);
  // list and one in RESOURCE_ENDPOINTS (admin-kpi-reports, partner-kpis)
  kpiReportGenerate: "kpi-report/generate",
  kpiReportBookings: "kpi-report/bookings/{id}",
  // Reports (issue 19): GET report/{name} (filters, summary, previous, series, breakdowns, rows) and its CSV export
  reports: {
    report: (name: string) => `report/${name}`,
    export: (name: string) => `report/${name}/export`,
  },
  // The KPI set-up (issue 19): deletes and status changes are POSTs; lists, one, create and update in
  // RESOURCE_ENDPOINTS (admin-kpi-categories, admin-kpi-criteria, admin-target-matrix, admin-performance-criteria)
  kpiCategoryDelete: "kpi-category/delete/{id}",
  kpiCategoryStatus: "kpi-category/change-status/{id}",
  kpiCriterionDelete: "kpi-criteria/delete/{id}",
  kpiCriterionStatus: "kpi-criteria/change-status/{id}",
  targetMatrixDelete: "target-matrix/delete/{id}",
  targetMatrixStatus: "target-matrix/change-status/{id}",
  performanceCriterionDelete: "performance-criteria/delete/{id}",
  performanceCriterionStatus: "performance-criteria/change-status/{id}",
} as const;

export interface ResourceEndpoints {
  list?: string;
  one?: string;
  create?: string;
  update?: string;
  delete?: string;
  /** Query parameter name of the id for `one` when the id is not in the path (e.g. `package_id`). */
  idParam?: string;
}

/**
 * Resource endpoints, keyed by the resource's refine name (used for every resource of that name) or by its identifier
 * (only that resource, merged over the name's entry: the admin services list reads `admin/service/list` and saves
 * through the shared `services` entry). A screen declaration (`resource({...})` in a portal's screens.ts) finds its
 * entry here by identifier; later issues add their resources here, never in a screen.
 */
export const RESOURCE_ENDPOINTS: Record<string, ResourceEndpoints> = {
  // Admin catalog area (issue 7, docs/api-catalog.md "Admin: catalog")
  "service-categories": {
    list: "service-category/list",
    one: "service-category/details/{id}",
    create: "service-category/create",
    update: "service-category/update/{id}",
    delete: "service-category/delete/{id}",
  },
  attributes: {
    list: "attribute/list",
    one: "attribute/details/{id}",
    create: "attribute/create",
    update: "attribute/update/{id}",
    delete: "attribute/delete/{id}",
  },
  banners: {
    list: "banner/list",
    one: "banner/details/{id}",
    create: "banner/create",
    update: "banner/update/{id}",
    delete: "banner/delete/{id}",
  },
  "property-types": {
    list: "property-type/list",
    one: "property-type/details/{id}",
    create: "property-type/create",
    update: "property-type/update/{id}",
    delete: "property-type/delete/{id}",
  },
  "property-sizes": {
    create: "property-size/create",
    update: "property-size/update/{id}",
    delete: "property-size/delete/{id}",
  },
  "admin-areas": {
    list: "service-area/area/list",
    one: "service-area/area/details/{id}",
    create: "service-area/area/create",
    update: "service-area/area/update/{id}",
    delete: "service-area/area/delete/{id}",
  },
  "admin-communities": {
    list: "service-area/community/list",
    one: "service-area/community/details/{id}",
    create: "service-area/community/create",
    update: "service-area/community/update/{id}",
    delete: "service-area/community/delete/{id}",
  },
  // Company and job types (issue 18): every status, search; activate/deactivate through their status verbs
  "admin-company-types": {
    list: "company-type/list",
    one: "company-type/details/{id}",
    create: "company-type/create",
    update: "company-type/update/{id}",
  },
  "admin-job-types": {
    list: "job-type/list",
    one: "job-type/details/{id}",
    create: "job-type/create",
    update: "job-type/update/{id}",
  },
  "admin-services": { list: "admin/service/list" },
  /** The partners filter of the admin services list (names in the request's language). */
  "admin-partner-options": { list: "web/partner/list" },
  // Admin appointments area (issue 7)
  "admin-appointments": { list: "admin/booking/list", one: "admin/booking/details/{id}" },
  "admin-reassignment-requests": { list: "admin/reassignment/list" },
  "admin-quotations": { list: "admin/quotation/list" },
  "admin-completion-reports": { list: "admin/completion-report/list" },
  "admin-reviews": { list: "admin/review/list" },
  // Admin access area (issue 7)
  users: { list: "user/list", one: "user/details/{id}", create: "user/create", update: "user/update/{id}" },
  roles: {
    list: "role/list",
    one: "role/details/{id}",
    create: "role/create",
    update: "role/update/{id}",
    delete: "role/delete/{id}",
  },
  // Admin partners area (issue 7)
  "admin-applications": { list: "admin/application/list", one: "admin/application/view/{id}" },
  "admin-handpicked-packages": { list: "package/list" },
  partners: { list: "admin/partner/list", one: "admin/partner/details/{id}", update: "admin/partner/update/{id}" },
  // Partner account (issue 6)
  "partner-applications": { list: "partner/application/list", one: "partner/application/view/{id}" },
  "partner-notifications": { list: "notifications/list" },
  // Partner appointments (issue 16): the company's own bookings with status tabs' counts, and one's details
  "partner-appointments": { list: "partner/booking/list", one: "partner/booking/details/{id}" },
  // Partner reviews and ratings (issue 16): the list with its summary; the reply dialog saves through `update`
  "partner-reviews": { list: "partner/review/list", update: "partner/review/reply/{id}" },
  /** The admin's notifications screen (issue 16): the same list of the signed-in user's own. */
  "admin-notifications": { list: "notifications/list" },
  // Partner team (issue 15): the Technicians view of team users (team users and roles are `users` and `roles`)
  "partner-technicians": { list: "partner/technician/list" },
  // Holidays and UAE public holidays (issue 15): the partner and admin resources of these names
  holidays: {
    list: "partner/holiday/list",
    create: "partner/holiday/create",
    update: "partner/holiday/update/{id}",
    delete: "partner/holiday/delete/{id}",
  },
  "public-holidays": {
    list: "public-holiday/list",
    create: "public-holiday/create",
    update: "public-holiday/update/{id}",
    delete: "public-holiday/delete/{id}",
  },
  // Partner catalog (issue 6): the partner and admin resources of these names
  services: {
    list: "partner/service/list",
    one: "partner/service/details/{id}",
    create: "partner/service/create",
    update: "partner/service/update/{id}",
  },
  packages: {
    list: "package/list",
    one: "package/details",
    idParam: "package_id",
    create: "package/create",
    update: "package/update/{id}",
    delete: "package/delete/{id}",
  },
  // Promotions and vouchers (issue 17a): the admin's coupons and a partner's promotions (resources named `coupons`;
  // the API scopes a partner caller to its own)
  coupons: {
    list: "coupon/list",
    one: "coupon/details/{id}",
    create: "coupon/create",
    update: "coupon/update/{id}",
  },
  // Commission rates (issue 17b): rows are only added (commission/save), never edited
  "commission-rates": {
    list: "commission/list",
    create: "commission/save",
  },
  // A partner's ledger lines (issue 17b): a partner caller reads its own, staff any partner's (partner_id)
  ledger: {
    list: "ledger/list",
  },
  // Payouts (issue 17c): a partner caller reads its own, staff every partner's
  payouts: {
    list: "payout/list",
    one: "payout/details/{id}",
  },
  // The audit trail (issue 18b): read-only
  "audit-log": {
    list: "audit/list",
    one: "audit/details/{id}",
  },
  // Announcements (issue 18c): the history (newest first, `search`, `segment`), one, and send
  announcements: {
    list: "announcement/list",
    one: "announcement/details/{id}",
    create: "announcement/send",
  },
  // The support inbox (issue 18c): customers' conversations, `status`, `assigned=me` and `search` filters
  "admin-support": {
    list: "admin/support/threads",
    one: "admin/support/threads/{id}",
  },
  // The staff help centre (issue 18c): articles by `topic`, `search` in both languages, `status` for editors
  "admin-help": {
    list: "help/list",
    one: "help/details/{id}",
    create: "help/create",
    update: "help/update/{id}",
  },
  // FAQ management (issue 18c): `audience`, `search`, `status`; the public faq/list shows the active ones
  "admin-faqs": {
    list: "faq/admin-list",
    one: "faq/details/{id}",
    create: "faq/create",
    update: "faq/update/{id}",
  },
  // KPI reports (issue 19): stored reports newest first; a partner reads those scoring its company (its own rows)
  "admin-kpi-reports": {
    list: "kpi-report/list",
    one: "kpi-report/details/{id}",
  },
  "partner-kpis": {
    list: "kpi-report/list",
    one: "kpi-report/details/{id}",
  },
  // The KPI set-up (issue 19): `search` (name, English or Arabic), `status`; criteria also `category_id`, `metric`;
  // the target matrix `period`, `criterion_id`, `category_id` (0: every partner); weights answer active_weight_total
  "admin-kpi-categories": {
    list: "kpi-category/list",
    one: "kpi-category/details/{id}",
    create: "kpi-category/create",
    update: "kpi-category/update/{id}",
  },
  "admin-kpi-criteria": {
    list: "kpi-criteria/list",
    one: "kpi-criteria/details/{id}",
    create: "kpi-criteria/create",
    update: "kpi-criteria/update/{id}",
  },
  "admin-target-matrix": {
    list: "target-matrix/list",
    one: "target-matrix/details/{id}",
    create: "target-matrix/create",
    update: "target-matrix/update/{id}",
  },
  "admin-performance-criteria": {
    list: "performance-criteria/list",
    one: "performance-criteria/details/{id}",
    create: "performance-criteria/create",
    update: "performance-criteria/update/{id}",
  },
};

export const fillId = (template: string, id: string | number | undefined): string =>
  id === undefined ? template : template.replace("{id}", encodeURIComponent(String(id)));
