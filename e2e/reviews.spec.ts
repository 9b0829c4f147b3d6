import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ACCOUNTS, signIn } from "./support";

/**
 * Issue 16, reviews and ratings, as the customer and the partner owner see them: a completed booking of the demo
 * customer (booked and moved to completed through the API), rated on its booking page in Arabic on a 375 px phone;
 * the partner owner sees the review with its figures and replies; the customer then sees the reply under the review.
 */
const API = "/api/v2";
const SPARKLE = 1;

async function tokenOf(request: APIRequestContext, who: "customer" | "admin") {
  const res = await request.post(`${API}/login`, {
    data: { email: ACCOUNTS[who].email, password: ACCOUNTS[who].password },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data.access_token as string;
}

/** The demo customer books a Sparkle service through the API; the admin then moves it along to completed. */
async function completedBooking(request: APIRequestContext) {
  const customer = { authorization: `Bearer ${await tokenOf(request, "customer")}` };
  const admin = { authorization: `Bearer ${await tokenOf(request, "admin")}` };
  const get = async (url: string, headers = customer) => {
    const res = await request.get(`${API}/${url}`, { headers });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
    return (await res.json()).data;
  };
  expect((await request.post(`${API}/customer/clear-cart`, { headers: customer, data: {} })).status()).toBe(200);
  const service = (await get(`mobile/service/list?partner_id=${SPARKLE}&limit=1`)).data[0] as { id: number };
  const added = await request.post(`${API}/customer/add-to-cart`, {
    headers: customer,
    data: { service_id: service.id, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  // a saved address in a community Sparkle serves
  const community = (await get(`area/community/list?partner_id=${SPARKLE}&limit=1`)).data[0] as {
    id: number;
    emirate_id: number;
  };
  const address = await request.post(`${API}/user-address/create`, {
    headers: customer,
    data: {
      label: "home",
      emirate_id: community.emirate_id,
      community_id: community.id,
      building: "Review Tower",
      apartment_or_villa_number: "901",
      property_type: "apartment",
      property_size: "2br",
    },
  });
  expect(address.status(), await address.text()).toBeLessThan(300);
  const addressId = (await address.json()).data.id as number;
  const { dates } = await get(`customer/booking/available-dates?partner_id=${SPARKLE}&days=30`);
  const day = (dates as Array<{ date: string; available: boolean }>).find((d) => d.available)!;
  const { slots } = await get(`customer/booking/time-slots?partner_id=${SPARKLE}&date=${day.date}`);
  const slot = (slots as Array<{ time: string; available: boolean }>).find((s) => s.available)!;
  let bookingId = 0;
  for (const payment_method of ["cash", "wallet", "card"]) {
    const res = await request.post(`${API}/customer/booking/request`, {
      headers: customer,
      data: { user_address_id: addressId, date: day.date, time: slot.time, payment_method },
    });
    if (res.status() === 201) {
      bookingId = (await res.json()).data.booking_id;
      break;
    }
  }
  expect(bookingId).toBeGreaterThan(0);

  const move = (status: string, extra: Record<string, unknown> = {}) =>
    request.post(`${API}/booking-appointment/change-status/${bookingId}`, {
      headers: admin,
      data: { status, ...extra },
    });
  expect((await move("confirmed")).status()).toBe(200);
  // a technician of Sparkle who is free then
  const technicians = (await get(`admin/technician/list?partner_id=${SPARKLE}`, admin)) as Array<{ id: number }>;
  let assigned = false;
  for (const t of technicians) {
    if ((await move("technician-assigned", { technician_id: t.id })).status() === 200) {
      assigned = true;
      break;
    }
  }
  expect(assigned).toBe(true);
  for (const status of ["on-the-way", "in-progress", "completed"]) {
    const res = await move(status);
    expect(res.status(), `${status}: ${await res.text()}`).toBe(200);
  }
  const details = await get(`customer/booking/details/${bookingId}`);
  expect(details).toMatchObject({ status: "completed", can_review: true, review: null });
  // the customer's "completed" notification links to the rating form
  const notes = (await get("notifications/list?limit=50")).data as Array<{ title: string; link: string | null }>;
  const done = notes.find((n) => n.link?.startsWith(`/bookings/${bookingId}#`));
  expect(done?.link).toBe(`/bookings/${bookingId}#review`);
  return { id: bookingId as number, number: details.number as string, link: done!.link! };
}

/** axe-core (WCAG 2.1 A and AA) on the page or the part `within` names: no serious or critical violation. */
async function expectAccessible(page: Page, what: string, within?: string) {
  let axe = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  axe = within ? axe.include(within) : axe.exclude(".ant-table-measure-row");
  const result = await axe.analyze();
  const bad = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(" ")}`);
  expect(bad, what).toEqual([]);
}

test.describe("reviews and ratings", () => {
  test("the customer rates a completed booking (Arabic, 375 px); the partner replies; the customer sees it", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const booking = await completedBooking(request);
    const comment = `نظيف جداً وفي الموعد ${Date.now().toString(36)}`;

    // 1. the customer, in Arabic on a phone, opens the booking from the link the "completed" notification carries
    await signIn(page, "customer");
    await page.getByRole("button", { name: "Language" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(booking.link);
    await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}#review$`));
    const form = page.getByTestId("review-form");
    await expect(form).toBeVisible();
    await expect(page.getByRole("heading", { name: "قيّم هذا الحجز" })).toBeFocused();
    // nothing sticks out of a 375 px screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page, "the rating form (ar, 375 px)", "#review");

    // stars by keyboard: a native radio group (the arrow keys move the choice)
    const service = form.getByRole("group", { name: "تقييمك للخدمة" });
    await service.getByRole("radio", { name: "3 نجوم: جيد" }).check();
    await expect(service.getByRole("radio", { name: "3 نجوم: جيد" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(service.getByRole("radio", { name: "4 نجوم: جيد جداً" })).toBeChecked();
    await form.getByTestId("technician-stars").getByRole("radio", { name: "5 نجوم: ممتاز" }).check();
    await form.getByLabel("أخبرنا المزيد (اختياري)").fill(comment);
    const sent = page.waitForResponse((r) => r.url().includes(`/customer/booking/review/${booking.id}`));
    await form.getByRole("button", { name: "إرسال تقييمي" }).click();
    expect((await sent).status()).toBe(200);
    const mine = page.getByTestId("my-review");
    await expect(mine).toContainText(comment);
    await expect(mine.getByRole("img", { name: "4 من 5 نجوم" })).toBeVisible();
    await expect(page.getByText("شكراً لك! تم حفظ تقييمك.")).toBeVisible();
    await expect(page.getByTestId("review-form")).toHaveCount(0);

    // 2. the partner owner sees it with the figures, and replies
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await signIn(owner, "partner");
    await owner.goto("/partner/reviews");
    await expect(owner.getByRole("heading", { name: "Reviews and ratings" })).toBeVisible();
    await expect(owner.getByTestId("rating-summary")).toBeVisible();
    const row = owner.getByTestId("partner-review-table").locator("tr", { hasText: comment });
    await expect(row).toBeVisible();
    await expect(row).toContainText(`Booking ${booking.number}`);
    await expect(row.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
    await expectAccessible(owner, "partner reviews (en)");
    await row.getByRole("button", { name: /^Reply to/ }).click();
    const dialog = owner.getByRole("dialog");
    await dialog.getByLabel("Your reply").fill("Thank you, Aisha! See you next time.");
    const replied = owner.waitForResponse((r) => r.url().includes("/partner/review/reply/"));
    await dialog.getByRole("button", { name: "Save reply" }).click();
    expect((await replied).status()).toBe(200);
    await expect(row.getByTestId("partner-reply")).toContainText("Thank you, Aisha! See you next time.");
    await expect(row.getByRole("button", { name: /^Edit reply/ })).toBeVisible();
    await ownerContext.close();

    // 3. the customer sees the reply under the review
    await page.reload();
    await expect(page.getByTestId("review-partner-reply")).toContainText("Thank you, Aisha! See you next time.");
    await expect(page.getByTestId("review-partner-reply")).toContainText("رد من");
  });
});
