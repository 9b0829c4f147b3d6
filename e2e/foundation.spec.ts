import { expect, test } from "@playwright/test";

test.describe("foundation: the app boots against its own API", () => {
  test("home gets a client token and shows the support email from the configuration", async ({ page, context }) => {
    await page.goto("/");
    await expect(page.getByTestId("support-email")).toHaveText("support@khidma.ae");
    const cookie = (await context.cookies()).find((c) => c.name === "access_token");
    expect(cookie?.value).toBeTruthy();
    // 7 days, give or take the test's own run time
    const maxAge = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(maxAge).toBeGreaterThan(604800 - 120);
    expect(maxAge).toBeLessThanOrEqual(604800 + 5);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("admin signs in at /admin/login and lands on /admin/dashboard", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill("admin@khidma.test");
    await page.getByLabel("Password").fill("Admin#2026");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { name: /Welcome, / })).toBeVisible();
    await expect(page).toHaveTitle(/Admin dashboard \| Khidma/);
  });

  test("a wrong password keeps what was typed and says why", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill("admin@khidma.test");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("These credentials do not match our records.").first()).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("admin@khidma.test");
    await expect(page).toHaveURL(/\/admin\/login/);
  });
});
