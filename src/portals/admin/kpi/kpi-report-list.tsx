import "../../../i18n/modules/kpi-reports";
import { List } from "@refinedev/antd";
import { CanAccess, useInvalidate } from "@refinedev/core";
import { Card, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PartnerSelect } from "../../../components/portal/partner-select";
import { useTable } from "../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { day, KpiPeriod } from "../../../features/kpi/kpi-format";
import { KpiGenerateForm } from "../../../features/kpi/kpi-generate-form";
import type { KpiReportRow } from "../../../features/kpi/types";
import { formatDateTime, formatNumber } from "../../../lib/format";

const RESOURCE = "admin-kpi-reports";

/**
 * /admin/kpi/reports: the KPI reports generated (kpi-report/list), newest first; "Generate a report" (a period and
 * optionally one partner, for roles holding genrate-kpi-report) stores a new one and opens it. A report's period
 * opens it (each partner's scores, trend, formulas, the bookings behind a figure).
 */
export default function AdminKpiReportList() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { tableProps } = useTable<KpiReportRow>({
    resource: RESOURCE,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    meta: { language: i18n.language },
    errorNotification: false,
  });

  return (
    <List title={t("kpiReports.title")} breadcrumb={false}>
      <Typography.Paragraph type="secondary">{t("kpiReports.subtitle")}</Typography.Paragraph>
      <CanAccess resource={RESOURCE} action="generate">
        <Card size="small" title={t("kpiReports.generate.title")} style={{ marginBottom: 16 }}>
          <KpiGenerateForm
            partnerField={
              <PartnerSelect
                source="search"
                allowClear
                placeholder={t("kpiReports.generate.allPartners")}
                testId="kpi-partner"
              />
            }
            onGenerated={async (report) => {
              await invalidate({ resource: RESOURCE, invalidates: ["list"] });
              navigate(`/admin/kpi/reports/show/${report.id}`);
            }}
          />
        </Card>
      </CanAccess>
      <Table<KpiReportRow>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("kpiReports.list.empty") }}
        data-testid="kpi-report-table"
      >
        <Table.Column<KpiReportRow>
          title={t("kpiReports.list.period")}
          render={(_, r) => (
            <Link
              to={`/admin/kpi/reports/show/${r.id}`}
              aria-label={t("kpiReports.list.open", { period: `${day(r.from)} – ${day(r.to)}` })}
            >
              <KpiPeriod from={r.from} to={r.to} />
            </Link>
          )}
        />
        <Table.Column<KpiReportRow>
          title={t("kpiReports.list.scope")}
          render={(_, r) => r.partner_name ?? t("kpiReports.list.allPartners", { count: r.partners_count })}
        />
        <Table.Column<KpiReportRow> title={t("kpiReports.list.bookings")} dataIndex="bookings" align="end" />
        <Table.Column<KpiReportRow>
          title={t("kpiReports.list.average")}
          dataIndex="overall_score"
          align="end"
          render={(v: number | null) => (v === null ? "—" : formatNumber(v, 1))}
        />
        <Table.Column<KpiReportRow>
          title={t("kpiReports.list.generatedBy")}
          render={(_, r) => r.generated_by?.name ?? "—"}
        />
        <Table.Column<KpiReportRow>
          title={t("kpiReports.list.created")}
          dataIndex="created_at"
          render={(v: string) => <bdi dir="ltr">{formatDateTime(v)}</bdi>}
        />
      </Table>
    </List>
  );
}
