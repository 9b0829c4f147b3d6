import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http as mock } from "msw";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { Link, MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { setAccessToken } from "../../src/api/token";
import { RESOURCES } from "../../src/config/resources";
import type { PartnerApplication } from "../../src/features/partner-applications/types";
import { i18n } from "../../src/i18n";
import PartnerDashboardPage from "../../src/portals/partner/pages/dashboard";
import PartnerOnboardingPage from "../../src/portals/partner/pages/onboarding";
import { accessControlProvider } from "../../src/providers/access-control";
import { dataProvider } from "../../src/providers/data-provider";
import { i18nProvider } from "../../src/providers/i18n-provider";
import { type LoginSession, type User, useKhidmaStore } from "../../src/state";
import { setupAdminTests } from "./admin-helpers";

const BASE = "*/api/v2";

const ownerRole = {
  id: 3,
  name: "Partner Owner",
  type: "partner" as const,
  permissions: ["read-dashboard", "read-application", "create-application", "read-profile"],
};

const applicant: User = {
  id: 40,
  first_name: "Sara",
  last_name: "Nasser",
  email: "owner@newco.ae",
  roles: [ownerRole],
  partner_details: { id: null },
};

const signIn = () => {
  const session: LoginSession = {
    access_token: "t",
    user: applicant,
    roles: [ownerRole],
    default_role: "Partner Owner",
  };
  useKhidmaStore.getState().setSession(session);
  setAccessToken("user-token");
};

const ok = <T,>(data: T, status = 200) => HttpResponse.json({ status_code: status, data, message: "OK" }, { status });
const invalid = (errors: Record<string, string[]>, message = "The given data was invalid.", status = 422) =>
  HttpResponse.json({ status_code: status, data: null, message, errors }, { status });

const application = (over: Partial<PartnerApplication> = {}): PartnerApplication => ({
  id: 7,
  user_id: 40,
  status: "draft",
  status_label: "Draft",
  status_label_en: "Draft",
  status_label_ar: "مسودة",
  current_step: 0,
  is_editable: true,
  steps: { company: false, contact_bank: false, documents: false, areas: false, services: false },
  required_documents: ["trade_license", "owner_emirates_id"],
  legal_name: null,
  legal_name_en: null,
  legal_name_ar: null,
  trade_license_number: null,
  trade_license_expiry: null,
  company_type: null,
  company_type_name: null,
  trn: null,
  logo: null,
  contact_person: null,
  contact_phone: null,
  contact_email: null,
  bank_name: null,
  iban: null,
  account_name: null,
  community_ids: [],
  areas: [],
  services: [],
  documents: [],
  comments: [],
  applicant: { id: 40, first_name: "Sara", last_name: "Nasser", email: "owner@newco.ae", phone: null },
  partner_id: null,
  submitted_at: null,
  decided_at: null,
  created_at: "2026-01-10T08:00:00.000Z",
  updated_at: "2026-01-10T08:00:00.000Z",
  ...over,
});

const companyDone = {
  legal_name: "Falcon Home Services LLC",
  legal_name_en: "Falcon Home Services LLC",
  legal_name_ar: "فالكون للخدمات المنزلية ذ.م.م",
  trade_license_number: "CN-1234567",
  trade_license_expiry: "2030-06-30",
  company_type: "llc",
  company_type_name: "Limited liability company",
};

const allDone = application({
  ...companyDone,
  current_step: 5,
  steps: { company: true, contact_bank: true, documents: true, areas: true, services: true },
  contact_person: "Sara Nasser",
  contact_phone: "+971551112233",
  contact_email: "owner@newco.ae",
  bank_name: "Emirates NBD",
  iban: "AE070331234567890123456",
  account_name: "Falcon Home Services LLC",
});

/** Lookups every step may read. */
const lookups = [
  mock.get(`${BASE}/partner/company-types`, () => ok([{ id: 1, key: "llc", name: "Limited liability company" }])),
  mock.get(`${BASE}/master/emirates`, () => ok([{ id: 1, slug: "dubai", name: "Dubai" }])),
  mock.get(`${BASE}/area/community/list`, () =>
    ok({ data: [{ id: 11, emirate_id: 1, name: "Jumeirah" }], total: 1, current_page: 1, per_page: -1, last_page: 1 }),
  ),
  mock.get(`${BASE}/mobile/category/list`, () =>
    ok({ data: [{ id: 2, name: "Cleaning" }], total: 1, current_page: 1, per_page: -1, last_page: 1 }),
  ),
];

function renderAt(path: string, routes: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Refine
          dataProvider={dataProvider}
          routerProvider={routerProvider}
          accessControlProvider={accessControlProvider}
          i18nProvider={i18nProvider}
          resources={RESOURCES}
          options={{ disableTelemetry: true, reactQuery: { clientConfig: client } }}
        >
          <Routes>{routes}</Routes>
        </Refine>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const renderWizard = () =>
  renderAt("/partner/on-boarding", <Route path="/partner/on-boarding" element={<PartnerOnboardingPage />} />);

// A desktop screen (antd's breakpoints all match), so the wizard shows its full Steps bar.
const { server, notifier } = setupAdminTests({ handlers: () => lookups, signIn });

describe("partner onboarding wizard", () => {
  it("resumes at the step the server saved (current_step)", async () => {
    server.use(
      mock.get(`${BASE}/partner/application/current`, () =>
        ok(
          application({
            ...companyDone,
            current_step: 2,
            steps: { company: true, contact_bank: true, documents: false, areas: false, services: false },
          }),
        ),
      ),
    );
    renderWizard();
    expect(await screen.findByRole("heading", { name: "Documents" })).toBeInTheDocument();
    expect(screen.getByTestId("document-trade_license")).toHaveTextContent("Required");
    expect(screen.getByTestId("document-insurance")).toHaveTextContent("Optional");
    expect(screen.getByTestId("documents-missing")).toHaveTextContent("Trade licence, Owner's Emirates ID");
  });

  it("puts a step's 422 field errors on the fields and keeps what was typed", async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      mock.get(`${BASE}/partner/application/current`, () => ok(application({ ...companyDone }))),
      mock.post(`${BASE}/partner/application/step/company`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return invalid({ trade_license_number: ["The trade license number must be 3 to 30 letters or digits."] });
      }),
    );
    const ui = userEvent.setup();
    renderWizard();
    const licence = await screen.findByLabelText("Trade licence number");
    expect(licence).toHaveValue("CN-1234567");
    await ui.clear(licence);
    await ui.type(licence, "A#");
    await ui.click(screen.getByRole("button", { name: "Save and continue" }));

    expect(await screen.findByText("The trade license number must be 3 to 30 letters or digits.")).toBeInTheDocument();
    expect(sent).toMatchObject({ trade_license_number: "A#", trade_license_expiry: "2030-06-30", company_type: "llc" });
    expect(sent).not.toHaveProperty("trn");
    // still on the company step, with the input kept
    expect(screen.getByRole("heading", { name: "Company" })).toBeInTheDocument();
    expect(screen.getByLabelText("Trade licence number")).toHaveValue("A#");
    expect(screen.getByLabelText("Legal name (English)")).toHaveValue("Falcon Home Services LLC");
    expect(notifier.success).not.toHaveBeenCalled();
  });

  it("saves a step and moves on to the next one", async () => {
    server.use(
      mock.get(`${BASE}/partner/application/current`, () =>
        ok(application({ ...companyDone, current_step: 1, steps: { ...allDone.steps, contact_bank: false } })),
      ),
      mock.post(`${BASE}/partner/application/step/contact-bank`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        expect(body).toEqual({
          contact_person: "Sara Nasser",
          contact_phone: "+971551112233",
          contact_email: "owner@newco.ae",
          bank_name: "Emirates NBD",
          iban: "AE070331234567890123456",
          account_name: "Falcon Home Services LLC",
        });
        return ok({ ...allDone, current_step: 2, steps: { ...allDone.steps, documents: false } });
      }),
    );
    const ui = userEvent.setup();
    renderWizard();
    // pasted (one input event each, as a user pasting from their records): only the IBAN's live format is typed
    await ui.click(await screen.findByLabelText("Contact person"));
    await ui.paste("Sara Nasser");
    await ui.click(screen.getByLabelText("Mobile number"));
    await ui.paste("055 111 2233");
    await ui.click(screen.getByLabelText("Email"));
    await ui.paste("owner@newco.ae");
    await ui.click(screen.getByLabelText("Bank name"));
    await ui.paste("Emirates NBD");
    const iban = screen.getByLabelText("IBAN");
    await ui.type(iban, "ae070331234567890123456");
    // live format: grouped by four, upper case, and the check passes
    expect(iban).toHaveValue("AE07 0331 2345 6789 0123 456");
    expect(screen.getByTestId("iban-hint")).toHaveTextContent("Valid UAE IBAN");
    await ui.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByRole("heading", { name: "Documents" })).toBeInTheDocument();
    expect(notifier.success).toHaveBeenCalledWith("Progress saved");
  });

  it("marks the tabs a submit 422 names and lists its messages", async () => {
    server.use(
      mock.get(`${BASE}/partner/application/current`, () => ok(allDone)),
      mock.post(`${BASE}/partner/application/submit`, () =>
        invalid(
          {
            documents: ["Upload the trade license.", "Upload the owner's Emirates ID."],
            areas: ["Choose at least one serviceable area."],
          },
          "Complete every step before submitting.",
        ),
      ),
    );
    const ui = userEvent.setup();
    renderWizard();
    expect(await screen.findByRole("heading", { name: "Review & submit" })).toBeInTheDocument();
    expect(screen.getByTestId("step-tab-documents")).not.toHaveAttribute("data-error");
    await ui.click(screen.getByRole("button", { name: "Submit application" }));

    await waitFor(() => expect(screen.getByTestId("step-tab-documents")).toHaveAttribute("data-error", "true"));
    expect(screen.getByTestId("step-tab-areas")).toHaveAttribute("data-error", "true");
    expect(screen.getByTestId("step-tab-company")).not.toHaveAttribute("data-error");
    const list = screen.getByTestId("submit-errors");
    expect(list).toHaveTextContent("Upload the trade license. Upload the owner's Emirates ID.");
    expect(list).toHaveTextContent("Choose at least one serviceable area.");
    expect(within(screen.getByTestId("review-documents")).getByText("Incomplete")).toBeInTheDocument();
    expect(within(screen.getByTestId("review-company")).getByText("Complete")).toBeInTheDocument();
    // the server's message is toasted once
    expect(notifier.error).toHaveBeenCalledWith("Complete every step before submitting.");
    // the listed step opens from the message
    await ui.click(within(list).getByRole("button", { name: "Serviceable areas" }));
    expect(await screen.findByRole("heading", { name: "Serviceable areas" })).toBeInTheDocument();
  });

  it("shows upload progress, then the file; a 413 gets a clear size message", async () => {
    const atDocuments = application({
      ...companyDone,
      current_step: 2,
      steps: { company: true, contact_bank: true, documents: false, areas: false, services: false },
    });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let type: FormDataEntryValue | null = null;
    server.use(
      mock.get(`${BASE}/partner/application/current`, () => ok(atDocuments)),
      mock.post(`${BASE}/partner/application/document`, async ({ request }) => {
        const form = await request.formData();
        type = form.get("type");
        if (type === "owner_emirates_id") return invalid({}, "Each file must be 10 MB or smaller.", 413);
        await gate;
        return ok(
          {
            ...atDocuments,
            documents: [
              {
                id: 1,
                type: "trade_license",
                path: "/uploads/a.pdf",
                mime: "application/pdf",
                size: 2048,
                original_name: "licence.pdf",
                created_at: "2026-01-10T08:00:00.000Z",
              },
            ],
          },
          201,
        );
      }),
    );
    const ui = userEvent.setup();
    renderWizard();
    const input = await screen.findByTestId("document-input-trade_license");
    await ui.upload(input, new File(["%PDF-1.4 test"], "licence.pdf", { type: "application/pdf" }));
    const progress = await screen.findByTestId("document-progress-trade_license");
    expect(progress).toHaveTextContent("Uploading licence.pdf...");
    expect(within(progress).getByRole("progressbar")).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByTestId("document-progress-trade_license")).not.toBeInTheDocument());
    expect(type).toBe("trade_license");
    expect(
      within(screen.getByTestId("document-trade_license")).getByRole("link", { name: "licence.pdf" }),
    ).toHaveAttribute("href", "/uploads/a.pdf");
    expect(notifier.success).toHaveBeenCalledWith("Document uploaded");

    await ui.upload(
      screen.getByTestId("document-input-owner_emirates_id"),
      new File(["\x89PNG big"], "id.png", { type: "image/png" }),
    );
    const error = await screen.findByTestId("document-error-owner_emirates_id");
    expect(error).toHaveTextContent("The file is too large");
    expect(error).toHaveTextContent("10 MB or smaller");
    expect(error).toHaveTextContent("PDF, JPEG or PNG");
  });

  it("deletes an uploaded document (DELETE partner/application/document/{id}) and shows its row empty", async () => {
    const uploaded = application({
      ...companyDone,
      current_step: 2,
      steps: { company: true, contact_bank: true, documents: false, areas: false, services: false },
      documents: [
        {
          id: 31,
          type: "insurance",
          path: "/uploads/insurance.pdf",
          mime: "application/pdf",
          size: 4096,
          original_name: "insurance.pdf",
          created_at: "2026-01-10T08:00:00.000Z",
        },
      ],
    });
    const deleted: string[] = [];
    server.use(
      mock.get(`${BASE}/partner/application/current`, () =>
        ok(deleted.length ? { ...uploaded, documents: [] } : uploaded),
      ),
      mock.delete(`${BASE}/partner/application/document/:id`, ({ params }) => {
        deleted.push(String(params.id));
        return ok({ id: Number(params.id) });
      }),
    );
    const ui = userEvent.setup();
    renderWizard();
    const row = await screen.findByTestId("document-insurance");
    expect(within(row).getByRole("link", { name: "insurance.pdf" })).toBeInTheDocument();
    await ui.click(within(row).getByRole("button", { name: "Delete" }));
    const question = await screen.findByText("Delete this document?");
    const confirm = question.closest(".ant-popconfirm") as HTMLElement;
    await ui.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deleted).toEqual(["31"]));
    await waitFor(() => expect(within(row).getByText("Not uploaded yet")).toBeInTheDocument());
    expect(notifier.success).toHaveBeenCalledWith("Document deleted");
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it("refuses a wrong file type before uploading", async () => {
    const calls = vi.fn();
    server.use(
      mock.get(`${BASE}/partner/application/current`, () => ok(application({ current_step: 2 }))),
      mock.post(`${BASE}/partner/application/document`, () => calls()),
    );
    const ui = userEvent.setup({ applyAccept: false });
    renderWizard();
    await ui.upload(
      await screen.findByTestId("document-input-insurance"),
      new File(["hello"], "notes.docx", { type: "application/msword" }),
    );
    expect(await screen.findByTestId("document-error-insurance")).toHaveTextContent("This file type is not accepted");
    expect(calls).not.toHaveBeenCalled();
  });

  it("shows a submitted application read-only, and the reviewer's comment when changes are requested", async () => {
    server.use(
      mock.get(`${BASE}/partner/application/current`, () =>
        ok({ ...allDone, status: "under-review", status_label: "Under review", is_editable: false }),
      ),
    );
    renderWizard();
    expect(await screen.findByText("Your application is under review")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save and continue" })).not.toBeInTheDocument();
    cleanup();

    server.use(
      mock.get(`${BASE}/partner/application/current`, () =>
        ok({
          ...allDone,
          status: "changes-requested",
          status_label: "Changes requested",
          comments: [
            {
              id: 1,
              author_user_id: 1,
              author_name: "Omar Haddad",
              author_role: "internal",
              status: "changes-requested",
              status_label: "Changes requested",
              comment: "Please upload a trade license that is still valid.",
              created_at: "2026-01-12T08:00:00.000Z",
            },
          ],
        }),
      ),
    );
    renderWizard();
    expect(await screen.findByTestId("reviewer-comment")).toHaveTextContent(
      "Please upload a trade license that is still valid.",
    );
    expect(screen.getByRole("button", { name: "Resubmit application" })).toBeInTheDocument();
  });
});

