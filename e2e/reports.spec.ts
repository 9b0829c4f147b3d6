import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { apiAs, signIn } from "./support";

/**
 * Issue 19's reports as their users meet them: the admin opens the sales report, changes the period, exports it as
 * CSV (BOM, header, one line per row of the table for the same filters) and as Excel (the same header and rows in one
 * worksheet) and opens the appointments report; the demo partner opens its own sales report and sees only its
 * company in it.
 */

/** Picks a period preset in the report's filter bar. */
async function preset(page: Page, label: string) {
  await page.getByTestId("report-preset").click();
  await page.getByTitle(label, { exact: true }).click();
}

test.describe("reports", () => {
  test("the admin's sales and appointments reports, the CSV export, and the partner's own sales", async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const admin = await browser.newPage();
    await signIn(admin, "admin");

    // sales: the last 30 days by default; then this year
    await admin.goto("/admin/reports/sales");
    await expect(admin.getByRole("heading", { name: "Sales report" })).toBeVisible({ timeout: 60_000 });
    await expect(admin.getByTestId("report-figure-orders")).toHaveText(/^[1-9][\d,]*$/);
    const year = admin.waitForResponse((r) => /\/report\/sales\?from=\d{4}-01-01&/.test(r.url()) && r.ok());
    await preset(admin, "This year");
    const answer = (await (await year).json()).data;
    await expect(admin).toHaveURL(/preset=thisYear/);
    await expect(admin.getByTestId("report-table").locator("tr.ant-table-row").first()).toBeVisible();
    await expect(admin.getByTestId("report-table")).toContainText(answer.rows.data[0].number);
    await expect(admin.getByTestId("report-chart-card-over-time").locator("canvas").first()).toBeVisible();

    // Export CSV: the file holds the header and every row of the table, newest first
    const download = admin.waitForEvent("download");
    await admin.getByTestId("report-export").click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`sales-report-${answer.filters.from}-${answer.filters.to}.csv`);
    const text = await readFile((await file.path()) as string, "utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).trim().split("\n");
    expect(lines[0]).toBe(
      "Order,Paid at,Customer,Partner,Type,Payment method,Status,Gross (AED),Discount (AED),Total (AED),VAT (AED)," +
        "Net (AED),Commission (AED)",
    );
    expect(lines).toHaveLength(answer.rows.total + 1);
    expect(lines[1].startsWith(`${answer.rows.data[0].number},`)).toBe(true);
    await expect(admin.getByTestId("report-export")).toBeVisible();

    // Export Excel: the same header and rows in one worksheet, amounts as numbers
    const xlsxDownload = admin.waitForEvent("download");
    await admin.getByTestId("report-export-xlsx").click();
    const xlsxFile = await xlsxDownload;
    expect(xlsxFile.suggestedFilename()).toBe(`sales-report-${answer.filters.from}-${answer.filters.to}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await xlsxFile.path()) as string);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe("Sales report");
    expect((sheet.getRow(1).values as unknown[]).slice(1).join(",")).toBe(lines[0]);
    expect(sheet.rowCount).toBe(answer.rows.total + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe(answer.rows.data[0].number);
    expect(sheet.getRow(2).getCell(10).value).toBe(answer.rows.data[0].total);
    await expect(admin.getByTestId("report-export-xlsx")).toBeVisible();

    // appointments: a period with bookings
    await admin.goto("/admin/reports/appointments?preset=thisYear");
    await expect(admin.getByRole("heading", { name: "Appointments report" })).toBeVisible();
    await expect(admin.getByTestId("report-figure-total")).toHaveText(/^[1-9][\d,]*$/);
    await expect(admin.getByTestId("report-table").locator("tr.ant-table-row").first()).toBeVisible();
    await admin.close();

    // the partner: its own company only
    const partnerApi = await apiAs(request, "partner");
    const own = await partnerApi.get("report/sales?from=2026-01-01&to=2026-12-31&per_page=100");
    const names = new Set(own.rows.data.map((r: { partner: string }) => r.partner));
    expect(names.size).toBe(1);
    const [company] = [...names] as string[];
    const partner = await browser.newPage();
    await signIn(partner, "partner");
    await partner.goto("/partner/reports/sales?preset=thisYear");
    await expect(partner.getByRole("heading", { name: "Sales report" })).toBeVisible({ timeout: 60_000 });
    await expect(partner.getByTestId("report-filter-partner")).toHaveCount(0);
    const rows = partner.getByTestId("report-table").locator("tr.ant-table-row");
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) await expect(row).toContainText(company);
    await partner.close();
  });
});
