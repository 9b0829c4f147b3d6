import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import type { LedgerLine } from "../../src/features/money/types";
import { i18n } from "../../src/i18n";
import AdminLedgerList from "../../src/portals/admin/money/ledger-list";
import { BASE, ok, page, renderAt, setupAdminTests, signInAs } from "./admin-helpers";

const ALL = ["read-payout", "adjust-ledger"];

const line = (id: number, over: Partial<LedgerLine> = {}): LedgerLine => ({
  id,
  partner_id: 7,
  partner_name: "Sparkle Cleaning",
  type: "revenue",
  amount: 300,
  order_id: 10,
  order_number: "ORD-10",
  booking_id: 20,
  booking_number: "BK-20",
  subscription_id: null,
  payout_id: null,
  payout_number: null,
  created_at: "2026-11-18T08:00:00.000Z",
  reason: null,
  actor_user_id: null,
  description: `Line ${id}`,
  description_en: `Line ${id}`,
  description_ar: `قيد ${id}`,
  ...over,
});

const LINES = [
  line(1),
  line(2, { type: "cash_collected", amount: -120, partner_id: 8, partner_name: "Cool Breeze AC" }),
  line(3, { type: "adjustment", amount: 25, reason: "Goodwill for a late visit", payout_id: 4 }),
];
const PARTNERS = [
  { id: 7, name: "Sparkle Cleaning" },
  { id: 8, name: "Cool Breeze AC" },
];

const { server } = setupAdminTests({
  handlers: () => [
    mock.get(`${BASE}/ledger/list`, () => ok(page(LINES))),
    mock.get(`${BASE}/admin/partner/list`, () => ok(page(PARTNERS))),
    // a chosen partner's label (refine's useSelect reads the value's record)
    mock.get(`${BASE}/admin/partner/details/:id`, ({ params }) => ok(PARTNERS.find((p) => String(p.id) === params.id))),
    mock.get(`${BASE}/partner/balance`, () =>
      ok({ partner_id: 7, currency: "AED", total: 1450.25, pending: 300, available: 1150.25, hold_days: 3 }),
    ),
  ],
  signIn: () => signInAs({ id: 1, name: "Admin", type: "internal", permissions: ALL }),
});

const renderLedger = () => renderAt("/admin/ledger", "/admin/ledger", <AdminLedgerList />);

