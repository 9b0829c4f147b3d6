import { useCan, useResourceParams } from "@refinedev/core";

/**
 * Whether the active role may do `action` on the current route's resource (its identifier: `admin-packages` on an
 * admin page, `partner-packages` on a partner page), or on `resource` when named. The permission each action needs
 * is declared in the resource's `permissions` map (a portal's screens.ts). False until refine has answered.
 */
export function useAllowed(action: string, resource?: string): boolean {
  const { identifier } = useResourceParams();
  const { data } = useCan({ resource: resource ?? identifier, action });
  return data?.can ?? false;
}
