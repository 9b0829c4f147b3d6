import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedReferenceData } from "../../server/src/db/seed.js";
import { translate } from "../../server/src/lib/i18n.js";
import { AUTO_REPLY } from "../../server/src/modules/support/routes.js";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

type Msg = { id: number; sender: string; body: string; created_at: string };

describe("support chat", () => {
  let app: TestApp;
  let db: Awaited<ReturnType<typeof makeTestApp>>["db"];
  beforeEach(async () => ({ app, db } = await makeTestApp()));
  afterEach(() => app.close());

  const call = (
    method: "GET" | "POST",
    url: string,
    token: string | null,
    payload?: object,
    headers: Record<string, string> = {},
  ) => app.inject({ method, url: `/api/v2/${url}`, headers: { ...(token ? bearer(token) : {}), ...headers }, payload });
  const signIn = async (email: string, password: string) => (await login(app, email, password)).access_token;
  const customer = () => signIn("customer@khidma.test", "Customer#2026");
  const admin = () => signIn("admin@khidma.test", "Admin#2026");

  it("a guest starts a thread (422 without name or email), reads it back with its key; another key sees nothing", async () => {
    const guest = await clientToken(app);

    const missing = await call("POST", "support/messages", guest, { body: "Hello" });
    expect(missing.statusCode).toBe(422);
    expect(json(missing).errors).toEqual({
      guest_name: ["The guest name field is required."],
      guest_email: ["The guest email field is required."],
    });
    const bad = await call("POST", "support/messages", guest, {
      body: "Hello",
      guest_name: "Sara",
      guest_email: "x@y",
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({ guest_email: ["The guest email must be a valid email address."] });
    const arabic = await call(
      "POST",
      "support/messages",
      guest,
      { body: "Hello", guest_name: "Sara" },
      { "accept-language": "ar" },
    );
    expect(json(arabic).errors.guest_email).toEqual(["حقل البريد الإلكتروني مطلوب."]);
    const empty = await call("POST", "support/messages", guest, { body: "   " });
    expect(json(empty).errors.body).toEqual(["The body field is required."]);
    const long = await call("POST", "support/messages", guest, { body: "x".repeat(2001) });
    expect(json(long).errors.body).toEqual(["The body may not be greater than 2000 characters."]);
    expect(await db.selectFrom("support_threads").selectAll().execute()).toHaveLength(0);

    const started = await call("POST", "support/messages", guest, {
      body: "  My cleaner is late  ",
      guest_name: "Sara",
      guest_email: "Sara@Example.com",
    });
    expect(started.statusCode).toBe(201);
    const data = json(started).data;
    expect(data.thread).toMatchObject({ status: "open", subject: "My cleaner is late" });
    expect(data.messages.map((m: Msg) => [m.sender, m.body])).toEqual([
      ["customer", "My cleaner is late"],
      ["system", AUTO_REPLY.en],
    ]);
    expect(typeof data.support_key).toBe("string");
    expect(data.support_key.length).toBeGreaterThanOrEqual(32);
    // only the hash is stored
    const row = await db.selectFrom("support_threads").selectAll().executeTakeFirstOrThrow();
    expect(row.guest_key_hash).not.toBe(data.support_key);
    expect(row.guest_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row).toMatchObject({ guest_name: "Sara", guest_email: "sara@example.com", user_id: null });

    const key = { "x-support-key": data.support_key };
    const read = json(await call("GET", "support/thread", guest, undefined, key)).data;
    expect(read.thread.id).toBe(data.thread.id);
    expect(read.messages).toHaveLength(2);
    // another client token with the same key reads it too (the key is the secret), another key sees nothing
    expect(json(await call("GET", "support/thread", await clientToken(app), undefined, key)).data.thread.id).toBe(
      data.thread.id,
    );
    const other = json(await call("GET", "support/thread", guest, undefined, { "x-support-key": "not-the-key" })).data;
    expect(other).toEqual({ thread: null, messages: [] });
    expect(json(await call("GET", "support/thread", guest)).data).toEqual({ thread: null, messages: [] });

    // a follow-up with the key appends without name/email, gets no new key and no second auto-reply
    const next = await call("POST", "support/messages", guest, { body: "Any news?" }, key);
    expect(next.statusCode).toBe(201);
    expect(json(next).data.support_key).toBeUndefined();
    expect(json(next).data.messages.map((m: Msg) => m.sender)).toEqual(["customer"]);
  });

  it("a signed-in customer's thread, polling with after_id, and the auto-reply only on the first message", async () => {
    const token = await customer();
    expect(json(await call("GET", "support/thread", token)).data).toEqual({ thread: null, messages: [] });
    const first = json(
      await call(
        "POST",
        "support/messages",
        token,
        { body: "Hi", subject: "Booking #12" },
        { "accept-language": "ar" },
      ),
    );
    expect(first.message).toBe(translate("Message sent", "ar"));
    expect(first.data.support_key).toBeUndefined();
    expect(first.data.thread.subject).toBe("Booking #12");
    expect(first.data.messages.map((m: Msg) => [m.sender, m.body])).toEqual([
      ["customer", "Hi"],
      ["system", AUTO_REPLY.ar],
    ]);
    const second = json(await call("POST", "support/messages", token, { body: "Second" })).data;
    expect(second.thread.id).toBe(first.data.thread.id);
    expect(second.messages.map((m: Msg) => m.sender)).toEqual(["customer"]);

    const all = json(await call("GET", "support/thread", token)).data.messages as Msg[];
    expect(all.map((m) => m.body)).toEqual(["Hi", AUTO_REPLY.ar, "Second"]);
    const lastSeen = all[1].id;
    const newer = json(await call("GET", `support/thread?after_id=${lastSeen}`, token)).data;
    expect(newer.thread.id).toBe(first.data.thread.id);
    expect(newer.messages.map((m: Msg) => m.body)).toEqual(["Second"]);
    expect(json(await call("GET", `support/thread?after_id=${all[2].id}`, token)).data.messages).toEqual([]);
    expect((await call("GET", "support/thread?after_id=abc", token)).statusCode).toBe(422);

    // a guest key never reaches a customer's thread, and another customer does not see it
    const guest = json(await call("GET", "support/thread", await clientToken(app))).data;
    expect(guest.thread).toBeNull();
    expect(await db.selectFrom("support_threads").select("user_id").execute()).toHaveLength(1);
  });

  it("admin lists, reads, replies (the customer sees it) and closes; the next message starts a new thread", async () => {
    const token = await customer();
    const started = json(await call("POST", "support/messages", token, { body: "Where is my technician?" })).data;
    const guest = await clientToken(app);
    await call("POST", "support/messages", guest, { body: "Guest question", guest_name: "Ali", guest_email: "a@b.ae" });

    const staff = await admin();
    const list = json(await call("GET", "admin/support/threads", staff));
    expect(list.data).toMatchObject({ total: 2, current_page: 1, per_page: 10, last_page: 1 });
    const mine = list.data.data.find((t: { id: number }) => t.id === started.thread.id);
    expect(mine).toMatchObject({
      status: "open",
      is_guest: false,
      customer_name: "Aisha Khan",
      customer_email: "customer@khidma.test",
      message_count: 2,
    });
    expect(mine.last_message.sender).toBe("system");
    const guestRow = list.data.data.find((t: { is_guest: boolean }) => t.is_guest);
    expect(guestRow).toMatchObject({ customer_name: "Ali", customer_email: "a@b.ae" });
    expect(json(await call("GET", "admin/support/threads?search=ali", staff)).data.total).toBe(1);
    expect(json(await call("GET", "admin/support/threads?limit=1&page=2", staff)).data.data).toHaveLength(1);
    expect((await call("GET", "admin/support/threads?status=pending", staff)).statusCode).toBe(422);

    const detail = json(await call("GET", `admin/support/threads/${started.thread.id}`, staff)).data;
    expect(detail.messages).toHaveLength(2);
    expect((await call("GET", "admin/support/threads/9999", staff)).statusCode).toBe(404);

    const lastSeen = (json(await call("GET", "support/thread", token)).data.messages as Msg[]).at(-1)!.id;
    const replied = await call("POST", `admin/support/threads/${started.thread.id}/reply`, staff, {
      body: "He is 10 minutes away.",
    });
    expect(replied.statusCode).toBe(201);
    expect(json(replied).data.message).toMatchObject({ sender: "agent", body: "He is 10 minutes away." });
    expect(json(replied).data.thread.message_count).toBe(3);
    const author = await db
      .selectFrom("support_messages")
      .select("author_user_id")
      .where("id", "=", json(replied).data.message.id)
      .executeTakeFirstOrThrow();
    expect(author.author_user_id).not.toBeNull();

    const polled = json(await call("GET", `support/thread?after_id=${lastSeen}`, token)).data.messages as Msg[];
    expect(polled.map((m) => [m.sender, m.body])).toEqual([["agent", "He is 10 minutes away."]]);
    expect((await call("POST", `admin/support/threads/${started.thread.id}/reply`, staff, {})).statusCode).toBe(422);

    const closed = await call("POST", `admin/support/threads/${started.thread.id}/close`, staff);
    expect(json(closed).data.thread.status).toBe("closed");
    expect((await call("POST", `admin/support/threads/${started.thread.id}/close`, staff)).statusCode).toBe(422);
    expect(
      (await call("POST", `admin/support/threads/${started.thread.id}/reply`, staff, { body: "x" })).statusCode,
    ).toBe(422);
    expect(json(await call("GET", "admin/support/threads?status=closed", staff)).data.total).toBe(1);
    expect(json(await call("GET", "support/thread", token)).data.thread).toBeNull();
    const again = json(await call("POST", "support/messages", token, { body: "New question" })).data;
    expect(again.thread.id).not.toBe(started.thread.id);
    expect(again.messages.map((m: Msg) => m.sender)).toEqual(["customer", "system"]);
  });

  it("a partner owner (no internal role) gets 403, customers 403, signed out 401", async () => {
    const support = await signIn("partner@khidma.test", "Partner#2026");
    const cust = await customer();
    for (const token of [support, cust]) {
      expect((await call("GET", "admin/support/threads", token)).statusCode).toBe(403);
      expect((await call("GET", "admin/support/threads/1", token)).statusCode).toBe(403);
      expect((await call("POST", "admin/support/threads/1/reply", token, { body: "x" })).statusCode).toBe(403);
      expect((await call("POST", "admin/support/threads/1/close", token)).statusCode).toBe(403);
    }
    const client = await clientToken(app);
    for (const token of [null, client]) {
      expect((await call("GET", "admin/support/threads", token)).statusCode).toBe(401);
      expect((await call("POST", "admin/support/threads/1/reply", token, { body: "x" })).statusCode).toBe(401);
    }
    const noToken = await call("GET", "support/thread", null);
    expect(noToken.statusCode).toBe(401);
    expect(json(noToken).message).toBe("Unauthenticated.");
    expect((await call("POST", "support/messages", null, { body: "x" })).statusCode).toBe(401);
  });

  it("the Admin role receives the support permissions on an existing database", async () => {
    const perms = await db
      .selectFrom("permissions")
      .select("id")
      .where("name", "in", ["read-support", "reply-support"])
      .execute();
    const role = await db.selectFrom("roles").select("id").where("name", "=", "Admin").executeTakeFirstOrThrow();
    await db
      .deleteFrom("role_permissions")
      .where("role_id", "=", role.id)
      .where(
        "permission_id",
        "in",
        perms.map((p) => p.id),
      )
      .execute();
    await db.deleteFrom("permissions").where("name", "in", ["read-support", "reply-support"]).execute();
    expect((await call("GET", "admin/support/threads", await admin())).statusCode).toBe(403);
    await seedReferenceData(db);
    expect((await call("GET", "admin/support/threads", await admin())).statusCode).toBe(200);
  });
});
