import "../../../../i18n/modules/admin-partners";
import { List, useTable } from "@refinedev/antd";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Badge, Button, Grid, Input, Space, Table, Tabs, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { api } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import { useListFilters } from "../../../../components/portal/use-list-filters";
import { DEFAULT_PAGE_SIZE } from "../../../../config/constants";
import { formatDate } from "../../../../lib/format";
import { AdminPage, ApplicationStatusTag, FilterBar, useHasPermission } from "../shared";
import {
  type AdminApplicationSummary,
  APPLICATION_TABS,
  type ApplicationCounts,
  type ApplicationTab,
  type BulkResult,
} from "../types";

export const COUNTS_KEY = ["admin-partners", "application-counts"];

/** /admin/applications: partner applications by status (tabs with counts), search, sort, paging, bulk decisions. */
export default function ApplicationListPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const canDecide = useHasPermission("change-status-application");
  const screens = Grid.useBreakpoint();
  const table = useTable<AdminApplicationSummary>({
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "id", order: "desc" }] },
    errorNotification: false,
  });
  const { tableQuery } = table;
  const { tableProps, get, setFilter, searchProps } = useListFilters(table);
  const counts = useQuery({
    queryKey: COUNTS_KEY,
    queryFn: async () => (await api.get<ApplicationCounts>(ENDPOINTS.adminApplicationCounts)).data,
  });
  const [selected, setSelected] = useState<number[]>([]);
  const tab: ApplicationTab = (get("status") as ApplicationTab | undefined) ?? "all";

  const bulk = useMutation({
    mutationFn: async (action: "under-review" | "approve") =>
      (await api.post<BulkResult>(ENDPOINTS.adminApplicationBulk, { ids: selected, action })).data,
    onSuccess: (result) => {
      setSelected([]);
      void tableQuery.refetch();
      void queryClient.invalidateQueries({ queryKey: COUNTS_KEY });
      if (result.failed.length === 0) {
        message.success(t("adminPartners.applications.bulkDone", { count: result.done.length }));
        return;
      }
      modal.warning({
        title: t("adminPartners.applications.bulkPartial", {
          done: result.done.length,
          failed: result.failed.length,
        }),
        content: (
          <ul style={{ paddingInlineStart: 18, margin: 0 }} data-testid="bulk-failed">
            {result.failed.map((f) => (
              <li key={f.id}>
                #{f.id}: {f.message}
              </li>
            ))}
          </ul>
        ),
        okText: t("adminPartners.common.ok"),
      });
    },
  });
  const confirmBulk = (action: "under-review" | "approve") =>
    modal.confirm({
      title: t(
        action === "approve"
          ? "adminPartners.applications.bulkApproveTitle"
          : "adminPartners.applications.bulkReviewTitle",
        { count: selected.length },
      ),
      content: t(
        action === "approve"
          ? "adminPartners.applications.bulkApproveBody"
          : "adminPartners.applications.bulkReviewBody",
      ),
      okText: t("adminPartners.common.confirm"),
      cancelText: t("adminPartners.common.cancel"),
      onOk: () => bulk.mutateAsync(action).catch(() => undefined),
    });

  const tabLabel = (key: ApplicationTab) => (
    <Space size={6}>
      {t(`adminPartners.applications.tabs.${key}`)}
      <Badge
        count={counts.data?.[key] ?? 0}
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
          {canDecide ? (
            <Space wrap>
              <Button
                disabled={!selected.length}
                loading={bulk.isPending && bulk.variables === "under-review"}
                onClick={() => confirmBulk("under-review")}
                data-testid="bulk-under-review"
              >
                {t("adminPartners.applications.bulkReview", { count: selected.length })}
              </Button>
              <Button
                type="primary"
                disabled={!selected.length}
                loading={bulk.isPending && bulk.variables === "approve"}
                onClick={() => confirmBulk("approve")}
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
            canDecide
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
