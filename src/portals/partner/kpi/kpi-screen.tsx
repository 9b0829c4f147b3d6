import "../../../i18n/modules/kpi-reports";
import { CanAccess, useInvalidate, useShow } from "@refinedev/core";
import { Alert, Button, Card, Empty, Flex, Select, Space, Spin, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useTable } from "../../../components/portal/use-table";
import { KpiBookingsDrawer } from "../../../features/kpi/kpi-bookings-drawer";
import { day, KpiPeriod, useKpiValue } from "../../../features/kpi/kpi-format";
import { KpiGenerateForm } from "../../../features/kpi/kpi-generate-form";
import { KpiPartnerScores } from "../../../features/kpi/kpi-partner-scores";
import type { KpiReport, KpiReportRow, KpiScore } from "../../../features/kpi/types";

const RESOURCE = "partner-kpis";

/**
 * /partner/kpis: the company's KPIs from the latest KPI report that scores it (or another one picked): the overall
 * score with its trend against the previous period, each criterion against its target with the formula, a warning
 * for a score between its target and the warning threshold, the criteria missed, and the bookings that pulled a
 * score down (a drawer per criterion). A role holding genrate-kpi-report generates its own report for a period.
 */
export default function PartnerKpis() {
  const { t, i18n } = useTranslation();
  const value = useKpiValue();
  const invalidate = useInvalidate();
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const [drill, setDrill] = useState<{ score: KpiScore; pulled: boolean } | null>(null);
  const { tableProps } = useTable<KpiReportRow>({
    resource: RESOURCE,
    pagination: { pageSize: 20 },
    meta: { language: i18n.language },
    errorNotification: false,
    syncWithLocation: false,
  });
  const reports = (tableProps.dataSource ?? []) as KpiReportRow[];
  const reportId = picked ?? reports[0]?.id;
  const { query } = useShow<KpiReport>({
    resource: RESOURCE,
    id: reportId,
    errorNotification: false,
    meta: { silent: true, language: i18n.language },
    queryOptions: { enabled: reportId !== undefined },
  });
  const report = reportId === undefined ? undefined : query.data?.data;
  const mine = report?.partners[0];
  const warnings = mine?.scores.filter((s) => s.status === "warning") ?? [];
  const missed = mine?.scores.filter((s) => s.status === "missed") ?? [];
  const pulled = mine?.scores.filter((s) => s.pulled_down > 0) ?? [];
  const item = (s: KpiScore) =>
    t("kpiReports.kpis.warningItem", { name: s.name, value: value(s.unit, s.value), target: value(s.unit, s.target) });
  /** The criteria close to (`warning`) or past (`error`) their targets, listed in an alert; none: no alert. */
  const scoreAlert = (type: "warning" | "error", scores: KpiScore[], title: string, testId: string) =>
    scores.length > 0 ? (
      <Alert
        type={type}
        showIcon
        message={title}
        description={
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {scores.map((s) => (
              <li key={s.criterion_id}>{item(s)}</li>
            ))}
          </ul>
        }
        data-testid={testId}
      />
    ) : null;

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }} data-testid="partner-kpis">
      <div>
        <Typography.Title level={3} style={{ marginBottom: 4 }}>
          {t("kpiReports.kpis.title")}
        </Typography.Title>
        <Typography.Text type="secondary">{t("kpiReports.kpis.subtitle")}</Typography.Text>
      </div>
      <CanAccess resource={RESOURCE} action="generate">
        <Card size="small" title={t("kpiReports.generate.title")}>
          <KpiGenerateForm
            onGenerated={async (r) => {
              await invalidate({ resource: RESOURCE, invalidates: ["list"] });
              setPicked(r.id);
            }}
          />
        </Card>
      </CanAccess>
      {reports.length > 0 ? (
        <Flex wrap gap={8} align="center">
          <Typography.Text strong>{t("kpiReports.kpis.report")}</Typography.Text>
          <Select<number>
            value={reportId}
            onChange={setPicked}
            style={{ minWidth: 240, maxWidth: "100%" }}
            aria-label={t("kpiReports.kpis.report")}
            data-testid="kpi-report-picker"
            options={reports.map((r, i) => ({
              value: r.id,
              label: `${day(r.from)} – ${day(r.to)}${i === 0 ? ` (${t("kpiReports.kpis.latest")})` : ""}`,
            }))}
          />
        </Flex>
      ) : null}
      {tableProps.loading || (reportId !== undefined && query.isLoading) ? <Spin /> : null}
      {!tableProps.loading && reports.length === 0 ? <Empty description={t("kpiReports.kpis.none")} /> : null}
      {mine && report ? (
        <>
          {scoreAlert("warning", warnings, t("kpiReports.kpis.warningTitle"), "kpi-warning")}
          {scoreAlert("error", missed, t("kpiReports.kpis.missedTitle"), "kpi-missed")}
          <KpiPartnerScores
            partner={mine}
            title={<KpiPeriod from={report.from} to={report.to} />}
            onDrill={(score) => setDrill({ score, pulled: false })}
          />
          {pulled.length > 0 ? (
            <Card size="small" title={t("kpiReports.kpis.pulledTitle")} data-testid="kpi-pulled">
              <Flex wrap gap={8}>
                {pulled.map((s) => (
                  <Button
                    key={s.criterion_id}
                    onClick={() => setDrill({ score: s, pulled: true })}
                    style={{ whiteSpace: "normal", height: "auto", textAlign: "start" }}
                  >
                    {s.name}: {t("kpiReports.criteria.pulledDown", { count: s.pulled_down })}
                  </Button>
                ))}
              </Flex>
            </Card>
          ) : null}
          <KpiBookingsDrawer
            key={drill ? `${drill.score.criterion_id}-${drill.pulled}` : "none"}
            reportId={report.id}
            partnerId={mine.partner_id}
            score={drill?.score ?? null}
            initialPulledDown={drill?.pulled ?? false}
            onClose={() => setDrill(null)}
          />
        </>
      ) : null}
    </Space>
  );
}
