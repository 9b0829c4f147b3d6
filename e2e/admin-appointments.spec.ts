import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { ACCOUNTS, registerCustomer, signIn } from "./support";

const API = "/api/v2";
const SPARKLE = 1;

/**
 * A new customer (so the demo customer's bookings stay as other flows expect) books Sparkle's kitchen deep clean,
 * to pay in cash, at an address in the first community Sparkle serves (where another provider offers the same kind of
 * service); the partner owner accepts it. Its id and number, and the customer's email and password.
 */
async function confirmedBooking(request: APIRequestContext) {
  const user = await registerCustomer(request);
  const login = async (email: string, password: string) => {
    const res = await request.post(`${API}/login`, { data: { email, password } });
    expect(res.status(), await res.text()).toBe(200);
    return { authorization: `Bearer ${(await res.json()).data.access_token}` };
  };
  const customer = await login(user.email, user.password);
  const partner = await login(ACCOUNTS.partner.email, ACCOUNTS.partner.password);
  const get = async (url: string) => {
    const res = await request.get(`${API}/${url}`, { headers: customer });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
    return (await res.json()).data;
  };
  const post = async (url: string, data: Record<string, unknown>, headers = customer) => {
    const res = await request.post(`${API}/${url}`, { headers, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()).data;
  };
  const services = (await get(`mobile/service/list?partner_id=${SPARKLE}&limit=50`)).data as Array<{
    id: number;
    name: string;
  }>;
  const service = services.find((s) => s.name === "Kitchen deep clean")!;
  expect(service, "Sparkle's kitchen deep clean").toBeDefined();
  await post("customer/add-to-cart", { service_id: service.id, quantity: 1 });
  const community = (await get(`area/community/list?partner_id=${SPARKLE}&limit=1`)).data[0] as {
    id: number;
    emirate_id: number;
  };
  const address = await post("user-address/create", {
    label: "home",
    emirate_id: community.emirate_id,
    community_id: community.id,
    building: "Reassign Residence",
    apartment_or_villa_number: "702",
    property_type: "apartment",
    property_size: "2br",
  });
  const { dates } = await get(`customer/booking/available-dates?partner_id=${SPARKLE}&days=30`);
  const day = (dates as Array<{ date: string; available: boolean }>).find((d) => d.available)!;
  const { slots } = await get(`customer/booking/time-slots?partner_id=${SPARKLE}&date=${day.date}`);
  const slot = (slots as Array<{ time: string; available: boolean }>).find((s) => s.available)!;
  const order = await post("customer/booking/request", {
    user_address_id: address.id,
    date: day.date,
    time: slot.time,
    payment_method: "cash",
  });
  const id = order.booking_id as number;
  await post(`partner/booking/accept/${id}`, {}, partner);
  const details = await get(`customer/booking/details/${id}`);
  expect(details.status).toBe("confirmed");
  return { id, number: details.number as string, user };
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
