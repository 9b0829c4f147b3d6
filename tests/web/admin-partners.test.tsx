import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http as mock } from "msw";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import "../../src/i18n/modules/admin-partners";
import type { ManagedPackage } from "../../src/features/catalog/types";
import type { PartnerApplication } from "../../src/features/partner-applications/types";
import { i18n } from "../../src/i18n";
import ApplicationListPage from "../../src/portals/admin/partners/applications/application-list";
import ApplicationShowPage from "../../src/portals/admin/partners/applications/application-show";
import AdminPackageListPage from "../../src/portals/admin/partners/packages/package-list";
import PartnerListPage from "../../src/portals/admin/partners/partners/partner-list";
import { ApplicationStatusTag } from "../../src/portals/admin/partners/status-tags";
import { BASE, ok, page, renderAt, setupAdminTests, signInAs } from "./admin-helpers";

const adminRole = {
  id: 2,
  name: "Admin",
  type: "internal" as const,
  permissions: ["read-dashboard", "read-profile", "read-application", "change-status-application", "read-tenant"],
};

const signIn = (permissions = adminRole.permissions) =>
  signInAs(
    { ...adminRole, permissions },
    { id: 1, first_name: "Admin", last_name: "User", email: "admin@khidma.test" },
  );

const application = (over: Partial<PartnerApplication> = {}): PartnerApplication =>
  ({
    id: 7,
    user_id: 20,
    status: "submitted",
    status_label: "Submitted",
    current_step: 5,
    is_editable: false,
    steps: { company: true, contact_bank: true, documents: true, areas: true, services: true },
    required_documents: ["trade_license", "owner_emirates_id"],
    legal_name: "Falcon Home Services LLC",
    legal_name_en: "Falcon Home Services LLC",
    legal_name_ar: "فالكون للخدمات المنزلية",
    trade_license_number: "CN-1234567",
    trade_license_expiry: "2027-05-01",
    company_type: "llc",
    company_type_name: "LLC",
    trn: null,
    logo: null,
    contact_person: "Sara Nasser",
    contact_phone: "+971551112233",
    contact_email: "owner@falcon.ae",
    bank_name: "Emirates NBD",
    iban: "AE070331234567890123456",
    account_name: "Falcon Home Services LLC",
    community_ids: [1],
    areas: [
      {
        community_id: 1,
        emirate_id: 1,
        emirate_name: "Dubai",
        name: "Al Barsha",
        name_en: "Al Barsha",
        name_ar: "البرشاء",
      },
    ],
    services: [],
    documents: [
      {
        id: 1,
        type: "trade_license",
        path: "/uploads/a.pdf",
        mime: "application/pdf",
        size: 2048,
        original_name: "licence.pdf",
        created_at: "2026-01-01T00:00:00Z",
      },
    ],
    comments: [
      {
        id: 1,
        author_user_id: 20,
        author_name: "Sara Nasser",
        author_role: "partner",
        status: "submitted",
        status_label: "Submitted",
        comment: "Ready for review.",
        created_at: "2026-01-02T00:00:00Z",
      },
    ],
    partner_id: null,
    submitted_at: "2026-01-02T00:00:00Z",
    decided_at: null,
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-02T00:00:00Z",
    applicant: { id: 20, first_name: "Sara", last_name: "Nasser", email: "owner@falcon.ae", phone: "+971551112233" },
    ...over,
  }) as PartnerApplication;

const { server } = setupAdminTests({ signIn: () => signIn() });

const openDecision = async (name: string) => {
  const button = await screen.findByTestId(`action-${name}`);
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  return screen.findByRole("dialog");
};