async function choosePartner(testId: string, name: string) {
  const box = within(screen.getByTestId(testId)).getByRole("combobox");
  fireEvent.mouseDown(box);
  const options = await screen.findAllByTitle(name);
  fireEvent.click(options.at(-1) as HTMLElement);
}

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("admin partner ledger", () => {
  it("lists all partners' lines with type, description, reason and signed amount; a partner shows its balance", async () => {
    const queries: URLSearchParams[] = [];
    const balances: string[] = [];
    server.use(
      mock.get(`${BASE}/ledger/list`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        queries.push(q);
        return ok(
          page(q.get("partner_id") ? LINES.filter((l) => String(l.partner_id) === q.get("partner_id")) : LINES),
        );
      }),
      mock.get(`${BASE}/partner/balance`, ({ request }) => {
        balances.push(new URL(request.url).searchParams.get("partner_id") ?? "");
        return ok({ partner_id: 7, currency: "AED", total: 1450.25, pending: 300, available: 1150.25, hold_days: 3 });
      }),
    );
    renderLedger();
    const table = await screen.findByTestId("ledger-lines");
    expect(await within(table).findByText("Line 2")).toBeInTheDocument();
    expect(queries[0].get("partner_id")).toBeNull();
    expect(within(table).getByText("Cash collected")).toBeInTheDocument();
    expect(within(table).getByText("-AED 120.00")).toBeInTheDocument();
    expect(within(table).getByText("Reason: Goodwill for a late visit")).toBeInTheDocument();
    expect(within(table).getByText("Payout #4").closest("a")).toHaveAttribute("href", "/admin/payouts/show/4");
    // the all-partners view names each line's partner, linking to it
    expect(within(table).getByRole("link", { name: "Cool Breeze AC" })).toHaveAttribute(
      "href",
      "/admin/partners/show/8",
    );
    expect(screen.getByText("Choose a partner to see the balance.")).toBeInTheDocument();
    expect(balances).toHaveLength(0);

    await choosePartner("ledger-partner-filter", "Sparkle Cleaning");
    await waitFor(() => expect(queries.at(-1)?.get("partner_id")).toBe("7"));
    expect(await screen.findByTestId("balance-total")).toHaveTextContent("AED 1,450.25");
    expect(screen.getByTestId("balance-pending")).toHaveTextContent("AED 300.00");
    expect(screen.getByTestId("balance-pending")).toHaveTextContent("In the 3-day holding period");
    expect(screen.getByTestId("balance-available")).toHaveTextContent("AED 1,150.25");
    expect(balances).toEqual(["7"]);

    fireEvent.mouseDown(within(screen.getByTestId("ledger-type-filter")).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Adjustment"));
    await waitFor(() => expect(queries.at(-1)?.get("type")).toBe("adjustment"));
  });

  it("a manual adjustment sends partner, signed amount and reason; a 422 keeps what was typed and shows the field errors", async () => {
    const bodies: unknown[] = [];
    let refuse = true;
    server.use(
      mock.post(`${BASE}/ledger/adjust`, async ({ request }) => {
        bodies.push(await request.json());
        if (refuse) {
          refuse = false;
          return HttpResponse.json(
            {
              status_code: 422,
              data: null,
              message: "The given data was invalid.",
              errors: { reason: ["The reason must be at least 3 characters."] },
            },
            { status: 422 },
          );
        }
        return ok(line(9, { type: "adjustment", amount: -42.5, reason: "Damaged sofa refund" }));
      }),
    );
    renderLedger();
    fireEvent.click(await screen.findByTestId("adjust-ledger"));
    const form = await screen.findByTestId("adjust-form");
    await choosePartner("adjust-partner", "Cool Breeze AC");
    fireEvent.change(within(form).getByLabelText("Amount (AED)"), { target: { value: "-42.5" } });
    const reason = within(form).getByLabelText("Reason");
    fireEvent.change(reason, { target: { value: "Damaged sofa refund" } });
    fireEvent.click(screen.getByTestId("adjust-submit"));
    expect(await screen.findByText("The reason must be at least 3 characters.")).toBeInTheDocument();
    expect(bodies).toEqual([{ partner_id: 8, amount: -42.5, reason: "Damaged sofa refund" }]);
    expect(reason).toHaveValue("Damaged sofa refund");
    expect(within(form).getByLabelText("Amount (AED)")).toHaveValue("-42.50");

    fireEvent.click(screen.getByTestId("adjust-submit"));
    expect(await screen.findByText("Adjustment added to the ledger.")).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
  });

  it("an adjustment without a reason is not sent", async () => {
    const bodies: unknown[] = [];
    server.use(
      mock.post(`${BASE}/ledger/adjust`, async ({ request }) => {
        bodies.push(await request.json());
        return ok(line(9));
      }),
    );
    renderLedger();
    fireEvent.click(await screen.findByTestId("adjust-ledger"));
    const form = await screen.findByTestId("adjust-form");
    await choosePartner("adjust-partner", "Sparkle Cleaning");
    fireEvent.change(within(form).getByLabelText("Amount (AED)"), { target: { value: "10" } });
    fireEvent.click(screen.getByTestId("adjust-submit"));
    expect(await within(form).findByText("This field is required")).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it("reads in Arabic", async () => {
    await i18n.changeLanguage("ar");
    renderLedger();
    const table = await screen.findByTestId("ledger-lines");
    expect(await within(table).findByText("نقد محصّل")).toBeInTheDocument();
    expect(screen.getByText("اختر شريكًا لعرض الرصيد.")).toBeInTheDocument();
  });
});
