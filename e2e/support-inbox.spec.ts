import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { ACCOUNTS, apiAs, signIn } from "./support";

/**
 * Issue 18c, support inbox: the demo customer writes on /support; the Support agent finds the conversation in
 * /admin/support (open, searched by the customer's e-mail), reads the message, takes it and answers; the customer's
 * open page shows the answer without a reload (the chat polls) and the customer has a notification; the agent closes
 * the conversation. At 375 px in Arabic the inbox and a conversation fit the screen.
 */

const supportCall = (page: Page, verb: "reply" | "assign" | "close") =>
  page.waitForResponse(
    (r) =>
      r.url().includes("/api/v2/admin/support/threads/") &&
      r.url().endsWith(`/${verb}`) &&
      r.request().method() === "POST",
  );

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

/** The inbox filtered to open conversations of the demo customer; opens the newest. */
async function openCustomersConversation(page: Page) {
  await page.goto("/admin/support");
  await expect(page.getByRole("heading", { name: "Support inbox" })).toBeVisible();
  // the status filter's button (its radio input is drawn by the label)
  await page
    .locator(".ant-radio-button-wrapper")
    .filter({ hasText: /^Open$/ })
    .click();
  await expect(page.getByRole("radio", { name: "Open" })).toBeChecked();
  const search = page.getByLabel("Subject, customer name or e-mail");
  await search.fill(ACCOUNTS.customer.email);
  await search.press("Enter");
  const table = page.getByTestId("support-table");
  const row = table.locator("[data-testid^=support-row-]").filter({ hasText: ACCOUNTS.customer.email }).first();
  await expect(row).toBeVisible();
  await expect(table.locator("[data-testid^=support-row-]").filter({ hasText: "Guest" })).toHaveCount(0);
  await row.getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/support\/show\/\d+$/);
}

test.describe("support inbox", () => {
  test("the customer writes on /support, the Support agent answers in /admin/support, the customer sees the answer without reloading", async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const stamp = `${Date.now()}`.slice(-7);
    const question = `My cleaner has not arrived (${stamp})`;
    const answer = `Sorry for the wait: she is 10 minutes away (${stamp}).`;

    // the demo customer's earlier conversation (another flow's) is closed: this message starts a new, unassigned one
    const admin = await apiAs(page.request, "admin");
    const open = await admin.get(
      `admin/support/threads?status=open&search=${encodeURIComponent(ACCOUNTS.customer.email)}`,
    );
    for (const t of open.data as Array<{ id: number }>) await admin.post(`admin/support/threads/${t.id}/close`, {});

    // the customer writes
    await signIn(page, "customer");
    await page.goto("/support");
    const chat = page.locator(".kh-chat");
    const box = chat.getByLabel("Message");
    await box.fill(question);
    await box.press("Enter");
    const log = chat.getByRole("list", { name: "Conversation with Khidma support" });
    await expect(log.getByText(question)).toBeVisible();
    // a page that reloads loses this mark
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });

    // the Support agent (role Support: read-support, reply-support) finds and reads it
    const agentContext = await browser.newContext();
    const agent = await agentContext.newPage();
    await signIn(agent, "support");
    await openCustomersConversation(agent);
    const messages = agent.getByTestId("support-messages");
    await expect(messages.getByText(question)).toBeVisible();
    await expect(agent.getByTestId("thread-status")).toHaveText("Open");
    await expectAccessible(agent, "a conversation");

    // takes it, then answers
    const assigned = supportCall(agent, "assign");
    await agent.getByRole("button", { name: "Assign to me" }).click();
    expect((await assigned).status()).toBe(200);
    await expect(agent.getByTestId("thread-assignee")).toHaveText("Fatima Al Hashimi (you)");
    await expect(agent.getByRole("button", { name: "Assign to me" })).toHaveCount(0);

    await agent.getByLabel("Your reply").fill(answer);
    const replied = supportCall(agent, "reply");
    await agent.getByRole("button", { name: "Send reply" }).click();
    expect((await replied).status()).toBe(201);
    await expect(messages.getByText(answer)).toBeVisible();
    await expect(agent.getByLabel("Your reply")).toHaveValue("");

    // the customer's open page shows it within 30 s, without a reload, and announces it
    await expect(log.getByText(answer)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("support-chat-live")).toContainText(answer);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    // and a notification linking to /support
    const customer = await apiAs(page.request, "customer");
    const notes = (await customer.get("notifications/list")).data as Array<{ type: string; link: string }>;
    expect(notes.find((n) => n.type === "support" && JSON.stringify(n).includes(answer))?.link).toBe("/support");

    // the inbox lists it under "assigned to me"; the agent closes it
    await agent.goto("/admin/support");
    await agent.getByRole("checkbox", { name: "Assigned to me" }).check();
    await expect(agent.getByTestId("support-table").getByText(answer)).toBeVisible();
    await expectAccessible(agent, "the inbox");
    await agent
      .getByTestId("support-table")
      .locator("[data-testid^=support-row-]")
      .filter({ hasText: answer })
      .getByRole("link")
      .click();
    await agent.getByTestId("close-thread").click();
    const closed = supportCall(agent, "close");
    await agent.getByTestId("close-confirm").click();
    expect((await closed).status()).toBe(200);
    await expect(agent.getByTestId("thread-status")).toHaveText("Closed");
    await expect(
      agent.getByText("This conversation is closed. The customer's next message starts a new one."),
    ).toBeVisible();
    await expect(agent.getByLabel("Your reply")).toHaveCount(0);
    await agentContext.close();
  });

  test("at 375 px in Arabic the inbox and a conversation read right to left and fit the screen", async ({
    page,
    request,
  }) => {
    // a conversation to open (the demo customer's open one, or a new one)
    const customer = await apiAs(request, "customer");
    await customer.post("support/messages", { body: "هل يمكن تغيير موعدي؟" });

    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, "support");
    await page.goto("/admin/support");
    await expect(page.getByRole("heading", { name: "Support inbox" })).toBeVisible();
    await page.getByRole("button", { name: "Language" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "صندوق الدعم" })).toBeVisible();
    const row = page
      .getByTestId("support-table")
      .locator("[data-testid^=support-row-]")
      .filter({ hasText: ACCOUNTS.customer.email })
      .first();
    await expect(row).toBeVisible();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await fits()).toBeLessThanOrEqual(0);

    await row.getByRole("link").click();
    await expect(page.getByLabel("ردّك")).toBeVisible();
    await expect(page.getByTestId("support-messages").getByText("هل يمكن تغيير موعدي؟").first()).toBeVisible();
    expect(await fits()).toBeLessThanOrEqual(0);
    await expectAccessible(page, "a conversation (ar, 375 px)");
  });
});
