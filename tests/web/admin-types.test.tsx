import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http as mock } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import type { ApiSchema } from "../../src/api/api-types";
import { ServiceEditPage } from "../../src/features/catalog/services/service-form";
import { i18n } from "../../src/i18n";
import AppointmentListPage from "../../src/portals/admin/appointments/appointment-list";
import CompanyTypesPage from "../../src/portals/admin/catalog/company-types";
import JobTypesPage from "../../src/portals/admin/catalog/job-types";
import { BASE, ok, page, renderAt, setupAdminTests, signInAs } from "./admin-helpers";

type CompanyType = ApiSchema<"AdminCompanyType">;
type JobType = ApiSchema<"AdminJobType">;

const ALL = [
  "read-company-type",
  "create-company-type",
  "update-company-type",
  "read-job-type",
  "create-job-type",
  "update-job-type",
  "read-service",
  "update-service",
  "read-admin-booking-appointment",
];
let permissions = ALL;

const companyType = (id: number, over: Partial<CompanyType> = {}): CompanyType => ({
  id,
  key: `type-${id}`,
  name: `Type ${id}`,
  name_en: `Type ${id}`,
  name_ar: `نوع ${id}`,
  status: "active",
  sort_order: id,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-02T00:00:00Z",
  ...over,
});

const COMPANY_ROWS = [
  companyType(1, { key: "llc", name: "LLC", name_en: "LLC", name_ar: "ذات مسؤولية محدودة" }),
  companyType(2, { key: "sole", name: "Sole establishment", name_en: "Sole establishment", name_ar: "مؤسسة فردية" }),
  companyType(3, { key: "branch", name: "Branch", name_en: "Branch", name_ar: "فرع", status: "inactive" }),
];

const invalid = (errors: Record<string, string[]>) =>
  HttpResponse.json({ status_code: 422, data: null, message: "The given data was invalid.", errors }, { status: 422 });

const OPTIONS = [
  { id: 1, key: "cleaning", name: "Cleaning", name_en: "Cleaning", name_ar: "تنظيف" },
  { id: 2, key: "plumbing", name: "Plumbing", name_en: "Plumbing", name_ar: "سباكة" },
];

const { server } = setupAdminTests({
  handlers: () => [
    mock.get(`${BASE}/company-type/list`, () => ok(page(COMPANY_ROWS))),
    mock.get(`${BASE}/partner/job-types`, () => ok(OPTIONS)),
  ],
  signIn: () => signInAs({ id: 1, name: "Admin", type: "internal", permissions }),
});

const renderCompanyTypes = () => renderAt("/admin/company-types", "/admin/company-types", <CompanyTypesPage />);
const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;

afterEach(async () => {
  permissions = ALL;
  await i18n.changeLanguage("en");
});

