import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http as mock } from "msw";
import { describe, expect, it } from "vitest";
import PartnerShowPage from "../../src/portals/admin/partners/partners/partner-show";
import type { AdminPartnerDetails } from "../../src/portals/admin/partners/types";
import { AccountStatusBanner } from "../../src/portals/partner/components/account-status-banner";
import { BASE, ok, page, renderAt, setupAdminTests, signInAs } from "./admin-helpers";

const READ = ["read-dashboard", "read-profile", "read-tenant"];
const EDIT = [...READ, "update-tenant", "create-service"];

const signIn = (permissions = EDIT) => signInAs({ id: 2, name: "Admin", type: "internal", permissions });

const partner = (over: Partial<AdminPartnerDetails> = {}): AdminPartnerDetails =>
  ({
    id: 5,
    slug: "falcon",
    name: "Falcon Home Services",
    name_en: "Falcon Home Services",
    name_ar: "فالكون",
    email: "owner@falcon.ae",
    phone: "+97145550199",
    status: "active",
    logo: null,
    cover_image: null,
    about: "Cleaning",
    about_en: "Cleaning",
    about_ar: "تنظيف",
    cash_on_delivery: true,
    years_in_business: 3,
    latitude: null,
    longitude: null,
    created_at: "2026-01-01T00:00:00Z",
    company: {
      legal_name_en: "Falcon Home Services LLC",
      legal_name_ar: "فالكون ذ.م.م",
      trade_license_number: "CN-1234567",
      trade_license_expiry: "2027-05-01",
      company_type: "llc",
      trn: null,
    },
    service_count: 1,
    active_service_count: 1,
    package_count: 0,
    packages_by_status: {},
    community_count: 1,
    emirates: ["Dubai"],
    areas: [],
    ratings: { average: 0, count: 0, distribution: {} },
    application: null,
    address: "Al Quoz, Dubai",
    status_reason: null,
    status_changed_at: null,
    company_type_name: "LLC",
    contact: { contact_person: "Sara Nasser", contact_phone: "+971551112233", contact_email: "sara@falcon.ae" },
    bank: { bank_name: "Emirates NBD", account_name: "Falcon LLC", iban: "AE070331234567890123456" },
    area_ids: [1],
    commission: { rate: 15, effective_from: "2026-01-01T00:00:00Z", own: false },
    documents: [
      {
        id: 9,
        type: "trade_license",
        path: "/uploads/documents/licence.pdf",
        mime: "application/pdf",
        size: 2048,
        original_name: "licence.pdf",
        created_at: "2026-01-02T00:00:00Z",
      },
    ],
    users: [],
    ...over,
  }) as AdminPartnerDetails;

const { server } = setupAdminTests({ signIn: () => signIn() });

const showPartner = (tab?: string) =>
  renderAt(`/admin/partners/show/5${tab ? `?tab=${tab}` : ""}`, "/admin/partners/show/:id", <PartnerShowPage />);

