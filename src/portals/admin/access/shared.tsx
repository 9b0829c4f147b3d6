import "../../../i18n/modules/admin-access";
import { UnsavedChangesNotifier } from "@refinedev/react-router";
import { useQuery } from "@tanstack/react-query";
import { Tag } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { api, type Paginated } from "../../../api";
import { ALL } from "../../../config/constants";
import { ENDPOINTS } from "../../../providers/endpoints";
import { useKhidmaStore } from "../../../state";

export type UserType = "internal" | "partner" | "customer";
export type UserStatus = "active" | "inactive";

export interface AdminUserRole {
  id: number;
  name: string;
  type: UserType;
  is_default: number;
}

/** `AdminUser` of the API (server/src/modules/access/schema.ts). */
export interface AdminUser {
  id: number;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  phone: string | null;
  gender: "female" | "male" | "other" | null;
  user_profile: string | null;
  status: UserStatus;
  user_type: UserType | null;
  roles: AdminUserRole[];
  role_ids: number[];
  partner_id: number | null;
  partner_name: string | null;
  email_verified_at: string | null;
  phone_verified_at: string | null;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

/** `AdminRole` of the API. */
export interface AdminRole {
  id: number;
  name: string;
  type: UserType;
  partner_id: number | null;
  partner_name: string | null;
  is_system: number;
  user_count: number;
  permission_count: number;
  permissions?: string[];
}

export interface PermissionGroup {
  module: string;
  label: string;
  label_en: string;
  label_ar: string;
  scopes: UserType[];
  permissions: { id: number; name: string }[];
}

export const USER_TYPES: UserType[] = ["internal", "partner", "customer"];
export const TYPE_COLOR: Record<UserType, string> = { internal: "geekblue", partner: "purple", customer: "green" };

/** Frame of every access page: refine's unsaved-changes prompt. */
export function AccessPage({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="kh-access" data-testid={testId}>
      <UnsavedChangesNotifier translationKey="adminAccess.common.unsaved" />
      {children}
    </div>
  );
}

export function TypeTag({ type }: { type: UserType | null | undefined }) {
  const { t } = useTranslation();
  if (!type) return null;
  return <Tag color={TYPE_COLOR[type]}>{t(`adminAccess.types.${type}`)}</Tag>;
}

export function StatusTag({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return <Tag color={status === "active" ? "success" : "default"}>{t(`adminAccess.status.${status}`)}</Tag>;
}

/** Whether the active role holds a permission (buttons are hidden, toggles disabled, without it). */
export function useHasPermission(name: string): boolean {
  return useKhidmaStore((s) => s.session.permissions.includes(name));
}

/** The signed-in user's id (to keep admins from deactivating themselves). */
export function useSelfId(): number | undefined {
  return useKhidmaStore((s) => s.session.user?.id);
}

/** The query key of `useRoleOptions` (the all-roles grid writes saved permissions straight into it). */
export const roleOptionsKey = (withPermissions: boolean, language: string) => [
  "admin-access",
  "roles",
  withPermissions ? "with-permissions" : "plain",
  language,
];

/** Roles for filters and the user form; with their permission names if asked. */
export function useRoleOptions(options: { withPermissions?: boolean; enabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: roleOptionsKey(Boolean(options.withPermissions), i18n.language),
    enabled: options.enabled ?? true,
    queryFn: async () =>
      (
        await api.get<Paginated<AdminRole>>(ENDPOINTS.adminRoleList, {
          limit: ALL,
          page: 1,
          sortKey: "name",
          sortVal: "asc",
          ...(options.withPermissions ? { with_permissions: 1 } : {}),
        })
      ).data?.data ?? [],
    staleTime: 30_000,
  });
}

/** Partners a partner team member can belong to (the public list: active partners). */
export function usePartnerOptions(enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ["admin-access", "partners", i18n.language],
    enabled,
    queryFn: async () =>
      (await api.get<Paginated<{ id: number; name: string }>>(ENDPOINTS.adminPartnerOptions, { limit: ALL, page: 1 }))
        .data?.data ?? [],
    staleTime: 5 * 60_000,
  });
}

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
