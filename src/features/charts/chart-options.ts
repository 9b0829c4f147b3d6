import { theme } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import uPlot from "uplot";

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

/** A uPlot chart without its size: ChartCanvas gives it the card's width and its own height. */
export interface ChartSpec {
  options: Omit<uPlot.Options, "width" | "height">;
  data: uPlot.AlignedData;
}

/** The look of the page the chart is on: the interface language and direction, the antd theme's tokens. */
export function useChartLook(): ChartLook {
  const { i18n } = useTranslation();
  const { token } = theme.useToken();
  const lang = i18n.language;
  return useMemo(
    () => ({
      lang,
      rtl: i18n.dir(lang) === "rtl",
      text: token.colorTextSecondary,
      grid: token.colorBorderSecondary,
      primary: token.colorPrimary,
      accent: token.colorWarning,
      onPrimary: token.colorTextLightSolid,
      font: token.fontFamily,
    }),
    [lang, i18n, token],
  );
}

/** `2026-07-07` -> `07-07` (day-month, the SPEC's date order); the days are Asia/Dubai days from the server. */
export const shortDate = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}`;

/** Axis ticks: `12k` from 1,000 up. */
export const compactAed = (v: number) => (v >= 1000 ? `${Math.round(v / 1000)}k` : `${v}`);

const axisFont = (look: ChartLook) => `12px ${look.font}`;
/** From zero to a little above the highest figure (1 when everything is zero). */
const fromZero = (_u: uPlot, _min: number | null, max: number | null): uPlot.Range.MinMax => [
  0,
  max && max > 0 ? max * 1.1 : 1,
];
const INTEGER_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];
const shown = (format: (v: number) => string) => (_u: uPlot, v: number | null) => (v == null ? "—" : format(v));

export interface DailySeries {
  label: string;
  values: number[];
  /** how the figure reads in the legend while the pointer is on a day */
  format: (v: number) => string;
}

/**
 * Bars and a line per day (the admin dashboard's bookings and revenue, a coupon's spent and remaining budget): a
 * category axis of days (about 7 labelled), the bars' axis on the reading side, the line on its own axis on the other
 * side (`lineAxis`) or on the bars' axis. The legend names both series and, while the pointer is on a day, reads that
 * day's figures (uPlot's live legend is the tooltip). Mirrored in Arabic: the days run right to left.
 */
export function barsAndLine({
  dates,
  dayLabel,
  bars,
  line,
  look,
  lineAxis,
  integerBars = false,
  linePoints = false,
  barTicks = (v: number) => String(v),
}: {
  dates: string[];
  dayLabel: string;
  bars: DailySeries;
  line: DailySeries;
  look: ChartLook;
  /** tick labels of the line's own axis; without it the line shares the bars' axis */
  lineAxis?: (v: number) => string;
  integerBars?: boolean;
  /** a dot on each day of the line (up to 31 days) */
  linePoints?: boolean;
  barTicks?: (v: number) => string;
}): ChartSpec {
  const n = dates.length;
  const days = dates.map(shortDate);
  const indices = days.map((_d, i) => i);
  const start = look.rtl ? 1 : 3; // uPlot's sides: 1 right, 3 left
  const end = look.rtl ? 3 : 1;
  const lineScale = lineAxis ? "line" : "bars";
  const common = { stroke: look.text, font: axisFont(look), ticks: { show: false } };
  const axes: uPlot.Axis[] = [
    {
      ...common,
      scale: "x",
      side: 2,
      grid: { show: false },
      splits: (u) => indices.filter((i) => i % dayStep(u, n) === 0),
      values: (_u, splits) => splits.map((i) => days[i] ?? ""),
    },
    {
      ...common,
      scale: "bars",
      side: start,
      grid: { stroke: look.grid, width: 1 },
      ...(integerBars ? { incrs: INTEGER_STEPS } : {}),
      values: (_u, splits) => splits.map(barTicks),
    },
  ];
  if (lineAxis) {
    axes.push({
      ...common,
      scale: "line",
      side: end,
      grid: { show: false },
      values: (_u, splits) => splits.map(lineAxis),
    });
  }
  return {
    data: [indices, bars.values, line.values],
    options: {
      scales: {
        x: { time: false, dir: look.rtl ? -1 : 1, range: () => [-0.5, n - 0.5] },
        bars: { range: fromZero },
        ...(lineAxis ? { line: { range: fromZero } } : {}),
      },
      series: [
        { label: dayLabel, value: (_u, v) => (v == null ? "—" : (days[v] ?? "")) },
        {
          label: bars.label,
          scale: "bars",
          fill: look.primary,
          stroke: look.primary,
          width: 0,
          paths: uPlot.paths.bars?.({ size: [0.6, 28], radius: 0.15 }),
          points: { show: false },
          value: shown(bars.format),
        },
        {
          label: line.label,
          scale: lineScale,
          stroke: look.accent,
          width: 2,
          // smooth without overshooting below zero between days
          paths: uPlot.paths.spline?.(),
          points: { show: linePoints && n <= 31, size: 5, fill: look.accent },
          value: shown(line.format),
        },
      ],
      axes,
      legend: { live: true },
      cursor: { y: false, drag: { x: false, y: false }, points: { size: 7 } },
      hooks: { setLegend: [markLive] },
    },
  };
}

/**
 * Every `step`-th day is labelled: at most 7 labels, and one per 48 px of the plot, so the axis stays legible at
 * 375 px and in Arabic.
 */
function dayStep(u: uPlot, n: number) {
  const plot = u.bbox.width > 0 ? u.bbox.width / uPlot.pxRatio : u.width - 100;
  const labels = Math.max(2, Math.min(7, Math.floor(plot / 48)));
  return Math.max(1, Math.ceil(n / labels));
}

/** The legend shows only the series names until the pointer is on a day (then that day's figures: chart.css). */
function markLive(u: uPlot) {
  u.root.classList.toggle("khidma-chart-live", u.cursor.idx != null);
}

/**
 * Horizontal bars (the admin dashboard's top categories): names on the reading side (right in Arabic), each bar's
 * figure drawn inside its end (outside when the bar is too short to hold it); no legend.
 */
export function horizontalBars({
  names,
  values,
  label,
  look,
}: {
  names: string[];
  values: number[];
  label: string;
  look: ChartLook;
}): ChartSpec {
  const n = names.length;
  const indices = names.map((_c, i) => i);
  return {
    data: [indices, values],
    options: {
      scales: {
        // the categories run top to bottom; the bars grow from the names' side
        x: { time: false, ori: 1, dir: -1, range: () => [-0.5, n - 0.5] },
        y: { ori: 0, dir: look.rtl ? -1 : 1, range: fromZero },
      },
      series: [
        { label: "" },
        {
          label,
          fill: look.primary,
          stroke: look.primary,
          width: 0,
          paths: uPlot.paths.bars?.({ size: [0.7, 26], radius: 0.15 }),
          points: { show: false },
        },
      ],
      axes: [
        {
          scale: "x",
          side: look.rtl ? 1 : 3,
          stroke: look.text,
          font: axisFont(look),
          grid: { show: false },
          ticks: { show: false },
          gap: 8,
          splits: () => indices,
          values: (u, splits) => splits.map((i) => fitName(u, names[i] ?? "", u.width * 0.4)),
          size: namesWidth,
        },
        { scale: "y", show: false },
      ],
      legend: { show: false },
      cursor: { show: false },
      hooks: { draw: [(u) => drawBarValues(u, values, look)] },
    },
  };
}

/** uPlot keeps an axis's font as [CSS font scaled to the device pixels, size]. */
const measureWith = (u: uPlot, axisIdx: number) => {
  const font = (u.axes[axisIdx]?.font as unknown as [string, number] | undefined)?.[0];
  if (font) u.ctx.font = font;
  return (text: string) => u.ctx.measureText(text).width / uPlot.pxRatio;
};

/** A category name cut with an ellipsis to `max` CSS px (the names' axis takes at most 40% of the chart). */
function fitName(u: uPlot, name: string, max: number) {
  const width = measureWith(u, 0);
  if (width(name) <= max) return name;
  let cut = name;
  while (cut.length > 1 && width(`${cut}…`) > max) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** The names' axis is as wide as the longest (fitted) name. */
function namesWidth(u: uPlot, values: string[] | null, axisIdx: number) {
  const width = measureWith(u, axisIdx);
  const longest = Math.max(0, ...(values ?? []).map(width));
  return Math.ceil(longest + (u.axes[axisIdx]?.gap ?? 0) + 4);
}

function drawBarValues(u: uPlot, values: number[], look: ChartLook) {
  const { ctx } = u;
  const ratio = uPlot.pxRatio;
  ctx.save();
  ctx.font = `${12 * ratio}px ${look.font}`;
  ctx.textBaseline = "middle";
  const base = u.valToPos(0, "y", true);
  values.forEach((v, i) => {
    const text = String(v);
    const x = u.valToPos(v, "y", true);
    const y = u.valToPos(i, "x", true);
    const inside = Math.abs(x - base) > ctx.measureText(text).width + 12 * ratio;
    // bars grow rightwards in English, leftwards in Arabic
    const towardsBase = look.rtl ? 1 : -1;
    ctx.fillStyle = inside ? look.onPrimary : look.text;
    ctx.textAlign = inside === look.rtl ? "left" : "right";
    ctx.fillText(text, x + (inside ? towardsBase : -towardsBase) * 6 * ratio, y);
  });
  ctx.restore();
}
