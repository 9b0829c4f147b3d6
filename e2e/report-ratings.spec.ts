import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { signIn } from "./support";

/** Dubai's date `days` from today, YYYY-MM-DD. */
const dubaiDay = (days = 0) => new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const from = dubaiDay(-365);
const to = dubaiDay();

test.describe("ratings report", () => {
  test("the admin opens it for a year, changes the period and exports the rows as CSV", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto(`/admin/reports/ratings?from=${from}&to=${to}`);
    const report = page.getByTestId("report-ratings");
    await expect(report.getByRole("heading", { name: "Ratings report" })).toBeVisible();
    // the demo seed's reviews of the last 300 days: cards, the distribution and the table
    const reviews = page.getByTestId("report-figure-reviews");
    await expect(reviews).toHaveText(/^[1-9][\d,]*$/);
    const count = Number((await reviews.innerText()).replace(/,/g, ""));
    await expect(page.getByTestId("report-figure-average_rating")).toHaveText(/^[1-5]\.\d$/);
    await expect(page.getByTestId("ratings-distribution-5")).toBeVisible();
    await expect(page.getByTestId("report-table").locator("tr.ant-table-row").first()).toBeVisible();

    // another period: nothing in January 2020
    await page.goto("/admin/reports/ratings?from=2020-01-01&to=2020-01-31");
    await expect(page.getByTestId("report-figure-reviews")).toHaveText("0");

    // back to the year, and its export: BOM, the header, one line per review
    await page.goto(`/admin/reports/ratings?from=${from}&to=${to}`);
    await expect(page.getByTestId("report-figure-reviews")).toHaveText(/^[1-9]/);
    const downloading = page.waitForEvent("download");
    await page.getByTestId("report-export").click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`ratings-report-${from}-${to}.csv`);
    const text = readFileSync((await download.path()) as string, "utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).trim().split("\n");
    expect(lines[0]).toBe(
      "Date,Time,Booking,Partner,Service,Technician,Customer,Rating,Technician rating,Comment,Status,Partner replied",
    );
    expect(lines).toHaveLength(count + 1);
  });

  test("the partner sees its own company's reviews only", async ({ page }) => {
    await signIn(page, "partner");
    await page.goto(`/partner/reports/ratings?from=${from}&to=${to}`);
    await expect(page.getByTestId("report-ratings")).toBeVisible();
    await expect(page.getByTestId("report-figure-reviews")).toHaveText(/^[1-9]/);
    const partners = page.getByTestId("report-table").locator("tr.ant-table-row td:nth-child(3)");
    await expect(partners.first()).toBeVisible();
    const names = new Set((await partners.allInnerTexts()).map((n) => n.trim()));
    expect(names.size).toBe(1);
  });
});
