import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support";

/**
 * Issue 18c, announcements: on /admin/notifications the admin composes an announcement to all partners, previews
 * how many it reaches and its text, confirms and sends; the history lists it; the demo partner finds it in its
 * notifications screen. At 375 px in Arabic the form fits the screen.
 */

const announcementCall = (page: Page, verb: "preview" | "send") =>
  page.waitForResponse((r) => r.url().includes(`/api/v2/announcement/${verb}`) && r.request().method() === "POST");

async function chooseSegment(page: Page, name: string | RegExp) {
  await page.getByTestId("announcement-segment").click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: name }).click();
}

test.describe("announcements", () => {
  // two portals, a preview, a send and axe-core in one flow: over two minutes on a machine shared by several sessions
  test.setTimeout(240_000);

  test("the admin sends an announcement to all partners and the demo partner sees it in its notifications", async ({
    page,
    browser,
  }) => {
    const stamp = `${Date.now()}`.slice(-6);
    const title = `Eid hours ${stamp}`;
    await signIn(page, "admin");
    await page.goto("/admin/notifications");
    const compose = page.getByTestId("announcement-compose");
    await expect(compose).toBeVisible();

    // empty: Preview asks for the fields and sends nothing
    await compose.getByRole("button", { name: "Preview" }).click();
    await expect(compose.getByText("This field is required").first()).toBeVisible();
    await expect(page.getByTestId("announcement-send")).toBeDisabled();

    await chooseSegment(page, "All partners");
    await compose.getByLabel("Title (English)").fill(title);
    await compose.getByLabel("Title (Arabic)").fill(`ساعات العيد ${stamp}`);
    await compose.getByLabel("Message (English)").fill("Bookings pause on the first day of Eid.");
    await compose.getByLabel("Message (Arabic)").fill("تتوقف الحجوزات في أول أيام العيد.");

    const previewed = announcementCall(page, "preview");
    await compose.getByRole("button", { name: "Preview" }).click();
    const preview = await (await previewed).json();
    expect(preview.data.recipients).toBeGreaterThan(0);
    await expect(page.getByTestId("announcement-recipients")).toHaveText(`Recipients: ${preview.data.recipients}`);
    await expect(page.getByTestId("announcement-preview")).toContainText(title);

    // axe-core finds nothing serious in the form with its preview
    const result = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .include("[data-testid=announcement-compose]")
      .analyze();
    const bad = result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(" ")}`);
    expect(bad).toEqual([]);

    await page.getByTestId("announcement-send").click();
    await expect(page.getByText(`Send this announcement now? Recipients: ${preview.data.recipients}`)).toBeVisible();
    const sent = announcementCall(page, "send");
    await page.getByRole("button", { name: "Send now" }).click();
    const answer = await sent;
    expect(answer.status()).toBe(201);
    expect((await answer.json()).data.recipients).toBe(preview.data.recipients);
    await expect(page.getByText(`Announcement sent. Recipients: ${preview.data.recipients}`)).toBeVisible();
    // the form is empty again, and the history lists it first
    await expect(compose.getByLabel("Title (English)")).toHaveValue("");
    const firstRow = page.getByTestId("announcement-history-table").locator("tbody tr.ant-table-row").first();
    await expect(firstRow).toContainText(title);
    await expect(firstRow).toContainText("All partners");

    // the demo partner, in its own browser context
    const context = await browser.newContext();
    const partner = await context.newPage();
    try {
      await signIn(partner, "partner");
      await partner.goto("/partner/notifications-partner");
      const row = partner.locator("tbody tr.ant-table-row").filter({ hasText: title });
      await expect(row).toBeVisible();
      await expect(row).toContainText("Bookings pause on the first day of Eid.");
      await expect(row).toContainText("New");
    } finally {
      await context.close();
    }
  });

  test("a missing partner is shown at its field; at 375 px in Arabic the form fits the screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, "admin");
    await page.goto("/admin/notifications");
    const compose = page.getByTestId("announcement-compose");
    await expect(compose).toBeVisible();
    await chooseSegment(page, "One partner's team");
    await expect(compose.getByLabel("Partner")).toBeVisible();
    await compose.getByRole("button", { name: "Preview" }).click();
    await expect(compose.getByText("This field is required").first()).toBeVisible();

    await page.getByRole("button", { name: "Language" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("announcement-compose")).toContainText("إرسال إعلان");
    await expect(page.getByTestId("announcement-history")).toContainText("الإعلانات المرسلة");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
