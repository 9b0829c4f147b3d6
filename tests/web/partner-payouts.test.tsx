import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../src/i18n";
import LedgerListPage from "../../src/portals/partner/ledger/ledger-list";
import PayoutDetailsPage from "../../src/portals/partner/payouts/payout-details";
import PayoutListPage from "../../src/portals/partner/payouts/payout-list";
import StatementPage from "../../src/portals/partner/payouts/statement-page";
import type { PayoutDetails } from "../../src/portals/partner/payouts/types";
import { BASE, ok, page, renderAt, setupAdminTests, signInAs, type TestRole } from "./admin-helpers";
import { detailsFixture, lineFixture, payoutFixture } from "./money-fixtures";

const PARTNER_ROLE = {
  id: 31,
  name: "Partner Owner",
  type: "partner",
  permissions: ["read-payout", "read-payout-details"],
} as unknown as TestRole;
const PARTNER_USER = { id: 3, first_name: "Rashid", last_name: "Al Falasi", partner_details: { id: 1 } };

const payout = payoutFixture;
const line = lineFixture;

const LINES = [
  line(1, "revenue", 1400, { description_en: "Deep cleaning BK-51", description: "Deep cleaning BK-51" }),
  line(2, "commission", -384),
  line(3, "carry_forward", -16, { order_number: null, booking_number: null }),
];

const details = (selfBilled: boolean): PayoutDetails => detailsFixture(payout(7), LINES, selfBilled);

const statementCalls: string[] = [];
let selfBilled = true;
/** Statement fields a test overrides (e.g. supplies at two VAT rates). */
let statementOver: Partial<PayoutDetails["statement"]> = {};
const { server } = setupAdminTests({
  handlers: () => [
    mock.get(`${BASE}/partner/balance`, () =>
      ok({ partner_id: 1, currency: "AED", total: 1550, pending: 300, available: 1250, hold_days: 3 }),
    ),
    mock.get(`${BASE}/payout/list`, () =>
      ok(
        page([
          payout(7),
          payout(8, {
            number: "PO-000008",
            status: "pending",
            amount: 420.5,
            hold_reason: "No valid IBAN on file",
            paid_at: null,
            reference: null,
            period_start: "2026-11-09",
            period_end: "2026-11-15",
          }),
        ]),
      ),
    ),
    mock.get(`${BASE}/payout/details/7`, () => {
      const d = details(selfBilled);
      return ok({ ...d, statement: { ...d.statement, ...statementOver } });
    }),
    mock.get(`${BASE}/payout/details/99`, () =>
      HttpResponse.json({ status_code: 404, data: null, message: "Not found" }, { status: 404 }),
    ),
    mock.get(`${BASE}/payout/statement/7`, ({ request }) => {
      statementCalls.push(request.url);
      return new HttpResponse("date,type,description,reference,amount\n", { headers: { "Content-Type": "text/csv" } });
    }),
  ],
  signIn: () => signInAs(PARTNER_ROLE, PARTNER_USER),
});

afterEach(async () => {
  statementCalls.length = 0;
  selfBilled = true;
  statementOver = {};
  await i18n.changeLanguage("en");
});

const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;

