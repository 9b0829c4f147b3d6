import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signIn, submitPartnerApplication } from "./support";

/**
 * Issue 16, notifications in the portals: the admin sees the unread count on the header's bell; a partner
 * application submitted meanwhile (by a partner this test registers through the API) reaches the bell within 30 s
 * without a reload (polling); the notifications screen lists it first and its title opens the application's details
 * and marks it read; in Arabic the bell is named in Arabic.
 */

/** A new partner registered through the API (code 123456) that submits a complete application; its company name. */
async function submitApplication(request: APIRequestContext) {
  const { company, id } = await submitPartnerApplication(request, {
    first_name: "Huda",
    last_name: "Notified",
    emailPrefix: "portal.notifications",
    company: "Palm Breeze",
    company_ar: "نسيم النخيل ذ.م.م",
    service: { name_en: "Palm deep clean", name_ar: "تنظيف عميق", price: 300, duration_minutes: 120 },
  });
  return { company, id };
}

/** The unread count the bell is named with ("Notifications, N unread"). */
async function unreadOnBell(page: Page) {
  const bell = page.getByTestId("portal-notifications-bell");
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  const name = (await bell.getAttribute("aria-label")) ?? "";
  return Number(/(\d+)/.exec(name)?.[1]);
}

test.describe("portal notifications", () => {
  test("the admin's bell counts a new application without a reload; opening it goes to the application", async ({
    page,
    request,
  }) => {
    await signIn(page, "admin");
    await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/);
    const before = await unreadOnBell(page);
    // a mark that a reload would wipe
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    const { company, id } = await submitApplication(request);

    // within 30 s (the poll is every 15 s), with no reload
    const bell = page.getByTestId("portal-notifications-bell");
    await expect
      .poll(async () => Number(/(\d+)/.exec((await bell.getAttribute("aria-label")) ?? "")?.[1]), { timeout: 30_000 })
      .toBeGreaterThan(before);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/);

    // the bell opens the notifications screen: the new one is unread, among the first
    await bell.click();
    await expect(page).toHaveURL(/\/admin\/notifications(\?|$)/);
    await expect(page.getByRole("heading", { name: "Notifications" })).toBeVisible();
    const row = page.locator(".ant-table-tbody tr.ant-table-row").filter({ hasText: company });
    await expect(row).toBeVisible();
    await expect(row.getByText("New", { exact: true })).toBeVisible();
    await expect(row).toContainText(`${company} applied to become a Khidma partner.`);
    const afterArrival = await unreadOnBell(page);

    // its title opens the application's details and marks it read
    await row.getByRole("link", { name: "New partner application" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/applications/show/${id}(\\?|$)`));
    await expect(page.getByText(company).first()).toBeVisible();
    await expect
      .poll(async () => Number(/(\d+)/.exec((await bell.getAttribute("aria-label")) ?? "")?.[1]))
      .toBeLessThan(afterArrival);

    // Arabic: the bell is named in Arabic, and the notifications screen speaks Arabic
    await page.getByRole("button", { name: "Language" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(bell).toHaveAccessibleName(/^الإشعارات، \d+ غير مقروءة$/);
    await bell.click();
    await expect(page).toHaveURL(/\/admin\/notifications(\?|$)/);
    const arabicRow = page.locator(".ant-table-tbody tr.ant-table-row").filter({ hasText: "نسيم النخيل" });
    await expect(arabicRow.getByRole("link", { name: "طلب شراكة جديد" })).toBeVisible();
    await expect(page.getByRole("button", { name: "تعليم الكل كمقروء" })).toBeVisible();
  });

  test("the partner's bell leads to its notifications screen, and reading all empties the count", async ({ page }) => {
    await signIn(page, "partner");
    const bell = page.getByTestId("portal-notifications-bell");
    await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
    await bell.click();
    await expect(page).toHaveURL(/\/partner\/notifications-partner(\?|$)/);
    await expect(page.locator(".ant-table-tbody tr.ant-table-row").first()).toBeVisible();
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(page.getByText("All notifications are marked as read.")).toBeVisible();
    await expect(bell).toHaveAccessibleName("Notifications, 0 unread");
  });
});
