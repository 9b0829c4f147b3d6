import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../src/i18n/modules/promotions";
import { setAccessToken } from "../../src/api/token";
import type { CodeBatch, CouponDetails, CouponRedemption } from "../../src/features/promotions/types";
import { i18n } from "../../src/i18n";
import CouponDetailsPage from "../../src/portals/admin/promotions/coupon-details";
import PromotionDetailsPage from "../../src/portals/partner/promotions/promotion-details";
import { type LoginSession, useKhidmaStore } from "../../src/state";
import { BASE, ok, page, renderAt, setupAdminTests, signInAs } from "./admin-helpers";

const ALL = ["read-coupon", "create-coupon", "update-coupon", "duplicate-coupon"];

const details = (over: Partial<CouponDetails> = {}): CouponDetails =>
  ({
    id: 3,
    code: "SUMMER",
    title_en: "Summer cleaning",
    title_ar: "تنظيف الصيف",
    discount_type: "percent",
    discount_value: 20,
    max_discount: 50,
    min_order: 100,
    starts_at: "2026-05-31T20:00:00.000Z",
    ends_at: "2026-09-30T19:59:59.999Z",
    usage_limit: 100,
    per_customer_limit: 1,
    first_order_only: false,
    applies_to: "service",
    funded_by: "khidma",
    partner_id: null,
    budget: 500,
    active: true,
    used_count: 4,
    category_ids: [1, 2],
    partner_ids: [],
    service_ids: [],
    package_ids: [],
    stacking: "exclusive",
    spent: 120.5,
    remaining_budget: 379.5,
    generated_codes: 0,
    burn_down: [
      { date: "2026-06-01", spent: 100.5, cumulative: 100.5, remaining: 399.5 },
      { date: "2026-06-02", spent: 20, cumulative: 120.5, remaining: 379.5 },
    ],
    code_batches: [],
    ...over,
  }) as CouponDetails;

const redemption = (id: number, over: Partial<CouponRedemption> = {}): CouponRedemption => ({
  id,
  coupon_id: 3,
  code: "SUMMER",
  user_id: 40 + id,
  customer_name: "Aisha Khan",
  order_id: 900 + id,
  order_number: `KH-000${900 + id}`,
  discount: 20,
  status: "redeemed",
  // 00:30 on 2 June in Dubai (UTC+4)
  created_at: "2026-06-01T20:30:00.000Z",
  ...over,
});

const { server } = setupAdminTests({
  handlers: () => [
    mock.get(`${BASE}/coupon/details/:id`, () => ok(details())),
    mock.get(`${BASE}/coupon/redemptions/:id`, () =>
      ok(
        page([
          redemption(1),
          redemption(2, { code: "RAMADANX7K2M9PQ", customer_name: "Omar Ali", status: "reserved" }),
        ]),
      ),
    ),
  ],
  signIn: () => signInAs({ id: 1, name: "Admin", type: "internal", permissions: ALL }),
});

const renderAdmin = () => renderAt("/admin/coupons/show/3", "/admin/coupons/show/:id", <CouponDetailsPage />);
const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;