describe("admin partner applications", { timeout: 20_000 }, () => {
  it("approve sends the comment and shows the partner created", async () => {
    let body: Record<string, unknown> | undefined;
    let approved = false;
    server.use(
      mock.get(`${BASE}/admin/application/view/7`, () =>
        ok(approved ? application({ status: "approved", status_label: "Approved", partner_id: 42 }) : application()),
      ),
      mock.post(`${BASE}/admin/application/approve/7`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        approved = true;
        return ok(application({ status: "approved", status_label: "Approved", partner_id: 42 }));
      }),
    );
    renderAt("/admin/applications/show/7", "/admin/applications/show/:id", <ApplicationShowPage />);
    expect(await screen.findByTestId("application-title")).toHaveTextContent("Falcon Home Services LLC");
    expect(screen.getByTestId("application-thread")).toHaveTextContent("Ready for review.");

    const dialog = await openDecision("approve");
    expect(within(dialog).getByLabelText("Comment for the partner (optional)")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole("textbox"), "Welcome aboard!");
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(body).toEqual({ comment: "Welcome aboard!" }));
    expect(await screen.findByTestId("application-partner")).toHaveTextContent(
      "This application was approved and its partner profile created.",
    );
    expect(screen.getByRole("link", { name: "Open the partner" })).toHaveAttribute("href", "/admin/partners/show/42");
  });

  it("approve without a comment sends none", async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      mock.get(`${BASE}/admin/application/view/7`, () => ok(application())),
      mock.post(`${BASE}/admin/application/approve/7`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return ok(application({ status: "approved", status_label: "Approved", partner_id: 42 }));
      }),
    );
    renderAt("/admin/applications/show/7", "/admin/applications/show/:id", <ApplicationShowPage />);
    const dialog = await openDecision("approve");
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(body).toEqual({}));
  });

  it("request changes requires a comment, then sends it", async () => {
    const calls: Record<string, unknown>[] = [];
    server.use(
      mock.get(`${BASE}/admin/application/view/7`, () => ok(application())),
      mock.post(`${BASE}/admin/application/request-changes/7`, async ({ request }) => {
        calls.push((await request.json()) as Record<string, unknown>);
        return ok(application({ status: "changes-requested", status_label: "Changes Requested" }));
      }),
    );
    renderAt("/admin/applications/show/7", "/admin/applications/show/:id", <ApplicationShowPage />);
    const dialog = await openDecision("request-changes");
    expect(within(dialog).getByLabelText("Comment for the partner")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Request changes" }));
    expect(await within(dialog).findByText("Write a comment so the applicant knows what to do.")).toBeInTheDocument();
    // blank is not a comment either
    await userEvent.type(within(dialog).getByRole("textbox"), "   ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Request changes" }));
    await new Promise((r) => setTimeout(r, 200));
    expect(calls).toHaveLength(0);

    await userEvent.clear(within(dialog).getByRole("textbox"));
    await userEvent.type(within(dialog).getByRole("textbox"), "Upload a licence that is still valid.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Request changes" }));
    await waitFor(() => expect(calls).toEqual([{ comment: "Upload a licence that is still valid." }]));
  });

  it("a 422 from the server lands on the comment field", async () => {
    server.use(
      mock.get(`${BASE}/admin/application/view/7`, () => ok(application())),
      mock.post(`${BASE}/admin/application/reject/7`, () =>
        HttpResponse.json(
          {
            status_code: 422,
            data: null,
            message: "The given data was invalid.",
            errors: { comment: ["The comment field is required."] },
          },
          { status: 422 },
        ),
      ),
    );
    renderAt("/admin/applications/show/7", "/admin/applications/show/:id", <ApplicationShowPage />);
    const dialog = await openDecision("reject");
    await userEvent.type(within(dialog).getByRole("textbox"), "x");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("The comment field is required.")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox")).toHaveValue("x");
  });

  it("decisions are hidden without change-status-application; under review needs a submitted application", async () => {
    server.use(
      mock.get(`${BASE}/admin/application/view/7`, () =>
        ok(application({ status: "under-review", status_label: "Under Review" })),
      ),
    );
    renderAt("/admin/applications/show/7", "/admin/applications/show/:id", <ApplicationShowPage />);
    expect(await screen.findByTestId("action-under-review")).toBeDisabled();
    expect(screen.getByTestId("action-approve")).toBeEnabled();
    cleanup();
    signIn(["read-dashboard", "read-application"]);
    renderAt("/admin/applications/show/7", "/admin/applications/show/:id", <ApplicationShowPage />);
    expect(await screen.findByTestId("application-title")).toBeInTheDocument();
    expect(screen.queryByTestId("action-approve")).toBeNull();
  });

  it("the list shows counts per tab, filters by status and approves in bulk after a confirmation", async () => {
    const queries: URLSearchParams[] = [];
    let bulk: Record<string, unknown> | undefined;
    const summary = {
      id: 7,
      user_id: 20,
      status: "submitted",
      status_label: "Submitted",
      current_step: 5,
      legal_name: "Falcon Home Services LLC",
      legal_name_en: "Falcon Home Services LLC",
      legal_name_ar: "فالكون",
      trade_license_number: "CN-1234567",
      applicant_name: "Sara Nasser",
      applicant_email: "owner@falcon.ae",
      partner_id: null,
      submitted_at: "2026-01-02T00:00:00Z",
      decided_at: null,
      created_at: "2026-01-01T00:00:00Z",
      updated_at: "2026-01-02T00:00:00Z",
    };
    server.use(
      mock.get(`${BASE}/admin/application/list`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok(page([summary]));
      }),
      mock.get(`${BASE}/admin/application/counts`, () =>
        ok({
          all: 4,
          draft: 1,
          submitted: 2,
          "under-review": 1,
          "changes-requested": 0,
          approved: 1,
          rejected: 0,
        }),
      ),
      mock.post(`${BASE}/admin/application/bulk`, async ({ request }) => {
        bulk = (await request.json()) as Record<string, unknown>;
        return ok({ done: [7], failed: [] });
      }),
    );
    renderAt("/admin/applications", "/admin/applications", <ApplicationListPage />);
    expect(await screen.findByText("Falcon Home Services LLC")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("count-submitted")).toHaveTextContent("2"));
    expect(Object.fromEntries(queries[0])).toMatchObject({ page: "1", limit: "10", sortKey: "id", sortVal: "desc" });
    expect(queries[0].has("status")).toBe(false);

    await userEvent.click(screen.getByRole("tab", { name: /Submitted/ }));
    await waitFor(() => expect(queries.some((q) => q.get("status") === "submitted")).toBe(true));

    const row = screen.getByText("Falcon Home Services LLC").closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByRole("checkbox"));
    await userEvent.click(screen.getByTestId("bulk-approve"));
    const confirm = await screen.findByRole("dialog");
    expect(confirm).toHaveTextContent("Approve the selected applications? (1)");
    expect(bulk).toBeUndefined();
    await userEvent.click(within(confirm).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(bulk).toEqual({ ids: [7], action: "approve" }));
  });
});

