import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/src/db/database.js";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

type Method = "GET" | "POST";

describe("admin appointments (bookings, reassignments, quotations, reports, reviews, availability)", () => {
  let app: TestApp;
  let db: Database;
  let admin: string;
  let support: string;
  let partner: string;
  let customer: string;
  let client: string;
  let sparkle: number;
  let imran: number; // tech@khidma.test
  let joseph: number; // joseph.tech@khidma.test (second Sparkle technician)

  const call = (method: Method, url: string, token: string | null, payload?: unknown, lang = "en") =>
    app.inject({
      method,
      url: `/api/v2/${url}`,
      headers: { ...(token ? bearer(token) : {}), "accept-language": lang },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const ok = async (method: Method, url: string, payload?: unknown) => {
    const res = await call(method, url, admin, payload);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  };

  beforeAll(async () => {
    ({ app, db } = await makeTestApp());
    [admin, support, partner, customer] = await Promise.all(
      [
        ["admin@khidma.test", "Admin#2026"],
        ["support@khidma.test", "Support#2026"],
        ["partner@khidma.test", "Partner#2026"],
        ["customer@khidma.test", "Customer#2026"],
      ].map(async ([email, password]) => (await login(app, email, password)).access_token),
    );
    client = await clientToken(app);
    sparkle = (
      await db.selectFrom("partners").select("id").where("slug", "=", "sparkle-cleaning").executeTakeFirstOrThrow()
    ).id;
    imran = (
      await db.selectFrom("users").select("id").where("email", "=", "tech@khidma.test").executeTakeFirstOrThrow()
    ).id;
    joseph = (
      await db.selectFrom("users").select("id").where("email", "=", "joseph.tech@khidma.test").executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await app.close();
  });

  // Every endpoint: signed out 401, a client token 401, support (internal, without the permission) 403, a partner
  // role holding the same-named permission 403, a customer 403.
  const ENDPOINTS: Array<[Method, string, unknown?]> = [
    ["GET", "admin/booking/list"],
    ["GET", "admin/booking/details/1"],
    ["POST", "admin/booking/bulk-status", { ids: [1], status: "confirmed" }],
    ["GET", "admin/reassignment/list"],
    ["POST", "admin/reassignment/approve/1", { new_technician_id: 1 }],
    ["POST", "admin/reassignment/reject/1", { note: "no" }],
    ["GET", "admin/technician/list?partner_id=1"],
    ["GET", "admin/quotation/list"],
    ["GET", "admin/completion-report/list"],
    ["GET", "admin/review/list"],
    ["POST", "admin/review/visibility", { ids: [1], is_visible: 0 }],
    ["POST", "admin/review/reply/1", { reply: "Thanks" }],
    ["GET", "admin/availability?partner_id=1"],
  ];

  it("every endpoint: 401 signed out or with a client token, 403 for support, partner and customer roles", async () => {
    for (const [method, url, body] of ENDPOINTS) {
      expect((await call(method, url, null, body)).statusCode, `${url} signed out`).toBe(401);
      expect((await call(method, url, client, body)).statusCode, `${url} client token`).toBe(401);
      // the Support role reads reviews (issue 16: it hears of low ratings); nothing else here
      const supportStatus = url === "admin/review/list" ? 200 : 403;
      expect((await call(method, url, support, body)).statusCode, `${url} support`).toBe(supportStatus);
      expect((await call(method, url, partner, body)).statusCode, `${url} partner`).toBe(403);
      expect((await call(method, url, customer, body)).statusCode, `${url} customer`).toBe(403);
    }
    // forbidden callers never see field errors: an invalid body still answers 403
    expect((await call("POST", "admin/review/visibility", support, {})).statusCode).toBe(403);
  });

  it("GET admin/booking/list: tabs' counts, filters, search, sort, pagination; 422 on bad query", async () => {
    const all = await ok("GET", "admin/booking/list");
    expect(all.total).toBeGreaterThanOrEqual(30);
    expect(all.data).toHaveLength(10);
    expect(all.per_page).toBe(10);
    expect(all.status_counts.all).toBe(all.total);
    const ids = all.data.map((b: { id: number }) => b.id);
    expect([...ids].sort((a: number, b: number) => b - a)).toEqual(ids); // id descending by default
    const first = all.data[0];
    expect(first).toMatchObject({ customer: { name: expect.any(String) }, partner: { name: expect.any(String) } });

    const assigned = await ok("GET", "admin/booking/list?status=technician-assigned&limit=-1");
    expect(assigned.total).toBe(all.status_counts["technician-assigned"]);
    expect(assigned.data.every((b: { status: string }) => b.status === "technician-assigned")).toBe(true);
    expect(assigned.status_counts.all).toBe(all.total); // the tabs keep counting every status
    expect(assigned.data.filter((b: { pending_reassignment: boolean }) => b.pending_reassignment)).toHaveLength(2);

    const aisha = await ok("GET", "admin/booking/list?search=aisha&limit=-1");
    expect(aisha.total).toBe(4);
    expect(aisha.data.every((b: { customer: { email: string } }) => b.customer.email === "customer@khidma.test")).toBe(
      true,
    );
    const byNumber = await ok("GET", `admin/booking/list?search=${encodeURIComponent(first.number)}`);
    expect(byNumber.data.map((b: { id: number }) => b.id)).toContain(first.id);

    const sparkleOnly = await ok("GET", `admin/booking/list?partner_id=${sparkle}&limit=-1`);
    expect(sparkleOnly.data.every((b: { partner: { id: number } }) => b.partner.id === sparkle)).toBe(true);

    const sorted = await ok("GET", "admin/booking/list?sortKey=scheduled_at&sortVal=asc&limit=-1");
    const times = sorted.data.map((b: { scheduled_at: string }) => b.scheduled_at);
    expect([...times].sort()).toEqual(times);

    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    const upcoming = await ok("GET", `admin/booking/list?date_from=${today}&limit=-1`);
    expect(upcoming.total).toBeGreaterThan(0);
    expect(upcoming.total).toBeLessThan(all.total);

    const page2 = await ok("GET", "admin/booking/list?page=2&limit=5");
    expect(page2.current_page).toBe(2);
    expect(page2.data[0].id).toBe(ids[5]);

    for (const q of ["status=bogus", "limit=0", "sortKey=password", "date_from=2026-13-40", "partner_id=abc"]) {
      const res = await call("GET", `admin/booking/list?${q}`, admin);
      expect(res.statusCode, q).toBe(422);
    }
    const ar = await call("GET", "admin/booking/list?status=bogus", admin, undefined, "ar");
    expect(json(ar).message).toMatch(/[\u0600-\u06FF]/);
  });

  it("GET admin/booking/details/{id}: timeline with actors, customer, technician, requests, order, payments; 404, 422", async () => {
    const list = await ok("GET", "admin/booking/list?status=technician-assigned&limit=-1");
    const withRequest = list.data.find((b: { pending_reassignment: boolean }) => b.pending_reassignment);
    const d = await ok("GET", `admin/booking/details/${withRequest.id}`);
    expect(d.customer).toMatchObject({ id: expect.any(Number), email: expect.any(String) });
    expect(d.technician).toMatchObject({ id: imran });
    expect(d.history.length).toBeGreaterThan(0);
    expect(d.timeline.length).toBe(d.history.length);
    expect(d.reassignment_requests).toHaveLength(1);
    expect(d.reassignment_requests[0].status).toBe("pending");
    expect(d.next_statuses).toEqual(["on-the-way", "cancelled"]);
    expect(d.order).toMatchObject({ number: expect.stringMatching(/^KH-/) });
    expect(Array.isArray(d.payments)).toBe(true);
    expect(d.services.length).toBeGreaterThan(0);

    expect((await call("GET", "admin/booking/details/999999", admin)).statusCode).toBe(404);
    expect((await call("GET", "admin/booking/details/abc", admin)).statusCode).toBe(422);
  });

  it("status change (POST booking-appointment/change-status) reaches the customer's booking timeline", async () => {
    const aisha = await ok("GET", "admin/booking/list?search=customer%40khidma.test&status=confirmed");
    const booking = aisha.data[0];
    const res = await call("POST", `booking-appointment/change-status/${booking.id}`, admin, {
      status: "technician-assigned",
      technician_id: joseph,
      note: "Joseph will come",
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = await call("GET", `customer/booking/details/${booking.id}`, customer);
    const details = json(mine).data;
    expect(details.status).toBe("technician-assigned");
    expect(details.timeline.at(-1)).toMatchObject({ status: "technician-assigned", note: "Joseph will come" });
    const admins = await ok("GET", `admin/booking/details/${booking.id}`);
    expect(admins.history.at(-1).actor.name).toBe("Omar Al Mansoori");
  });

  it("POST admin/booking/bulk-status: moves what may move, explains the rest; 422 on a bad body", async () => {
    const requested = await ok("GET", "admin/booking/list?status=requested&limit=2");
    const completed = await ok("GET", "admin/booking/list?status=completed&limit=1");
    const ids = [...requested.data.map((b: { id: number }) => b.id), completed.data[0].id];
    const out = await ok("POST", "admin/booking/bulk-status", { ids, status: "confirmed", note: "Bulk confirm" });
    expect(out.updated).toEqual(ids.slice(0, 2));
    expect(out.failed).toEqual([{ id: completed.data[0].id, message: expect.stringContaining("cannot become") }]);
    const d = await ok("GET", `admin/booking/details/${ids[0]}`);
    expect(d.status).toBe("confirmed");

    for (const body of [
      { ids: [], status: "confirmed" },
      { ids: [1, 1], status: "confirmed" },
      { ids: [1], status: "x" },
    ]) {
      expect((await call("POST", "admin/booking/bulk-status", admin, body)).statusCode).toBe(422);
    }
  });

  it("GET admin/technician/list: the partner's technicians with open jobs; 422 without or with an unknown partner", async () => {
    const techs = await ok("GET", `admin/technician/list?partner_id=${sparkle}`);
    expect(techs.map((t: { id: number }) => t.id).sort()).toEqual([imran, joseph].sort());
    expect(techs.find((t: { id: number }) => t.id === imran).open_jobs).toBeGreaterThan(0);
    expect((await call("GET", "admin/technician/list", admin)).statusCode).toBe(422);
    expect((await call("GET", "admin/technician/list?partner_id=99999", admin)).statusCode).toBe(422);
  });

  it("reassignment requests: list, approve (assigns the new technician, history, notifications), reject with a note", async () => {
    const all = await ok("GET", "admin/reassignment/list");
    expect(all.total).toBe(3);
    const pending = await ok("GET", "admin/reassignment/list?status=pending");
    expect(pending.total).toBe(2);
    expect((await call("GET", "admin/reassignment/list?status=maybe", admin)).statusCode).toBe(422);
    const [first, second] = pending.data;
    expect(first.technician.id).toBe(imran);

    // 422: missing technician, a user who is not the partner's technician, the same technician
    expect((await call("POST", `admin/reassignment/approve/${first.id}`, admin, {})).statusCode).toBe(422);
    const adminId = (
      await db.selectFrom("users").select("id").where("email", "=", "admin@khidma.test").executeTakeFirstOrThrow()
    ).id;
    const notTech = await call("POST", `admin/reassignment/approve/${first.id}`, admin, { new_technician_id: adminId });
    expect(notTech.statusCode).toBe(422);
    expect(json(notTech).errors.new_technician_id).toBeDefined();
    const same = await call("POST", `admin/reassignment/approve/${first.id}`, admin, { new_technician_id: imran });
    expect(same.statusCode).toBe(422);
    expect(
      (await call("POST", "admin/reassignment/approve/99999", admin, { new_technician_id: joseph })).statusCode,
    ).toBe(404);

    const before = await db.selectFrom("notifications").select("id").where("user_id", "=", joseph).execute();
    const approved = await ok("POST", `admin/reassignment/approve/${first.id}`, {
      new_technician_id: joseph,
      note: "OK",
    });
    expect(approved).toMatchObject({
      status: "approved",
      new_technician: { id: joseph },
      resolved_by: { name: "Omar Al Mansoori" },
      resolution_note: "OK",
    });
    expect(approved.booking.technician.id).toBe(joseph);
    const d = await ok("GET", `admin/booking/details/${first.booking.id}`);
    expect(d.technician.id).toBe(joseph);
    expect(d.history.at(-1).note).toMatch(/reassigned from Imran Qureshi to Joseph Mathew/);
    const after = await db.selectFrom("notifications").select("id").where("user_id", "=", joseph).execute();
    expect(after.length).toBe(before.length + 1);
    // handled once only
    const again = await call("POST", `admin/reassignment/approve/${first.id}`, admin, { new_technician_id: imran });
    expect(again.statusCode).toBe(422);

    expect((await call("POST", `admin/reassignment/reject/${second.id}`, admin, { note: " " })).statusCode).toBe(422);
    const rejected = await ok("POST", `admin/reassignment/reject/${second.id}`, { note: "Please keep this job." });
    expect(rejected).toMatchObject({ status: "rejected", resolution_note: "Please keep this job." });
    expect(rejected.booking.technician.id).toBe(imran);
    expect((await ok("GET", "admin/reassignment/list?status=pending")).total).toBe(0);
  });

  it("GET admin/quotation/list and admin/completion-report/list", async () => {
    const q = await ok("GET", "admin/quotation/list?limit=-1");
    expect(q.total).toBeGreaterThanOrEqual(2);
    expect(q.data[0]).toMatchObject({ number: expect.stringMatching(/^QT-/), customer: { name: expect.any(String) } });
    const pending = await ok("GET", "admin/quotation/list?status=pending");
    expect(pending.data.every((x: { status: string }) => x.status === "pending")).toBe(true);
    expect(pending.total).toBeGreaterThanOrEqual(1);
    const declined = await ok("GET", "admin/quotation/list?status=declined");
    expect(declined.total).toBeGreaterThanOrEqual(1);
    expect((await call("GET", "admin/quotation/list?status=bad", admin)).statusCode).toBe(422);

    const r = await ok("GET", "admin/completion-report/list?limit=-1");
    expect(r.total).toBeGreaterThanOrEqual(4);
    expect(r.data[0]).toMatchObject({
      customer_signoff: true,
      photos: expect.any(Array),
      booking: { status: "completed" },
    });
    expect((await ok("GET", "admin/completion-report/list?signoff=0")).total).toBe(0);
    const aisha = await ok("GET", "admin/completion-report/list?search=aisha");
    expect(aisha.total).toBe(1);
    expect((await call("GET", "admin/completion-report/list?signoff=maybe", admin)).statusCode).toBe(422);
  });

  it("reviews: list filters; hiding removes them from the storefront and the averages; reply", async () => {
    const all = await ok("GET", `admin/review/list?partner_id=${sparkle}&limit=-1`);
    expect(all.total).toBeGreaterThan(3);
    const fives = await ok("GET", "admin/review/list?rating=5&limit=-1");
    expect(fives.data.every((r: { rating: number }) => r.rating === 5)).toBe(true);
    expect((await call("GET", "admin/review/list?rating=6", admin)).statusCode).toBe(422);

    // hide every review of Sparkle below 5 stars: the average becomes 5 and the storefront loses them
    const low = all.data.filter((r: { rating: number }) => r.rating < 5).map((r: { id: number }) => r.id);
    expect(low.length).toBeGreaterThan(0);
    const out = await ok("POST", "admin/review/visibility", { ids: low, is_visible: 0 });
    expect(out.partners).toEqual([{ id: sparkle, average_rating: 5, rating_count: all.total - low.length }]);
    const p = await db
      .selectFrom("partners")
      .select(["average_rating", "rating_count"])
      .where("id", "=", sparkle)
      .executeTakeFirstOrThrow();
    expect(Number(p.average_rating)).toBe(5);
    const storefront = await call("GET", `reviews/list?partner_id=${sparkle}&limit=-1`, client);
    expect(json(storefront).data.total).toBe(all.total - low.length);
    const hidden = await ok("GET", `admin/review/list?partner_id=${sparkle}&is_visible=0&limit=-1`);
    expect(hidden.total).toBe(low.length);
    // show them again: back to the first figures
    await ok("POST", "admin/review/visibility", { ids: low, is_visible: 1 });
    expect(json(await call("GET", `reviews/list?partner_id=${sparkle}&limit=-1`, client)).data.total).toBe(all.total);

    for (const body of [
      { ids: [], is_visible: 0 },
      { ids: [1], is_visible: 2 },
      { ids: [999999], is_visible: 0 },
      { ids: [1] },
    ]) {
      expect((await call("POST", "admin/review/visibility", admin, body)).statusCode, JSON.stringify(body)).toBe(422);
    }

    // The seed answers some poor reviews already; reply to one that has no answer yet.
    const repliedBefore = (await ok("GET", "admin/review/list?replied=1")).total;
    const id = (await ok("GET", "admin/review/list?replied=0")).data[0].id;
    const replied = await ok("POST", `admin/review/reply/${id}`, { reply: "Thank you for the kind words!" });
    expect(replied).toMatchObject({ reply: "Thank you for the kind words!", replied_by: { name: "Omar Al Mansoori" } });
    expect((await ok("GET", "admin/review/list?replied=1")).total).toBe(repliedBefore + 1);
    expect((await call("POST", `admin/review/reply/${id}`, admin, { reply: "" })).statusCode).toBe(422);
    expect((await call("POST", "admin/review/reply/999999", admin, { reply: "x" })).statusCode).toBe(404);
  });

  it("GET admin/availability: weekly hours, holidays, 14-day load; 422 on bad query", async () => {
    const a = await ok("GET", `admin/availability?partner_id=${sparkle}`);
    expect(a.working_hours).toHaveLength(7);
    expect(a.working_hours.find((h: { weekday: number }) => h.weekday === 5)).toMatchObject({
      opens_at: "14:00",
      closes_at: "20:00",
      capacity: 2,
    });
    expect(a.load).toHaveLength(14);
    expect(a.totals.bookings).toBe(a.load.reduce((s: number, d: { bookings: number }) => s + d.bookings, 0));
    expect(a.totals.bookings).toBeGreaterThan(0);
    const open = a.load.find((d: { closed: boolean }) => !d.closed);
    expect(open.capacity_minutes).toBeGreaterThan(0);
    const week = await ok("GET", `admin/availability?partner_id=${sparkle}&from=2026-12-01&days=7`);
    expect(week.load[0]).toMatchObject({ date: "2026-12-01", closed: true, closed_reason: "holiday" });
    expect(week.holidays[0]).toMatchObject({ date: "2026-12-01", scope: "public" });
    for (const q of ["", "partner_id=99999", "partner_id=1&days=40", "partner_id=1&from=tomorrow"]) {
      expect((await call("GET", `admin/availability?${q}`, admin)).statusCode, q).toBe(422);
    }
  });

  it("the booking list stays fast at 10,000+ rows (filtering, sorting and paging in SQL)", async () => {
    const template = await db.selectFrom("bookings").selectAll().orderBy("id").executeTakeFirstOrThrow();
    const { id: _id, ...rest } = template;
    const statuses = ["requested", "confirmed", "completed", "cancelled"] as const;
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      ...rest,
      number: `BK-X${String(i).padStart(6, "0")}`,
      status: statuses[i % 4],
      scheduled_at: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto("bookings")
        .values(rows.slice(i, i + 500))
        .execute();
    for (const q of ["", "status=completed&sortKey=scheduled_at&sortVal=desc", "search=bk-x0099", "page=500"]) {
      const started = performance.now();
      const res = await call("GET", `admin/booking/list?${q}`, admin);
      const ms = performance.now() - started;
      expect(res.statusCode).toBe(200);
      expect(json(res).data.total).toBeGreaterThan(0);
      expect(ms, `${q}: ${ms.toFixed(0)} ms`).toBeLessThan(750);
    }
  });
});
