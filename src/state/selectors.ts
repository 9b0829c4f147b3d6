import type { GuardSession } from "../config/guard";
import type { Role, SessionState, StatusEntry } from "./types";

/** The role whose name matches the active role name, case-insensitively (SPEC 4); undefined if none. */
export const activeRole = (
  session: Pick<SessionState, "roles" | "defaultRole"> & { user?: SessionState["user"] },
): Role | undefined => {
  const wanted = (session.defaultRole ?? "").trim().toLowerCase();
  if (!wanted) return undefined;
  const roles = session.roles?.length ? session.roles : (session.user?.roles ?? []);
  return roles.find((role) => (role.name ?? "").trim().toLowerCase() === wanted);
};

/** userType and permissions implied by the active role (none when no role matches). */
export const roleAccess = (
  session: Pick<SessionState, "roles" | "defaultRole"> & { user?: SessionState["user"] },
): Pick<SessionState, "userType" | "permissions"> => {
  const role = activeRole(session);
  return { userType: role?.type, permissions: role ? [...(role.permissions ?? [])] : [] };
};

export const isSignedIn = (session: Pick<SessionState, "user">): boolean => session.user !== null;

/** The guard's view of the session. */
export const guardSessionOf = (session: SessionState): GuardSession => ({
  signedIn: isSignedIn(session),
  userType: session.userType,
  roleName: activeRole(session)?.name ?? undefined,
  permissions: session.permissions,
  partnerId: session.partnerId,
  returnUrl: session.returnUrl,
});

export type ConfigStatusMap = Record<string, StatusEntry>;

const entry = (s: StatusEntry): StatusEntry => ({ id: s.id, display_name: s.display_name, name: s.name });

/**
 * Statuses keyed by UPPER-cased name with {id, display_name, name}. Given a list, that list; given the grouped
 * `statuses` ({type: [...]}) and a `type`, that type's list; grouped without type, all types merged (first wins).
 */
export const configStatus = (
  statuses: StatusEntry[] | Record<string, StatusEntry[]> | null | undefined,
  type?: string,
): ConfigStatusMap => {
  if (!statuses) return {};
  const list: StatusEntry[] = Array.isArray(statuses)
    ? statuses
    : type !== undefined
      ? (statuses[type] ?? [])
      : Object.values(statuses).flat();
  const out: ConfigStatusMap = {};
  for (const status of list) {
    if (!status || typeof status.name !== "string") continue;
    const key = status.name.toUpperCase();
    if (!(key in out)) out[key] = entry(status);
  }
  return out;
};

/** Per type: {type: {NAME: {id, display_name, name}}}. */
export const configStatusByType = (
  statuses: Record<string, StatusEntry[]> | null | undefined,
): Record<string, ConfigStatusMap> =>
  Object.fromEntries(Object.entries(statuses ?? {}).map(([type, list]) => [type, configStatus(list)]));
