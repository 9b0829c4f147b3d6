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