let blobs: Blob[] = [];
beforeEach(() => {
  blobs = [];
  // jsdom has no object URLs: keep what the download hands the browser
  URL.createObjectURL = vi.fn((b: Blob) => {
    blobs.push(b);
    return "blob:codes";
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage("en");
});

describe("coupon details", () => {
  it("shows the terms, budget, spent and remaining in AED, the burn-down figures and the redemptions", async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      mock.get(`${BASE}/coupon/redemptions/:id`, ({ request, params }) => {
        expect(params.id).toBe("3");
        const q = new URL(request.url).searchParams;
        queries.push(q);
        const rows = [redemption(1), redemption(2, { customer_name: "Omar Ali", status: "reserved" })];
        const search = (q.get("search") ?? "").toLowerCase();
        return ok(page(rows.filter((r) => r.customer_name?.toLowerCase().includes(search))));
      }),
    );
    renderAdmin();
    expect(await screen.findByTestId("coupon-title")).toHaveTextContent("SUMMER");
    const budget = screen.getByTestId("coupon-budget");
    expect(within(budget).getByText("AED 500.00")).toBeInTheDocument();
    expect(within(budget).getByText("AED 120.50")).toBeInTheDocument();
    expect(within(budget).getByText("AED 379.50")).toBeInTheDocument();
    expect(within(budget).getByText("4 / 100")).toBeInTheDocument();

    // the terms: validity in Dubai dates, the scope as counts
    const terms = screen.getByTestId("coupon-terms");
    expect(terms).toHaveTextContent("From 01-06-2026");
    expect(terms).toHaveTextContent("Until 30-09-2026");
    expect(within(terms).getByText("2 categories")).toBeInTheDocument();
    expect(within(terms).getByText("Service bookings")).toBeInTheDocument();

    // the chart (loaded lazily) is an image named for what it draws, and carries its figures for screen readers
    expect(
      await screen.findByRole("img", { name: "Budget burn-down chart: spent per day and budget remaining" }),
    ).toBeInTheDocument();
    const figures = await screen.findByRole("table", { name: "Budget burn-down" });
    const day2 = within(figures).getByRole("rowheader", { name: "02-06" }).closest("tr") as HTMLElement;
    expect(within(day2).getByText("AED 20.00")).toBeInTheDocument();
    expect(within(day2).getAllByText("AED 120.50")).toHaveLength(1);
    expect(within(day2).getByText("AED 379.50")).toBeInTheDocument();

    // the redemptions, newest first, dates in Asia/Dubai
    expect(await screen.findByText("Aisha Khan")).toBeInTheDocument();
    expect(queries[0].get("sortKey")).toBe("created_at");
    expect(queries[0].get("sortVal")).toBe("desc");
    const row = rowOf("Aisha Khan");
    expect(within(row).getByText("KH-000901")).toBeInTheDocument();
    expect(within(row).getByText("AED 20.00")).toBeInTheDocument();
    expect(within(row).getByText("Redeemed")).toBeInTheDocument();
    expect(within(row).getByText("02-06-2026 12:30 AM")).toBeInTheDocument();
    expect(within(rowOf("Omar Ali")).getByText("Reserved")).toBeInTheDocument();

    fireEvent.change(screen.getByRole("searchbox", { name: "Search by code or customer" }), {
      target: { value: "omar" },
    });
    await waitFor(() => expect(queries.at(-1)?.get("search")).toBe("omar"));
    await waitFor(() => expect(screen.queryByText("Aisha Khan")).not.toBeInTheDocument());
    expect(screen.getByText("Omar Ali")).toBeInTheDocument();
  });

  it("Generate codes posts count and prefix, follows the running batch until it is done, and downloads the CSV", async () => {
    const posted: unknown[] = [];
    const running: CodeBatch = {
      batch_id: 8,
      prefix: "RAMADAN",
      count: 1000,
      generated: 500,
      status: "running",
      created_at: "2026-06-02T08:00:00.000Z",
    };
    let state: "none" | "running" | "done" = "none";
    let reads = 0;
    let auth: string | null = null;
    server.use(
      mock.get(`${BASE}/coupon/details/:id`, () => {
        reads += 1;
        if (state === "none") return ok(details());
        // the batch finishes while the screen watches it
        const batch = state === "running" ? running : { ...running, generated: 1000, status: "done" as const };
        if (state === "running") state = "done";
        return ok(details({ generated_codes: batch.generated, code_batches: [batch] }));
      }),
      mock.post(`${BASE}/coupon/generate-codes/:id`, async ({ request }) => {
        posted.push(await request.json());
        state = "running";
        return ok({ ...running, coupon_id: 3 });
      }),
      mock.get(`${BASE}/coupon/generate-codes/:id`, ({ request }) => {
        auth = request.headers.get("Authorization");
        return new HttpResponse("code,status,order_number,redeemed_at\nRAMADANX7K2M9PQ,unused,,\n", {
          headers: { "Content-Type": "text/csv; charset=utf-8" },
        });
      }),
    );
    renderAdmin();
    expect(await screen.findByText("No generated codes yet.")).toBeInTheDocument();
    fireEvent.click(await screen.findByTestId("generate-codes"));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("How many codes"), { target: { value: "1000" } });
    fireEvent.change(within(dialog).getByLabelText("Prefix"), { target: { value: "ramadan" } });
    fireEvent.click(screen.getByTestId("generate-codes-submit"));
    await waitFor(() => expect(posted).toEqual([{ count: 1000, prefix: "RAMADAN" }]));
    expect(await screen.findByTestId("code-batch-8")).toHaveTextContent("RAMADAN: 500 of 1000");
    expect(screen.getByText("Generating")).toBeInTheDocument();
    // read again (refetchInterval) until the batch is done
    await waitFor(() => expect(screen.getByTestId("code-batch-8")).toHaveTextContent("RAMADAN: 1000 of 1000"), {
      timeout: 10_000,
    });
    expect(screen.getByText("Ready")).toBeInTheDocument();
    const readsWhenDone = reads;
    expect(readsWhenDone).toBeGreaterThanOrEqual(3);

    fireEvent.click(screen.getByTestId("download-codes"));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(auth).toBe("Bearer user-token");
    expect(await blobs[0].text()).toBe("code,status,order_number,redeemed_at\nRAMADANX7K2M9PQ,unused,,\n");
    expect(blobs[0].type).toContain("text/csv");
    // done: no more polling
    await new Promise((r) => setTimeout(r, 2000));
    expect(reads).toBe(readsWhenDone);
  });

  it("checks the prefix in the form, then shows the server's refusal at its field and keeps what was typed", async () => {
    renderAdmin();
    fireEvent.click(await screen.findByTestId("generate-codes"));
    const dialog = await screen.findByRole("dialog");
    const posted: unknown[] = [];
    server.use(
      mock.post(`${BASE}/coupon/generate-codes/:id`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(
          {
            status_code: 422,
            data: null,
            message: "The given data was invalid.",
            errors: { prefix: ["No more unique codes can be made with this prefix."] },
          },
          { status: 422 },
        );
      }),
    );
    // a prefix the form itself refuses is not sent
    fireEvent.change(within(dialog).getByLabelText("Prefix"), { target: { value: "R" } });
    fireEvent.click(screen.getByTestId("generate-codes-submit"));
    expect(
      await within(dialog).findByText("2 to 12 letters or digits that start every code, e.g. RAMADAN", {
        selector: ".ant-form-item-explain-error",
      }),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText("Prefix"), { target: { value: "XY" } });
    fireEvent.click(screen.getByTestId("generate-codes-submit"));
    expect(await within(dialog).findByText("No more unique codes can be made with this prefix.")).toBeInTheDocument();
    expect(posted).toEqual([{ count: 100, prefix: "XY" }]);
    expect(within(dialog).getByLabelText("Prefix")).toHaveValue("XY");
  });

  it("a partner reading its promotion sees no funder and, without create-coupon, no Generate codes", async () => {
    const role = { id: 31, name: "Partner Viewer", type: "partner" as const, permissions: ["read-coupon"] };
    useKhidmaStore.getState().setSession({
      access_token: "t",
      user: { id: 3, first_name: "Rashid", last_name: "F", email: "p@khidma.test", roles: [role] },
      roles: [role],
      default_role: "Partner Viewer",
    } as unknown as LoginSession);
    setAccessToken("user-token");
    server.use(
      mock.get(`${BASE}/coupon/details/:id`, () =>
        ok(details({ funded_by: "partner", partner_id: 1, generated_codes: 20, code_batches: [] })),
      ),
    );
    await i18n.changeLanguage("ar");
    renderAt("/partner/promotions/show/3", "/partner/promotions/show/:id", <PromotionDetailsPage />);
    expect(await screen.findByTestId("coupon-title")).toHaveTextContent("SUMMER");
    // the Arabic title beside the code and in the terms
    expect(screen.getAllByText("تنظيف الصيف")).toHaveLength(2);
    expect(within(screen.getByTestId("coupon-budget")).getByText(/120\.50/)).toBeInTheDocument();
    expect(screen.queryByText("الجهة الممولة")).not.toBeInTheDocument();
    expect(await screen.findByTestId("download-codes")).toHaveTextContent("تنزيل الرموز (CSV)");
    await waitFor(() => expect(screen.queryByTestId("generate-codes")).not.toBeInTheDocument());
    expect(screen.queryByTestId("coupon-edit")).not.toBeInTheDocument();
  });
});
