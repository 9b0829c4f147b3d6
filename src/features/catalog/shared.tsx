/**
 * What other areas import from the catalog feature, re-exported from its named files (new code imports those
 * directly: catalog-page, money, package-status-tag, form-helpers, lookups).
 */
import { useKhidmaStore } from "../../state";

export { CatalogPage, FilterBar, useCatalogBase, useDirtyWarning } from "./catalog-page";
export { showListErrors, toBody } from "./form-helpers";
export { useCategories, usePartnerServices, usePropertyTypes } from "./lookups";
export { MoneyWithVat, VatHint, vatOf } from "./money";
export { PackageStatusTag } from "./package-status-tag";

/**
 * Whether the active role holds a permission. Being removed: screens ask refine (`useCan` / `<CanAccess>`, or
 * `useAllowed` of ./use-allowed) with the resource's identifier and an action. Kept while other areas still use it.
 */
export function useHasPermission(name: string): boolean {
  return useKhidmaStore((s) => s.session.permissions.includes(name));
}
