import "../../i18n/modules/period-change";
import { useCan } from "@refinedev/core";
import { Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useKhidmaStore } from "../../state/store";

export interface PeriodChangeProps {
  /** The figure in the period shown. */
  current: number;
  /** The same figure in the previous period of the same length. */
  previous: number;
  /** The previous figure as the card shows its own (money, stars); plain number by default. */
  format?: (value: number) => string;
  /** Lower is better (e.g. cancellations): a fall is shown in green. */
  lowerIsBetter?: boolean;
  "data-testid"?: string;
}

/** The change in percent against the previous period, one decimal; null when the previous figure was 0. */
export const changePercent = (current: number, previous: number): number | null =>
  previous === 0 ? null : Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;

/**
 * A dashboard card's change against the previous period of the same length: ▲/▼ and the percentage (green when
 * better), with the whole sentence (and the previous figure) for screen readers and as the tooltip.
 */
export function PeriodChange({ current, previous, format, lowerIsBetter, ...rest }: PeriodChangeProps) {
  const { t, i18n } = useTranslation();
  const isLight = useKhidmaStore((s) => s.ui.isLight);
  const show =
    format ?? ((v: number) => new Intl.NumberFormat(i18n.language === "ar" ? "ar-AE-u-nu-latn" : "en-US").format(v));
  const pct = changePercent(current, previous);
  let text: string;
  let label: string;
  let tone: "success" | "danger" | "secondary" = "secondary";
  if (pct === null) {
    text = current === 0 ? t("periodChange.same") : t("periodChange.fresh");
    label =
      current === 0
        ? t("periodChange.sameLabel", { previous: show(previous) })
        : t("periodChange.freshLabel", { current: show(current) });
    if (current !== 0) tone = lowerIsBetter ? "danger" : "success";
  } else if (pct === 0) {
    text = t("periodChange.same");
    label = t("periodChange.sameLabel", { previous: show(previous) });
  } else {
    const value = Math.abs(pct).toFixed(1);
    const up = pct > 0;
    text = t(up ? "periodChange.up" : "periodChange.down", { value });
    label = t(up ? "periodChange.upLabel" : "periodChange.downLabel", { value, previous: show(previous) });
    tone = up !== Boolean(lowerIsBetter) ? "success" : "danger";
  }
  return (
    <Typography.Text
      type={tone === "secondary" ? "secondary" : undefined}
      // antd's success and danger text (#52c41a, #ff4d4f) are below 4.5:1 at this size: shades that reach it
      style={{
        fontSize: 12,
        whiteSpace: "nowrap",
        color: tone === "secondary" ? undefined : TONES[isLight ? 0 : 1][tone],
      }}
      title={label}
      data-testid={rest["data-testid"]}
    >
      <span aria-hidden>{text}</span>
      <span className="sr-only" style={SR_ONLY}>
        {label}
      </span>
    </Typography.Text>
  );
}

/** [light, dark] text colours of a better (success) or worse (danger) change: each 4.5:1 or more on its card. */
const TONES = [
  { success: "#237804", danger: "#a8071a" },
  { success: "#95de64", danger: "#ff7875" },
] as const;

const SR_ONLY = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0,0,0,0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

export interface ReportLinkProps {
  /** The report's resource identifier (`admin-report-sales`, `partner-report-ratings`): shown only with its list permission. */
  resource: string;
  /** The report's read permission (`read-sales-report`), for when the resource's declaration has not loaded. */
  permission: string;
  /** The report's path with its filters, e.g. `/admin/reports/sales?from=2026-06-01&to=2026-06-30`. */
  to: string;
  /** The report's name, for the link's accessible name. */
  name: string;
  children?: ReactNode;
  "data-testid"?: string;
}

/** A card's link to the report behind it, only when the signed-in role may open that report. */
export function ReportLink({ resource, permission, to, name, children, ...rest }: ReportLinkProps) {
  const { t } = useTranslation();
  const can =
    useCan({
      resource,
      action: "list",
      params: { resource: { name: resource, identifier: resource, meta: { permissions: { list: permission } } } },
    }).data?.can ?? false;
  if (!can) return null;
  return (
    <Link
      to={to}
      aria-label={t("periodChange.openReportOf", { name })}
      data-testid={rest["data-testid"]}
      style={{ fontSize: 12 }}
    >
      {children ?? t("periodChange.openReport")}
    </Link>
  );
}

/** `?from=..&to=..` for a report link. */
export const rangeQuery = (from: string, to: string) => `?${new URLSearchParams({ from, to }).toString()}`;
