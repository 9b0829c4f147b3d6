import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { apiAs, signIn } from "./support";

/** The seeded values these flows change; put back after each flow so other specs see the defaults. */
const DEFAULTS = { default_date_format: "DD-MM-YYYY", master_setting: { support_email: "support@khidma.ae" } };

async function restoreDefaults(request: APIRequestContext) {
  const admin = await apiAs(request, "admin");
  await admin.post("settings/update", DEFAULTS);
}

/** Opens /admin/settings as the admin, with the saved values loaded into the form. */
async function openSettings(page: Page) {
  await signIn(page, "admin");
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { name: "Platform settings" })).toBeVisible();
  await expect(page.getByTestId("support-email-input")).toHaveValue(/@/);
}

/** Clicks "Save settings" and waits for settings/update to answer 200 and the screen to say so. */
async function save(page: Page) {
  const answer = page.waitForResponse(
    (r) => r.url().includes("/api/v2/settings/update") && r.request().method() === "POST",
  );
  await page.getByTestId("settings-save").click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText("Settings saved.")).toBeVisible();
}

/** A new browser signed in as `who`, at `path`. */
async function pageAs(browser: Browser, who: "partner" | "customer", path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, who);
  await page.goto(path);
  return page;
}

// "5 Dec 2026": no seeded date reads like this in the default DD-MM-YYYY
const D_MMM_YYYY = /^\d{1,2} [A-Z][a-z]{2} \d{4}/;

test.describe("platform settings", () => {
  test.setTimeout(240_000);

  test("the admin changes the support e-mail; the storefront's footer shows it after a reload", async ({
    page,
    browser,
    request,
  }) => {
    const address = `help.${Date.now().toString().slice(-6)}@khidma.ae`;
    try {
      await openSettings(page);
      await page.getByRole("tab", { name: "Contact and links" }).click();
      // a bad address: the server's message at the field, what was typed kept, nothing saved
      await page.getByTestId("support-email-input").fill("help@");
      const refused = page.waitForResponse((r) => r.url().includes("/api/v2/settings/update"));
      await page.getByTestId("settings-save").click();
      expect((await refused).status()).toBe(422);
      const field = page.locator(".ant-form-item-has-error").filter({ has: page.getByTestId("support-email-input") });
      await expect(field.locator(".ant-form-item-explain-error")).toHaveText(/\S/);
      await expect(page.getByTestId("support-email-input")).toHaveValue("help@");

      await page.getByTestId("support-email-input").fill(address);
      await save(page);

      // a visitor who has been on the storefront before: the footer reads the saved address after a reload
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto("/");
      await expect(visitor.getByTestId("support-email")).toBeVisible();
      await visitor.reload();
      await expect(visitor.getByTestId("support-email")).toHaveText(address);
      await expect(visitor.getByTestId("support-email")).toHaveAttribute("href", `mailto:${address}`);
      // and the admin's own storefront without a reload (the configuration was refreshed on save)
      await page.goto("/");
      await expect(page.getByTestId("support-email")).toHaveText(address);
    } finally {
      await restoreDefaults(request);
    }
  });

  test("the admin changes the date format; the admin's, a partner's and a customer's lists show dates in it", async ({
    page,
    browser,
    request,
  }) => {
    try {
      await openSettings(page);
      await page.getByTestId("date-format").click();
      await page
        .locator(".ant-select-dropdown:visible .ant-select-item-option")
        .filter({ hasText: /^D MMM YYYY/ })
        .click();
      await expect(page.getByTestId("format-example")).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
      await save(page);

      // admin: the appointments list's scheduled column
      await page.goto("/admin/appointments");
      const adminRow = page.getByTestId("appointment-table").locator("tbody tr.ant-table-row").first();
      await expect(adminRow).toBeVisible();
      await expect(
        adminRow
          .locator("td")
          .filter({ hasText: /\d{1,2} [A-Z][a-z]{2} \d{4}/ })
          .first(),
      ).toBeVisible();

      // partner: the appointments list
      const partner = await pageAs(browser, "partner", "/partner/appointments");
      const partnerRow = partner.getByTestId("appointment-table").locator("tbody tr.ant-table-row").first();
      await expect(partnerRow).toBeVisible();
      await expect(
        partnerRow
          .locator("bdi")
          .filter({ hasText: /\d{1,2} [A-Z][a-z]{2} \d{4}/ })
          .first(),
      ).toBeVisible();
      await expect(partnerRow).not.toContainText(/\d{2}-\d{2}-\d{4}/);

      // customer: the booking history (get-configurations: customers have no read-settings)
      const customer = await pageAs(browser, "customer", "/bookings");
      const date = customer.getByTestId("booking-date").first();
      await expect(date).toHaveText(D_MMM_YYYY);
    } finally {
      await restoreDefaults(request);
    }
  });
});
