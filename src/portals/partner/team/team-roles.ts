import "../../../i18n/modules/partner-team";
import { BUILT_IN_ROLES } from "../../../../common/permissions";
import type { AdminRole } from "../../../features/access/types";
import { useRoleName } from "../../../lib/role-label";

/** The refine resources of the team screens (declared in ./screens.ts). */
export const USERS_RESOURCE = "partner-users";
export const ROLES_RESOURCE = "partner-roles";

/** Where the team screens live (`route` of the declarations). */
export const ROLES_PATH = "/partner/team-roles";

const TECHNICIAN = BUILT_IN_ROLES.technician.name;
const OWNER = BUILT_IN_ROLES.partnerOwner.name;
const BUILT_IN_NAMES: readonly string[] = [OWNER, BUILT_IN_ROLES.dispatcher.name, TECHNICIAN];

type RoleRef = Pick<AdminRole, "name" | "is_system">;
/** A user's role (`roles` of a user row: no `is_system`) or a role of the list. */
type NamedRole = { name: string; is_system?: number };

/** The company's built-in Technician role: a user holding it has a technician profile. */
export const isTechnicianRole = (r: RoleRef | undefined) => Boolean(r?.is_system) && r?.name === TECHNICIAN;

/** The built-in Partner Owner role holds every partner permission: its matrix is read-only. */
export const isOwnerRole = (r: RoleRef) => Boolean(r.is_system) && r.name === OWNER;

/** A role's name as shown: the built-in ones in the active language, the company's own as named. */
export function useRoleLabel(): (r: NamedRole) => string {
  const roleName = useRoleName();
  return (r) => (r.is_system !== 0 && BUILT_IN_NAMES.includes(r.name) ? roleName(r.name) : r.name);
}
