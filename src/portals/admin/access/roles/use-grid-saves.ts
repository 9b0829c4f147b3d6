import { type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";
import { App } from "antd";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../../api/endpoints";
import type { AdminRole } from "../../../../features/access/types";
import { useRefreshOwnRole } from "../../../../features/access/use-refresh-own-role";
import { ROLES_RESOURCE } from "../hooks";
import { nextPermissions } from "./grid-model";

type Pending = Map<string, { on: boolean; job: number }>;
type Saved = Pick<AdminRole, "permissions" | "permission_count">;
/** What the server answered to this screen's saves, over the role list as read (`base`); a fresh read drops them. */
type SavedOver = { base: AdminRole[] | undefined; byRole: Map<number, Saved> };
const cellKey = (roleId: number, name: string) => `${roleId}:${name}`;

/**
 * The grid's changes: a box shows its new state at once (`held`), the change is sent after that role's earlier
 * ones (the endpoint replaces the role's whole list, so two at a time could undo each other), the answer is shown
 * over the roles as read (`roles`), a refusal puts the box back with an error toast. `inFlight` counts the sends.
 */
export function useGridSaves(read: AdminRole[] | undefined, catalogue: string[]) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const refreshOwnRole = useRefreshOwnRole();
  const { mutateAsync: manage } = useCustomMutation<AdminRole>();

  // saved lists are shown at once, without reading all roles again
  const [savedOver, setSavedOver] = useState<SavedOver>({ base: undefined, byRole: new Map() });
  const savedRef = useRef(savedOver);
  const baseRef = useRef(read);
  baseRef.current = read;
  const roles = useMemo(() => {
    const byRole = savedOver.base === read ? savedOver.byRole : undefined;
    if (!byRole?.size) return read;
    return read?.map((r) => {
      const saved = byRole.get(r.id);
      return saved ? { ...r, ...saved } : r;
    });
  }, [read, savedOver]);
  /** The role's list as last saved (or read). */
  const savedPermissions = (roleId: number) => {
    const over = savedRef.current.base === baseRef.current ? savedRef.current.byRole.get(roleId) : undefined;
    return over?.permissions ?? baseRef.current?.find((r) => r.id === roleId)?.permissions ?? [];
  };
  const rememberSaved = (roleId: number, saved: Saved) => {
    const base = baseRef.current;
    const byRole = new Map(savedRef.current.base === base ? savedRef.current.byRole : undefined);
    byRole.set(roleId, saved);
    savedRef.current = { base, byRole };
    setSavedOver(savedRef.current);
  };

  const [pending, setPending] = useState<Pending>(new Map());
  const [inFlight, setInFlight] = useState(0);
  const jobs = useRef(0);
  const chains = useRef(new Map<number, Promise<void>>());

  const heldBy = useMemo(() => new Map((roles ?? []).map((r) => [r.id, new Set(r.permissions ?? [])])), [roles]);
  const held = (r: AdminRole, name: string) => {
    const change = pending.get(cellKey(r.id, name));
    return change ? change.on : Boolean(heldBy.get(r.id)?.has(name));
  };

  /** Sends one change of one role after that role's earlier ones; the box shows the new state meanwhile. */
  const toggle = (role: AdminRole, names: string[], on: boolean) => {
    const changing = names.filter((n) => held(role, n) !== on);
    if (!changing.length) return;
    const job = ++jobs.current;
    setPending((prev) => {
      const next = new Map(prev);
      for (const n of changing) next.set(cellKey(role.id, n), { on, job });
      return next;
    });
    const settle = () =>
      setPending((prev) => {
        const next = new Map(prev);
        for (const n of changing) if (next.get(cellKey(role.id, n))?.job === job) next.delete(cellKey(role.id, n));
        return next;
      });
    const send = async () => {
      setInFlight((n) => n + 1);
      try {
        // the list as last saved (an earlier change of this role has been answered by now)
        const permissions = nextPermissions(catalogue, savedPermissions(role.id), changing, on);
        // silent: this grid shows its own message (one toast, not two)
        const res = await manage({
          url: ENDPOINTS.adminManageRolePermissions,
          method: "post",
          values: { role_id: role.id, permissions },
          meta: { silent: true },
          successNotification: false,
          errorNotification: false,
        });
        rememberSaved(role.id, {
          permissions: res.data?.permissions ?? permissions,
          permission_count: res.data?.permission_count ?? permissions.length,
        });
        settle();
        // other screens (the role's own matrix, the list's counts) read it again when next shown
        void invalidate({ resource: ROLES_RESOURCE, id: role.id, invalidates: ["detail"] });
        await refreshOwnRole(role.id);
      } catch (error) {
        settle();
        message.error(
          t("adminAccess.grid.failed", {
            role: role.name,
            reason: (error as HttpError | undefined)?.message || t("adminAccess.grid.unknownError"),
          }),
        );
      } finally {
        setInFlight((n) => n - 1);
      }
    };
    const chain = (chains.current.get(role.id) ?? Promise.resolve()).then(send);
    chains.current.set(role.id, chain);
  };

  return { roles, held, toggle, inFlight };
}
