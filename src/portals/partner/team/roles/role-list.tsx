import "../../../../i18n/modules/partner-team";
import { SafetyOutlined } from "@ant-design/icons";
import { CreateButton, EditButton, List } from "@refinedev/antd";
import { useCan } from "@refinedev/core";
import { Button, Grid, Input, Space, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useListFilters } from "../../../../components/portal/use-list-filters";
import { useTable } from "../../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../../config/constants";
import { AccessPage } from "../../../../features/access/access-page";
import type { AdminRole } from "../../../../features/access/types";
import { ROLES_PATH, ROLES_RESOURCE, useRoleLabel } from "../team-roles";

/**
 * /partner/team-roles: the company's roles (`GET role/list`, the caller's company only: the built-in Partner Owner,
 * Dispatcher and Technician and the company's own) with user and permission counts; search, sort, paging.
 */
export default function TeamRoleListPage() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const roleLabel = useRoleLabel();
  const { data: canPermissions } = useCan({ resource: ROLES_RESOURCE, action: "permissions" });
  const { data: canEdit } = useCan({ resource: ROLES_RESOURCE, action: "edit" });
  const { data: canCreate } = useCan({ resource: ROLES_RESOURCE, action: "create" });
  const table = useTable<AdminRole>({
    resource: ROLES_RESOURCE,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "id", order: "asc" }] },
    errorNotification: false,
  });
  const { tableProps, searchProps } = useListFilters(table);

  return (
    <AccessPage testId="partner-team-roles">
      <List
        title={t("partnerTeam.roles.title")}
        breadcrumb={false}
        headerButtons={
          canCreate?.can ? (
            <CreateButton resource={ROLES_RESOURCE} data-testid="team-role-create">
              {t("partnerTeam.roles.add")}
            </CreateButton>
          ) : null
        }
      >
        <Typography.Paragraph type="secondary">{t("partnerTeam.roles.subtitle")}</Typography.Paragraph>
        <Input.Search
          {...searchProps}
          placeholder={t("partnerTeam.roles.search")}
          aria-label={t("partnerTeam.roles.search")}
          style={{ maxWidth: 340, marginBottom: 16 }}
        />
        <Table {...tableProps} rowKey="id" size="middle" scroll={{ x: "max-content" }} data-testid="team-role-table">
          <Table.Column<AdminRole>
            dataIndex="name"
            key="name"
            title={t("partnerTeam.roles.name")}
            sorter
            render={(_, r) => (
              <Space size={[4, 4]} wrap>
                <Typography.Text strong>{roleLabel(r)}</Typography.Text>
                {r.is_system ? <Tag color="gold">{t("partnerTeam.roles.builtIn")}</Tag> : null}
              </Space>
            )}
          />
          <Table.Column<AdminRole>
            dataIndex="user_count"
            key="user_count"
            title={t("partnerTeam.roles.users")}
            sorter
          />
          <Table.Column<AdminRole>
            dataIndex="permission_count"
            key="permission_count"
            title={t("partnerTeam.roles.permissions")}
            responsive={["sm"]}
            sorter
          />
          <Table.Column<AdminRole>
            key="actions"
            title={t("partnerTeam.common.actions")}
            render={(_, r) => (
              <Space size={4}>
                {canPermissions?.can ? (
                  <Link to={`${ROLES_PATH}/${r.id}/permissions`}>
                    <Button
                      size="small"
                      icon={<SafetyOutlined />}
                      aria-label={t("partnerTeam.roles.managePermissionsNamed", { name: roleLabel(r) })}
                      data-testid={`team-role-permissions-${r.id}`}
                    >
                      {screens.md ? t("partnerTeam.roles.managePermissions") : null}
                    </Button>
                  </Link>
                ) : null}
                {canEdit?.can && !r.is_system ? (
                  <EditButton
                    hideText
                    size="small"
                    resource={ROLES_RESOURCE}
                    recordItemId={r.id}
                    aria-label={t("partnerTeam.common.editNamed", { name: r.name })}
                    data-testid={`team-role-edit-${r.id}`}
                  />
                ) : null}
              </Space>
            )}
          />
        </Table>
      </List>
    </AccessPage>
  );
}
