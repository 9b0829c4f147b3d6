import { type APIRequestContext, expect, type Page } from "@playwright/test";

export const ACCOUNTS = {
  admin: { email: "admin@khidma.test", password: "Admin#2026", login: "/admin/login" },
  support: { email: "support@khidma.test", password: "Support#2026", login: "/admin/login" },
  partner: { email: "partner@khidma.test", password: "Partner#2026", login: "/partner/login" },
  tech: { email: "tech@khidma.test", password: "Tech#2026", login: "/partner/login" },
  applicant: { email: "applicant@khidma.test", password: "Applicant#2026", login: "/partner/login" },
  customer: { email: "customer@khidma.test", password: "Customer#2026", login: "/login" },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

/** Signs in through the UI at the account's own login page (or `at`), with email and password. */
export async function signIn(page: Page, who: AccountName, at?: string) {
  const account = ACCOUNTS[who];
  await page.goto(at ?? account.login);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByLabel("Password")).toHaveCount(0);
}

/** The persisted store as the browser holds it. */
export async function persisted(page: Page): Promise<Record<string, unknown> & { session?: { user: unknown } }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("khidma") ?? "{}").state ?? {});
}

/**
 * A fresh customer registered through the API (demo mode accepts the code 123456), for tests that change
 * account details and so must not touch the shared demo customer.
 */
export async function registerCustomer(request: APIRequestContext) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  const user = {
    first_name: "Mariam",
    last_name: "Test",
    email: `mariam.${stamp}@example.ae`,
    phone: `+97156${stamp}`,
    password: "Welcome#2026",
    password_confirmation: "Welcome#2026",
    gender: "female",
  };
  const token = (
    await (await request.get("/api/v2/client-access-token", { headers: { "x-api-key": "khidma-demo-key" } })).json()
  ).data.access_token;
  const headers = { authorization: `Bearer ${token}` };
  const registered = await request.post("/api/v2/register", { headers, data: user });
  expect(registered.status(), await registered.text()).toBe(201);
  const verified = await request.post("/api/v2/register/verify-otp", {
    headers,
    data: { phone: user.phone, otp: "123456" },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return user;
}
