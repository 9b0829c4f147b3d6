import { screen, within } from "@testing-library/react";
import { http as mock } from "msw";
import { describe, expect, it } from "vitest";
import { changePercent } from "../../src/features/insights/period-change";
import { i18n } from "../../src/i18n";
import DashboardView from "../../src/portals/admin/insights/dashboard-view";
import type { AdminDashboard } from "../../src/portals/admin/insights/types";
import { DashboardFigures } from "../../src/portals/partner/catalog/dashboard-figures";
import { type LoginSession, useKhidmaStore } from "../../src/state";
import { BASE, ok, renderAt, setupAdminTests, signInAs } from "./admin-helpers";

/**
 * Issue 19: the admin and partner dashboards compare each card with the previous period of the same length and link
 * it to the report behind it (with the same dates), only for a role that may open that report.
 */

const ADMIN_DASHBOARD = {
  range: { from: "2026-06-01", to: "2026-06-30", days: 30, timezone: "Asia/Dubai" },
  currency: "AED",
  bookings: { total: 150, by_status: [] },
  revenue: { total: 9000, vat: 428.57, net: 8571.43, orders: 60, by_kind: [] },
  partners: { new: 2, active: 10 },
  applications: { pending: 1, submitted: 1, under_review: 0 },
  top_categories: [],
  series: [],
  packages: { sold: 4, revenue: 2000, top: [] },
  previous: {
    from: "2026-05-02",
    to: "2026-05-31",
    bookings: 100,
    revenue: 12000,
    vat: 571.43,
    net: 11428.57,
    orders: 80,
    new_partners: 0,
    packages_sold: 4,
    packages_revenue: 1000,
  },
} as unknown as AdminDashboard;

const adminRole = (permissions: string[]) => ({ id: 1, name: "Admin", type: "internal" as const, permissions });

const { server } = setupAdminTests({ signIn: () => signInAs(adminRole(["read-dashboard"])) });

const showAdmin = () =>
  renderAt(
    "/admin/dashboard",
    "/admin/dashboard",
    <DashboardView data={ADMIN_DASHBOARD} loading={false} error={false} onRetry={() => {}} onRange={() => {}} />,
  );

describe("period change", () => {
  it("is the change in percent, one decimal; none when the previous period had nothing", () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(9000, 12000)).toBe(-25);
    expect(changePercent(1, 3)).toBe(-66.7);
    expect(changePercent(5, 0)).toBeNull();
  });
});

