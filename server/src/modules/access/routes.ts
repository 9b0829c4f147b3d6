import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../lib/audit.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { requestLanguage } from "../../lib/i18n.js";
import { scopeOf, teamGuard } from "./guard.js";
import {
  PERMISSIONS,
  ROLE,
  ROLE_CREATED,
  ROLE_DELETED,
  ROLE_PERMISSIONS_SAVED,
  ROLE_UPDATED,
  ROLES,
  USER,
  USER_ACTIVATED,
  USER_CREATED,
  USER_DEACTIVATED,
  USER_PASSWORD_CHANGED,
  USER_UPDATED,
  USERS,
  USERS_ACTIVATED,
  USERS_DEACTIVATED,
} from "./messages.js";
import {
  createRole,
  createUser,
  deleteRole,
  listRoles,
  listUsers,
  permissionGroups,
  roleDetails,
  setRolePermissions,
  setUserPassword,
  setUsersStatus,
  updateRole,
  updateUser,
  userDetails,
} from "./repo.js";
import {
  bulkStatusBody,
  bulkStatusResponse,
  changeUserPasswordBody,
  createRoleBody,
  createUserBody,
  idParams,
  managePermissionsBody,
  nullResponse,
  permissionsQuery,
  permissionsResponse,
  roleDeletedResponse,
  roleListQuery,
  roleListResponse,
  roleResponse,
  statusBody,
  updateRoleBody,
  updateUserBody,
  userListQuery,
  userListResponse,
  userResponse,
} from "./schema.js";

const USERS_TAG = ["Admin: users", "Partner: team users"];
const ROLES_TAG = ["Admin: roles and permissions", "Partner: team roles"];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope };
const withNotFound = { ...errors, 404: errorEnvelope };

const describe = (permission: string, text = "") =>
  `${text}${text ? " " : ""}Needs an internal active role, or a partner active role of a user with a partner profile, ` +
  `holding \`${permission}\` (401 signed out, 403 otherwise). A partner caller is confined to its own company ` +
  "(issue 15): its users and its partner roles only (another partner's or an internal id answers 404 or 422), " +
  "partner permissions only.";

