import type { Chart, ChartConfiguration, Plugin } from "chart.js";
import { formatMoney } from "../../../lib/format";

/** What a chart takes from the page: language, direction, and the antd theme's colours and font. */
export interface ChartLook {
  lang: string;
  rtl: boolean;
  text: string;
  grid: string;
  primary: string;
  accent: string;
  onPrimary: string;
  font: string;
}

/** Numbers as the rest of the portal shows them: grouped, Latin digits in both languages (lib/format). */
export const numberLocale = (lang: string) => (lang.toLowerCase().startsWith("ar") ? "ar-AE-u-nu-latn" : "en-US");

/** `2026-07-07` -> `07-07` (day-month, the SPEC's date order). */
export const shortDate = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}`;

/** Revenue axis ticks: `12k` from 1,000 up. */
export const compactAed = (v: number) => (v >= 1000 ? `${Math.round(v / 1000)}k` : `${v}`);

const common = (look: ChartLook) => ({
  responsive: true,
  maintainAspectRatio: false,
  locale: numberLocale(look.lang),
  font: { family: look.font },
});

/** Bookings (bars, left axis) and revenue in AED (line, right axis) per day; mirrored in Arabic. */
export function dailyConfig(
  series: { date: string; bookings: number; revenue: number }[],
  labels: { bookings: string; revenue: string },
  look: ChartLook,
): ChartConfiguration {
  /** Every `step`-th day is labelled (about 7 labels), so the axis stays legible at 375 px and in Arabic. */
  const step = Math.max(1, Math.ceil(series.length / 7));
  const days = series.map((d) => shortDate(d.date));
  const ticks = { color: look.text, font: { family: look.font } };
  return {
    type: "bar",
    data: {
      labels: days,
      datasets: [
        {
          type: "bar",
          label: labels.bookings,
          data: series.map((d) => d.bookings),
          yAxisID: "bookings",
          backgroundColor: look.primary,
          borderRadius: 3,
          maxBarThickness: 28,
          order: 2,
        },
        {
          type: "line",
          label: labels.revenue,
          data: series.map((d) => d.revenue),
          yAxisID: "revenue",
          borderColor: look.accent,
          backgroundColor: look.accent,
          borderWidth: 2,
          pointRadius: 0,
          pointHitRadius: 8,
          // smooth without overshooting below zero between days
          cubicInterpolationMode: "monotone",
          order: 1,
        },
      ],
    },
    options: {
      ...common(look),
      interaction: { mode: "index", intersect: false },
      plugins: {
        legend: {
          position: "top",
          rtl: look.rtl,
          textDirection: look.rtl ? "rtl" : "ltr",
          labels: {
            color: look.text,
            font: { family: look.font },
            // bookings first, as the datasets are listed (the line is drawn on top, `order` 1)
            sort: (a, b) => (a.datasetIndex ?? 0) - (b.datasetIndex ?? 0),
          },
        },
        tooltip: {
          rtl: look.rtl,
          textDirection: look.rtl ? "rtl" : "ltr",
          callbacks: {
            label: (item) =>
              item.dataset.yAxisID === "revenue"
                ? `${labels.revenue}: ${formatMoney(item.parsed.y, look.lang)}`
                : `${labels.bookings}: ${item.formattedValue}`,
          },
        },
      },
      scales: {
        x: {
          reverse: look.rtl,
          grid: { display: false },
          ticks: { ...ticks, autoSkip: false, maxRotation: 0, callback: (_v, i) => (i % step === 0 ? days[i] : "") },
        },
        bookings: {
          type: "linear",
          position: look.rtl ? "right" : "left",
          beginAtZero: true,
          grid: { color: look.grid },
          ticks: { ...ticks, precision: 0 },
        },
        revenue: {
          type: "linear",
          position: look.rtl ? "left" : "right",
          beginAtZero: true,
          grid: { drawOnChartArea: false },
          ticks: { ...ticks, callback: (v) => compactAed(Number(v)) },
        },
      },
    },
  };
}

/** Each bar's figure drawn inside its end (outside when the bar is too short to hold it). */
const barValues = (look: ChartLook): Plugin<"bar"> => ({
  id: "khidmaBarValues",
  afterDatasetsDraw(chart: Chart<"bar">) {
    const { ctx } = chart;
    const meta = chart.getDatasetMeta(0);
    ctx.save();
    ctx.font = `12px ${look.font}`;
    ctx.textBaseline = "middle";
    meta.data.forEach((bar, i) => {
      const text = String(chart.data.datasets[0].data[i] ?? "");
      const { x, base } = bar.getProps(["x", "base"], true) as { x: number; base: number };
      const width = ctx.measureText(text).width;
      const inside = Math.abs(x - base) > width + 12;
      // bars grow rightwards in English, leftwards in Arabic (the x scale is reversed)
      const towardsBase = look.rtl ? 1 : -1;
      ctx.fillStyle = inside ? look.onPrimary : look.text;
      ctx.textAlign = inside === look.rtl ? "left" : "right";
      ctx.fillText(text, x + (inside ? towardsBase * 6 : -towardsBase * 6), bar.y);
    });
    ctx.restore();
  },
});

/** The top categories by bookings as horizontal bars; the names on the reading side (right in Arabic). */
export function topCategoriesConfig(
  categories: { name: string; bookings: number }[],
  bookingsLabel: string,
  look: ChartLook,
): ChartConfiguration<"bar"> {
  return {
    type: "bar",
    data: {
      labels: categories.map((c) => c.name),
      datasets: [
        {
          label: bookingsLabel,
          data: categories.map((c) => c.bookings),
          backgroundColor: look.primary,
          borderRadius: 3,
          maxBarThickness: 26,
        },
      ],
    },
    options: {
      ...common(look),
      indexAxis: "y",
      plugins: {
        legend: { display: false },
        tooltip: { rtl: look.rtl, textDirection: look.rtl ? "rtl" : "ltr" },
      },
      scales: {
        x: { display: false, beginAtZero: true, reverse: look.rtl },
        y: {
          position: look.rtl ? "right" : "left",
          grid: { display: false },
          ticks: { color: look.text, font: { family: look.font } },
        },
      },
    },
    plugins: [barValues(look)],
  };
}
