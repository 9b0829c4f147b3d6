import "../../../../i18n/modules/partner-team";
import { useTranslation } from "react-i18next";
import { RolePermissionsScreen } from "../../../../features/access/role-permissions-screen";
import { isOwnerRole, ROLES_PATH, ROLES_RESOURCE, useRoleLabel } from "../team-roles";

/**
 * /partner/team-roles/:id/permissions: a company role's permission matrix, the admin's matrix
 * (src/features/access) limited to the partner permission set; the Partner Owner role is read-only.
 */
export default function TeamRolePermissionsPage() {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  return (
    <RolePermissionsScreen
      rolesResource={ROLES_RESOURCE}
      basePath={ROLES_PATH}
      isFixed={isOwnerRole}
      fixedNote={t("partnerTeam.roles.ownerFixed")}
      labelOf={roleLabel}
      note={t("partnerTeam.roles.partnerOnly")}
      testId="partner-role-permissions"
    />
  );
}
