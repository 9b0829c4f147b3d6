import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../src/i18n";
import type { KpiCriterion } from "../../src/portals/admin/kpi/kpi-criteria";
import TargetMatrixPage, { type KpiTarget } from "../../src/portals/admin/kpi/target-matrix";
import { BASE, ok, page, renderAt, setupAdminTests, signInAs } from "./admin-helpers";

const ALL = ["read-target-matrix", "create-target-matrix", "update-target-matrix", "delete-target-matrix"];

const criterion = (id: number, over: Partial<KpiCriterion>): KpiCriterion => ({
  id,
  category_id: 1,
  category_name: "Quality",
  name: `Criterion ${id}`,
  name_en: `Criterion ${id}`,
  name_ar: `معيار ${id}`,
  metric: "on_time_rate",
  direction: "higher",
  unit: "percent",
  formula: "",
  formula_en: "",
  formula_ar: "",
  status: "active",
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
  ...over,
});
const CRITERIA = [
  criterion(1, { name: "On-time arrival rate", metric: "on_time_rate" }),
  criterion(2, { name: "Average rating", metric: "average_rating", unit: "rating" }),
];
const CATEGORIES = [
  { id: 7, name: "Cleaning" },
  { id: 8, name: "Plumbing" },
];
const target = (id: number, over: Partial<KpiTarget>): KpiTarget => ({
  id,
  criterion_id: 1,
  criterion_name: "On-time arrival rate",
  metric: "on_time_rate",
  unit: "percent",
  direction: "higher",
  category_id: null,
  category_name: "Every partner",
  period: "month",
  target: 90,
  warning: 85,
  status: "active",
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
  ...over,
});
const MONTH = [
  target(1, {}),
  target(2, { criterion_id: 2, metric: "average_rating", unit: "rating", target: 4.5, warning: null }),
  target(3, { category_id: 7, category_name: "Cleaning", target: 95, warning: 92 }),
];
const QUARTER = [target(9, { period: "quarter", target: 88, warning: null })];

const periods: string[] = [];
const { server } = setupAdminTests({
  handlers: () => [
    mock.get(`${BASE}/kpi-criteria/list`, () => ok(page(CRITERIA))),
    mock.get(`${BASE}/service-category/list`, () => ok(page(CATEGORIES))),
    mock.get(`${BASE}/target-matrix/list`, ({ request }) => {
      const period = new URL(request.url).searchParams.get("period") ?? "";
      periods.push(period);
      return ok(page(period === "quarter" ? QUARTER : MONTH));
    }),
  ],
  signIn: () => signInAs({ id: 1, name: "Admin", type: "internal", permissions: ALL }),
});

const renderMatrix = () => renderAt("/admin/kpi/target-matrix", "/admin/kpi/target-matrix", <TargetMatrixPage />);
const rowOf = (name: string) => screen.getByText(name).closest("tr") as HTMLElement;

afterEach(async () => {
  periods.length = 0;
  await i18n.changeLanguage("en");
});

describe("admin KPI target matrix (issue 19)", () => {
  it("shows criteria down, every partner and the service categories across, each cell's target for the period", async () => {
    renderMatrix();
    const table = await screen.findByTestId("target-matrix");
    await waitFor(() => expect(within(table).getByText("95%")).toBeTruthy());
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["Criterion", "Every partner", "Cleaning", "Plumbing"]);

    const onTime = within(rowOf("On-time arrival rate")).getAllByRole("cell");
    expect(onTime[1].textContent).toBe("90%warning 85%");
    expect(onTime[2].textContent).toBe("95%warning 92%");
    // no target for plumbing: an add button named after the cell
    expect(within(onTime[3]).getByRole("button", { name: "On-time arrival rate, Plumbing: no target" })).toBeTruthy();
    const rating = within(rowOf("Average rating")).getAllByRole("cell");
    expect(rating[1].textContent).toBe("4.5");
    expect(periods).toContain("month");

    // another period asks for its targets and shows them
    fireEvent.click(screen.getByText("Quarterly"));
    await waitFor(() => expect(within(rowOf("On-time arrival rate")).getAllByRole("cell")[1].textContent).toBe("88%"));
    expect(periods).toContain("quarter");
    expect(within(rowOf("Average rating")).getAllByRole("cell")[1].textContent).toBe("Add");
  });

  it("adding a target in an empty cell posts the cell's criterion, category and period", async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      mock.post(`${BASE}/target-matrix/create`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return ok(target(10, { category_id: 8, target: Number(body.target) }), 201);
      }),
    );
    renderMatrix();
    const add = await screen.findByRole("button", { name: "On-time arrival rate, Plumbing: no target" });
    fireEvent.click(add);
    const form = await screen.findByTestId("target-create");
    fireEvent.change(within(form).getByTestId("target-input"), { target: { value: "93" } });
    fireEvent.click(screen.getByTestId("target-create-submit"));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({ criterion_id: 1, category_id: 8, period: "month", target: 93, warning: null });
  });

  it("a 422 shows the server's field error in the editor and keeps it open", async () => {
    server.use(
      mock.get(`${BASE}/target-matrix/details/3`, () => ok(MONTH[2])),
      mock.post(`${BASE}/target-matrix/update/3`, () =>
        HttpResponse.json(
          {
            status_code: 422,
            data: null,
            message: "A percentage must be between 0 and 100.",
            errors: { target: ["A percentage must be between 0 and 100."] },
          },
          { status: 422 },
        ),
      ),
    );
    renderMatrix();
    const cell = await screen.findByRole("button", { name: "On-time arrival rate, Cleaning: 95%" });
    fireEvent.click(cell);
    const form = await screen.findByTestId("target-edit");
    await waitFor(() => expect((within(form).getByTestId("target-input") as HTMLInputElement).value).toBe("95"));
    fireEvent.click(screen.getByTestId("target-edit-submit"));
    expect(await within(form).findByText("A percentage must be between 0 and 100.")).toBeTruthy();
  });

  it("without create- and update-target-matrix the cells are read-only", async () => {
    signInAs({ id: 1, name: "Admin", type: "internal", permissions: ["read-target-matrix"] });
    renderMatrix();
    const table = await screen.findByTestId("target-matrix");
    await waitFor(() => expect(within(table).getByText("95%")).toBeTruthy());
    expect(within(table).queryAllByRole("button")).toHaveLength(0);
  });
});
