import { cleanup, render, screen, within } from "@testing-library/react";
import { ConfigProvider } from "antd";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18n, initI18n } from "../../src/i18n";
import { compactAed, dailyConfig, topCategoriesConfig } from "../../src/portals/admin/insights/chart-configs";
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
  const labels = { bookings: "Bookings", revenue: "Revenue (AED)" };
  it("daily: bars on the left axis, revenue on the right, mirrored in Arabic", () => {
    const ltr = dailyConfig(DATA.series, labels, look);
    expect(ltr.data.labels).toEqual(["06-07", "07-07"]);
    const scales = ltr.options?.scales as Record<string, { position?: string; reverse?: boolean }>;
    expect(scales.bookings.position).toBe("left");
    expect(scales.revenue.position).toBe("right");
    expect(scales.x.reverse).toBe(false);
    const rtl = dailyConfig(DATA.series, labels, { ...look, lang: "ar", rtl: true });
    const r = rtl.options?.scales as Record<string, { position?: string; reverse?: boolean }>;
    expect([r.bookings.position, r.revenue.position, r.x.reverse]).toEqual(["right", "left", true]);
    expect(rtl.options?.plugins?.legend?.rtl).toBe(true);
  });

  it("daily: the revenue tooltip shows AED, the axis thousands as k", () => {
    const config = dailyConfig(DATA.series, labels, look);
    const label = config.options?.plugins?.tooltip?.callbacks?.label as unknown as (item: unknown) => string;
    expect(label({ dataset: { yAxisID: "revenue" }, parsed: { y: 1250.5 } })).toMatch(
      /^Revenue \(AED\): AED\s*1,250\.50$/,
    );
    expect(label({ dataset: { yAxisID: "bookings" }, parsed: { y: 2 }, formattedValue: "2" })).toBe("Bookings: 2");
    expect(compactAed(12_400)).toBe("12k");
    expect(compactAed(900)).toBe("900");
  });

  it("top categories: horizontal bars, names on the reading side", () => {
    const ltr = topCategoriesConfig(DATA.top_categories, "Bookings", look);
    expect(ltr.options?.indexAxis).toBe("y");
    expect(ltr.data.datasets[0].data).toEqual([7, 3]);
    const rtl = topCategoriesConfig(DATA.top_categories, "Bookings", { ...look, rtl: true });
    const y = rtl.options?.scales?.y as { position?: string };
    expect(y.position).toBe("right");
  });
});
