import { expect, test } from "@playwright/test";
import { ACCOUNTS, signIn } from "./support";

const API = "/api/v2";
const AUTO_REPLY = "Thanks, a Khidma agent will reply here shortly.";

test.describe("support chat", () => {
  test("a guest sends a message, sees the automatic reply, and finds the conversation again after a reload", async ({
    page,
  }) => {
    await page.goto("/support");
    const chat = page.locator(".kh-chat");
    await expect(chat.getByText("Start a conversation")).toBeVisible();
    await chat.getByLabel("Your name").fill("Guest Tester");
    await chat.getByLabel("Email", { exact: true }).fill("guest-e2e@example.com");
    await chat.getByLabel("Message").fill("Hello from a guest");
    await chat.getByRole("button", { name: "Send" }).click();

    const log = chat.getByRole("list", { name: "Conversation with Khidma support" });
    await expect(log.getByText("Hello from a guest")).toBeVisible();
    await expect(log.getByText(AUTO_REPLY)).toBeVisible();
    await expect(chat.getByLabel("Your name")).toHaveCount(0);
    const key = await page.evaluate(() => localStorage.getItem("khidma.supportKey"));
    expect(key).toBeTruthy();

    await page.reload();
    await expect(page.locator(".kh-chat").getByText("Hello from a guest")).toBeVisible();
  });

  test("the signed-in customer's message gets an agent reply (posted through the API) within the polling interval", async ({
    page,
    request,
  }) => {
    await signIn(page, "customer");
    await page.goto("/support");
    const chat = page.locator(".kh-chat");
    await expect(chat.getByLabel("Your name")).toHaveCount(0);
    const text = `Where is my technician? ${Date.now()}`;
    const box = chat.getByLabel("Message");
    await box.fill(text);
    await box.press("Enter");
    const log = chat.getByRole("list", { name: "Conversation with Khidma support" });
    await expect(log.getByText(text)).toBeVisible();
    await expect(box).toHaveValue("");

    const login = await request.post(`${API}/login`, {
      data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    const headers = { authorization: `Bearer ${(await login.json()).data.access_token}` };
    const list = await request.get(`${API}/admin/support/threads?status=open&search=customer@khidma.test`, {
      headers,
    });
    expect(list.status(), await list.text()).toBe(200);
    const thread = (await list.json()).data.data.find(
      (t: { customer_email: string | null; last_message: { body: string } | null }) =>
        t.customer_email === ACCOUNTS.customer.email,
    );
    expect(thread).toBeTruthy();
    const answer = `Your technician is 10 minutes away (${Date.now()}).`;
    const reply = await request.post(`${API}/admin/support/threads/${thread.id}/reply`, {
      headers,
      data: { body: answer },
    });
    expect(reply.status(), await reply.text()).toBe(201);

    await expect(log.getByText(answer)).toBeVisible({ timeout: 8_000 });
    await expect(page.getByTestId("support-chat-live")).toContainText(answer);
  });
});
