import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../../src/i18n";
import { type Cart, emptyCart, type useCart } from "../../src/lib/cart";
import { CouponField } from "../../src/portals/customer/pages/checkout/coupon-field";

/** Coupon stacking (issue 17) in the storefront cart: each applied code with its own discount and remove button. */

const summary = (discount: number) => ({
  currency: "AED" as const,
  subtotal: 315,
  discount,
  total: 315 - discount,
  vat_percentage: 5,
  vat_amount: 13.33,
  total_excl_vat: 266.67,
});
const promo = { code: "SPARKLE10", description: "10% off Sparkle", discount: 31.5, funded_by: "partner" as const };
const khidma = { code: "KHIDMA15", description: "AED 15 off", discount: 15, funded_by: "khidma" as const };

function stub(cart: Cart) {
  return {
    cart,
    busy: false,
    applyCoupon: vi.fn(async () => cart),
    removeCoupon: vi.fn(async () => cart),
  } as unknown as ReturnType<typeof useCart> & {
    applyCoupon: ReturnType<typeof vi.fn>;
    removeCoupon: ReturnType<typeof vi.fn>;
  };
}

function Field({ api }: { api: ReturnType<typeof useCart> }) {
  const [value, setValue] = useState("");
  return <CouponField cartApi={api} value={value} onChange={setValue} />;
}

const show = (api: ReturnType<typeof useCart>) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Field api={api} />
    </I18nextProvider>,
  );

beforeAll(() => {
  initI18n("en");
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

describe("the cart's codes", () => {
  it("shows two stacked codes, each with its own discount and funder, and removes the one clicked", async () => {
    const api = stub({ ...emptyCart(), id: 1, coupon: promo, coupons: [promo, khidma], summary: summary(46.5) });
    show(api);
    const rows = screen.getAllByTestId("coupon-applied");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("SPARKLE10");
    expect(rows[0]).toHaveTextContent("Partner promotion");
    expect(rows[0]).toHaveTextContent("31.50");
    expect(rows[1]).toHaveTextContent("KHIDMA15");
    expect(rows[1]).toHaveTextContent("Khidma coupon");
    expect(rows[1]).toHaveTextContent("15.00");
    // two codes: no third can be added
    expect(screen.queryByRole("textbox")).toBeNull();
    fireEvent.click(within(rows[1]).getByRole("button", { name: "Remove code KHIDMA15" }));
    await waitFor(() => expect(api.removeCoupon).toHaveBeenCalledWith("KHIDMA15"));
  });

  it("with one code applied, offers to add the second and sends it", async () => {
    const api = stub({ ...emptyCart(), id: 1, coupon: promo, coupons: [promo], summary: summary(31.5) });
    show(api);
    expect(screen.getAllByTestId("coupon-applied")).toHaveLength(1);
    const input = screen.getByLabelText("Add a partner promotion or Khidma coupon");
    fireEvent.change(input, { target: { value: "khidma15" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(api.applyCoupon).toHaveBeenCalledWith("KHIDMA15"));
  });

  it("speaks Arabic", async () => {
    await i18n.changeLanguage("ar");
    const api = stub({ ...emptyCart(), id: 1, coupon: promo, coupons: [promo, khidma], summary: summary(46.5) });
    show(api);
    const rows = screen.getAllByTestId("coupon-applied");
    expect(rows[0]).toHaveTextContent("عرض مزود الخدمة");
    expect(rows[1]).toHaveTextContent("قسيمة خدمة");
    expect(within(rows[1]).getByRole("button", { name: "إزالة الرمز KHIDMA15" })).toBeInTheDocument();
  });
});
