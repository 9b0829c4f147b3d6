import "../../../../i18n/modules/admin-access";
import { AppstoreOutlined, SafetyOutlined, UnorderedListOutlined } from "@ant-design/icons";
import { CreateButton, DeleteButton, EditButton, List } from "@refinedev/antd";
import { useCan } from "@refinedev/core";
import { Button, Grid, Input, Segmented, Select, Space, Table, Tag, Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useListFilters } from "../../../../components/portal/use-list-filters";
import { useTable } from "../../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../../config/constants";
import { AccessPage } from "../../../../features/access/access-page";
import { TypeTag } from "../../../../features/access/tags";
import { type AdminRole, USER_TYPES } from "../../../../features/access/types";
import { ROLES_RESOURCE } from "../hooks";
import { RolesGrid } from "./roles-grid";

type View = "list" | "grid";

/**
 * /admin/roles: the roles (type, user and permission counts; search, type filter, sort, paging) or, with
 * `?view=grid`, every role's permissions side by side.
 */
export default function RoleListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view: View = params.get("view") === "grid" ? "grid" : "list";
  const setView = (next: View) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === "grid") out.set("view", "grid");
        else out.delete("view");
        return out;
      },
      { replace: true },
    );

  return (
    <AccessPage testId="admin-roles">
      <List
        title={t("adminAccess.roles.title")}
        breadcrumb={false}
        headerButtons={<CreateButton data-testid="role-create">{t("adminAccess.roles.add")}</CreateButton>}
      >
        <Typography.Paragraph type="secondary">{t("adminAccess.roles.subtitle")}</Typography.Paragraph>
        <Segmented<View>
          value={view}
          onChange={setView}
          aria-label={t("adminAccess.grid.view")}
          options={[
            {
              value: "list",
              icon: <UnorderedListOutlined />,
              label: <span data-testid="roles-view-list">{t("adminAccess.grid.viewList")}</span>,
            },
            {
              value: "grid",
              icon: <AppstoreOutlined />,
              label: <span data-testid="roles-view-grid">{t("adminAccess.grid.viewGrid")}</span>,
            },
          ]}
          style={{ marginBottom: 16, maxWidth: "100%" }}
        />
        {view === "grid" ? <RolesGrid /> : <RoleTable />}
      </List>
    </AccessPage>
  );
}

/** The paged, searchable roles table. */
function RoleTable() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const { data: canPermissions } = useCan({ resource: ROLES_RESOURCE, action: "permissions" });
  const table = useTable<AdminRole>({
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "id", order: "asc" }] },
    errorNotification: false,
  });
  const { tableProps, get, setFilter, searchProps } = useListFilters(table);

  return (
    <>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 16 }}>
        <Input.Search
          {...searchProps}
          placeholder={t("adminAccess.roles.search")}
          aria-label={t("adminAccess.roles.search")}
          style={{ flex: "1 1 220px", maxWidth: 340 }}
        />
        <Select
          aria-label={t("adminAccess.roles.type")}
          value={String(get("type") ?? "")}
          onChange={(v) => setFilter("type", v)}
          options={[
            { value: "", label: t("adminAccess.roles.allTypes") },
            ...USER_TYPES.map((type) => ({ value: type, label: t(`adminAccess.types.${type}`) })),
          ]}
          style={{ flex: "1 1 160px", maxWidth: 220 }}
        />
      </div>
      <Table
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={screens.sm ? { x: "max-content" } : undefined}
        data-testid="role-table"
      >
        <Table.Column<AdminRole>
          dataIndex="name"
          key="name"
          title={t("adminAccess.roles.name")}
          sorter
          render={(_, r) => (
            <Space size={[4, 4]} wrap>
              <Typography.Text strong>{r.name}</Typography.Text>
              {r.is_system ? <Tag color="gold">{t("adminAccess.roles.builtIn")}</Tag> : null}
              {r.partner_name ? <Tag>{t("adminAccess.roles.partnerRole", { partner: r.partner_name })}</Tag> : null}
              {screens.sm ? null : <TypeTag type={r.type} />}
            </Space>
          )}
        />
        <Table.Column<AdminRole>
          dataIndex="type"
          key="type"
          title={t("adminAccess.roles.type")}
          responsive={["sm"]}
          sorter
          render={(_, r) => <TypeTag type={r.type} />}
        />
        <Table.Column<AdminRole>
          dataIndex="user_count"
          key="user_count"
          title={t("adminAccess.roles.users")}
          responsive={["md"]}
          sorter
        />
        <Table.Column<AdminRole>
          dataIndex="permission_count"
          key="permission_count"
          title={t("adminAccess.roles.permissions")}
          responsive={["md"]}
          sorter
        />
        <Table.Column<AdminRole>
          key="actions"
          title={t("adminAccess.common.actions")}
          render={(_, r) => (
            <Space size={4} wrap>
              {canPermissions?.can ? (
                <Link to={`/admin/roles/${r.id}/permissions`}>
                  <Button
                    size="small"
                    icon={<SafetyOutlined />}
                    aria-label={t("adminAccess.roles.managePermissionsNamed", { name: r.name })}
                    data-testid={`role-permissions-${r.id}`}
                  >
                    {screens.md ? t("adminAccess.roles.managePermissions") : null}
                  </Button>
                </Link>
              ) : null}
              <EditButton
                hideText
                size="small"
                recordItemId={r.id}
                aria-label={t("adminAccess.common.editNamed", { name: r.name })}
              />
              {r.is_system ? null : (
                <Tooltip title={r.user_count > 0 ? t("adminAccess.roles.deleteInUse") : undefined}>
                  <span>
                    <DeleteButton
                      hideText
                      size="small"
                      recordItemId={r.id}
                      disabled={r.user_count > 0}
                      confirmTitle={t("adminAccess.roles.deleteConfirm", { name: r.name })}
                      confirmOkText={t("adminAccess.common.delete")}
                      confirmCancelText={t("adminAccess.common.cancel")}
                      successNotification={() => ({ type: "success", message: t("adminAccess.roles.deleted") })}
                      errorNotification={false}
                      aria-label={`${t("adminAccess.common.delete")}: ${r.name}`}
                    />
                  </span>
                </Tooltip>
              )}
            </Space>
          )}
        />
      </Table>
    </>
  );
}
