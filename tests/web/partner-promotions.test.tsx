import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import "../../src/i18n/modules/promotions";
import { setAccessToken } from "../../src/api/token";
import type { Coupon } from "../../src/features/promotions/types";
import { i18n } from "../../src/i18n";
import PromotionListPage from "../../src/portals/partner/promotions/promotion-list";
import { type LoginSession, useKhidmaStore } from "../../src/state";
import { BASE, ok, page, renderAt, setupAdminTests } from "./admin-helpers";

const OWNER = ["read-coupon", "create-coupon", "update-coupon", "duplicate-coupon", "read-service", "read-package"];

/** Signs in as a user of partner 1 holding `permissions`. */
const signInPartner = (permissions = OWNER) => {
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
    default_role: "Partner Owner",
  } as unknown as LoginSession);
  setAccessToken("user-token");
};

const coupon = (id: number, over: Partial<Coupon> = {}): Coupon =>
  ({
    id,
    code: `OWN${id}`,
    title_en: `Our offer ${id}`,
    title_ar: `عرضنا ${id}`,
    discount_type: "percent",
    discount_value: 15,
    max_discount: null,
    min_order: 0,
    starts_at: null,
    ends_at: null,
    usage_limit: 50,
    per_customer_limit: 1,
    first_order_only: false,
    applies_to: "any",
    funded_by: "partner",
    partner_id: 1,
    budget: 500,
    active: true,
    used_count: 3,
    category_ids: [],
    partner_ids: [],
    service_ids: [],
    package_ids: [],
    stacking: "exclusive",
    spent: 45,
    remaining_budget: 455,
    generated_codes: 0,
    ...over,
  }) as Coupon;

const SERVICES = [
  { id: 5, name: "Deep cleaning", partner_name: "Sparkle", category_id: 1, category_name: "Cleaning" },
  { id: 6, name: "Sofa shampoo", partner_name: "Sparkle", category_id: 1, category_name: "Cleaning" },
];
const PACKAGES = [{ id: 9, name: "Monthly clean", partner_id: 1, partner: { id: 1, name: "Sparkle" } }];

const serviceQueries: URLSearchParams[] = [];
const { server } = setupAdminTests({
  handlers: () => [
    mock.get(`${BASE}/coupon/list`, () => ok(page([coupon(1), coupon(2, { code: "SPRING", active: false })]))),
    mock.get(`${BASE}/mobile/category/list`, () =>
      ok([
        { id: 1, name: "Cleaning" },
        { id: 2, name: "AC services" },
      ]),
    ),
    mock.get(`${BASE}/partner/service/list`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      serviceQueries.push(q);
      const search = (q.get("search") ?? "").toLowerCase();
      return ok(page(SERVICES.filter((s) => s.name.toLowerCase().includes(search))));
    }),
    mock.get(`${BASE}/package/list`, () => ok(page(PACKAGES))),
  ],
  signIn: () => signInPartner(),
});

const renderList = () => renderAt("/partner/promotions", "/partner/promotions", <PromotionListPage />);
const rowOf = (code: string) => screen.getByText(code).closest("tr") as HTMLElement;

