import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import type { LedgerLine, Payout, PayoutDetails } from "../../src/features/money/types";
import { i18n } from "../../src/i18n";
import AdminPayoutDetails from "../../src/portals/admin/money/payout-details";
import AdminPayoutList from "../../src/portals/admin/money/payout-list";
import { BASE, ok, page, renderAt, setupAdminTests, signInAs } from "./admin-helpers";
import { detailsFixture, payoutFixture } from "./money-fixtures";

const ALL = [
  "read-payout",
  "read-payout-details",
  "approve-payout",
  "mark-paid-payout",
  "export-payout",
  "run-payout-cycle",
];
let permissions = ALL;

// a pending payout of partner 7 (nothing approved, paid or failed yet)
const payout = (id: number, over: Partial<Payout> = {}): Payout =>
  payoutFixture(id, {
    number: `PO-00000${id}`,
    partner_id: 7,
    partner_name: "Sparkle Cleaning",
    period_start: "2026-11-16",
    period_end: "2026-11-22",
    cut_off: "2026-11-22T20:00:00.000Z",
    amount: 1234.5,
    revenue: 1500,
    discounts: -50,
    commission: -200,
    commission_vat: -10,
    supply_vat: 0,
    fees: 0,
    refunds: 0,
    cash_collected: 0,
    adjustments: -5.5,
    carried_over: 0,
    line_count: 2,
    status: "pending",
    hold_reason: null,
    expected_at: "2026-11-26",
    created_at: "2026-11-23T05:00:00.000Z",
    approved_at: null,
    approved_by_name: null,
    paid_at: null,
    paid_by_name: null,
    reference: null,
    failed_at: null,
    failed_by_name: null,
    failure_reason: null,
    iban_masked: "AE07 **** **** **** **** 123",
    account_name: "Sparkle Cleaning LLC",
    approved_by: null,
    paid_by: null,
    failed_by: null,
    ...over,
  });

const line = (id: number, over: Partial<LedgerLine> = {}): LedgerLine => ({
  id,
  partner_id: 7,
  partner_name: "Sparkle Cleaning",
  type: "revenue",
  amount: 1500,
  order_id: 10,
  order_number: "ORD-10",
  booking_id: 20,
  booking_number: "BK-20",
  subscription_id: null,
  payout_id: 5,
  payout_number: "PO-000005",
  created_at: "2026-11-18T08:00:00.000Z",
  reason: null,
  actor_user_id: null,
  description: "Booking BK-20 completed",
  description_en: "Booking BK-20 completed",
  description_ar: "اكتمل الحجز BK-20",
  ...over,
});

const details = (over: Partial<Payout> = {}): PayoutDetails =>
  detailsFixture(payout(5, over), [
    line(1),
    line(2, { type: "commission", amount: -265.5, description: "Commission" }),
  ]);

const ROWS = [
  payout(5),
  payout(6, { partner_name: "Cool Breeze AC", status: "paid", reference: "TRX-1", hold_reason: null }),
  payout(7, { partner_name: "No Iban Co", hold_reason: "No valid IBAN on file", iban_masked: null }),
];

const { server } = setupAdminTests({
  handlers: () => [
    mock.get(`${BASE}/payout/list`, () => ok(page(ROWS))),
    mock.get(`${BASE}/payout/details/5`, () => ok(details())),
    mock.get(`${BASE}/admin/partner/list`, () => ok(page([{ id: 7, name: "Sparkle Cleaning" }]))),
  ],
  signIn: () => signInAs({ id: 1, name: "Admin", type: "internal", permissions }),
});

const renderList = () => renderAt("/admin/payouts", "/admin/payouts", <AdminPayoutList />);
const renderDetails = () => renderAt("/admin/payouts/show/5", "/admin/payouts/show/:id", <AdminPayoutDetails />);
const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;

afterEach(async () => {
  permissions = ALL;
  await i18n.changeLanguage("en");
});

