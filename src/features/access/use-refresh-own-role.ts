import { useKhidmaStore } from "../../state";
import { useReloadSession } from "../session/use-reload-session";

/** After a role's permissions were saved: when it is the signed-in user's active role, reads the session again. */
export function useRefreshOwnRole() {
  const session = useKhidmaStore((s) => s.session);
  const reload = useReloadSession();
  return async (roleId: number) => {
    const active = session.roles.find((r) => r.name === session.defaultRole);
    if (active?.id === roleId) await reload();
  };
}
