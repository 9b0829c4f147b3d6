import "../../i18n/modules/promotions";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../lib/format";
import { ChartCanvas } from "../charts/chart-canvas";
import { barsAndLine, compactAed, shortDate, useChartLook } from "../charts/chart-options";
import type { BurnDownPoint } from "./types";

/**
 * A coupon's budget burn-down (the admin dashboard's bars and line, src/features/charts): AED spent per Dubai day and the
 * budget remaining after it (the total spent when there is no budget), with the figures as a table for screen
 * readers. Loaded lazily by the details screen, so the chart library arrives after the figures.
 */
export default function BurnDownChart({ points, withBudget }: { points: BurnDownPoint[]; withBudget: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const spentLabel = t("promotions.details.spentPerDay");
  const lineLabel = withBudget ? t("promotions.details.remaining") : t("promotions.details.cumulative");
  const dayLabel = t("promotions.details.day");
  const look = useChartLook();
  // spent per day (bars) and the budget remaining, or without a budget the total spent (line), on one AED axis
  const config = useMemo(() => {
    const money = (v: number) => formatMoney(v, look.lang);
    return barsAndLine({
      dates: points.map((p) => p.date),
      dayLabel,
      bars: { label: spentLabel, values: points.map((p) => p.spent), format: money },
      line: {
        label: lineLabel,
        values: points.map((p) => (withBudget ? (p.remaining ?? 0) : p.cumulative)),
        format: money,
      },
      barTicks: compactAed,
      linePoints: true,
      look,
    });
  }, [points, dayLabel, spentLabel, lineLabel, withBudget, look]);
  const money = (v: number) => formatMoney(v, lang);
  return (
    <ChartCanvas
      config={config}
      height={260}
      label={t("promotions.details.burnDownLabel")}
      testId="coupon-burn-down"
      table={{
        caption: t("promotions.details.burnDown"),
        head: [dayLabel, spentLabel, t("promotions.details.cumulative"), t("promotions.details.remaining")],
        rows: points.map((p) => [
          shortDate(p.date),
          money(p.spent),
          money(p.cumulative),
          p.remaining === null ? "—" : money(p.remaining),
        ]),
      }}
    />
  );
}
