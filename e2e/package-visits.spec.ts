import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ACCOUNTS, signIn } from "./support";

/**
 * Package visits (issue 16): the demo customer has a monthly package (bought here through the API with the test
 * card: the seed has none), schedules a visit of this month from My packages, sees it in Booking History, and the
 * visits left go down; then My packages in Arabic on a 375 px phone.
 */
const API = "/api/v2";

/** Buys a package of the demo customer through the API (address, package cart, checkout, the test card). */
async function buyPackage(request: APIRequestContext) {
  const login = await request.post(`${API}/login`, {
    data: { email: ACCOUNTS.customer.email, password: ACCOUNTS.customer.password },
  });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).data.access_token}` };
  const get = async (url: string) => {
    const res = await request.get(`${API}/${url}`, { headers });
    expect(res.status(), url).toBe(200);
    return (await res.json()).data;
  };
  const post = async (url: string, data: Record<string, unknown>, status = 200) => {
    const res = await request.post(`${API}/${url}`, { headers, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
    return (await res.json()).data;
  };

  // an address of its own (another spec may empty the customer's list before it starts)
  const community = (await get("area/community/list?limit=1")).data[0] as { id: number; emirate_id: number };
  const address = await post(
    "user-address/create",
    {
      label: "home",
      emirate_id: community.emirate_id,
      community_id: community.id,
      building: "Visits Tower",
      apartment_or_villa_number: "707",
      property_type: "apartment",
      property_size: "2br",
    },
    201,
  );

  // the first listed package priced for a 2-bedroom apartment, on its shortest duration
  let choice: { id: number; name: string; duration: number } | null = null;
  for (const candidate of (await get("package/web/list?limit=50")).data as Array<{ id: number; name: string }>) {
    const details = await get(`package/details?package_id=${candidate.id}`);
    const shortest = details.durations[0];
    const res = await request.get(
      `${API}/package/price?package_id=${candidate.id}&duration=${shortest.id}&property_type=apartment&property_size=2br`,
      { headers },
    );
    if (res.status() === 200) {
      choice = { id: candidate.id, name: details.name, duration: shortest.id };
      break;
    }
  }
  expect(choice, "a package for a 2-bedroom apartment").not.toBeNull();
  for (const item of (await get("package/cart/fetch")).items as Array<{ id: number }>)
    await request.delete(`${API}/package/cart/remove/${item.id}`, { headers });
  await post(
    "package/add/to/cart",
    {
      package_id: choice!.id,
      package_duration_id: choice!.duration,
      property_type: "apartment",
      property_size: "2br",
      user_address_id: address.id,
    },
    201,
  );
  const tomorrow = new Date(Date.now() + 4 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  const order = await post(
    "package/checkout",
    { user_address_id: address.id, start_date: tomorrow, payment_method: "card" },
    201,
  );
  await post("payment/pay", {
    order_id: order.id,
    card_number: "4242 4242 4242 4242",
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvc: "123",
    card_name: "Aisha Khan",
  });
  const subs = (await get("customer/package/subscriptions?limit=50")).data as Array<{
    id: number;
    number: string;
    order_id: number;
    status: string;
  }>;
  const sub = subs.find((s) => s.order_id === order.id);
  expect(sub?.status).toBe("active");
  return { id: sub!.id, number: sub!.number, name: choice!.name };
}

/** axe-core (WCAG 2.1 A and AA) on a part of the page: no serious or critical violation. */
async function expectAccessible(page: Page, what: string, within: string) {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .include(within)
    .analyze();
  const bad = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(" ")}`);
  expect(bad, what).toEqual([]);
}

test.describe("package visits", () => {
  test("the demo customer schedules a visit of this month from My packages; it is in Booking History", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const sub = await buyPackage(request);

    await signIn(page, "customer");
    await page.goto("/profile/packages");
    const card = page.getByTestId("subscription-card").filter({ hasText: sub.number });
    const left = card.getByTestId("visits-left");
    await expect(left).toHaveText(/Visits left this month: \d+/);
    const before = Number(await left.getAttribute("data-left"));
    expect(before).toBeGreaterThan(0);
    await expect(card.getByTestId("package-visits")).toContainText("No visit booked this month yet.");

    await card.getByRole("button", { name: "Schedule a visit" }).click();
    const dialog = page.getByTestId("visit-dialog");
    await expect(dialog).toContainText(`${sub.name} with`);
    // the first open day is chosen once the days have loaded; then its first free time
    await expect(dialog.getByTestId("date-strip").getByRole("radio", { checked: true })).toHaveCount(1);
    const time = dialog.getByRole("group", { name: "Time" }).getByRole("radio").and(page.locator(":enabled"));
    await expect(time.first()).toBeVisible();
    await time.first().check();
    await dialog.getByLabel("Notes for the provider (optional)").fill("Please call on arrival");
    await expectAccessible(page, "the visit dialog", "[data-testid=visit-dialog]");
    const booked = page.waitForResponse(
      (r) => r.url().includes(`${API}/customer/package/visit/book`) && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Book visit" }).click();
    const answer = await booked;
    expect(answer.status()).toBe(201);
    const visit = (await answer.json()).data as { id: number; number: string };
    await expect(page.getByTestId("visit-dialog")).toHaveCount(0);
    await expect(card.getByTestId("visit-done")).toContainText("Visit booked for");
    await expect(left).toHaveText(`Visits left this month: ${before - 1}`);
    await expect(card.getByTestId("package-visit")).toHaveCount(1);
    await expect(card.getByTestId("package-visit")).toContainText("Requested");

    // Booking History shows it as a visit of the package, included in it
    await page.getByRole("link", { name: "Booking History" }).first().click();
    await expect(page).toHaveURL(/\/bookings/);
    const row = page.getByTestId("booking-card").filter({ hasText: visit.number });
    await expect(row).toContainText(`Package visit · ${sub.name}`);
    await expect(row.getByTestId("booking-total")).toHaveText("Included in package");
    await row.getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/bookings/${visit.id}$`));

    // My packages in Arabic on a phone
    await page.getByRole("button", { name: "Language" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/profile/packages");
    const arCard = page.getByTestId("subscription-card").filter({ hasText: sub.number });
    await expect(arCard.getByTestId("visits-left")).toHaveText(`الزيارات المتبقية هذا الشهر: ${before - 1}`);
    await expect(arCard.getByTestId("package-visit")).toContainText("مطلوب");
    await expect(arCard.getByRole("button", { name: /تغيير الموعد/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page, "My packages (ar, 375 px)", "[data-testid=package-visits]");
  });
});
