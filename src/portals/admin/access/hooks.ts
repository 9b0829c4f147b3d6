import { useList } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { useRoleOptions as useRoleOptionsOf } from "../../../features/access/use-role-options";
import { useKhidmaStore } from "../../../state";

/** The signed-in user's id (to keep admins from deactivating themselves). */
export function useSelfId(): number | undefined {
  return useKhidmaStore((s) => s.session.user?.id);
}

/** The refine resource of the roles (identifier of `roles`, whose endpoints are RESOURCE_ENDPOINTS.roles). */
export const ROLES_RESOURCE = "admin-roles";

/** Roles for filters and the user form; with their permission names if asked (`GET role/list?limit=-1`). */
export const useRoleOptions = (options: { withPermissions?: boolean; enabled?: boolean } = {}) =>
  useRoleOptionsOf(ROLES_RESOURCE, options);

/** Partners a partner team member can belong to (the public list: active partners). */
export function usePartnerOptions(enabled: boolean) {
  const { i18n } = useTranslation();
  const { query, result } = useList<{ id: number; name: string }>({
    resource: "partner-options",
    pagination: { mode: "off" },
    meta: { endpoints: { list: ENDPOINTS.adminPartnerOptions }, query: { page: 1 }, language: i18n.language },
    queryOptions: { enabled, staleTime: 5 * 60_000 },
    errorNotification: false,
  });
  return { data: query.data ? result.data : undefined, isLoading: query.isLoading };
}
