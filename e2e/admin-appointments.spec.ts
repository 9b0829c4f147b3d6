import { expect, type Locator, type Page, test } from "@playwright/test";
import { signIn } from "./support";

/** Opens an antd Select and picks the option whose text matches. */
async function choose(page: Page, select: Locator, option: string | RegExp) {
  await select.click();
  await page
    .locator(".ant-select-dropdown:visible .ant-select-item-option")
    .filter({ hasText: option })
    .first()
    .click();
}

test.describe("admin appointments", () => {
  test.setTimeout(120_000);

  test("the admin approves a reassignment request and hands the job to another technician", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/admin/reassignment-requests");
    const table = page.getByTestId("reassignment-table");
    const row = table
      .locator("tbody tr")
      .filter({ has: page.getByRole("button", { name: "Approve" }) })
      .first();
    await expect(row).toBeVisible();
    const number = (await row.locator("a").first().innerText()).trim();
    expect(number).toMatch(/^BK-\d+$/);
    await expect(row).toContainText("Imran Qureshi");

    await row.getByRole("button", { name: "Approve" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`Approve and reassign ${number}`);
    await choose(page, dialog.getByTestId("technician-select"), /Joseph Mathew/);
    await dialog.getByTestId("reassign-note").fill("E2E: Joseph takes this one");
    await dialog.getByTestId("reassign-submit").click();
    await expect(page.getByText("Reassignment approved.")).toBeVisible();
    // the pending list no longer holds it
    await expect(table.getByRole("link", { name: number })).toHaveCount(0);

    // the booking now has the new technician and a history entry saying so
    await page.getByTestId("reassign-status-filter").click();
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: "Approved" }).click();
    await table.getByRole("link", { name: number }).click();
    await expect(page).toHaveURL(/\/admin\/appointments\/show\/\d+$/);
    await expect(page.getByTestId("appointment-title")).toContainText(number);
    await expect(page.getByTestId("technician-name")).toHaveText("Joseph Mathew");
    await expect(page.getByTestId("appointment-timeline")).toContainText(
      "Technician reassigned from Imran Qureshi to Joseph Mathew: E2E: Joseph takes this one",
    );
  });

  test("an appointment's status change shows on the customer's booking timeline", async ({ page, browser }) => {
    await signIn(page, "admin");
    await page.goto("/admin/appointments");
    await page.getByTestId("status-tab-confirmed").click();
    await page.getByTestId("appointment-search").fill("customer@khidma.test");
    const link = page.getByTestId("appointment-table").getByTestId("appointment-link").first();
    await expect(page.getByTestId("appointment-table").locator("tbody tr[data-row-key]")).toHaveCount(1);
    const number = (await link.innerText()).trim();
    await link.click();
    await expect(page.getByTestId("appointment-title")).toContainText(number);
    await expect(page.getByTestId("customer-name")).toHaveText("Aisha Khan");
    const id = page.url().split("/").at(-1);

    await page.getByTestId("change-status").click();
    const dialog = page.getByRole("dialog");
    await choose(page, dialog.getByTestId("status-select"), "Technician assigned");
    await choose(page, dialog.getByTestId("status-technician-select"), /Joseph Mathew/);
    await dialog.getByTestId("status-note").fill("E2E: Joseph will arrive with eco products");
    await dialog.getByTestId("status-submit").click();
    await expect(page.getByText("Status updated.")).toBeVisible();
    await expect(page.getByTestId("booking-status").first()).toHaveText("Technician assigned");
    await expect(page.getByTestId("appointment-timeline")).toContainText("E2E: Joseph will arrive with eco products");

    // Aisha sees it on her booking
    const context = await browser.newContext();
    const customer = await context.newPage();
    await signIn(customer, "customer");
    await customer.goto(`/bookings/${id}`);
    const timeline = customer.getByTestId("booking-timeline");
    await expect(timeline).toContainText("E2E: Joseph will arrive with eco products");
    await expect(timeline.locator('[data-status="technician-assigned"]')).toHaveAttribute("aria-current", "step");
    await context.close();
  });
});
