import { focusManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http as mock } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setAccessToken } from "../../src/api/token";
import { SupportChat } from "../../src/components/storefront/help/support-chat";
import { SUPPORT_KEY_STORAGE } from "../../src/components/storefront/help/support-chat-model";
import { initI18n } from "../../src/i18n";
import { type LoginSession, useKhidmaStore } from "../../src/state";
import { releaseClientState, resetClientState, testNotifier } from "./client-state";

const BASE = "*/api/v2";
const server = setupServer();
const notifier = testNotifier();
const AUTO = "Thanks, a Khidma agent will reply here shortly. Usual reply time: under 15 minutes, 8am-10pm Dubai time.";
const thread = { id: 7, status: "open", subject: "Hello", created_at: "2026-01-15T06:30:00.000Z" };
const msg = (id: number, sender: string, body: string) => ({
  id,
  sender,
  body,
  created_at: "2026-01-15T06:30:00.000Z",
});

const renderChat = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SupportChat />
    </QueryClientProvider>,
  );
};

beforeAll(() => {
  initI18n("en");
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(() => server.close());
beforeEach(() => {
  server.resetHandlers();
  resetClientState({ token: "client-token", notifier, clearStorage: true });
});
afterEach(releaseClientState);

describe("support chat", () => {
  it("a guest gives name and email, the support key is stored and sent back as X-Support-Key", async () => {
    const posted: Array<{ body: Record<string, string>; key: string | null }> = [];
    const reads: Array<{ key: string | null; after: string | null }> = [];
    server.use(
      mock.post(`${BASE}/support/messages`, async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        posted.push({ body, key: request.headers.get("x-support-key") });
        return HttpResponse.json(
          {
            status_code: 201,
            data: {
              thread,
              messages: [msg(1, "customer", body.body), msg(2, "system", AUTO)],
              support_key: "secret-key-123",
            },
            message: "Message sent",
          },
          { status: 201 },
        );
      }),
      mock.get(`${BASE}/support/thread`, ({ request }) => {
        const url = new URL(request.url);
        reads.push({ key: request.headers.get("x-support-key"), after: url.searchParams.get("after_id") });
        return HttpResponse.json({ status_code: 200, data: { thread, messages: [] }, message: "ok" });
      }),
    );
    const user = userEvent.setup();
    renderChat();

    // no key yet: nothing to read, an empty state and the guest fields
    expect(screen.getByText("Start a conversation")).toBeInTheDocument();
    const box = screen.getByLabelText("Message");
    await user.type(box, "My cleaner is late");
    await user.keyboard("{Enter}");
    // name and email are required before anything is sent
    expect(await screen.findAllByText("This field is required")).toHaveLength(2);
    expect(posted).toHaveLength(0);
    expect(box).toHaveValue("My cleaner is late");

    await user.type(screen.getByLabelText("Your name"), "Sara");
    await user.type(screen.getByLabelText("Email"), "sara@example.com");
    // Shift+Enter is a new line, Enter sends
    await user.type(box, "{Shift>}{Enter}{/Shift}please");
    expect(box).toHaveValue("My cleaner is late\nplease");
    await user.keyboard("{Enter}");

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      body: { body: "My cleaner is late\nplease", guest_name: "Sara", guest_email: "sara@example.com" },
      key: null,
    });
    const list = await screen.findByRole("list", { name: "Conversation with Khidma support" });
    expect(await within(list).findByText(AUTO)).toBeInTheDocument();
    expect(box).toHaveValue("");
    expect(localStorage.getItem(SUPPORT_KEY_STORAGE)).toBe("secret-key-123");
    // the guest fields are gone once the thread exists
    expect(screen.queryByLabelText("Your name")).toBeNull();
    // the automatic reply is announced in the live region
    expect(screen.getByTestId("support-chat-live")).toHaveTextContent(AUTO);

    // the thread is read back with the key, asking only for newer messages
    await waitFor(() => expect(reads.length).toBeGreaterThan(0));
    expect(reads[0]).toEqual({ key: "secret-key-123", after: "2" });

    // a follow-up message carries the key and no guest details
    await user.type(box, "Any news?");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ body: { body: "Any news?" }, key: "secret-key-123" });
  });

  it("a stored key loads the guest's thread on the next visit", async () => {
    localStorage.setItem(SUPPORT_KEY_STORAGE, "old-key");
    const keys: Array<string | null> = [];
    server.use(
      mock.get(`${BASE}/support/thread`, ({ request }) => {
        keys.push(request.headers.get("x-support-key"));
        return HttpResponse.json({
          status_code: 200,
          data: { thread, messages: [msg(1, "customer", "Earlier question"), msg(3, "agent", "Agent answer")] },
          message: "ok",
        });
      }),
    );
    renderChat();
    expect(await screen.findByText("Agent answer")).toBeInTheDocument();
    expect(screen.getByText("Earlier question").closest("li")).toHaveClass("kh-chat-mine");
    expect(screen.getByText("Agent answer").closest("li")).toHaveClass("kh-chat-theirs");
    expect(keys[0]).toBe("old-key");
    expect(screen.queryByLabelText("Your name")).toBeNull();
  });

  it("a 422 shows the field errors and keeps the typed message", async () => {
    server.use(
      mock.post(`${BASE}/support/messages`, () =>
        HttpResponse.json(
          {
            status_code: 422,
            data: null,
            message: "The given data was invalid.",
            errors: { guest_email: ["The guest email must be a valid email address."] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderChat();
    await user.type(screen.getByLabelText("Your name"), "Sara");
    await user.type(screen.getByLabelText("Email"), "sara@example.c");
    await user.type(screen.getByLabelText("Message"), "Please call me");
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(await screen.findByText("The guest email must be a valid email address.")).toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveValue("Please call me");
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("Not sent.")).toBeNull();
    expect(localStorage.getItem(SUPPORT_KEY_STORAGE)).toBeNull();
    // the API layer toasts the 422 message as usual
    expect(notifier.error).toHaveBeenCalledWith("The given data was invalid.");
  });

  it("a signed-in customer: no key is sent, a failed send can be retried, agent replies are announced", async () => {
    const role = { id: 3, name: "User", type: "customer" as const, permissions: [] as string[] };
    const session: LoginSession = {
      access_token: "customer-token",
      user: { id: 42, first_name: "Mariam", last_name: "Saeed", roles: [role], partner_details: { id: null } },
      roles: [role],
      default_role: "User",
    };
    useKhidmaStore.getState().setSession(session);
    setAccessToken("customer-token");
    localStorage.setItem(SUPPORT_KEY_STORAGE, "guest-key-from-before");

    let fail = true;
    const keys: Array<string | null> = [];
    let messages = [msg(1, "customer", "Hi"), msg(2, "system", AUTO)];
    server.use(
      mock.get(`${BASE}/support/thread`, ({ request }) => {
        keys.push(request.headers.get("x-support-key"));
        const after = Number(new URL(request.url).searchParams.get("after_id") ?? 0);
        return HttpResponse.json({
          status_code: 200,
          data: { thread, messages: messages.filter((m) => m.id > after) },
          message: "ok",
        });
      }),
      mock.post(`${BASE}/support/messages`, async ({ request }) => {
        if (fail) return HttpResponse.json({ status_code: 500, data: null, message: "Boom" }, { status: 500 });
        const body = (await request.json()) as { body: string };
        const added = msg(3, "customer", body.body);
        messages = [...messages, added];
        return HttpResponse.json(
          { status_code: 201, data: { thread, messages: [added] }, message: "ok" },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderChat();
    expect(await screen.findByText("Hi")).toBeInTheDocument();
    expect(screen.queryByLabelText("Your name")).toBeNull();
    expect(keys[0]).toBeNull();
    // what was on screen at load is not announced
    expect(screen.getByTestId("support-chat-live")).toHaveTextContent("");

    await user.type(screen.getByLabelText("Message"), "Is Tuesday possible?");
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Not sent.")).toBeInTheDocument();
    expect(screen.getByText("Is Tuesday possible?")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(screen.queryByText("Not sent.")).toBeNull());
    expect(screen.getAllByText("Is Tuesday possible?")).toHaveLength(1);

    // an agent answers; the next poll (here: the page regaining focus) asks after the last id and announces it
    messages = [...messages, msg(4, "agent", "Yes, Tuesday at 10 am works.")];
    const before = keys.length;
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(await screen.findByText("Yes, Tuesday at 10 am works.")).toBeInTheDocument();
    expect(keys.length).toBeGreaterThan(before);
    expect(keys.every((k) => k === null)).toBe(true);
    expect(screen.getByTestId("support-chat-live")).toHaveTextContent(
      "New message from Khidma support: Yes, Tuesday at 10 am works.",
    );
    expect(screen.getAllByText("Is Tuesday possible?")).toHaveLength(1);
    focusManager.setFocused(undefined);
  });
});
