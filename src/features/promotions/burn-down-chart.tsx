import "../../i18n/modules/promotions";
import { theme } from "antd";
import type { ChartConfiguration } from "chart.js";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../lib/format";
import { ChartCanvas } from "../charts/chart-canvas";
import type { BurnDownPoint } from "./types";

/** `2026-07-07` -> `07-07` (day-month, the SPEC's date order); the days are Asia/Dubai days from the server. */
const shortDate = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}`;

/** Numbers as the rest of the portal shows them: Latin digits in both languages (lib/format). */
const numberLocale = (lang: string) => (lang.toLowerCase().startsWith("ar") ? "ar-AE-u-nu-latn" : "en-US");

interface Look {
  lang: string;
  rtl: boolean;
  text: string;
  grid: string;
  bar: string;
  line: string;
  font: string;
}

/** Spent per day (bars) and the budget remaining, or without a budget the total spent (line); mirrored in Arabic. */
function burnDownConfig(
  points: BurnDownPoint[],
  labels: { spent: string; line: string },
  withBudget: boolean,
  look: Look,
): ChartConfiguration {
  const step = Math.max(1, Math.ceil(points.length / 7));
  const days = points.map((p) => shortDate(p.date));
  const ticks = { color: look.text, font: { family: look.font } };
  const money = (v: number) => formatMoney(v, look.lang);
  return {
    type: "bar",
    data: {
      labels: days,
      datasets: [
        {
          type: "bar",
          label: labels.spent,
          data: points.map((p) => p.spent),
          backgroundColor: look.bar,
          borderRadius: 3,
          maxBarThickness: 24,
          order: 2,
        },
        {
          type: "line",
          label: labels.line,
          data: points.map((p) => (withBudget ? (p.remaining ?? 0) : p.cumulative)),
          borderColor: look.line,
          backgroundColor: look.line,
          borderWidth: 2,
          pointRadius: points.length > 31 ? 0 : 2,
          pointHitRadius: 8,
          order: 1,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      locale: numberLocale(look.lang),
      font: { family: look.font },
      interaction: { mode: "index", intersect: false },
      plugins: {
        legend: {
          position: "top",
          rtl: look.rtl,
          textDirection: look.rtl ? "rtl" : "ltr",
          labels: {
            color: look.text,
            font: { family: look.font },
            sort: (a, b) => (a.datasetIndex ?? 0) - (b.datasetIndex ?? 0),
          },
        },
        tooltip: {
          rtl: look.rtl,
          textDirection: look.rtl ? "rtl" : "ltr",
          callbacks: { label: (item) => `${item.dataset.label}: ${money(item.parsed.y ?? 0)}` },
        },
      },
      scales: {
        x: {
          reverse: look.rtl,
          grid: { display: false },
          ticks: { ...ticks, autoSkip: false, maxRotation: 0, callback: (_v, i) => (i % step === 0 ? days[i] : "") },
        },
        y: {
          type: "linear",
          position: look.rtl ? "right" : "left",
          beginAtZero: true,
          grid: { color: look.grid },
          ticks: { ...ticks, callback: (v) => (Number(v) >= 1000 ? `${Math.round(Number(v) / 1000)}k` : `${v}`) },
        },
      },
    },
  };
}

/**
 * A coupon's budget burn-down (chart.js on a canvas, the admin dashboard's library): AED spent per Dubai day and the
 * budget remaining after it (the total spent when there is no budget), with the figures as a table for screen
 * readers. Loaded lazily by the details screen, so the chart library arrives after the figures.
 */
export default function BurnDownChart({ points, withBudget }: { points: BurnDownPoint[]; withBudget: boolean }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const lang = i18n.language;
  const spentLabel = t("promotions.details.spentPerDay");
  const lineLabel = withBudget ? t("promotions.details.remaining") : t("promotions.details.cumulative");
  const look: Look = useMemo(
    () => ({
      lang,
      rtl: i18n.dir(lang) === "rtl",
      text: token.colorTextSecondary,
      grid: token.colorBorderSecondary,
      bar: token.colorPrimary,
      line: token.colorWarning,
      font: token.fontFamily,
    }),
    [lang, i18n, token],
  );
  const config = useMemo(
    () => burnDownConfig(points, { spent: spentLabel, line: lineLabel }, withBudget, look),
    [points, spentLabel, lineLabel, withBudget, look],
  );
  const money = (v: number) => formatMoney(v, lang);
  return (
    <ChartCanvas
      config={config}
      height={260}
      label={t("promotions.details.burnDownLabel")}
      testId="coupon-burn-down"
      table={{
        caption: t("promotions.details.burnDown"),
        head: [
          t("promotions.details.day"),
          spentLabel,
          t("promotions.details.cumulative"),
          t("promotions.details.remaining"),
        ],
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
