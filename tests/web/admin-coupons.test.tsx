import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import "../../src/i18n/modules/promotions";
import type { Coupon as AdminCoupon } from "../../src/features/promotions/types";
import { i18n } from "../../src/i18n";
import CouponListPage from "../../src/portals/admin/promotions/coupon-list";
import { BASE, ok, page, renderAt, setupAdminTests, signInAs } from "./admin-helpers";

const ALL = ["read-coupon", "create-coupon", "update-coupon", "duplicate-coupon"];
let permissions = ALL;

const DAY = 86_400_000;
const coupon = (id: number, over: Partial<AdminCoupon> = {}): AdminCoupon =>
  ({
    id,
    code: `CODE${id}`,
    title_en: `Offer ${id}`,
    title_ar: `عرض ${id}`,
    discount_type: "percent",
    discount_value: 10,
    max_discount: 50,
    min_order: 100,
    starts_at: null,
    ends_at: null,
    usage_limit: null,
    per_customer_limit: 1,
    first_order_only: false,
    applies_to: "any",
    funded_by: "khidma",
    partner_id: null,
    budget: null,
    active: true,
    used_count: 0,
    category_ids: [],
    partner_ids: [],
    service_ids: [],
    package_ids: [],
    stacking: "exclusive",
    spent: 0,
    remaining_budget: null,
    generated_codes: 0,
    ...over,
  }) as AdminCoupon;

const ROWS = [
  coupon(1, { code: "WELCOME10" }),
  coupon(2, { code: "LATER", starts_at: new Date(Date.now() + 5 * DAY).toISOString() }),
  coupon(3, { code: "OLD", ends_at: new Date(Date.now() - DAY).toISOString() }),
  coupon(4, { code: "USEDUP", usage_limit: 5, used_count: 5, discount_type: "fixed", discount_value: 25 }),
  coupon(5, { code: "OFF", active: false, title_ar: "", funded_by: "partner", partner_id: 7 }),
  coupon(6, { code: "SPENT", budget: 100, spent: 100, remaining_budget: 0 }),
];

const PARTNERS = [
  { id: 7, name: "Sparkle Cleaning" },
  { id: 8, name: "Cool Breeze AC" },
];

const { server } = setupAdminTests({
  handlers: () => [
    mock.get(`${BASE}/coupon/list`, () => ok(page(ROWS))),
    // the partner filter and the form's scope lists
    mock.get(`${BASE}/admin/partner/list`, () => ok(page(PARTNERS))),
    mock.get(`${BASE}/mobile/category/list`, () => ok([{ id: 1, name: "Cleaning" }])),
    mock.get(`${BASE}/admin/service/list`, () => ok(page([]))),
    mock.get(`${BASE}/package/list`, () => ok(page([]))),
  ],
  signIn: () => signInAs({ id: 1, name: "Admin", type: "internal", permissions }),
});

const renderList = () => renderAt("/admin/coupons", "/admin/coupons", <CouponListPage />);
const rowOf = (code: string) => screen.getByText(code).closest("tr") as HTMLElement;

afterEach(async () => {
  permissions = ALL;
  await i18n.changeLanguage("en");
});

