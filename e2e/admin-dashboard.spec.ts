import { expect, test } from "@playwright/test";
import { signIn } from "./support";

test.describe("admin dashboard", () => {
  test("as admin: figures for the last 30 days, the charts draw, the range changes, applications are one click away", async ({
    page,
  }) => {
    await signIn(page, "admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const dashboard = page.getByTestId("admin-dashboard");
    await expect(dashboard.getByText("Marketplace overview")).toBeVisible();

    // figures (the seed has bookings and paid orders in the last 30 days, and submitted applications)
    const bookings = page.getByTestId("figure-bookings");
    await expect(bookings).toContainText("Bookings");
    await expect(bookings.locator(".ant-statistic-content")).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByTestId("figure-revenue")).toContainText(/AED [\d,]+\.\d\d/);
    await expect(page.getByTestId("figure-revenue")).toContainText(/VAT AED/);
    await expect(page.getByTestId("figure-partners")).toContainText("New partners");
    await expect(page.getByTestId("figure-applications").locator(".ant-statistic-content")).toHaveText(/^\d+$/);

    // the charts (a lazy chunk) draw on a canvas
    await expect(page.getByTestId("chart-daily").locator("canvas").first()).toBeVisible();
    await expect(page.getByTestId("chart-categories").locator("canvas").first()).toBeVisible();
    await expect(page.getByTestId("status-completed")).toBeVisible();

    // a far-away range: nothing in it; the URL keeps the range
    await page.goto("/admin/dashboard?from=2020-01-01&to=2020-01-31");
    await expect(page.getByTestId("figure-bookings").locator(".ant-statistic-content")).toHaveText("0");
    await expect(page.getByTestId("chart-daily")).toContainText("Nothing in this period");
    await expect(page.getByTestId("dashboard-range").locator("input").first()).toHaveValue("01-01-2020");

    // presets pick a range
    await page.getByTestId("dashboard-range").locator("input").first().click();
    await page.getByText("Last 7 days", { exact: true }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByTestId("chart-daily").locator("canvas").first()).toBeVisible();

    await page.getByTestId("review-applications").click();
    await expect(page).toHaveURL(/\/admin\/applications/);
  });

  test("in Arabic the labels are Arabic and the page is right-to-left", async ({ page }) => {
    await signIn(page, "admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // the header's language button, as the admin would (writing the saved state behind the running app raced with
    // the app's own writes of it)
    await page.getByRole("button", { name: "Language" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByText("نظرة عامة على السوق")).toBeVisible();
    await expect(page.getByTestId("figure-bookings")).toContainText("الحجوزات");
    await expect(page.getByTestId("chart-daily").locator("canvas").first()).toBeVisible();
  });

  test("as support (read-dashboard): the dashboard opens with its figures", async ({ page }) => {
    await signIn(page, "support");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId("figure-bookings").locator(".ant-statistic-content")).toHaveText(/^\d+$/);
    await expect(page.getByTestId("chart-daily").locator("canvas").first()).toBeVisible();
  });
});
