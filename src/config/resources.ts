import type { ResourceProps } from "@refinedev/core";
import { ADMIN_MANIFEST } from "../portals/admin/screens";
import { PARTNER_MANIFEST } from "../portals/partner/screens";
import { resourcesOfManifest } from "./screens";

/**
 * refine resources of the partner and admin portals, derived from their screen manifests (src/config/screens.ts).
 * Same entity in both portals: same `name`, different `identifier` (`admin-packages`, `partner-packages`);
 * `meta.portal` picks the portal whose menu shows it, `meta.parent` its menu group, and `meta.permissions` names
 * the permission of each action (the access-control provider reads them).
 */
export const RESOURCES: ResourceProps[] = [
  ...resourcesOfManifest(ADMIN_MANIFEST),
  ...resourcesOfManifest(PARTNER_MANIFEST),
];
