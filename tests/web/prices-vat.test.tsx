import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { Form } from "antd";
import { HttpResponse, http as mock } from "msw";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { i18n, initI18n } from "../../src/i18n";
import "../../src/i18n/modules/admin-settings";
import { type Cart, type CartItem, emptyCart } from "../../src/lib/cart";
import { PricingSection } from "../../src/portals/admin/platform/settings-sections";
import CheckoutPage from "../../src/portals/customer/pages/checkout/checkout";
import { PackageTile } from "../../src/portals/customer/pages/packages/package-tile";
import type { PackageSummary } from "../../src/portals/customer/pages/packages/types";
import { queryClient } from "../../src/shell/query-client";
import { SessionEffects } from "../../src/shell/session-effects";
import { useKhidmaStore } from "../../src/state";
import { releaseClientState, resetClientState, testNotifier } from "./client-state";

/**
 * "Prices shown including VAT" (settings' pricing_and_taxes.prices_include_vat, served by get-configurations) is a
 * display choice: on (the default) every storefront price reads as today, "incl. 5% VAT"; off, package and service
 * prices and cart lines show the price before VAT with "+ 5% VAT", while the cart's totals still show the subtotal,
 * the VAT and the total to pay, straight from the API.
 */

const BASE = "*/api/v2";
const server = setupServer();
const notifier = testNotifier();
const ok = (data: unknown, status = 200) => HttpResponse.json({ status_code: status, data, message: "ok" }, { status });

const partner = { id: 3, name: "Sparkle Cleaning", logo: null, cash_on_delivery: true };
// AED 157.50 incl. 5% VAT = 150.00 + 7.50; two of them 315.00 = 300.00 + 15.00
const item: CartItem = {
  id: 11,
  service_id: 7,
  partner_id: partner.id,
  quantity: 2,
  notes: null,
  images: [],
  unit_price: 157.5,
  total: 315,
  vat_amount: 15,
  duration_minutes: 120,
  service: { id: 7, name: "Deep home cleaning", image: null, price: 157.5, duration_minutes: 120 },
  partner,
};
/** Totals no browser arithmetic would produce from the line: they must come from the API, as they are. */
const cart: Cart = {
  ...emptyCart(),
  id: 1,
  items: [item],
  count: 2,
  item_count: 1,
  partner,
  duration_minutes: 240,
  summary: {
    currency: "AED",
    subtotal: 1111.11,
    discount: 0,
    total: 1111.11,
    vat_percentage: 5,
    vat_amount: 52.91,
    total_excl_vat: 1058.2,
  },
};
// "From AED 399.00 / month" incl. 5% VAT = 380.00 before VAT
const pkg = {
  id: 7,
  partner_id: 3,
  name: "Deep Clean Monthly",
  description: null,
  image: null,
  services: [{ id: 1, name: "Deep cleaning" }],
  visits_per_month: 2,
  property_types: ["apartment"],
  is_handpicked: 0,
  starting_price: 399,
  partner: { id: 3, name: "Sparkle Homes", logo: null, average_rating: null },
} as unknown as PackageSummary;

/** get-configurations as the server answers it, with the saved display choice (or nothing saved). */
const serveConfigurations = (prices_include_vat?: boolean) =>
  server.use(
    mock.get(`${BASE}/get-configurations`, () =>
      ok({
        configurations: { vat_percentage: 5, ...(prices_include_vat === undefined ? {} : { prices_include_vat }) },
        statuses: {},
        master_setting: {},
      }),
    ),
  );

