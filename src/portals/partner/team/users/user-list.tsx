import "../../../../i18n/modules/partner-team";
import { CreateButton, List } from "@refinedev/antd";
import { useCan } from "@refinedev/core";
import { Input, Segmented, Select, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useListFilters } from "../../../../components/portal/use-list-filters";
import { useTable } from "../../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../../config/constants";
import { AccessPage } from "../../../../features/access/access-page";
import type { AdminUser } from "../../../../features/access/types";
import { useRoleOptions } from "../../../../features/access/use-role-options";
import { useKhidmaStore } from "../../../../state";
import { ROLES_RESOURCE, USERS_RESOURCE, useRoleLabel } from "../team-roles";
import { TechnicianTable } from "./technician-table";
import { useTeamUserActions } from "./use-team-user-actions";
import { useTeamUserColumns } from "./user-columns";

/**
 * /partner/team-users: the company's team (`GET user/list`, the caller's company only): search, role and status
 * filters, server-side sorting and paging; activate/deactivate, send a password reset code, edit.
 */
export default function TeamUserListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data: canTechnicians } = useCan({ resource: USERS_RESOURCE, action: "technicians" });
  const { data: canEdit } = useCan({ resource: USERS_RESOURCE, action: "edit" });
  const technicians = params.get("view") === "technicians" && Boolean(canTechnicians?.can);
  // a new view starts without the other one's filters, sort and page
  const setView = (next: "team" | "technicians") =>
    setParams(next === "technicians" ? { view: "technicians" } : {}, { replace: true });

  return (
    <AccessPage testId="partner-team-users">
      <List title={t("partnerTeam.users.title")} breadcrumb={false} headerButtons={<AddButton />}>
        <Typography.Paragraph type="secondary">{t("partnerTeam.users.subtitle")}</Typography.Paragraph>
        {canTechnicians?.can ? (
          <Segmented
            value={technicians ? "technicians" : "team"}
            onChange={(v) => setView(v as "team" | "technicians")}
            aria-label={t("partnerTeam.users.view")}
            options={[
              { value: "team", label: <span data-testid="team-view-team">{t("partnerTeam.users.viewTeam")}</span> },
              {
                value: "technicians",
                label: <span data-testid="team-view-technicians">{t("partnerTeam.users.viewTechnicians")}</span>,
              },
            ]}
            style={{ marginBottom: 16, maxWidth: "100%" }}
          />
        ) : null}
        {technicians ? <TechnicianTable canEdit={Boolean(canEdit?.can)} /> : <TeamTable />}
      </List>
    </AccessPage>
  );
}

function AddButton() {
  const { t } = useTranslation();
  const { data: canCreate } = useCan({ resource: USERS_RESOURCE, action: "create" });
  return canCreate?.can ? (
    <CreateButton resource={USERS_RESOURCE} data-testid="team-user-create">
      {t("partnerTeam.users.add")}
    </CreateButton>
  ) : null;
}

/** Everyone of the team, with search, role and status filters. */
function TeamTable() {
  const { t } = useTranslation();
  const roles = useRoleOptions(ROLES_RESOURCE);
  const roleLabel = useRoleLabel();
  const selfId = useKhidmaStore((s) => s.session.user?.id);
  const { data: canStatus } = useCan({ resource: USERS_RESOURCE, action: "status" });
  const { data: canReset } = useCan({ resource: USERS_RESOURCE, action: "reset" });
  const { data: canEdit } = useCan({ resource: USERS_RESOURCE, action: "edit" });
  const table = useTable<AdminUser>({
    resource: USERS_RESOURCE,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "name", order: "asc" }] },
    errorNotification: false,
  });
  const { tableProps, get, setFilter, searchProps } = useListFilters(table);
  const { busy, toggle, sendResetCode } = useTeamUserActions();
  const columns = useTeamUserColumns({
    selfId,
    canStatus: Boolean(canStatus?.can),
    canReset: Boolean(canReset?.can),
    canEdit: Boolean(canEdit?.can),
    busy,
    onToggle: toggle,
    onReset: sendResetCode,
  });

  return (
    <>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 16 }}>
        <Input.Search
          {...searchProps}
          placeholder={t("partnerTeam.users.search")}
          aria-label={t("partnerTeam.users.search")}
          style={{ flex: "1 1 240px", maxWidth: 380 }}
        />
        <Select
          allowClear
          aria-label={t("partnerTeam.users.roles")}
          placeholder={t("partnerTeam.users.allRoles")}
          loading={roles.isLoading}
          value={get("role_id")}
          onChange={(v) => setFilter("role_id", v)}
          options={(roles.data ?? []).map((r) => ({ value: r.id, label: roleLabel(r) }))}
          showSearch
          optionFilterProp="label"
          style={{ flex: "1 1 160px", maxWidth: 220 }}
          data-testid="team-filter-role"
        />
        <Select
          aria-label={t("partnerTeam.users.status")}
          value={String(get("status") ?? "")}
          onChange={(v) => setFilter("status", v)}
          options={[
            { value: "", label: t("partnerTeam.users.allStatuses") },
            { value: "active", label: t("partnerTeam.status.active") },
            { value: "inactive", label: t("partnerTeam.status.inactive") },
          ]}
          style={{ flex: "1 1 150px", maxWidth: 200 }}
          data-testid="team-filter-status"
        />
      </div>
      <Table
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        data-testid="team-user-table"
        columns={columns}
      />
    </>
  );
}
