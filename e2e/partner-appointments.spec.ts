import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { bookAsCustomer, signIn, slotsOn } from "./support";

/**
 * Issue 16, partner appointments: the demo customer books a Sparkle service, paying cash (through the API, as the
 * storefront would); the partner owner finds it in the appointments list, accepts it, assigns the demo technician,
 * marks on the way and in progress and records the cash; the customer sees the new status on the booking page.
 */

/** A cash booking of Sparkle's first service for the demo customer, 10+ open days ahead (away from the seeded jobs). */
async function bookCash(request: APIRequestContext) {
  const booking = await bookAsCustomer(request, {
    address: { label: "other", building: "E2E Tower", apartment: "1601" },
    payment: "cash",
    notes: "E2E: the key is with the concierge",
    when: async (open, customer) => {
      const date = open[Math.min(10 + Math.floor(Math.random() * 8), open.length - 1)];
      const slot = (await slotsOn(customer, 1, date)).find((s) => s.available && s.time >= "10:00");
      expect(slot).toBeDefined();
      return { date, time: slot?.time as string };
    },
  });
  return { id: booking.id, number: booking.number, service: booking.service };
}

/** Clicks an action button of the details screen and waits for the POST it sends to succeed. */
async function act(page: Page, action: string, path: RegExp, confirm = false) {
  const answered = page.waitForResponse((r) => path.test(r.url()) && r.request().method() === "POST");
  await page.getByTestId(`action-${action}`).click();
  if (confirm) await page.getByTestId("action-confirm").click();
  expect((await answered).status()).toBe(200);
}

test.describe("partner appointments", () => {
  test.setTimeout(240_000);

  test("the owner accepts a request, assigns the technician, runs the job and records the cash", async ({
    page,
    browser,
    request,
  }) => {
    const booking = await bookCash(request);

    await signIn(page, "partner");
    await page.goto("/partner/appointments");
    await expect(page.getByTestId("status-tab-requested")).toBeVisible();
    const table = page.getByTestId("appointment-table");
    const search = page.waitForResponse((r) => r.url().includes("search=") && r.url().includes("partner/booking/list"));
    await page.getByTestId("appointment-search").fill(booking.number);
    await search;
    await expect(table.locator("tbody tr[data-row-key]")).toHaveCount(1);
    await expect(table).toContainText("Requested");
    await table.getByTestId("appointment-link").click();

    await expect(page).toHaveURL(new RegExp(`/partner/appointments/show/${booking.id}$`));
    await expect(page.getByTestId("appointment-title")).toContainText(booking.number);
    await expect(page.getByTestId("customer-name")).toHaveText("Aisha Khan");
    await expect(page.getByText("E2E: the key is with the concierge")).toBeVisible();
    await expect(page.getByTestId("map-link")).toHaveAttribute("href", /maps/);

    await act(page, "accept", /partner\/booking\/accept\//);
    await expect(page.getByTestId("booking-status").first()).toHaveText("Confirmed");

    await page.getByTestId("action-assign").click();
    const dialog = page.getByRole("dialog");
    await dialog.getByTestId("assign-technician-select").click();
    await page
      .locator(".ant-select-dropdown:visible .ant-select-item-option")
      .filter({ hasText: "Imran Qureshi" })
      .click();
    const assigned = page.waitForResponse((r) => r.url().includes("partner/booking/assign/"));
    await dialog.getByTestId("assign-submit").click();
    expect((await assigned).status()).toBe(200);
    await expect(page.getByTestId("booking-status").first()).toHaveText("Technician assigned");
    await expect(page.getByTestId("technician-name")).toHaveText("Imran Qureshi");

    await act(page, "on-the-way", /booking-appointment\/change-status\//);
    await expect(page.getByTestId("booking-status").first()).toHaveText("On the way");
    await act(page, "in-progress", /booking-appointment\/change-status\//);
    await expect(page.getByTestId("booking-status").first()).toHaveText("In progress");
    await act(page, "cash-collected", /partner\/booking\/cash-collected\//, true);
    await expect(page.getByTestId("cash-collected")).toContainText("Cash collected");
    await expect(page.getByTestId("payment-status").first()).toHaveText("Paid");
    await expect(page.getByTestId("appointment-timeline")).toContainText("Cash collected: AED");

    // at 375 px the details stay within the screen, and axe-core finds nothing serious on them (the list is checked
    // with every menu entry by portal-menus.spec.ts)
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.getByTestId("appointment-title")).toContainText(booking.number);
    await expect(page.getByTestId("action-completed")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const result = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      // antd's zero-height column-measuring row (aria-hidden copies of the header cells), as portal-menus.spec.ts
      .exclude(".ant-table-measure-row")
      .analyze();
    const bad = result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(" ")}`);
    expect(bad).toEqual([]);

    // the customer sees where the job is
    const context = await browser.newContext();
    const customer = await context.newPage();
    await signIn(customer, "customer");
    await customer.goto(`/bookings/${booking.id}`);
    await expect(customer.getByTestId("booking-status").first()).toHaveText("In progress");
    await expect(customer.getByTestId("booking-timeline")).toContainText("On the way");
    await context.close();
  });
});
