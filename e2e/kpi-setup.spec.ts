import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support";

/**
 * Issue 19, the KPI set-up: the admin adds a target in the target matrix (an empty cell of the yearly matrix) and
 * changes a criterion's weight in the performance criteria, whose total and shares follow; both screens are
 * axe-clean. At 375 px in Arabic the matrix reads right to left and the page fits (the matrix scrolls inside).
 */

async function expectAccessible(page: Page, what: string) {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .include("main")
    .analyze();
  const bad = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(" ")}`);
  expect(bad, what).toEqual([]);
}

const post = (page: Page, path: string) =>
  page.waitForResponse((r) => r.url().includes(`/api/v2/${path}`) && r.request().method() === "POST");

test.describe("KPI set-up", () => {
  test("the admin adds a target in the matrix and changes a weight", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, "admin");
    await page.goto("/admin/kpi/target-matrix");
    await expect(page.getByRole("heading", { name: "KPI target matrix" })).toBeVisible();
    const matrix = page.getByTestId("target-matrix");
    // the seeded monthly targets for every partner
    await expect(matrix.getByRole("button", { name: "On-time arrival rate, Every partner: 90%" })).toBeVisible();
    await expectAccessible(page, "target matrix");

    await page.getByText("Yearly", { exact: true }).click();
    const empty = matrix.getByRole("button", { name: /^Average rating, .*: no target$/ }).first();
    await expect(empty).toBeVisible();
    const cellName = ((await empty.getAttribute("aria-label")) ?? "").replace(/: no target$/, "");
    await empty.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Target", { exact: true }).fill("4.6");
    await dialog.getByLabel("Warning threshold").fill("4.3");
    const created = post(page, "target-matrix/create");
    await page.getByTestId("target-create-submit").click();
    const res = await created;
    expect(res.status(), await res.text()).toBe(201);
    expect((await res.json()).data).toMatchObject({ period: "year", target: 4.6, warning: 4.3 });
    await expect(dialog).toBeHidden();
    await expect(matrix.getByRole("button", { name: `${cellName}: 4.6` })).toBeVisible();

    // the weights: change Average rating's and the total follows
    await page.goto("/admin/kpi/performance-criteria");
    await expect(page.getByRole("heading", { name: "Performance criteria" })).toBeVisible();
    const total = page.getByTestId("weight-total");
    await expect(total).toContainText("Total of the active weights");
    const before = Number(((await total.textContent()) ?? "").match(/: (\d+)/)?.[1]);
    const row = page.getByTestId("weights-table").locator("tr.ant-table-row", { hasText: "Average rating" });
    const current = Number(await row.locator("td").nth(1).textContent());
    const next = current === 30 ? 35 : 30;
    await expectAccessible(page, "performance criteria");
    await row.getByRole("button", { name: "Edit: Average rating" }).click();
    const weight = page.getByRole("dialog").getByLabel("Weight (1-100)");
    await expect(weight).toHaveValue(String(current));
    await weight.fill(String(next));
    const updated = post(page, "performance-criteria/update/");
    await page.getByTestId("weight-edit-submit").click();
    expect((await updated).status()).toBe(200);
    await expect(row.locator("td").nth(1)).toHaveText(String(next));
    await expect(total).toContainText(`: ${before - current + next}`);
  });

  test("at 375 px in Arabic the target matrix reads right to left and fits", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, "admin");
    await page.goto("/admin/kpi/target-matrix");
    await expect(page.getByRole("heading", { name: "KPI target matrix" })).toBeVisible();
    await page.getByRole("button", { name: "Language" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "مصفوفة أهداف مؤشرات الأداء" })).toBeVisible();
    await expect(page.getByTestId("target-matrix").getByText("نسبة الوصول في الموعد")).toBeVisible();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await fits()).toBeLessThanOrEqual(0);
    await expectAccessible(page, "target matrix (ar, 375 px)");
    await page.goto("/admin/kpi/performance-criteria");
    await expect(page.getByRole("heading", { name: "معايير الأداء" })).toBeVisible();
    await expect(page.getByTestId("weights-table").locator("tbody tr.ant-table-row").first()).toBeVisible();
    expect(await fits()).toBeLessThanOrEqual(0);
  });
});