describe("admin payouts list", () => {
  it("lists every partner's payouts with amount, status, hold reason and expected date; filters reach the query", async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      mock.get(`${BASE}/payout/list`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok(page(ROWS));
      }),
    );
    renderList();
    expect(await screen.findByText("PO-000005")).toBeInTheDocument();
    expect(queries[0].get("sortKey")).toBe("created_at");
    const first = rowOf("PO-000005");
    expect(within(first).getByText("Sparkle Cleaning")).toBeInTheDocument();
    expect(within(first).getByText("AED 1,234.50")).toBeInTheDocument();
    expect(within(first).getByText("Pending")).toBeInTheDocument();
    expect(first).toHaveTextContent("16-11-2026 – 22-11-2026");
    expect(first).toHaveTextContent("26-11-2026");
    expect(within(rowOf("PO-000006")).getByText("Paid")).toBeInTheDocument();
    expect(within(rowOf("PO-000007")).getByText("No valid IBAN on file")).toBeInTheDocument();
    expect(screen.getByText("PO-000005").closest("a")).toHaveAttribute("href", "/admin/payouts/show/5");

    fireEvent.mouseDown(within(screen.getByTestId("payout-status-filter")).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Approved"));
    await waitFor(() => expect(queries.at(-1)?.get("status")).toBe("approved"));
  });

  it("Run cycle now confirms, posts payout/run-cycle and says how many payouts were created", async () => {
    const posts: unknown[] = [];
    server.use(
      mock.post(`${BASE}/payout/run-cycle`, async ({ request }) => {
        posts.push(await request.json());
        return ok({
          period_start: "2026-11-16",
          period_end: "2026-11-22",
          cut_off: "2026-11-22T20:00:00.000Z",
          created: 3,
          carried_forward: 1,
          payouts: [],
        });
      }),
    );
    renderList();
    fireEvent.click(await screen.findByTestId("run-cycle"));
    expect(posts).toHaveLength(0);
    fireEvent.click(await screen.findByTestId("run-cycle-confirm"));
    expect(await screen.findByText("Cycle run: 3 payouts created, 1 carried forward.")).toBeInTheDocument();
    expect(posts).toEqual([{}]);
  });

  it("hides Run cycle and Export without their permissions", async () => {
    permissions = ["read-payout", "read-payout-details"];
    signInAs({ id: 1, name: "Reader", type: "internal", permissions });
    renderList();
    expect(await screen.findByText("PO-000005")).toBeInTheDocument();
    expect(screen.queryByTestId("run-cycle")).not.toBeInTheDocument();
    expect(screen.queryByTestId("export-payouts")).not.toBeInTheDocument();
  });
});

