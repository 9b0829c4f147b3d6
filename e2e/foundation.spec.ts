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

  test("a first visit asks for one client token, then every API call carries it with the device headers", async ({
    page,
  }) => {
    const tokenCalls: Record<string, string>[] = [];
    const apiCalls: Array<{ url: string; headers: Record<string, string> }> = [];
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (!url.pathname.startsWith("/api/v2/")) return;
      if (url.pathname.endsWith("/client-access-token")) tokenCalls.push(req.headers());
      else apiCalls.push({ url: url.pathname, headers: req.headers() });
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Popular categories" })).toBeVisible();
    // the home page's sections ask for their lists as they mount: wait for them, not for a quiet moment
    await expect.poll(() => apiCalls.length).toBeGreaterThan(3);
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]["x-api-key"]).toBe("khidma-demo-key");
    const deviceIds = new Set(apiCalls.map((c) => c.headers["device-id"]));
    expect(deviceIds.size).toBe(1);
    expect([...deviceIds][0]).toMatch(/^[0-9a-f]{32}$/);
    for (const call of apiCalls) {
      expect(call.headers.authorization, call.url).toMatch(/^Bearer .+/);
      expect(call.headers["device-platform"], call.url).toBe("web");
      expect(call.headers["app-version"], call.url).toBe("0.1");
    }
    // The same browser is the same device on its next visit.
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(new Set(apiCalls.map((c) => c.headers["device-id"])).size).toBe(1);
    expect(tokenCalls).toHaveLength(1);
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
