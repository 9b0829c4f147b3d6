import "../../i18n/modules/kpi-reports";
import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from "@ant-design/icons";
import { Tag } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { currentDisplayFormats, formatNumber } from "../../lib/format";
import type { KpiScore } from "./types";

/** A figure in its unit: "92.5 %", "4.35 ★", "31 min" (no data: "No data"). */
export function useKpiValue() {
  const { t } = useTranslation();
  return (unit: string, value: number | null | undefined) => {
    if (value === null || value === undefined) return t("kpiReports.partner.noData");
    const decimals = unit === "rating" ? 2 : 1;
    const text = formatNumber(value, Number.isInteger(value) ? 0 : decimals);
    const key = unit === "rating" || unit === "minutes" ? unit : "percent";
    return t(`kpiReports.units.${key}`, { value: text });
  };
}

const STATUS_COLOR: Record<string, string> = { met: "green", warning: "gold", missed: "red", no_data: "default" };

export function KpiStatusTag({ status }: { status: KpiScore["status"] }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status] ?? "default"} data-testid={`kpi-status-${status}`}>
      {t(`kpiReports.status.${status}`)}
    </Tag>
  );
}

/** The overall score's change against the previous period (an arrow and the points). */
export function KpiTrend({ trend, change }: { trend: "up" | "down" | "flat" | null; change: number | null }) {
  const { t } = useTranslation();
  if (trend === null || change === null) return <Tag>{t("kpiReports.partner.noPrevious")}</Tag>;
  const points = formatNumber(Math.abs(change), 1);
  if (trend === "up")
    return (
      <Tag color="green" icon={<ArrowUpOutlined />} data-testid="kpi-trend">
        {t("kpiReports.partner.trend.up", { change: points })}
      </Tag>
    );
  if (trend === "down")
    return (
      <Tag color="red" icon={<ArrowDownOutlined />} data-testid="kpi-trend">
        {t("kpiReports.partner.trend.down", { change: points })}
      </Tag>
    );
  return (
    <Tag icon={<MinusOutlined />} data-testid="kpi-trend">
      {t("kpiReports.partner.trend.flat")}
    </Tag>
  );
}

/** A Dubai calendar day (YYYY-MM-DD) in the saved date format. */
export const day = (date: string) => dayjs(date).format(currentDisplayFormats().date);

/** "01-03-2025 – 31-03-2025", kept left to right in Arabic. */
export function KpiPeriod({ from, to }: { from: string; to: string }) {
  return (
    <bdi dir="ltr" style={{ whiteSpace: "nowrap" }}>
      {day(from)} – {day(to)}
    </bdi>
  );
}