/** The storefront: the shell's configuration read (SessionEffects), a package tile and the cart page. */
function renderStorefront(extra: ReactNode = null) {
  return render(
    <MemoryRouter initialEntries={["/checkout"]}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <SessionEffects />
          <PackageTile pkg={pkg} />
          {extra}
          <Routes>
            <Route path="/checkout" element={<CheckoutPage />} />
          </Routes>
        </I18nextProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

/** Waits until get-configurations has been read into the store. */
const configured = () =>
  waitFor(() => expect(useKhidmaStore.getState().config.configurations).toMatchObject({ vat_percentage: 5 }));

beforeAll(() => {
  initI18n("en");
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(() => server.close());

beforeEach(async () => {
  server.resetHandlers(
    mock.get(`${BASE}/client-access-token`, () => ok({ access_token: "client-token" })),
    mock.get(`${BASE}/customer/cart-items`, () => ok(cart)),
    mock.get(`${BASE}/notifications/unread-count`, () => ok({ count: 0 })),
  );
  queryClient.clear();
  resetClientState({ token: "client-token", notifier });
  act(() => useKhidmaStore.getState().setConfig({ configurations: null }));
  await i18n.changeLanguage("en");
});

afterEach(() => {
  cleanup();
  // emptied once nothing is mounted, while the test's notifier and device id are still the ones in use
  queryClient.clear();
  releaseClientState();
});

const tile = () => screen.getByTestId("package-tile");

describe("prices shown including VAT (the default)", () => {
  for (const saved of [undefined, true]) {
    it(`${saved === undefined ? "nothing saved" : "saved on"}: tiles and cart lines read as today, in English`, async () => {
      serveConfigurations(saved);
      renderStorefront();
      const line = await screen.findByTestId("cart-line");
      await configured();
      expect(tile()).toHaveTextContent("AED 399.00");
      expect(within(tile()).getByText("incl. 5% VAT")).toBeInTheDocument();
      expect(line).toHaveTextContent("AED 157.50 each");
      expect(line).toHaveTextContent("AED 315.00");
      expect(line).not.toHaveTextContent("VAT");
      const summary = screen.getByTestId("order-summary");
      expect(summary).toHaveTextContent("AED 1,111.11");
      expect(summary).toHaveTextContent("VAT (5%)AED 52.91");
      expect(screen.getByText("Prices include VAT.")).toBeInTheDocument();
      expect(screen.queryByText(/\+ 5% VAT/)).toBeNull();
    });
  }

  it("in Arabic: 'شامل ضريبة القيمة المضافة 5٪' and the gross amounts", async () => {
    await act(() => i18n.changeLanguage("ar"));
    serveConfigurations(true);
    renderStorefront();
    const line = await screen.findByTestId("cart-line");
    await configured();
    expect(within(tile()).getByText("شامل ضريبة القيمة المضافة 5٪")).toBeInTheDocument();
    expect(tile()).toHaveTextContent("399.00");
    expect(line).toHaveTextContent("315.00");
    expect(line).not.toHaveTextContent("ضريبة");
    expect(screen.getByText("الأسعار شاملة ضريبة القيمة المضافة.")).toBeInTheDocument();
  });
});

describe("prices shown before VAT (saved off)", () => {
  it("English: the tile and the cart lines show the price before VAT with '+ 5% VAT'; the totals are the API's", async () => {
    serveConfigurations(false);
    renderStorefront();
    const line = await screen.findByTestId("cart-line");
    await waitFor(() => expect(tile()).toHaveTextContent("AED 380.00"));
    expect(within(tile()).getByText("+ 5% VAT")).toBeInTheDocument();
    expect(tile()).not.toHaveTextContent("399.00");
    expect(tile()).not.toHaveTextContent("incl.");
    expect(line).toHaveTextContent("AED 150.00 each");
    expect(line).toHaveTextContent("AED 300.00");
    expect(within(line).getByTestId("line-vat-note")).toHaveTextContent("+ 5% VAT");
    expect(line).not.toHaveTextContent("315.00");
    // subtotal, VAT and the total to pay including VAT, exactly as the API answered
    const summary = screen.getByTestId("order-summary");
    expect(summary).toHaveTextContent("SubtotalAED 1,111.11");
    expect(summary).toHaveTextContent("VAT (5%)AED 52.91");
    expect(summary).toHaveTextContent("TotalAED 1,111.11");
    expect(screen.getByText("Prices are shown before VAT; the total includes 5% VAT.")).toBeInTheDocument();
  });

  it("Arabic: '+ ضريبة القيمة المضافة 5٪' beside the prices before VAT; the totals unchanged", async () => {
    await act(() => i18n.changeLanguage("ar"));
    serveConfigurations(false);
    renderStorefront();
    const line = await screen.findByTestId("cart-line");
    await waitFor(() => expect(tile()).toHaveTextContent("380.00"));
    expect(within(tile()).getByText("+ ضريبة القيمة المضافة 5٪")).toBeInTheDocument();
    expect(line).toHaveTextContent("150.00");
    expect(line).toHaveTextContent("300.00");
    expect(within(line).getByTestId("line-vat-note")).toHaveTextContent("+ ضريبة القيمة المضافة 5٪");
    const summary = screen.getByTestId("order-summary");
    expect(summary).toHaveTextContent("1,111.11");
    expect(summary).toHaveTextContent("52.91");
    expect(screen.getByText("تُعرض الأسعار قبل ضريبة القيمة المضافة؛ والإجمالي يشمل الضريبة 5٪.")).toBeInTheDocument();
  });

  it("at a saved 10% the note and the price before VAT follow the rate (AED 399.00 = 362.73 + 36.27)", async () => {
    server.use(
      mock.get(`${BASE}/get-configurations`, () =>
        ok({ configurations: { vat_percentage: 10, prices_include_vat: false }, statuses: {}, master_setting: {} }),
      ),
    );
    renderStorefront();
    await waitFor(() => expect(tile()).toHaveTextContent("AED 362.73"));
    expect(within(tile()).getByText("+ 10% VAT")).toBeInTheDocument();
  });
});

describe("the admin's hint for the switch", () => {
  it("says it is a display choice, with the rate being edited, in English and Arabic", async () => {
    const hint = () =>
      render(
        <I18nextProvider i18n={i18n}>
          <Form initialValues={{ pricing_and_taxes: { vat_percentage: 10, prices_include_vat: true } }}>
            <PricingSection />
          </Form>
        </I18nextProvider>,
      );
    hint();
    const en = await screen.findByTestId("includes-vat-hint");
    await waitFor(() => expect(en).toHaveTextContent('"+ 10% VAT"'));
    expect(en).toHaveTextContent("A display choice");
    expect(en).toHaveTextContent("customers pay the same");
    expect(en).toHaveTextContent("the total to pay including VAT");
    cleanup();
    await act(() => i18n.changeLanguage("ar"));
    hint();
    const ar = await screen.findByTestId("includes-vat-hint");
    await waitFor(() => expect(ar).toHaveTextContent("+ ضريبة القيمة المضافة 10٪"));
    expect(ar).toHaveTextContent("خيار عرض فقط");
  });
});
