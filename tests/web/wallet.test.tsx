import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setAccessToken } from "../../src/api/token";
import { StoreHeader } from "../../src/components/storefront/header";
import { i18n, initI18n } from "../../src/i18n";
import PackageDetailsPage from "../../src/portals/customer/pages/packages/package-details";
import BuyPackagePage from "../../src/portals/customer/pages/wallet/buy-package";
import { BUY_PACKAGE_STORAGE_KEY, startDateRange } from "../../src/portals/customer/pages/wallet/buy-package-form";
import MyPackagesPage from "../../src/portals/customer/pages/wallet/my-packages";
import NotificationsPage from "../../src/portals/customer/pages/wallet/notifications";
import WalletPage from "../../src/portals/customer/pages/wallet/wallet";
import { useKhidmaStore } from "../../src/state";
import type { LoginSession } from "../../src/state/types";
import { releaseClientState, resetClientState, testNotifier } from "./client-state";

const BASE = "*/api/v2";
const server = setupServer();
const notifier = testNotifier();
const ok = (data: unknown, status = 200) => HttpResponse.json({ status_code: status, data, message: "ok" }, { status });
const fail = (status: number, message: string, errors?: Record<string, string[]>, data: unknown = null) =>
  HttpResponse.json({ status_code: status, data, message, ...(errors ? { errors } : {}) }, { status });

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
          <Routes>
            {routes}
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <Where />
        </I18nextProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const signInCustomer = () => {
  const role = { id: 3, name: "User", type: "customer" as const, permissions: [] as string[] };
  const session: LoginSession = {
    access_token: "customer-token",
    user: { id: 42, first_name: "Aisha", last_name: "Khan", roles: [role], partner_details: { id: null } },
    roles: [role],
    default_role: "User",
  };
  useKhidmaStore.getState().setSession(session);
  setAccessToken("customer-token");
};

