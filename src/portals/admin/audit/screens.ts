import { type ManifestEntry, resource } from "../../../config/screens";

/**
 * The admin's audit log (issue 18b, src/portals/admin/audit), in the Platform menu group: the append-only trail of
 * writes to money, permissions, roles, users, coupons, payouts, settings and partner status (audit/list), read-only.
 */
export const auditScreens: ManifestEntry[] = [
  resource({
    name: "audit-log",
    identifier: "admin-audit-log",
    label: "adminAudit.nav",
    group: "platform",
    permissions: { list: "read-audit-log" },
    screens: {
      list: { title: "titles.adminAuditLog", load: () => import("./audit-list") },
    },
  }),
];
