import "../../../i18n/modules/admin-access";
import { Route } from "react-router";
import { lazyScreen } from "../../../shell/scope";

const UserListPage = lazyScreen(() => import("./users/user-list"));
const UserCreatePage = lazyScreen(() => import("./users/user-form").then((m) => ({ default: m.UserCreatePage })));
const UserEditPage = lazyScreen(() => import("./users/user-form").then((m) => ({ default: m.UserEditPage })));
const UserShowPage = lazyScreen(() => import("./users/user-show"));
const RoleListPage = lazyScreen(() => import("./roles/role-list"));
const RoleCreatePage = lazyScreen(() => import("./roles/role-form").then((m) => ({ default: m.RoleCreatePage })));
const RoleEditPage = lazyScreen(() => import("./roles/role-form").then((m) => ({ default: m.RoleEditPage })));
const RolePermissionsPage = lazyScreen(() => import("./roles/role-permissions"));

/**
 * Admin access screens (issue 7): rendered inside the admin portal's <Routes> as `{accessRoutes}`. Paths are relative
 * to /admin/. Users, roles, and a role's permission matrix.
 */
export const accessRoutes = (
  <>
    <Route path="users" element={<UserListPage />} />
    <Route path="users/create" element={<UserCreatePage />} />
    <Route path="users/edit/:id" element={<UserEditPage />} />
    <Route path="users/show/:id" element={<UserShowPage />} />
    <Route path="roles" element={<RoleListPage />} />
    <Route path="roles/create" element={<RoleCreatePage />} />
    <Route path="roles/edit/:id" element={<RoleEditPage />} />
    <Route path="roles/:id/permissions" element={<RolePermissionsPage />} />
  </>
);