describe("partner payouts list", () => {
  it("shows the balance (available, pending in the holding period, total) and the partner's payouts", async () => {
    renderAt("/partner/payouts", "/partner/payouts", <PayoutListPage />);
    const available = await screen.findByTestId("balance-available");
    await waitFor(() => expect(available).toHaveTextContent("AED 1,250.00"));
    expect(available).toHaveTextContent("Paid in the next payout cycle");
    expect(screen.getByTestId("balance-pending")).toHaveTextContent("AED 300.00");
    expect(screen.getByTestId("balance-pending")).toHaveTextContent("In the 3-day holding period");
    expect(screen.getByTestId("balance-total")).toHaveTextContent("AED 1,550.00");

    expect(await screen.findByText("PO-000007")).toBeInTheDocument();
    const paid = rowOf("PO-000007");
    expect(paid).toHaveTextContent("02-11-2026 to 08-11-2026");
    expect(within(paid).getByText("AED 1,000.00")).toBeInTheDocument();
    expect(within(paid).getByText("Paid")).toBeInTheDocument();
    expect(within(paid).getByText("12-11-2026")).toBeInTheDocument();
    expect(paid).toHaveTextContent("Paid on 11-11-2026");
    expect(paid).toHaveTextContent("Bank reference FT-7781");
    // dates and references stay left to right inside an Arabic sentence
    expect(within(paid).getByText("FT-7781").tagName).toBe("BDI");

    const held = rowOf("PO-000008");
    expect(within(held).getByText("Pending")).toBeInTheDocument();
    expect(within(held).getByText("AED 420.50")).toBeInTheDocument();
    expect(within(held).getByText("On hold: No valid IBAN on file")).toBeInTheDocument();
    expect(within(held).getByText(/valid IBAN; the payout is released/)).toBeInTheDocument();
    expect(within(held).queryByText(/Paid on/)).not.toBeInTheDocument();

    fireEvent.click(await within(paid).findByRole("link", { name: "Details of PO-000007" }));
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
  });

  it("without read-payout-details the payout's number is not a link", async () => {
    signInAs({ ...PARTNER_ROLE, permissions: ["read-payout"] }, PARTNER_USER);
    renderAt("/partner/payouts", "/partner/payouts", <PayoutListPage />);
    expect(await screen.findByText("PO-000007")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("AED 420.50")).toBeInTheDocument());
    expect(screen.queryByRole("link", { name: /Details of/ })).not.toBeInTheDocument();
  });

  it("says when the partner owes Khidma (a negative available balance)", async () => {
    server.use(
      mock.get(`${BASE}/partner/balance`, () =>
        ok({ partner_id: 1, currency: "AED", total: -80, pending: 0, available: -80, hold_days: 3 }),
      ),
    );
    renderAt("/partner/payouts", "/partner/payouts", <PayoutListPage />);
    const available = await screen.findByTestId("balance-available");
    await waitFor(() => expect(available).toHaveTextContent("-AED 80.00"));
    expect(screen.getByTestId("balance-owed")).toHaveTextContent("You owe Khidma this amount");
  });

  it("in Arabic, the balance, columns and statuses are Arabic", async () => {
    await i18n.changeLanguage("ar");
    renderAt("/partner/payouts", "/partner/payouts", <PayoutListPage />);
    expect(await screen.findByRole("heading", { name: "الدفعات" })).toBeInTheDocument();
    expect(await screen.findByText("PO-000007")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("balance-available")).toHaveTextContent("متاح"));
    expect(screen.getByTestId("balance-available")).toHaveTextContent("1,250.00");
    expect(screen.getByTestId("balance-pending")).toHaveTextContent("قيد الانتظار");
    expect(within(rowOf("PO-000007")).getByText("مدفوعة")).toBeInTheDocument();
    expect(within(rowOf("PO-000008")).getByText("قيد الانتظار")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "المبلغ" })).toBeInTheDocument();
  });
});

describe("a payout's details", () => {
  const renderDetails = (id = 7) =>
    renderAt(`/partner/payouts/show/${id}`, "/partner/payouts/show/:id", <PayoutDetailsPage />, { catchAll: false });

  it("shows the figures, every line, the lines' total, the CSV statement and the printable statement's link", async () => {
    const createObjectURL = vi.fn(() => "blob:statement");
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    renderDetails();
    expect(await screen.findByTestId("payout-title")).toHaveTextContent("PO-000007");
    const figures = screen.getByTestId("payout-figures");
    expect(within(figures).getByText("Revenue").closest("tr")).toHaveTextContent("AED 1,400.00");
    expect(within(figures).getByText("VAT on commission").closest("tr")).toHaveTextContent("-AED 14.00");
    expect(within(figures).getByText("Carried over").closest("tr")).toHaveTextContent("-AED 16.00");
    expect(within(figures).getByText("Amount paid").closest("tr")).toHaveTextContent("AED 1,000.00");

    const lines = screen.getByTestId("ledger-lines");
    expect(within(lines).getByText("Deep cleaning BK-51")).toBeInTheDocument();
    expect(within(lines).getByText("ORD-40 · BK-52")).toBeInTheDocument();
    expect(within(lines).getByText("Carried forward")).toBeInTheDocument();
    expect(
      within(lines)
        .getAllByRole("row")
        .filter((r) => r.closest("tbody")),
    ).toHaveLength(3);
    expect(screen.getByTestId("ledger-total")).toHaveTextContent("AED 1,000.00");
    expect(screen.getByText("Lines: 3")).toBeInTheDocument();
    expect(screen.getByText("FT-7781").closest("span")).toHaveTextContent("Bank reference FT-7781");

    const print = await screen.findByRole("link", { name: /Print statement/ });
    expect(print).toHaveAttribute("href", "/partner/payouts/statement/7");

    fireEvent.click(screen.getByRole("button", { name: /Download statement \(CSV\)/ }));
    await waitFor(() => expect(statementCalls).toHaveLength(1));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("statement-PO-000007.csv");
    click.mockRestore();
  });

  it("another partner's payout (404) says it was not found", async () => {
    renderDetails(99);
    expect(await screen.findByText("This payout was not found.")).toBeInTheDocument();
  });
});

