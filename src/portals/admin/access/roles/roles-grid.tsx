import "../../../../i18n/modules/admin-access";
import "../../admin.css";
import "./roles-grid.css";
import { type BaseRecord, useCan, useCustom } from "@refinedev/core";
import { Alert, App, Button, Empty, Input, Segmented, Skeleton, Space, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../../api/endpoints";
import { filterGroups } from "../../../../features/access/permission-names";
import { type AdminRole, type PermissionGroup, USER_TYPES } from "../../../../features/access/types";
import { ROLES_RESOURCE, useRoleOptions } from "../hooks";
import { TYPE_ORDER, type TypeFilter } from "./grid-model";
import { RolesGridTable } from "./roles-grid-table";
import { useGridSaves } from "./use-grid-saves";

/**
 * /admin/roles?view=grid: every role's permissions side by side. Modules are collapsible row groups, roles are
 * columns; a box grants or revokes one permission of one role at once (shown at once, put back with an error toast
 * when the server refuses), a module's box grants or revokes all of it for that role after a confirmation. Without
 * `manage-role-permissions` the grid is read-only. Each role's changes are sent one after another (the endpoint
 * replaces the role's whole list, so two at a time could undo each other).
 */
export function RolesGrid() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const { data: canPermissions } = useCan({ resource: ROLES_RESOURCE, action: "permissions" });
  const canManage = Boolean(canPermissions?.can);

  const roleOptions = useRoleOptions({ withPermissions: true });
  const { query: groupsQuery } = useCustom<PermissionGroup[] & BaseRecord>({
    url: ENDPOINTS.adminPermissions,
    method: "get",
    // `language` only keys the cache: labels come back in the active language
    meta: { language: i18n.language },
    queryOptions: { staleTime: 5 * 60_000 },
    errorNotification: false,
  });
  const groups = groupsQuery.data?.data as PermissionGroup[] | undefined;
  const catalogue = useMemo(() => (groups ?? []).flatMap((g) => g.permissions.map((p) => p.name)), [groups]);
  const { roles, held, toggle, inFlight } = useGridSaves(roleOptions.data, catalogue);

  const [type, setType] = useState<TypeFilter>("all");
  const [filter, setFilter] = useState("");
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());

  const columns = useMemo(
    () =>
      [...(roles ?? [])]
        .filter((r) => type === "all" || r.type === type)
        .sort((a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || a.id - b.id),
    [roles, type],
  );
  const rows = filterGroups(
    (groups ?? []).filter((g) => type === "all" || g.scopes.includes(type)),
    filter,
  );

  const confirmModule = (role: AdminRole, group: PermissionGroup, on: boolean) => {
    const names = group.permissions.map((p) => p.name);
    const count = names.filter((n) => held(role, n) !== on).length;
    if (!count) return;
    const vars = { module: group.label, role: role.name, count };
    modal.confirm({
      title: t(on ? "adminAccess.grid.grantAllTitle" : "adminAccess.grid.revokeAllTitle", vars),
      content: t(on ? "adminAccess.grid.grantAllBody" : "adminAccess.grid.revokeAllBody", vars),
      okText: t(on ? "adminAccess.grid.grantAll" : "adminAccess.grid.revokeAll"),
      okButtonProps: { danger: !on, "data-testid": "grid-module-confirm" } as never,
      cancelText: t("adminAccess.common.cancel"),
      onOk: () => toggle(role, names, on),
    });
  };

  const toggleCollapsed = (module: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(module)) next.delete(module);
      else next.add(module);
      return next;
    });

  if (roleOptions.isError || groupsQuery.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={t("adminAccess.grid.loadFailed")}
        action={
          <Button
            size="small"
            onClick={() => {
              void roleOptions.refetch();
              void groupsQuery.refetch();
            }}
          >
            {t("adminAccess.grid.retry")}
          </Button>
        }
      />
    );

  return (
    <div data-testid="roles-grid">
      <Typography.Paragraph type="secondary">{t("adminAccess.grid.subtitle")}</Typography.Paragraph>
      <Alert
        type={canManage ? "info" : "warning"}
        showIcon
        message={canManage ? t("adminAccess.matrix.effect") : t("adminAccess.grid.readOnly")}
        style={{ marginBottom: 12 }}
        data-testid="grid-mode"
      />
      <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8, marginBottom: 12 }}>
        <Input.Search
          allowClear
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t("adminAccess.matrix.filter")}
          aria-label={t("adminAccess.matrix.filter")}
          style={{ flex: "1 1 200px", maxWidth: 300 }}
        />
        <Segmented<TypeFilter>
          value={type}
          onChange={setType}
          aria-label={t("adminAccess.roles.type")}
          options={[
            { value: "all", label: t("adminAccess.grid.allTypes") },
            ...USER_TYPES.map((x) => ({ value: x, label: t(`adminAccess.types.${x}`) })),
          ]}
          style={{ maxWidth: "100%", overflowX: "auto" }}
        />
        <Space size={4} wrap>
          <Button size="small" onClick={() => setCollapsed(new Set())}>
            {t("adminAccess.grid.expandAll")}
          </Button>
          <Button size="small" onClick={() => setCollapsed(new Set(rows.map((g) => g.module)))}>
            {t("adminAccess.grid.collapseAll")}
          </Button>
        </Space>
        <Typography.Text type="secondary" aria-live="polite" data-testid="grid-saving" style={{ fontSize: 12 }}>
          {inFlight > 0 ? t("adminAccess.grid.saving") : ""}
        </Typography.Text>
      </div>

      {roleOptions.isLoading || groupsQuery.isLoading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : rows.length === 0 || columns.length === 0 ? (
        <Empty description={t("adminAccess.matrix.noMatch")} />
      ) : (
        <RolesGridTable
          columns={columns}
          rows={rows}
          groups={groups ?? []}
          filter={filter}
          collapsed={collapsed}
          onCollapse={toggleCollapsed}
          canManage={canManage}
          held={held}
          onToggle={toggle}
          onModule={confirmModule}
        />
      )}
    </div>
  );
}
