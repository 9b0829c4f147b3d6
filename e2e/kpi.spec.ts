import { expect, test } from "@playwright/test";
import { signIn } from "./support";

/**
 * Issue 19, KPI reports as their users meet them: the admin generates a KPI report for the last 30 days (every
 * partner) in /admin/kpi/reports, lands on it, reads a partner's overall score and its criteria with their formulas,
 * and opens the bookings behind a figure; the demo partner opens /partner/kpis and sees its own scores only.
 */
test.describe("KPI reports", () => {
  test("the admin generates a report and opens it; the partner sees its KPIs", async ({ browser }) => {
    // two portals, cold chunks on a busy machine
    test.setTimeout(240_000);
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, "admin");
    await admin.goto("/admin/kpi/reports");
    await expect(admin.getByTestId("kpi-generate")).toBeVisible({ timeout: 90_000 });
    const generated = admin.waitForResponse(
      (r) => r.url().includes("/api/v2/kpi-report/generate") && r.request().method() === "POST",
    );
    await admin.getByTestId("kpi-generate-submit").click();
    expect((await generated).status()).toBe(201);
    await expect(admin).toHaveURL(/\/admin\/kpi\/reports\/show\/\d+$/);
    await expect(admin.getByTestId("kpi-report-period")).toBeVisible();
    const card = admin.locator('[data-testid^="kpi-partner-"]').first();
    await expect(card.getByTestId("kpi-overall")).toBeVisible();
    await expect(card.getByTestId("kpi-formula").first()).toContainText("15 minutes");

    // the drill-down of the first criterion with bookings behind it
    const drill = card.locator('[data-testid^="kpi-drill-"]:not([disabled])').first();
    await drill.click();
    await expect(admin.getByTestId("kpi-bookings-table").locator("tr.ant-table-row").first()).toBeVisible();
    await adminContext.close();

    // the partner: its own scores from the report just generated
    const partnerContext = await browser.newContext();
    const partner = await partnerContext.newPage();
    await signIn(partner, "partner");
    await partner.goto("/partner/kpis");
    await expect(partner.getByTestId("kpi-overall")).toBeVisible({ timeout: 90_000 });
    await expect(partner.locator('[data-testid^="kpi-partner-"]')).toHaveCount(1);
    await expect(partner.getByTestId("kpi-scores")).toContainText("On-time arrival rate");
    await partnerContext.close();
  });
});
