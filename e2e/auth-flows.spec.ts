import { expect, type Page, test } from "@playwright/test";

/** A fresh UAE mobile number and email per run: +9715 then 8 digits from the clock and a random tail. */
function uniqueUser(tag: string) {
  const stamp = `${Date.now()}`.slice(-6) + `${Math.floor(Math.random() * 100)}`.padStart(2, "0");
  return {
    first: tag === "partner" ? "Omar" : "Layla",
    last: "Test",
    email: `${tag}.${stamp}@example.ae`,
    phone: `+9715${stamp}`,
    password: "FirstPass123",
  };
}

async function register(page: Page, user: ReturnType<typeof uniqueUser>, submit: string) {
  await page.getByLabel("First name").fill(user.first);
  await page.getByLabel("Last name").fill(user.last);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Mobile number").fill(user.phone);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm password").fill(user.password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: submit }).click();
}

test.describe("auth flows against the real API (demo mode: code 123456)", () => {
  test("a new customer registers, verifies the phone, resets the password and signs in again", async ({ page }) => {
    const user = uniqueUser("customer");

    await page.goto("/register");
    await expect(page.getByRole("heading", { name: "Create your Khidma account" })).toBeVisible();
    await register(page, user, "Create account");

    await expect(page).toHaveURL(/\/register\/otp\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("phone")).toBe(user.phone);
    expect(url.searchParams.get("email")).toBe(user.email);
    await expect(page.getByTestId("resend-code")).toBeDisabled();
    await page.getByLabel("Verification code").fill("123456");
    await page.getByRole("button", { name: "Verify and continue" }).click();

    // The category-preference step: pick two interests, they are saved, then home.
    await expect(page).toHaveURL(/\/category-preference$/);
    await page.getByLabel("AC Maintenance").check();
    await page.getByLabel("Pest Control").check();
    await expect(page.getByText("2 chosen")).toBeVisible();
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(`Hi, ${user.first}`)).toBeVisible();
    const saved = await page.evaluate(async () => {
      const token = document.cookie.match(/access_token=([^;]+)/)?.[1];
      const res = await fetch("/api/v2/user/category-preferences", { headers: { Authorization: `Bearer ${token}` } });
      return (await res.json()).data.categories.map((c: { name_en: string }) => c.name_en);
    });
    expect(saved).toEqual(["AC Maintenance", "Pest Control"]);
    await expect(page.getByRole("heading", { name: "Picked for you" })).toBeVisible();

    // The emailed link verifies at once.
    await page.goto(`/verify-email?${new URLSearchParams({ email: user.email, code: "123456" })}`);
    await expect(page.getByText("Your email is verified").first()).toBeVisible();

    // Forgot + reset (while signed in: the API revokes every session, so the SPA signs out too).
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send reset code" }).click();
    await expect(page).toHaveURL(/\/reset-password\?email=/);
    await expect(page.getByLabel("Email")).toHaveValue(user.email);
    const newPassword = "SecondPass456";
    await page.getByLabel("Reset code").fill("123456");
    await page.getByLabel("New password").fill(newPassword);
    await page.getByLabel("Confirm password").fill(newPassword);
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();

    // The old password no longer works; the new one does.
    await page.getByRole("textbox", { name: "Email" }).fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("These credentials do not match our records.").first()).toBeVisible();
    await page.getByLabel("Password").fill(newPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(`Hi, ${user.first}`)).toBeVisible();
  });

  test("a partner registers, verifies the phone and lands on the partner dashboard", async ({ page }) => {
    const user = uniqueUser("partner");
    await page.goto("/partner/register");
    await expect(page.getByRole("heading", { name: "Grow your service business with Khidma" })).toBeVisible();
    await register(page, user, "Create partner account");

    await expect(page).toHaveURL(/\/partner\/register\/otp\?/);
    await page.getByLabel("Verification code").fill("123456");
    await page.getByRole("button", { name: "Verify and continue" }).click();
    await expect(page).toHaveURL(/\/partner\/dashboard$/);
  });

  test("registration problems from the API show on the fields and keep what was typed", async ({ page }) => {
    const user = { ...uniqueUser("taken"), email: "customer@khidma.test", phone: "+971501234567" };
    await page.goto("/register");
    await register(page, user, "Create account");
    await expect(page.getByText("The email has already been taken.")).toBeVisible();
    await expect(page.getByText("The phone has already been taken.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("customer@khidma.test");
    await expect(page).toHaveURL(/\/register$/);
  });

  test("customer signs in with a code at /login/otp", async ({ page }) => {
    await page.goto("/login/otp");
    await expect(page.getByRole("heading", { name: "Sign in with a code" })).toBeVisible();
    const phone = page.getByLabel("Mobile number");
    await expect(phone).toHaveAttribute("type", "tel");
    await phone.fill("+971501234567");
    await page.getByRole("button", { name: "Send code" }).click();
    const code = page.getByLabel("Verification code");
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await code.fill("123456");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Hi, Aisha")).toBeVisible();
  });

  test("a wrong email code says so and offers the form again", async ({ page }) => {
    await page.goto("/verify-email?email=nobody%40example.ae&code=000000");
    await expect(page.getByText("We couldn't verify your email")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("nobody@example.ae");
  });

  test("the sign-up form fits a 375 px phone screen in Arabic, right to left", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/register");
    await page.getByRole("button", { name: "Language" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "أنشئ حسابك في خدمة" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