describe("admin partner application statuses", () => {
  it("are the app's own strings in either language, the server's label only for an unknown one", async () => {
    render(<ApplicationStatusTag status="under-review" label="Under Review" />);
    expect(screen.getByTestId("application-status")).toHaveTextContent("Under review");
    cleanup();
    await i18n.changeLanguage("ar");
    try {
      // the list was loaded in English: the tag still follows the language
      render(<ApplicationStatusTag status="changes-requested" label="Changes Requested" />);
      expect(screen.getByTestId("application-status")).toHaveTextContent("مطلوب تعديلات");
      cleanup();
      render(<ApplicationStatusTag status="on-hold" label="معلق" />);
      expect(screen.getByTestId("application-status")).toHaveTextContent("معلق");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});

/** 25 packages, 3 of them "Deep clean …": the list answers like the server (search, status, page, limit). */
const PACKAGES = Array.from({ length: 25 }, (_, i) => {
  const id = 25 - i;
  const name = id % 10 === 3 ? `Deep clean ${id}` : `Plan ${id}`;
  return {
    id,
    partner_id: 1,
    partner: { id: 1, name: "Sparkle" },
    category_id: 1,
    name,
    name_en: name,
    name_ar: name,
    image: null,
    service_ids: [1],
    visits_per_month: 2,
    status: id % 2 ? "Approved" : "Pending",
    status_label: id % 2 ? "Approved" : "Pending",
    active: 1,
    is_handpicked: 0,
    starting_price: 100,
    duration_count: 1,
    updated_at: "2026-01-02T00:00:00Z",
  } as unknown as ManagedPackage;
});

/** The list's URL as the router holds it (refine keeps the table state in it). */
function Where() {
  return <output data-testid="where">{decodeURIComponent(useLocation().search)}</output>;
}

describe("admin package list paging", () => {
  const serve = () => {
    const queries: URLSearchParams[] = [];
    server.use(
      mock.get(`${BASE}/package/list`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        queries.push(q);
        const search = (q.get("search") ?? "").toLowerCase();
        const rows = PACKAGES.filter(
          (p) => p.name.toLowerCase().includes(search) && (!q.get("status") || p.status === q.get("status")),
        );
        const limit = Number(q.get("limit"));
        const at = Number(q.get("page"));
        return ok({
          data: rows.slice((at - 1) * limit, at * limit),
          total: rows.length,
          current_page: at,
          per_page: limit,
          last_page: Math.max(1, Math.ceil(rows.length / limit)),
        });
      }),
      mock.get(`${BASE}/admin/partner/list`, () => ok(page([]))),
    );
    renderAt(
      "/admin/packages",
      "/admin/packages",
      <>
        <AdminPackageListPage />
        <Where />
      </>,
    );
    return queries;
  };
  const last = (queries: URLSearchParams[]) => Object.fromEntries(queries[queries.length - 1]);
  const toPage2 = async (queries: URLSearchParams[]) => {
    expect(await screen.findByText("Plan 25")).toBeInTheDocument();
    await userEvent.click(within(screen.getByTitle("2")).getByRole("link"));
    expect(await screen.findByText("Plan 15")).toBeInTheDocument();
    expect(last(queries)).toMatchObject({ page: "2" });
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("currentPage=2"));
  };

  it("a search typed on page 2 asks for page 1 and shows the matches", async () => {
    const queries = serve();
    await toPage2(queries);

    await userEvent.type(screen.getByRole("searchbox", { name: "Search package or partner" }), "deep");
    // the three matches, not an empty page 2 of them
    expect(await screen.findByText("Deep clean 23")).toBeInTheDocument();
    expect(screen.getByText("Deep clean 13")).toBeInTheDocument();
    expect(screen.getByText("Deep clean 3")).toBeInTheDocument();
    const searched = queries.filter((q) => q.has("search"));
    expect(searched.map((q) => q.get("page"))).toEqual(searched.map(() => "1"));
    expect(last(queries)).toMatchObject({ page: "1", search: "deep" });
    // and so says the URL (the router applies refine's replace a moment later)
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("currentPage=1"));
    expect(screen.getByTestId("where")).toHaveTextContent("[value]=deep");
  });

  it("a filter or a sort changed on page 2 goes back to page 1", async () => {
    const queries = serve();
    await toPage2(queries);

    fireEvent.mouseDown(within(screen.getByTestId("package-status-filter")).getByRole("combobox"));
    await userEvent.click(await screen.findByTitle("Pending"));
    await waitFor(() => expect(last(queries)).toMatchObject({ page: "1", status: "Pending" }));
    expect(queries.filter((q) => q.has("status")).every((q) => q.get("page") === "1")).toBe(true);
    expect(await screen.findByText("Plan 24")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("currentPage=1"));

    // page 2 of the pending ones, then a sort by name: page 1 again
    await userEvent.click(within(screen.getByTitle("2")).getByRole("link"));
    await waitFor(() => expect(last(queries)).toMatchObject({ page: "2", status: "Pending" }));
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("currentPage=2"));
    await userEvent.click(screen.getByRole("columnheader", { name: /^Package/ }));
    await waitFor(() => expect(last(queries)).toMatchObject({ page: "1", status: "Pending", sortKey: "name" }));
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("currentPage=1"));
  });

  it("a page given in the URL is kept when the list opens", async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      mock.get(`${BASE}/package/list`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok({ data: PACKAGES.slice(10, 20), total: 25, current_page: 2, per_page: 10, last_page: 3 });
      }),
      mock.get(`${BASE}/admin/partner/list`, () => ok(page([]))),
    );
    renderAt("/admin/packages?currentPage=2&pageSize=10", "/admin/packages", <AdminPackageListPage />);
    expect(await screen.findByText("Plan 15")).toBeInTheDocument();
    // past the search box's debounce: still page 2, asked once
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(queries.map((q) => q.get("page"))).toEqual(["2"]);
  });
});

