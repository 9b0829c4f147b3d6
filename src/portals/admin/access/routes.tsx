import "../../../i18n/modules/admin-access";
import { lazy } from "react";
import { Route } from "react-router";

const UserListPage = lazy(() => import("./users/user-list"));
const UserCreatePage = lazy(() => import("./users/user-form").then((m) => ({ default: m.UserCreatePage })));
const UserEditPage = lazy(() => import("./users/user-form").then((m) => ({ default: m.UserEditPage })));
const UserShowPage = lazy(() => import("./users/user-show"));
const RoleListPage = lazy(() => import("./roles/role-list"));
const RoleCreatePage = lazy(() => import("./roles/role-form").then((m) => ({ default: m.RoleCreatePage })));
const RoleEditPage = lazy(() => import("./roles/role-form").then((m) => ({ default: m.RoleEditPage })));
const RolePermissionsPage = lazy(() => import("./roles/role-permissions"));

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