/** Admin portal: platform users, roles and the permission matrix (issue 7). */
export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  // ---- users ---------------------------------------------------------------------------------------------------

  app.get(
    "/user/list",
    {
      onRequest: teamGuard("read-user"),
      schema: {
        tags: USERS_TAG,
        summary: "Users: search, role, status, user type and partner filters; sortKey/sortVal; paged",
        description: describe(
          "read-user",
          "Sort keys id (default, descending), name, first_name, last_name, email, status, created_at, last_login_at.",
        ),
        security,
        querystring: userListQuery,
        response: { 200: userListResponse, ...errors },
      },
    },
    async (request, reply) =>
      ok(reply, await listUsers(db, request.query, requestLanguage(request), scopeOf(request)), USERS),
  );

  app.get(
    "/user/details/:id",
    {
      onRequest: teamGuard("read-user"),
      schema: {
        tags: USERS_TAG,
        summary: "One user with roles, partner, status and technician profile",
        description: describe("read-user"),
        security,
        params: idParams,
        response: { 200: userResponse, ...withNotFound },
      },
    },
    async (request, reply) =>
      ok(reply, await userDetails(db, request.params.id, requestLanguage(request), scopeOf(request)), USER),
  );

  app.post(
    "/user/create",
    {
      onRequest: teamGuard("create-user"),
      schema: {
        tags: USERS_TAG,
        summary: "Create a user with roles (the first role is the default one); answers 201",
        description: describe(
          "create-user",
          "Roles must all be of one type; a partner role's user may name its `partner_id`. Email and phone are unique (422). " +
            "403 when a role carries a permission the caller's own role does not hold. A partner caller's user belongs " +
            "to its company and holds its company's roles. `technician` (optional) sets the profile of a user holding " +
            "a Technician role (422 for anybody else, another partner's service, an unknown category or language, a bad " +
            "colour); a technician created without it gets the default profile (active, every service).",
        ),
        security,
        body: createUserBody,
        response: { 201: userResponse, ...errors },
      },
    },
    async (request, reply) => {
      const id = await createUser(db, request.body, actorOf(request), scopeOf(request));
      return ok(reply, await userDetails(db, id, requestLanguage(request)), USER_CREATED, 201);
    },
  );

  app.post(
    "/user/update/:id",
    {
      onRequest: teamGuard("update-user"),
      schema: {
        tags: USERS_TAG,
        summary: "Update a user (any subset of the fields)",
        description: describe(
          "update-user",
          "Changing roles ends the user's sessions acting in a removed role; deactivating signs the user out. " +
            "Nobody can deactivate themselves or change their own roles (422).",
        ),
        security,
        params: idParams,
        body: updateUserBody,
        response: { 200: userResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      await updateUser(db, request.params.id, request.body, actorOf(request), scopeOf(request));
      return ok(reply, await userDetails(db, request.params.id, requestLanguage(request)), USER_UPDATED);
    },
  );

  app.post(
    "/user/status/:id",
    {
      onRequest: teamGuard("update-user"),
      schema: {
        tags: USERS_TAG,
        summary: "Activate or deactivate one user ({status: active|inactive})",
        description: describe(
          "update-user",
          "A deactivated user is signed out everywhere and cannot sign in; their tokens answer 401.",
        ),
        security,
        params: idParams,
        body: statusBody,
        response: { 200: userResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const { status } = request.body;
      await setUsersStatus(db, [request.params.id], status, actorOf(request), "id", scopeOf(request));
      return ok(
        reply,
        await userDetails(db, request.params.id, requestLanguage(request)),
        status === "active" ? USER_ACTIVATED : USER_DEACTIVATED,
      );
    },
  );

  app.post(
    "/user/bulk-status",
    {
      onRequest: teamGuard("update-user"),
      schema: {
        tags: USERS_TAG,
        summary: "Activate or deactivate several users at once ({ids, status}, up to 500 ids)",
        description: describe(
          "update-user",
          "All or nothing: 422 on `ids` when one is unknown or is the caller's own.",
        ),
        security,
        body: bulkStatusBody,
        response: { 200: bulkStatusResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { ids, status } = request.body;
      const done = await setUsersStatus(db, ids, status, actorOf(request), "ids", scopeOf(request));
      return ok(
        reply,
        { ids: done, status, updated: done.length },
        status === "active" ? USERS_ACTIVATED : USERS_DEACTIVATED,
      );
    },
  );

  app.post(
    "/change-user-password",
    {
      onRequest: teamGuard("change-user-password"),
      schema: {
        tags: USERS_TAG,
        summary: "Set another user's password ({user_id, password, password_confirmation})",
        description: describe(
          "change-user-password",
          "The user's sessions end (the caller's own token is kept). 403 for a user holding permissions the caller does not.",
        ),
        security,
        body: changeUserPasswordBody,
        response: { 200: nullResponse, ...errors },
      },
    },
    async (request, reply) => {
      await setUserPassword(
        db,
        request.body.user_id,
        request.body.password,
        request.auth!.tokenId,
        actorOf(request),
        scopeOf(request),
      );
      return ok(reply, null, USER_PASSWORD_CHANGED);
    },
  );

  // ---- roles ---------------------------------------------------------------------------------------------------

  app.get(
    "/role/list",
    {
      onRequest: teamGuard("read-role"),
      schema: {
        tags: ROLES_TAG,
        summary: "Roles with user and permission counts: search, type, partner, built-in filters; paged",
        description: describe(
          "read-role",
          "Sort keys id (default, ascending), name, type, user_count, permission_count.",
        ),
        security,
        querystring: roleListQuery,
        response: { 200: roleListResponse, ...errors },
      },
    },
    async (request, reply) =>
      ok(reply, await listRoles(db, request.query, requestLanguage(request), scopeOf(request)), ROLES),
  );

  app.get(
    "/role/details/:id",
    {
      onRequest: teamGuard("read-role"),
      schema: {
        tags: ROLES_TAG,
        summary: "One role with its permission names",
        description: describe("read-role"),
        security,
        params: idParams,
        response: { 200: roleResponse, ...withNotFound },
      },
    },
    async (request, reply) =>
      ok(reply, await roleDetails(db, request.params.id, requestLanguage(request), scopeOf(request)), ROLE),
  );

  app.post(
    "/role/create",
    {
      onRequest: teamGuard("create-role"),
      schema: {
        tags: ROLES_TAG,
        summary: "Create a role ({name, type, permissions?}); answers 201",
        description: describe(
          "create-role",
          "Names are unique (case-insensitive) per company. Permissions must exist and suit the type " +
            "(common/permissions.ts scopes): 422 on `permissions.N` otherwise. 403 for a permission the caller does " +
            "not hold. A partner caller creates a role of its company (`type` must be partner).",
        ),
        security,
        body: createRoleBody,
        response: { 201: roleResponse, ...errors },
      },
    },
    async (request, reply) => {
      const id = await createRole(db, request.body, actorOf(request), scopeOf(request));
      return ok(reply, await roleDetails(db, id, requestLanguage(request)), ROLE_CREATED, 201);
    },
  );

  app.post(
    "/role/update/:id",
    {
      onRequest: teamGuard("update-role"),
      schema: {
        tags: ROLES_TAG,
        summary: "Rename a role or change its type",
        description: describe(
          "update-role",
          "Built-in roles cannot be renamed or change type (422); a role assigned to users keeps its type (422). " +
            "A type change drops the permissions the new type may not hold.",
        ),
        security,
        params: idParams,
        body: updateRoleBody,
        response: { 200: roleResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      await updateRole(db, request.params.id, request.body, actorOf(request), scopeOf(request));
      return ok(reply, await roleDetails(db, request.params.id, requestLanguage(request)), ROLE_UPDATED);
    },
  );

  app.delete(
    "/role/delete/:id",
    {
      onRequest: teamGuard("delete-role"),
      schema: {
        tags: ROLES_TAG,
        summary: "Delete a role",
        description: describe("delete-role", "Built-in roles and roles assigned to users cannot be deleted (422)."),
        security,
        params: idParams,
        response: { 200: roleDeletedResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      await deleteRole(db, request.params.id, actorOf(request), scopeOf(request));
      return ok(reply, { id: request.params.id }, ROLE_DELETED);
    },
  );

  app.get(
    "/permissions",
    {
      onRequest: teamGuard("read-role"),
      schema: {
        tags: ROLES_TAG,
        summary: "Every permission grouped by module (labels en/ar), in catalogue order",
        description: describe(
          "read-role",
          "With `type`, only the modules a role of that type may hold; a partner caller always gets the partner set.",
        ),
        security,
        querystring: permissionsQuery,
        response: { 200: permissionsResponse, ...errors },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        await permissionGroups(
          db,
          scopeOf(request) === null ? request.query.type : "partner",
          requestLanguage(request),
        ),
        PERMISSIONS,
      ),
  );

  app.post(
    "/manage-role-permissions",
    {
      onRequest: teamGuard("manage-role-permissions"),
      schema: {
        tags: ROLES_TAG,
        summary: "Replace a role's permissions with the full list given ({role_id, permissions})",
        description: describe(
          "manage-role-permissions",
          "Takes effect at each holder's next request (permissions are read per request). The Admin role and each " +
            "partner's Partner Owner role are fixed (422). Unknown names, or names the role's type may not hold, " +
            "answer 422 on `permissions.N`; a permission the caller does not hold, 403.",
        ),
        security,
        body: managePermissionsBody,
        response: { 200: roleResponse, ...errors },
      },
    },
    async (request, reply) => {
      await setRolePermissions(db, request.body.role_id, request.body.permissions, actorOf(request), scopeOf(request));
      return ok(reply, await roleDetails(db, request.body.role_id, requestLanguage(request)), ROLE_PERMISSIONS_SAVED);
    },
  );
};