describe("admin payout details", () => {
  it("shows the figures, every ledger line with the total, the bank account and Approve for a pending payout", async () => {
    renderDetails();
    expect(await screen.findByTestId("payout-number")).toHaveTextContent("PO-000005");
    expect(screen.getByTestId("figure-revenue")).toHaveTextContent("AED 1,500.00");
    expect(screen.getByTestId("figure-commission")).toHaveTextContent("-AED 200.00");
    expect(screen.getByTestId("figure-amount")).toHaveTextContent("AED 1,234.50");
    const lines = screen.getByTestId("ledger-lines");
    expect(within(lines).getByText("Booking BK-20 completed")).toBeInTheDocument();
    expect(within(lines).getByText("-AED 265.50")).toBeInTheDocument();
    expect(screen.getByTestId("ledger-total")).toHaveTextContent("AED 1,234.50");
    expect(screen.getByText("AE07 **** **** **** **** 123")).toBeInTheDocument();
    expect(await screen.findByTestId("approve-payout")).toBeInTheDocument();
    expect(screen.queryByTestId("mark-paid")).not.toBeInTheDocument();
  });

  it("Approve sends POST payout/approve/{id} and shows the payout approved", async () => {
    const calls: string[] = [];
    let status: Payout["status"] = "pending";
    server.use(
      mock.get(`${BASE}/payout/details/5`, () =>
        ok(
          details(
            status === "approved" ? { status, approved_at: "2026-11-24T06:00:00.000Z", approved_by_name: "Omar" } : {},
          ),
        ),
      ),
      mock.post(`${BASE}/payout/approve/5`, ({ request }) => {
        calls.push(new URL(request.url).pathname);
        status = "approved";
        return ok(payout(5, { status }));
      }),
    );
    renderDetails();
    fireEvent.click(await screen.findByTestId("approve-payout"));
    fireEvent.click(await screen.findByTestId("approve-confirm"));
    await waitFor(() => expect(calls).toEqual(["/api/v2/payout/approve/5"]));
    expect(await screen.findByTestId("mark-paid")).toBeInTheDocument();
    expect(screen.getByTestId("payout-history")).toHaveTextContent("Omar");
    expect(screen.queryByTestId("approve-payout")).not.toBeInTheDocument();
  });

  it("a refused approval (422) shows the server's message", async () => {
    server.use(
      mock.post(`${BASE}/payout/approve/5`, () =>
        HttpResponse.json(
          { status_code: 422, data: null, message: "The payout is on hold: No valid IBAN on file" },
          { status: 422 },
        ),
      ),
    );
    renderDetails();
    fireEvent.click(await screen.findByTestId("approve-payout"));
    fireEvent.click(await screen.findByTestId("approve-confirm"));
    expect(await screen.findByTestId("payout-refusal")).toHaveTextContent(
      "The payout is on hold: No valid IBAN on file",
    );
  });

  it("Mark paid sends the bank reference; a 422 keeps it and shows the message", async () => {
    const bodies: unknown[] = [];
    let refuse = true;
    server.use(
      mock.get(`${BASE}/payout/details/5`, () =>
        ok(details({ status: refuse ? "approved" : "paid", reference: refuse ? null : "FT-778899" })),
      ),
      mock.post(`${BASE}/payout/mark-paid/5`, async ({ request }) => {
        bodies.push(await request.json());
        if (refuse) {
          refuse = false;
          return HttpResponse.json(
            {
              status_code: 422,
              data: null,
              message: "The bank is closed",
              errors: { reference: ["Reference not accepted"] },
            },
            { status: 422 },
          );
        }
        return ok(payout(5, { status: "paid", reference: "FT-778899" }));
      }),
    );
    renderDetails();
    fireEvent.click(await screen.findByTestId("mark-paid"));
    const input = within(await screen.findByTestId("mark-paid-form")).getByLabelText("Bank reference");
    fireEvent.change(input, { target: { value: "FT-778899" } });
    fireEvent.click(screen.getByTestId("mark-paid-submit"));
    expect(await screen.findByText("Reference not accepted")).toBeInTheDocument();
    expect(input).toHaveValue("FT-778899");
    fireEvent.click(screen.getByTestId("mark-paid-submit"));
    await waitFor(() => expect(bodies).toEqual([{ reference: "FT-778899" }, { reference: "FT-778899" }]));
    expect(await screen.findByTestId("payout-reference")).toHaveTextContent("FT-778899");
    expect(within(screen.getByTestId("payout-history")).getByText("Paid")).toBeInTheDocument();
  });

  it("Mark failed asks for a reason before sending it", async () => {
    const bodies: unknown[] = [];
    server.use(
      mock.get(`${BASE}/payout/details/5`, () => ok(details({ status: "approved" }))),
      mock.post(`${BASE}/payout/mark-failed/5`, async ({ request }) => {
        bodies.push(await request.json());
        return ok(payout(5, { status: "failed", failure_reason: "Account closed" }));
      }),
    );
    renderDetails();
    fireEvent.click(await screen.findByTestId("mark-failed"));
    fireEvent.click(await screen.findByTestId("mark-failed-submit"));
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    fireEvent.change(within(screen.getByTestId("mark-failed-form")).getByLabelText("Reason"), {
      target: { value: "Account closed" },
    });
    fireEvent.click(screen.getByTestId("mark-failed-submit"));
    await waitFor(() => expect(bodies).toEqual([{ reason: "Account closed" }]));
  });

  it("shows no actions without the approve and mark-paid permissions", async () => {
    permissions = ["read-payout", "read-payout-details"];
    signInAs({ id: 1, name: "Reader", type: "internal", permissions });
    renderDetails();
    expect(await screen.findByTestId("payout-number")).toBeInTheDocument();
    // the figures render with the answer; give refine's permission answers time to arrive
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByTestId("approve-payout")).not.toBeInTheDocument();
    expect(screen.queryByTestId("mark-failed")).not.toBeInTheDocument();
  });

  it("reads in Arabic: statuses and line types translated", async () => {
    await i18n.changeLanguage("ar");
    renderDetails();
    expect(await screen.findByTestId("payout-number")).toBeInTheDocument();
    expect(screen.getAllByText("قيد الانتظار").length).toBeGreaterThan(0);
    expect(within(screen.getByTestId("ledger-lines")).getByText("عمولة")).toBeInTheDocument();
  });
});
