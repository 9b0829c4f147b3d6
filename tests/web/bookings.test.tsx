import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../../src/i18n";
import BookingDetailsPage from "../../src/portals/customer/pages/bookings/booking-details";
import BookingsPage from "../../src/portals/customer/pages/bookings/bookings";
import InvoicePage from "../../src/portals/customer/pages/bookings/invoice";
import QuotationPage from "../../src/portals/customer/pages/bookings/quotation";
import { releaseClientState, resetClientState, testNotifier } from "./client-state";

const BASE = "*/api/v2";
const server = setupServer();
const notifier = testNotifier();
const ok = (data: unknown, status = 200) => HttpResponse.json({ status_code: status, data, message: "ok" }, { status });
const fail = (status: number, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json({ status_code: status, data: null, message, errors }, { status });

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, routes: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <Routes>{routes}</Routes>
          <Where />
        </I18nextProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId("where").textContent;

// 06:00 UTC = 10:00 AM in Dubai (UTC+4).
const booking = {
  id: 41,
  number: "BK-000041",
  status: "technician-assigned",
  status_label: "Technician Assigned",
  payment_status: "paid",
  payment_method: "card",
  scheduled_at: "2031-07-01T06:00:00.000Z",
  scheduled_end: "2031-07-01T08:00:00.000Z",
  duration_minutes: 120,
  partner: { id: 3, name: "Sparkle Cleaning", logo: null, phone: "+971 4 555 0101" },
  services: [
    { service_id: 5, name: "Deep cleaning", quantity: 2, unit_price: 149.5, total: 299 },
    { service_id: 6, name: "Sofa shampoo", quantity: 1, unit_price: 87.65, total: 87.65 },
  ],
  total: 386.65,
  address_text: "Marina Gate 1, Apt 1203, Dubai Marina, Dubai",
  order_id: 900,
  order_number: "ORD-000900",
  can_cancel: true,
  can_reschedule: true,
  created_at: "2031-06-20T10:00:00.000Z",
};

const details = {
  ...booking,
  timeline: [
    { status: "requested", status_label: "Requested", note: null, created_at: "2031-06-20T10:00:00.000Z" },
    { status: "confirmed", status_label: "Confirmed", note: null, created_at: "2031-06-20T11:15:00.000Z" },
    {
      status: "technician-assigned",
      status_label: "Technician Assigned",
      note: "Ravi will come",
      created_at: "2031-06-21T08:30:00.000Z",
    },
  ],
  technician: { id: 77, name: "Ravi Kumar", phone: "+971501234567" },
  notes: "Please bring a ladder",
  images: [],
  quotations: [
    {
      id: 12,
      number: "QT-000012",
      booking_id: 41,
      booking_number: "BK-000041",
      partner: { id: 3, name: "Sparkle Cleaning" },
      title: "Extra balcony cleaning",
      lines: [],
      total: 105,
      vat_amount: 5,
      status: "pending",
      valid_until: "2099-12-31",
      created_at: "2031-06-21T09:00:00.000Z",
      responded_at: null,
      decline_reason: null,
      order_id: null,
    },
  ],
  completion_report: null,
  cancellation_fee: null,
  cancel_reason: null,
  cancelled_at: null,
  invoice: { id: 8, number: "INV-2031-000008", order_id: 900 },
};

const preview = (fee: number, rule = "late", percent = 25) => ({
  booking_id: 41,
  action: "cancel",
  hours_before: 5.5,
  fee_percent: percent,
  fee,
  total: 386.65,
  refund: Number((386.65 - fee).toFixed(2)),
  paid: 386.65,
  rule,
});

beforeAll(() => {
  initI18n("en");
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(() => server.close());

beforeEach(async () => {
  await i18n.changeLanguage("en");
  server.resetHandlers(
    mock.get(`${BASE}/client-access-token`, () => ok({ access_token: "client-token" })),
    mock.get(`${BASE}/get-configurations`, () => ok({ configurations: {}, statuses: {}, master_setting: {} })),
  );
  resetClientState({ token: "user-token", notifier });
});

afterEach(releaseClientState);

describe("/bookings list", () => {
  it("asks for the tab's status, keeps it in the URL, and shows the cards", async () => {
    const statuses: string[] = [];
    server.use(
      mock.get(`${BASE}/customer/booking/list`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        statuses.push(q.get("status") ?? "");
        const rows = q.get("status") === "cancelled" ? [] : [booking];
        return ok({ data: rows, total: rows.length, current_page: 1, per_page: 10, last_page: 1 });
      }),
    );
    renderAt("/bookings", <Route path="/bookings" element={<BookingsPage />} />);

    const card = await screen.findByTestId("booking-card");
    expect(statuses).toEqual(["upcoming"]);
    expect(within(card).getByText("Sparkle Cleaning")).toBeInTheDocument();
    expect(within(card).getByTestId("booking-date")).toHaveTextContent("01-07-2031");
    expect(within(card).getByTestId("booking-time")).toHaveTextContent("10:00 AM");
    expect(within(card).getByTestId("booking-total")).toHaveTextContent("AED 386.65");
    expect(within(card).getByTestId("booking-status")).toHaveTextContent("Technician assigned");
    expect(within(card).getByTestId("payment-status")).toHaveTextContent("Paid");
    expect(within(card).getByRole("link")).toHaveAttribute("href", "/bookings/41");
    expect(screen.getByRole("tab", { name: "Upcoming" })).toHaveAttribute("aria-selected", "true");

    fireEvent.click(screen.getByRole("tab", { name: "Past" }));
    await waitFor(() => expect(statuses.at(-1)).toBe("past"));
    expect(where()).toBe("/bookings?status=past");
    expect(screen.getByRole("tab", { name: "Past" })).toHaveAttribute("aria-selected", "true");

    fireEvent.click(screen.getByRole("tab", { name: "Cancelled" }));
    await waitFor(() => expect(statuses.at(-1)).toBe("cancelled"));
    expect(await screen.findByText("You have no cancelled bookings.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse services" })).toHaveAttribute("href", "/categories");
  });

  it("opens on the tab named in the URL and offers a retry when the list fails", async () => {
    let calls = 0;
    server.use(
      mock.get(`${BASE}/customer/booking/list`, ({ request }) => {
        calls += 1;
        expect(new URL(request.url).searchParams.get("status")).toBe("past");
        if (calls === 1) return fail(500, "Server down");
        return ok({ data: [booking], total: 1, current_page: 1, per_page: 10, last_page: 1 });
      }),
    );
    renderAt("/bookings?status=past", <Route path="/bookings" element={<BookingsPage />} />);
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("booking-card")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Past" })).toHaveAttribute("aria-selected", "true");
  });
});

describe("/bookings/:id details", () => {
  const route = <Route path="/bookings/:id" element={<BookingDetailsPage />} />;
  let detailCalls = 0;

  beforeEach(() => {
    detailCalls = 0;
    server.use(
      mock.get(`${BASE}/customer/booking/details/41`, () => {
        detailCalls += 1;
        return ok(details);
      }),
      mock.get(`${BASE}/customer/booking/list`, () =>
        ok({ data: [], total: 0, current_page: 1, per_page: 10, last_page: 1 }),
      ),
    );
  });

  it("shows the timeline with times, the technician with a tel: link, services, quotations and the invoice link", async () => {
    renderAt("/bookings/41", route);
    const timeline = await screen.findByTestId("booking-timeline");
    const steps = within(timeline).getAllByRole("listitem");
    expect(steps.map((s) => s.getAttribute("data-status"))).toEqual([
      "requested",
      "confirmed",
      "technician-assigned",
      "on-the-way",
      "in-progress",
      "completed",
    ]);
    expect(steps[2]).toHaveAttribute("aria-current", "step");
    expect(steps[0]).toHaveClass("kh-bk-step-done");
    expect(steps[3]).toHaveClass("kh-bk-step-upcoming");
    // 08:30 UTC = 12:30 PM Dubai
    expect(steps[2]).toHaveTextContent("21-06-2031 12:30 PM");
    expect(steps[2]).toHaveTextContent("Ravi will come");

    const tech = screen.getByTestId("technician");
    expect(tech).toHaveTextContent("Ravi Kumar");
    expect(within(tech).getByRole("link")).toHaveAttribute("href", "tel:+971501234567");

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("BK-000041");
    expect(screen.getByTestId("details-date")).toHaveTextContent("01-07-2031");
    expect(screen.getByTestId("details-time")).toHaveTextContent("10:00 AM – 12:00 PM");
    expect(screen.getByTestId("details-total")).toHaveTextContent("AED 386.65");
    expect(screen.getByTestId("quotation-link")).toHaveAttribute("href", "/quotation/12");
    expect(screen.getByTestId("quotation-link").closest("li")).toHaveClass("kh-bk-quote-pending");
    expect(screen.getByTestId("invoice-link")).toHaveAttribute("href", "/invoice/900");
    expect(screen.queryByTestId("pay-now")).toBeNull();
  });

  it("shows Pay now for a pending card payment and the cancelled step for a cancelled booking", async () => {
    server.use(
      mock.get(`${BASE}/customer/booking/details/41`, () =>
        ok({
          ...details,
          status: "cancelled",
          payment_status: "pending",
          can_cancel: false,
          can_reschedule: false,
          invoice: null,
          cancellation_fee: 96.66,
          cancelled_at: "2031-06-22T08:00:00.000Z",
          timeline: [
            ...details.timeline.slice(0, 2),
            { status: "cancelled", note: null, created_at: "2031-06-22T08:00:00.000Z" },
          ],
        }),
      ),
    );
    renderAt("/bookings/41", route);
    const timeline = await screen.findByTestId("booking-timeline");
    expect(
      within(timeline)
        .getAllByRole("listitem")
        .map((s) => s.getAttribute("data-status")),
    ).toEqual(["requested", "confirmed", "cancelled"]);
    expect(screen.getByTestId("pay-now")).toHaveAttribute("href", "/booking/summary/900");
    expect(screen.queryByRole("button", { name: "Cancel booking" })).toBeNull();
    expect(screen.getByText("AED 96.66")).toBeInTheDocument();
  });

  it("cancel: shows the previewed fee before confirming and posts it as expected_fee", async () => {
    const posts: unknown[] = [];
    server.use(
      mock.get(`${BASE}/customer/booking/cancel-preview/41`, () => ok(preview(96.66))),
      mock.post(`${BASE}/customer/booking/cancel/41`, async ({ request }) => {
        posts.push(await request.json());
        return ok({ ...details, status: "cancelled", can_cancel: false, can_reschedule: false });
      }),
    );
    renderAt("/bookings/41", route);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel booking" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(await within(dialog).findByTestId("cancel-fee")).toHaveTextContent("AED 96.66");
    expect(within(dialog).getByTestId("fee-rule")).toHaveTextContent("25% fee: between 12 and 2 hours before");
    expect(within(dialog).getByTestId("cancel-refund")).toHaveTextContent("AED 289.99");
    expect(posts).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText("Reason (optional)"), { target: { value: "Travelling" } });
    const before = detailCalls;
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel booking" }));
    await waitFor(() => expect(posts).toEqual([{ reason: "Travelling", expected_fee: 96.66 }]));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(notifier.success).toHaveBeenCalledWith("Your booking was cancelled. AED 289.99 is back in your wallet.");
    // the booking is reloaded after the change
    await waitFor(() => expect(detailCalls).toBeGreaterThan(before));
  });

  it("cancel: a 422 on expected_fee reloads the preview and shows the new fee with the server's message", async () => {
    let previews = 0;
    const posts: Array<{ expected_fee: number }> = [];
    server.use(
      mock.get(`${BASE}/customer/booking/cancel-preview/41`, () => {
        previews += 1;
        return ok(previews === 1 ? preview(0, "free", 0) : preview(96.66));
      }),
      mock.post(`${BASE}/customer/booking/cancel/41`, async ({ request }) => {
        const body = (await request.json()) as { expected_fee: number };
        posts.push(body);
        if (body.expected_fee === 0) {
          return fail(422, "The fee is now AED 96.66. Please review it and confirm again.", {
            expected_fee: ["The fee is now AED 96.66. Please review it and confirm again."],
          });
        }
        return ok({ ...details, status: "cancelled" });
      }),
    );
    renderAt("/bookings/41", route);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel booking" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByTestId("cancel-fee")).toHaveTextContent("AED 0.00");
    expect(within(dialog).getByTestId("fee-rule")).toHaveTextContent(
      "Free cancellation: more than 12 hours before your slot",
    );

    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel booking" }));
    expect(await within(dialog).findByTestId("fee-notice")).toHaveTextContent(
      "The fee is now AED 96.66. Please review it and confirm again.",
    );
    await waitFor(() => expect(within(dialog).getByTestId("cancel-fee")).toHaveTextContent("AED 96.66"));
    expect(screen.getByRole("dialog")).toBeInTheDocument();

    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cancel booking" })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel booking" }));
    await waitFor(() => expect(posts.map((p) => p.expected_fee)).toEqual([0, 96.66]));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("reschedule: date strip, slots, fee preview and wallet; posts date/time/expected_fee with an Idempotency-Key", async () => {
    const posts: Array<{ body: unknown; key: string | null }> = [];
    const slotQueries: string[] = [];
    server.use(
      mock.get(`${BASE}/customer/booking/available-dates`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        expect(q.get("partner_id")).toBe("3");
        return ok({
          dates: [
            { date: "2031-07-02", available: false, reason: "holiday" },
            { date: "2031-07-03", available: true, reason: null },
            { date: "2031-07-04", available: true, reason: null },
          ],
        });
      }),
      mock.get(`${BASE}/customer/booking/time-slots`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        slotQueries.push(`${q.get("partner_id")}|${q.get("date")}|${q.get("duration_minutes")}`);
        return ok({
          date: q.get("date"),
          partner_id: 3,
          timezone: "Asia/Dubai",
          duration_minutes: 120,
          closed: false,
          closed_reason: null,
          holiday_name: null,
          slots: [
            { start: "", end: "", time: "09:00", label: "09:00 AM", available: false },
            { start: "", end: "", time: "11:00", label: "11:00 AM", available: true },
          ],
        });
      }),
      mock.get(`${BASE}/customer/booking/reschedule-preview/41`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        expect(`${q.get("date")} ${q.get("time")}`).toBe("2031-07-04 11:00");
        return ok({ ...preview(12.35), action: "reschedule", refund: 0 });
      }),
      mock.get(`${BASE}/wallet/balance`, () =>
        ok({ balance: 150, currency: "AED", loyalty_points: 0, loyalty_value: 0 }),
      ),
      mock.post(`${BASE}/customer/booking/reschedule/41`, async ({ request }) => {
        posts.push({ body: await request.json(), key: request.headers.get("Idempotency-Key") });
        return ok(details);
      }),
    );
    renderAt("/bookings/41", route);
    fireEvent.click(await screen.findByRole("button", { name: "Reschedule" }));
    const dialog = await screen.findByRole("dialog");

    // the first open day is chosen; the closed day is disabled
    await waitFor(() => expect(slotQueries).toContain("3|2031-07-03|120"));
    expect(within(within(dialog).getByTestId("date-2031-07-02")).getByRole("radio")).toBeDisabled();
    fireEvent.click(within(within(dialog).getByTestId("date-2031-07-04")).getByRole("radio"));
    await waitFor(() => expect(slotQueries).toContain("3|2031-07-04|120"));
    expect(await within(dialog).findByRole("radio", { name: "09:00 AM" })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole("radio", { name: "11:00 AM" }));

    expect(await within(dialog).findByTestId("reschedule-fee")).toHaveTextContent("AED 12.35");
    expect(await within(dialog).findByTestId("wallet-balance")).toHaveTextContent("Balance: AED 150.00");
    const confirm = within(dialog).getByRole("button", { name: "Confirm new slot" });
    await waitFor(() => expect(confirm).toBeEnabled());
    fireEvent.click(confirm);

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].body).toEqual({ date: "2031-07-04", time: "11:00", expected_fee: 12.35, payment_method: "wallet" });
    expect(posts[0].key).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(notifier.success).toHaveBeenCalledWith("Your booking was moved to the new slot.");
    await waitFor(() => expect(detailCalls).toBeGreaterThan(1));
  });

  it("reschedule: a wallet that does not cover the fee says so, links to /wallet and blocks Confirm", async () => {
    server.use(
      mock.get(`${BASE}/customer/booking/available-dates`, () =>
        ok({ dates: [{ date: "2031-07-03", available: true, reason: null }] }),
      ),
      mock.get(`${BASE}/customer/booking/time-slots`, () =>
        ok({
          date: "2031-07-03",
          partner_id: 3,
          timezone: "Asia/Dubai",
          duration_minutes: 120,
          closed: false,
          closed_reason: null,
          holiday_name: null,
          slots: [{ start: "", end: "", time: "11:00", label: "11:00 AM", available: true }],
        }),
      ),
      mock.get(`${BASE}/customer/booking/reschedule-preview/41`, () =>
        ok({ ...preview(193.33, "very_late", 50), action: "reschedule" }),
      ),
      mock.get(`${BASE}/wallet/balance`, () =>
        ok({ balance: 20, currency: "AED", loyalty_points: 0, loyalty_value: 0 }),
      ),
    );
    renderAt("/bookings/41", route);
    fireEvent.click(await screen.findByRole("button", { name: "Reschedule" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(await within(dialog).findByRole("radio", { name: "11:00 AM" }));
    expect(await within(dialog).findByText(/does not cover the fee/)).toHaveTextContent("AED 20.00");
    expect(within(dialog).getByRole("link", { name: "Top up your wallet" })).toHaveAttribute("href", "/wallet");
    expect(within(dialog).getByTestId("fee-rule")).toHaveTextContent("50% fee: less than 2 hours before");
    expect(within(dialog).getByRole("button", { name: "Confirm new slot" })).toBeDisabled();
  });
});

describe("/quotation/:id", () => {
  const quotation = {
    ...details.quotations[0],
    lines: [
      { description: "Balcony deep clean", quantity: 1, unit_price: 73.5, total: 73.5 },
      { description: "Glass polish", quantity: 2, unit_price: 15.75, total: 31.5 },
    ],
  };
  const route = (
    <>
      <Route path="/quotation/:id" element={<QuotationPage />} />
      <Route path="/booking/summary/:orderId" element={<p>summary page</p>} />
    </>
  );

  beforeEach(() => {
    server.use(
      mock.get(`${BASE}/customer/quotation/details/12`, () => ok(quotation)),
      mock.get(`${BASE}/wallet/balance`, () =>
        ok({ balance: 150, currency: "AED", loyalty_points: 0, loyalty_value: 0 }),
      ),
    );
  });

  it("accept by card posts with an Idempotency-Key and goes to /booking/summary/{order_id}", async () => {
    const posts: Array<{ body: unknown; key: string | null }> = [];
    server.use(
      mock.post(`${BASE}/customer/quotation/accept/12`, async ({ request }) => {
        posts.push({ body: await request.json(), key: request.headers.get("Idempotency-Key") });
        return ok({ id: 955, number: "ORD-000955", kind: "quotation", status: "pending", payment_method: "card" });
      }),
    );
    renderAt("/quotation/12", route);
    expect(await screen.findByRole("heading", { level: 1, name: "Extra balcony cleaning" })).toBeInTheDocument();
    expect(screen.getByText("Balcony deep clean")).toBeInTheDocument();
    expect(screen.getByTestId("quotation-total")).toHaveTextContent("AED 105.00");
    expect(screen.getByTestId("quotation-vat")).toHaveTextContent("AED 5.00");
    expect(screen.getByTestId("valid-until")).toHaveTextContent("31-12-2099");
    expect(screen.getByTestId("quotation-status")).toHaveTextContent("Pending");
    expect(await screen.findByText("Balance: AED 150.00")).toBeInTheDocument();

    expect(screen.getByRole("radio", { name: /Card/ })).toBeChecked();
    fireEvent.click(screen.getByRole("button", { name: "Accept and pay AED 105.00" }));
    await waitFor(() => expect(where()).toBe("/booking/summary/955"));
    expect(posts).toEqual([{ body: { payment_method: "card" }, key: expect.any(String) }]);
    expect(posts[0].key).not.toBe("");
  });

  it("accept with the wallet shows a success message and stays; decline posts the reason", async () => {
    let state = "pending";
    const declines: unknown[] = [];
    server.use(
      mock.get(`${BASE}/customer/quotation/details/12`, () => ok({ ...quotation, status: state })),
      mock.post(`${BASE}/customer/quotation/accept/12`, async ({ request }) => {
        expect(await request.json()).toEqual({ payment_method: "wallet" });
        state = "accepted";
        return ok({ id: 956, number: "ORD-000956", kind: "quotation", status: "paid", payment_method: "wallet" });
      }),
      mock.post(`${BASE}/customer/quotation/decline/12`, async ({ request }) => {
        declines.push(await request.json());
        return ok({ ...quotation, status: "declined" });
      }),
      mock.get(`${BASE}/customer/booking/details/41`, () => ok(details)),
      mock.get(`${BASE}/customer/booking/list`, () =>
        ok({ data: [], total: 0, current_page: 1, per_page: 10, last_page: 1 }),
      ),
    );
    renderAt("/quotation/12", route);
    fireEvent.click(await screen.findByRole("radio", { name: /Khidma wallet/ }));
    fireEvent.click(screen.getByRole("button", { name: "Accept and pay AED 105.00" }));
    expect(await screen.findByText("Quotation accepted and paid from your wallet.")).toBeInTheDocument();
    expect(where()).toBe("/quotation/12");
    await waitFor(() => expect(screen.getByTestId("quotation-status")).toHaveTextContent("Accepted"));
    expect(screen.queryByRole("button", { name: "Decline" })).toBeNull();
    expect(declines).toHaveLength(0);
  });

  it("decline asks for an optional reason in a dialog", async () => {
    const declines: unknown[] = [];
    server.use(
      mock.post(`${BASE}/customer/quotation/decline/12`, async ({ request }) => {
        declines.push(await request.json());
        return ok({ ...quotation, status: "declined" });
      }),
      mock.get(`${BASE}/customer/booking/details/41`, () => ok(details)),
      mock.get(`${BASE}/customer/booking/list`, () =>
        ok({ data: [], total: 0, current_page: 1, per_page: 10, last_page: 1 }),
      ),
    );
    renderAt("/quotation/12", route);
    fireEvent.click(await screen.findByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline this quotation?" });
    await waitFor(() => expect(within(dialog).getByLabelText("Reason (optional)")).toHaveFocus());
    fireEvent.change(within(dialog).getByLabelText("Reason (optional)"), { target: { value: "Too expensive" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline quotation" }));
    await waitFor(() => expect(declines).toEqual([{ reason: "Too expensive" }]));
    expect(await screen.findByText("Quotation declined.")).toBeInTheDocument();
  });
});

describe("/invoice/:orderId", () => {
  const invoice = {
    id: 8,
    number: "INV-2031-000008",
    issued_at: "2031-06-20T10:05:00.000Z",
    supply_date: "2031-07-01",
    order_number: "ORD-000900",
    currency: "AED",
    supplier: {
      name: "Khidma Technologies LLC",
      name_en: "Khidma Technologies LLC",
      name_ar: "خدمة للتقنيات ذ.م.م",
      address: "Office 1402, Business Bay, Dubai, UAE",
      trn: "100123456700003",
    },
    provider: { name: "Sparkle Cleaning", name_en: "Sparkle Cleaning", name_ar: "سباركل للتنظيف" },
    customer: {
      name: "Aisha Al Mansoori",
      email: "customer@khidma.test",
      phone: "+971500000001",
      address: "Dubai Marina",
    },
    lines: [
      {
        description: "Deep cleaning",
        description_en: "Deep cleaning",
        description_ar: "تنظيف عميق",
        quantity: 2,
        unit_price_excl_vat: 142.38,
        unit_price: 149.5,
        vat_rate: 5,
        vat_amount: 14.24,
        total_excl_vat: 284.76,
        total: 299,
      },
      {
        description: "Sofa shampoo",
        description_en: "Sofa shampoo",
        description_ar: "غسيل الكنب",
        quantity: 1,
        unit_price_excl_vat: 83.48,
        unit_price: 87.65,
        vat_rate: 5,
        vat_amount: 4.17,
        total_excl_vat: 83.48,
        total: 87.65,
      },
    ],
    subtotal_excl_vat: 368.24,
    discount: 0,
    vat_amount: 18.41,
    total: 386.65,
    paid_by: "card",
    payment_reference: "ch_test_4242",
  };
  const route = <Route path="/invoice/:orderId" element={<InvoicePage />} />;

  it("renders the English tax invoice with the bilingual title, TRN, lines and totals", async () => {
    server.use(mock.get(`${BASE}/customer/invoice/900`, () => ok(invoice)));
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    renderAt("/invoice/900", route);
    const doc = await screen.findByTestId("invoice");
    expect(doc.closest("main")).toHaveAttribute("dir", "ltr");
    const title = screen.getByRole("heading", { level: 1 });
    expect(title).toHaveTextContent("Tax Invoice | فاتورة ضريبية");
    expect(screen.getByTestId("invoice-trn")).toHaveTextContent("100123456700003");
    expect(doc).toHaveTextContent("TRN | الرقم الضريبي");
    expect(screen.getByTestId("invoice-number")).toHaveTextContent("INV-2031-000008");
    expect(doc).toHaveTextContent("Khidma Technologies LLC");
    expect(doc).toHaveTextContent("Sparkle Cleaning");
    expect(doc).toHaveTextContent("01-07-2031");

    const rows = within(screen.getByTestId("invoice-lines")).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent("Deep cleaning");
    expect(rows[1]).toHaveTextContent("142.38");
    expect(rows[1]).toHaveTextContent("5%");
    expect(rows[1]).toHaveTextContent("14.24");
    expect(rows[1]).toHaveTextContent("299.00");
    expect(screen.getByTestId("invoice-subtotal")).toHaveTextContent("AED 368.24");
    expect(screen.getByTestId("invoice-discount")).toHaveTextContent("AED 0.00");
    expect(screen.getByTestId("invoice-vat")).toHaveTextContent("AED 18.41");
    expect(screen.getByTestId("invoice-total")).toHaveTextContent("AED 386.65");
    expect(doc).toHaveTextContent("ch_test_4242");

    fireEvent.click(screen.getByRole("button", { name: "Print / Save as PDF" }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it("renders in Arabic right-to-left with Arabic labels first", async () => {
    server.use(mock.get(`${BASE}/customer/invoice/900`, () => ok(invoice)));
    await i18n.changeLanguage("ar");
    renderAt("/invoice/900", route);
    const doc = await screen.findByTestId("invoice");
    expect(doc.closest("main")).toHaveAttribute("dir", "rtl");
    expect(doc.closest("main")).toHaveAttribute("lang", "ar");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("فاتورة ضريبية | Tax Invoice");
    expect(doc).toHaveTextContent("الرقم الضريبي | TRN");
    expect(screen.getByTestId("invoice-trn")).toHaveTextContent("100123456700003");
    const rows = within(screen.getByTestId("invoice-lines")).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("تنظيف عميق");
    expect(rows[1]).toHaveTextContent("299.00");
    expect(doc).toHaveTextContent("خدمة للتقنيات ذ.م.م");
    expect(screen.getByTestId("invoice-total")).toHaveTextContent("386.65");
    expect(screen.getByTestId("invoice-total").textContent).toMatch(/د\.إ/);
    expect(screen.getByRole("button", { name: "طباعة / حفظ كملف PDF" })).toBeInTheDocument();
  });

  it("a not-yet-paid order (404) gets a friendly message, not a toast", async () => {
    server.use(mock.get(`${BASE}/customer/invoice/901`, () => fail(404, "Not found")));
    renderAt("/invoice/901", route);
    expect(await screen.findByTestId("invoice-unavailable")).toHaveTextContent("Your invoice is not ready yet");
    expect(notifier.error).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Print / Save as PDF" })).toBeNull();
  });
});
