import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../src/i18n";
import KpiCategoriesPage, { type KpiCategory } from "../../src/portals/admin/kpi/kpi-categories";
import KpiCriteriaPage, { type KpiCriterion } from "../../src/portals/admin/kpi/kpi-criteria";
import PerformanceCriteriaPage, { type KpiWeight } from "../../src/portals/admin/kpi/performance-criteria";
import { BASE, ok, page, renderAt, setupAdminTests, signInAs } from "./admin-helpers";

// The three KPI set-up lists (categories, criteria, weights): rows, the add button, the active switch, edit and
// delete, each with its permission; the search box only with search-.
const ACTIONS = ["read", "create", "update", "delete", "change-status", "search"];
const every = (module: string) => ACTIONS.map((a) => `${a}-${module}`);

const stamps = { created_at: "2026-01-01T00:00:00Z", updated_at: "2026-01-01T00:00:00Z" };
/** A row's name in the request's language, English and Arabic. */
const names = (en: string, ar: string) => ({ name: en, name_en: en, name_ar: ar });
const category = (id: number, over: Partial<KpiCategory>): KpiCategory => ({
  id,
  ...names(`Category ${id}`, `فئة ${id}`),
  description: "",
  description_en: "",
  description_ar: "",
  status: "active",
  sort_order: id,
  criteria_count: 0,
  ...stamps,
  ...over,
});
const CATEGORIES = [
  category(1, { name: "Quality", description: "How well the work is done", criteria_count: 2 }),
  category(2, { name: "Punctuality", status: "inactive" }),
];
const criterion = (id: number, over: Partial<KpiCriterion>): KpiCriterion => ({
  id,
  ...names(`Criterion ${id}`, `معيار ${id}`),
  category_id: 1,
  category_name: "Quality",
  status: "active",
  metric: "on_time_rate",
  direction: "higher",
  unit: "percent",
  formula: "",
  formula_en: "",
  formula_ar: "",
  ...stamps,
  ...over,
});
const CRITERIA = [
  criterion(1, { name: "On time", formula: "Arrivals on time / arrivals" }),
  criterion(2, { name: "Cancellations", metric: "partner_cancellation_rate", direction: "lower" }),
];
const weight = (id: number, over: Partial<KpiWeight>): KpiWeight => ({
  id,
  criterion_id: id,
  criterion_name: `Criterion ${id}`,
  metric: "on_time_rate",
  criterion_status: "active",
  weight: 30,
  share: 60,
  status: "active",
  ...stamps,
  ...over,
});

