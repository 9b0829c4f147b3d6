export type UserType = "internal" | "partner" | "customer";
export type UserStatus = "active" | "inactive";

export interface AdminUserRole {
  id: number;
  name: string;
  type: UserType;
  is_default: number;
}

/** `AdminUser` of the API (server/src/modules/access/schema.ts). */
export interface AdminUser {
  id: number;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  phone: string | null;
  gender: "female" | "male" | "other" | null;
  user_profile: string | null;
  status: UserStatus;
  user_type: UserType | null;
  roles: AdminUserRole[];
  role_ids: number[];
  partner_id: number | null;
  partner_name: string | null;
  email_verified_at: string | null;
  phone_verified_at: string | null;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

/** `AdminRole` of the API. */
export interface AdminRole {
  id: number;
  name: string;
  type: UserType;
  partner_id: number | null;
  partner_name: string | null;
  is_system: number;
  user_count: number;
  permission_count: number;
  permissions?: string[];
}

export interface PermissionGroup {
  module: string;
  label: string;
  label_en: string;
  label_ar: string;
  scopes: UserType[];
  permissions: { id: number; name: string }[];
}

export const USER_TYPES: UserType[] = ["internal", "partner", "customer"];
export const TYPE_COLOR: Record<UserType, string> = { internal: "geekblue", partner: "purple", customer: "green" };
