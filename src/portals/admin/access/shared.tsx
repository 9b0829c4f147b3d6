import "../../../i18n/modules/admin-access";
import { useList } from "@refinedev/core";
import { UnsavedChangesNotifier } from "@refinedev/react-router";
import { Tag } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
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

/** The refine resource of the roles (identifier of `roles`, whose endpoints are RESOURCE_ENDPOINTS.roles). */
export const ROLES_RESOURCE = "admin-roles";

/** Roles for filters and the user form; with their permission names if asked (`GET role/list?limit=-1`). */
export function useRoleOptions(options: { withPermissions?: boolean; enabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  const { query, result } = useList<AdminRole>({
    resource: ROLES_RESOURCE,
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
