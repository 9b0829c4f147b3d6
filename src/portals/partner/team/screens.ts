import { group, type ManifestEntry, page, resource } from "../../../config/screens";

/**
 * The partner's team screens (src/portals/partner/team, shared parts in src/features/access): team users with their
 * technician profiles, and the partner's roles with a permission matrix limited to the partner permission set. The
 * `user/*` and `role/*` endpoints answer a partner caller for the caller's own company only.
 */
export const teamScreens: ManifestEntry[] = [
  group("team", "partnerTeam.nav.group", "partners"),
  resource({
    name: "users",
    identifier: "partner-users",
    route: "team-users",
    label: "partnerTeam.nav.users",
    group: "team",
    permissions: {
      list: "read-user",
      create: "create-user",
      edit: "update-user",
      // the list's active switch (POST user/status/{id}) and "send reset code" (POST forgot-password)
      status: "update-user",
      reset: "update-user",
      // the list's Technicians view (GET partner/technician/list: the permission that sees and assigns appointments)
      technicians: "read-admin-booking-appointment",
    },
    screens: {
      list: { title: "titles.partnerTeamUsers", load: () => import("./users/user-list") },
      create: {
        title: "titles.partnerTeamUserCreate",
        load: () => import("./users/user-form").then((m) => ({ default: m.TeamUserCreatePage })),
      },
      edit: {
        title: "titles.partnerTeamUserEdit",
        load: () => import("./users/user-form").then((m) => ({ default: m.TeamUserEditPage })),
      },
    },
  }),
  resource({
    name: "roles",
    identifier: "partner-roles",
    route: "team-roles",
    label: "partnerTeam.nav.roles",
    group: "team",
    permissions: {
      list: "read-role",
      create: "create-role",
      edit: "update-role",
      permissions: "manage-role-permissions",
    },
    screens: {
      list: { title: "titles.partnerTeamRoles", load: () => import("./roles/role-list") },
      create: {
        title: "titles.partnerTeamRoleCreate",
        load: () => import("./roles/role-form").then((m) => ({ default: m.TeamRoleCreatePage })),
      },
      edit: {
        title: "titles.partnerTeamRoleEdit",
        load: () => import("./roles/role-form").then((m) => ({ default: m.TeamRoleEditPage })),
      },
    },
  }),
  page({
    path: "team-roles/:id/permissions",
    title: "titles.partnerTeamRolePermissions",
    permission: "manage-role-permissions",
    load: () => import("./roles/role-permissions"),
  }),
];
