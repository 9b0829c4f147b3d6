import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { registerCustomer } from "./support";

const API = "/api/v2";

/** Signs in through the UI at a login page with email and password. */
async function signInAt(page: Page, loginPath: string, email: string, password: string) {
  await page.goto(loginPath);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByLabel("Password")).toHaveCount(0);
}

/** Registers a partner applicant through the API and verifies the phone (demo code), so the test owns it. */
async function registerPartner(request: APIRequestContext) {
  const n = `${Date.now()}`.slice(-7) + Math.floor(Math.random() * 10);
  const phone = `+9715${n.slice(-8)}`;
  const email = `e2e-account-${n}@khidma.test`;
  const password = "Start#2026";
  const reg = await request.post(`${API}/partner/register`, {
    data: {
      first_name: "Mariam",
      last_name: "Tester",
      email,
      phone,
      password,
      password_confirmation: password,
      gender: "female",
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const verify = await request.post(`${API}/register/verify-otp`, { data: { phone, otp: "123456" } });
  expect(verify.status(), await verify.text()).toBe(200);
  return { email, password, phone };
}

test.describe("account screens", () => {
  test("admin edits their first name at /admin/profile and the header greets them by it at once", async ({ page }) => {
    await signInAt(page, "/admin/login", "admin@khidma.test", "Admin#2026");
    await page.goto("/admin/profile");
    await expect(page).toHaveTitle(/Admin profile \| Khidma/);
    const header = page.getByTestId("account-menu");
    await expect(header).toContainText("Hi, Omar");
    await expect(page.getByTestId("profile-card")).toContainText("admin@khidma.test");
    await expect(page.getByTestId("profile-card")).toContainText("Admin");

    const first = page.getByLabel("First name");
    await first.fill("Omar-Renamed");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(header).toContainText("Hi, Omar-Renamed");
    await expect(page.getByTestId("profile-name")).toHaveText("Omar-Renamed Al Mansoori");
    await expect(page.getByText("Your profile has been updated")).toBeVisible();

    // after a reload the server's answer is what shows
    await page.reload();
    await expect(page.getByTestId("account-menu")).toContainText("Hi, Omar-Renamed");

    // a too-long value is refused on the field before any call; the typed value stays
    await page.getByLabel("Last name").fill("x".repeat(101));
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Use at most 100 characters")).toBeVisible();
    await expect(page.getByLabel("Last name")).toHaveValue("x".repeat(101));

    // leave the demo account as it was
    await page.getByLabel("Last name").fill("Al Mansoori");
    await page.getByLabel("First name").fill("Omar");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByTestId("account-menu")).toContainText(/Hi, Omar(?!-)/);
  });

  test("a partner changes their password at /partner/change-my-password and signs in with the new one", async ({
    page,
    request,
  }) => {
    const account = await registerPartner(request);
    const newPassword = "Changed#2027";

    // another session of the same user, to see it signed out by the change
    const other = await request.post(`${API}/login`, { data: { email: account.email, password: account.password } });
    const otherToken = (await other.json()).data.access_token as string;

    await signInAt(page, "/partner/login", account.email, account.password);
    await page.goto("/partner/change-my-password");
    await expect(page).toHaveURL(/\/partner\/change-my-password$/);

    await page.getByLabel("Current password").fill(account.password);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill("Mismatch#2027");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("The two passwords do not match")).toBeVisible();

    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "other devices" })).toBeVisible();
    await expect(page.getByText("Your password has been changed").first()).toBeVisible();

    // this session stays; the other one is gone
    const me = await request.get(`${API}/user/me`, { headers: { authorization: `Bearer ${otherToken}` } });
    expect(me.status()).toBe(401);
    await page.reload();
    await expect(page.getByTestId("account-menu")).toContainText("Hi, Mariam");

    // sign out, then in with the new password
    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    const old = await request.post(`${API}/login`, { data: { email: account.email, password: account.password } });
    expect(old.status()).toBe(422);
    await signInAt(page, "/partner/login", account.email, newPassword);
    await expect(page).toHaveURL(/\/partner\//);
    await expect(page.getByTestId("account-menu")).toContainText("Hi, Mariam");
  });

  test("an applicant without a partner profile sees the onboarding callout at /partner/profile", async ({ page }) => {
    await signInAt(page, "/partner/login", "applicant@khidma.test", "Applicant#2026");
    await page.goto("/partner/profile");
    await expect(page).toHaveURL(/\/partner\/profile$/);
    const callout = page.getByTestId("onboarding-callout");
    await expect(callout).toContainText("Your partner profile is not set up yet");
    await expect(page.getByTestId("profile-card")).toContainText("applicant@khidma.test");
    await callout.getByRole("button", { name: "Continue onboarding" }).click();
    await expect(page).toHaveURL(/\/partner\/on-boarding$/);
  });

  test("a customer sees a storefront profile and edits it at /profile/edit", async ({ page }) => {
    await signInAt(page, "/login", "customer@khidma.test", "Customer#2026");
    await page.goto("/profile");
    const card = page.getByTestId("customer-profile");
    await expect(card).toContainText("customer@khidma.test");
    await card.getByRole("button", { name: "Edit profile" }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await page.getByLabel("Last name").fill("Tester");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId("profile-name")).toContainText("Tester");
    // leave the demo account's last name as it was
    await page.goto("/profile/edit");
    await page.getByLabel("Last name").fill("Khan");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("a customer uploads a photo that the header shows, and changes their phone with a code", async ({
    page,
    request,
  }) => {
    test.slow(); // registers a customer, uploads a photo and runs two code flows
    // A customer of its own: the shared demo customer's phone is used by the sign-in-by-code tests meanwhile.
    const user = await registerCustomer(request);
    // 1x1 PNG
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64",
    );
    await signInAt(page, "/login", user.email, user.password);
    await page.goto("/profile/edit");
    const header = page.getByTestId("account-menu");
    await expect(header).toContainText(`Hi, ${user.first_name}`);
    await expect(page.getByTestId("header-avatar")).toHaveCount(0);

    // photo: preview first, then saved; the header shows it at once and after a reload
    await page.getByTestId("photo-input").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await expect(page.getByTestId("profile-photo-img")).toHaveAttribute("src", /^blob:/);
    await page.getByRole("button", { name: "Save photo" }).click();
    await expect(page.getByTestId("header-avatar")).toHaveAttribute("src", /^\/uploads\/[a-f0-9]{32}\.png$/);
    const src = await page.getByTestId("header-avatar").getAttribute("src");
    await expect(page.getByTestId("profile-photo-img")).toHaveAttribute("src", src!);
    expect(await page.getByTestId("header-avatar").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await page.reload();
    await expect(page.getByTestId("header-avatar")).toHaveAttribute("src", src!);

    // phone: the new number gets a code (demo: 123456), then the profile shows it
    const contact = page.getByTestId("contact-phone");
    await contact.getByRole("button", { name: "Change Mobile number" }).click();
    await page.getByLabel("New mobile number").fill("+971 55 000 0042");
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByText("Enter the 6-digit code we sent to")).toContainText("+971550000042");
    await expect(page.getByTestId("resend-code")).toBeDisabled();
    await page.getByLabel("Verification code").fill("123456");
    await page.getByRole("button", { name: "Verify and update" }).click();
    await expect(page.getByTestId("contact-phone-value")).toHaveText("+971550000042");
    await page.goto("/profile");
    await expect(page.getByTestId("profile-phone")).toHaveText("+971550000042");

    // the photo can be removed again
    await page.goto("/profile/edit");
    await page.getByRole("button", { name: "Remove photo" }).click();
    await expect(page.getByTestId("header-avatar")).toHaveCount(0);
  });
});