describe("admin company types and job types (issue 18)", () => {
  it("lists company types with key and status; the search and the status filter reach the query", async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      mock.get(`${BASE}/company-type/list`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok(page(COMPANY_ROWS));
      }),
    );
    renderCompanyTypes();
    expect(await screen.findByText("Sole establishment")).toBeInTheDocument();
    expect(within(rowOf("LLC")).getByText("llc")).toBeInTheDocument();
    expect(within(rowOf("LLC")).getByText("Active")).toBeInTheDocument();
    expect(within(rowOf("Branch")).getByText("Inactive")).toBeInTheDocument();
    expect(within(rowOf("Branch")).getByRole("button", { name: "Activate Branch" })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("Search by name or key"), { target: { value: "sole" } });
    await waitFor(() => expect(queries.at(-1)?.get("search")).toBe("sole"));
    fireEvent.mouseDown(within(screen.getByTestId("company-type-status-filter")).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Inactive"));
    await waitFor(() => expect(queries.at(-1)?.get("status")).toBe("inactive"));
    expect(queries.at(-1)?.get("search")).toBe("sole");
  });

  it("create posts both names and the status; a 422 shows at its field and keeps what was typed", async () => {
    const bodies: unknown[] = [];
    server.use(
      mock.post(`${BASE}/company-type/create`, async ({ request }) => {
        bodies.push(await request.json());
        return invalid({ name_en: ["A company type with this English name already exists."] });
      }),
    );
    renderCompanyTypes();
    await userEvent.click(await screen.findByTestId("company-type-create"));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Name (English)"), { target: { value: " Free zone company " } });
    fireEvent.change(within(dialog).getByLabelText("Name (Arabic)"), { target: { value: "شركة منطقة حرة" } });
    await userEvent.click(screen.getByTestId("company-type-create-form-save"));
    expect(
      await within(dialog).findByText("A company type with this English name already exists."),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ name_en: "Free zone company", name_ar: "شركة منطقة حرة", status: "active" }]);
    expect(within(dialog).getByLabelText("Name (Arabic)")).toHaveValue("شركة منطقة حرة");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("edit reads the type, saves the change and the list is read again", async () => {
    const bodies: unknown[] = [];
    let lists = 0;
    let rows = COMPANY_ROWS;
    server.use(
      mock.get(`${BASE}/company-type/list`, () => {
        lists += 1;
        return ok(page(rows));
      }),
      mock.get(`${BASE}/company-type/details/2`, () => ok(COMPANY_ROWS[1])),
      mock.post(`${BASE}/company-type/update/2`, async ({ request }) => {
        const body = (await request.json()) as Partial<CompanyType>;
        bodies.push(body);
        const saved = { ...COMPANY_ROWS[1], ...body, name: body.name_en ?? "" };
        rows = [COMPANY_ROWS[0], saved, COMPANY_ROWS[2]];
        return ok(saved);
      }),
    );
    renderCompanyTypes();
    await userEvent.click(await screen.findByRole("button", { name: "Edit Sole establishment" }));
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(within(dialog).getByLabelText("Name (English)")).toHaveValue("Sole establishment"));
    expect(within(dialog).getByText("sole")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText("Name (English)"), { target: { value: "Sole proprietorship" } });
    await userEvent.click(screen.getByTestId("company-type-edit-form-save"));
    await waitFor(() =>
      expect(bodies).toEqual([{ name_en: "Sole proprietorship", name_ar: "مؤسسة فردية", status: "active" }]),
    );
    expect(await screen.findByText("Sole proprietorship")).toBeInTheDocument();
    expect(lists).toBeGreaterThanOrEqual(2);
  });

  it("deactivate asks first, posts the status verb and shows the new status", async () => {
    const bodies: Array<{ id: string; body: unknown }> = [];
    let rows = COMPANY_ROWS;
    server.use(
      mock.get(`${BASE}/company-type/list`, () => ok(page(rows))),
      mock.post(`${BASE}/company-type/status/:id`, async ({ params, request }) => {
        const body = await request.json();
        bodies.push({ id: String(params.id), body });
        rows = rows.map((r) => (r.id === Number(params.id) ? { ...r, status: "inactive" as const } : r));
        return ok(rows.find((r) => r.id === Number(params.id)));
      }),
    );
    renderCompanyTypes();
    await userEvent.click(await screen.findByRole("button", { name: "Deactivate LLC" }));
    expect(bodies).toEqual([]);
    await userEvent.click(await screen.findByRole("button", { name: "Yes" }));
    await waitFor(() => expect(bodies).toEqual([{ id: "1", body: { status: "inactive" } }]));
    await waitFor(() => expect(within(rowOf("LLC")).getByText("Inactive")).toBeInTheDocument());
    expect(within(rowOf("LLC")).getByRole("button", { name: "Activate LLC" })).toBeInTheDocument();
  });

  it("in Arabic the Arabic name leads and the labels are Arabic", async () => {
    await i18n.changeLanguage("ar");
    renderCompanyTypes();
    expect(await screen.findByText("ذات مسؤولية محدودة")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "أنواع الشركات" })).toBeInTheDocument();
    expect(within(rowOf("فرع")).getByText("غير نشط")).toBeInTheDocument();
    expect(screen.getByTestId("company-type-create")).toHaveTextContent("إضافة نوع شركة");
  });

  it("a reader sees no create, edit or status buttons", async () => {
    permissions = ["read-company-type"];
    signInAs({ id: 1, name: "Reader", type: "internal", permissions });
    renderCompanyTypes();
    expect(await screen.findByText("LLC")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("company-type-create")).not.toBeInTheDocument());
    expect(screen.queryByRole("button", { name: "Edit LLC" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Deactivate LLC" })).not.toBeInTheDocument();
  });

  it("job types: create posts the descriptions too", async () => {
    const bodies: unknown[] = [];
    const job: JobType = {
      ...companyType(5, { key: "cleaning", name: "Cleaning", name_en: "Cleaning", name_ar: "تنظيف" }),
      description: "Homes and offices",
      description_en: "Homes and offices",
      description_ar: "المنازل والمكاتب",
    };
    server.use(
      mock.get(`${BASE}/job-type/list`, () => ok(page([job]))),
      mock.post(`${BASE}/job-type/create`, async ({ request }) => {
        bodies.push(await request.json());
        return ok({ ...job, id: 6 }, 201);
      }),
    );
    renderAt("/admin/job-types", "/admin/job-types", <JobTypesPage />);
    expect(await screen.findByText("Homes and offices")).toBeInTheDocument();
    await userEvent.click(screen.getByTestId("job-type-create"));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Name (English)"), { target: { value: "Glass work" } });
    fireEvent.change(within(dialog).getByLabelText("Name (Arabic)"), { target: { value: "أعمال الزجاج" } });
    fireEvent.change(within(dialog).getByLabelText("Description (English)"), { target: { value: "Windows" } });
    fireEvent.mouseDown(within(dialog).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Inactive"));
    await userEvent.click(screen.getByTestId("job-type-create-form-save"));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          name_en: "Glass work",
          name_ar: "أعمال الزجاج",
          status: "inactive",
          description_en: "Windows",
          description_ar: "",
        },
      ]),
    );
    expect(await screen.findByText("Job type created")).toBeInTheDocument();
  });

  it("the service form offers the active job types, keeps a retired one by name, and saves job_type_id", async () => {
    let body: Record<string, unknown> | undefined;
    const service = {
      id: 9,
      partner_id: 1,
      category_id: 1,
      job_type_id: 7,
      job_type: "Retired trade",
      name: "Home cleaning",
      name_en: "Home cleaning",
      name_ar: "تنظيف المنزل",
      description_en: "",
      description_ar: "",
      includes_en: [],
      includes_ar: [],
      price: 105,
      duration_minutes: 120,
      image: null,
    };
    server.use(
      mock.get(`${BASE}/mobile/category/list`, () => ok(page([{ id: 1, name: "Cleaning" }]))),
      mock.get(`${BASE}/partner/service/details/9`, () => ok(service)),
      mock.post(`${BASE}/partner/service/update/9`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return ok(service);
      }),
    );
    renderAt("/admin/services/edit/9", "/admin/services/edit/:id", <ServiceEditPage />);
    await waitFor(() => expect(screen.getByLabelText("Name (English)")).toHaveValue("Home cleaning"));
    // the form remounts once the service has loaded: look the select up again
    await waitFor(() => expect(screen.getByTestId("service-job-type")).toHaveTextContent("Retired trade"));
    fireEvent.mouseDown(within(screen.getByTestId("service-job-type")).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Plumbing"));
    await userEvent.click(screen.getByRole("button", { name: /save/i }));
    await waitFor(() => expect(body).toMatchObject({ name_en: "Home cleaning", job_type_id: 2 }));
  });

  it("the admin appointments list filters by job type", async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      mock.get(`${BASE}/web/partner/list`, () => ok(page([{ id: 1, name: "Sparkle Cleaning LLC" }]))),
      mock.get(`${BASE}/admin/booking/list`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok({ ...page([]), status_counts: { all: 0 } });
      }),
    );
    renderAt("/admin/appointments", "/admin/appointments", <AppointmentListPage />);
    const filter = await screen.findByTestId("job-type-filter");
    fireEvent.mouseDown(within(filter).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Cleaning"));
    await waitFor(() => expect(queries.at(-1)?.get("job_type_id")).toBe("1"));
  });
});
