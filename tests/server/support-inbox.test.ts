import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

/** The admin support inbox (issue 18c): filters, assign, reply notifying the customer, refusals. */
describe("support inbox", () => {
  let app: TestApp;
  let db: Awaited<ReturnType<typeof makeTestApp>>["db"];
  beforeEach(async () => ({ app, db } = await makeTestApp()));
  afterEach(() => app.close());

  const call = (method: "GET" | "POST", url: string, token: string | null, payload?: object, lang = "en") =>
    app.inject({
      method,
      url: `/api/v2/${url}`,
      headers: { ...(token ? bearer(token) : {}), "accept-language": lang },
      payload,
    });
  const signIn = async (email: string, password: string) => (await login(app, email, password)).access_token;

  it("filters by status and assigned=me, searches by customer, assigns (default the caller) and names the agent", async () => {
    const customer = await signIn("customer@khidma.test", "Customer#2026");
    const mine = json(await call("POST", "support/messages", customer, { body: "Where is my cleaner?" })).data.thread;
    const guest = await clientToken(app);
    const other = json(
      await call("POST", "support/messages", guest, { body: "Prices?", guest_name: "Ali", guest_email: "ali@x.ae" }),
    ).data.thread;
    const admin = await signIn("admin@khidma.test", "Admin#2026");
    const support = await signIn("support@khidma.test", "Support#2026");

    // newest activity first; nobody assigned yet
    const all = json(await call("GET", "admin/support/threads", support)).data;
    expect(all.data.map((t: { id: number }) => t.id)).toEqual([other.id, mine.id]);
    expect(all.data[0].assigned_to).toBeNull();
    expect(json(await call("GET", "admin/support/threads?assigned=me", support)).data.total).toBe(0);

    // the Support agent takes the customer's thread; the admin assigns the guest's to the Support agent too
    const taken = await call("POST", `admin/support/threads/${mine.id}/assign`, support, {});
    expect(taken.statusCode).toBe(200);
    expect(json(taken).data.thread.assigned_to).toEqual({ id: expect.any(Number), name: "Fatima Al Hashimi" });
    const supportId = json(taken).data.thread.assigned_to.id;
    const given = await call("POST", `admin/support/threads/${other.id}/assign`, admin, { user_id: supportId });
    expect(json(given).data.thread.assigned_to.name).toBe("Fatima Al Hashimi");
    expect(json(await call("GET", "admin/support/threads?assigned=me", support)).data.total).toBe(2);
    expect(json(await call("GET", "admin/support/threads?assigned=me", admin)).data.total).toBe(0);
    // reassigning to the admin (no body: the caller)
    await call("POST", `admin/support/threads/${other.id}/assign`, admin);
    const adminMine = json(await call("GET", "admin/support/threads?assigned=me", admin)).data;
    expect(adminMine.data.map((t: { id: number }) => t.id)).toEqual([other.id]);
    expect(adminMine.data[0].assigned_to.name).toBe("Omar Al Mansoori");

    // search by the customer's name and e-mail
    expect(json(await call("GET", "admin/support/threads?search=aisha", admin)).data.total).toBe(1);
    expect(json(await call("GET", "admin/support/threads?search=ali@x", admin)).data.data[0].id).toBe(other.id);

    // status filters, combined with assigned=me
    await call("POST", `admin/support/threads/${mine.id}/close`, support);
    expect(json(await call("GET", "admin/support/threads?status=open", admin)).data.total).toBe(1);
    const closed = json(await call("GET", "admin/support/threads?status=closed&assigned=me", support)).data;
    expect(closed.data.map((t: { id: number }) => t.id)).toEqual([mine.id]);
    expect(json(await call("GET", "admin/support/threads?status=open&assigned=me", support)).data.total).toBe(0);
    expect((await call("GET", "admin/support/threads?assigned=you", admin)).statusCode).toBe(422);
  });

  it("an agent's reply notifies the customer in English and Arabic; a guest's thread gets none", async () => {
    const customer = await signIn("customer@khidma.test", "Customer#2026");
    const thread = json(await call("POST", "support/messages", customer, { body: "Hello" })).data.thread;
    const support = await signIn("support@khidma.test", "Support#2026");
    const res = await call("POST", `admin/support/threads/${thread.id}/reply`, support, { body: "On our way." });
    expect(res.statusCode).toBe(201);

    const en = json(await call("GET", "notifications/list", customer)).data.data;
    expect(en[0]).toMatchObject({ type: "support", link: "/support" });
    expect(JSON.stringify(en[0])).toContain("On our way.");
    const ar = json(await call("GET", "notifications/list", customer, undefined, "ar")).data.data;
    expect(ar[0].title).toBe("ردّ فريق دعم خدمة");

    const guest = await clientToken(app);
    const g = json(
      await call("POST", "support/messages", guest, { body: "Hi", guest_name: "Ali", guest_email: "ali@x.ae" }),
    ).data.thread;
    const before = (await db.selectFrom("notifications").select("id").execute()).length;
    expect((await call("POST", `admin/support/threads/${g.id}/reply`, support, { body: "Hello Ali" })).statusCode).toBe(
      201,
    );
    expect(await db.selectFrom("notifications").select("id").execute()).toHaveLength(before);
  });

  it("422s: closing a closed thread, replying to or assigning it, an agent who may not reply; nothing written", async () => {
    const customer = await signIn("customer@khidma.test", "Customer#2026");
    const thread = json(await call("POST", "support/messages", customer, { body: "Hello" })).data.thread;
    const admin = await signIn("admin@khidma.test", "Admin#2026");
    const users = await db.selectFrom("users").select(["id", "email"]).execute();
    const idOf = (email: string) => users.find((u) => u.email === email)!.id;

    for (const email of ["customer@khidma.test", "partner@khidma.test"]) {
      const res = await call("POST", `admin/support/threads/${thread.id}/assign`, admin, { user_id: idOf(email) });
      expect(res.statusCode).toBe(422);
      expect(json(res).errors.user_id[0]).toMatch(/allowed to reply/);
    }
    const ar = await call("POST", `admin/support/threads/${thread.id}/assign`, admin, { user_id: 999999 }, "ar");
    expect(json(ar).errors.user_id[0]).toContain("مخوّلًا");
    expect((await call("POST", `admin/support/threads/${thread.id}/assign`, admin, { user_id: "x" })).statusCode).toBe(
      422,
    );
    const row = await db.selectFrom("support_threads").select("assigned_user_id").executeTakeFirstOrThrow();
    expect(row.assigned_user_id).toBeNull();

    expect((await call("POST", `admin/support/threads/${thread.id}/close`, admin)).statusCode).toBe(200);
    const again = await call("POST", `admin/support/threads/${thread.id}/close`, admin);
    expect(again.statusCode).toBe(422);
    expect(json(again).errors.id).toEqual(["This conversation is already closed."]);
    const reply = await call("POST", `admin/support/threads/${thread.id}/reply`, admin, { body: "Late" });
    expect(reply.statusCode).toBe(422);
    expect(json(reply).message).toMatch(/closed, so it takes no more replies/);
    const assign = await call("POST", `admin/support/threads/${thread.id}/assign`, admin);
    expect(json(assign).errors.id[0]).toMatch(/cannot be assigned/);
    expect((await db.selectFrom("support_messages").select("sender").execute()).map((m) => m.sender)).toEqual([
      "customer",
      "system",
    ]);
    expect((await call("POST", "admin/support/threads/9999/assign", admin)).statusCode).toBe(404);
  });

  it("401 signed out or with a client token, 403 for customers and partners; the Support role may read", async () => {
    const customer = await signIn("customer@khidma.test", "Customer#2026");
    const partner = await signIn("partner@khidma.test", "Partner#2026");
    const urls: Array<["GET" | "POST", string]> = [
      ["GET", "admin/support/threads"],
      ["GET", "admin/support/threads/1"],
      ["POST", "admin/support/threads/1/reply"],
      ["POST", "admin/support/threads/1/assign"],
      ["POST", "admin/support/threads/1/close"],
    ];
    for (const [method, url] of urls) {
      expect((await call(method, url, null, method === "POST" ? { body: "x" } : undefined)).statusCode).toBe(401);
      expect((await call(method, url, await clientToken(app))).statusCode).toBe(401);
      for (const token of [customer, partner]) expect((await call(method, url, token)).statusCode).toBe(403);
    }
    // the Support role holds both permissions (migration 032 and the seed)
    const support = await signIn("support@khidma.test", "Support#2026");
    expect((await call("GET", "admin/support/threads", support)).statusCode).toBe(200);
  });
});
