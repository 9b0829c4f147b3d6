import { expect, type Page, test } from "@playwright/test";
import { API, apiAs, signIn } from "./support";

/**
 * Coupon stacking (issue 17): the demo customer applies the partner's promotion and a combinable Khidma coupon at
 * checkout, sees each code with its own discount, books and pays.
 */

/** Types a code in the checkout's coupon field and applies it; the apply-coupon answer. */
async function applyCode(page: Page, code: string) {
  const field = page.locator("#co-coupon input");
  await field.fill(code);
  await expect(field).toHaveValue(code);
  const answer = page.waitForResponse((r) => r.url().includes(`${API}/customer/cart/apply-coupon`));
  await page.locator("#co-coupon").getByRole("button", { name: "Apply" }).click();
  return answer;
}

test("a partner promotion and a combinable Khidma coupon apply together and the customer pays", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}`.slice(-6);
  const customerApi = await apiAs(request, "customer");
  const adminApi = await apiAs(request, "admin");
  await customerApi.post("customer/clear-cart", {});
  const service = (await customerApi.get("mobile/service/list?partner_id=1&limit=1")).data[0] as {
    id: number;
    name: string;
    price: number;
  };
  expect(service.price).toBeGreaterThan(20);
  const base = { discount_type: "fixed", per_customer_limit: 0, stacking: "combinable" };
  const promo = `PRM${stamp}`;
  const khidma = `KHD${stamp}`;
  await adminApi.post("coupon/create", {
    ...base,
    code: promo,
    title_en: "Partner promotion",
    discount_value: 10,
    funded_by: "partner",
    partner_id: 1,
  });
  await adminApi.post("coupon/create", { ...base, code: khidma, title_en: "Khidma coupon", discount_value: 5 });

  await signIn(page, "customer");
  await page.goto(`/services/${service.id}`);
  const added = page.waitForResponse((r) => r.url().includes(`${API}/customer/add-to-cart`));
  await page.getByTestId("service-summary").getByRole("button", { name: "Add to cart" }).click();
  expect((await added).ok()).toBe(true);
  await page.goto("/checkout");
  await expect(page.getByTestId("cart-line").filter({ hasText: service.name })).toBeVisible();

  expect((await applyCode(page, promo)).ok()).toBe(true);
  await expect(page.getByTestId("coupon-applied")).toHaveCount(1);
  expect((await applyCode(page, khidma)).ok()).toBe(true);
  const codes = page.getByTestId("coupon-applied");
  await expect(codes).toHaveCount(2);
  await expect(codes.filter({ hasText: promo })).toContainText("10.00");
  await expect(codes.filter({ hasText: promo })).toContainText("Partner promotion");
  await expect(codes.filter({ hasText: khidma })).toContainText("5.00");
  await expect(page.getByTestId("order-summary").locator(".kh-co-discount")).toContainText("15.00");

  const form = page.locator("form.kh-addr-form");
  if (await form.isVisible()) {
    await form.getByLabel("Emirate").selectOption({ label: "Dubai" });
    const community = form.getByLabel("Community");
    await expect(community.locator("option", { hasText: "Dubai Marina" })).toHaveCount(1);
    await community.selectOption({ label: "Dubai Marina" });
    await form.getByLabel("Building").fill("Marina Gate 2");
    await form.getByLabel("Apartment / villa number").fill("1807");
    await form.getByRole("radio", { name: "Apartment" }).check();
    await form.getByRole("radio", { name: "2 Bedrooms" }).check();
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(form).toHaveCount(0);
  }
  const time = page.locator("#co-time").getByRole("radio").and(page.locator(":enabled"));
  await expect(time.first()).toBeVisible();
  await time.first().check();
  const booked = page.waitForResponse(
    (r) => r.url().includes(`${API}/customer/booking/request`) && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Book", exact: true }).click();
  const order = await booked;
  expect(order.ok()).toBe(true);
  const body = (await order.json()).data;
  expect(body.coupons.map((c: { code: string }) => c.code)).toEqual([promo, khidma]);
  expect(body.summary.discount).toBe(15);
  await expect(page).toHaveURL(/\/booking\/summary\/\d+$/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Aisha Khan");
  await page.getByRole("button", { name: /^Pay AED/ }).click();
  await expect(page).toHaveURL(/\/payment\/success\?/);
});
