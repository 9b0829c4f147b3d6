import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import type { KpiReport, KpiReportBooking, KpiScore } from "../../src/features/kpi/types";
import { i18n } from "../../src/i18n";
import PartnerKpis from "../../src/portals/partner/kpi/kpi-screen";
import { BASE, ok, page, renderAt, setupAdminTests, signInAs, type TestRole } from "./admin-helpers";

const ROLE = {
  id: 31,
  name: "Partner Owner",
  type: "partner",
  permissions: ["read-kpi-report", "genrate-kpi-report"],
} as unknown as TestRole;
const USER = { id: 3, first_name: "Rashid", last_name: "Al Falasi", partner_details: { id: 1 } };

const score = (over: Partial<KpiScore>): KpiScore => ({
  criterion_id: 1,
  name: "On-time arrival rate",
  name_en: "On-time arrival rate",
  name_ar: "نسبة الوصول في الموعد",
  metric: "on_time_rate",
  unit: "percent",
  direction: "higher",
  formula: "Bookings started no later than 15 minutes after the booked time ÷ bookings started × 100",
  value: 95,
  target: 90,
  warning: 85,
  score: 100,
  weight: 25,
  status: "met",
  bookings: 20,
  pulled_down: 1,
  ...over,
});

const report = (id: number, from: string, to: string, overall: number, previous: number | null): KpiReport => ({
  id,
  from,
  to,
  previous_from: "2026-09-01",
  previous_to: "2026-09-30",
  partner_id: null,
  partner_name: null,
  generated_by: { id: 1, name: "Khidma Admin" },
  created_at: "2026-11-01T08:00:00.000Z",
  partners: [
    {
      partner_id: 1,
      partner_name: "Sparkle Cleaning",
      overall_score: overall,
      previous_overall_score: previous,
      change: previous === null ? null : Math.round((overall - previous) * 10) / 10,
      trend: previous === null ? null : overall < previous ? "down" : overall > previous ? "up" : "flat",
      bookings: 24,
      scores: [
        score({}),
        score({
          criterion_id: 5,
          name: "Response time to a new booking",
          metric: "response_minutes",
          unit: "minutes",
          direction: "lower",
          formula: "Average minutes from a booking being placed to the partner accepting or assigning it",
          value: 31,
          target: 30,
          warning: 45,
          score: 96.8,
          weight: 10,
          status: "warning",
          bookings: 18,
          pulled_down: 4,
        }),
        score({
          criterion_id: 4,
          name: "Average rating",
          metric: "average_rating",
          unit: "rating",
          value: 3.5,
          target: 4.5,
          warning: 4.2,
          score: 77.8,
          weight: 20,
          status: "missed",
          bookings: 2,
          pulled_down: 1,
        }),
      ],
    },
  ],
});

const booking = (id: number, pulled: boolean): KpiReportBooking => ({
  booking_id: id,
  number: `BK-${id}`,
  partner_id: 1,
  partner_name: "Sparkle Cleaning",
  scheduled_at: "2026-10-05T06:00:00.000Z",
  status: "completed",
  on_time: true,
  late_minutes: 0,
  completed: true,
  partner_cancelled: false,
  rating: 5,
  response_minutes: pulled ? 75 : 10,
  complaint: false,
  value: pulled ? 75 : 10,
  pulled_down: pulled,
});

const bookingCalls: URL[] = [];
const generated: unknown[] = [];
setupAdminTests({
  handlers: () => [
    mock.get(`${BASE}/kpi-report/list`, () =>
      ok(
        page([
          {
            id: 12,
            from: "2026-10-01",
            to: "2026-10-31",
            partner_id: null,
            partner_name: null,
            generated_by: null,
            partners_count: 1,
            bookings: 24,
            overall_score: 88.4,
            created_at: "2026-11-01T08:00:00.000Z",
          },
          {
            id: 9,
            from: "2026-09-01",
            to: "2026-09-30",
            partner_id: 1,
            partner_name: "Sparkle Cleaning",
            generated_by: null,
            partners_count: 1,
            bookings: 20,
            overall_score: 92,
            created_at: "2026-10-01T08:00:00.000Z",
          },
        ]),
      ),
    ),
    mock.get(`${BASE}/kpi-report/details/12`, () => ok(report(12, "2026-10-01", "2026-10-31", 88.4, 92))),
    mock.get(`${BASE}/kpi-report/details/9`, () => ok(report(9, "2026-09-01", "2026-09-30", 92, null))),
    mock.get(`${BASE}/kpi-report/details/20`, () => ok(report(20, "2026-11-01", "2026-11-15", 95.1, 88.4))),
    mock.get(`${BASE}/kpi-report/bookings/12`, ({ request }) => {
      const url = new URL(request.url);
      bookingCalls.push(url);
      const onlyPulled = url.searchParams.get("pulled_down") === "1";
      return ok(page(onlyPulled ? [booking(71, true)] : [booking(71, true), booking(72, false)]));
    }),
    mock.post(`${BASE}/kpi-report/generate`, async ({ request }) => {
      const body = (await request.json()) as { from: string; to: string };
      generated.push(body);
      if (body.from > body.to)
        return HttpResponse.json(
          { status_code: 422, message: "bad", errors: { to: ["The to must be a date after or equal to from."] } },
          { status: 422 },
        );
      return ok(report(20, "2026-11-01", "2026-11-15", 95.1, 88.4), 201);
    }),
  ],
  signIn: () => signInAs(ROLE, USER),
});

