import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { delay, HttpResponse, http as mock } from "msw";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setAccessToken } from "../../src/api/token";
import { CardForm } from "../../src/components/payment/card-form";
import { ServiceCartActions } from "../../src/components/storefront/cart/service-cart-actions";
import { StoreHeader } from "../../src/components/storefront/header";
import { STORAGE_KEY } from "../../src/config/constants";
import { i18n, initI18n } from "../../src/i18n";
import { type Cart, type CartItem, emptyCart, type Order } from "../../src/lib/cart";
import BookingSummaryPage from "../../src/portals/customer/pages/checkout/booking-summary";
import CheckoutPage from "../../src/portals/customer/pages/checkout/checkout";
import { CHECKOUT_DRAFT_KEY } from "../../src/portals/customer/pages/checkout/checkout-draft";
import PaymentResultPage from "../../src/portals/customer/pages/checkout/payment-result";
import { initialCart, useKhidmaStore } from "../../src/state";
import { releaseClientState, resetClientState, testNotifier } from "./client-state";

const BASE = "*/api/v2";
const server = setupServer();
const notifier = testNotifier();
const ok = (data: unknown, status = 200) => HttpResponse.json({ status_code: status, data, message: "ok" }, { status });
const fail = (status: number, message: string, errors?: Record<string, string[]>, data: unknown = null) =>
  HttpResponse.json({ status_code: status, data, message, ...(errors ? { errors } : {}) }, { status });

const partner = { id: 3, name: "Sparkle Cleaning", logo: null, cash_on_delivery: true };
const item = (id: number, serviceId: number, quantity = 1): CartItem => ({
  id,
  service_id: serviceId,
  partner_id: partner.id,
  quantity,
  notes: null,
  images: [],
  unit_price: 157.5,
  total: 157.5 * quantity,
  vat_amount: 7.5 * quantity,
  duration_minutes: 120,
  service: { id: serviceId, name: "Deep home cleaning", image: null, price: 157.5, duration_minutes: 120 },
  partner,
});
/** Amounts no browser arithmetic would produce from the lines: they must come from the API. */
const cartOf = (items: CartItem[]): Cart => ({
  ...emptyCart(),
  id: items.length ? 1 : null,
  items,
  count: items.reduce((n, i) => n + i.quantity, 0),
  item_count: items.length,
  partner: items.length ? partner : null,
  duration_minutes: 120,
  summary: {
    currency: "AED",
    subtotal: 1111.11,
    discount: 0,
    total: 1111.11,
    vat_percentage: 5,
    vat_amount: 52.91,
    total_excl_vat: 1058.2,
  },
});

const address = {
  id: 41,
  label: "home",
  emirate_id: 1,
  emirate_name: "Dubai",
  community_id: 2,
  community_name: "Dubai Marina",
  building: "Marina Heights",
  apartment_or_villa_number: "1203",
  street: null,
  property_type: "apartment",
  property_type_name: "Apartment",
  property_size: "2br",
  property_size_name: "2 BR",
  latitude: 25.08,
  longitude: 55.14,
  is_default: 1,
};

const order = (over: Partial<Order> = {}): Order => ({
  id: 501,
  number: "KH-000501",
  kind: "booking",
  status: "pending",
  payment_method: "card",
  partner: { id: 3, name: "Sparkle Cleaning" },
  lines: [{ description: "Deep home cleaning", quantity: 2, unit_price: 157.5, total: 315, vat_amount: 15 }],
  summary: {
    currency: "AED",
    subtotal: 1111.11,
    discount: 0,
    total: 1111.11,
    vat_percentage: 5,
    vat_amount: 52.91,
    total_excl_vat: 1058.2,
    wallet_amount: 0,
  },
  coupon_code: null,
  created_at: "2030-01-01T08:00:00Z",
  paid_at: null,
  booking_id: 77,
  subscription_id: null,
  invoice: null,
  payments: [],
  ...over,
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, routes: ReactNode, extra: ReactNode = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          {extra}
          <Routes>{routes}</Routes>
          <Where />
        </I18nextProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const signIn = () => {
  setAccessToken("user-token");
  useKhidmaStore.getState().setSession({
    user: { id: 5, first_name: "Aisha", last_name: "Khan", roles: [] },
    roles: [{ id: 1, name: "customer", type: "customer", permissions: [] }],
    default_role: "customer",
  });
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
    // Signing in refreshes the cart (the server merges the guest cart); the header's bell asks for its count.
    mock.get(`${BASE}/customer/cart-items`, () => ok(cartOf([]))),
    mock.get(`${BASE}/notifications/unread-count`, () => ok({ count: 0 })),
  );
  resetClientState({ token: "client-token", notifier });
  sessionStorage.clear();
});

