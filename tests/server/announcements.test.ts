import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, nowIso } from "../../server/src/db/database.js";
import { bearer, json, login, makeTestApp, type TestApp } from "./helpers.js";

type Method = "GET" | "POST";

const TEXT = {
  title_en: "Eid holiday hours",
  title_ar: "ساعات عطلة العيد",
  body_en: "Bookings pause on the first day of Eid.",
  body_ar: "تتوقف الحجوزات في أول أيام العيد.",
};

describe("announcements (issue 18c)", () => {
  let app: TestApp;
  let db: Database;
  let admin: string;
  let support: string;
  let partner: string;
  let customer: string;
  let partnerId: number;

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
    partnerId = (
      await db
        .selectFrom("users")
        .select("partner_id")
        .where("email", "=", "partner@khidma.test")
        .executeTakeFirstOrThrow()
    ).partner_id!;
  });

  afterAll(async () => {
    await app.close();
  });

  const call = (method: Method, url: string, token: string | null, payload?: unknown, lang = "en") =>
    app.inject({
      method,
      url: `/api/v2/${url}`,
      headers: { ...(token ? bearer(token) : {}), "accept-language": lang },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  const as = async (method: Method, url: string, payload?: unknown, status = 200, lang = "en") => {
    const res = await call(method, url, admin, payload, lang);
    expect(res.statusCode, res.body).toBe(status);
    return json(res).data;
  };
  const preview = async (target: Record<string, unknown>) =>
    (await as("POST", "announcement/preview", { ...TEXT, ...target })).recipients as number;
  const count = async (table: "announcements" | "notifications") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** A new user with the built-in customer role (User). */
  async function addCustomer(email: string, status: "active" | "inactive" = "active") {
    const now = nowIso();
    const { id } = await db
      .insertInto("users")
      .values({
        first_name: "Test",
        last_name: "Customer",
        email,
        phone: null,
        password_hash: "x",
        gender: null,
        user_profile: null,
        email_verified_at: null,
        phone_verified_at: null,
        last_login_at: null,
        status,
        partner_id: null,
        preferred_language: "en",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const role = await db
      .selectFrom("roles")
      .select("id")
      .where("type", "=", "customer")
      .where("partner_id", "is", null)
      .executeTakeFirstOrThrow();
    await db.insertInto("user_roles").values({ user_id: id, role_id: role.id, is_default: 1 }).execute();
    return id;
  }

  async function addAddress(userId: number, emirateId: number) {
    const community = await db
      .selectFrom("communities")
      .select("id")
      .where("emirate_id", "=", emirateId)
      .executeTakeFirst();
    const now = nowIso();
    await db
      .insertInto("user_addresses")
      .values({
        user_id: userId,
        label: "Home",
        emirate_id: emirateId,
        community_id: community?.id ?? 1,
        building: "B1",
        apartment_or_villa_number: "101",
        street: null,
        property_type: "apartment",
        property_size: "1-bedroom",
        latitude: 25.2,
        longitude: 55.3,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  let bookingSeq = 0;
  async function addBooking(userId: number, serviceId: number, partner: number) {
    const now = nowIso();
    bookingSeq += 1;
    const { id } = await db
      .insertInto("bookings")
      .values({
        number: `BK-TEST-${bookingSeq}`,
        order_id: null,
        user_id: userId,
        partner_id: partner,
        user_address_id: null,
        address_text: "Test address",
        community_id: null,
        scheduled_at: now,
        duration_minutes: 60,
        status: "requested",
        payment_status: "pending",
        technician_id: null,
        subscription_id: null,
        total_fils: 10_000,
        notes: null,
        cancellation_fee_fils: null,
        cancel_reason: null,
        cancelled_at: null,
        completed_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("booking_items")
      .values({
        booking_id: id,
        service_id: serviceId,
        name_en: "S",
        name_ar: "خ",
        quantity: 1,
        unit_price_fils: 10_000,
        total_fils: 10_000,
      })
      .execute();
  }

  const endpoints: Array<[Method, string, unknown?]> = [
    ["POST", "announcement/preview", { segment: "all_customers", ...TEXT }],
    ["POST", "announcement/send", { segment: "all_customers", ...TEXT }],
    ["GET", "announcement/list"],
    ["GET", "announcement/details/1"],
  ];

  it("refuses a caller without a token (401), partner and customer roles and staff without send-announcement (403)", async () => {
    const before = await count("notifications");
    for (const [method, url, body] of endpoints) {
      expect((await call(method, url, null, body)).statusCode, url).toBe(401);
      for (const token of [partner, customer, support]) {
        expect((await call(method, url, token, body)).statusCode, url).toBe(403);
      }
    }
    expect(await count("announcements")).toBe(0);
    expect(await count("notifications")).toBe(before);
  });

  it("answers 422 with field errors in English and Arabic and writes nothing", async () => {
    const before = await count("notifications");
    const empty = await call("POST", "announcement/send", admin, { title_en: " ", body_ar: "" });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(json(empty).errors).sort()).toEqual(["body_ar", "body_en", "segment", "title_ar", "title_en"]);
    expect(json(empty).errors.title_en).toEqual(["The title en field is required."]);

    const ar = await call("POST", "announcement/preview", admin, { segment: "everyone", ...TEXT }, "ar");
    expect(ar.statusCode).toBe(422);
    expect(Object.keys(json(ar).errors)).toEqual(["segment"]);
    expect(json(ar).errors.segment[0]).toMatch(/[\u0600-\u06FF]/);
    expect(json(ar).errors.segment[0]).toContain("الشريحة");

    for (const [segment, field] of [
      ["partner_team", "partner_id"],
      ["category_customers", "category_id"],
      ["emirate_customers", "emirate_id"],
    ] as const) {
      for (const url of ["announcement/preview", "announcement/send"]) {
        const missing = await call("POST", url, admin, { segment, ...TEXT });
        expect(missing.statusCode, `${url} ${segment}`).toBe(422);
        expect(Object.keys(json(missing).errors)).toEqual([field]);
        const missingAr = await call("POST", url, admin, { segment, ...TEXT }, "ar");
        expect(json(missingAr).errors[field][0]).toMatch(/[\u0600-\u06FF]/);
        const unknown = await call("POST", url, admin, { segment, [field]: 999_999, ...TEXT });
        expect(unknown.statusCode).toBe(422);
        expect(json(unknown).errors[field]).toEqual([`The selected ${field.replace("_", " ")} is invalid.`]);
      }
    }
    expect(await count("announcements")).toBe(0);
    expect(await count("notifications")).toBe(before);
    expect(await db.selectFrom("audit_log").select("id").where("entity", "=", "announcement").execute()).toEqual([]);
  });

  it("counts each segment's active recipients (preview writes nothing)", async () => {
    const emirates = await db.selectFrom("emirates").select("id").orderBy("id").execute();
    // an emirate where no customer has an address yet
    let emirateId = 0;
    for (const e of emirates) {
      const used = await db.selectFrom("user_addresses").select("id").where("emirate_id", "=", e.id).executeTakeFirst();
      if (!used) {
        emirateId = e.id;
        break;
      }
    }
    expect(emirateId).toBeGreaterThan(0);
    // a category nobody has booked yet, with a service
    const service = await db
      .selectFrom("services as s")
      .select(["s.id", "s.category_id", "s.partner_id"])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("booking_items as bi")
              .innerJoin("services as s2", "s2.id", "bi.service_id")
              .select("bi.id")
              .whereRef("s2.category_id", "=", "s.category_id"),
          ),
        ),
      )
      .executeTakeFirstOrThrow();

    const allCustomers = await preview({ segment: "all_customers" });
    expect(await preview({ segment: "emirate_customers", emirate_id: emirateId })).toBe(0);
    expect(await preview({ segment: "category_customers", category_id: service.category_id })).toBe(0);

    const fresh = await addCustomer("fresh.customer@khidma.test");
    const gone = await addCustomer("gone.customer@khidma.test", "inactive");
    for (const id of [fresh, gone]) {
      await addAddress(id, emirateId);
      await addBooking(id, service.id, service.partner_id);
    }
    // two bookings in the category: still one recipient
    await addBooking(fresh, service.id, service.partner_id);

    expect(await preview({ segment: "all_customers" })).toBe(allCustomers + 1);
    expect(await preview({ segment: "emirate_customers", emirate_id: emirateId })).toBe(1);
    expect(await preview({ segment: "category_customers", category_id: service.category_id })).toBe(1);

    // partners: every active user of an active partner company; a team: that company's active users
    const teamUsers = await db
      .selectFrom("users")
      .select("id")
      .where("partner_id", "=", partnerId)
      .where("status", "=", "active")
      .execute();
    expect(teamUsers.length).toBeGreaterThan(1);
    expect(await preview({ segment: "partner_team", partner_id: partnerId })).toBe(teamUsers.length);
    const activePartnerUsers = await db
      .selectFrom("users as u")
      .innerJoin("partners as p", "p.id", "u.partner_id")
      .select("u.id")
      .where("p.status", "=", "active")
      .where("u.status", "=", "active")
      .execute();
    expect(await preview({ segment: "all_partners" })).toBe(activePartnerUsers.length);
    await db.updateTable("partners").set({ status: "inactive" }).where("id", "=", partnerId).execute();
    expect(await preview({ segment: "all_partners" })).toBe(activePartnerUsers.length - teamUsers.length);
    await db.updateTable("partners").set({ status: "active" }).where("id", "=", partnerId).execute();

    const ar = await as("POST", "announcement/preview", { segment: "all_partners", ...TEXT }, 200, "ar");
    expect(ar).toEqual({ recipients: activePartnerUsers.length, title: TEXT.title_ar, body: TEXT.body_ar });
    expect(await count("announcements")).toBe(0);
  });

  it("sends to all partners: one notification each, the partner sees it and its unread count, audited", async () => {
    const expected = await preview({ segment: "all_partners" });
    const unreadBefore = json(await call("GET", "notifications/unread-count", partner)).data.count as number;
    const customerBefore = json(await call("GET", "notifications/unread-count", customer)).data.count as number;

    const sent = await as("POST", "announcement/send", { segment: "all_partners", ...TEXT }, 201);
    expect(sent).toMatchObject({
      segment: "all_partners",
      target_id: null,
      target_name: null,
      title: TEXT.title_en,
      ...TEXT,
      body: TEXT.body_en,
      recipients: expected,
      sent_by: { name: "Omar Al Mansoori" },
    });
    expect(typeof sent.id).toBe("number");
    expect(typeof sent.sent_by.id).toBe("number");
    expect(typeof sent.created_at).toBe("string");

    const written = await db
      .selectFrom("notifications")
      .select(["user_id", "title_en", "body_ar"])
      .where("type", "=", "announcement")
      .execute();
    expect(written).toHaveLength(expected);
    expect(new Set(written.map((n) => n.user_id)).size).toBe(expected);
    expect(written.every((n) => n.title_en === TEXT.title_en && n.body_ar === TEXT.body_ar)).toBe(true);

    const list = json(await call("GET", "notifications/list?unread_first=1", partner, undefined, "ar")).data;
    expect(list.data[0]).toMatchObject({ type: "announcement", title: TEXT.title_ar, body: TEXT.body_ar, read: false });
    expect(json(await call("GET", "notifications/unread-count", partner)).data.count).toBe(unreadBefore + 1);
    // a customer is not a partner user
    expect(json(await call("GET", "notifications/unread-count", customer)).data.count).toBe(customerBefore);

    const audit = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", "announcement")
      .where("entity_id", "=", sent.id)
      .execute();
    expect(audit.map((r) => r.action)).toEqual(["send"]);
    expect(audit[0].actor_user_id).toBe(sent.sent_by.id);
    expect(JSON.parse(audit[0].after_json ?? "{}")).toMatchObject({ segment: "all_partners", recipients: expected });
  });

  it("sends to one partner's team, names the target in the request's language; history and details", async () => {
    const team = await as(
      "POST",
      "announcement/send",
      { segment: "partner_team", partner_id: partnerId, ...TEXT, title_en: "Team update", title_ar: "تحديث للفريق" },
      201,
      "ar",
    );
    const names = await db
      .selectFrom("partners")
      .select(["name_en", "name_ar"])
      .where("id", "=", partnerId)
      .executeTakeFirstOrThrow();
    expect(team).toMatchObject({
      segment: "partner_team",
      target_id: partnerId,
      target_name: names.name_ar,
      title: "تحديث للفريق",
    });

    const history = await as("GET", "announcement/list?per_page=1");
    expect(history).toMatchObject({ total: 2, per_page: 1, last_page: 2, current_page: 1 });
    expect(history.data[0]).toMatchObject({ id: team.id, target_name: names.name_en, title: "Team update" });
    const searched = await as("GET", `announcement/list?search=${encodeURIComponent("عطلة")}`);
    expect(searched.data.map((r: { segment: string }) => r.segment)).toEqual(["all_partners"]);
    const bySegment = await as("GET", "announcement/list?segment=partner_team");
    expect(bySegment.data.map((r: { id: number }) => r.id)).toEqual([team.id]);
    expect((await call("GET", "announcement/list?segment=nobody", admin)).statusCode).toBe(422);

    const details = await as("GET", `announcement/details/${team.id}`);
    expect(details).toMatchObject({ id: team.id, recipients: team.recipients, body: TEXT.body_en });
    expect((await call("GET", "announcement/details/999999", admin)).statusCode).toBe(404);
  });
});