describe("admin dashboard: comparison and report links", () => {
  it("shows each card's change against the previous period, with the previous figure for screen readers", async () => {
    showAdmin();
    const bookings = await screen.findByTestId("change-bookings");
    expect(bookings).toHaveTextContent("▲ 50.0%");
    expect(bookings).toHaveTextContent("Up 50.0% on the previous period (100)");
    const revenue = screen.getByTestId("change-revenue");
    expect(revenue).toHaveTextContent("▼ 25.0%");
    expect(revenue).toHaveTextContent(/Down 25\.0% on the previous period \(AED 12,000\.00\)/);
    expect(screen.getByTestId("change-partners")).toHaveTextContent("▲ new");
    expect(screen.getByTestId("change-packages")).toHaveTextContent("No change");
  });

  it("without the reports' permissions, no card links to a report", async () => {
    showAdmin();
    await screen.findByTestId("change-bookings");
    expect(screen.queryByTestId("report-link-revenue")).toBeNull();
    expect(screen.queryByTestId("report-link-bookings")).toBeNull();
    expect(screen.queryByTestId("report-link-packages")).toBeNull();
  });

  it("links revenue to the sales report and bookings to the appointments report, with the dashboard's dates", async () => {
    signInAs(adminRole(["read-dashboard", "read-sales-report", "read-appointments-report"]));
    showAdmin();
    const revenue = await screen.findByTestId("report-link-revenue");
    expect(revenue).toHaveAttribute("href", "/admin/reports/sales?from=2026-06-01&to=2026-06-30");
    expect(revenue).toHaveAccessibleName("Open the sales report");
    expect(screen.getByTestId("report-link-bookings")).toHaveAttribute(
      "href",
      "/admin/reports/appointments?from=2026-06-01&to=2026-06-30",
    );
    // no read-packages-report: the package panel has no link
    expect(screen.queryByTestId("report-link-packages")).toBeNull();
  });

  it("in Arabic: the change and the link read in Arabic", async () => {
    signInAs(adminRole(["read-dashboard", "read-sales-report"]));
    await i18n.changeLanguage("ar");
    try {
      showAdmin();
      const revenue = await screen.findByTestId("change-revenue");
      expect(revenue).toHaveTextContent("انخفاض 25.0% عن الفترة السابقة");
      expect(await screen.findByTestId("report-link-revenue")).toHaveAccessibleName("فتح تقرير المبيعات");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});

const PARTNER_DASHBOARD = {
  partner_id: 1,
  services: { active: 1, total: 1 },
  packages: { active: 0, total: 0, by_status: {} },
  revenue_this_month: 500,
  earnings: null,
  currency: "AED",
  rating: { average: 4.5, count: 20 },
  community_count: 3,
  appointments: { upcoming_count: 2, next: [] },
  comparison: {
    from: "2026-06-01",
    to: "2026-06-10",
    previous_from: "2026-05-22",
    previous_to: "2026-05-31",
    current: { revenue: 500, bookings: 12, rating: 4.2, reviews: 5 },
    previous: { revenue: 400, bookings: 16, rating: 4.2, reviews: 4 },
  },
};

const signInPartner = (permissions: string[]) => {
  const role = { id: 31, name: "Partner Owner", type: "partner" as const, permissions };
  useKhidmaStore.getState().setSession({
    access_token: "t",
    user: {
      id: 3,
      first_name: "Rashid",
      last_name: "Al Falasi",
      email: "partner@khidma.test",
      roles: [role],
      partner_details: { id: 1 },
    },
    roles: [role],
    default_role: role.name,
  } as unknown as LoginSession);
};

describe("partner dashboard: comparison and report links", () => {
  it("compares this month with the previous period and links each card to the partner's report", async () => {
    signInPartner(["read-dashboard", "read-sales-report", "read-appointments-report", "read-ratings-report"]);
    server.use(mock.get(`${BASE}/partner/dashboard`, () => ok(PARTNER_DASHBOARD)));
    renderAt("/partner/dashboard", "/partner/dashboard", <DashboardFigures />);
    expect(await screen.findByTestId("change-revenue")).toHaveTextContent("▲ 25.0%");
    expect(screen.getByTestId("change-appointments")).toHaveTextContent("▼ 25.0%");
    expect(screen.getByTestId("change-rating")).toHaveTextContent("No change");
    const figures = screen.getByTestId("dashboard-figures");
    expect(await within(figures).findByTestId("report-link-sales")).toHaveAttribute(
      "href",
      "/partner/reports/sales?from=2026-06-01&to=2026-06-10",
    );
    expect(await screen.findByTestId("report-link-appointments")).toHaveAttribute(
      "href",
      "/partner/reports/appointments?from=2026-06-01&to=2026-06-10",
    );
    expect(await screen.findByTestId("report-link-ratings")).toHaveAttribute(
      "href",
      "/partner/reports/ratings?from=2026-06-01&to=2026-06-10",
    );
  });

  it("a role without a report's permission sees the change but no link to it", async () => {
    signInPartner(["read-dashboard", "read-ratings-report"]);
    server.use(mock.get(`${BASE}/partner/dashboard`, () => ok(PARTNER_DASHBOARD)));
    renderAt("/partner/dashboard", "/partner/dashboard", <DashboardFigures />);
    expect(await screen.findByTestId("change-revenue")).toBeInTheDocument();
    expect(await screen.findByTestId("report-link-ratings")).toBeInTheDocument();
    expect(screen.queryByTestId("report-link-sales")).toBeNull();
    expect(screen.queryByTestId("report-link-appointments")).toBeNull();
  });
});
