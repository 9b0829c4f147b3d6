import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/src/db/database.js";
import { hashPassword } from "../../server/src/lib/password.js";
import { cartOf, insertBooking } from "./commerce-helpers.js";
import { bearer, json, login, makeTestApp, type TestApp } from "./helpers.js";

/**
 * Partner appointments (issue 16): partner/booking/list, details, accept, decline, assign, cash-collected,
 * calendar, and the statuses they add (declined, no-show) through booking-appointment/change-status.
 */

type Method = "GET" | "POST";

let app: TestApp;
let db: Database;
const t = {} as Record<"admin" | "support" | "owner" | "tech" | "aisha" | "noura", string>;
let sparkle: number;
let other: number; // a second partner
let imran: number; // tech@khidma.test
let joseph: number; // joseph.tech@khidma.test
let aishaId: number;
let addressId: number;
let otherTech: number; // a technician of the other partner

const call = (method: Method, url: string, token: string | null, payload?: unknown, lang = "en") =>
  app.inject({
    method,
    url: `/api/v2/${url}`,
    headers: { ...(token ? bearer(token) : {}), "accept-language": lang },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const ok = async (method: Method, url: string, token: string, payload?: unknown, lang = "en") => {
  const res = await call(method, url, token, payload, lang);
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return json(res).data;
};
/** The 422's field errors (asserting the status). */
const refused = async (method: Method, url: string, token: string, payload?: unknown, lang = "en") => {
  const res = await call(method, url, token, payload, lang);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(422);
  return json(res).errors as Record<string, string[]>;
};
const idOf = async (email: string) =>
  (await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
const notificationsOf = async (userId: number) =>
  db.selectFrom("notifications").selectAll().where("user_id", "=", userId).orderBy("id", "desc").execute();
const walletOf = async (userId: number) =>
  Number(
    (
      await db
        .selectFrom("wallet_transactions")
        .select((eb) => eb.fn.sum<number>("amount_fils").as("n"))
        .where("user_id", "=", userId)
        .executeTakeFirst()
    )?.n ?? 0,
  );

/** Puts Sparkle's cheapest service in Aisha's cart and books the first free slot `skip` open days ahead. */
async function book(payment: "cash" | "wallet" | "card", skip: number, couponCode?: string) {
  const service = await db
    .selectFrom("services")
    .selectAll()
    .where("partner_id", "=", sparkle)
    .where("active", "=", 1)
    .orderBy("price_fils")
    .executeTakeFirstOrThrow();
  const cart = await cartOf(db, aishaId, "service");
  await db.deleteFrom("cart_items").where("cart_id", "=", cart.id).execute();
  // one cart, one live order: an earlier unpaid card checkout of this cart has run out of time
  await db
    .updateTable("orders")
    .set({ expires_at: "2000-01-01T00:00:00.000Z" })
    .where("cart_id", "=", cart.id)
    .where("status", "=", "pending")
    .where("payment_method", "=", "card")
    .execute();
  const at = new Date().toISOString();
  await db
    .insertInto("cart_items")
    .values({
      cart_id: cart.id,
      service_id: service.id,
      partner_id: sparkle,
      quantity: 1,
      notes: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const duration = Math.max(60, service.duration_minutes);
  const { dates } = await ok(
    "GET",
    `customer/booking/available-dates?partner_id=${sparkle}&days=30&duration_minutes=${duration}`,
    t.aisha,
  );
  const date = dates.filter((d: { available: boolean }) => d.available)[skip].date as string;
  const day = await ok(
    "GET",
    `customer/booking/time-slots?partner_id=${sparkle}&date=${date}&duration_minutes=${duration}`,
    t.aisha,
  );
  const slot = day.slots.find((s: { available: boolean; time: string }) => s.available && s.time >= "10:00");
  const order = await ok("POST", "customer/booking/request", t.aisha, {
    user_address_id: addressId,
    date,
    time: slot.time,
    payment_method: payment,
    notes: "Ring twice",
    ...(couponCode ? { coupon_code: couponCode } : {}),
  });
  return {
    id: order.booking_id as number,
    orderId: order.id as number,
    start: slot.start as string,
    service,
    /** How many more bookings the slot took before this one, and how to ask again. */
    freeBefore: slot.free as number,
    slotsUrl: `customer/booking/time-slots?partner_id=${sparkle}&date=${date}&duration_minutes=${duration}`,
    time: slot.time as string,
  };
}

beforeAll(async () => {
  ({ app, db } = await makeTestApp());
  const creds: Array<[keyof typeof t, string, string]> = [
    ["admin", "admin@khidma.test", "Admin#2026"],
    ["support", "support@khidma.test", "Support#2026"],
    ["owner", "partner@khidma.test", "Partner#2026"],
    ["tech", "tech@khidma.test", "Tech#2026"],
    ["aisha", "customer@khidma.test", "Customer#2026"],
    ["noura", "noura.alketbi@khidma.test", "Customer#2026"],
  ];
  for (const [k, email, password] of creds) t[k] = (await login(app, email, password)).access_token;
  sparkle = (
    await db.selectFrom("partners").select("id").where("slug", "=", "sparkle-cleaning").executeTakeFirstOrThrow()
  ).id;
  other = (
    await db.selectFrom("partners").select("id").where("id", "!=", sparkle).orderBy("id").executeTakeFirstOrThrow()
  ).id;
  imran = await idOf("tech@khidma.test");
  joseph = await idOf("joseph.tech@khidma.test");
  aishaId = await idOf("customer@khidma.test");
  const community = await db
    .selectFrom("communities")
    .select(["id", "emirate_id"])
    .where("slug", "=", "dubai-marina")
    .executeTakeFirstOrThrow();
  addressId = (
    await ok("POST", "user-address/create", t.aisha, {
      label: "home",
      emirate_id: community.emirate_id,
      community_id: community.id,
      building: "Marina Heights",
      apartment_or_villa_number: "1204",
      property_type: "apartment",
      property_size: "2br",
      latitude: 25.0805,
      longitude: 55.1403,
    })
  ).id;
  // a technician of another partner
  const at = new Date().toISOString();
  otherTech = (
    await db
      .insertInto("users")
      .values({
        first_name: "Omar",
        last_name: "Elsewhere",
        email: "omar.tech@other.test",
        phone: null,
        password_hash: await hashPassword("Tech#2026"),
        gender: "male",
        user_profile: null,
        email_verified_at: at,
        phone_verified_at: at,
        last_login_at: null,
        status: "active",
        partner_id: other,
        preferred_language: "en",
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await app.close();
});

describe("access", () => {
  const ROUTES: Array<[Method, string, unknown?]> = [
    ["GET", "partner/booking/list"],
    ["GET", "partner/booking/details/1"],
    ["POST", "partner/booking/accept/1"],
    ["POST", "partner/booking/decline/1", { reason: "Fully booked" }],
    ["POST", "partner/booking/assign/1", { technician_id: 1 }],
    ["POST", "partner/booking/cash-collected/1"],
    ["GET", "partner/booking/calendar?from=2030-01-01&to=2030-01-07"],
  ];

  it("401 signed out; 403 for a customer and for a role without the permission; a technician may read only", async () => {
    for (const [method, url, body] of ROUTES) {
      expect((await call(method, url, null, body)).statusCode, url).toBe(401);
      expect((await call(method, url, t.aisha, body)).statusCode, url).toBe(403);
      expect((await call(method, url, t.support, body)).statusCode, url).toBe(403);
      if (method === "POST") expect((await call(method, url, t.tech, body)).statusCode, url).toBe(403);
    }
  });

  it("lists only the caller's own bookings; another partner's booking answers 404 everywhere", async () => {
    const list = await ok("GET", "partner/booking/list?limit=100", t.owner);
    expect(list.total).toBeGreaterThan(0);
    for (const row of list.data) {
      expect(row.partner_id).toBe(sparkle);
      expect(row).toHaveProperty("technician_id");
      expect(row).toHaveProperty("status");
    }
    expect(list.status_counts.all).toBe(list.total);
    expect(list.status_counts).toHaveProperty("declined");
    expect((await call("GET", `partner/booking/list?partner_id=${other}`, t.owner)).statusCode).toBe(403);
    // an internal caller may name the partner
    const theirs = await ok("GET", `partner/booking/list?partner_id=${other}&limit=100`, t.admin);
    expect(theirs.data.every((r: { partner_id: number }) => r.partner_id === other)).toBe(true);

    const foreign = await db
      .selectFrom("bookings")
      .select("id")
      .where("partner_id", "=", other)
      .where("status", "=", "requested")
      .executeTakeFirstOrThrow();
    expect((await call("GET", `partner/booking/details/${foreign.id}`, t.owner)).statusCode).toBe(404);
    for (const [url, body] of [
      [`partner/booking/accept/${foreign.id}`, undefined],
      [`partner/booking/decline/${foreign.id}`, { reason: "No" }],
      [`partner/booking/assign/${foreign.id}`, { technician_id: imran }],
      [`partner/booking/cash-collected/${foreign.id}`, undefined],
      [`booking-appointment/change-status/${foreign.id}`, { status: "confirmed" }],
    ] as const)
      expect((await call("POST", url, t.owner, body)).statusCode, url).toBe(404);
    const still = await db
      .selectFrom("bookings")
      .select("status")
      .where("id", "=", foreign.id)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe("requested");
    // the admin reads any partner's
    expect((await ok("GET", `partner/booking/details/${foreign.id}`, t.admin)).partner.id).toBe(other);
  });

  it("filters: status tab, technician, payment state, service, area and community, search by number, name, phone", async () => {
    const assigned = await ok("GET", `partner/booking/list?technician_id=${imran}&limit=100`, t.owner);
    expect(assigned.total).toBeGreaterThan(0);
    expect(assigned.data.every((r: { technician_id: number }) => r.technician_id === imran)).toBe(true);
    const cash = await ok("GET", "partner/booking/list?payment_status=cash&limit=100", t.owner);
    expect(cash.data.every((r: { payment_status: string }) => r.payment_status === "cash")).toBe(true);
    const completed = await ok("GET", "partner/booking/list?status=completed", t.owner);
    expect(completed.total).toBe(completed.status_counts.completed);
    expect(completed.data.every((r: { status: string }) => r.status === "completed")).toBe(true);

    const sample = (await ok("GET", "partner/booking/list?limit=1", t.owner)).data[0];
    const byNumber = await ok("GET", `partner/booking/list?search=${sample.number}`, t.owner);
    expect(byNumber.data.map((r: { id: number }) => r.id)).toContain(sample.id);
    const byName = await ok("GET", `partner/booking/list?search=${encodeURIComponent(sample.customer.name)}`, t.owner);
    expect(byName.data.length).toBeGreaterThan(0);
    if (sample.customer.phone) {
      const byPhone = await ok(
        "GET",
        `partner/booking/list?search=${encodeURIComponent(sample.customer.phone)}`,
        t.owner,
      );
      expect(byPhone.data.every((r: { customer: { id: number } }) => r.customer.id === sample.customer.id)).toBe(true);
    }

    const item = await db
      .selectFrom("booking_items as i")
      .innerJoin("bookings as b", "b.id", "i.booking_id")
      .select(["i.service_id", "b.community_id"])
      .where("b.partner_id", "=", sparkle)
      .where("b.community_id", "is not", null)
      .executeTakeFirstOrThrow();
    const byService = await ok("GET", `partner/booking/list?service_id=${item.service_id}&limit=100`, t.owner);
    expect(byService.total).toBeGreaterThan(0);
    expect(byService.total).toBe(byService.status_counts.all);
    for (const r of byService.data) {
      const items = await db.selectFrom("booking_items").select("service_id").where("booking_id", "=", r.id).execute();
      expect(items.map((i) => i.service_id)).toContain(item.service_id);
    }
    const community = await db
      .selectFrom("communities")
      .select(["id", "area_id"])
      .where("id", "=", item.community_id as number)
      .executeTakeFirstOrThrow();
    const inCommunity = await ok("GET", `partner/booking/list?community_id=${community.id}&limit=100`, t.owner);
    expect(inCommunity.total).toBeGreaterThan(0);
    const inArea = await ok("GET", `partner/booking/list?area_id=${community.area_id}&limit=100`, t.owner);
    expect(inArea.total).toBeGreaterThanOrEqual(inCommunity.total);
    const none = await ok("GET", "partner/booking/list?community_id=999999", t.owner);
    expect(none.total).toBe(0);
  });
});

describe("the booking loop, as the partner runs it", () => {
  it("a request notifies the owner; accept, assign (conflicts named), on the way, in progress, cash, completed", async () => {
    const ownerId = await idOf("partner@khidma.test");
    const before = (await notificationsOf(ownerId)).length;
    const techBefore = (await notificationsOf(imran)).length;
    const b = await book("cash", 12);

    const mine = await notificationsOf(ownerId);
    expect(mine.length).toBe(before + 1);
    expect(mine[0]).toMatchObject({ link: `/partner/appointments/show/${b.id}` });
    expect(mine[0].title_en).toMatch(/^New booking request BK-/);
    expect(mine[0].title_ar).toMatch(/طلب حجز جديد/);
    // technicians never sign in to the portal: they are not told of requests
    expect((await notificationsOf(imran)).length).toBe(techBefore);

    let d = await ok("GET", `partner/booking/details/${b.id}`, t.owner);
    expect(d).toMatchObject({ status: "requested", notes: "Ring twice", payment_method: "cash" });
    expect(d.next_actions).toEqual(["accept", "decline"]);
    expect(d.address).toMatchObject({ building: "Marina Heights", unit: "1204", latitude: 25.0805 });
    expect(d.address.map_url).toContain("25.0805,55.1403");
    expect(d.customer).toMatchObject({ id: aishaId, name: expect.stringMatching(/^Aisha /) });

    // assigning before accepting is refused, with why
    let errors = await refused("POST", `partner/booking/assign/${b.id}`, t.owner, { technician_id: imran });
    expect(errors.status[0]).toMatch(/^Assign a technician only to a confirmed booking .* this one is Requested\.$/);

    const aishaBefore = (await notificationsOf(aishaId)).length;
    d = await ok("POST", `partner/booking/accept/${b.id}`, t.owner);
    expect(d.status).toBe("confirmed");
    expect(d.next_actions).toEqual(["assign", "cash-collected"]);
    const told = await notificationsOf(aishaId);
    expect(told.length).toBe(aishaBefore + 1);
    expect(told[0].title_en).toContain("Confirmed");
    errors = await refused("POST", `partner/booking/accept/${b.id}`, t.owner);
    expect(errors.status).toEqual(["Only a requested booking can be accepted; this one is Confirmed."]);
    errors = await refused("POST", `partner/booking/decline/${b.id}`, t.owner, { reason: "Too late" }, "ar");
    expect(errors.status[0]).toContain("مؤكد");

    // conflicts, each named
    errors = await refused("POST", `partner/booking/assign/${b.id}`, t.owner, { technician_id: aishaId });
    expect(errors.technician_id).toEqual(["The selected technician id is invalid."]);
    errors = await refused("POST", `partner/booking/assign/${b.id}`, t.owner, { technician_id: otherTech });
    expect(errors.technician_id).toEqual(["Omar Elsewhere works for another provider."]);
    errors = await refused("POST", `partner/booking/assign/${b.id}`, t.owner, { technician_id: ownerId });
    expect(errors.technician_id[0]).toMatch(/is not a technician\.$/);

    // Joseph is busy then; Imran lacks the skill until given it; then he is off shift; then free
    await insertBooking(db, {
      number: "BK-CLASH-1",
      user_id: await idOf("noura.alketbi@khidma.test"),
      partner_id: sparkle,
      scheduled_at: b.start,
      status: "technician-assigned",
    });
    await db.updateTable("bookings").set({ technician_id: joseph }).where("number", "=", "BK-CLASH-1").execute();
    errors = await refused("POST", `partner/booking/assign/${b.id}`, t.owner, { technician_id: joseph });
    expect(errors.technician_id[0]).toMatch(/^Joseph Mathew already has booking BK-CLASH-1 from \d\d:\d\d to /);
    const ar = await refused("POST", `partner/booking/assign/${b.id}`, t.owner, { technician_id: joseph }, "ar");
    expect(ar.technician_id[0]).toContain("BK-CLASH-1");
    expect(ar.technician_id[0]).not.toContain("already has");

    const otherService = await db
      .selectFrom("services")
      .select("id")
      .where("partner_id", "=", sparkle)
      .where("id", "!=", b.service.id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto("technician_skills")
      .values({ user_id: imran, service_id: otherService.id, category_id: null })
      .execute();
    errors = await refused("POST", `partner/booking/assign/${b.id}`, t.owner, { technician_id: imran });
    expect(errors.technician_id).toEqual([`Imran Qureshi does not have the skills for ${b.service.name_en}.`]);
    // in Arabic the message names the service by its Arabic name (the field error and the top message)
    const arSkill = await call("POST", `partner/booking/assign/${b.id}`, t.owner, { technician_id: imran }, "ar");
    expect(arSkill.statusCode).toBe(422);
    expect(json(arSkill).errors.technician_id).toEqual([
      `لا يملك Imran Qureshi المهارات اللازمة لـ ${b.service.name_ar}.`,
    ]);
    expect(json(arSkill).message).toContain(b.service.name_ar);
    expect(json(arSkill).message).not.toContain(b.service.name_en);
    await db
      .insertInto("technician_skills")
      .values({ user_id: imran, service_id: b.service.id, category_id: null })
      .execute();

    const weekday = new Date(Date.parse(b.start) + 4 * 3_600_000).getUTCDay();
    await db
      .insertInto("technician_working_hours")
      .values({ user_id: imran, weekday, opens_at: "06:00", closes_at: "09:00", is_closed: 0, breaks: "[]" })
      .execute();
    errors = await refused("POST", `partner/booking/assign/${b.id}`, t.owner, { technician_id: imran });
    expect(errors.technician_id[0]).toMatch(/^Imran Qureshi is not on shift from .* \(works 06:00-09:00\)\.$/);
    await db.deleteFrom("technician_working_hours").where("user_id", "=", imran).execute();
    // a refused assignment wrote nothing
    const history = await db
      .selectFrom("booking_status_history")
      .select("status")
      .where("booking_id", "=", b.id)
      .orderBy("id")
      .execute();
    expect(history.map((h) => h.status)).toEqual(["requested", "confirmed"]);

    d = await ok("POST", `partner/booking/assign/${b.id}`, t.owner, { technician_id: imran });
    expect(d.status).toBe("technician-assigned");
    expect(d.technician).toMatchObject({ id: imran, name: "Imran Qureshi" });
    expect((await notificationsOf(aishaId))[0].body_en).toContain("Imran Qureshi");
    errors = await refused("POST", `partner/booking/assign/${b.id}`, t.owner, { technician_id: imran });
    expect(errors.technician_id).toEqual(["Choose a different technician than the one assigned now."]);
    // no-show only once the slot has started
    errors = await refused("POST", `booking-appointment/change-status/${b.id}`, t.owner, { status: "no-show" });
    expect(errors.status[0]).toMatch(/^A no-show can be recorded only once the appointment has started/);

    d = await ok("POST", `booking-appointment/change-status/${b.id}`, t.owner, { status: "on-the-way" });
    expect((await notificationsOf(aishaId))[0].body_en).toBe("Imran Qureshi is on the way to you.");
    d = await ok("POST", `booking-appointment/change-status/${b.id}`, t.owner, { status: "in-progress" });
    d = await ok("GET", `partner/booking/details/${b.id}`, t.owner);
    expect(d.next_actions).toEqual(["completed", "cash-collected"]);

    d = await ok("POST", `partner/booking/cash-collected/${b.id}`, t.owner);
    expect(d).toMatchObject({ payment_status: "paid", order: { status: "paid" } });
    expect(d.cash_collected_at).not.toBeNull();
    expect(d.cash_collected_by).toMatchObject({ id: ownerId });
    expect(d.invoice?.number).toMatch(/^INV-/);
    expect(d.payments[0]).toMatchObject({ gateway: "cash", status: "succeeded" });
    expect(d.next_actions).toEqual(["completed"]);
    errors = await refused("POST", `partner/booking/cash-collected/${b.id}`, t.owner);
    expect(errors.payment_status).toEqual(["The cash for this booking was already collected."]);

    d = await ok("POST", `booking-appointment/change-status/${b.id}`, t.owner, { status: "completed" });
    expect(d.status).toBe("completed");
    errors = await refused("POST", `booking-appointment/change-status/${b.id}`, t.owner, { status: "no-show" });
    expect(errors.status).toEqual(["A booking that is Completed cannot become No-show."]);
    // the customer sees it
    const mineNow = await ok("GET", `customer/booking/details/${b.id}`, t.aisha);
    expect(mineNow.status).toBe("completed");
    expect(mineNow.timeline.map((h: { status: string }) => h.status)).toEqual([
      "requested",
      "confirmed",
      "technician-assigned",
      "on-the-way",
      "in-progress",
      "in-progress", // the cash collection's note
      "completed",
    ]);
    expect(mineNow.timeline[5].note).toMatch(/^Cash collected: AED /);
  });

  it("decline needs a reason; refunds a wallet payment in full, gives the coupon back, tells the customer why", async () => {
    const at = new Date().toISOString();
    const coupon = await db
      .insertInto("coupons")
      .values({
        code: "DECLINE5",
        partner_id: null,
        discount_type: "fixed",
        discount_value: 500,
        max_discount_fils: null,
        usage_limit: 10,
        per_user_limit: 0,
        starts_at: null,
        ends_at: null,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const walletBefore = await walletOf(aishaId);
    const b = await book("wallet", 13, "DECLINE5");
    const order = await db.selectFrom("orders").selectAll().where("id", "=", b.orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe("paid");
    expect(await walletOf(aishaId)).toBe(walletBefore - order.total_fils);
    const used = async () =>
      (await db.selectFrom("coupons").select("used_count").where("id", "=", coupon.id).executeTakeFirstOrThrow())
        .used_count;
    expect(await used()).toBe(1);

    let errors = await refused("POST", `partner/booking/decline/${b.id}`, t.owner, {});
    expect(errors.reason).toEqual(["The reason field is required."]);
    errors = await refused("POST", `partner/booking/decline/${b.id}`, t.owner, { reason: "  " }, "ar");
    expect(errors.reason[0]).toMatch(/[\u0600-\u06FF]/);

    const d = await ok("POST", `partner/booking/decline/${b.id}`, t.owner, {
      reason: "Our team is fully booked that day",
    });
    expect(d).toMatchObject({ status: "declined", decline_reason: "Our team is fully booked that day" });
    // the timeline says who declined, in the reader's language, with the reason as typed
    const noteOf = (rows: Array<{ status: string; note: string | null }>) =>
      rows.find((h) => h.status === "declined")?.note;
    expect(noteOf(d.history)).toBe("Declined by the provider: Our team is fully booked that day");
    const mine = await ok("GET", `customer/booking/details/${b.id}`, t.aisha, undefined, "ar");
    expect(noteOf(mine.timeline)).toBe("اعتذر مزود الخدمة عن الحجز: Our team is fully booked that day");
    expect(d.payment_status).toBe("refunded");
    expect(d.order.status).toBe("refunded");
    expect(d.next_actions).toEqual([]);
    expect(await walletOf(aishaId)).toBe(walletBefore);
    expect(await used()).toBe(0);
    const note = (await notificationsOf(aishaId))[0];
    expect(note.title_en).toContain("Declined");
    expect(note.body_en).toContain("Our team is fully booked that day.");
    expect(note.title_ar).toContain("مرفوض");
    expect(note.body_ar).toContain("Our team is fully booked that day.");

    // a declined booking goes nowhere, and its slot is free again
    const again = await ok("GET", b.slotsUrl, t.aisha);
    expect(again.slots.find((x: { time: string }) => x.time === b.time).free).toBe(b.freeBefore);
    errors = await refused("POST", `booking-appointment/change-status/${b.id}`, t.owner, { status: "completed" });
    expect(errors.status).toEqual(["A booking that is Declined cannot become Completed."]);
    const ar = await refused(
      "POST",
      `booking-appointment/change-status/${b.id}`,
      t.owner,
      { status: "confirmed" },
      "ar",
    );
    expect(ar.status[0]).toContain("مرفوض");
    errors = await refused("POST", `partner/booking/accept/${b.id}`, t.owner);
    expect(errors.status).toEqual(["A booking that is Declined cannot become Confirmed."]);
    const listed = await ok("GET", "partner/booking/list?status=declined", t.owner);
    expect(listed.data.map((r: { id: number }) => r.id)).toContain(b.id);
    expect(listed.status_counts.declined).toBeGreaterThanOrEqual(1);
  });

  it("cash-collected: 422 for a card order and for an unaccepted request", async () => {
    const card = await book("card", 14);
    await ok("POST", `partner/booking/accept/${card.id}`, t.owner);
    let errors = await refused("POST", `partner/booking/cash-collected/${card.id}`, t.owner);
    expect(errors.payment_status).toEqual(["This booking is not paid in cash."]);
    const cash = await book("cash", 15);
    errors = await refused("POST", `partner/booking/cash-collected/${cash.id}`, t.owner);
    expect(errors.status).toEqual(["A booking that is Requested has no cash to collect."]);
  });

  it("a no-show after the slot started; the customer's cancel notifies the partner team", async () => {
    const noura = await idOf("noura.alketbi@khidma.test");
    const past = await insertBooking(db, {
      number: "BK-NOSHOW-1",
      user_id: noura,
      partner_id: sparkle,
      scheduled_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      status: "on-the-way",
    });
    await db.updateTable("bookings").set({ technician_id: joseph }).where("id", "=", past.id).execute();
    let d = await ok("GET", `partner/booking/details/${past.id}`, t.owner);
    expect(d.next_actions).toEqual(["in-progress", "no-show"]);
    d = await ok("POST", `booking-appointment/change-status/${past.id}`, t.owner, { status: "no-show" });
    expect(d.status).toBe("no-show");
    expect((await notificationsOf(noura))[0].title_en).toContain("No-show");

    const ownerId = await idOf("partner@khidma.test");
    const b = await book("card", 16);
    const preview = await ok("GET", `customer/booking/cancel-preview/${b.id}`, t.aisha);
    await ok("POST", `customer/booking/cancel/${b.id}`, t.aisha, { expected_fee: preview.fee });
    const n = (await notificationsOf(ownerId))[0];
    expect(n.title_en).toMatch(/cancelled by the customer$/);
    expect(n.link).toBe(`/partner/appointments/show/${b.id}`);
  });

  it("the customer's reschedule notifies the partner owner, in both languages, linking the appointment", async () => {
    const ownerId = await idOf("partner@khidma.test");
    const b = await book("cash", 17);
    const { number } = await db
      .selectFrom("bookings")
      .select("number")
      .where("id", "=", b.id)
      .executeTakeFirstOrThrow();
    const duration = Math.max(60, b.service.duration_minutes);
    const { dates } = await ok(
      "GET",
      `customer/booking/available-dates?partner_id=${sparkle}&days=30&duration_minutes=${duration}`,
      t.aisha,
    );
    const date = dates.filter((d: { available: boolean }) => d.available)[18].date as string;
    const day = await ok(
      "GET",
      `customer/booking/time-slots?partner_id=${sparkle}&date=${date}&duration_minutes=${duration}`,
      t.aisha,
    );
    const slot = day.slots.find((s: { available: boolean; time: string }) => s.available && s.time >= "10:00");
    const preview = await ok(
      "GET",
      `customer/booking/reschedule-preview/${b.id}?date=${date}&time=${slot.time}`,
      t.aisha,
    );
    const before = (await notificationsOf(ownerId)).length;
    await ok("POST", `customer/booking/reschedule/${b.id}`, t.aisha, {
      date,
      time: slot.time,
      expected_fee: preview.fee,
    });
    const notes = await notificationsOf(ownerId);
    expect(notes.length).toBe(before + 1);
    expect(notes[0]).toMatchObject({
      title_en: `Booking ${number} rescheduled by the customer`,
      title_ar: `غيّر العميل موعد الحجز ${number}`,
      link: `/partner/appointments/show/${b.id}`,
    });
    expect(notes[0].body_en).toContain(date);
    // the owner reads it in the interface language through the notifications API
    const list = await ok("GET", "notifications/list", t.owner, undefined, "ar");
    expect(JSON.stringify(list)).toContain(`غيّر العميل موعد الحجز ${number}`);
  });
});

describe("partner/booking/calendar", () => {
  it("jobs by technician in Dubai time, the unassigned ones, shifts per day; 31 days at most", async () => {
    const from = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    const to = new Date(Date.parse(`${from}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10);
    const cal = await ok("GET", `partner/booking/calendar?from=${from}&to=${to}`, t.owner);
    expect(cal).toMatchObject({ from, to, timezone: "Asia/Dubai", partner_id: sparkle });
    const ids = cal.technicians.map((x: { id: number }) => x.id);
    expect(ids).toEqual(expect.arrayContaining([imran, joseph]));
    const tech = cal.technicians.find((x: { id: number }) => x.id === imran);
    expect(tech.days).toHaveLength(14);
    expect(tech.colour).toMatch(/^#/);
    expect(tech.days.some((day: { on_shift: boolean; opens_at: string }) => day.on_shift && day.opens_at)).toBe(true);
    expect(cal.jobs.length).toBeGreaterThan(0);
    for (const j of cal.jobs) {
      expect(j.start).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\+04:00$/);
      expect(j.start.slice(11, 16)).toBe(j.start_time);
      expect(["cancelled", "declined"]).not.toContain(j.status);
    }
    for (const j of cal.unassigned) expect(j.technician_id).toBeNull();
    expect(cal.unassigned.length).toBeGreaterThan(0);

    const wide = new Date(Date.parse(`${from}T00:00:00Z`) + 31 * 86_400_000).toISOString().slice(0, 10);
    let errors = await refused("GET", `partner/booking/calendar?from=${from}&to=${wide}`, t.owner);
    expect(errors.to[0]).toMatch(/at most 31 days/);
    errors = await refused("GET", `partner/booking/calendar?from=${to}&to=${from}`, t.owner, undefined, "ar");
    expect(errors.to[0]).toMatch(/[\u0600-\u06FF]/);
    errors = await refused("GET", "partner/booking/calendar?from=2030-02-30&to=2030-03-01", t.owner);
    expect(errors.from).toBeDefined();
    // an internal caller names the partner
    errors = await refused("GET", `partner/booking/calendar?from=${from}&to=${to}`, t.admin);
    expect(errors.partner_id).toBeDefined();
    expect(
      (await ok("GET", `partner/booking/calendar?from=${from}&to=${to}&partner_id=${sparkle}`, t.admin)).jobs,
    ).toEqual(cal.jobs);
    expect(
      (await call("GET", `partner/booking/calendar?from=${from}&to=${to}&partner_id=${other}`, t.owner)).statusCode,
    ).toBe(403);
  });
});
