import "../../../../i18n/modules/admin-partners";
import { List } from "@refinedev/antd";
import { useCan } from "@refinedev/core";
import { Badge, Button, Grid, Input, Space, Table, Tabs, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useListFilters } from "../../../../components/portal/use-list-filters";
import { useTable } from "../../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../../config/constants";
import { formatDate } from "../../../../lib/format";
import { AdminPage, FilterBar } from "../admin-page";
import { ApplicationStatusTag } from "../status-tags";
import { type AdminApplicationSummary, APPLICATION_TABS, type ApplicationTab } from "../types";
import { APPLICATIONS, useApplicationCounts } from "./use-application-counts";
import { useBulkDecision } from "./use-bulk-decision";
import "../../../../components/portal/selectable-rows";

/** /admin/applications: partner applications by status (tabs with counts), search, sort, paging, bulk decisions. */
export default function ApplicationListPage() {
  const { t } = useTranslation();
  const { data: canDecide } = useCan({ resource: APPLICATIONS, action: "status" });
  const screens = Grid.useBreakpoint();
  const table = useTable<AdminApplicationSummary>({
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "id", order: "desc" }] },
    errorNotification: false,
  });
  const { tableProps, get, setFilter, searchProps } = useListFilters(table);
  const counts = useApplicationCounts();
  const [selected, setSelected] = useState<number[]>([]);
  const tab: ApplicationTab = (get("status") as ApplicationTab | undefined) ?? "all";
  const bulk = useBulkDecision(selected, () => setSelected([]));

  const tabLabel = (key: ApplicationTab) => (
    <Space size={6}>
      {t(`adminPartners.applications.tabs.${key}`)}
      <Badge
        count={counts?.[key] ?? 0}
        showZero
        overflowCount={9999}
        color={key === "submitted" ? "blue" : "#bfbfbf"}
        data-testid={`count-${key}`}
      />
    </Space>
  );

  return (
    <AdminPage>
      <List title={t("adminPartners.applications.title")} breadcrumb={false}>
        <Typography.Paragraph type="secondary">{t("adminPartners.applications.subtitle")}</Typography.Paragraph>
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setSelected([]);
            setFilter("status", key === "all" ? undefined : key);
          }}
          items={APPLICATION_TABS.map((key) => ({ key, label: tabLabel(key) }))}
          data-testid="application-tabs"
        />
        <FilterBar>
          <Input.Search
            {...searchProps}
            placeholder={t("adminPartners.applications.search")}
            aria-label={t("adminPartners.applications.search")}
            style={{ flex: "1 1 220px", maxWidth: 360 }}
          />
          {canDecide?.can ? (
            <Space wrap>
              <Button
                disabled={!selected.length}
                loading={bulk.running === "under-review"}
                onClick={() => bulk.confirm("under-review")}
                data-testid="bulk-under-review"
              >
                {t("adminPartners.applications.bulkReview", { count: selected.length })}
              </Button>
              <Button
                type="primary"
                disabled={!selected.length}
                loading={bulk.running === "approve"}
                onClick={() => bulk.confirm("approve")}
                data-testid="bulk-approve"
              >
                {t("adminPartners.applications.bulkApprove", { count: selected.length })}
              </Button>
            </Space>
          ) : null}
        </FilterBar>
        <Table
          {...tableProps}
          rowKey="id"
          size="middle"
          scroll={screens.sm ? { x: "max-content" } : undefined}
          data-testid="application-table"
          rowSelection={
            canDecide?.can
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(Number)),
                  getCheckboxProps: (r) => ({
                    "aria-label": r.legal_name ?? `#${r.id}`,
                    disabled: !["submitted", "under-review"].includes(r.status),
                  }),
                }
              : undefined
          }
        >
          <Table.Column<AdminApplicationSummary>
            dataIndex="legal_name_en"
            key="legal_name_en"
            title={t("adminPartners.applications.company")}
            sorter
            render={(_, r) => (
              <span>
                <Link to={`/admin/applications/show/${r.id}`} data-testid="application-link">
                  {r.legal_name ?? t("adminPartners.applications.unnamed", { id: r.id })}
                </Link>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {r.applicant_name} · <bdi>{r.applicant_email}</bdi>
                </Typography.Text>
                {!screens.sm ? (
                  <>
                    <br />
                    <ApplicationStatusTag status={r.status} label={r.status_label} />
                  </>
                ) : null}
              </span>
            )}
          />
          <Table.Column<AdminApplicationSummary>
            dataIndex="trade_license_number"
            key="trade_license_number"
            title={t("adminPartners.applications.licence")}
            responsive={["md"]}
            render={(v: string | null) => (v ? <bdi>{v}</bdi> : "—")}
          />
          <Table.Column<AdminApplicationSummary>
            dataIndex="status"
            key="status"
            title={t("adminPartners.applications.status")}
            responsive={["sm"]}
            sorter
            render={(_, r) => <ApplicationStatusTag status={r.status} label={r.status_label} />}
          />
          <Table.Column<AdminApplicationSummary>
            dataIndex="submitted_at"
            key="submitted_at"
            title={t("adminPartners.applications.submitted")}
            responsive={["lg"]}
            sorter
            render={(v: string | null) => (v ? <bdi>{formatDate(v)}</bdi> : "—")}
          />
          <Table.Column<AdminApplicationSummary>
            dataIndex="updated_at"
            key="updated_at"
            title={t("adminPartners.applications.updated")}
            responsive={["lg"]}
            sorter
            render={(v: string) => <bdi>{formatDate(v)}</bdi>}
          />
          <Table.Column<AdminApplicationSummary>
            key="actions"
            title={t("adminPartners.common.actions")}
            render={(_, r) => (
              <Link to={`/admin/applications/show/${r.id}`}>{t("adminPartners.applications.review")}</Link>
            )}
          />
        </Table>
      </List>
    </AdminPage>
  );
}
