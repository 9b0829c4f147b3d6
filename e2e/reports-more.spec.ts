import { expect, test } from "@playwright/test";
import { apiAs, signIn } from "./support";

/**
 * Issue 19's packages, promotions and contracts reports as their users meet them. The demo seed sells no package and
 * redeems no coupon, so the demo customer first buys one of the demo partner's packages with a coupon the admin made
 * (through the API, the test card); then the admin opens the promotions report and the packages report, and the
 * partner opens its contracts report.
 */
const API = "/api/v2";
/** Dubai's date `days` from today, YYYY-MM-DD. */
const dubaiDay = (days = 0) => new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test.describe("packages, promotions and contracts reports", () => {
  test("a package bought with a coupon shows in the admin's promotions and packages reports and the partner's contracts", async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = await apiAs(request, "admin");
    const partnerApi = await apiAs(request, "partner");
    const customer = await apiAs(request, "customer");
    const partnerId = (await partnerApi.get("report/contracts")).filters.partner_id as number;

    const code = `R2E${Date.now().toString(36).toUpperCase()}`;
    await admin.post("coupon/create", {
      code,
      title_en: "Reports check",
      discount_type: "percent",
      discount_value: 10,
      per_customer_limit: 0,
      budget: 1000,
    });

    // the demo customer buys the first of the partner's packages priced for a 2-bedroom apartment, with the coupon
    const community = (await customer.get("area/community/list?limit=1")).data[0] as { id: number; emirate_id: number };
    const address = await customer.post("user-address/create", {
      label: "home",
      emirate_id: community.emirate_id,
      community_id: community.id,
      building: "Reports Tower",
      apartment_or_villa_number: "19",
      property_type: "apartment",
      property_size: "2br",
    });
    let choice: { id: number; duration: number } | null = null;
    const list = (await customer.get("package/web/list?limit=100")).data as Array<{ id: number; partner_id: number }>;
    for (const candidate of list.filter((p) => p.partner_id === partnerId)) {
      const details = await customer.get(`package/details?package_id=${candidate.id}`);
      const shortest = details.durations[0];
      const price = await request.get(
        `${API}/package/price?package_id=${candidate.id}&duration=${shortest.id}&property_type=apartment&property_size=2br`,
        { headers: customer.headers },
      );
      if (price.status() === 200) {
        choice = { id: candidate.id, duration: shortest.id };
        break;
      }
    }
    expect(choice, "a package of the demo partner for a 2-bedroom apartment").not.toBeNull();
    for (const item of (await customer.get("package/cart/fetch")).items as Array<{ id: number }>)
      await request.delete(`${API}/package/cart/remove/${item.id}`, { headers: customer.headers });
    await customer.post("package/add/to/cart", {
      package_id: choice!.id,
      package_duration_id: choice!.duration,
      property_type: "apartment",
      property_size: "2br",
      user_address_id: address.id,
    });
    const order = await customer.post("package/checkout", {
      user_address_id: address.id,
      start_date: dubaiDay(1),
      payment_method: "card",
      coupon_code: code,
    });
    await customer.post("payment/pay", {
      order_id: order.id,
      card_number: "4242 4242 4242 4242",
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 2,
      cvc: "123",
      card_name: "Aisha Khan",
    });
    const subscription = (
      (await customer.get("customer/package/subscriptions?limit=50")).data as Array<{
        number: string;
        order_id: number;
      }>
    ).find((s) => s.order_id === order.id);
    expect(subscription).toBeDefined();

    // the admin: promotions (the last 30 days by default) lists the redemption of the coupon
    const page = await browser.newPage();
    await signIn(page, "admin");
    await page.goto("/admin/reports/promotions");
    await expect(page.getByRole("heading", { name: "Promotions report" })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId("report-figure-redemptions")).toHaveText(/^[1-9][\d,]*$/);
    const redemptions = page.getByTestId("report-table").locator("tr.ant-table-row");
    await expect(redemptions.filter({ hasText: code })).toHaveCount(1);

    // packages: the subscription sold today
    await page.goto("/admin/reports/packages");
    await expect(page.getByRole("heading", { name: "Packages report" })).toBeVisible();
    await expect(page.getByTestId("report-figure-sold")).toHaveText(/^[1-9][\d,]*$/);
    await expect(page.getByTestId("report-table")).toContainText(subscription!.number);
    await page.close();

    // the partner: its contracts running from today on, with the new one and its visits
    const partner = await browser.newPage();
    await signIn(partner, "partner");
    await partner.goto(`/partner/reports/contracts?from=${dubaiDay()}&to=${dubaiDay(60)}`);
    await expect(partner.getByRole("heading", { name: "Contracts report" })).toBeVisible({ timeout: 60_000 });
    await expect(partner.getByTestId("report-filter-partner")).toHaveCount(0);
    await expect(partner.getByTestId("report-figure-visits_remaining")).toHaveText(/^[1-9][\d,]*$/);
    await expect(partner.getByTestId("report-table")).toContainText(subscription!.number);
    await partner.close();
  });
});