describe("the printable statement", () => {
  const renderStatement = () =>
    renderAt("/partner/payouts/statement/7", "/partner/payouts/statement/:id", <StatementPage />, { catchAll: false });

  it("self-billed: the self-billed tax invoice with both TRNs, both languages and the VAT lines", async () => {
    renderStatement();
    const title = await screen.findByTestId("statement-title");
    expect(title).toHaveTextContent("Self-billed tax invoice");
    expect(title).toHaveTextContent("فاتورة ضريبية ذاتية الإصدار");
    expect(screen.getByTestId("statement-partner")).toHaveTextContent("Sparkle Cleaning LLC");
    expect(screen.getByTestId("statement-partner")).toHaveTextContent("سباركل للتنظيف ذ.م.م");
    expect(screen.getByTestId("statement-partner-trn")).toHaveTextContent("100200300400003");
    expect(screen.getByTestId("statement-khidma")).toHaveTextContent("Khidma Technologies FZ-LLC");
    expect(screen.getByTestId("statement-khidma")).toHaveTextContent("Dubai Internet City");
    expect(screen.getByTestId("statement-khidma-trn")).toHaveTextContent("100999888700003");
    expect(screen.getByText("PO-000007")).toBeInTheDocument();
    expect(screen.getByText("02-11-2026 – 08-11-2026")).toBeInTheDocument();
    const lines = screen.getByTestId("statement-lines");
    expect(within(lines).getByText("Deep cleaning BK-51")).toBeInTheDocument();
    expect(within(lines).getByText("البند 1")).toBeInTheDocument();
    expect(screen.getByTestId("statement-total")).toHaveTextContent("1,000.00");
    const vat = screen.getByTestId("statement-vat");
    expect(vat).toHaveTextContent("Value of supply (excl. VAT)");
    expect(vat).toHaveTextContent("AED 1,270.00");
    expect(vat).toHaveTextContent("VAT 5%");
    expect(vat).toHaveTextContent("AED 63.50");
    expect(vat).toHaveTextContent("AED 1,333.50");
    const settlement = screen.getByTestId("statement-settlement");
    expect(settlement).toHaveTextContent("VAT on the supply (paid to the partner)");
    expect(settlement).toHaveTextContent("AED 63.50");
    expect(settlement).toHaveTextContent("Khidma's commission");
    expect(settlement).toHaveTextContent("-AED 280.00");
    expect(settlement).toHaveTextContent("Amount paid to the partner");
    expect(settlement).toHaveTextContent("AED 1,000.00");
    expect(screen.getByText("09-11-2026")).toBeInTheDocument();
  });

  it("supplies sold at two VAT rates: the value and the VAT at each rate, as the server sent them", async () => {
    statementOver = {
      vat_rate: null,
      vat_rates: [
        { rate: 5, supply_value: 1000, supply_vat: 50, supply_total: 1050 },
        { rate: 10, supply_value: 270, supply_vat: 27, supply_total: 297 },
      ],
      supply_vat: 77,
      supply_total: 1347,
    };
    renderStatement();
    const vat = await screen.findByTestId("statement-vat");
    expect(vat).toHaveTextContent("Value of supply at 5% VAT (excl. VAT)");
    expect(vat).toHaveTextContent("AED 1,000.00");
    expect(vat).toHaveTextContent("VAT 5%");
    expect(vat).toHaveTextContent("AED 50.00");
    expect(vat).toHaveTextContent("Value of supply at 10% VAT (excl. VAT)");
    expect(vat).toHaveTextContent("AED 270.00");
    expect(vat).toHaveTextContent("VAT 10%");
    expect(vat).toHaveTextContent("AED 27.00");
    expect(vat).toHaveTextContent("AED 1,347.00");
    expect(screen.getByTestId("statement-settlement")).toHaveTextContent("AED 77.00");
  });

  it("not self-billed: a statement of account, no TRN and no VAT lines", async () => {
    selfBilled = false;
    renderStatement();
    const title = await screen.findByTestId("statement-title");
    expect(title).toHaveTextContent("Payout statement");
    expect(title).not.toHaveTextContent("Self-billed");
    expect(screen.getByText(/this is not a tax invoice/)).toBeInTheDocument();
    expect(screen.queryByTestId("statement-partner-trn")).not.toBeInTheDocument();
    expect(screen.queryByTestId("statement-khidma-trn")).not.toBeInTheDocument();
    expect(screen.queryByText("100999888700003")).not.toBeInTheDocument();
    expect(screen.queryByTestId("statement-vat")).not.toBeInTheDocument();
    expect(screen.getByTestId("statement-settlement")).toHaveTextContent("AED 1,000.00");
  });

  it("in Arabic, Arabic comes first and English beside it", async () => {
    await i18n.changeLanguage("ar");
    renderStatement();
    const title = await screen.findByTestId("statement-title");
    expect(title.textContent?.indexOf("فاتورة ضريبية")).toBe(0);
    expect(title).toHaveTextContent("Self-billed tax invoice");
    expect(screen.getByRole("button", { name: /طباعة أو حفظ بصيغة PDF/ })).toBeInTheDocument();
    expect(screen.getByTestId("statement-partner").querySelector("strong")).toHaveTextContent("سباركل للتنظيف ذ.م.م");
  });
});

