import type { ApiSchema } from "../../../api/api-types";

export type UserType = "internal" | "partner" | "customer";
export type UserStatus = "active" | "inactive";

/** `AdminUser` and `AdminRole` of the API: the generated types (src/api/schema.gen.ts, `npm run api:types`). */
export type AdminUser = ApiSchema<"AdminUser">;
export type AdminUserRole = AdminUser["roles"][number];
export type AdminRole = ApiSchema<"AdminRole">;

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
