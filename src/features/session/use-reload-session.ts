import { type BaseRecord, useCustom } from "@refinedev/core";
import { ENDPOINTS } from "../../api/endpoints";
import { type LoginSession, useKhidmaStore } from "../../state";

/**
 * Reads the signed-in user's session again (`GET user/me`, silent: no toast when it fails) and stores it, so the
 * menu, the guard and every `useCan` follow a change made elsewhere (a role's permissions saved, an application
 * approved) without signing in again. Resolves to whether the session was read.
 */
export function useReloadSession() {
  const setSession = useKhidmaStore((s) => s.setSession);
  const { query } = useCustom<LoginSession & BaseRecord>({
    url: ENDPOINTS.me,
    method: "get",
    meta: { silent: true },
    queryOptions: { enabled: false, gcTime: 0, retry: false },
    errorNotification: false,
  });
  return async () => {
    const me = await query.refetch();
    if (!me.isSuccess || !me.data?.data) return false;
    setSession(me.data.data as LoginSession);
    return true;
  };
}