describe("unsaved changes", () => {
  it("asks before leaving a step with unsaved input, by link or by switching steps", async () => {
    server.use(mock.get(`${BASE}/partner/application/current`, () => ok(application({ ...companyDone }))));
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const ui = userEvent.setup();
    renderAt(
      "/partner/on-boarding",
      <>
        <Route
          path="/partner/on-boarding"
          element={
            <>
              <Link to="/partner/dashboard">Leave</Link>
              <PartnerOnboardingPage />
            </>
          }
        />
        <Route path="/partner/dashboard" element={<p>Dashboard page</p>} />
      </>,
    );
    // nothing typed yet: leaving is free... but first type something
    await ui.type(await screen.findByLabelText("Legal name (English)"), " Group");
    await ui.click(screen.getByRole("link", { name: "Leave" }));
    expect(confirm).toHaveBeenCalledWith("You have unsaved changes on this step. Leave without saving?");
    expect(screen.queryByText("Dashboard page")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Legal name (English)")).toHaveValue("Falcon Home Services LLC Group");

    // switching steps inside the wizard asks too (a dialog: discard or stay)
    await ui.click(screen.getByTestId("step-tab-contact_bank"));
    expect(await screen.findByRole("dialog")).toHaveTextContent("Discard unsaved changes?");
    await ui.click(screen.getByRole("button", { name: "Stay" }));
    expect(screen.getByRole("heading", { name: "Company" })).toBeInTheDocument();

    confirm.mockReturnValue(true);
    await ui.click(screen.getByRole("link", { name: "Leave" }));
    expect(await screen.findByText("Dashboard page")).toBeInTheDocument();
    confirm.mockRestore();
  });
});

describe("partner dashboard", () => {
  it("shows the onboarding checklist to a partner without a partner profile", async () => {
    server.use(
      mock.get(`${BASE}/partner/application/current`, () =>
        ok(
          application({
            ...companyDone,
            current_step: 2,
            steps: { company: true, contact_bank: true, documents: false, areas: false, services: false },
          }),
        ),
      ),
    );
    renderAt("/partner/dashboard", <Route path="/partner/dashboard" element={<PartnerDashboardPage />} />);
    const list = await screen.findByTestId("onboarding-checklist");
    expect(within(list).getByTestId("checklist-company")).toHaveAttribute("data-done", "true");
    expect(within(list).getByTestId("checklist-contact_bank")).toHaveAttribute("data-done", "true");
    expect(within(list).getByTestId("checklist-documents")).toHaveAttribute("data-done", "false");
    expect(within(list).getByTestId("checklist-submit")).toHaveAttribute("data-done", "false");
    expect(within(list).getByLabelText("2 of 6 done")).toHaveTextContent("2/6");
    expect(within(list).getByRole("button", { name: "Continue onboarding" })).toBeInTheDocument();
  });

  it("reads the session again once the application is approved, and shows the partner's own dashboard", async () => {
    server.use(
      mock.get(`${BASE}/partner/application/current`, () =>
        ok(application({ ...allDone, status: "approved", status_label: "Approved", partner_id: 5 })),
      ),
      mock.get(`${BASE}/user/me`, () =>
        ok({
          access_token: "t",
          user: { ...applicant, partner_details: { id: 5 } },
          roles: [ownerRole],
          default_role: "Partner Owner",
        }),
      ),
      mock.get(`${BASE}/*`, () => HttpResponse.json({ status_code: 404, data: null, message: "x" }, { status: 404 })),
    );
    renderAt("/partner/dashboard", <Route path="/partner/dashboard" element={<PartnerDashboardPage />} />);
    await waitFor(() => expect(useKhidmaStore.getState().session.partnerId ?? null).toBe(5));
    await waitFor(() => expect(screen.queryByTestId("onboarding-checklist")).not.toBeInTheDocument());
    expect(await screen.findByText("Welcome, Sara")).toBeInTheDocument();
  });

  it("keeps the usual dashboard for a partner with a profile (no checklist, no application call)", async () => {
    const applicationCalls = vi.fn();
    server.use(
      mock.get(`${BASE}/partner/application/current`, () => applicationCalls()),
      // the live figures (another screen area) read their own endpoints: not this test's concern
      mock.get(`${BASE}/*`, () => HttpResponse.json({ status_code: 404, data: null, message: "x" }, { status: 404 })),
    );
    useKhidmaStore.getState().setSession({
      access_token: "t",
      user: { ...applicant, partner_details: { id: 5 } },
      roles: [ownerRole],
      default_role: "Partner Owner",
    });
    renderAt("/partner/dashboard", <Route path="/partner/dashboard" element={<PartnerDashboardPage />} />);
    expect(await screen.findByText("Welcome, Sara")).toBeInTheDocument();
    expect(screen.queryByTestId("onboarding-checklist")).not.toBeInTheDocument();
    expect(applicationCalls).not.toHaveBeenCalled();
  });
});
