import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { persisted, signIn } from "./support";

test.describe("storefront header", () => {
  test("signed out: sign-up and sign-in menus offer customer or partner; landing page has Become a partner", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Become a partner" })).toBeVisible();
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("menuitem", { name: "As a customer" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "As a partner" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("menuitem", { name: "As a partner" }).click();
    await expect(page).toHaveURL(/\/partner\/login/);
  });

  test("signed-in customer: greeting, last login, cart, booking history, no dashboard entry", async ({ page }) => {
    await signIn(page, "customer");
    await expect(page.getByText("Hi, Aisha")).toBeVisible();
    await expect(page.getByText(/Last login: \d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)/)).toBeVisible();
    await expect(page.getByRole("link", { name: /Cart/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Booking History" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Become a partner" })).toHaveCount(0);
    await page.getByTestId("account-menu").click();
    await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Dashboard" })).toHaveCount(0);
  });

  test("signed-in admin on the storefront: Dashboard and Admin Profile entries", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/");
    await page.getByTestId("account-menu").click();
    await expect(page.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Admin Profile" })).toBeVisible();
  });

  test("a technician gets no Dashboard or Partner Profile entry", async ({ page }) => {
    await signIn(page, "tech");
    await page.getByTestId("account-menu").click();
    await expect(page.getByRole("menuitem", { name: "Profile", exact: true })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Dashboard" })).toHaveCount(0);
    await expect(page.getByRole("menuitem", { name: "Partner Profile" })).toHaveCount(0);
  });
});

test.describe("shell", () => {
  test("back-to-top appears after scrolling past 35 px and brings the page back up", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 500 });
    await page.goto("/");
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 30));
    await expect(button).toHaveCount(0);
    // The page grows as its lists arrive: scroll until the browser really is past 35 px.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, 400);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(35);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("is_from_web_view=true hides header and footer", async ({ page }) => {
    await page.goto("/?is_from_web_view=true");
    await expect(page.getByRole("heading", { name: "Your home, looked after" })).toBeVisible();
    await expect(page.locator("header.kh-header")).toHaveCount(0);
    await expect(page.locator("footer.kh-footer")).toHaveCount(0);
    await page.goto("/");
    await expect(page.locator("header.kh-header")).toBeVisible();
    await expect(page.locator("footer.kh-footer")).toBeVisible();
  });

  test("Arabic turns the whole layout right-to-left, and the choice survives a reload", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await page.getByRole("button", { name: "Language" }).first().click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { name: "منزلك في أيدٍ أمينة" })).toBeVisible();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });

  test("the storefront home on a phone has no serious accessibility violation (en, ar)", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const lang of ["en", "ar"]) {
      if (lang === "ar") {
        await page.getByRole("button", { name: "Language" }).first().click();
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      } else await page.goto("/");
      // the brand link keeps its name when the name beside the logo is hidden
      await expect(page.locator("header.kh-header a.kh-brand")).toHaveAccessibleName(lang === "ar" ? "خدمة" : "Khidma");
      // sections below the fold use content-visibility: auto; unrendered, axe would read the page's background
      // behind the dark footer's text, so everything is rendered for the check
      await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
      const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const bad = result.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(bad, lang).toEqual([]);
    }
  });

  test("Arabic also turns the admin portal right-to-left", async ({ page }) => {
    await signIn(page, "admin");
    await page.getByRole("button", { name: "Language" }).first().click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator(".ant-layout-sider").first()).toBeVisible();
    await expect(page.locator(".ant-layout.ant-layout-rtl").first()).toBeVisible();
  });

  test("sign out returns to /, clears the persisted session and cookie, keeps the language", async ({
    page,
    context,
  }) => {
    await signIn(page, "customer");
    await page.getByRole("button", { name: "Language" }).first().click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const userToken = (await context.cookies()).find((c) => c.name === "access_token")?.value;
    expect((await persisted(page)).session?.user).toBeTruthy();
    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: "تسجيل الخروج" }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByText("تم تسجيل الخروج بنجاح")).toBeVisible();
    await expect.poll(async () => (await persisted(page)).session?.user ?? null).toBeNull();
    const ui = (await persisted(page)).ui as { language: string };
    expect(ui.language).toBe("ar");
    const token = (await context.cookies()).find((c) => c.name === "access_token")?.value;
    expect(token).not.toBe(userToken);
    // the old user token no longer works on the server
    const me = await page.request.get("/api/v2/user/me", { headers: { Authorization: `Bearer ${userToken}` } });
    expect(me.status()).toBe(401);
  });

  test("going offline shows a toast after 2 s; coming back says so after 1 s", async ({ page, context }) => {
    await page.goto("/");
    await expect(page.getByTestId("support-email")).toBeVisible();
    await context.setOffline(true);
    const offline = page.getByText("Please check your internet connection");
    await expect(offline).toHaveCount(0);
    await expect(offline).toBeVisible({ timeout: 5000 });
    await context.setOffline(false);
    await expect(page.getByText("You are back online!")).toBeVisible({ timeout: 5000 });
  });

  test("a repeat visit paints the home page's lists from the saved cache, even if the API is slow to answer", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByText("Home Cleaning").first()).toBeVisible();
    // The answers are saved when the page is left (pagehide on reload), not among the first load's tasks.
    // Second visit: the catalog calls never answer; the saved answers are painted anyway.
    for (const path of ["mobile/category/list", "mobile/service/list", "web/partner/list", "package/web/list"]) {
      await page.route(`**/api/v2/${path}**`, () => {});
    }
    await page.reload();
    await expect(page.getByText("Home Cleaning").first()).toBeVisible();
  });

  test("unknown pages show a not-found page with a link home", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to home page" }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});