const posts: Array<{ url: string; body: unknown }> = [];
const record = async ({ request }: { request: Request }) => {
  const text = await request.text();
  posts.push({
    url: new URL(request.url).pathname.replace(/^.*\/api\/v2\//, ""),
    body: text ? JSON.parse(text) : null,
  });
};
const { server } = setupAdminTests({
  handlers: () => [
    mock.get(`${BASE}/kpi-category/list`, () => ok(page(CATEGORIES))),
    mock.get(`${BASE}/kpi-criteria/list`, () => ok(page(CRITERIA))),
    mock.get(`${BASE}/performance-criteria/list`, () => ok({ ...page([weight(1, {})]), active_weight_total: 50 })),
    mock.post(`${BASE}/kpi-category/change-status/:id`, async (info) => {
      await record(info);
      return ok(CATEGORIES[0]);
    }),
    mock.post(`${BASE}/kpi-criteria/delete/:id`, async (info) => {
      await record(info);
      return ok({ id: 2 });
    }),
  ],
  signIn: () =>
    signInAs({
      id: 1,
      name: "Admin",
      type: "internal",
      permissions: [...every("kpi-category"), ...every("kpi-criteria"), ...every("performance-criteria")],
    }),
});

afterEach(async () => {
  posts.length = 0;
  await i18n.changeLanguage("en");
});

describe("admin KPI set-up lists (issue 19)", () => {
  it("KPI categories: the rows, the add form's fields, and the active switch posts change-status", async () => {
    renderAt("/admin/kpi/categories", "/admin/kpi/categories", <KpiCategoriesPage />);
    const table = await screen.findByTestId("kpi-categories-table");
    await waitFor(() => expect(within(table).getByText("Quality")).toBeTruthy());
    expect(screen.getByText("Group the criteria partners are scored on, such as quality or punctuality.")).toBeTruthy();
    expect(within(table).getByText("How well the work is done")).toBeTruthy();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Order", "Name", "Criteria", "Status", "Actions"]);
    const quality = within(table).getByText("Quality").closest("tr") as HTMLElement;
    expect(within(quality).getAllByRole("cell")[2].textContent).toBe("2");
    expect(screen.getByRole("searchbox", { name: "Search by name (English or Arabic)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit: Quality" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete: Punctuality" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: /New category/ }));
    const form = await screen.findByTestId("kpi-category-create");
    for (const label of ["Name (English)", "Name (Arabic)", "Description (English)", "Description (Arabic)", "Order"])
      expect(within(form).getByLabelText(label)).toBeTruthy();
    expect(screen.getByText("New KPI category")).toBeTruthy();

    fireEvent.click(screen.getByRole("switch", { name: "Active: Quality" }));
    await waitFor(() => expect(posts).toEqual([{ url: "kpi-category/change-status/1", body: { status: "inactive" } }]));
  });

  it("KPI criteria: the category filter, the formula under the name, and delete after the confirmation", async () => {
    renderAt("/admin/kpi/criteria", "/admin/kpi/criteria", <KpiCriteriaPage />);
    const table = await screen.findByTestId("kpi-criteria-table");
    await waitFor(() => expect(within(table).getByText("On time")).toBeTruthy());
    expect(within(table).getByText("Formula: Arrivals on time / arrivals")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Category" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Status" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Delete: Cancellations" }));
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() => expect(posts).toEqual([{ url: "kpi-criteria/delete/2", body: {} }]));
  });

  it("a refused delete shows the server's reason", async () => {
    server.use(
      mock.post(`${BASE}/kpi-category/delete/:id`, () =>
        HttpResponse.json(
          {
            status_code: 422,
            data: null,
            message: "This KPI category has criteria and cannot be deleted.",
            errors: { id: ["This KPI category has criteria and cannot be deleted."] },
          },
          { status: 422 },
        ),
      ),
    );
    renderAt("/admin/kpi/categories", "/admin/kpi/categories", <KpiCategoriesPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Delete: Quality" }));
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    expect(await screen.findByText("This KPI category has criteria and cannot be deleted.")).toBeTruthy();
  });

  it("performance criteria: the total of the active weights; no add button when every criterion has a weight", async () => {
    server.use(
      mock.get(`${BASE}/kpi-criteria/list`, () => ok(page([criterion(1, {})]))),
      mock.get(`${BASE}/performance-criteria/list`, () => ok({ ...page([weight(1, {})]), active_weight_total: 50 })),
    );
    renderAt("/admin/kpi/performance-criteria", "/admin/kpi/performance-criteria", <PerformanceCriteriaPage />);
    const table = await screen.findByTestId("weights-table");
    await waitFor(() => expect(within(table).getByText("Criterion 1")).toBeTruthy());
    expect((await screen.findByTestId("weight-total")).textContent).toContain("Total of the active weights: 50");
    expect(screen.getByRole("button", { name: "Edit: Criterion 1" })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("switch", { name: "Active: Criterion 1" })).toBeTruthy());
    expect(screen.queryByRole("button", { name: /New weight/ })).toBeNull();
  });

  it("read only: no add button, no search, no row buttons, and the switch is disabled", async () => {
    await signInAs({ id: 1, name: "Viewer", type: "internal", permissions: ["read-kpi-category"] });
    renderAt("/admin/kpi/categories", "/admin/kpi/categories", <KpiCategoriesPage />);
    const table = await screen.findByTestId("kpi-categories-table");
    await waitFor(() => expect(within(table).getByText("Quality")).toBeTruthy());
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Order", "Name", "Criteria", "Status"]);
    expect((screen.getByRole("switch", { name: "Active: Quality" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: /New category/ })).toBeNull();
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("Arabic: the list's strings and the direction", async () => {
    await i18n.changeLanguage("ar");
    renderAt("/admin/kpi/criteria", "/admin/kpi/criteria", <KpiCriteriaPage />);
    const table = await screen.findByTestId("kpi-criteria-table");
    await waitFor(() => expect(within(table).getByText("On time")).toBeTruthy());
    expect(screen.getByRole("button", { name: /معيار جديد/ })).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
  });
});
