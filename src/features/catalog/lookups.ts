import { type BaseRecord, type CrudFilter, useCustom, useList } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, type ResourceEndpoints } from "../../api/endpoints";
import type { Category, ManagedService, PropertyType } from "./types";

/**
 * Every row of a catalog list (`limit=-1&page=1`) through refine's `useList`, refetched when the UI language changes
 * (names come back in the language asked for). Errors are toasted by the API layer, so refine does not toast them.
 */
function useCatalogAll<T extends BaseRecord>(
  resource: string,
  endpoints: ResourceEndpoints,
  filters: CrudFilter[],
  options: { enabled?: boolean; staleTime?: number },
) {
  const { i18n } = useTranslation();
  const { query, result } = useList<T>({
    resource,
    pagination: { mode: "off" },
    filters,
    meta: { endpoints, query: { page: 1 }, language: i18n.language },
    queryOptions: options,
    errorNotification: false,
  });
  return { ...query, data: query.data ? (result.data as T[]) : undefined };
}

/** Active categories (names in the current language). */
export const useCategories = () =>
  useCatalogAll<Category>("catalog-categories", { list: ENDPOINTS.catalogCategories }, [], { staleTime: 5 * 60_000 });

/** Property types with every size (pricing grid, package form). */
export function usePropertyTypes() {
  const { i18n } = useTranslation();
  const { query } = useCustom<PropertyType[] & BaseRecord>({
    url: ENDPOINTS.catalogPropertyTypes,
    method: "get",
    meta: { language: i18n.language },
    queryOptions: { staleTime: 5 * 60_000 },
    errorNotification: false,
  });
  return { ...query, data: query.data ? ((query.data.data as PropertyType[] | undefined) ?? []) : undefined };
}

/**
 * Every service of the signed-in partner (or of `partnerId`), active or not: the package form's choices. `enabled`
 * false (the admin's create form before a partner is chosen) asks nothing. Its own resource name: `services` is also
 * the admin portal's resource, whose list endpoint is admin/service/list.
 */
export const usePartnerServices = (partnerId?: number, enabled = true) =>
  useCatalogAll<ManagedService>(
    "catalog-services-all",
    { list: ENDPOINTS.catalogServiceList },
    partnerId ? [{ field: "partner_id", operator: "eq", value: partnerId }] : [],
    { enabled },
  );
