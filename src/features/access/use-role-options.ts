import { useList } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { AdminRole } from "./types";

/**
 * Roles of a roles resource (`admin-roles`, `partner-roles`: `GET role/list?limit=-1`, the partner's own roles for a
 * partner caller) for filters, forms and the matrix's role switch; with their permission names if asked.
 */
export function useRoleOptions(resource: string, options: { withPermissions?: boolean; enabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  const { query, result } = useList<AdminRole>({
    resource,
    pagination: { mode: "off" },
    sorters: [{ field: "name", order: "asc" }],
    // `language` only keys the cache: names come back in the active language
    meta: {
      query: { page: 1, ...(options.withPermissions ? { with_permissions: 1 } : {}) },
      language: i18n.language,
    },
    queryOptions: { enabled: options.enabled ?? true, staleTime: 30_000 },
    errorNotification: false,
  });
  return {
    data: query.data ? result.data : undefined,
    isLoading: query.isLoading,
    isError: query.isError,
    refetch: query.refetch,
  };
}
