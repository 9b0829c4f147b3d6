/**
 * What other areas import from the catalog feature, re-exported from its named files (new code imports those
 * directly: catalog-page, money, package-status-tag, form-helpers, lookups).
 */
export { CatalogPage, FilterBar, useCatalogBase, useDirtyWarning } from "./catalog-page";
export { showListErrors, toBody } from "./form-helpers";
export { useCategories, usePartnerServices, usePropertyTypes } from "./lookups";
export { MoneyWithVat, VatHint, vatOf } from "./money";
export { PackageStatusTag } from "./package-status-tag";
