import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../src/i18n";
import SupportInbox from "../../src/portals/admin/support/support-inbox";
import SupportThreadPage from "../../src/portals/admin/support/support-thread";
import type { SupportMessage, SupportThread } from "../../src/portals/admin/support/types";
import { BASE, ok, page, renderAt, setupAdminTests, signInAs } from "./admin-helpers";

/** The admin support inbox (issue 18c): the list with its filters, a conversation, reply, assign and close. */

const ME = { id: 5, first_name: "Fatima", last_name: "Al Hashimi", email: "support@khidma.test" };
const AT = "2026-11-20T06:30:00.000Z";

const message = (id: number, sender: SupportMessage["sender"], body: string): SupportMessage => ({
  id,
  sender,
  body,
  created_at: AT,
});

const thread = (id: number, over: Partial<SupportThread> = {}): SupportThread => ({
  id,
  status: "open",
  subject: "Where is my cleaner?",
  user_id: 9,
  is_guest: false,
  customer_name: "Aisha Al Suwaidi",
  customer_email: "customer@khidma.test",
  assigned_to: null,
  message_count: 2,
  last_message: message(2, "system", "Thanks, a Khidma agent will reply here shortly."),
  created_at: AT,
  updated_at: AT,
  last_message_at: AT,
  ...over,
});

let threads: SupportThread[] = [];
let messages: SupportMessage[] = [];
const listQueries: URLSearchParams[] = [];
const posts: Array<{ url: string; body: unknown }> = [];
const agentQueries: URLSearchParams[] = [];

const find = (id: string | readonly string[] | undefined) => threads.find((t) => t.id === Number(id));
const refuse = (field: string, text: string) =>
  HttpResponse.json({ status_code: 422, message: text, errors: { [field]: [text] } }, { status: 422 });

setupAdminTests({
  handlers: () => [
    mock.get(`${BASE}/admin/support/threads`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      listQueries.push(q);
      let rows = threads;
      if (q.get("status")) rows = rows.filter((t) => t.status === q.get("status"));
      if (q.get("assigned") === "me") rows = rows.filter((t) => t.assigned_to?.id === ME.id);
      const search = q.get("search")?.toLowerCase();
      if (search)
        rows = rows.filter((t) => `${t.subject} ${t.customer_name} ${t.customer_email}`.toLowerCase().includes(search));
      return ok(page(rows));
    }),
    mock.get(`${BASE}/admin/support/threads/:id`, ({ params }) => {
      const t = find(params.id);
      return t
        ? ok({ thread: t, messages })
        : HttpResponse.json({ status_code: 404, message: "The conversation was not found." }, { status: 404 });
    }),
    mock.post(`${BASE}/admin/support/threads/:id/reply`, async ({ params, request }) => {
      const body = (await request.json()) as { body: string };
      posts.push({ url: "reply", body });
      const t = find(params.id)!;
      if (t.status === "closed")
        return refuse(
          "id",
          "This conversation is closed, so it takes no more replies. The customer's next message starts a new one.",
        );
      const added = message(messages.length + 1, "agent", body.body);
      messages = [...messages, added];
      Object.assign(t, { last_message: added, message_count: messages.length });
      return ok({ thread: t, message: added }, 201);
    }),
    mock.post(`${BASE}/admin/support/threads/:id/assign`, async ({ params, request }) => {
      const text = await request.text();
      const body = (text ? JSON.parse(text) : {}) as { user_id?: number };
      posts.push({ url: "assign", body });
      const t = find(params.id)!;
      if (body.user_id === 77)
        return refuse(
          "user_id",
          "The user must be an active Khidma staff member allowed to reply to support conversations.",
        );
      const agent = body.user_id === 8 ? { id: 8, name: "Omar Al Mansoori" } : { id: ME.id, name: "Fatima Al Hashimi" };
      t.assigned_to = agent;
      return ok({ thread: t });
    }),
    mock.post(`${BASE}/admin/support/threads/:id/close`, ({ params }) => {
      posts.push({ url: "close", body: null });
      const t = find(params.id)!;
      t.status = "closed";
      return ok({ thread: t });
    }),
    mock.get(`${BASE}/user/list`, ({ request }) => {
      agentQueries.push(new URL(request.url).searchParams);
      // "Read Only" stands for an agent who lost reply-support after the list was read (the assign answers 422)
      return ok(
        page([
          { id: 8, name: "Omar Al Mansoori", email: "admin@khidma.test" },
          { id: 77, name: "Read Only", email: "viewer@khidma.test" },
        ]),
      );
    }),
  ],
  signIn: () =>
    signInAs(
      { id: 3, name: "Support", type: "internal", permissions: ["read-support", "reply-support", "read-user"] },
      ME,
    ),
});