afterEach(releaseClientState);

describe("add to cart", () => {
  it("updates the header count, which survives a store rehydrate", async () => {
    signIn();
    server.use(mock.post(`${BASE}/customer/add-to-cart`, () => ok(cartOf([item(11, 7, 2)]), 201)));
    renderAt(
      "/services/7",
      <Route path="/services/:id" element={<ServiceCartActions serviceId={7} name="Deep home cleaning" />} />,
      <StoreHeader />,
    );
    expect(screen.queryByTestId("cart-count")).toBeNull();
    const actions = screen.getByTestId("service-cart-actions");
    fireEvent.click(within(actions).getByRole("button", { name: "Increase quantity" }));
    expect(within(actions).getByTestId("quantity")).toHaveTextContent("2");
    fireEvent.click(within(actions).getByRole("button", { name: "Add to cart" }));
    await waitFor(() => expect(screen.getByTestId("cart-count")).toHaveTextContent("1"));
    expect(within(actions).getByRole("link", { name: "View cart" })).toHaveAttribute("href", "/checkout");

    // Reload: memory is gone, the persisted store comes back and the count with it.
    cleanup();
    const saved = localStorage.getItem(STORAGE_KEY);
    useKhidmaStore.setState({ cart: initialCart() });
    if (saved) localStorage.setItem(STORAGE_KEY, saved);
    await useKhidmaStore.persist.rehydrate();
    renderAt("/", <Route path="/" element={null} />, <StoreHeader />);
    expect(screen.getByTestId("cart-count")).toHaveTextContent("1");
  });

  it("a cart from another provider: confirm, then replace", async () => {
    const bodies: Array<Record<string, unknown>> = [];
    server.use(
      mock.post(`${BASE}/customer/add-to-cart`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (!body.replace) {
          return fail(
            409,
            "Your cart has services from Cool Breeze AC. Clear it to add services from another provider.",
            undefined,
            { partner: { id: 9, name: "Cool Breeze AC" } },
          );
        }
        return ok(cartOf([item(20, 7)]), 201);
      }),
    );
    renderAt(
      "/services/7",
      <>
        <Route path="/services/:id" element={<ServiceCartActions serviceId={7} name="Deep home cleaning" />} />
        <Route path="/checkout" element={<p>checkout</p>} />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Book now" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Your cart has services from Cool Breeze AC. Clear it and add this one?");
    // focus moves in once the dialog's effect has run (a busy machine may paint first)
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Keep my cart" })).toHaveFocus());
    fireEvent.click(within(dialog).getByRole("button", { name: "Clear cart and add" }));
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/checkout"));
    expect(bodies).toEqual([
      { service_id: 7, quantity: 1 },
      { service_id: 7, quantity: 1, replace: true },
    ]);
    expect(notifier.error).not.toHaveBeenCalled();
    expect(useKhidmaStore.getState().cart.items).toHaveLength(1);
  });
});

