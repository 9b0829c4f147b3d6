import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_APPLICANT_PASSWORD } from "../../server/src/db/seed-applications.js";
import { internalUsersHolding, notify } from "../../server/src/modules/notifications/service.js";
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

  it("unread_first: the unread ones first, each part newest first, across pages; unread_count beside the page", async () => {
    await db.deleteFrom("notifications").where("user_id", "=", partner.id).execute();
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 10, minutes)).toISOString();
    // five notices, oldest first; the 2nd and 4th are unread
    for (const i of [1, 2, 3, 4, 5]) {
      await db
        .insertInto("notifications")
        .values({
          user_id: partner.id,
          type: "booking-status",
          title_en: `N${i}`,
          title_ar: `إ${i}`,
          body_en: "b",
          body_ar: "ب",
          link: null,
          read_at: i === 2 || i === 4 ? null : at(30),
          created_at: at(i),
        })
        .execute();
    }
    const titles = async (query: string) => {
      const page = json(await get(`notifications/list?${query}`)).data;
      return { titles: page.data.map((n: { title: string }) => n.title), page };
    };
    let r = await titles("unread_first=1&limit=10");
    expect(r.titles).toEqual(["N4", "N2", "N5", "N3", "N1"]);
    expect(r.page).toMatchObject({ total: 5, unread_count: 2, last_page: 1 });
    // pages cut across the two parts
    expect((await titles("unread_first=1&limit=3&page=1")).titles).toEqual(["N4", "N2", "N5"]);
    expect((await titles("unread_first=1&limit=3&page=2")).titles).toEqual(["N3", "N1"]);
    expect((await titles("unread_first=1&limit=1&page=3")).titles).toEqual(["N5"]);
    expect((await titles("unread_first=1&limit=-1")).titles).toEqual(["N4", "N2", "N5", "N3", "N1"]);
    // without it, newest first as before; unread=1 keeps only the unread ones
    r = await titles("limit=10");
    expect(r.titles).toEqual(["N5", "N4", "N3", "N2", "N1"]);
    expect(r.page.unread_count).toBe(2);
    r = await titles("unread=1&unread_first=1");
    expect(r.titles).toEqual(["N4", "N2"]);
    expect(r.page).toMatchObject({ total: 2, unread_count: 2 });
    const bad = await get("notifications/list?unread_first=yes");
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors.unread_first).toEqual(["The unread first field must be true or false."]);
  });

  it("staff hear of a partner application submitted or sent again, with a link to its details", async () => {
    const support = await login(app, "support@khidma.test", "Support#2026");
    const readers = await internalUsersHolding(db, "read-application");
    expect(readers).toContain(staff.id);
    expect(readers).not.toContain(support.user.id); // the Support role does not read applications
    expect(readers).not.toContain(partner.id);
    await db.deleteFrom("notifications").where("user_id", "in", [staff.id, support.user.id]).execute();

    // the seeded CoolFix applicant (changes requested): a licence still valid, then submit
    const applicant = (await login(app, "coolfix.applicant@khidma.test", SEED_APPLICANT_PASSWORD)).access_token;
    const expiry = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    const application = await db
      .selectFrom("partner_applications as a")
      .innerJoin("users as u", "u.id", "a.user_id")
      .select(["a.id", "a.legal_name_en", "a.legal_name_ar", "a.trade_license_number", "a.company_type"])
      .where("u.email", "=", "coolfix.applicant@khidma.test")
      .executeTakeFirstOrThrow();
    const send = (url: string, payload: Record<string, unknown>) =>
      app.inject({ method: "POST", url: `/api/v2/${url}`, headers: bearer(applicant), payload });
    let res = await send("partner/application/step/company", {
      legal_name_en: application.legal_name_en,
      legal_name_ar: application.legal_name_ar,
      trade_license_number: application.trade_license_number,
      trade_license_expiry: expiry,
      company_type: application.company_type,
    });
    expect(res.statusCode, res.body).toBe(200);
    res = await send("partner/application/submit", {});
    expect(res.statusCode, res.body).toBe(200);

    let page = json(await get("notifications/list?unread_first=1", staff.token)).data;
    expect(page.unread_count).toBe(1);
    expect(page.data[0]).toMatchObject({
      type: "application",
      title: "Partner application resubmitted",
      body: "CoolFix Technical Services FZ-LLC updated its partner application and submitted it again.",
      link: `/admin/applications/show/${application.id}`,
      read: false,
    });
    const ar = json(await get("notifications/list", staff.token, "ar")).data.data[0];
    expect(ar.title).toBe("أُعيد تقديم طلب شراكة");
    expect(ar.body).toContain("كول فيكس للخدمات الفنية");
    expect(json(await get("notifications/unread-count", support.access_token)).data).toEqual({ count: 0 });

    // a first submission (a draft) says it is new
    await db.updateTable("partner_applications").set({ status: "draft" }).where("id", "=", application.id).execute();
    expect((await send("partner/application/submit", {})).statusCode).toBe(200);
    page = json(await get("notifications/list?unread_first=1", staff.token)).data;
    expect(page.unread_count).toBe(2);
    expect(page.data[0]).toMatchObject({
      title: "New partner application",
      body: "CoolFix Technical Services FZ-LLC applied to become a Khidma partner.",
      link: `/admin/applications/show/${application.id}`,
    });

    // a refused submit notifies no one (nothing half-written)
    const before = json(await get("notifications/unread-count", staff.token)).data.count;
    expect((await send("partner/application/submit", {})).statusCode).toBe(422);
    expect(json(await get("notifications/unread-count", staff.token)).data.count).toBe(before);
  });

  it("at 100,000 rows of one user, every page and the count come from an index (no sort of the user's rows)", async () => {
    await db.deleteFrom("notifications").where("user_id", "=", partner.id).execute();
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 100000)
      insert into notifications (user_id, type, title_en, title_ar, body_en, body_ar, link, read_at, created_at)
      select ${partner.id}, 'booking-status', 'T' || i, 'ع' || i, 'b', 'ب', null,
        case when i % 1000 = 0 then null else '2026-06-01T00:00:00.000Z' end,
        strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || i || ' seconds')
      from n`.execute(db);
    const started = Date.now();
    const first = json(await get("notifications/list?unread_first=1&limit=20")).data;
    const deep = json(await get("notifications/list?unread_first=1&limit=20&page=4000")).data;
    expect(first).toMatchObject({ total: 100000, unread_count: 100, last_page: 5000 });
    expect(first.data[0].title).toBe("T100000");
    expect(first.data[5].title).toBe("T95000");
    // page 4000 starts at row 79,980: the 79,880th read one (0-based), counting down and skipping every 1000th
    const readDescending = Array.from({ length: 100000 }, (_, k) => 100000 - k).filter((i) => i % 1000 !== 0);
    expect(deep.data[0].title).toBe(`T${readDescending[3999 * 20 - 100]}`);
    expect(json(await get("notifications/unread-count")).data.count).toBe(100);
    expect(Date.now() - started).toBeLessThan(5000);

    const plan = async (text: string) =>
      ((await sql.raw(`explain query plan ${text}`).execute(db)).rows as { detail: string }[])
        .map((r) => r.detail)
        .join(" | ");
    const u = partner.id;
    const parts = [
      `select * from notifications where user_id = ${u} and read_at is null order by created_at desc, id desc limit 20`,
      `select * from notifications where user_id = ${u} and read_at is not null order by created_at desc, id desc limit 20`,
      `select * from notifications where user_id = ${u} order by created_at desc, id desc limit 20`,
    ];
    for (const q of parts) {
      const p = await plan(q);
      expect(p, q).toMatch(/USING INDEX notifications_user_(unread_)?created/);
      expect(p, q).not.toMatch(/TEMP B-TREE/);
    }
    expect(await plan(`select count(*) from notifications where user_id = ${u} and read_at is null`)).toMatch(
      /USING COVERING INDEX/,
    );
  });
});
