import "../../i18n/modules/kpi-reports";
import { ArrowDownOutlined, UnorderedListOutlined } from "@ant-design/icons";
import { Button, Card, Flex, Grid, List, Progress, Space, Statistic, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../lib/format";
import { KpiStatusTag, KpiTrend, useKpiValue } from "./kpi-format";
import type { KpiReportPartner, KpiScore } from "./types";

const scoreColour = (s: KpiScore["status"]) =>
  s === "met" ? "#389e0d" : s === "warning" ? "#d48806" : s === "missed" ? "#cf1322" : undefined;

/**
 * One partner's scores in a KPI report: the overall weighted score with the trend against the previous period, and
 * per criterion its figure against the target (the warning threshold beside it), the score 0-100, the weight, the
 * status and the formula in words; a criterion's bookings open with `onDrill`. A table from 768 px, blocks below.
 */
export function KpiPartnerScores({
  partner,
  onDrill,
  title,
  headless = false,
}: {
  partner: KpiReportPartner;
  onDrill: (score: KpiScore) => void;
  title?: React.ReactNode;
  /** no card title (the partner is named around it already) */
  headless?: boolean;
}) {
  const { t } = useTranslation();
  const value = useKpiValue();
  const wide = Grid.useBreakpoint().md ?? true;
  const figure = (s: KpiScore) => (
    <Space direction="vertical" size={0}>
      <Typography.Text strong data-testid="kpi-value">
        {value(s.unit, s.value)}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t("kpiReports.criteria.target")}: {value(s.unit, s.target)}
        {s.warning !== null ? ` · ${t("kpiReports.criteria.warningAt", { value: value(s.unit, s.warning) })}` : ""}
      </Typography.Text>
    </Space>
  );
  const name = (s: KpiScore) => (
    <Space direction="vertical" size={0} style={{ maxWidth: 300, whiteSpace: "normal" }}>
      <Typography.Text strong>{s.name}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="kpi-formula">
        {s.formula}
      </Typography.Text>
    </Space>
  );
  const score = (s: KpiScore) =>
    s.score === null ? (
      "—"
    ) : (
      <Progress
        percent={s.score}
        size="small"
        strokeColor={scoreColour(s.status)}
        status="normal"
        format={(p) => <Typography.Text style={{ fontSize: 12 }}>{formatNumber(p ?? 0, 1)}</Typography.Text>}
        style={{ minWidth: 100, marginBottom: 0 }}
        aria-label={`${t("kpiReports.criteria.score")} ${formatNumber(s.score, 1)}`}
      />
    );
  const drill = (s: KpiScore) => (
    <Button
      size="small"
      icon={<UnorderedListOutlined />}
      onClick={() => onDrill(s)}
      disabled={s.bookings === 0}
      aria-label={`${t("kpiReports.criteria.view", { name: s.name })}${
        s.pulled_down > 0 ? ` (${t("kpiReports.criteria.pulledDown", { count: s.pulled_down })})` : ""
      }`}
      title={s.pulled_down > 0 ? t("kpiReports.criteria.pulledDown", { count: s.pulled_down }) : undefined}
      data-testid={`kpi-drill-${s.metric}`}
    >
      {formatNumber(s.bookings, 0)}
      {s.pulled_down > 0 ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          <ArrowDownOutlined aria-hidden /> {formatNumber(s.pulled_down, 0)}
        </Typography.Text>
      ) : null}
    </Button>
  );

  return (
    <Card
      size="small"
      title={headless ? undefined : (title ?? partner.partner_name)}
      variant={headless ? "borderless" : "outlined"}
      styles={headless ? { body: { padding: 0 } } : undefined}
      data-testid={`kpi-partner-${partner.partner_id}`}
    >
      <Flex wrap gap={24} align="center" style={{ marginBottom: 12 }}>
        <Statistic
          title={t("kpiReports.partner.overall")}
          value={partner.overall_score === null ? "—" : formatNumber(partner.overall_score, 1)}
          suffix={partner.overall_score === null ? undefined : "/ 100"}
          valueStyle={{ direction: "ltr" }}
          data-testid="kpi-overall"
        />
        <Space direction="vertical" size={0}>
          <Typography.Text type="secondary">
            {partner.previous_overall_score === null
              ? t("kpiReports.partner.noPrevious")
              : t("kpiReports.partner.previous", { score: formatNumber(partner.previous_overall_score, 1) })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t("kpiReports.partner.bookings", { count: partner.bookings })}
          </Typography.Text>
          {partner.trend !== null ? <KpiTrend trend={partner.trend} change={partner.change} /> : null}
        </Space>
      </Flex>
      {wide ? (
        <Table<KpiScore>
          dataSource={partner.scores}
          rowKey="criterion_id"
          size="small"
          pagination={false}
          scroll={{ x: "max-content" }}
          data-testid="kpi-scores"
        >
          <Table.Column<KpiScore> title={t("kpiReports.criteria.criterion")} render={(_, s) => name(s)} />
          <Table.Column<KpiScore> title={t("kpiReports.criteria.value")} render={(_, s) => figure(s)} />
          <Table.Column<KpiScore>
            title={t("kpiReports.criteria.score")}
            render={(_, s) => (
              <Space direction="vertical" size={0}>
                {score(s)}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t("kpiReports.criteria.weight")}: {s.weight}
                </Typography.Text>
              </Space>
            )}
          />
          <Table.Column<KpiScore>
            title={t("kpiReports.criteria.status")}
            render={(_, s) => <KpiStatusTag status={s.status} />}
          />
          <Table.Column<KpiScore> title={t("kpiReports.criteria.bookings")} render={(_, s) => drill(s)} />
        </Table>
      ) : (
        <List<KpiScore>
          dataSource={partner.scores}
          rowKey="criterion_id"
          data-testid="kpi-scores"
          renderItem={(s) => (
            <List.Item>
              <Space direction="vertical" size={6} style={{ width: "100%" }}>
                <Flex justify="space-between" align="start" gap={8}>
                  {name(s)}
                  <KpiStatusTag status={s.status} />
                </Flex>
                {figure(s)}
                {score(s)}
                <Flex justify="space-between" align="center" gap={8} wrap>
                  <Typography.Text type="secondary">
                    {t("kpiReports.criteria.weight")}: {s.weight}
                  </Typography.Text>
                  {drill(s)}
                </Flex>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
