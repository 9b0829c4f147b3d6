import { expect, type Page, test } from "@playwright/test";

/**
 * Issue 6: a partner registered by the test itself (the demo applicant stays as seeded) completes every onboarding
 * step with a document upload, leaves and resumes at the right step, submits; an admin approves through the API; the
 * partner signs in again and reaches its dashboard with its partner profile.
 */

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

function uniquePartner() {
  const stamp = `${Date.now()}`.slice(-6) + `${Math.floor(Math.random() * 100)}`.padStart(2, "0");
  return {
    first: "Hind",
    last: "Onboarding",
    email: `onboarding.${stamp}@example.ae`,
    phone: `+9715${stamp}`,
    password: "FirstPass123",
    company: `Falcon Test ${stamp} LLC`,
  };
}

const token = (page: Page) => page.evaluate(() => document.cookie.match(/access_token=([^;]+)/)?.[1] ?? "");

test("a new partner onboards, leaves and resumes, submits, is approved and reaches its dashboard", async ({
  page,
  request,
}) => {
  // a long flow (application, approval, first sign-in, a bookable service): room for a busy machine
  test.setTimeout(240_000);
  const user = uniquePartner();

  // Register through the UI (demo mode: code 123456).
  await page.goto("/partner/register");
  await page.getByLabel("First name").fill(user.first);
  await page.getByLabel("Last name").fill(user.last);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Mobile number").fill(user.phone);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm password").fill(user.password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create partner account" }).click();
  await expect(page).toHaveURL(/\/partner\/register\/otp\?/);
  await page.getByLabel("Verification code").fill("123456");
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page).toHaveURL(/\/partner\/dashboard$/);

  // No partner profile yet: the checklist, nothing done.
  const checklist = page.getByTestId("onboarding-checklist");
  await expect(checklist).toBeVisible();
  await expect(checklist.getByTestId("checklist-company")).toHaveAttribute("data-done", "false");
  await checklist.getByRole("button", { name: "Continue onboarding" }).click();
  await expect(page).toHaveURL(/\/partner\/on-boarding$/);

  // 1. Company
  await expect(page.getByRole("heading", { name: "Company", exact: true })).toBeVisible();
  await page.getByLabel("Legal name (English)").fill(user.company);
  await page.getByLabel("Legal name (Arabic)").fill("فالكون للاختبار ذ.م.م");
  await page.getByLabel("Trade licence number").fill("cn-7654321");
  const expiry = new Date(Date.now() + 400 * 86_400_000);
  const dd = String(expiry.getUTCDate()).padStart(2, "0");
  const mm = String(expiry.getUTCMonth() + 1).padStart(2, "0");
  await page.getByLabel("Trade licence expiry").fill(`${dd}-${mm}-${expiry.getUTCFullYear()}`);
  await page.getByLabel("Trade licence expiry").press("Enter");
  await page.getByLabel("Company type").click();
  await page.locator(".ant-select-item-option").filter({ hasText: "Sole Establishment" }).click();
  await page.getByRole("button", { name: "Save and continue" }).click();

  // 2. Contact & bank (the IBAN is formatted while typed)
  await expect(page.getByRole("heading", { name: "Contact & bank" })).toBeVisible();
  await page.getByLabel("Contact person").fill(`${user.first} ${user.last}`);
  await page.getByLabel("Mobile number").fill(user.phone.replace("+971", "0"));
  await page.getByLabel("Email").fill(user.email);
  await expect(page.getByLabel("Mobile number")).toHaveValue(user.phone.slice(4));
  await page.getByLabel("Bank name").fill("Emirates NBD");
  await expect(page.getByLabel("Account name")).toHaveValue(user.company);
  await page.getByLabel("IBAN").pressSequentially("ae070331234567890123456");
  await expect(page.getByLabel("IBAN")).toHaveValue("AE07 0331 2345 6789 0123 456");
  await expect(page.getByTestId("iban-hint")).toHaveText(/Valid UAE IBAN/);
  await page.getByRole("button", { name: "Save and continue" }).click();

  // 3. Documents: the two required ones (a small PDF each)
  await expect(page.getByRole("heading", { name: "Documents" })).toBeVisible();
  await expect(page.getByTestId("document-trade_license")).toContainText("Required");
  await page
    .getByTestId("document-input-trade_license")
    .setInputFiles({ name: "trade-licence.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(
    page.getByTestId("document-trade_license").getByRole("link", { name: "trade-licence.pdf" }),
  ).toBeVisible();
  await page
    .getByTestId("document-input-owner_emirates_id")
    .setInputFiles({ name: "emirates-id.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(
    page.getByTestId("document-owner_emirates_id").getByRole("link", { name: "emirates-id.pdf" }),
  ).toBeVisible();
  await expect(page.getByTestId("documents-missing")).toHaveCount(0);

  // Leave for the dashboard: three steps ticked; come back and resume at the serviceable areas.
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  await expect(checklist.getByTestId("checklist-documents")).toHaveAttribute("data-done", "true");
  await expect(checklist.getByTestId("checklist-areas")).toHaveAttribute("data-done", "false");
  await page.reload();
  await page.getByTestId("onboarding-checklist").getByRole("button", { name: "Continue onboarding" }).click();
  await expect(page.getByRole("heading", { name: "Serviceable areas" })).toBeVisible();

  // 4. Serviceable areas: Dubai, then two of its communities
  await page.getByRole("checkbox", { name: "Dubai", exact: true }).check();
  const dubai = page.locator('[data-testid^="emirate-"]').first();
  const communities = dubai.getByRole("checkbox");
  await expect(communities.first()).toBeVisible();
  await communities.nth(0).check();
  await communities.nth(1).check();
  await expect(page.getByTestId("areas-count")).toHaveText("2 communities chosen");
  await page.getByRole("button", { name: "Save and continue" }).click();

  // 5. Services
  await expect(page.getByRole("heading", { name: "Services", exact: true })).toBeVisible();
  const row = page.getByTestId("service-row-0");
  await row.getByLabel("Category").click();
  await page.locator(".ant-select-item-option").first().click();
  await row.getByLabel("Service name (English)").fill("Deep cleaning (3 hours)");
  await row.getByLabel("Service name (Arabic)").fill("تنظيف عميق (3 ساعات)");
  await row.getByLabel("Price (AED, incl. VAT)").fill("315");
  await row.getByLabel("Duration (minutes)").fill("180");
  await page.getByRole("button", { name: "Save and continue" }).click();

  // 6. Review & submit
  await expect(page.getByRole("heading", { name: "Review & submit" })).toBeVisible();
  for (const step of ["company", "contact_bank", "documents", "areas", "services"]) {
    await expect(page.getByTestId(`review-${step}`)).toContainText("Complete");
  }
  await expect(page.getByTestId("review-services")).toContainText("Deep cleaning (3 hours)");
  await page.getByLabel("Message to the reviewer (optional)").fill("Ready for review.");
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByTestId("application-locked")).toContainText("Your application has been submitted");

  // The applications list shows it, submitted.
  await page.getByRole("link", { name: "My applications" }).first().click();
  await expect(page.getByText(user.company).first()).toBeVisible();
  await expect(page.getByTestId("application-status").first()).toHaveText("Submitted");

  // An admin approves it through the API.
  const partnerToken = await token(page);
  const current = await request.get("/api/v2/partner/application/current", {
    headers: { Authorization: `Bearer ${partnerToken}` },
  });
  expect(current.status()).toBe(200);
  const applicationId = (await current.json()).data.id as number;
  const adminLogin = await request.post("/api/v2/login", {
    data: { email: "admin@khidma.test", password: "Admin#2026" },
  });
  expect(adminLogin.status()).toBe(200);
  const adminToken = (await adminLogin.json()).data.access_token as string;
  const approve = await request.post(`/api/v2/admin/application/approve/${applicationId}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { comment: "Welcome aboard." },
  });
  expect(approve.status(), await approve.text()).toBe(200);
  const partnerId = (await approve.json()).data.partner_id as number;
  expect(partnerId).toEqual(expect.any(Number));

  // Bookable at once: a customer finds free dates of the new partner in the next two weeks (default week).
  const customerLogin = await request.post("/api/v2/login", {
    data: { email: "customer@khidma.test", password: "Customer#2026" },
  });
  expect(customerLogin.status()).toBe(200);
  const customerToken = (await customerLogin.json()).data.access_token as string;
  const dates = await request.get(`/api/v2/customer/booking/available-dates?partner_id=${partnerId}&days=14`, {
    headers: { Authorization: `Bearer ${customerToken}` },
  });
  expect(dates.status(), await dates.text()).toBe(200);
  const offered = (await dates.json()).data.dates as Array<{ available: boolean }>;
  expect(offered.filter((d) => d.available).length).toBeGreaterThanOrEqual(10);

  // The partner signs out, signs in again and reaches its dashboard with its partner profile: no checklist.
  await page.getByTestId("account-menu").click();
  await page.getByText("Sign out", { exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/partner/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  await expect(page.getByText(`Welcome, ${user.first}`)).toBeVisible();
  await expect(page.getByTestId("onboarding-checklist")).toHaveCount(0);
  const profile = await page.evaluate(() => JSON.parse(localStorage.getItem("khidma") ?? "{}").state?.session);
  expect(profile?.partnerId ?? profile?.user?.partner_details?.id).toEqual(expect.any(Number));

  // The application now reads approved, with the reviewer's comment.
  await page.goto(`/partner/application/view/${applicationId}`);
  await expect(page.getByTestId("application-status").first()).toHaveText("Approved");
  await expect(page.getByTestId("application-timeline")).toContainText("Welcome aboard.");

  // Its week is the default one (every day 08:00-20:00), ready to edit; its team has the three built-in roles.
  await page.goto("/partner/working-hours");
  await expect(page.getByLabel("Sunday: Opens")).toHaveValue("08:00");
  await expect(page.getByLabel("Friday: Closes")).toHaveValue("20:00");
  await page.goto("/partner/team-roles");
  for (const role of ["Partner Owner", "Dispatcher", "Technician"])
    await expect(page.getByRole("table").getByText(role, { exact: true }).first()).toBeVisible();
});
