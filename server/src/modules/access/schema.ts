import { z } from "zod";
import { ALL_PERMISSIONS, type Permission } from "../../../../common/permissions.js";
import { envelope } from "../../lib/envelope.js";
import { boolParam, enumParam, intParam, pageParams, paginated, requiredIntParam, textParam } from "../../lib/query.js";
import { emailField, newPasswordField, phoneField, requiredString } from "../auth/schema.js";
import { technicianInput, technicianProfileSchema } from "../team/schema.js";
import {
  IDS_LIST,
  IDS_REQUIRED,
  IDS_TOO_MANY,
  PERMISSIONS_LIST,
  ROLE_IDS_LIST,
  ROLES_REQUIRED,
  ROLES_TOO_MANY,
  STATUS_INVALID,
  TYPE_INVALID,
} from "./messages.js";

export const USER_TYPES = ["internal", "partner", "customer"] as const;
export const USER_STATUSES = ["active", "inactive"] as const;
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export const USER_SORT_KEYS = [
  "id",
  "name",
  "first_name",
  "last_name",
  "email",
  "status",
  "created_at",
  "last_login_at",
] as const;
export const ROLE_SORT_KEYS = ["id", "name", "type", "user_count", "permission_count"] as const;
export const MAX_BULK = 500;

/** A required positive integer in a JSON body ("The {field} field is required."). */
const requiredId = (field: string) => {
  const l = field.replace(/_/g, " ");
  return z
    .number({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? `The ${l} field is required.` : `The ${l} must be an integer.`,
    })
    .int(`The ${l} must be an integer.`)
    .min(1, `The ${l} must be at least 1.`);
};

const statusField = z.enum(USER_STATUSES, {
  error: (iss) => (iss.input === undefined || iss.input === null ? "The status field is required." : STATUS_INVALID),
});

const typeField = z.enum(USER_TYPES, {
  error: (iss) => (iss.input === undefined || iss.input === null ? "The type field is required." : TYPE_INVALID),
});

const genderField = z.enum(["female", "male", "other"], { error: "The gender must be female, male or other." });

const roleIdsField = z
  .array(z.number({ error: ROLE_IDS_LIST }).int(ROLE_IDS_LIST).min(1, ROLE_IDS_LIST), {
    error: (iss) => (iss.input === undefined || iss.input === null ? ROLES_REQUIRED : ROLE_IDS_LIST),
  })
  .min(1, ROLES_REQUIRED)
  .max(20, ROLES_TOO_MANY)
  .meta({ example: [2], description: "Role ids; the first one is the user's default (active at sign-in) role" });

const partnerIdField = z
  .number({ error: "The partner id must be an integer." })
  .int("The partner id must be an integer.")
  .min(1, "The partner id must be at least 1.")
  .nullish()
  .describe("Required when a partner role is chosen; must be empty otherwise");

const confirmation = <T extends { password: string; password_confirmation: string }>(v: T, ctx: z.RefinementCtx<T>) => {
  if (v.password !== v.password_confirmation) {
    ctx.addIssue({
      code: "custom",
      path: ["password_confirmation"],
      message: "The password confirmation does not match.",
    });
  }
};

// ---- users -----------------------------------------------------------------------------------------------

export const userListQuery = z.object({
  ...pageParams,
  search: textParam("search").describe("Matches first and last name, full name, email and phone"),
  role_id: intParam("role_id"),
  status: enumParam("status", USER_STATUSES),
  user_type: enumParam("user_type", USER_TYPES).describe("Users holding at least one role of this type"),
  permission: enumParam("permission", ALL_PERMISSIONS as [Permission, ...Permission[]]).describe(
    "Users holding this permission through one of their roles (with user_type: through a role of that type), e.g. the agents a support conversation can be assigned to (reply-support)",
  ),
  partner_id: intParam("partner_id"),
  sortKey: enumParam("sortKey", USER_SORT_KEYS),
  sortVal: enumParam("sortVal", SORT_DIRECTIONS),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const idParams = z.object({ id: requiredIntParam("id") });

const userFields = {
  first_name: requiredString("first_name", 100).meta({ example: "Layla" }),
  last_name: requiredString("last_name", 100).meta({ example: "Haddad" }),
  email: emailField,
  phone: phoneField,
  gender: genderField.nullish(),
  role_ids: roleIdsField,
  partner_id: partnerIdField,
  status: statusField.optional().describe("Defaults to active"),
  technician: technicianInput.optional(),
};

export const createUserBody = z
  .object({
    ...userFields,
    password: newPasswordField,
    password_confirmation: z.string({ error: "The password confirmation field is required." }),
  })
  .superRefine(confirmation);
export type CreateUserBody = z.infer<typeof createUserBody>;

export const updateUserBody = z
  .object(userFields)
  .partial()
  .describe("Any subset of the fields; the ones left out keep their value");
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const statusBody = z.object({ status: statusField });

export const bulkStatusBody = z.object({
  ids: z
    .array(z.number({ error: IDS_LIST }).int(IDS_LIST).min(1, IDS_LIST), {
      error: (iss) => (iss.input === undefined || iss.input === null ? IDS_REQUIRED : IDS_LIST),
    })
    .min(1, IDS_REQUIRED)
    .max(MAX_BULK, IDS_TOO_MANY),
  status: statusField,
});

export const changeUserPasswordBody = z
  .object({
    user_id: requiredId("user_id"),
    password: newPasswordField,
    password_confirmation: z.string({ error: "The password confirmation field is required." }),
  })
  .superRefine(confirmation);

const roleRef = z.object({ id: z.number().int(), name: z.string(), type: z.enum(USER_TYPES) });

export const adminUserSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    gender: z.enum(["female", "male", "other"]).nullable(),
    user_profile: z.string().nullable(),
    status: z.enum(USER_STATUSES),
    user_type: z.enum(USER_TYPES).nullable().describe("Type of the user's default role (null: no role)"),
    roles: z.array(roleRef.extend({ is_default: z.number().int() })),
    role_ids: z.array(z.number().int()).describe("Role ids, the default role first"),
    partner_id: z.number().int().nullable(),
    partner_name: z.string().nullable(),
    email_verified_at: z.string().nullable(),
    phone_verified_at: z.string().nullable(),
    last_login_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    technician: technicianProfileSchema
      .nullable()
      .describe("The technician profile of a partner's user holding a Technician role; null for everybody else"),
  })
  .meta({ id: "AdminUser" });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userListResponse = envelope(paginated(adminUserSchema));
