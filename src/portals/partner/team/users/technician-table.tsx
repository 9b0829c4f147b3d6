import "../../../../i18n/modules/partner-team";
import { EditButton } from "@refinedev/antd";
import { Badge, Input, Select, Space, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../../api/api-types";
import { useListFilters } from "../../../../components/portal/use-list-filters";
import { useTable } from "../../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../../config/constants";
import { USERS_RESOURCE } from "../team-roles";

type Technician = ApiSchema<"Technician">;

/** The company's technicians (`GET partner/technician/list`): profile, skills and open jobs; search and filters. */
export function TechnicianTable({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const table = useTable<Technician>({
    resource: "partner-technicians",
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    errorNotification: false,
  });
  const { tableProps, get, setFilter, searchProps } = useListFilters(table);
  const language = (code: string) => t(`partnerTeam.technician.languageNames.${code}`, { defaultValue: code });

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
          aria-label={t("partnerTeam.technician.active")}
          value={String(get("is_active") ?? "")}
          onChange={(v) => setFilter("is_active", v)}
          options={[
            { value: "", label: t("partnerTeam.users.allStatuses") },
            { value: "1", label: t("partnerTeam.technician.active") },
            { value: "0", label: t("partnerTeam.users.inactiveTechnician") },
          ]}
          style={{ flex: "1 1 150px", maxWidth: 220 }}
        />
      </div>
      <Table {...tableProps} rowKey="id" size="middle" scroll={{ x: "max-content" }} data-testid="technician-table">
        <Table.Column<Technician>
          dataIndex="name"
          key="name"
          title={t("partnerTeam.users.name")}
          render={(_, r) => (
            <Space size={8}>
              <span
                aria-hidden
                style={{ display: "inline-block", width: 12, height: 12, borderRadius: 6, background: r.colour }}
              />
              <Typography.Text strong>{r.name}</Typography.Text>
              {r.status === "inactive" ? <Tag>{t("partnerTeam.status.inactive")}</Tag> : null}
            </Space>
          )}
        />
        <Table.Column<Technician>
          dataIndex="is_active"
          key="is_active"
          title={t("partnerTeam.technician.active")}
          render={(v: boolean) => (
            // a dot and body text: a green tag's text falls short of AA contrast
            <Badge
              status={v ? "success" : "default"}
              text={v ? t("partnerTeam.technician.active") : t("partnerTeam.users.inactiveTechnician")}
            />
          )}
        />
        <Table.Column<Technician>
          dataIndex="open_jobs"
          key="open_jobs"
          title={t("partnerTeam.technician.openJobs")}
          align="center"
        />
        <Table.Column<Technician>
          dataIndex="languages"
          key="languages"
          title={t("partnerTeam.technician.languages")}
          responsive={["md"]}
          render={(v: string[]) => (v.length ? v.map(language).join(t("partnerTeam.common.listSeparator")) : "—")}
        />
        <Table.Column<Technician>
          key="skills"
          title={t("partnerTeam.technician.skills")}
          responsive={["md"]}
          render={(_, r) =>
            r.service_ids.length + r.category_ids.length === 0
              ? t("partnerTeam.technician.allServices")
              : t("partnerTeam.technician.skillCount", {
                  services: r.service_ids.length,
                  categories: r.category_ids.length,
                })
          }
        />
        {canEdit ? (
          <Table.Column<Technician>
            key="actions"
            title={t("partnerTeam.common.actions")}
            render={(_, r) => (
              <EditButton
                hideText
                size="small"
                resource={USERS_RESOURCE}
                recordItemId={r.id}
                aria-label={t("partnerTeam.common.editNamed", { name: r.name })}
              />
            )}
          />
        ) : null}
      </Table>
    </>
  );
}
