import type { UserType } from "../../common/permissions";

export interface Role {
  id: number;
  name: string;
  type: UserType;
  permissions: string[];
}

export interface User {
  id: number;
  first_name: string;
  last_name: string;
  email?: string | null;
  phone?: string | null;
  gender?: string | null;
  user_profile?: string | null;
  last_login_at?: string | null;
  roles: Role[];
  partner_details?: { id: number | null } | null;
  [extra: string]: unknown;
}

/** `data` of the login / verify-otp / switch-role answers. */
export interface LoginSession {
  access_token?: string;
  user: User;
  roles?: Role[];
  default_role: string;
}

export interface SessionState {
  user: User | null;
  roles: Role[];
  /** Active role name (the API's default_role). */
  defaultRole: string | null;
  /** Type of the active role; undefined when no role matches. */
  userType: UserType | undefined;
  /** Permission names of the active role; empty when no role matches. */
  permissions: string[];
  /** partner_details.id (null: no partner profile yet). */
  partnerId: number | null;
  /** Page to return to after login. */
  returnUrl: string | null;
}

export interface CartState {
  /** Service cart (cartDetails). */
  items: unknown[];
  /** Package cart. */
  packageItems: unknown[];
  /** Cart item being edited (storedCartData / editService). */
  editService: unknown | null;
}

export interface CurrentLocation {
  id: number | string | null;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  error: string | null;
  country: string | null;
}

export interface LocationState {
  currentLocation: CurrentLocation;
}

export interface StatusEntry {
  id: number;
  name: string;
  display_name: string;
}

export interface Settings {
  default_date_format?: string;
  default_time_format?: string;
  pricing_and_taxes?: { vat_percentage?: number; [key: string]: unknown };
  [key: string]: unknown;
}

export interface ConfigState {
  configurations: Record<string, unknown> | unknown[] | null;
  /** Statuses grouped by type. */
  statuses: Record<string, StatusEntry[]>;
  master_setting: ({ support_email?: string } & Record<string, unknown>) | null;
  settings: Settings | null;
}

export type Language = "en" | "ar";

export interface UiState {
  isLight: boolean;
  language: Language;
}

/** Small non-persisted lists (e.g. favourite ids) keyed by name; server data stays in refine's query cache. */
export type ListsState = Record<string, unknown[]>;
