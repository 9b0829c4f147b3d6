import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { apiAs, bookAsCustomer, registerCustomer, signIn } from "./support";

const SPARKLE = 1;

/**
 * A new customer (so the demo customer's bookings stay as other flows expect) books Sparkle's kitchen deep clean,
 * to pay in cash, at an address in the first community Sparkle serves (where another provider offers the same kind of
 * service); the partner owner accepts it. Its id and number, and the customer's email and password.
 */
async function confirmedBooking(request: APIRequestContext) {
  const user = await registerCustomer(request);
  const booking = await bookAsCustomer(request, {
    customer: user,
    partnerId: SPARKLE,
    serviceName: "Kitchen deep clean",
    address: { label: "home", building: "Reassign Residence", apartment: "702" },
    payment: "cash",
  });
  const partner = await apiAs(request, "partner");
  await partner.post(`partner/booking/accept/${booking.id}`, {});
  const details = await booking.customer.get(`customer/booking/details/${booking.id}`);
  expect(details.status).toBe("confirmed");
  return { id: booking.id, number: booking.number, user };
}

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
  // multi-step flows: room for a busy machine (two cores shared with other browser jobs)
  test.setTimeout(240_000);

  test("the admin approves a reassignment request and hands the job to another technician", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/admin/reassignment-requests");
    const table = page.getByTestId("reassignment-table");
    // a seeded request of Sparkle's technician Imran
    const row = table
      .locator("tbody tr")
      .filter({ hasText: "Imran Qureshi" })
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

  test("the partner asks Khidma to reassign a booking; the admin hands it to another provider; the customer sees it", async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const booking = await confirmedBooking(request);
    const reason = "E2E: our only kitchen team is off that day";

    // 1. the partner owner asks from the appointment's page, with a reason
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await signIn(owner, "partner");
    await owner.goto(`/partner/appointments/show/${booking.id}`);
    await expect(owner.getByTestId("appointment-title")).toContainText(booking.number);
    await owner.getByTestId("reassign-open").click();
    const ask = owner.getByRole("dialog");
    await expect(ask).toContainText(booking.number);
    await ask.getByTestId("reassign-reason").fill(reason);
    const asked = owner.waitForResponse((r) => r.url().includes(`/partner/reassignment/request/${booking.id}`));
    await ask.getByTestId("reassign-send").click();
    expect((await asked).status()).toBe(201);
    await expect(owner.getByTestId("reassignment-pending")).toBeVisible();
    await ownerContext.close();

    // 2. the admin approves it on the Reassignment requests screen, choosing a provider the server lists as eligible
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, "admin");
    await admin.goto("/admin/reassignment-requests");
    const table = admin.getByTestId("reassignment-table");
    const row = table.locator("tbody tr").filter({ hasText: booking.number });
    await expect(row).toContainText(reason);
    await expect(row).toContainText("Sparkle Cleaning LLC");
    await row.getByRole("button", { name: "Approve" }).click();
    const dialog = admin.getByRole("dialog");
    await expect(dialog).toContainText(`Approve and reassign ${booking.number}`);
    // the partner asked for the booking as a whole: another provider is the default
    await expect(dialog.getByRole("radio", { name: "Another provider" })).toBeChecked();
    await dialog.getByTestId("partner-select").click();
    const eligible = admin
      .locator(".ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-disabled)")
      .first();
    await expect(eligible).toBeVisible();
    const provider = (await eligible.innerText()).trim();
    expect(provider).not.toBe("");
    await eligible.click();
    await dialog.getByTestId("reassign-note").fill("E2E: handed to a provider with a free team");
    const approved = admin.waitForResponse((r) => r.url().includes("/admin/reassignment/approve/"));
    await dialog.getByTestId("reassign-submit").click();
    expect((await approved).status()).toBe(200);
    await expect(admin.getByText("Reassignment approved.")).toBeVisible();
    await expect(table.getByRole("link", { name: booking.number })).toHaveCount(0);
    await adminContext.close();

    // 3. the customer is told, and the notification opens the booking, which shows the new provider
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    await customer.goto("/login");
    await customer.getByLabel("Email").fill(booking.user.email);
    await customer.getByLabel("Password").fill(booking.user.password);
    await customer.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(customer.getByLabel("Password")).toHaveCount(0);
    await customer.goto("/notifications");
    const notice = customer
      .getByTestId("notification-row")
      .filter({ hasText: `Booking ${booking.number}: new provider` });
    await expect(notice).toContainText(`so ${provider} will take care of it`);
    await notice.click();
    await expect(customer).toHaveURL(new RegExp(`/bookings/${booking.id}$`));
    await expect(customer.getByRole("region", { name: "Service provider" })).toContainText(provider);
    await customerContext.close();
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