/** Opens the multi-select `testId`, types `search` when given, and picks the option named `label`. */
async function pick(dialog: HTMLElement, testId: string, label: string, search?: string) {
  const box = within(within(dialog).getByTestId(testId)).getByRole("combobox");
  fireEvent.mouseDown(box);
  if (search !== undefined) fireEvent.change(box, { target: { value: search } });
  const option = await waitFor(() => {
    const found = screen.getAllByTitle(label).find((el) => el.classList.contains("ant-select-item-option"));
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
}

afterEach(async () => {
  serviceQueries.length = 0;
  await i18n.changeLanguage("en");
});

describe("partner promotions", () => {
  it("lists the partner's own coupons with their status and a details link; no funder or partner filter", async () => {
    renderList();
    expect(await screen.findByText("OWN1")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Promotions" })).toBeInTheDocument();
    expect(within(rowOf("OWN1")).getByText("Live")).toBeInTheDocument();
    expect(within(rowOf("OWN1")).getByText("15% off")).toBeInTheDocument();
    expect(within(rowOf("OWN1")).getByText("3 / 50")).toBeInTheDocument();
    expect(within(rowOf("SPRING")).getByText("Inactive")).toBeInTheDocument();
    expect(screen.getByTestId("coupon-status-filter")).toBeInTheDocument();
    expect(screen.queryByTestId("coupon-funder-filter")).not.toBeInTheDocument();
    expect(screen.queryByTestId("coupon-partner-filter")).not.toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Funded by" })).not.toBeInTheDocument();
    const details = await within(rowOf("OWN1")).findByRole("button", { name: "Details of OWN1" });
    fireEvent.click(details);
    // refine's ShowButton goes to the resource's show route (/partner/promotions/show/1)
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
  });

  it("in Arabic, the screen and the statuses are Arabic", async () => {
    await i18n.changeLanguage("ar");
    renderList();
    expect(await screen.findByText("عرضنا 1")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "العروض" })).toBeInTheDocument();
    expect(within(rowOf("OWN1")).getByText("سارية")).toBeInTheDocument();
  });

  it("creates a coupon scoped to its own category, service and package: partner-funded, no partner_id", async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      mock.post(`${BASE}/coupon/create`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return ok(coupon(3, { code: "CLEAN20" }));
      }),
    );
    renderList();
    fireEvent.click(await screen.findByTestId("coupon-create"));
    const dialog = await screen.findByRole("dialog");
    // a partner does not choose the funder or the partner: its coupons are its own
    expect(within(dialog).queryByText("Funded by")).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId("coupon-partner")).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId("coupon-partner_ids")).not.toBeInTheDocument();
    expect(within(dialog).getByText("Funded by your company (taken from your payout)")).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText("Code"), { target: { value: "CLEAN20" } });
    fireEvent.change(within(dialog).getByLabelText("Title (English)"), { target: { value: "Clean for less" } });
    fireEvent.change(within(dialog).getByLabelText("Discount"), { target: { value: "20" } });
    fireEvent.change(within(dialog).getByLabelText("Budget (AED)"), { target: { value: "300" } });
    await pick(dialog, "coupon-category_ids", "Cleaning");
    await pick(dialog, "coupon-service_ids", "Deep cleaning", "deep");
    // the search reaches the partner's own service list
    await waitFor(() => expect(serviceQueries.some((q) => q.get("search") === "deep")).toBe(true));
    await pick(dialog, "coupon-package_ids", "Monthly clean");

    fireEvent.click(screen.getByTestId("coupon-create-form-save"));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      code: "CLEAN20",
      title_en: "Clean for less",
      discount_type: "percent",
      discount_value: 20,
      budget: 300,
      funded_by: "partner",
      category_ids: [1],
      service_ids: [5],
      package_ids: [9],
      active: true,
    });
    expect(bodies[0]).not.toHaveProperty("partner_id");
    expect(bodies[0]).not.toHaveProperty("partner_ids");
    expect(await screen.findByText("Coupon created.")).toBeInTheDocument();
  });

  it("shows the server's 422 at the scope field it names, keeping the choice", async () => {
    server.use(
      mock.post(`${BASE}/coupon/create`, () =>
        HttpResponse.json(
          {
            status_code: 422,
            data: null,
            message: "The given data was invalid.",
            errors: { service_ids: ["Choose only your own services."] },
          },
          { status: 422 },
        ),
      ),
    );
    renderList();
    fireEvent.click(await screen.findByTestId("coupon-create"));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Code"), { target: { value: "CLEAN20" } });
    fireEvent.change(within(dialog).getByLabelText("Title (English)"), { target: { value: "Clean" } });
    fireEvent.change(within(dialog).getByLabelText("Discount"), { target: { value: "20" } });
    await pick(dialog, "coupon-service_ids", "Sofa shampoo");
    fireEvent.click(screen.getByTestId("coupon-create-form-save"));
    expect(await within(dialog).findByText("Choose only your own services.")).toBeInTheDocument();
    expect(within(within(dialog).getByTestId("coupon-service_ids")).getByText("Sofa shampoo")).toBeInTheDocument();
  });

  it("without create, update and duplicate permissions, shows the list only", async () => {
    signInPartner(["read-coupon"]);
    renderList();
    expect(await screen.findByText("OWN1")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("switch", { name: "OWN1 active" })).toBeDisabled());
    expect(screen.queryByTestId("coupon-create")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit OWN1" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Duplicate OWN1" })).not.toBeInTheDocument();
  });
});