describe("the partner's earnings (ledger)", () => {
  it("lists its lines with the order/booking, the amount and the payout that paid them; filters by type", async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      mock.get(`${BASE}/ledger/list`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok(
          page([
            LINES[0],
            line(4, "fee", 20, { payout_id: null, description: "Cancellation fee BK-54" }),
            // a negative cycle's lines: closed into the next cycle's balance, not a payout one can open
            line(5, "cash_collected", -300, { payout_id: 9, payout_number: null, description: "Cash collected BK-55" }),
          ]),
        );
      }),
    );
    renderAt("/partner/ledger", "/partner/ledger", <LedgerListPage />);
    expect(await screen.findByText("Deep cleaning BK-51")).toBeInTheDocument();
    expect(within(rowOf("Deep cleaning BK-51")).getByText("AED 1,400.00")).toBeInTheDocument();
    expect(within(rowOf("Deep cleaning BK-51")).getByRole("link", { name: "PO-000007" })).toHaveAttribute(
      "href",
      "/partner/payouts/show/7",
    );
    expect(within(rowOf("Cash collected BK-55")).getByText("Carried forward to the next cycle")).toBeInTheDocument();
    expect(within(rowOf("Cash collected BK-55")).queryByRole("link")).toBeNull();
    expect(within(rowOf("Cancellation fee BK-54")).getByText("Not paid out yet")).toBeInTheDocument();
    expect(within(rowOf("Cancellation fee BK-54")).getByText("ORD-40 · BK-54")).toBeInTheDocument();

    const select = within(screen.getByTestId("ledger-type-filter")).getByRole("combobox");
    fireEvent.mouseDown(select);
    const option = await waitFor(() => {
      const found = screen.getAllByTitle("Fee").find((el) => el.classList.contains("ant-select-item-option"));
      if (!found) throw new Error("no option Fee");
      return found;
    });
    fireEvent.click(option);
    await waitFor(() => expect(queries.at(-1)?.get("type")).toBe("fee"));
  });
});

describe("on a phone (375 px)", () => {
  /** Screens narrower than antd's md breakpoint: min-width queries from 768 px up no longer match. */
  const asPhone = () => {
    const wide = window.matchMedia;
    window.matchMedia = ((query: string) => {
      const min = /min-width:\s*(\d+)px/.exec(query);
      return { ...wide(query), matches: min ? Number(min[1]) < 768 : true, media: query };
    }) as never;
    return () => {
      window.matchMedia = wide;
    };
  };

  it("a payout's lines are blocks with their amounts and the total, no sideways table", async () => {
    const restore = asPhone();
    try {
      renderAt("/partner/payouts/show/7", "/partner/payouts/show/:id", <PayoutDetailsPage />, { catchAll: false });
      const list = await screen.findByTestId("ledger-lines-list");
      expect(screen.queryByTestId("ledger-lines")).not.toBeInTheDocument();
      const first = within(list).getByText("Deep cleaning BK-51").closest("li") as HTMLElement;
      expect(first).toHaveTextContent("AED 1,400.00");
      expect(first).toHaveTextContent("Revenue");
      expect(within(list).getByTestId("ledger-total")).toHaveTextContent("AED 1,000.00");
    } finally {
      restore();
    }
  });

  it("the payouts list carries the status, hold reason and paid date in the payout's cell", async () => {
    const restore = asPhone();
    try {
      renderAt("/partner/payouts", "/partner/payouts", <PayoutListPage />);
      expect(await screen.findByText("PO-000008")).toBeInTheDocument();
      expect(screen.queryByRole("columnheader", { name: "Status" })).not.toBeInTheDocument();
      const held = rowOf("PO-000008");
      expect(held).toHaveTextContent("On hold: No valid IBAN on file");
      expect(held).toHaveTextContent("Expected on 12-11-2026");
      expect(rowOf("PO-000007")).toHaveTextContent("Paid on 11-11-2026");
      expect(await within(held).findByRole("link", { name: "Details of PO-000008" })).toHaveAttribute(
        "href",
        "/partner/payouts/show/8",
      );
    } finally {
      restore();
    }
  });
});