describe("admin promotions and vouchers", () => {
  it("lists coupons with the status the server's filter would give, discount, validity and usage", async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      mock.get(`${BASE}/coupon/list`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok(page(ROWS));
      }),
    );
    renderList();
    expect(await screen.findByText("WELCOME10")).toBeInTheDocument();
    expect(queries[0].get("sortKey")).toBe("id");
    expect(queries[0].get("sortVal")).toBe("desc");
    expect(within(rowOf("WELCOME10")).getByText("Live")).toBeInTheDocument();
    expect(within(rowOf("WELCOME10")).getByText("10% off")).toBeInTheDocument();
    expect(within(rowOf("WELCOME10")).getByText("up to AED 50.00")).toBeInTheDocument();
    expect(within(rowOf("LATER")).getByText("Scheduled")).toBeInTheDocument();
    expect(within(rowOf("OLD")).getByText("Expired")).toBeInTheDocument();
    expect(within(rowOf("USEDUP")).getByText("Exhausted")).toBeInTheDocument();
    expect(within(rowOf("USEDUP")).getByText("AED 25.00 off")).toBeInTheDocument();
    expect(within(rowOf("USEDUP")).getByText("5 / 5")).toBeInTheDocument();
    expect(within(rowOf("OFF")).getByText("Inactive")).toBeInTheDocument();
    // a spent budget ends the coupon as the server's filter says
    expect(within(rowOf("SPENT")).getByText("Exhausted")).toBeInTheDocument();
    expect(within(rowOf("OFF")).getByText("Partner")).toBeInTheDocument();
    // validity in Asia/Dubai, DD-MM-YYYY: yesterday's end
    const end = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Dubai",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    })
      .format(new Date(Date.now() - DAY))
      .replaceAll("/", "-");
    expect(rowOf("OLD")).toHaveTextContent(`Until ${end}`);

    // the status and funder filters reach the query
    fireEvent.mouseDown(within(screen.getByTestId("coupon-status-filter")).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Exhausted"));
    await waitFor(() => expect(queries.at(-1)?.get("status")).toBe("exhausted"));
  });

  it("the partner filter searches the partners and lists one partner's coupons", async () => {
    const queries: URLSearchParams[] = [];
    const partnerSearches: string[] = [];
    server.use(
      mock.get(`${BASE}/coupon/list`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok(page(ROWS));
      }),
      mock.get(`${BASE}/admin/partner/list`, ({ request }) => {
        const search = new URL(request.url).searchParams.get("search") ?? "";
        partnerSearches.push(search);
        return ok(page(PARTNERS.filter((p) => p.name.toLowerCase().includes(search.toLowerCase()))));
      }),
    );
    renderList();
    expect(await screen.findByText("WELCOME10")).toBeInTheDocument();
    const box = within(screen.getByTestId("coupon-partner-filter")).getByRole("combobox");
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: "cool" } });
    await waitFor(() => expect(partnerSearches).toContain("cool"));
    fireEvent.click(await screen.findByTitle("Cool Breeze AC"));
    await waitFor(() => expect(queries.at(-1)?.get("partner_id")).toBe("8"));
  });

  it("shows the Arabic title in Arabic, the English one when there is no Arabic title", async () => {
    await i18n.changeLanguage("ar");
    renderList();
    expect(await screen.findByText("عرض 1")).toBeInTheDocument();
    expect(screen.queryByText("Offer 1")).not.toBeInTheDocument();
    expect(within(rowOf("OFF")).getByText("Offer 5")).toBeInTheDocument();
    expect(within(rowOf("WELCOME10")).getByText("سارية")).toBeInTheDocument();
  });

  it("create posts the exact body; a 422 shows at its field and keeps what was typed", async () => {
    const bodies: unknown[] = [];
    server.use(
      mock.post(`${BASE}/coupon/create`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            status_code: 422,
            data: null,
            message: "The given data was invalid.",
            errors: { code: ["This code is already taken."] },
          },
          { status: 422 },
        );
      }),
    );
    renderList();
    fireEvent.click(await screen.findByTestId("coupon-create"));
    const dialog = await screen.findByRole("dialog");
    const field = (label: string) => within(dialog).getByLabelText(label);
    fireEvent.change(field("Code"), { target: { value: "SUMMER25" } });
    fireEvent.change(field("Title (English)"), { target: { value: "Summer" } });
    fireEvent.change(field("Title (Arabic)"), { target: { value: "الصيف" } });
    fireEvent.click(within(dialog).getByLabelText("Fixed amount (AED)"));
    fireEvent.change(field("Discount"), { target: { value: "25" } });
    fireEvent.change(field("Minimum order (AED)"), { target: { value: "150" } });
    fireEvent.change(field("Total uses"), { target: { value: "100" } });
    for (const [label, date] of [
      ["Starts on", "01-12-2026"],
      ["Ends on", "31-12-2026"],
    ]) {
      const input = field(label);
      fireEvent.mouseDown(input);
      fireEvent.change(input, { target: { value: date } });
      fireEvent.keyDown(input, { key: "Enter", code: "Enter", keyCode: 13 });
    }
    fireEvent.click(screen.getByTestId("coupon-create-form-save"));
    expect(await within(dialog).findByText("This code is already taken.")).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        code: "SUMMER25",
        title_en: "Summer",
        title_ar: "الصيف",
        discount_type: "fixed",
        discount_value: 25,
        max_discount: null,
        min_order: 150,
        starts_at: "2026-12-01",
        ends_at: "2026-12-31",
        usage_limit: 100,
        per_customer_limit: 1,
        first_order_only: false,
        applies_to: "any",
        funded_by: "khidma",
        partner_id: null,
        budget: null,
        stacking: "exclusive",
        active: true,
        category_ids: [],
        partner_ids: [],
        service_ids: [],
        package_ids: [],
      },
    ]);
    expect(field("Code")).toHaveValue("SUMMER25");
    expect(field("Title (English)")).toHaveValue("Summer");
    expect(field("Starts on")).toHaveValue("01-12-2026");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("duplicate posts coupon/duplicate and reads the list again", async () => {
    const duplicated: string[] = [];
    let lists = 0;
    let rows = [ROWS[0]];
    server.use(
      mock.get(`${BASE}/coupon/list`, () => {
        lists += 1;
        return ok(page(rows));
      }),
      mock.post(`${BASE}/coupon/duplicate/:id`, ({ params }) => {
        duplicated.push(String(params.id));
        const copy = coupon(9, { code: "WELCOME10-COPY", active: false });
        rows = [copy, ...rows];
        return ok(copy);
      }),
    );
    renderList();
    fireEvent.click(await screen.findByRole("button", { name: "Duplicate WELCOME10" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    await waitFor(() => expect(duplicated).toEqual(["1"]));
    expect(await screen.findByText("WELCOME10-COPY")).toBeInTheDocument();
    expect(lists).toBeGreaterThanOrEqual(2);
    expect(within(rowOf("WELCOME10-COPY")).getByText("Inactive")).toBeInTheDocument();
  });

  it("hides create, edit and duplicate without their permissions and locks the active switch", async () => {
    permissions = ["read-coupon"];
    signInAs({ id: 1, name: "Reader", type: "internal", permissions });
    renderList();
    expect(await screen.findByText("WELCOME10")).toBeInTheDocument();
    // wait for refine's answers to settle: the switch stays disabled
    await waitFor(() => expect(screen.getByRole("switch", { name: "WELCOME10 active" })).toBeDisabled());
    expect(screen.queryByTestId("coupon-create")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit WELCOME10" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Duplicate WELCOME10" })).not.toBeInTheDocument();
  });

  it("with the permissions, shows create, edit and duplicate", async () => {
    renderList();
    expect(await screen.findByTestId("coupon-create")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Edit WELCOME10" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Duplicate WELCOME10" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("switch", { name: "WELCOME10 active" })).toBeEnabled());
  });
});