describe("admin partner list status", () => {
  it("deactivating the selected partners asks first with the reason, sends {ids, status, reason}, says how many and reads the list again", async () => {
    let lists = 0;
    let sent: Record<string, unknown> | undefined;
    const partner = {
      id: 5,
      name: "Falcon Home Services",
      slug: "falcon",
      logo: null,
      status: "active",
      email: "owner@falcon.ae",
      phone: "+971551112233",
      average_rating: 4.5,
      rating_count: 2,
      emirates: ["Dubai"],
      community_count: 1,
    };
    server.use(
      mock.get(`${BASE}/admin/partner/list`, () => {
        lists += 1;
        return ok(page([partner]));
      }),
      mock.get(`${BASE}/master/emirates`, () => ok([])),
      mock.get(`${BASE}/mobile/category/list`, () => ok(page([]))),
      mock.post(`${BASE}/admin/partner/status`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return ok({ updated: 1 });
      }),
    );
    signIn([...adminRole.permissions, "update-tenant"]);
    renderAt("/admin/partners", "/admin/partners", <PartnerListPage />);
    const row = (await screen.findByText("Falcon Home Services")).closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByRole("checkbox"));
    await userEvent.click(screen.getByTestId("bulk-deactivate"));
    const confirm = await screen.findByRole("dialog");
    expect(confirm).toHaveTextContent("Deactivate the selected partners? (1)");
    expect(sent).toBeUndefined();
    const before = lists;
    await userEvent.type(within(confirm).getByLabelText("Reason (the partner sees it)"), "Licence expired");
    await userEvent.click(within(confirm).getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(sent).toEqual({ ids: [5], status: "inactive", reason: "Licence expired" }));
    expect(await screen.findByText("Partners deactivated: 1")).toBeInTheDocument();
    await waitFor(() => expect(lists).toBeGreaterThan(before));
  });
});

