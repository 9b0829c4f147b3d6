import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { API, signIn } from "./support";

/**
 * Issue 18, company types: the admin creates a company type at /admin/company-types (axe-clean) and a partner who has
 * just registered finds it in the onboarding company step and chooses it; the admin deactivates it and the step no
 * longer offers it. At 375 px in Arabic the screen reads right to left and fits.
 */

const stamp = () => `${Date.now()}`.slice(-6) + `${Math.floor(Math.random() * 100)}`.padStart(2, "0");

const typeCall = (page: Page, verb: "create" | "status") =>
  page.waitForResponse((r) => r.url().includes(`/api/v2/company-type/${verb}`) && r.request().method() === "POST");

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

/** A new partner applicant registered through the API (demo mode: code 123456); signs in through the UI after. */
async function registerApplicant(page: Page) {
  const s = stamp();
  const user = {
    first_name: "Salma",
    last_name: "Types",
    email: `company.types.${s}@example.ae`,
    phone: `+9715${s}`,
    password: "FirstPass123",
    password_confirmation: "FirstPass123",
  };
  const client = (
    await (await page.request.get(`${API}/client-access-token`, { headers: { "x-api-key": "khidma-demo-key" } })).json()
  ).data.access_token as string;
  const headers = { Authorization: `Bearer ${client}` };
  const registered = await page.request.post(`${API}/partner/register`, { headers, data: user });
  expect(registered.status(), await registered.text()).toBe(201);
  const verified = await page.request.post(`${API}/register/verify-otp`, {
    headers,
    data: { phone: user.phone, otp: "123456" },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return user;
}

/** The onboarding company step's company-type options (the select opened). */
async function openCompanyTypes(page: Page) {
  await page.goto("/partner/on-boarding");
  await expect(page.getByRole("heading", { name: "Company", exact: true })).toBeVisible();
  await page.getByLabel("Company type").click();
  const options = page.locator(".ant-select-item-option");
  await expect(options.first()).toBeVisible();
  return options;
}

test.describe("company types", () => {
  test("the admin creates a company type; a new partner chooses it in onboarding; deactivated it is gone", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const s = stamp();
    const name = `Free Zone Branch ${s}`;
    const nameAr = `فرع منطقة حرة ${s}`;

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, "admin");
    await admin.goto("/admin/company-types");
    await expect(admin.getByRole("heading", { name: "Company types" })).toBeVisible();
    await expect(admin.getByTestId("company-type-table").locator("tbody tr.ant-table-row").first()).toBeVisible();
    await expectAccessible(admin, "company types list");

    await admin.getByTestId("company-type-create").click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("Name (English)").fill(name);
    await dialog.getByLabel("Name (Arabic)").fill(nameAr);
    const created = typeCall(admin, "create");
    await admin.getByTestId("company-type-create-form-save").click();
    const res = await created;
    expect(res.status()).toBe(201);
    const { key, id } = (await res.json()).data as { key: string; id: number };
    expect(key).toBe(`free-zone-branch-${s}`);
    await expect(dialog).toBeHidden();
    await admin.getByLabel("Search by name or key").fill(s);
    const row = admin
      .getByTestId("company-type-table")
      .locator("tr.ant-table-row", { has: admin.getByTestId(`company-type-row-${key}`) });
    await expect(row).toBeVisible();
    await expect(row).toContainText("Active");
    await expect(admin.getByTestId("company-type-table").locator("tbody tr.ant-table-row")).toHaveCount(1);

    // a partner who has just registered sees it in the company step and chooses it
    const partnerContext = await browser.newContext();
    const partner = await partnerContext.newPage();
    const user = await registerApplicant(partner);
    await partner.goto("/partner/login");
    await partner.getByLabel("Email").fill(user.email);
    await partner.getByLabel("Password").fill(user.password);
    await partner.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(partner.getByLabel("Password")).toHaveCount(0);
    const options = await openCompanyTypes(partner);
    await options.filter({ hasText: name }).click();
    await expect(partner.locator(".ant-select-selection-item").filter({ hasText: name })).toBeVisible();

    // deactivated, the step no longer offers it
    const statusChanged = typeCall(admin, "status");
    await admin.getByTestId(`company-type-status-${id}`).click();
    await admin.getByRole("button", { name: "Yes" }).click();
    expect((await statusChanged).status()).toBe(200);
    await expect(row).toContainText("Inactive");

    const again = await openCompanyTypes(partner);
    await expect(again.filter({ hasText: "Sole Establishment" })).toBeVisible();
    await expect(again.filter({ hasText: name })).toHaveCount(0);

    await adminContext.close();
    await partnerContext.close();
  });

  test("at 375 px in Arabic the company types screen reads right to left and fits", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, "admin");
    await page.goto("/admin/company-types");
    await expect(page.getByRole("heading", { name: "Company types" })).toBeVisible();
    await page.getByRole("button", { name: "Language" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "أنواع الشركات" })).toBeVisible();
    await expect(page.getByTestId("company-type-table").locator("tbody tr.ant-table-row").first()).toBeVisible();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await fits()).toBeLessThanOrEqual(0);
    await page.getByTestId("company-type-create").click();
    await expect(page.getByRole("dialog").getByLabel("الاسم (بالعربية)")).toBeVisible();
    expect(await fits()).toBeLessThanOrEqual(0);
    await expectAccessible(page, "company types (ar, 375 px)");
  });
});
