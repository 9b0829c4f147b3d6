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
  categoryPreferences: "user/category-preferences",
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
  quotationList: "customer/quotation/list",
  quotationDetails: "customer/quotation/details/{id}",
  quotationAccept: "customer/quotation/accept/{id}",
  quotationDecline: "customer/quotation/decline/{id}",
  orderDetails: "customer/order/details/{id}",
  pay: "payment/pay",
  paymentGateway: "payment/gateway",
  invoice: "customer/invoice/{id}",
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

/** refine resource name -> endpoints. Later issues add their resources here. */
export const RESOURCE_ENDPOINTS: Record<string, ResourceEndpoints> = {};

export const fillId = (template: string, id: string | number | undefined): string =>
  id === undefined ? template : template.replace("{id}", encodeURIComponent(String(id)));
