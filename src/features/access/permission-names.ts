import { useTranslation } from "react-i18next";
import type { PermissionGroup } from "./types";

const VERBS = [
  "change-status",
  "read",
  "create",
  "update",
  "delete",
  "change",
  "search",
  "export",
  "duplicate",
  "reply",
  "manage",
  "save",
  "genrate",
] as const;

/** The verb of a permission name (`read-user` -> `read`, `change-status-kpi-category` -> `change-status`). */
export const verbOf = (name: string): string | undefined => VERBS.find((v) => name.startsWith(`${v}-`));

/** "View", "Create"... for a permission name (the name itself when its verb is unknown). */
export function useVerbLabel(): (name: string) => string {
  const { t } = useTranslation();
  return (name) => {
    const verb = verbOf(name);
    return verb ? t(`adminAccess.matrix.verbs.${verb}`) : name;
  };
}

/**
 * Permission groups matching a filter: a group whose label or module matches keeps all its permissions, otherwise
 * only the permissions whose name matches; groups left empty are dropped. `shown` holds what is listed.
 */
export const filterGroups = (groups: PermissionGroup[], filter: string) => {
  const needle = filter.trim().toLowerCase();
  return groups
    .map((g) => ({
      ...g,
      shown:
        !needle || g.label.toLowerCase().includes(needle) || g.module.includes(needle)
          ? g.permissions
          : g.permissions.filter((p) => p.name.includes(needle)),
    }))
    .filter((g) => g.shown.length > 0);
};
