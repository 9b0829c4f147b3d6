import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support";

/**
 * Issue 18c, help centre and FAQs: the admin finds a guide in /admin/help by searching and reads it (axe-clean); in
 * /admin/help/faqs adds a customer question, which the storefront's /faq shows, hides it with the switch (a new
 * visitor's /faq no longer has it) and deletes it. At 375 px in Arabic the help centre reads right to left and fits.
 */

const stamp = () => `${Date.now()}`.slice(-6);

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

const faqCall = (page: Page, verb: string) =>
  page.waitForResponse((r) => r.url().includes(`/api/v2/faq/${verb}`) && r.request().method() === "POST");

test.describe("help centre and FAQs", () => {
  test("the admin searches the guides and reads one", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/admin/help");
    await expect(page.getByRole("heading", { name: "Help centre" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Approve a partner application" })).toBeVisible();
    await expectAccessible(page, "help centre");
    const searched = page.waitForResponse((r) => r.url().includes("/api/v2/help/list") && r.url().includes("search="));
    await page.getByLabel("Search the guides (English or Arabic)").fill("payout cycle");
    await searched;
    await expect(page.getByRole("link", { name: "Approve a partner application" })).toHaveCount(0);
    await page.getByRole("link", { name: "Run a payout cycle" }).click();
    await expect(page).toHaveURL(/\/admin\/help\/show\/\d+$/);
    await expect(page.getByRole("heading", { name: "Run a payout cycle" })).toBeVisible();
    await expect(page.getByTestId("help-article").locator("strong", { hasText: "Run cycle" })).toBeVisible();
    await expectAccessible(page, "help article");
  });

  test("a customer FAQ added by the admin shows on /faq; hidden, it leaves; then it is deleted", async ({
    page,
    browser,
  }) => {
    const question = `Can I book for my parents ${stamp()}?`;
    await signIn(page, "admin");
    await page.goto("/admin/help/faqs");
    await expect(page.getByRole("heading", { name: "FAQs" })).toBeVisible();
    await expect(page.getByTestId("faq-table").locator("tbody tr.ant-table-row").first()).toBeVisible();
    await expectAccessible(page, "FAQs");
    await page.getByTestId("faq-add").click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Question (English)").fill(question);
    await dialog.getByLabel("Question (Arabic)").fill("هل يمكنني الحجز لوالديّ؟");
    await dialog.getByLabel("Answer (English)").fill("Yes: add their address at checkout.");
    await dialog.getByLabel("Answer (Arabic)").fill("نعم: أضف عنوانهم عند الدفع.");
    await dialog.getByLabel("Order").fill("0");
    const created = faqCall(page, "create");
    await page.getByTestId("faq-create-submit").click();
    expect((await created).status()).toBe(201);

    const visitor = await browser.newPage();
    await visitor.goto("/faq");
    await expect(visitor.getByText(question)).toBeVisible();

    const hidden = faqCall(page, "update");
    await page.getByLabel("Search questions and answers").fill(question);
    await page.getByRole("switch", { name: `Shown on the FAQ page: ${question}` }).click();
    expect((await hidden).status()).toBe(200);
    await visitor.close();
    // a new visitor (the storefront keeps a visitor's answers for a minute: src/shell/query-persist.ts)
    const later = await browser.newPage();
    await later.goto("/faq");
    await expect(later.locator("details").first()).toBeVisible();
    await expect(later.getByText(question)).toHaveCount(0);
    await later.close();

    await page.getByRole("button", { name: `Delete: ${question}` }).click();
    const deleted = faqCall(page, "delete");
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    expect((await deleted).status()).toBe(200);
    await expect(page.getByText(question)).toHaveCount(0);
  });

  test("at 375 px in Arabic the help centre reads right to left and fits", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, "admin");
    await page.goto("/admin/help");
    await expect(page.getByRole("heading", { name: "Help centre" })).toBeVisible();
    await page.getByRole("button", { name: "Language" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "مركز المساعدة" })).toBeVisible();
    await expect(page.getByRole("link", { name: "تشغيل دورة المستحقات" })).toBeVisible();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await fits()).toBeLessThanOrEqual(0);
    await page.getByRole("link", { name: "تشغيل دورة المستحقات" }).click();
    await expect(page.getByRole("heading", { name: "تشغيل دورة المستحقات" })).toBeVisible();
    expect(await fits()).toBeLessThanOrEqual(0);
    await page.goto("/admin/help/faqs");
    await expect(page.getByRole("heading", { name: "الأسئلة الشائعة" })).toBeVisible();
    await expect(page.getByTestId("faq-table").locator("tbody tr.ant-table-row").first()).toBeVisible();
    expect(await fits()).toBeLessThanOrEqual(0);
    await expectAccessible(page, "FAQs (ar, 375 px)");
  });
});
