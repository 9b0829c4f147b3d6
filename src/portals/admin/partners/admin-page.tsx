/**
 * The frame of every admin marketplace page (refine's unsaved-changes prompt) and the filter row of its lists: the
 * catalog's own, shared with the partner portal's catalog screens.
 */
export { CatalogPage as AdminPage, FilterBar } from "../../../features/catalog/catalog-page";
