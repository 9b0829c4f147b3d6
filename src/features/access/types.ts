import type { ApiData, ApiSchema } from "../../api/api-types";

/** `AdminUser` and `AdminRole` of the API: the generated types (src/api/schema.gen.ts, `npm run api:types`). */
export type AdminUser = ApiSchema<"AdminUser">;
export type AdminUserRole = AdminUser["roles"][number];
export type AdminRole = ApiSchema<"AdminRole">;

/** A module of `GET permissions`: its labels, the role types that may hold it and its permissions. */
export type PermissionGroup = ApiData<"/api/v2/permissions", "get">[number];
export type UserType = PermissionGroup["scopes"][number];
export type UserStatus = AdminUser["status"];

export const USER_TYPES: UserType[] = ["internal", "partner", "customer"];
export const TYPE_COLOR: Record<UserType, string> = { internal: "geekblue", partner: "purple", customer: "green" };
