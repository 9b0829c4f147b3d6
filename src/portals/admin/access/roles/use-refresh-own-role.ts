import { type BaseRecord, useCustom } from "@refinedev/core";
import { ENDPOINTS } from "../../../../api/endpoints";
import { type LoginSession, useKhidmaStore } from "../../../../state";

/**
 * After a role's permissions were saved: when it is the signed-in user's active role, reads the session again
 * (`GET me`, silent: no toast when it fails) so menus and buttons follow at once.
 */
export function useRefreshOwnRole() {
  const session = useKhidmaStore((s) => s.session);
  const setSession = useKhidmaStore((s) => s.setSession);
  const { query } = useCustom<LoginSession & BaseRecord>({
    url: ENDPOINTS.me,
    method: "get",
    meta: { silent: true },
    queryOptions: { enabled: false },
    errorNotification: false,
  });
  return async (roleId: number) => {
    const active = session.roles.find((r) => r.name === session.defaultRole);
    if (!active || active.id !== roleId) return;
    const me = await query.refetch();
    if (me.isSuccess && me.data?.data) setSession(me.data.data as LoginSession);
  };
}