describe("admin partner edit (tenants)", { timeout: 30_000 }, () => {
  it("edits the contact and bank details: a 422 keeps what was typed and shows it at the field; then it saves", async () => {
    const bodies: Record<string, unknown>[] = [];
    let current = partner();
    server.use(
      mock.get(`${BASE}/admin/partner/details/5`, () => ok(current)),
      mock.post(`${BASE}/admin/partner/update/5`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (body.iban === "AE00 1234")
          return HttpResponse.json(
            {
              status_code: 422,
              data: null,
              message: "The given data was invalid.",
              errors: { iban: ["The IBAN is not a valid UAE IBAN."] },
            },
            { status: 422 },
          );
        current = partner({ bank: { ...current.bank, iban: String(body.iban).replace(/\s/g, "") } });
        return ok(current);
      }),
    );
    showPartner();
    expect(await screen.findByTestId("partner-contact")).toHaveTextContent("Sara Nasser");
    expect(screen.getByTestId("partner-commission")).toHaveTextContent("Default rate in force: 15%");

    await userEvent.click(screen.getByTestId("partner-edit-contact-open"));
    const dialog = await screen.findByRole("dialog");
    const iban = within(dialog).getByLabelText("IBAN");
    await waitFor(() => expect(iban).toHaveValue("AE070331234567890123456"));
    await userEvent.clear(iban);
    await userEvent.type(iban, "AE00 1234");
    await userEvent.click(within(dialog).getByTestId("partner-edit-submit"));

    expect(await within(dialog).findByText("The IBAN is not a valid UAE IBAN.")).toBeInTheDocument();
    expect(iban).toHaveValue("AE00 1234");
    expect(bodies[0]).toMatchObject({ iban: "AE00 1234", contact_person: "Sara Nasser", bank_name: "Emirates NBD" });
    // only the section's fields are sent
    expect(Object.keys(bodies[0])).not.toContain("name_en");
    expect(Object.keys(bodies[0])).not.toContain("commission_rate");

    await userEvent.clear(iban);
    await userEvent.type(iban, "AE07 0331 2345 6789 0123 457");
    await userEvent.click(within(dialog).getByTestId("partner-edit-submit"));
    expect(await screen.findByText("Partner updated")).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    await waitFor(() => expect(screen.getByTestId("partner-contact")).toHaveTextContent("AE070331234567890123457"));
  });

  it("sets the partner's commission rate through the commission section", async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      mock.get(`${BASE}/admin/partner/details/5`, () => ok(partner())),
      mock.post(`${BASE}/admin/partner/update/5`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return ok(partner({ commission: { rate: 12.5, effective_from: "2026-02-01T00:00:00Z", own: true } }));
      }),
    );
    showPartner();
    await userEvent.click(await screen.findByTestId("partner-edit-commission-open"));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("Commission rate (%)"), "12.5");
    await userEvent.click(within(dialog).getByTestId("partner-edit-submit"));
    await waitFor(() => expect(sent).toEqual({ commission_rate: 12.5 }));
  });

  it("deactivating asks for the reason the partner will see, sends it, and shows it on the page", async () => {
    let sent: Record<string, unknown> | undefined;
    let current = partner();
    server.use(
      mock.get(`${BASE}/admin/partner/details/5`, () => ok(current)),
      mock.post(`${BASE}/admin/partner/status`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        current = partner({
          status: "inactive",
          status_reason: String(sent.reason),
          status_changed_at: "2026-03-01T08:00:00Z",
        });
        return ok({ ids: [5], status: "inactive", updated: 1 });
      }),
    );
    showPartner();
    await userEvent.click(await screen.findByTestId("partner-deactivate"));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    expect(await within(dialog).findByText("Required")).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await userEvent.type(within(dialog).getByTestId("partner-deactivate-reason"), "Trade licence expired");
    await userEvent.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(sent).toEqual({ ids: [5], status: "inactive", reason: "Trade licence expired" }));
    expect(await screen.findByTestId("partner-inactive-reason")).toHaveTextContent(
      "Deactivated: Trade licence expired",
    );
  });

  it("adds a service for the partner from its services tab; a 422 shows at the field", async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      mock.get(`${BASE}/admin/partner/details/5`, () => ok(partner())),
      mock.get(`${BASE}/partner/service/list`, () => ok(page([]))),
      mock.get(`${BASE}/service-category/list`, () =>
        ok(page([{ id: 3, name: "Cleaning", name_en: "Cleaning", name_ar: "تنظيف" }])),
      ),
      mock.post(`${BASE}/admin/service/create`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (bodies.length === 1)
          return HttpResponse.json(
            {
              status_code: 422,
              data: null,
              message: "The given data was invalid.",
              errors: { name_en: ["The name en has already been taken."] },
            },
            { status: 422 },
          );
        return ok({ id: 77, ...body }, 201);
      }),
    );
    showPartner("services");
    await userEvent.click(await screen.findByTestId("partner-service-add"));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("New service for Falcon Home Services");
    await userEvent.click(within(dialog).getByLabelText("Category"));
    await userEvent.click(await screen.findByTitle("Cleaning"));
    await userEvent.type(within(dialog).getByLabelText("Name (English)"), "Sofa cleaning");
    await userEvent.type(within(dialog).getByLabelText("Name (Arabic)"), "تنظيف الكنب");
    await userEvent.type(within(dialog).getByLabelText("Price (AED incl. VAT)"), "150");
    await userEvent.type(within(dialog).getByLabelText("Duration (minutes)"), "90");
    await userEvent.click(within(dialog).getByTestId("partner-service-submit"));

    expect(await within(dialog).findByText("The name en has already been taken.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Name (English)")).toHaveValue("Sofa cleaning");
    expect(bodies[0]).toMatchObject({
      partner_id: 5,
      category_id: 3,
      name_en: "Sofa cleaning",
      price: 150,
      duration_minutes: 90,
    });
    await userEvent.click(within(dialog).getByTestId("partner-service-submit"));
    expect(await screen.findByText("Service created")).toBeInTheDocument();
  });

  it("lists the partner's documents; a reader without update-tenant or create-service sees no edit buttons", async () => {
    signIn(READ);
    server.use(
      mock.get(`${BASE}/admin/partner/details/5`, () => ok(partner())),
      mock.get(`${BASE}/partner/service/list`, () => ok(page([]))),
    );
    showPartner("documents");
    const table = await screen.findByTestId("partner-documents");
    expect(table).toHaveTextContent("Trade licence");
    expect(within(table).getByRole("link", { name: "Open licence.pdf" })).toHaveAttribute(
      "href",
      "/uploads/documents/licence.pdf",
    );
    await userEvent.click(screen.getByRole("tab", { name: "Profile" }));
    expect(await screen.findByTestId("partner-contact")).toBeInTheDocument();
    expect(screen.queryByTestId("partner-edit-contact-open")).toBeNull();
    expect(screen.queryByTestId("partner-deactivate")).toBeNull();
    await userEvent.click(screen.getByRole("tab", { name: "Services" }));
    expect(screen.queryByTestId("partner-service-add")).toBeNull();
  });

  it("replaces a document: the chosen type and file go as multipart; a 422 shows at the field; then the list shows the new one", async () => {
    const sent: { type: string | null; name: string | null; file: boolean }[] = [];
    let current = partner();
    server.use(
      mock.get(`${BASE}/admin/partner/details/5`, () => ok(current)),
      mock.get(`${BASE}/partner/service/list`, () => ok(page([]))),
      mock.post(`${BASE}/admin/partner/document/5`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get("file") as File | null;
        sent.push({
          type: form.get("type") as string,
          name: form.get("original_name") as string,
          file: file !== null, // (jsdom does not carry the bytes through; the API test checks them)
        });
        if (sent.length === 1)
          return HttpResponse.json(
            {
              status_code: 422,
              data: null,
              message: "The given data was invalid.",
              errors: { file: ["The file must be a PDF, JPEG or PNG."] },
            },
            { status: 422 },
          );
        current = partner({
          documents: [
            { ...current.documents[0], id: 10, original_name: "Licence 2027.pdf", created_at: "2026-11-29T00:00:00Z" },
          ],
        });
        return HttpResponse.json({ status_code: 201, data: current, message: "Document uploaded" }, { status: 201 });
      }),
    );
    showPartner("documents");
    const table = await screen.findByTestId("partner-documents");
    await userEvent.click(within(table).getByRole("button", { name: "Replace the Trade licence" }));
    const dialog = await screen.findByRole("dialog");
    const input = dialog.querySelector("input[type=file]") as HTMLInputElement;
    await userEvent.upload(input, new File(["%PDF-1.4"], "licence-2027.pdf", { type: "application/pdf" }));
    await userEvent.type(within(dialog).getByLabelText("Name shown (optional)"), "Licence 2027.pdf");
    await userEvent.click(within(dialog).getByRole("button", { name: "Upload" }));

    expect(await within(dialog).findByText("The file must be a PDF, JPEG or PNG.")).toBeInTheDocument();
    expect(sent[0]).toEqual({ type: "trade_license", name: "Licence 2027.pdf", file: true });
    // the choice stays for the next try
    expect(within(dialog).getByLabelText("Name shown (optional)")).toHaveValue("Licence 2027.pdf");

    await userEvent.click(within(dialog).getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(screen.getByTestId("partner-documents")).toHaveTextContent("Licence 2027.pdf"));
    expect(sent).toHaveLength(2);
  });

  it("the partner's dashboard banner shows the reason Khidma gave while the account is deactivated", async () => {
    let status = { status: "inactive", reason: "Trade licence expired", changed_at: "2026-03-01T08:00:00Z" };
    server.use(mock.get(`${BASE}/partner/account-status`, () => ok(status)));
    const view = renderAt("/partner/dashboard", "/partner/dashboard", <AccountStatusBanner />);
    const banner = await screen.findByTestId("partner-account-inactive");
    expect(banner).toHaveTextContent("Your partner account is deactivated");
    expect(banner).toHaveTextContent("Reason given by Khidma: Trade licence expired");
    view.unmount();

    status = { status: "active", reason: null as never, changed_at: "2026-03-02T08:00:00Z" };
    let reads = 0;
    server.use(
      mock.get(`${BASE}/partner/account-status`, () => {
        reads += 1;
        return ok(status);
      }),
    );
    renderAt("/partner/dashboard", "/partner/dashboard", <AccountStatusBanner />);
    await waitFor(() => expect(reads).toBe(1));
    expect(screen.queryByTestId("partner-account-inactive")).toBeNull();
  });
});