describe("checkout", () => {
  it("a guest sees the cart and signs in inline", async () => {
    server.use(mock.get(`${BASE}/customer/cart-items`, () => ok(cartOf([item(11, 7, 2)]))));
    renderAt("/checkout", <Route path="/checkout" element={<CheckoutPage />} />);
    const line = await screen.findByTestId("cart-line");
    expect(line).toHaveTextContent("Deep home cleaning");
    expect(line).toHaveTextContent("AED 315.00");
    expect(screen.getByTestId("order-summary")).toHaveTextContent("AED 1,111.11");
    expect(screen.getByTestId("order-summary")).toHaveTextContent("AED 52.91");
    const gate = screen.getByTestId("checkout-signin");
    expect(within(gate).getByRole("heading", { name: "Sign in to continue" })).toBeInTheDocument();
    expect(await within(gate).findByLabelText("Email", {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(gate).getByLabelText("Password")).toBeInTheDocument();
    expect(within(gate).getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      "/register?returnUrl=%2Fcheckout",
    );
    expect(screen.queryByRole("button", { name: "Book" })).toBeNull();
    expect(useKhidmaStore.getState().session.returnUrl).toBe("/checkout");
  });

  it("shows the empty state with a link to the categories", async () => {
    server.use(mock.get(`${BASE}/customer/cart-items`, () => ok(cartOf([]))));
    renderAt("/checkout", <Route path="/checkout" element={<CheckoutPage />} />);
    expect(await screen.findByRole("link", { name: "Browse categories" })).toHaveAttribute("href", "/categories");
  });

  describe("signed in", () => {
    let requests: Array<{ body: unknown; key: string | null }>;
    let slotReads: number;
    let slotsTaken: boolean;
    let bookingAnswer: () => Promise<Response> | Response;

    beforeEach(() => {
      signIn();
      requests = [];
      slotReads = 0;
      slotsTaken = false;
      bookingAnswer = async () => {
        await delay(30);
        return ok(order(), 201);
      };
      server.use(
        mock.get(`${BASE}/customer/cart-items`, () => ok(cartOf([item(11, 7, 2)]))),
        mock.get(`${BASE}/user-address/list`, () =>
          ok({ data: [address], total: 1, current_page: 1, per_page: 10, last_page: 1 }),
        ),
        mock.get(`${BASE}/customer/booking/available-dates`, ({ request }) => {
          const url = new URL(request.url);
          expect(url.searchParams.get("partner_id")).toBe("3");
          expect(url.searchParams.get("days")).toBe("14");
          return ok({
            dates: [
              { date: "2030-01-10", available: true, reason: null },
              { date: "2030-01-11", available: false, reason: "holiday" },
              { date: "2030-01-12", available: true, reason: null },
            ],
          });
        }),
        mock.get(`${BASE}/customer/booking/time-slots`, ({ request }) => {
          slotReads++;
          const date = new URL(request.url).searchParams.get("date");
          return ok({
            date,
            partner_id: 3,
            timezone: "Asia/Dubai",
            duration_minutes: 120,
            closed: false,
            closed_reason: null,
            holiday_name: null,
            slots: [
              { start: "", end: "", time: "09:00", label: "09:00 AM", available: !slotsTaken },
              { start: "", end: "", time: "10:00", label: "10:00 AM", available: false },
              { start: "", end: "", time: "11:00", label: "11:00 AM", available: true },
            ],
          });
        }),
        mock.get(`${BASE}/wallet/balance`, () => ok({ balance: 150, currency: "AED" })),
        mock.post(`${BASE}/customer/booking/request`, async ({ request }) => {
          requests.push({ body: await request.json(), key: request.headers.get("idempotency-key") });
          return bookingAnswer();
        }),
      );
    });

    const fillCheckout = async () => {
      renderAt(
        "/checkout",
        <>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/booking/summary/:orderId" element={<p>summary</p>} />
          <Route path="/payment/success" element={<p>success</p>} />
        </>,
      );
      // The default address is chosen, then the first available date.
      await waitFor(() => expect(screen.getByRole("radio", { name: /Marina Heights/ })).toBeChecked());
      const slot = await screen.findByRole("radio", { name: "09:00 AM" });
      expect(screen.getByRole("radio", { name: /10:00 AM/ })).toBeDisabled();
      fireEvent.click(slot);
      fireEvent.change(screen.getByLabelText("Notes for the technician (optional)"), {
        target: { value: "Ring twice" },
      });
    };

    it("posts the booking with an Idempotency-Key; a double click sends one request", async () => {
      await fillCheckout();
      expect(screen.getByText("AED 150.00")).toBeInTheDocument(); // wallet balance
      const book = screen.getByRole("button", { name: "Book" });
      fireEvent.click(book);
      fireEvent.click(book);
      await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/booking/summary/501"));
      expect(requests).toHaveLength(1);
      expect(requests[0].body).toEqual({
        user_address_id: 41,
        date: "2030-01-10",
        time: "09:00",
        payment_method: "card",
        notes: "Ring twice",
      });
      expect(requests[0].key).toMatch(/.{8,}/);
      expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
    });

    it("keeps the form in sessionStorage across a reload", async () => {
      await fillCheckout();
      await waitFor(() =>
        expect(JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? "{}")).toMatchObject({
          address_id: 41,
          date: "2030-01-10",
          time: "09:00",
          notes: "Ring twice",
        }),
      );
      cleanup();
      renderAt("/checkout", <Route path="/checkout" element={<CheckoutPage />} />);
      expect(await screen.findByDisplayValue("Ring twice")).toBeInTheDocument();
      expect(await screen.findByRole("radio", { name: "09:00 AM" })).toBeChecked();
    });

    it("a slot taken meanwhile: 422 on time shows on the field, the slots refresh, the notes stay", async () => {
      bookingAnswer = () => {
        slotsTaken = true;
        return fail(422, "This time slot is no longer available. Please pick another.", {
          time: ["This time slot is no longer available. Please pick another."],
        });
      };
      await fillCheckout();
      const readsBefore = slotReads;
      fireEvent.click(screen.getByRole("button", { name: "Book" }));
      const times = await screen.findByRole("group", { name: "Time" });
      expect(
        await within(times).findByText("This time slot is no longer available. Please pick another."),
      ).toBeInTheDocument();
      expect(within(times).getByRole("status")).toHaveTextContent("That time was just taken");
      await waitFor(() => expect(slotReads).toBeGreaterThan(readsBefore));
      await waitFor(() => expect(screen.getByRole("radio", { name: /09:00 AM/ })).toBeDisabled());
      expect(screen.getByLabelText("Notes for the technician (optional)")).toHaveValue("Ring twice");
      expect(screen.getByTestId("where")).toHaveTextContent("/checkout");
      expect(notifier.error).not.toHaveBeenCalled();
    });

    it("wallet goes straight to the success page", async () => {
      bookingAnswer = () => ok(order({ status: "paid", payment_method: "wallet" }), 201);
      await fillCheckout();
      fireEvent.click(screen.getByRole("radio", { name: /Khidma wallet/ }));
      fireEvent.click(screen.getByRole("button", { name: "Book" }));
      await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/payment/success?order_id=501"));
      expect((requests[0].body as { payment_method: string }).payment_method).toBe("wallet");
    });

    it("a cart that is already an unpaid order (409) goes to pay that order, not a second booking", async () => {
      bookingAnswer = () =>
        fail(409, "This cart already has an unpaid order.", undefined, { order_id: 733, order_number: "KH-000733" });
      await fillCheckout();
      fireEvent.click(screen.getByRole("button", { name: "Book" }));
      await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/booking/summary/733"));
      expect(notifier.info).toHaveBeenCalledWith("This cart already has an unpaid order.");
    });

    it("a coupon error shows on the coupon field", async () => {
      server.use(
        mock.post(`${BASE}/customer/cart/apply-coupon`, () =>
          fail(422, "This coupon is for first orders only.", {
            coupon_code: ["This coupon is for first orders only."],
          }),
        ),
      );
      await fillCheckout();
      fireEvent.change(screen.getByLabelText("Coupon code"), { target: { value: "welcome10" } });
      fireEvent.click(screen.getByRole("button", { name: "Apply" }));
      expect(await screen.findByText("This coupon is for first orders only.")).toBeInTheDocument();
      expect(screen.getByLabelText("Coupon code")).toHaveValue("WELCOME10");
      expect(screen.getByLabelText("Coupon code")).toHaveAttribute("aria-invalid", "true");
      expect(notifier.error).not.toHaveBeenCalled();
    });
  });
});

describe("payment", () => {
  beforeEach(() => signIn());

  it("a declined card goes to /payment/fail with the message", async () => {
    const keys: Array<string | null> = [];
    server.use(
      mock.get(`${BASE}/customer/order/details/501`, () => ok(order())),
      mock.get(`${BASE}/customer/booking/details/77`, () =>
        ok({
          id: 77,
          number: "BK-77",
          status: "requested",
          scheduled_at: "2030-01-10T05:00:00Z",
          address_text: "Marina Heights, Apt 1203, Dubai Marina, Dubai",
        }),
      ),
      mock.post(`${BASE}/payment/pay`, async ({ request }) => {
        keys.push(request.headers.get("idempotency-key"));
        const body = (await request.json()) as Record<string, unknown>;
        expect(body).toMatchObject({ order_id: 501, card_number: "4000000000000002", exp_month: 12, cvc: "123" });
        return fail(402, "Your card was declined.", undefined, {
          order_id: 501,
          order_number: "KH-000501",
          status: "failed",
        });
      }),
      mock.get(`${BASE}/customer/cart-items`, () => ok(cartOf([item(11, 7, 2)]))),
    );
    renderAt(
      "/booking/summary/501",
      <>
        <Route path="/booking/summary/:orderId" element={<BookingSummaryPage />} />
        <Route path="/payment/fail" element={<PaymentResultPage />} />
      </>,
    );
    expect(await screen.findByTestId("order-lines")).toHaveTextContent("Deep home cleaning");
    expect(await screen.findByText("Marina Heights, Apt 1203, Dubai Marina, Dubai")).toBeInTheDocument();
    expect(screen.getByTestId("order-when")).toHaveTextContent("10-01-2030 · 09:00 AM");
    expect(screen.getByTestId("card-test-note")).toHaveTextContent("4242 4242 4242 4242");
    const number = screen.getByLabelText("Card number");
    fireEvent.change(number, { target: { value: "4000000000000002" } });
    expect(number).toHaveValue("4000 0000 0000 0002");
    expect(number).toHaveAttribute("autocomplete", "cc-number");
    fireEvent.change(screen.getByLabelText("Expiry (MM/YY)"), { target: { value: "12/39" } });
    fireEvent.change(screen.getByLabelText("CVC"), { target: { value: "123" } });
    fireEvent.change(screen.getByLabelText("Name on card"), { target: { value: "Aisha Khan" } });
    fireEvent.click(screen.getByRole("button", { name: "Pay AED 1,111.11" }));
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/payment/fail"));
    expect(screen.getByTestId("where")).toHaveTextContent("order_id=501");
    expect(screen.getByTestId("fail-reason")).toHaveTextContent("Your card was declined.");
    expect(screen.getByText("Nothing was charged, and your cart is still there.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Try another card" })).toHaveAttribute("href", "/booking/summary/501");
    expect(screen.getByRole("link", { name: "Back to checkout" })).toHaveAttribute("href", "/checkout");
    expect(keys).toHaveLength(1);
    expect(keys[0]).toBeTruthy();
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it("the success page shows the amount and links to the booking and the tax invoice, and empties the cart", async () => {
    useKhidmaStore.getState().setCartItems([item(11, 7)]);
    server.use(
      mock.get(`${BASE}/customer/order/details/501`, () =>
        ok(order({ status: "paid", paid_at: "2030-01-01T08:05:00Z", invoice: { id: 9, number: "INV-9" } })),
      ),
      mock.get(`${BASE}/customer/cart-items`, () => ok(cartOf([]))),
    );
    renderAt("/payment/success?order_id=501", <Route path="/payment/success" element={<PaymentResultPage />} />);
    expect(await screen.findByText("KH-000501")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Payment successful" })).toBeInTheDocument();
    expect(screen.getByText("AED 1,111.11")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Tax invoice" })).toHaveAttribute("href", "/invoice/501");
    expect(screen.getByRole("link", { name: "View booking" })).toHaveAttribute("href", "/bookings/77");
    await waitFor(() => expect(useKhidmaStore.getState().cart.items).toEqual([]));
  });

  it("cash: asks to pay the technician", async () => {
    server.use(
      mock.get(`${BASE}/customer/order/details/501`, () => ok(order({ payment_method: "cash" }))),
      mock.get(`${BASE}/customer/cart-items`, () => ok(cartOf([]))),
    );
    renderAt(
      "/payment/success?order_id=501&method=cash",
      <Route path="/payment/success" element={<PaymentResultPage />} />,
    );
    expect(await screen.findByTestId("cash-due")).toHaveTextContent("Pay AED 1,111.11 to the technician");
    expect(screen.queryByRole("link", { name: "Tax invoice" })).toBeNull();
  });
});

describe("CardForm", () => {
  it("checks the card before calling onSubmit, and shows the server's errors", () => {
    const onSubmit = vi.fn();
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <CardForm submitLabel="Pay" busy={false} onSubmit={onSubmit} />
      </I18nextProvider>,
    );
    fireEvent.change(screen.getByLabelText("Card number"), { target: { value: "4242 4242 4242 4241" } });
    fireEvent.change(screen.getByLabelText("Expiry (MM/YY)"), { target: { value: "1" } });
    fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText("Enter a valid card number.")).toBeInTheDocument();
    expect(screen.getByLabelText("Expiry (MM/YY)")).toHaveValue("1");

    fireEvent.change(screen.getByLabelText("Card number"), { target: { value: "4242424242424242" } });
    fireEvent.change(screen.getByLabelText("Expiry (MM/YY)"), { target: { value: "0839" } });
    fireEvent.change(screen.getByLabelText("CVC"), { target: { value: "12a3" } });
    fireEvent.change(screen.getByLabelText("Name on card"), { target: { value: " Aisha " } });
    expect(screen.getByLabelText("Expiry (MM/YY)")).toHaveValue("08/39");
    fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    expect(onSubmit).toHaveBeenCalledWith({
      card_number: "4242424242424242",
      exp_month: 8,
      exp_year: 2039,
      cvc: "123",
      card_name: "Aisha",
    });

    rerender(
      <I18nextProvider i18n={i18n}>
        <CardForm submitLabel="Pay" busy errors={{ cvc: ["The CVC is invalid."] }} onSubmit={onSubmit} />
      </I18nextProvider>,
    );
    expect(screen.getByText("The CVC is invalid.")).toBeInTheDocument();
    expect(screen.getByLabelText("CVC")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Processing payment..." })).toBeDisabled();
  });
});
