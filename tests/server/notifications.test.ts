import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notify } from "../../server/src/modules/notifications/service.js";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

type Db = Awaited<ReturnType<typeof makeTestApp>>["db"];

describe("notifications", () => {
  let app: TestApp;
  let db: Db;
  let partner: { id: number; token: string };
  let staff: { id: number; token: string };

  beforeAll(async () => {
    ({ app, db } = await makeTestApp());
    // Notifications are for every signed-in user: a partner and a staff member here (customers in other tests).
    const p = await login(app, "partner@khidma.test", "Partner#2026");
    partner = { id: p.user.id, token: p.access_token };
    const s = await login(app, "admin@khidma.test", "Admin#2026");
    staff = { id: s.user.id, token: s.access_token };
    await db.deleteFrom("notifications").where("user_id", "in", [partner.id, staff.id]).execute();
    for (const i of [1, 2, 3]) {
      await notify(db, {
        userId: partner.id,
        type: "booking-status",
        title_en: `New booking ${i}`,
        title_ar: `حجز جديد ${i}`,
        body_en: `Booking BK-00000${i} was requested.`,
        body_ar: `تم طلب الحجز BK-00000${i}.`,
        link: `/partner/bookings/${i}`,
      });
    }
    await notify(db, {
      userId: staff.id,
      type: "payment",
      title_en: "Staff note",
      title_ar: "ملاحظة",
      body_en: "Body",
      body_ar: "نص",
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, t = partner.token, lang = "en") =>
    app.inject({ method: "GET", url: `/api/v2/${url}`, headers: { ...bearer(t), "accept-language": lang } });
  const post = (url: string, t = partner.token) =>
    app.inject({ method: "POST", url: `/api/v2/${url}`, headers: bearer(t) });

  it("401 signed out and with a client token", async () => {
    const client = await clientToken(app);
    for (const [method, url] of [
      ["GET", "notifications/list"],
      ["GET", "notifications/unread-count"],
      ["POST", "notifications/mark-read/1"],
      ["POST", "notifications/mark-all-read"],
    ] as const) {
      expect((await app.inject({ method, url: `/api/v2/${url}` })).statusCode, url).toBe(401);
      expect((await app.inject({ method, url: `/api/v2/${url}`, headers: bearer(client) })).statusCode, url).toBe(401);
    }
  });

  it("lists the caller's own notifications, newest first, in their language, with paging and unread filter", async () => {
    let res = await get("notifications/list?limit=2");
    expect(res.statusCode).toBe(200);
    const page = json(res).data;
    expect(page).toMatchObject({ total: 3, current_page: 1, per_page: 2, last_page: 2 });
    expect(page.data[0]).toMatchObject({
      type: "booking-status",
      title: "New booking 3",
      body: "Booking BK-000003 was requested.",
      link: "/partner/bookings/3",
      read: false,
      read_at: null,
    });
    res = await get("notifications/list?page=2&limit=2", partner.token, "ar");
    expect(json(res).data.data[0].title).toBe("حجز جديد 1");
    expect(json(await get("notifications/list", staff.token)).data.total).toBe(1);

    res = await get("notifications/list?unread=maybe");
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.unread).toEqual(["The unread field must be true or false."]);
    res = await get("notifications/list?limit=0");
    expect(res.statusCode).toBe(422);
  });

  it("unread count, mark one read (404 for someone else's), mark all read", async () => {
    expect(json(await get("notifications/unread-count")).data).toEqual({ count: 3 });
    const first = json(await get("notifications/list")).data.data[2];
    let res = await post(`notifications/mark-read/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ id: first.id, read: true, read_at: expect.any(String) });
    expect(json(await get("notifications/unread-count")).data).toEqual({ count: 2 });
    expect(json(await get("notifications/list?unread=1")).data.total).toBe(2);

    res = await post(`notifications/mark-read/${first.id}`, staff.token);
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe("The notification was not found.");
    expect((await post("notifications/mark-read/abc")).statusCode).toBe(422);

    res = await post("notifications/mark-all-read");
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({ count: 0 });
    expect(json(await get("notifications/unread-count")).data).toEqual({ count: 0 });
    // The staff member's notification is untouched.
    expect(json(await get("notifications/unread-count", staff.token)).data).toEqual({ count: 1 });
  });
});
