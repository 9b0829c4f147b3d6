import "../../../../i18n/modules/admin-access";
import { useTranslation } from "react-i18next";
import { RolePermissionsScreen } from "../../../../features/access/role-permissions-screen";
import type { AdminRole } from "../../../../features/access/types";
import { ROLES_RESOURCE } from "../hooks";

/** The built-in Admin role always holds every internal permission: its matrix is read-only. */
const isAdminRole = (r: AdminRole) => Boolean(r.is_system) && r.partner_id === null && r.name === "Admin";

/** /admin/roles/:id/permissions: the role's permission matrix (src/features/access/role-permissions-screen.tsx). */
export default function RolePermissionsPage() {
  const { t } = useTranslation();
  return (
    <RolePermissionsScreen
      rolesResource={ROLES_RESOURCE}
      basePath="/admin/roles"
      isFixed={isAdminRole}
      fixedNote={t("adminAccess.matrix.adminFixed")}
      compare
    />
  );
}
