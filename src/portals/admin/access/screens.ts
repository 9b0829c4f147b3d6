import { type ManifestEntry, page, resource } from "../../../config/screens";

/** Admin access screens (src/portals/admin/access): users, roles, a role's permission matrix. */
export const accessScreens: ManifestEntry[] = [
  resource({
    name: "users",
    identifier: "admin-users",
    label: "adminAccess.nav.users",
    group: "access",
    permissions: {
      list: "read-user",
      show: "read-user",
      create: "create-user",
      edit: "update-user",
      status: "update-user",
      password: "change-user-password",
    },
    screens: {
      list: { title: "titles.adminUsers", load: () => import("./users/user-list") },
      create: {
        title: "titles.adminUserCreate",
        load: () => import("./users/user-form").then((m) => ({ default: m.UserCreatePage })),
      },
      edit: {
        title: "titles.adminUserEdit",
        load: () => import("./users/user-form").then((m) => ({ default: m.UserEditPage })),
      },
      show: { title: "titles.adminUserShow", load: () => import("./users/user-show") },
    },
  }),
  resource({
    name: "roles",
    identifier: "admin-roles",
    label: "adminAccess.nav.roles",
    group: "access",
    permissions: {
      list: "read-role",
      show: "read-role",
      create: "create-role",
      edit: "update-role",
      delete: "delete-role",
      permissions: "manage-role-permissions",
    },
    screens: {
      list: { title: "titles.adminRoles", load: () => import("./roles/role-list") },
      create: {
        title: "titles.adminRoleCreate",
        load: () => import("./roles/role-form").then((m) => ({ default: m.RoleCreatePage })),
      },
      edit: {
        title: "titles.adminRoleEdit",
        load: () => import("./roles/role-form").then((m) => ({ default: m.RoleEditPage })),
      },
    },
  }),
  page({
    path: "roles/:id/permissions",
    title: "titles.adminRolePermissions",
    permission: "manage-role-permissions",
    load: () => import("./roles/role-permissions"),
  }),
];
