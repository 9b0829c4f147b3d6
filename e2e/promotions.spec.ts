import { expect, type Page, test } from "@playwright/test";
import { API, apiAs, signIn } from "./support";

/**
 * Issue 17a as its users meet it: the admin creates a one-use coupon in /admin/coupons, the demo customer applies it
 * at checkout and sees the discount, pays, and is refused with the server's message when applying it a second time;
 * the admin opens the coupon's details and finds the redemption.
 */

/** Adds the service to the cart from its page and opens the checkout. */
async function openCheckoutWith(page: Page, service: { id: number; name: string }) {
  await page.goto(`/services/${service.id}`);
  const added = page.waitForResponse((r) => r.url().includes(`${API}/customer/add-to-cart`));
  await page.getByTestId("service-summary").getByRole("button", { name: "Add to cart" }).click();
  expect((await added).ok()).toBe(true);
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.goto("/checkout");
  await expect(page.getByTestId("cart-line").filter({ hasText: service.name })).toBeVisible();
}

/** Types the code and applies it; the apply-coupon answer. */
async function applyCoupon(page: Page, code: string) {
  const field = page.getByLabel("Coupon code");
  await field.fill(code);
  await expect(field).toHaveValue(code);
  const answer = page.waitForResponse((r) => r.url().includes(`${API}/customer/cart/apply-coupon`));
  await page.locator("#co-coupon").getByRole("button", { name: "Apply" }).click();
  return answer;
}

test.describe("promotions and vouchers", () => {
  test("a coupon made by the admin discounts one checkout, is refused the second time, and shows its redemption", async ({
    browser,
    request,
  }) => {
    // two portals, two checkouts and a card payment: about a minute idle, several on a busy machine
    test.setTimeout(300_000);
    const code = `E2E${`${Date.now()}`.slice(-7)}`;
    const customerApi = await apiAs(request, "customer");
    await customerApi.post("customer/clear-cart", {});
    const me = await customerApi.get("user/me");
    const customerName = `${me.first_name ?? me.user?.first_name ?? ""}`.trim();
    const service = (await customerApi.get("mobile/service/list?partner_id=1&limit=1")).data[0] as {
      id: number;
      name: string;
      price: number;
    };
    expect(service.price).toBeGreaterThan(25);

    // the admin creates a one-use coupon: AED 25 off, one use in total
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, "admin");
    await admin.goto("/admin/coupons");
    // the portal's first screen on a cold browser context: its chunks arrive slowly on a busy machine
    await expect(admin.getByTestId("coupon-table")).toBeVisible({ timeout: 90_000 });
    await admin.getByTestId("coupon-create").click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("Code").fill(code);
    await dialog.getByLabel("Title (English)").fill("End-to-end offer");
    await dialog.getByLabel("Title (Arabic)").fill("عرض الاختبار");
    await dialog.getByLabel("Fixed amount (AED)").check();
    await dialog.getByLabel("Discount", { exact: true }).fill("25");
    await dialog.getByLabel("Total uses").fill("1");
    const created = admin.waitForResponse((r) => r.url().includes(`${API}/coupon/create`));
    await admin.getByTestId("coupon-create-form-save").click();
    const createdAnswer = await created;
    expect(createdAnswer.status(), await createdAnswer.text()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(admin.getByTestId("coupon-table").getByText(code, { exact: true })).toBeVisible();

    // the demo customer applies it at checkout, sees AED 25.00 off, and pays
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    await signIn(customer, "customer");
    await openCheckoutWith(customer, service);
    expect((await applyCoupon(customer, code)).ok()).toBe(true);
    await expect(customer.getByTestId("coupon-applied")).toContainText(code);
    await expect(customer.getByTestId("order-summary").locator(".kh-co-discount")).toContainText("25.00");

    const form = customer.locator("form.kh-addr-form");
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
    const time = customer.locator("#co-time").getByRole("radio").and(customer.locator(":enabled"));
    await expect(time.first()).toBeVisible();
    await time.first().check();
    const booked = customer.waitForResponse(
      (r) => r.url().includes(`${API}/customer/booking/request`) && r.request().method() === "POST",
    );
    await customer.getByRole("button", { name: "Book", exact: true }).click();
    expect((await booked).ok()).toBe(true);
    await expect(customer).toHaveURL(/\/booking\/summary\/\d+$/);
    await customer.getByLabel("Card number").fill("4242 4242 4242 4242");
    await customer.getByLabel("Expiry (MM/YY)").fill("12/30");
    await customer.getByLabel("CVC").fill("123");
    await customer.getByLabel("Name on card").fill("Aisha Khan");
    await customer.getByRole("button", { name: /^Pay AED/ }).click();
    await expect(customer).toHaveURL(/\/payment\/success\?/);

    // a second use of the one-use coupon is refused with the server's message
    await openCheckoutWith(customer, service);
    const refused = await applyCoupon(customer, code);
    expect(refused.status()).toBe(422);
    const body = await refused.json();
    const reason = (body.errors?.coupon_code?.[0] ?? body.message) as string;
    expect(reason).toMatch(/used|limit/i);
    await expect(customer.locator("#co-coupon").getByText(reason)).toBeVisible();
    await expect(customer.getByTestId("coupon-applied")).toHaveCount(0);
    await customerApi.post("customer/clear-cart", {});

    // the admin opens the coupon's details and sees the redemption
    await admin.getByRole("searchbox", { name: "Search by code or title" }).fill(code);
    const row = admin.getByTestId("coupon-table").locator("tr", { hasText: code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("1 / 1");
    await row.getByRole("button", { name: `Details of ${code}` }).click();
    await expect(admin).toHaveURL(/\/admin\/coupons\/show\/\d+$/);
    await expect(admin.getByTestId("coupon-title")).toHaveText(code);
    const redemptions = admin.getByTestId("coupon-redemptions-table");
    const redemption = redemptions.locator("tbody tr", { hasText: code });
    await expect(redemption).toHaveCount(1);
    await expect(redemption).toContainText("Redeemed");
    await expect(redemption).toContainText("AED 25.00");
    if (customerName) await expect(redemption).toContainText(customerName);
    await expect(admin.getByTestId("coupon-figure-spent")).toContainText("AED 25.00");

    await adminContext.close();
    await customerContext.close();
  });
});
