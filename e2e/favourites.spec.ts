import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { apiAs, signIn } from "./support";

const favouriteCall = (page: Page, action: "add" | "remove") =>
  page.waitForResponse((r) => r.url().includes(`customer/favourite/${action}`) && r.request().method() === "POST");

test.describe("customer favourites", () => {
  test("signed out, /profile/favourites asks to sign in and comes back after", async ({ page }) => {
    await page.goto("/profile/favourites");
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile%2Ffavourites$/);
    await page.getByLabel("Email").fill("customer@khidma.test");
    await page.getByLabel("Password").fill("Customer#2026");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/favourites$/);
    await expect(page.getByRole("heading", { level: 1, name: "My favourites" })).toBeVisible();
  });

  test("the customer hearts a service, opens My favourites from the account menu, removes it; gone after a reload", async ({
    page,
    request,
  }) => {
    // A service that is not a favourite yet (remove is idempotent), so the flow starts the same every run.
    const customer = await apiAs(request, "customer");
    const list = await customer.get("mobile/service/list?limit=1");
    const service = list.data[0] as { id: number; name: string };
    await customer.post("customer/favourite/remove", { type: "service", id: service.id });

    await signIn(page, "customer");
    await page.goto(`/services/${service.id}`);
    const heart = page.getByTestId(`favourite-service-${service.id}`).first();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    const added = favouriteCall(page, "add");
    await heart.click();
    expect((await added).status()).toBe(200);
    await expect(heart).toHaveAttribute("aria-pressed", "true");

    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: "My favourites" }).click();
    await expect(page).toHaveURL(/\/profile\/favourites$/);
    await expect(page.getByRole("heading", { level: 1, name: "My favourites" })).toBeVisible();
    await page.getByRole("tab", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/profile\/favourites\?tab=service$/);
    const cards = page.getByTestId("favourites-service-list").getByTestId("service-card");
    const card = cards.filter({ has: page.getByTestId(`favourite-service-${service.id}`) });
    await expect(card).toHaveCount(1);

    // axe-core finds nothing serious on the page (the list with its cards, the tabs)
    const result = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .include("main")
      .analyze();
    const bad = result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(" ")}`);
    expect(bad).toEqual([]);

    const removed = favouriteCall(page, "remove");
    await card.getByTestId(`favourite-service-${service.id}`).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByTestId("favourites-notice")).toContainText("was removed from your favourites");
    await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
    expect((await removed).status()).toBe(200);

    await page.reload();
    await expect(page.getByRole("tab", { name: "Services" })).toHaveAttribute("aria-selected", "true");
    // the list has loaded (other favourites, or the empty state) and this service is not in it
    await expect(
      page.getByTestId("favourites-service-list").or(page.getByText("You have no favourite services yet.")),
    ).toBeVisible();
    await expect(page.getByTestId(`favourite-service-${service.id}`)).toHaveCount(0);
  });

  test("at 375 px in Arabic the page reads right to left and fits the screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, "customer");
    await page.goto("/profile/favourites");
    await expect(page.getByRole("heading", { level: 1, name: "My favourites" })).toBeVisible();
    await page.getByRole("button", { name: "Language" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "مفضلتي" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "الخدمات" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
