import { expect, test } from "@playwright/test";
import { signIn } from "./support";

test.describe("storefront discovery", () => {
  test("home -> a category -> a service's details with its price", async ({ page }) => {
    await page.goto("/");
    const categories = page.locator("section[aria-labelledby='home-categories-title']");
    await expect(categories.getByRole("heading", { name: "Popular categories" })).toBeVisible();
    const firstCategory = categories.locator("a.kh-cat-card").first();
    const categoryName = (await firstCategory.locator(".kh-cat-name").textContent())?.trim() ?? "";
    await firstCategory.click();
    await expect(page).toHaveURL(/\/categories\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: categoryName })).toBeVisible();

    const firstService = page.getByTestId("service-card").first();
    const serviceName = (await firstService.getByRole("heading").textContent())?.trim() ?? "";
    await firstService.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/services\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: serviceName })).toBeVisible();
    const summary = page.getByTestId("service-summary");
    await expect(summary.locator(".kh-price-amount")).toHaveText(/^AED \d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(summary.getByText("incl. 5% VAT")).toBeVisible();
    await expect(summary.getByRole("button", { name: "Book now" })).toBeEnabled();
  });

  test("providers sorted by rating: the first card's rating is at least the second's", async ({ page }) => {
    await page.goto("/providers");
    await expect(page.getByTestId("partner-card").first()).toBeVisible();
    const listed = page.waitForResponse(
      (r) => r.url().includes("partner/list") && r.url().includes("sortKey=average_rating"),
    );
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Top rated" });
    await listed;
    await expect(page).toHaveURL(/sort=average_rating/);
    const ratings = page.getByTestId("partner-rating");
    await expect(ratings.nth(1)).toBeVisible();
    const first = Number(await ratings.nth(0).getAttribute("data-rating"));
    const second = Number(await ratings.nth(1).getAttribute("data-rating"));
    expect(first).toBeGreaterThanOrEqual(second);
  });

  test("a signed-in customer's favourite stays toggled after a reload", async ({ page }) => {
    await signIn(page, "customer");
    await page.goto("/providers");
    const card = page.getByTestId("partner-card").first();
    const heart = card.locator("button.kh-fav");
    await expect(heart).toBeVisible();
    const before = (await heart.getAttribute("aria-pressed")) === "true";
    const saved = page.waitForResponse(
      (r) => /customer\/favourite\/(add|remove)/.test(r.url()) && r.request().method() === "POST",
    );
    await heart.click();
    expect((await saved).status()).toBe(200);
    await expect(heart).toHaveAttribute("aria-pressed", String(!before));

    await page.reload();
    await expect(page.getByTestId("partner-card").first().locator("button.kh-fav")).toHaveAttribute(
      "aria-pressed",
      String(!before),
    );
  });

  test("Arabic turns /categories right-to-left", async ({ page }) => {
    await page.goto("/categories");
    await expect(page.getByTestId("category-grid")).toBeVisible();
    await page.getByRole("button", { name: "Language" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "كل الفئات" })).toBeVisible();
  });

  test("at 375 px the header's Menu button opens a drawer with Categories", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByRole("link", { name: "Categories" })).toBeVisible();
    await drawer.getByRole("link", { name: "Categories" }).click();
    await expect(page).toHaveURL(/\/categories$/);
  });
});