beforeAll(() => {
  initI18n("en");
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(() => server.close());

beforeEach(() => {
  server.resetHandlers(
    mock.get(`${BASE}/client-access-token`, () => ok({ access_token: "client-token" })),
    mock.get(`${BASE}/get-configurations`, () => ok({ configurations: {}, statuses: {}, master_setting: {} })),
  );
  resetClientState({ token: "client-token", notifier });
  sessionStorage.clear();
});

afterEach(releaseClientState);

const notification = (id: number, read: boolean) => ({
  id,
  type: "booking-status",
  title: `Booking update ${id}`,
  body: `Your booking BK-${id} was confirmed.`,
  link: `/bookings/${id}`,
  read,
  read_at: read ? "2025-05-01T08:00:00Z" : null,
  created_at: "2025-05-01T08:00:00Z",
});

describe("notifications bell", () => {
  it("shows the unread count, lists the latest five and mark-all clears the count", async () => {
    signInCustomer();
    let unread = 3;
    let markedAll = 0;
    server.use(
      mock.get(`${BASE}/notifications/unread-count`, () => ok({ count: unread })),
      mock.get(`${BASE}/notifications/list`, ({ request }) => {
        expect(new URL(request.url).searchParams.get("limit")).toBe("5");
        const items = [1, 2, 3].map((id) => notification(id, unread === 0));
        return ok({ data: items, total: 3, current_page: 1, per_page: 5, last_page: 1 });
      }),
      mock.post(`${BASE}/notifications/mark-all-read`, () => {
        markedAll += 1;
        unread = 0;
        return ok({ count: 0 });
      }),
    );
    renderAt("/", <Route path="/" element={<StoreHeader />} />);

    const bell = await screen.findByTestId("notifications-bell");
    await waitFor(() => expect(screen.getByTestId("notifications-count")).toHaveTextContent("3"));
    expect(bell).toHaveAccessibleName("Notifications, 3 unread");
    expect(bell).toHaveAttribute("aria-expanded", "false");

    fireEvent.click(bell);
    const panel = await screen.findByTestId("notifications-panel", {}, { timeout: 3000 });
    expect(bell).toHaveAttribute("aria-expanded", "true");
    expect(panel).toHaveAttribute("role", "dialog");
    await waitFor(() => expect(within(panel).getAllByTestId("notification-item")).toHaveLength(3));
    expect(within(panel).getByRole("link", { name: "See all" })).toHaveAttribute("href", "/notifications");

    fireEvent.click(within(panel).getByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(screen.queryByTestId("notifications-count")).toBeNull());
    expect(markedAll).toBe(1);
    expect(bell).toHaveAccessibleName("Notifications");

    // Escape closes the popover and gives focus back to the bell.
    fireEvent.keyDown(document, { key: "Escape" });
    await waitFor(() => expect(screen.queryByTestId("notifications-panel")).toBeNull());
    expect(document.activeElement).toBe(bell);
  });

  it("clicking a notification marks it read and follows its link", async () => {
    signInCustomer();
    const marked: string[] = [];
    server.use(
      mock.get(`${BASE}/notifications/unread-count`, () => ok({ count: 1 })),
      mock.get(`${BASE}/notifications/list`, () =>
        ok({ data: [notification(7, false)], total: 1, current_page: 1, per_page: 5, last_page: 1 }),
      ),
      mock.post(`${BASE}/notifications/mark-read/:id`, ({ params }) => {
        marked.push(String(params.id));
        return ok(notification(7, true));
      }),
    );
    renderAt("/", <Route path="/" element={<StoreHeader />} />);
    fireEvent.click(await screen.findByTestId("notifications-bell"));
    fireEvent.click(await screen.findByTestId("notification-item", {}, { timeout: 3000 }));
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/bookings/7"));
    expect(marked).toEqual(["7"]);
  });

  it("is not shown to a guest, and the signed-in menu has Wallet and My packages", async () => {
    renderAt("/", <Route path="/" element={<StoreHeader />} />);
    expect(screen.queryByTestId("notifications-bell")).toBeNull();
    cleanup();

    signInCustomer();
    server.use(mock.get(`${BASE}/notifications/unread-count`, () => ok({ count: 0 })));
    renderAt("/", <Route path="/" element={<StoreHeader />} />);
    fireEvent.click(screen.getByTestId("account-menu"));
    expect(screen.getByRole("menuitem", { name: "Wallet" })).toHaveAttribute("href", "/wallet");
    expect(screen.getByRole("menuitem", { name: "My packages" })).toHaveAttribute("href", "/profile/packages");
  });
});

describe("wallet", () => {
  let balance = 150;
  const topUps: Array<{ body: Record<string, unknown>; key: string | null }> = [];
  const redeems: Array<Record<string, unknown>> = [];

  beforeEach(() => {
    balance = 150;
    topUps.length = 0;
    redeems.length = 0;
    signInCustomer();
    server.use(
      mock.get(`${BASE}/wallet/balance`, () =>
        ok({
          balance,
          currency: "AED",
          loyalty_points: 250,
          loyalty_value: 12.5,
          points_per_aed: 0.1,
          aed_per_point: 0.05,
          min_redeem_points: 100,
        }),
      ),
      mock.get(`${BASE}/wallet/transactions`, () =>
        ok({
          data: [
            {
              id: 2,
              type: "payment",
              amount: -45.5,
              balance_after: 150,
              description: "Payment for booking BK-1001",
              order_number: "ORD-2001",
              created_at: "2025-05-02T10:00:00Z",
            },
            {
              id: 1,
              type: "topup",
              amount: 195.5,
              balance_after: 195.5,
              description: "Wallet top-up",
              order_number: null,
              created_at: "2025-05-01T10:00:00Z",
            },
          ],
          total: 2,
          current_page: 1,
          per_page: 10,
          last_page: 1,
        }),
      ),
      mock.get(`${BASE}/loyalty/summary`, () =>
        ok({
          points: 250,
          value: 12.5,
          points_per_aed: 0.1,
          aed_per_point: 0.05,
          min_redeem_points: 100,
          history: [{ type: "earned", points: 250, created_at: "2025-04-20T10:00:00Z", booking_number: "BK-0999" }],
        }),
      ),
      mock.post(`${BASE}/loyalty/redeem`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        redeems.push(body);
        balance = 160;
        return ok({ points: 50, balance: 160, credited: 10 });
      }),
    );
  });

  const route = <Route path="/wallet" element={<WalletPage />} />;

  const fillCard = (dialog: HTMLElement, number = "4242 4242 4242 4242") => {
    const field = (name: string) => dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    fireEvent.change(field("cardnumber"), { target: { value: number } });
    fireEvent.change(field("cc-exp"), { target: { value: "12/35" } });
    fireEvent.change(field("cvc"), { target: { value: "123" } });
    fireEvent.change(field("ccname"), { target: { value: "Aisha Khan" } });
  };

  it("shows the balance, the points and their value, and signed transactions", async () => {
    renderAt("/wallet", route);
    await waitFor(() => expect(screen.getByTestId("wallet-balance")).toHaveTextContent("AED 150.00"));
    expect(screen.getByTestId("wallet-points")).toHaveTextContent("250");
    expect(screen.getByTestId("wallet-points-value")).toHaveTextContent("AED 12.50");
    const rows = await screen.findAllByTestId("wallet-tx");
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByTestId("tx-amount")).toHaveTextContent("-AED 45.50");
    expect(within(rows[0]).getByTestId("tx-amount")).toHaveClass("kh-wallet-debit");
    expect(rows[0]).toHaveTextContent("Payment for booking BK-1001");
    expect(rows[0]).toHaveTextContent("ORD-2001");
    expect(rows[0]).toHaveTextContent("02-05-2025");
    expect(within(rows[1]).getByTestId("tx-amount")).toHaveTextContent("+AED 195.50");
    expect(within(rows[1]).getByTestId("tx-amount")).toHaveClass("kh-wallet-credit");
  });

  it("tops up by card with an Idempotency-Key and shows the new balance", async () => {
    server.use(
      mock.post(`${BASE}/wallet/top-up`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        topUps.push({ body, key: request.headers.get("Idempotency-Key") });
        balance = 350;
        return ok(
          {
            balance: 350,
            transaction: {
              id: 3,
              type: "topup",
              amount: 200,
              balance_after: 350,
              description: "Wallet top-up",
              order_number: "ORD-3001",
              created_at: "2025-05-03T10:00:00Z",
            },
            order_number: "ORD-3001",
          },
          201,
        );
      }),
    );
    renderAt("/wallet", route);
    await waitFor(() => expect(screen.getByTestId("wallet-balance")).toHaveTextContent("AED 150.00"));
    fireEvent.click(screen.getByRole("button", { name: "Top up" }));
    expect(useKhidmaStore.getState().ui.topUpOpen).toBe(true);
    const dialog = await screen.findByTestId("top-up-dialog", {}, { timeout: 3000 });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleName("Top up your wallet");

    fireEvent.click(within(dialog).getByRole("radio", { name: "AED 200.00" }));
    fillCard(dialog);
    fireEvent.click(within(dialog).getByRole("button", { name: "Pay AED 200.00" }));

    await waitFor(() => expect(screen.getByTestId("top-up-new-balance")).toHaveTextContent("AED 350.00"));
    expect(topUps).toHaveLength(1);
    expect(topUps[0].key).toMatch(/.+/);
    expect(topUps[0].body).toMatchObject({
      amount: 200,
      card_number: "4242424242424242",
      exp_month: 12,
      exp_year: 2035,
      cvc: "123",
      card_name: "Aisha Khan",
    });
    expect(notifier.success).toHaveBeenCalledWith("AED 200.00 added to your wallet.");
    // the page's balance follows
    await waitFor(() => expect(screen.getByTestId("wallet-balance")).toHaveTextContent("AED 350.00"));

    fireEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByTestId("top-up-dialog")).toBeNull());
    expect(useKhidmaStore.getState().ui.topUpOpen).toBe(false);
    // never persisted
    expect(JSON.parse(localStorage.getItem("khidma") ?? "{}").state.ui).toEqual({ isLight: true, language: "en" });
  });

  it("a decline keeps the amount and shows the message in the dialog; the retry uses a new key", async () => {
    server.use(
      mock.post(`${BASE}/wallet/top-up`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        topUps.push({ body, key: request.headers.get("Idempotency-Key") });
        return fail(402, "Your card was declined.", undefined, { status: "failed" });
      }),
    );
    renderAt("/wallet", route);
    fireEvent.click(await screen.findByRole("button", { name: "Top up" }));
    const dialog = await screen.findByTestId("top-up-dialog", {}, { timeout: 3000 });
    fireEvent.click(within(dialog).getByRole("radio", { name: "Other amount" }));
    fireEvent.change(within(dialog).getByLabelText(/Amount in AED/), { target: { value: "75" } });
    fillCard(dialog, "4000 0000 0000 0002");
    fireEvent.click(within(dialog).getByRole("button", { name: "Pay AED 75.00" }));

    await waitFor(() =>
      expect(within(dialog).getByTestId("top-up-error")).toHaveTextContent("Your card was declined."),
    );
    expect(within(dialog).getByLabelText(/Amount in AED/)).toHaveValue(75);
    expect(within(dialog).getByRole("radio", { name: "Other amount" })).toBeChecked();
    expect(screen.queryByTestId("top-up-new-balance")).toBeNull();
    expect(notifier.error).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole("button", { name: "Pay AED 75.00" }));
    await waitFor(() => expect(topUps).toHaveLength(2));
    expect(topUps[0].body.amount).toBe(75);
    expect(topUps[1].key).not.toBe(topUps[0].key);
  });

  it("shows a 422 on the amount field", async () => {
    server.use(
      mock.post(`${BASE}/wallet/top-up`, () =>
        fail(422, "The given data was invalid.", { amount: ["The amount must be at most AED 5,000.00."] }),
      ),
    );
    renderAt("/wallet", route);
    fireEvent.click(await screen.findByRole("button", { name: "Top up" }));
    const dialog = await screen.findByTestId("top-up-dialog", {}, { timeout: 3000 });
    fillCard(dialog);
    fireEvent.click(within(dialog).getByRole("button", { name: "Pay AED 100.00" }));
    expect(await within(dialog).findByText("The amount must be at most AED 5,000.00.")).toBeInTheDocument();
  });

  it("redeems loyalty points and shows the credited amount", async () => {
    renderAt("/wallet", route);
    fireEvent.click(await screen.findByRole("button", { name: "Redeem points" }));
    const dialog = await screen.findByTestId("loyalty-dialog", {}, { timeout: 3000 });
    await waitFor(() => expect(within(dialog).getByTestId("loyalty-points")).toHaveTextContent("250"));
    expect(within(dialog).getByTestId("loyalty-rate")).toHaveTextContent(
      "You earn 1 point per AED 10 spent; 100 points = AED 5.00.",
    );
    expect(dialog).toHaveTextContent("BK-0999");

    const input = within(dialog).getByLabelText("Points to redeem (at least 100)");
    fireEvent.change(input, { target: { value: "50" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Redeem to wallet" }));
    expect(await within(dialog).findByText("Enter between 100 and 250 points.")).toBeInTheDocument();
    expect(redeems).toHaveLength(0);

    fireEvent.change(input, { target: { value: "200" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Redeem to wallet" }));
    await waitFor(() =>
      expect(within(dialog).getByTestId("loyalty-credited")).toHaveTextContent(
        "AED 10.00 was credited to your wallet. New balance: AED 160.00.",
      ),
    );
    expect(redeems).toEqual([{ points: 200 }]);
    await waitFor(() => expect(screen.getByTestId("wallet-balance")).toHaveTextContent("AED 160.00"));

    fireEvent.keyDown(document, { key: "Escape" });
    await waitFor(() => expect(screen.queryByTestId("loyalty-dialog")).toBeNull());
  });
});

describe("buy package", () => {
  const summary = (discount = 0) => ({
    currency: "AED",
    subtotal: 1077.77,
    discount,
    total: Math.round((1077.77 - discount) * 100) / 100,
    vat_percentage: 5,
    vat_amount: 49.01,
    total_excl_vat: 980.0,
  });
  const item = {
    id: 5,
    package_id: 7,
    package_duration_id: 11,
    property_type: "villa",
    property_size: "4br",
    user_address_id: null,
    package: { id: 7, name: "Deep Clean Monthly", image: null, partner: { id: 3, name: "Sparkle Homes", logo: null } },
    duration: { id: 11, months: 1, label: "1 month" },
    size_name: "4 bedrooms",
    type_name: "Villa",
    quote: { duration_months: 1, visits_per_month: 2, visits_total: 2, total: 1077.77 },
  };
  let coupon: { code: string; description: string; discount: number } | null = null;
  const cart = () => ({ id: 9, items: [item], coupon, summary: summary(coupon?.discount ?? 0) });
  const addBodies: Array<Record<string, unknown>> = [];
  const checkouts: Array<{ body: Record<string, unknown>; key: string | null }> = [];

  beforeEach(() => {
    coupon = null;
    addBodies.length = 0;
    checkouts.length = 0;
    server.use(
      mock.get(`${BASE}/package/cart/fetch`, () => ok(cart())),
      mock.get(`${BASE}/wallet/balance`, () =>
        ok({
          balance: 150,
          currency: "AED",
          loyalty_points: 0,
          loyalty_value: 0,
          points_per_aed: 0.1,
          aed_per_point: 0.05,
          min_redeem_points: 100,
        }),
      ),
      mock.get(`${BASE}/user-address/list`, () =>
        ok({
          data: [
            {
              id: 31,
              label: "home",
              emirate_id: 1,
              emirate_name: "Dubai",
              community_id: 4,
              community_name: "Dubai Marina",
              building: "Marina Gate 1",
              apartment_or_villa_number: "1203",
              street: null,
              property_type: "villa",
              property_type_name: "Villa",
              property_size: "4br",
              property_size_name: "4 bedrooms",
              latitude: 25.08,
              longitude: 55.14,
              is_default: 1,
            },
          ],
          total: 1,
          current_page: 1,
          per_page: -1,
          last_page: 1,
        }),
      ),
      mock.post(`${BASE}/package/coupon/apply`, async ({ request }) => {
        const { coupon_code } = (await request.json()) as { coupon_code: string };
        if (coupon_code !== "CLEAN50") {
          return fail(422, "The coupon code is invalid.", { coupon_code: ["This coupon is for first orders only."] });
        }
        coupon = { code: "CLEAN50", description: "AED 50 off packages", discount: 50 };
        return ok(cart());
      }),
      mock.post(`${BASE}/package/checkout`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        checkouts.push({ body, key: request.headers.get("Idempotency-Key") });
        return ok(
          {
            id: body.payment_method === "wallet" ? 92 : 91,
            number: "ORD-4001",
            kind: "package",
            status: body.payment_method === "wallet" ? "paid" : "pending",
            payment_method: body.payment_method,
            summary: summary(),
          },
          201,
        );
      }),
    );
  });

  it("Buy on the package page posts add/to/cart and lands on /buy-package; a guest is asked to sign in", async () => {
    server.use(
      mock.get(`${BASE}/package/details`, () =>
        ok({
          id: 7,
          partner_id: 3,
          name: "Deep Clean Monthly",
          description: null,
          image: null,
          services: [],
          visits_per_month: 2,
          property_types: ["villa"],
          is_handpicked: 0,
          starting_price: 399,
          partner: { id: 3, name: "Sparkle Homes", logo: null },
          durations: [{ id: 11, months: 1, label: "1 month", discount_percent: 0 }],
        }),
      ),
      mock.get(`${BASE}/package/property/list`, () =>
        ok([{ id: 2, type: "villa", name: "Villa", sizes: [{ id: 5, key: "4br", name: "4 BR" }] }]),
      ),
      mock.get(`${BASE}/package/price`, () =>
        ok({
          package_id: 7,
          package_duration_id: 11,
          duration_months: 1,
          property_type: "villa",
          property_size: "4br",
          currency: "AED",
          visits_per_month: 2,
          visits_total: 2,
          monthly_price: 1077.77,
          list_total: 1077.77,
          discount_percent: 0,
          discount_amount: 0,
          total: 1077.77,
          subtotal_excl_vat: 1026.45,
          vat_percentage: 5,
          vat_amount: 51.32,
          price_per_visit: 538.89,
        }),
      ),
      mock.post(`${BASE}/package/add/to/cart`, async ({ request }) => {
        addBodies.push((await request.json()) as Record<string, unknown>);
        return ok(cart(), 201);
      }),
    );
    renderAt(
      "/packages/7",
      <>
        <Route path="/packages/:id" element={<PackageDetailsPage />} />
        <Route path="/buy-package" element={<BuyPackagePage />} />
      </>,
    );
    const buy = await screen.findByTestId("buy-package");
    await waitFor(() => expect(screen.getByTestId("quote-total")).toHaveTextContent("AED 1,077.77"));
    fireEvent.click(buy);

    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/buy-package"));
    expect(addBodies).toEqual([
      { package_id: 7, package_duration_id: 11, property_type: "villa", property_size: "4br" },
    ]);
    expect(useKhidmaStore.getState().cart.packageItems).toHaveLength(1);

    const signIn = await screen.findByTestId("buy-package-signin");
    expect(within(signIn).getByRole("link", { name: "Sign in to continue" })).toHaveAttribute(
      "href",
      "/login?returnUrl=%2Fbuy-package",
    );
    expect(screen.getByTestId("buy-package-item")).toHaveTextContent("Deep Clean Monthly");
    expect(screen.getByTestId("buy-package-item")).toHaveTextContent("Sparkle Homes");
    expect(screen.getByTestId("buy-package-total")).toHaveTextContent("AED 1,077.77");
    expect(screen.queryByRole("button", { name: "Buy package" })).toBeNull();
  });

  const route = <Route path="/buy-package" element={<BuyPackagePage />} />;

  it("shows the coupon's 422 on the field, then applies CLEAN50 with the server's discount", async () => {
    signInCustomer();
    renderAt("/buy-package", route);
    const input = await screen.findByLabelText("Coupon code");
    fireEvent.change(input, { target: { value: "WELCOME10" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("This coupon is for first orders only.")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(notifier.error).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: "CLEAN50" } });
    expect(screen.queryByText("This coupon is for first orders only.")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(screen.getByTestId("coupon-applied")).toHaveTextContent("CLEAN50"));
    expect(screen.getByTestId("buy-package-discount")).toHaveTextContent("-AED 50.00");
    expect(screen.getByTestId("buy-package-total")).toHaveTextContent("AED 1,027.77");
  });

  it("checks out by card with an Idempotency-Key and goes to the booking summary", async () => {
    signInCustomer();
    renderAt("/buy-package", route);
    await screen.findByTestId("buy-package-item");
    await waitFor(() => expect(screen.getByRole("radio", { name: /Marina Gate 1|Home/ })).toBeChecked());
    const buy = screen.getByRole("button", { name: "Buy package" });
    fireEvent.click(buy);
    fireEvent.click(buy);

    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/booking/summary/91"));
    expect(checkouts.length).toBeGreaterThanOrEqual(1);
    expect(new Set(checkouts.map((c) => c.key)).size).toBe(1);
    expect(checkouts[0].key).toMatch(/.+/);
    expect(checkouts[0].body).toEqual({
      user_address_id: 31,
      start_date: startDateRange().min,
      payment_method: "card",
    });
  });

  it("checks out from the wallet and goes to payment success; the form survives a reload", async () => {
    signInCustomer();
    const { max } = startDateRange();
    sessionStorage.setItem(
      BUY_PACKAGE_STORAGE_KEY,
      JSON.stringify({ addressId: 31, startDate: max, paymentMethod: "wallet", coupon: "" }),
    );
    renderAt("/buy-package", route);
    await screen.findByTestId("buy-package-item");
    expect(screen.getByRole("radio", { name: /Khidma wallet/ })).toBeChecked();
    expect(screen.getByLabelText(/First visit from/)).toHaveValue(max);
    await waitFor(() => expect(screen.getByTestId("buy-wallet-balance")).toHaveTextContent("AED 150.00"));
    // the balance does not cover AED 1,077.77: a top-up opens the top-up dialog
    fireEvent.click(screen.getByRole("button", { name: "Top up" }));
    expect(useKhidmaStore.getState().ui.topUpOpen).toBe(true);
    useKhidmaStore.getState().setTopUpOpen(false);

    fireEvent.click(screen.getByRole("button", { name: "Buy package" }));
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/payment/success?order_id=92"));
    expect(checkouts[0].body).toMatchObject({ payment_method: "wallet", start_date: max, user_address_id: 31 });
    expect(checkouts[0].key).toMatch(/.+/);
    expect(sessionStorage.getItem(BUY_PACKAGE_STORAGE_KEY)).toBeNull();
  });

  it("shows checkout 422s on their fields", async () => {
    signInCustomer();
    server.use(
      mock.post(`${BASE}/package/checkout`, () =>
        fail(422, "The given data was invalid.", {
          payment_method: ["Your wallet balance (AED 150.00) does not cover this order."],
        }),
      ),
    );
    renderAt("/buy-package", route);
    await screen.findByTestId("buy-package-item");
    await waitFor(() => expect(screen.getByRole("radio", { name: /Marina Gate 1|Home/ })).toBeChecked());
    fireEvent.click(screen.getByRole("radio", { name: /Khidma wallet/ }));
    fireEvent.click(screen.getByRole("button", { name: "Buy package" }));
    expect(await screen.findByText("Your wallet balance (AED 150.00) does not cover this order.")).toBeInTheDocument();
    expect(screen.getByTestId("where")).toHaveTextContent("/buy-package");
  });
});

describe("notifications page", () => {
  it("lists notifications with unread highlighted, filters unread and marks all read", async () => {
    signInCustomer();
    const queries: Array<Record<string, string>> = [];
    let unread = 2;
    server.use(
      mock.get(`${BASE}/notifications/list`, ({ request }) => {
        const q = Object.fromEntries(new URL(request.url).searchParams.entries());
        queries.push(q);
        const all = [notification(3, unread === 0), notification(2, unread === 0), notification(1, true)];
        const data = q.unread === "1" ? all.filter((n) => !n.read) : all;
        return ok({ data, total: data.length, current_page: 1, per_page: 10, last_page: 1 });
      }),
      mock.get(`${BASE}/notifications/unread-count`, () => ok({ count: unread })),
      mock.post(`${BASE}/notifications/mark-all-read`, () => {
        unread = 0;
        return ok({ count: 0 });
      }),
    );
    renderAt("/notifications", <Route path="/notifications" element={<NotificationsPage />} />);
    await waitFor(() => expect(screen.getAllByTestId("notification-row")).toHaveLength(3));
    expect(queries[0]).toMatchObject({ page: "1", limit: "10" });
    expect(queries[0].unread).toBeUndefined();
    const rows = screen.getAllByTestId("notification-row");
    expect(rows[0]).toHaveAttribute("data-unread", "true");
    expect(rows[0]).toHaveTextContent("Unread");
    expect(rows[2]).not.toHaveAttribute("data-unread");

    fireEvent.click(screen.getByRole("button", { name: "Unread" }));
    await waitFor(() => expect(screen.getAllByTestId("notification-row")).toHaveLength(2));
    expect(queries[queries.length - 1]).toMatchObject({ unread: "1" });
    expect(screen.getByRole("button", { name: "Unread" })).toHaveAttribute("aria-pressed", "true");

    fireEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(await screen.findByText("You are all caught up.")).toBeInTheDocument();
  });
});

describe("my packages", () => {
  it("shows each subscription with its visits and the invoice link when paid", async () => {
    signInCustomer();
    const sub = (id: number, status: string) => ({
      id,
      number: `SUB-${id}`,
      package: { id: 7, name: `Deep Clean ${id}`, image: null },
      partner: { id: 3, name: "Sparkle Homes" },
      duration: { months: 3, label: "3 months" },
      property_type: "villa",
      property_size: "4br",
      starts_on: "2025-06-01",
      ends_on: "2025-08-31",
      visits_total: 6,
      visits_used: 2,
      total: 2999.99,
      status,
      order_id: 100 + id,
      order_number: `ORD-${id}`,
    });
    server.use(
      mock.get(`${BASE}/customer/package/subscriptions`, () =>
        ok({ data: [sub(1, "active"), sub(2, "pending")], total: 2, current_page: 1, per_page: 10, last_page: 1 }),
      ),
      // the active one's visits panel (tests/web/package-visits.test.tsx covers it): no month to show here
      mock.get(`${BASE}/customer/package/visit/summary/1`, () =>
        HttpResponse.json({ status_code: 404, data: null, message: "Not found." }, { status: 404 }),
      ),
    );
    renderAt("/profile/packages", <Route path="/profile/packages" element={<MyPackagesPage />} />);
    const cards = await screen.findAllByTestId("subscription-card");
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent("Deep Clean 1");
    expect(cards[0]).toHaveTextContent("Sparkle Homes");
    expect(cards[0]).toHaveTextContent("3 months");
    expect(cards[0]).toHaveTextContent("Villa · 4 bedrooms");
    expect(cards[0]).toHaveTextContent("01-06-2025");
    expect(cards[0]).toHaveTextContent("2 of 6 visits used");
    expect(within(cards[0]).getByRole("progressbar")).toHaveAttribute("value", "2");
    expect(within(cards[0]).getByTestId("subscription-status")).toHaveTextContent("Active");
    expect(within(cards[0]).getByTestId("subscription-invoice")).toHaveAttribute("href", "/invoice/101");
    expect(within(cards[1]).queryByTestId("subscription-invoice")).toBeNull();
    expect(within(cards[1]).getByRole("link", { name: "Complete payment" })).toHaveAttribute(
      "href",
      "/booking/summary/102",
    );
  });
});