export const userResponse = envelope(adminUserSchema);
export const bulkStatusResponse = envelope(
  z.object({ ids: z.array(z.number().int()), status: z.enum(USER_STATUSES), updated: z.number().int() }),
);
export const nullResponse = envelope(z.null());

// ---- roles -----------------------------------------------------------------------------------------------

export const roleListQuery = z.object({
  ...pageParams,
  search: textParam("search"),
  type: enumParam("type", USER_TYPES),
  partner_id: intParam("partner_id").describe("Roles of this partner's team"),
  is_system: boolParam("is_system"),
  global: boolParam("global").describe(
    "Internal callers: 1 (the default without partner_id) only roles that belong to no partner, the ones a user form offers; 0 every partner's roles too",
  ),
  with_permissions: boolParam("with_permissions").describe("1: each role carries its permission names"),
  sortKey: enumParam("sortKey", ROLE_SORT_KEYS),
  sortVal: enumParam("sortVal", SORT_DIRECTIONS),
});
export type RoleListQuery = z.infer<typeof roleListQuery>;

const permissionNames = z
  .array(z.string({ error: PERMISSIONS_LIST }), { error: PERMISSIONS_LIST })
  .max(500, PERMISSIONS_LIST)
  .meta({ example: ["read-user", "read-role"] });

export const createRoleBody = z.object({
  name: requiredString("name", 100).meta({ example: "Catalog reviewer" }),
  type: typeField,
  permissions: permissionNames.optional().describe("Permission names (default none)"),
});
export type CreateRoleBody = z.infer<typeof createRoleBody>;

export const updateRoleBody = z.object({
  name: requiredString("name", 100).optional(),
  type: typeField.optional(),
});
export type UpdateRoleBody = z.infer<typeof updateRoleBody>;

export const managePermissionsBody = z.object({
  role_id: requiredId("role_id"),
  permissions: z
    .array(z.string({ error: PERMISSIONS_LIST }), {
      error: (iss) =>
        iss.input === undefined || iss.input === null ? "The permissions field is required." : PERMISSIONS_LIST,
    })
    .max(500, PERMISSIONS_LIST)
    .describe("The role's full list of permission names (an empty list removes them all)"),
});

export const roleSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.enum(USER_TYPES),
    partner_id: z.number().int().nullable(),
    partner_name: z.string().nullable(),
    is_system: z.number().int().describe("1: built in (cannot be renamed or deleted)"),
    user_count: z.number().int(),
    permission_count: z.number().int(),
    permissions: z.array(z.string()).optional().describe("With with_permissions=1, and always on details"),
  })
  .meta({ id: "AdminRole" });
export type AdminRole = z.infer<typeof roleSchema>;

export const roleListResponse = envelope(paginated(roleSchema));
export const roleResponse = envelope(roleSchema);
export const roleDeletedResponse = envelope(z.object({ id: z.number().int() }));

export const permissionsQuery = z.object({
  type: enumParam("type", USER_TYPES).describe("Only the modules a role of this type may hold"),
});

export const permissionGroupSchema = z.object({
  module: z.string(),
  label: z.string(),
  label_en: z.string(),
  label_ar: z.string(),
  scopes: z.array(z.enum(USER_TYPES)).describe("Role types that may hold this module's permissions"),
  permissions: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export const permissionsResponse = envelope(z.array(permissionGroupSchema));
