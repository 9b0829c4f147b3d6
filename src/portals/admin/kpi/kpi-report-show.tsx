import "../../../i18n/modules/kpi-reports";
import { Show } from "@refinedev/antd";
import { useShow } from "@refinedev/core";
import { Collapse, Empty, Flex, Result, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { KpiBookingsDrawer } from "../../../features/kpi/kpi-bookings-drawer";
import { KpiPeriod, KpiTrend } from "../../../features/kpi/kpi-format";
import { KpiPartnerScores } from "../../../features/kpi/kpi-partner-scores";
import type { KpiReport, KpiScore } from "../../../features/kpi/types";
import { formatDateTime, formatNumber } from "../../../lib/format";

const RESOURCE = "admin-kpi-reports";

/**
 * /admin/kpi/reports/show/:id: a stored KPI report (kpi-report/details/{id}): its period and the previous one, then
 * each partner (best overall score first) with its overall score, trend, and per criterion the figure against the
 * target with the formula beside it; a criterion's bookings open in a drawer (the drill-down).
 */
export default function AdminKpiReportShow() {
  const { t, i18n } = useTranslation();
  const { query } = useShow<KpiReport>({
    resource: RESOURCE,
    errorNotification: false,
    meta: { silent: true, language: i18n.language },
  });
  const report = query.data?.data;
  const [drill, setDrill] = useState<{ partnerId: number; score: KpiScore } | null>(null);

  if (query.isError) return <Result status="404" title={t("kpiReports.show.notFound")} />;

  return (
    <Show
      isLoading={query.isLoading}
      breadcrumb={false}
      headerButtons={() => null}
      title={
        report ? (
          <Space wrap size={8}>
            <span>{t("kpiReports.title")}</span>
            <Typography.Text type="secondary" style={{ fontWeight: "normal" }} data-testid="kpi-report-period">
              <KpiPeriod from={report.from} to={report.to} />
            </Typography.Text>
          </Space>
        ) : (
          t("kpiReports.title")
        )
      }
    >
      {report ? (
        <Space direction="vertical" size={16} style={{ width: "100%" }}>
          <Space direction="vertical" size={0}>
            <Typography.Text>
              {t("kpiReports.show.previous")}: <KpiPeriod from={report.previous_from} to={report.previous_to} />
            </Typography.Text>
            {report.generated_by ? (
              <Typography.Text type="secondary">
                {t("kpiReports.show.generatedBy", {
                  name: report.generated_by.name,
                  date: formatDateTime(report.created_at),
                })}
              </Typography.Text>
            ) : null}
          </Space>
          {report.partners.length === 0 ? <Empty description={t("kpiReports.show.noPartners")} /> : null}
          {report.partners.length > 0 ? (
            <Collapse
              defaultActiveKey={[String(report.partners[0].partner_id)]}
              data-testid="kpi-partners"
              items={report.partners.map((p) => ({
                key: String(p.partner_id),
                label: (
                  <Flex wrap gap={8} align="center" justify="space-between">
                    <Typography.Text strong>{p.partner_name}</Typography.Text>
                    <Space wrap size={8}>
                      <Typography.Text data-testid="kpi-row-overall">
                        {t("kpiReports.partner.overall")}:{" "}
                        <bdi dir="ltr">{p.overall_score === null ? "—" : formatNumber(p.overall_score, 1)}</bdi>
                      </Typography.Text>
                      <KpiTrend trend={p.trend} change={p.change} />
                    </Space>
                  </Flex>
                ),
                children: (
                  <KpiPartnerScores
                    headless
                    partner={p}
                    onDrill={(score) => setDrill({ partnerId: p.partner_id, score })}
                  />
                ),
              }))}
            />
          ) : null}
          <KpiBookingsDrawer
            key={drill ? `${drill.partnerId}-${drill.score.criterion_id}` : "none"}
            reportId={report.id}
            partnerId={drill?.partnerId ?? 0}
            score={drill?.score ?? null}
            onClose={() => setDrill(null)}
          />
        </Space>
      ) : null}
    </Show>
  );
}