const reset = () => {
  threads = [
    thread(7),
    thread(6, {
      subject: "Prices?",
      user_id: null,
      is_guest: true,
      customer_name: "Ali",
      customer_email: "ali@x.ae",
      assigned_to: { id: ME.id, name: "Fatima Al Hashimi" },
      last_message: message(1, "customer", "How much is a deep clean?"),
    }),
    thread(5, { subject: "Old question", status: "closed", assigned_to: { id: 8, name: "Omar Al Mansoori" } }),
  ];
  messages = [message(1, "customer", "Where is my cleaner?"), message(2, "system", "Thanks, an agent will reply.")];
  listQueries.length = 0;
  posts.length = 0;
};

afterEach(async () => {
  reset();
  await i18n.changeLanguage("en");
});
reset();

const openThread = (id = 7) => renderAt(`/admin/support/show/${id}`, "/admin/support/show/:id", <SupportThreadPage />);

describe("admin support inbox: the list", () => {
  it("lists conversations with customer, guest tag, status and assignee; a subject opens the conversation", async () => {
    renderAt("/admin/support", "/admin/support", <SupportInbox />);
    const table = await screen.findByTestId("support-table");
    const row7 = await within(table).findByTestId("support-row-7");
    expect(within(row7).getByRole("link", { name: "Where is my cleaner?" })).toHaveAttribute(
      "href",
      "/admin/support/show/7",
    );
    expect(within(row7).getByText("Aisha Al Suwaidi")).toBeInTheDocument();
    expect(within(row7).getByText("customer@khidma.test")).toBeInTheDocument();
    const row6 = within(table).getByTestId("support-row-6");
    expect(within(row6).getByText("Guest")).toBeInTheDocument();
    expect(within(row6).getByText("How much is a deep clean?")).toBeInTheDocument();
    // assignee column: unassigned, the caller, another agent; status tags
    expect(within(table).getByText("Unassigned")).toBeInTheDocument();
    expect(within(table).getByText("Fatima Al Hashimi (you)")).toBeInTheDocument();
    expect(within(table).getByText("Omar Al Mansoori")).toBeInTheDocument();
    expect(within(table).getAllByText("Open")).toHaveLength(2);
    expect(within(table).getByText("Closed")).toBeInTheDocument();
    expect(within(table).getAllByText("20-11-2026 10:30 AM")).toHaveLength(3);
  });

  it("filters open / closed and assigned to me, and searches", async () => {
    renderAt("/admin/support", "/admin/support", <SupportInbox />);
    const table = await screen.findByTestId("support-table");
    await within(table).findByTestId("support-row-7");

    fireEvent.click(screen.getByRole("radio", { name: "Closed" }));
    await waitFor(() => expect(listQueries.at(-1)?.get("status")).toBe("closed"));
    await waitFor(() => expect(within(table).queryByTestId("support-row-7")).not.toBeInTheDocument());
    expect(within(table).getByTestId("support-row-5")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("radio", { name: "Open" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Assigned to me" }));
    await waitFor(() => expect(listQueries.at(-1)?.get("assigned")).toBe("me"));
    expect(listQueries.at(-1)?.get("status")).toBe("open");
    await waitFor(() => expect(within(table).queryByTestId("support-row-7")).not.toBeInTheDocument());
    expect(within(table).getByTestId("support-row-6")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("checkbox", { name: "Assigned to me" }));
    fireEvent.click(screen.getByRole("radio", { name: "All" }));
    const search = screen.getByLabelText("Subject, customer name or e-mail");
    fireEvent.change(search, { target: { value: "nobody@" } });
    fireEvent.keyDown(search, { key: "Enter", code: "Enter" });
    await waitFor(() => expect(listQueries.at(-1)?.get("search")).toBe("nobody@"));
    expect(listQueries.at(-1)?.get("status")).toBeNull();
    expect(listQueries.at(-1)?.get("assigned")).toBeNull();
    expect(await within(table).findByText("No conversations match these filters.")).toBeInTheDocument();
  });

  it("speaks Arabic", async () => {
    await i18n.changeLanguage("ar");
    renderAt("/admin/support", "/admin/support", <SupportInbox />);
    const table = await screen.findByTestId("support-table");
    expect(await within(table).findByText("غير مسندة")).toBeInTheDocument();
    expect(within(table).getByText("زائر")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "صندوق الدعم" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "المسندة إليّ" })).toBeInTheDocument();
  });
});

describe("admin support inbox: a conversation", () => {
  it("shows the messages and sends a reply that joins the conversation", async () => {
    openThread();
    const log = await screen.findByRole("list", { name: "Conversation with Aisha Al Suwaidi" });
    expect(within(log).getByText("Where is my cleaner?")).toBeInTheDocument();
    expect(within(log).getByText("Automatic reply")).toBeInTheDocument();
    expect(screen.getByText(/gets a notification/)).toBeInTheDocument();

    const box = screen.getByLabelText("Your reply");
    fireEvent.change(box, { target: { value: "Your cleaner is 10 minutes away." } });
    fireEvent.click(screen.getByRole("button", { name: /Send reply/ }));
    expect(await within(log).findByText("Your cleaner is 10 minutes away.")).toBeInTheDocument();
    expect(posts).toEqual([{ url: "reply", body: { body: "Your cleaner is 10 minutes away." } }]);
    // sent: the box is empty again (antd may render a new textarea, so it is looked up again)
    await waitFor(() => expect(screen.getByLabelText("Your reply")).toHaveValue(""));
    expect(within(log).getByText("Khidma support")).toBeInTheDocument();
  });

  it("a customer's message arriving by polling joins the conversation, is announced, and the draft stays", async () => {
    openThread();
    const log = await screen.findByRole("list", { name: "Conversation with Aisha Al Suwaidi" });
    fireEvent.change(screen.getByLabelText("Your reply"), { target: { value: "Half-written answer" } });
    messages = [...messages, message(3, "customer", "Are you there?")];
    // the page reads the conversation again every 10 s
    expect(await within(log).findByText("Are you there?", undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("New message from the customer: Are you there?");
    expect(screen.getByLabelText("Your reply")).toHaveValue("Half-written answer");
  }, 25_000);

  it("an empty reply is not sent; a reply to a conversation closed meanwhile shows why and keeps the text", async () => {
    openThread();
    await screen.findByRole("list", { name: "Conversation with Aisha Al Suwaidi" });
    fireEvent.click(screen.getByRole("button", { name: /Send reply/ }));
    expect(await screen.findByText("Write a reply first.")).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    threads[0].status = "closed"; // another agent closed it; this page has not polled yet
    const box = screen.getByLabelText("Your reply");
    fireEvent.change(box, { target: { value: "Late answer" } });
    fireEvent.click(screen.getByRole("button", { name: /Send reply/ }));
    const refusal = await screen.findByTestId("support-reply-refusal");
    expect(refusal).toHaveTextContent("This conversation is closed, so it takes no more replies.");
    expect(box).toHaveValue("Late answer");
    // the page reads the conversation again: now closed, read-only
    expect(
      await screen.findByText("This conversation is closed. The customer's next message starts a new one."),
    ).toBeInTheDocument();
  });

  it("assigns to me, to another agent (a refused agent's error at the field), and closes after a confirmation", async () => {
    openThread();
    await screen.findByRole("list", { name: "Conversation with Aisha Al Suwaidi" });
    expect(screen.getByText("Unassigned")).toBeInTheDocument();

    fireEvent.click(screen.getByTestId("assign-to-me"));
    expect(await screen.findByText("Fatima Al Hashimi (you)")).toBeInTheDocument();
    expect(posts.at(-1)).toEqual({ url: "assign", body: {} });
    await waitFor(() => expect(screen.queryByTestId("assign-to-me")).not.toBeInTheDocument());

    fireEvent.click(screen.getByTestId("assign-to"));
    const dialog = await screen.findByRole("dialog", { name: "Assign the conversation" });
    const select = within(dialog).getByRole("combobox");
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle("Read Only (viewer@khidma.test)"));
    // the dialog offers only active staff who may reply to support
    expect(agentQueries.at(-1)?.get("user_type")).toBe("internal");
    expect(agentQueries.at(-1)?.get("permission")).toBe("reply-support");
    expect(agentQueries.at(-1)?.get("status")).toBe("active");
    fireEvent.click(within(dialog).getByTestId("assign-confirm"));
    expect(await within(dialog).findByText(/allowed to reply to support conversations/)).toBeInTheDocument();
    expect(posts.at(-1)).toEqual({ url: "assign", body: { user_id: 77 } });

    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle("Omar Al Mansoori (admin@khidma.test)"));
    fireEvent.click(within(dialog).getByTestId("assign-confirm"));
    await waitFor(() => expect(posts.at(-1)).toEqual({ url: "assign", body: { user_id: 8 } }));
    await waitFor(() => expect(screen.getByTestId("thread-assignee")).toHaveTextContent("Omar Al Mansoori"));

    fireEvent.click(screen.getByTestId("close-thread"));
    fireEvent.click(await screen.findByTestId("close-confirm"));
    expect(
      await screen.findByText("This conversation is closed. The customer's next message starts a new one."),
    ).toBeInTheDocument();
    expect(posts.at(-1)).toEqual({ url: "close", body: null });
    expect(screen.queryByLabelText("Your reply")).not.toBeInTheDocument();
    expect(screen.queryByTestId("close-thread")).not.toBeInTheDocument();
    expect(screen.getByTestId("thread-status")).toHaveTextContent("Closed");
  });

  it("a role that may only read sees the conversation without reply box or actions", async () => {
    signInAs({ id: 4, name: "Viewer", type: "internal", permissions: ["read-support"] }, ME);
    openThread();
    await screen.findByRole("list", { name: "Conversation with Aisha Al Suwaidi" });
    expect(screen.getByText("Your role may read conversations but not reply to them.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Your reply")).not.toBeInTheDocument();
    expect(screen.queryByTestId("assign-to-me")).not.toBeInTheDocument();
    expect(screen.queryByTestId("close-thread")).not.toBeInTheDocument();
  });

  it("an unknown conversation says it was not found", async () => {
    openThread(999);
    expect(await screen.findByText("This conversation was not found.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the inbox" })).toHaveAttribute("href", "/admin/support");
  });
});
