import type { AccessControlProvider } from "@refinedev/core";
import { useKhidmaStore } from "../state";

/** Permission name a resource needs for an action, from the resource's `meta.permissions` (or `read-<name>` style). */
export const permissionFor = (
  action: string,
  resourceName: string | undefined,
  meta: Record<string, unknown> | undefined,
): string | undefined => {
  const table = meta?.permissions as Record<string, string> | undefined;
  if (table?.[action]) return table[action];
  if (!resourceName) return undefined;
  const verb = { list: "read", show: "read", create: "create", edit: "update", delete: "delete" }[action];
  return verb ? `${verb}-${resourceName}` : undefined;
};

/** `can()` answers from the active role's permission names held in memory: no network call per button. */
export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action, params }) => {
    const meta = (params?.resource?.meta ?? undefined) as Record<string, unknown> | undefined;
    const name = permissionFor(action, params?.resource?.name ?? resource, meta);
    if (!name) return { can: true };
    const held = useKhidmaStore.getState().session.permissions.includes(name);
    return held ? { can: true } : { can: false, reason: `Needs permission ${name}` };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
