import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signIn } from "./support";

/**
 * Issue 16, notifications in the portals: the admin sees the unread count on the header's bell; a partner
 * application submitted meanwhile (by a partner this test registers through the API) reaches the bell within 30 s
 * without a reload (polling); the notifications screen lists it first and its title opens the application's details
 * and marks it read; in Arabic the bell is named in Arabic.
 */

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const api = (p: string) => `/api/v2/${p}`;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new partner registered through the API (code 123456) that submits a complete application; its company name. */
async function submitApplication(request: APIRequestContext) {
  const stamp = `${Date.now()}`.slice(-6) + `${Math.floor(Math.random() * 100)}`.padStart(2, "0");
  const user = {
    first_name: "Huda",
    last_name: "Notified",
    email: `portal.notifications.${stamp}@example.ae`,
    phone: `+9715${stamp}`,
    password: "FirstPass123",
    password_confirmation: "FirstPass123",
  };
  const company = `Palm Breeze ${stamp} LLC`;
  const client = (
    await (await request.get(api("client-access-token"), { headers: { "x-api-key": "khidma-demo-key" } })).json()
  ).data.access_token as string;
  const registered = await request.post(api("partner/register"), { headers: auth(client), data: user });
  expect(registered.status(), await registered.text()).toBe(201);
  const verified = await request.post(api("register/verify-otp"), {
    headers: auth(client),
    data: { phone: user.phone, otp: "123456" },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const headers = auth((await verified.json()).data.access_token as string);
  const step = async (path: string, data: unknown) => {
    const res = await request.post(api(path), { headers, data: data as Record<string, unknown> });
    expect(res.status(), `${path} ${await res.text()}`).toBeLessThan(300);
    return (await res.json()).data;
  };
  await step("partner/application/step/company", {
    legal_name_en: company,
    legal_name_ar: "نسيم النخيل ذ.م.م",
    trade_license_number: `CN-${stamp}`,
    trade_license_expiry: new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10),
    company_type: "llc",
  });
  await step("partner/application/step/contact-bank", {
    contact_person: `${user.first_name} ${user.last_name}`,
    contact_phone: user.phone,
    contact_email: user.email,
    bank_name: "Emirates NBD",
    iban: "AE070331234567890123456",
    account_name: company,
  });
  for (const type of ["trade_license", "owner_emirates_id"]) {
    const res = await request.post(api("partner/application/document"), {
      headers,
      multipart: { type, file: { name: `${type}.pdf`, mimeType: "application/pdf", buffer: PDF } },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const communities = (await (await request.get(api("area/community/list?limit=2"), { headers })).json()).data.data;
  await step("partner/application/step/areas", { community_ids: communities.map((c: { id: number }) => c.id) });
  const categories = (await (await request.get(api("mobile/category/list?limit=1"), { headers })).json()).data.data;
  await step("partner/application/step/services", {
    services: [
      {
        category_id: categories[0].id,
        name_en: "Palm deep clean",
        name_ar: "تنظيف عميق",
        price: 300,
        duration_minutes: 120,
      },
    ],
  });
  const submitted = await step("partner/application/submit", {});
  return { company, id: submitted.id as number };
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
