import "../../../../i18n/modules/admin-access";
import { CreateButton, List } from "@refinedev/antd";
import { useCan } from "@refinedev/core";
import { Alert, Button, Grid, Input, Select, Space, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useListFilters } from "../../../../components/portal/use-list-filters";
import { useTable } from "../../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../../config/constants";
import { AccessPage } from "../../../../features/access/access-page";
import { type AdminUser, USER_TYPES } from "../../../../features/access/types";
import { useRoleOptions, useSelfId } from "../hooks";
import { ChangePasswordDialog } from "./change-password-dialog";
import { useUserStatus } from "./use-user-status";
import { useUserColumns } from "./user-columns";
import "../../../../components/portal/selectable-rows";

const RESOURCE = "admin-users";

/** /admin/users: search, role, status and user-type filters, server-side sorting and paging, bulk status. */
export default function UserListPage() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const roles = useRoleOptions();
  const { data: canChangeStatus } = useCan({ resource: RESOURCE, action: "status" });
  const { data: canPassword } = useCan({ resource: RESOURCE, action: "password" });
  const canStatus = Boolean(canChangeStatus?.can);
  const selfId = useSelfId();
  const table = useTable<AdminUser>({
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "id", order: "desc" }] },
    errorNotification: false,
  });
  const { tableProps, get, setFilter, searchProps } = useListFilters(table);
  const [selected, setSelected] = useState<number[]>([]);
  const [passwordFor, setPasswordFor] = useState<{ id: number; name: string } | null>(null);
  const { busy, bulkBusy, toggle, bulk } = useUserStatus(selected, () => setSelected([]));
  const columns = useUserColumns({
    selfId,
    canStatus,
    canPassword: Boolean(canPassword?.can),
    busy,
    onToggle: toggle,
    onPassword: (u) => setPasswordFor({ id: u.id, name: u.name }),
  });

  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.id, label: r.name }));

  return (
    <AccessPage testId="admin-users">
      <List
        title={t("adminAccess.users.title")}
        breadcrumb={false}
        headerButtons={<CreateButton data-testid="user-create">{t("adminAccess.users.add")}</CreateButton>}
      >
        <Typography.Paragraph type="secondary">{t("adminAccess.users.subtitle")}</Typography.Paragraph>
        <div className="kh-access-filters" style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 16 }}>
          <Input.Search
            {...searchProps}
            placeholder={t("adminAccess.users.search")}
            aria-label={t("adminAccess.users.search")}
            style={{ flex: "1 1 240px", maxWidth: 380 }}
          />
          <Select
            allowClear
            aria-label={t("adminAccess.users.roles")}
            placeholder={t("adminAccess.users.allRoles")}
            loading={roles.isLoading}
            value={get("role_id")}
            onChange={(v) => setFilter("role_id", v)}
            options={roleOptions}
            showSearch
            optionFilterProp="label"
            style={{ flex: "1 1 160px", maxWidth: 220 }}
            data-testid="filter-role"
          />
          <Select
            aria-label={t("adminAccess.users.status")}
            value={String(get("status") ?? "")}
            onChange={(v) => setFilter("status", v)}
            options={[
              { value: "", label: t("adminAccess.users.allStatuses") },
              { value: "active", label: t("adminAccess.status.active") },
              { value: "inactive", label: t("adminAccess.status.inactive") },
            ]}
            style={{ flex: "1 1 150px", maxWidth: 200 }}
            data-testid="filter-status"
          />
          <Select
            aria-label={t("adminAccess.users.type")}
            value={String(get("user_type") ?? "")}
            onChange={(v) => setFilter("user_type", v)}
            options={[
              { value: "", label: t("adminAccess.users.allTypes") },
              ...USER_TYPES.map((type) => ({ value: type, label: t(`adminAccess.types.${type}`) })),
            ]}
            style={{ flex: "1 1 150px", maxWidth: 200 }}
            data-testid="filter-type"
          />
        </div>
        {canStatus && selected.length > 0 ? (
          <Alert
            type="info"
            style={{ marginBottom: 12 }}
            data-testid="bulk-bar"
            message={
              <Space wrap>
                <Typography.Text strong>{t("adminAccess.users.selected", { count: selected.length })}</Typography.Text>
                <Button size="small" loading={bulkBusy} onClick={() => bulk("active")} data-testid="bulk-activate">
                  {t("adminAccess.users.activateSelected")}
                </Button>
                <Button
                  size="small"
                  danger
                  loading={bulkBusy}
                  onClick={() => bulk("inactive")}
                  data-testid="bulk-deactivate"
                >
                  {t("adminAccess.users.deactivateSelected")}
                </Button>
                <Button size="small" type="link" onClick={() => setSelected([])}>
                  {t("adminAccess.users.clearSelection")}
                </Button>
              </Space>
            }
          />
        ) : null}
        <Table
          {...tableProps}
          rowKey="id"
          size="middle"
          scroll={screens.sm ? { x: "max-content" } : undefined}
          data-testid="user-table"
          columns={columns}
          rowSelection={
            canStatus
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(Number)),
                  getCheckboxProps: (u: AdminUser) => ({
                    "aria-label": u.name,
                    disabled: u.id === selfId,
                  }),
                  preserveSelectedRowKeys: true,
                }
              : undefined
          }
        />
      </List>
      {passwordFor ? <ChangePasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} /> : null}
    </AccessPage>
  );
}
