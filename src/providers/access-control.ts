import type { AccessControlProvider, ResourceProps } from "@refinedev/core";
import { RESOURCES } from "../config/resources";
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

const BY_IDENTIFIER = new Map(RESOURCES.map((r) => [r.identifier ?? r.name, r] as const));

/**
 * The declared resource `useCan({ resource })` names: by identifier first (`admin-service-areas`), since one name
 * may be two resources (`packages` in both portals); `<CanAccess>` hands the resolved resource over itself.
 */
const declared = (key: string | undefined): ResourceProps | undefined => (key ? BY_IDENTIFIER.get(key) : undefined);

/**
 * `can()` answers from the active role's permission names held in memory: no network call per button. Screens ask
 * with a resource (its identifier) and an action; the permission names live in the screen declarations
 * (`permissions` of `resource({...})` in a portal's screens.ts), typed as `Permission`.
 */
export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action, params }) => {
    const known = declared(params?.resource?.identifier) ?? declared(resource) ?? params?.resource;
    const meta = (known?.meta ?? params?.resource?.meta ?? undefined) as Record<string, unknown> | undefined;
    const name = permissionFor(action, known?.name ?? resource, meta);
    // A verb the declaration does not name is refused (safe default): a new button needs its permission declared.
    if (!name)
      return meta?.permissions ? { can: false, reason: `No permission declared for ${action}` } : { can: true };
    const held = useKhidmaStore.getState().session.permissions.includes(name);
    return held ? { can: true } : { can: false, reason: `Needs permission ${name}` };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