afterEach(async () => {
  bookingCalls.length = 0;
  generated.length = 0;
  await i18n.changeLanguage("en");
});

describe("partner KPIs", () => {
  it("shows the latest report's scores against targets, the trend, the formula and a warning close to a target", async () => {
    renderAt("/partner/kpis", "/partner/kpis", <PartnerKpis />);
    const overall = await screen.findByTestId("kpi-overall");
    await waitFor(() => expect(overall).toHaveTextContent("88.4"));
    expect(screen.getByTestId("kpi-trend")).toHaveTextContent("Down 3.6 points");
    expect(screen.getByText("Previous period: 92.0")).toBeInTheDocument();
    expect(screen.getAllByTestId("kpi-formula")[0]).toHaveTextContent("15 minutes after the booked time");

    const warning = screen.getByTestId("kpi-warning");
    expect(warning).toHaveTextContent("Close to missing a target");
    expect(warning).toHaveTextContent("Response time to a new booking: 31 min (target 30 min)");
    expect(warning).not.toHaveTextContent("On-time arrival rate");
    expect(screen.getByTestId("kpi-missed")).toHaveTextContent("Average rating: 3.50 ★ (target 4.50 ★)");

    const table = screen.getByTestId("kpi-scores");
    const row = within(table).getByText("Response time to a new booking").closest("tr") as HTMLElement;
    expect(row).toHaveTextContent("31 min");
    expect(row).toHaveTextContent("Target: 30 min · warning at 45 min");
    expect(within(row).getByText("Warning")).toBeInTheDocument();
  });

  it("opens the bookings that pulled a score down", async () => {
    renderAt("/partner/kpis", "/partner/kpis", <PartnerKpis />);
    const pulled = await screen.findByTestId("kpi-pulled");
    fireEvent.click(within(pulled).getByRole("button", { name: /Response time to a new booking: 4 pulled it down/ }));
    const drawer = await screen.findByTestId("kpi-bookings-table");
    expect(await within(drawer).findByText("BK-71")).toBeInTheDocument();
    expect(within(drawer).queryByText("BK-72")).not.toBeInTheDocument();
    expect(within(drawer).getByTestId("kpi-pulled-down")).toBeInTheDocument();
    const call = bookingCalls.at(-1) as URL;
    expect(call.searchParams.get("criterion_id")).toBe("5");
    expect(call.searchParams.get("partner_id")).toBe("1");
    expect(call.searchParams.get("pulled_down")).toBe("1");
  });

  it("generates its own report for a period and shows it; without the permission there is no form", async () => {
    renderAt("/partner/kpis", "/partner/kpis", <PartnerKpis />);
    await screen.findByTestId("kpi-overall");
    fireEvent.click(screen.getByTestId("kpi-generate-submit"));
    await waitFor(() => expect(generated).toHaveLength(1));
    expect(generated[0]).not.toHaveProperty("partner_id");
    await waitFor(() => expect(screen.getByTestId("kpi-overall")).toHaveTextContent("95.1"));
  });

  it("a role that may only read sees no generate form; Arabic reads right to left", async () => {
    signInAs({ ...ROLE, permissions: ["read-kpi-report"] }, USER);
    await i18n.changeLanguage("ar");
    renderAt("/partner/kpis", "/partner/kpis", <PartnerKpis />);
    await waitFor(() => expect(screen.getByTestId("kpi-overall")).toHaveTextContent("88.4"));
    expect(screen.queryByTestId("kpi-generate")).not.toBeInTheDocument();
    expect(screen.getByTestId("kpi-warning")).toHaveTextContent("قريب من عدم تحقيق الهدف");
  });
});
