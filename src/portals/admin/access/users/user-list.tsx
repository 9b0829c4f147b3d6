import "../../../../i18n/modules/admin-access";
import { KeyOutlined } from "@ant-design/icons";
import { CreateButton, EditButton, List, ShowButton, useTable } from "@refinedev/antd";
import { useCustomMutation, useInvalidate } from "@refinedev/core";
import { Alert, App, Button, Grid, Input, Select, Space, Switch, Table, Tag, Tooltip, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../../api/endpoints";
import { useListFilters } from "../../../../components/portal/use-list-filters";
import { DEFAULT_PAGE_SIZE } from "../../../../config/constants";
import { formatDateTime } from "../../../../lib/format";
import {
  AccessPage,
  type AdminUser,
  TypeTag,
  USER_TYPES,
  type UserStatus,
  useHasPermission,
  useRoleOptions,
  useSelfId,
} from "../shared";
import { ChangePasswordDialog } from "./change-password-dialog";

/** /admin/users: search, role, status and user-type filters, server-side sorting and paging, bulk status. */
export default function UserListPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const roles = useRoleOptions();
  const canUpdate = useHasPermission("update-user");
  const canChangePassword = useHasPermission("change-user-password");
  const selfId = useSelfId();
  const table = useTable<AdminUser>({
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "id", order: "desc" }] },
    errorNotification: false,
  });
  const invalidate = useInvalidate();
  const { mutateAsync: post } = useCustomMutation();
  const send = (url: string, values: Record<string, unknown>) =>
    post({ url, method: "post", values, successNotification: false, errorNotification: false });
  /** Reads the table's page again (after a status change). */
  const refresh = () => invalidate({ resource: "admin-users", invalidates: ["list"] });
  const { tableProps, get, setFilter, searchProps } = useListFilters(table);

  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState<Record<number, boolean>>({});
  const [bulkBusy, setBulkBusy] = useState(false);
  const [passwordFor, setPasswordFor] = useState<{ id: number; name: string } | null>(null);

  const setOne = async (user: AdminUser, status: UserStatus) => {
    setBusy((b) => ({ ...b, [user.id]: true }));
    try {
      await send(fillId(ENDPOINTS.adminUserStatus, user.id), { status });
      message.success(t("adminAccess.users.statusSaved"));
      await refresh();
    } catch {
      // the server's message is already toasted
    } finally {
      setBusy(({ [user.id]: _, ...rest }) => rest);
    }
  };

  const toggle = (user: AdminUser, on: boolean) => {
    if (on) return void setOne(user, "active");
    modal.confirm({
      title: t("adminAccess.users.confirmOneDeactivate", { name: user.name }),
      okText: t("adminAccess.users.deactivateSelected"),
      okButtonProps: { danger: true },
      cancelText: t("adminAccess.common.cancel"),
      onOk: () => setOne(user, "inactive"),
    });
  };

  const bulk = (status: UserStatus) => {
    const count = selected.length;
    const active = status === "active";
    modal.confirm({
      title: t(active ? "adminAccess.users.confirmActivateTitle" : "adminAccess.users.confirmDeactivateTitle", {
        count,
      }),
      content: t(active ? "adminAccess.users.confirmActivateBody" : "adminAccess.users.confirmDeactivateBody"),
      okText: t(active ? "adminAccess.users.activateSelected" : "adminAccess.users.deactivateSelected"),
      okButtonProps: { danger: !active, "data-testid": "bulk-confirm" } as never,
      cancelText: t("adminAccess.common.cancel"),
      onOk: async () => {
        setBulkBusy(true);
        try {
          await send(ENDPOINTS.adminUserBulkStatus, { ids: selected, status });
          message.success(t(active ? "adminAccess.users.activated" : "adminAccess.users.deactivated", { count }));
          setSelected([]);
          await refresh();
        } catch {
          // toasted
        } finally {
          setBulkBusy(false);
        }
      },
    });
  };

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
        {canUpdate && selected.length > 0 ? (
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
          rowSelection={
            canUpdate
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
        >
          <Table.Column<AdminUser>
            dataIndex="name"
            key="name"
            title={t("adminAccess.users.name")}
            sorter
            render={(_, u) => (
              <span>
                <Typography.Text strong>{u.name}</Typography.Text>
                {u.id === selfId ? (
                  <Tag style={{ marginInlineStart: 6 }} color="blue">
                    {t("adminAccess.users.self")}
                  </Tag>
                ) : null}
                {screens.md ? null : (
                  <>
                    <br />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      <bdi>{u.email}</bdi>
                    </Typography.Text>
                  </>
                )}
              </span>
            )}
          />
          <Table.Column<AdminUser>
            dataIndex="email"
            key="email"
            title={t("adminAccess.users.email")}
            responsive={["md"]}
            sorter
            render={(v: string) => <bdi>{v}</bdi>}
          />
          <Table.Column<AdminUser>
            dataIndex="phone"
            key="phone"
            title={t("adminAccess.users.phone")}
            responsive={["xxl"]}
            render={(v: string | null) => (v ? <bdi dir="ltr">{v}</bdi> : "—")}
          />
          <Table.Column<AdminUser>
            dataIndex="roles"
            key="roles"
            title={t("adminAccess.users.roles")}
            responsive={["sm"]}
            render={(_, u) => (
              <Space size={[4, 4]} wrap>
                <TypeTag type={u.user_type} />
                {u.roles.map((r) => (
                  <Tag key={r.id}>{r.name}</Tag>
                ))}
              </Space>
            )}
          />
          <Table.Column<AdminUser>
            dataIndex="last_login_at"
            key="last_login_at"
            title={t("adminAccess.users.lastLogin")}
            responsive={["xl"]}
            sorter
            render={(v: string | null) =>
              v ? <bdi dir="ltr">{formatDateTime(v)}</bdi> : t("adminAccess.common.never")
            }
          />
          <Table.Column<AdminUser>
            dataIndex="status"
            key="status"
            title={t("adminAccess.users.status")}
            sorter
            render={(_, u) => (
              <Tooltip title={u.id === selfId ? t("adminAccess.users.selfLocked") : undefined}>
                <Switch
                  checked={u.status === "active"}
                  loading={busy[u.id]}
                  disabled={!canUpdate || u.id === selfId}
                  aria-label={t("adminAccess.users.statusToggle", { name: u.name })}
                  data-testid={`user-status-${u.id}`}
                  onChange={(on) => toggle(u, on)}
                />
              </Tooltip>
            )}
          />
          <Table.Column<AdminUser>
            key="actions"
            title={t("adminAccess.common.actions")}
            render={(_, u) => (
              <Space size={4}>
                <ShowButton
                  hideText
                  size="small"
                  recordItemId={u.id}
                  aria-label={t("adminAccess.common.viewNamed", { name: u.name })}
                />
                <EditButton
                  hideText
                  size="small"
                  recordItemId={u.id}
                  aria-label={t("adminAccess.common.editNamed", { name: u.name })}
                />
                {canChangePassword ? (
                  <Tooltip title={t("adminAccess.users.changePassword")}>
                    <Button
                      size="small"
                      icon={<KeyOutlined />}
                      aria-label={`${t("adminAccess.users.changePassword")}: ${u.name}`}
                      onClick={() => setPasswordFor({ id: u.id, name: u.name })}
                    />
                  </Tooltip>
                ) : null}
              </Space>
            )}
          />
        </Table>
      </List>
      {passwordFor ? <ChangePasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} /> : null}
    </AccessPage>
  );
}
