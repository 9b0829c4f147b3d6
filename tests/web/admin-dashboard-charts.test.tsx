import { cleanup, render, screen, within } from "@testing-library/react";
import { ConfigProvider } from "antd";
import { I18nextProvider } from "react-i18next";
import type uPlot from "uplot";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { compactAed } from "../../src/features/charts/chart-options";
import { i18n, initI18n } from "../../src/i18n";
import { dailyConfig, topCategoriesConfig } from "../../src/portals/admin/insights/chart-configs";
import DashboardCharts from "../../src/portals/admin/insights/dashboard-charts";
import type { AdminDashboard } from "../../src/portals/admin/insights/types";

const DATA = {
  series: [
    { date: "2026-07-06", bookings: 2, revenue: 1250.5 },
    { date: "2026-07-07", bookings: 0, revenue: 0 },
  ],
  top_categories: [
    { id: 1, name: "Cleaning", bookings: 7 },
    { id: 2, name: "AC", bookings: 3 },
  ],
} as unknown as AdminDashboard;

const look = {
  lang: "en",
  rtl: false,
  text: "#333",
  grid: "#eee",
  primary: "#0f766e",
  accent: "#d97706",
  onPrimary: "#fff",
  font: "sans-serif",
};

const show = (data: AdminDashboard | undefined) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ConfigProvider>
        <DashboardCharts data={data} loading={false} />
      </ConfigProvider>
    </I18nextProvider>,
  );

beforeAll(() => {
  initI18n("en");
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

describe("admin dashboard charts", () => {
  it("name each chart and give its figures as a table, money in AED", () => {
    show(DATA);
    expect(screen.getByRole("img", { name: "Bookings and revenue per day" })).toBeInTheDocument();
    const daily = screen.getByRole("table", { name: "Bookings and revenue per day: the figures" });
    expect(
      within(daily)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Day", "Bookings", "Revenue (AED)"]);
    const first = within(daily).getByRole("row", { name: /06-07/ });
    expect(first).toHaveTextContent("2");
    expect(first).toHaveTextContent(/AED\s*1,250\.50/);
    const top = screen.getByRole("table", { name: "Top categories by bookings: the figures" });
    expect(within(top).getByRole("row", { name: /Cleaning/ })).toHaveTextContent("7");
  });

  it("in Arabic: Arabic labels and money", async () => {
    await i18n.changeLanguage("ar");
    show(DATA);
    expect(screen.getByRole("img", { name: "الحجوزات والإيرادات يومياً" })).toBeInTheDocument();
    const daily = screen.getByRole("table", { name: "الحجوزات والإيرادات يومياً: الأرقام" });
    expect(within(daily).getAllByRole("columnheader")[0]).toHaveTextContent("اليوم");
    expect(within(daily).getByRole("row", { name: /06-07/ })).toHaveTextContent(/1,250\.50/);
    expect(within(daily).getByRole("row", { name: /06-07/ })).toHaveTextContent(/د\.إ/);
  });

  it("a period without activity shows the empty state instead of a chart", () => {
    show({ ...DATA, series: [{ date: "2020-01-01", bookings: 0, revenue: 0 }], top_categories: [] } as AdminDashboard);
    expect(screen.getAllByText("Nothing in this period")).toHaveLength(2);
    expect(screen.queryByRole("img")).toBeNull();
  });
});

describe("chart configurations", () => {
  const labels = { day: "Day", bookings: "Bookings", revenue: "Revenue (AED)" };
  const u = {} as uPlot;
  /** The tick labels an axis writes for these values. */
  const ticks = (axis: uPlot.Axis, splits: number[]) =>
    (axis.values as (u: uPlot, splits: number[]) => string[])(u, splits);
  /** What the legend reads for a series while the pointer is on a day. */
  const legend = (series: uPlot.Series, v: number | null) =>
    (series.value as (u: uPlot, v: number | null) => string)(u, v);

  it("daily: bars on the left axis, revenue on the right, the days labelled; mirrored in Arabic", () => {
    const ltr = dailyConfig(DATA.series, labels, look);
    expect(ltr.data).toEqual([
      [0, 1],
      [2, 0],
      [1250.5, 0],
    ]);
    expect(ltr.options.series.map((s) => s.label)).toEqual(["Day", "Bookings", "Revenue (AED)"]);
    const [x, bookings, revenue] = ltr.options.axes ?? [];
    expect(ticks(x, [0, 1])).toEqual(["06-07", "07-07"]);
    expect([bookings.scale, bookings.side, revenue.scale, revenue.side]).toEqual(["bars", 3, "line", 1]);
    expect(ltr.options.scales?.x?.dir).toBe(1);
    const rtl = dailyConfig(DATA.series, labels, { ...look, lang: "ar", rtl: true });
    const [, b, r] = rtl.options.axes ?? [];
    expect([b.side, r.side, rtl.options.scales?.x?.dir]).toEqual([1, 3, -1]);
  });

  it("daily: the legend reads the day, the bookings and the revenue in AED; the axis thousands as k", () => {
    const config = dailyConfig(DATA.series, labels, look);
    const [day, bookings, revenue] = config.options.series;
    expect(legend(day, 0)).toBe("06-07");
    expect(legend(bookings, 2)).toBe("2");
    expect(legend(revenue, 1250.5)).toMatch(/^AED\s*1,250\.50$/);
    expect(legend(revenue, null)).toBe("—");
    expect(ticks((config.options.axes ?? [])[2], [0, 500, 12_400])).toEqual(["0", "500", "12k"]);
    expect(compactAed(12_400)).toBe("12k");
    expect(compactAed(900)).toBe("900");
  });

  it("top categories: horizontal bars, names on the reading side, no legend", () => {
    const ltr = topCategoriesConfig(DATA.top_categories, "Bookings", look);
    expect(ltr.data[1]).toEqual([7, 3]);
    expect(ltr.options.scales?.x?.ori).toBe(1);
    expect(ltr.options.legend?.show).toBe(false);
    const [names] = ltr.options.axes ?? [];
    // a canvas that measures 7 px per character: the names take at most 40% of the chart's width
    const canvas = (width: number) =>
      ({
        width,
        axes: [{ font: ["12px sans-serif", 12], gap: 8 }],
        ctx: { font: "", measureText: (text: string) => ({ width: text.length * 7 }) },
      }) as unknown as uPlot;
    const write = names.values as (u: uPlot, splits: number[]) => string[];
    expect(write(canvas(400), [0, 1])).toEqual(["Cleaning", "AC"]);
    expect(write(canvas(100), [0, 1])).toEqual(["Clea…", "AC"]);
    expect(names.side).toBe(3);
    const rtl = topCategoriesConfig(DATA.top_categories, "Bookings", { ...look, rtl: true });
    expect((rtl.options.axes ?? [])[0].side).toBe(1);
    expect(rtl.options.scales?.y?.dir).toBe(-1);
  });
});
