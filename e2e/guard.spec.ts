import { expect, test } from "@playwright/test";
import { signIn, signInWithForm } from "./support";

test.describe("each demo account signs in at its login path", () => {
  const cases = [
    { who: "admin", lands: /\/admin\/dashboard$/ },
    { who: "support", lands: /\/admin\/dashboard$/ },
    { who: "partner", lands: /\/partner\/dashboard$/ },
    { who: "applicant", lands: /\/partner\/dashboard$/ },
    { who: "customer", lands: /:\d+\/$/ },
    // A technician has no portal pages: sent to the storefront.
    { who: "tech", lands: /:\d+\/$/ },
  ] as const;
  for (const { who, lands } of cases) {
    test(`${who}`, async ({ page }) => {
      await signInWithForm(page, who);
      await expect(page).toHaveURL(lands);
    });
  }
});

test.describe("route guard", () => {
  test("signed out on /admin/dashboard goes to the admin login with a returnUrl, and back after sign-in", async ({
    page,
  }) => {
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login\?returnUrl=%2Fadmin%2Fdashboard$/);
    await page.getByLabel("Email").fill("support@khidma.test");
    await page.getByLabel("Password").fill("Support#2026");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("signed out on a partner page goes to the partner login", async ({ page }) => {
    await page.goto("/partner/dashboard");
    await expect(page).toHaveURL(/\/partner\/login\?returnUrl=%2Fpartner%2Fdashboard$/);
  });

  test("a customer on /admin/dashboard is sent to /", async ({ page }) => {
    await signIn(page, "customer");
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test("a partner on an admin page is sent to /", async ({ page }) => {
    await signIn(page, "partner");
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test("a technician on /partner/dashboard is sent to /", async ({ page }) => {
    await signIn(page, "tech");
    await page.goto("/partner/dashboard");
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test("a partner without a partner profile is kept to the allowed partner pages", async ({ page }) => {
    await signIn(page, "applicant");
    await page.goto("/partner/services");
    await expect(page).toHaveURL(/\/partner\/dashboard$/);
    await page.goto("/partner/profile");
    await expect(page).toHaveURL(/\/partner\/profile$/);
  });

  test("a signed-in user on a login page goes to their dashboard", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("query strings are cleaned on navigation: empty, null, false dropped, sorted, zero kept", async ({ page }) => {
    await page.goto("/?b=2&a=&c=null&d=false&e=0&b=2&f=undefined");
    await expect(page).toHaveURL(/\/\?b=2&e=0$/);
  });
});