describe("admin package switches", () => {
  const catalogRole = [...adminRole.permissions, "read-package", "update-package", "change-handpicked-package-status"];
  const serveList = () => {
    let lists = 0;
    server.use(
      mock.get(`${BASE}/package/list`, () => {
        lists += 1;
        return ok(page(PACKAGES.slice(0, 1)));
      }),
      mock.get(`${BASE}/admin/partner/list`, () => ok(page([]))),
    );
    return () => lists;
  };

  it("handpicking shows at once, sends {package_id, is_handpicked}, says so and reads the list again", async () => {
    const lists = serveList();
    let sent: Record<string, unknown> | undefined;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      mock.post(`${BASE}/change-handpicked-package-status`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        await gate;
        return ok(null);
      }),
    );
    signIn(catalogRole);
    renderAt("/admin/packages", "/admin/packages", <AdminPackageListPage />);
    const toggle = await screen.findByRole("switch", { name: "Plan 25 is handpicked" });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    const before = lists();
    await userEvent.click(toggle);
    await waitFor(() => expect(sent).toEqual({ package_id: 25, is_handpicked: 1 }));
    expect(toggle).toBeChecked();
    release();
    expect(await screen.findByText("Shown among the handpicked packages")).toBeInTheDocument();
    expect(lists()).toBeGreaterThan(before);
  });

  it("a refused handpick goes back; without the permission the switches are disabled", async () => {
    serveList();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      mock.post(`${BASE}/change-handpicked-package-status`, async () => {
        await gate;
        return HttpResponse.json(
          { status_code: 422, data: null, message: "Only approved packages can be handpicked." },
          { status: 422 },
        );
      }),
    );
    signIn(catalogRole);
    renderAt("/admin/packages", "/admin/packages", <AdminPackageListPage />);
    const toggle = await screen.findByRole("switch", { name: "Plan 25 is handpicked" });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    release();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(screen.queryByText("Shown among the handpicked packages")).toBeNull();

    cleanup();
    signIn([...adminRole.permissions, "read-package"]);
    renderAt("/admin/packages", "/admin/packages", <AdminPackageListPage />);
    expect(await screen.findByRole("switch", { name: "Plan 25 is handpicked" })).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Plan 25 is active" })).toBeDisabled();
    expect(screen.queryByTestId("package-create")).toBeNull();
  });
});

describe("admin application counts", () => {
  it("a bulk decision the server takes only in part lists the refused ones and reads the counts again", async () => {
    let counts = 0;
    const summary = {
      id: 7,
      status: "submitted",
      status_label: "Submitted",
      legal_name: "Falcon Home Services LLC",
      applicant_name: "Sara Nasser",
      applicant_email: "owner@falcon.ae",
      submitted_at: "2026-01-02T00:00:00Z",
      updated_at: "2026-01-02T00:00:00Z",
    };
    server.use(
      mock.get(`${BASE}/admin/application/list`, () =>
        ok(page([summary, { ...summary, id: 8, legal_name: "Oasis Cleaning" }])),
      ),
      mock.get(`${BASE}/admin/application/counts`, () => {
        counts += 1;
        return ok({ all: 2, submitted: 2 });
      }),
      mock.post(`${BASE}/admin/application/bulk`, () =>
        ok({ done: [7], failed: [{ id: 8, message: "The trade licence has expired." }] }),
      ),
    );
    renderAt("/admin/applications", "/admin/applications", <ApplicationListPage />);
    await waitFor(() => expect(screen.getByTestId("count-submitted")).toHaveTextContent("2"));
    for (const name of ["Falcon Home Services LLC", "Oasis Cleaning"]) {
      const row = (await screen.findByText(name)).closest("tr") as HTMLElement;
      await userEvent.click(await within(row).findByRole("checkbox"));
    }
    const before = counts;
    await userEvent.click(await screen.findByTestId("bulk-under-review"));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }));
    const failed = await screen.findByTestId("bulk-failed");
    expect(failed).toHaveTextContent("#8: The trade licence has expired.");
    expect(failed.closest('[role="dialog"]')).toHaveTextContent("Updated: 1. Not updated: 1");
    await waitFor(() => expect(counts).toBeGreaterThan(before));
  });
});
