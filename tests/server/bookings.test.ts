import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartOf, type Db, insertBooking } from "./commerce-helpers.js";
import { bearer, json, login, makeTestApp, type TestApp } from "./helpers.js";

const HOUR = 3_600_000;

/** Shared per-suite helpers over one app. */
function harness() {
  const ctx = {} as {
    app: TestApp;
    db: Db;
    aisha: string;
    noura: string;
    admin: string;
    support: string;
    partner: string;
  };
  beforeAll(async () => {
    const { app, db } = await makeTestApp();
    ctx.app = app;
    ctx.db = db;
    ctx.aisha = (await login(app, "customer@khidma.test", "Customer#2026")).access_token;
    ctx.noura = (await login(app, "noura.alketbi@khidma.test", "Customer#2026")).access_token;
    ctx.admin = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
    ctx.support = (await login(app, "support@khidma.test", "Support#2026")).access_token;
    ctx.partner = (await login(app, "partner@khidma.test", "Partner#2026")).access_token;
  });
  afterAll(async () => {
    await ctx.app.close();
  });
  const call = (
    method: "GET" | "POST",
    url: string,
    token: string | null,
    payload?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method,
      url: `/api/v2/${url}`,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  const ok = async (method: "GET" | "POST", url: string, token: string, payload?: Record<string, unknown>) => {
    const res = await call(method, url, token, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return json(res).data;
  };
  const userId = async (email: string) =>
    (await ctx.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  const partnerId = async (slug: string) =>
    (await ctx.db.selectFrom("partners").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;
  const balance = async (id: number) =>
    Number(
      (
        await ctx.db
          .selectFrom("wallet_transactions")
          .select((eb) => eb.fn.sum<number>("amount_fils").as("n"))
          .where("user_id", "=", id)
          .executeTakeFirst()
      )?.n ?? 0,
    );
  const bookingOf = async (email: string, status: string) =>
    ctx.db
      .selectFrom("bookings")
      .selectAll()
      .where("user_id", "=", await userId(email))
      .where("status", "=", status as never)
      .orderBy("id")
      .executeTakeFirstOrThrow();
  /** The first available slot of a partner for a job of `duration` minutes. */
  const freeSlot = async (token: string, partner: number, duration = 60, skip = 0) => {
    const { dates } = await ok(
      "GET",
      `customer/booking/available-dates?partner_id=${partner}&days=30&duration_minutes=${duration}`,
      token,
    );
    const days = dates.filter((d: { available: boolean }) => d.available);
    const day = await ok(
      "GET",
      `customer/booking/time-slots?partner_id=${partner}&date=${days[skip].date}&duration_minutes=${duration}`,
      token,
    );
    const slot = day.slots.find((s: { available: boolean }) => s.available);
    return { date: days[skip].date as string, time: slot.time as string, start: slot.start as string };
  };
  return { ctx, call, ok, userId, partnerId, balance, bookingOf, freeSlot };
}

describe("bookings: access, list and details", () => {
  const { ctx, call, ok, bookingOf } = harness();

  it("401 signed out, 403 for a staff role, 404 for another customer's booking", async () => {
    expect((await call("GET", "customer/booking/list", null)).statusCode).toBe(401);
    expect((await call("GET", "customer/booking/list", ctx.support)).statusCode).toBe(403);
    expect((await call("GET", "customer/quotation/list", ctx.admin)).statusCode).toBe(403);
    const nouras = await bookingOf("noura.alketbi@khidma.test", "requested");
    for (const url of [`customer/booking/details/${nouras.id}`, `customer/booking/cancel-preview/${nouras.id}`]) {
      const res = await call("GET", url, ctx.aisha);
      expect(res.statusCode, url).toBe(404);
    }
    const res = await call("POST", `customer/booking/cancel/${nouras.id}`, ctx.aisha, { expected_fee: 0 });
    expect(res.statusCode).toBe(404);
  });

  it("Aisha's seeded bookings: upcoming confirmed and requested, past completed and cancelled", async () => {
    const all = await ok("GET", "customer/booking/list", ctx.aisha);
    expect(all.total).toBe(4);
    const when = all.data.map((b: { scheduled_at: string }) => b.scheduled_at);
    expect(when).toEqual([...when].sort().reverse());
    const upcoming = await ok("GET", "customer/booking/list?status=upcoming", ctx.aisha);
    expect(upcoming.data.map((b: { status: string }) => b.status).sort()).toEqual(["confirmed", "requested"]);
    const past = await ok("GET", "customer/booking/list?status=past&sortKey=scheduled_at&sortVal=asc", ctx.aisha);
    expect(past.data.map((b: { status: string }) => b.status).sort()).toEqual(["cancelled", "completed"]);
    expect((await ok("GET", "customer/booking/list?status=completed", ctx.aisha)).total).toBe(1);
    const bad = await call("GET", "customer/booking/list?status=lost", ctx.aisha);
    expect(bad.statusCode).toBe(422);

    const confirmed = upcoming.data.find((b: { status: string }) => b.status === "confirmed");
    expect(confirmed).toMatchObject({
      payment_status: "paid",
      payment_method: "card",
      partner: { name: "Sparkle Cleaning LLC" },
      can_cancel: true,
      status_label: "Confirmed",
    });
    const details = await ok("GET", `customer/booking/details/${confirmed.id}`, ctx.aisha);
    expect(details.invoice?.number).toMatch(/^INV-\d{6}$/);
    expect(details.timeline.map((t: { status: string }) => t.status)).toEqual(["requested", "confirmed"]);

    const requested = upcoming.data.find((b: { status: string }) => b.status === "requested");
    const r = await ok("GET", `customer/booking/details/${requested.id}`, ctx.aisha);
    expect(r.payment_status).toBe("cash");
    expect(r.quotations).toHaveLength(1);
    expect(r.quotations[0]).toMatchObject({ status: "pending", booking_id: requested.id });

    const completed = past.data.find((b: { status: string }) => b.status === "completed");
    const c = await ok("GET", `customer/booking/details/${completed.id}`, ctx.aisha);
    expect(c.completion_report).toMatchObject({ customer_signoff: true, signed_by: "Aisha Khan" });
    expect(c.technician?.name).toBe("Imran Qureshi");
    expect(c.can_cancel).toBe(false);
    const cancelled = past.data.find((b: { status: string }) => b.status === "cancelled");
    const x = await ok("GET", `customer/booking/details/${cancelled.id}`, ctx.aisha);
    expect(x.cancellation_fee).toBeGreaterThan(0);
    expect(x.payment_status).toBe("refunded");

    const ar = await ctx.app.inject({
      method: "GET",
      url: `/api/v2/customer/booking/details/${confirmed.id}`,
      headers: { ...bearer(ctx.aisha), "accept-language": "ar" },
    });
    expect(json(ar).data).toMatchObject({ status_label: "مؤكد", partner: { name: "سباركل للتنظيف ذ.م.م" } });
  });

  it("the seed: wallet AED 150.00, three unread notifications, working hours and holidays", async () => {
    const aisha = (
      await ctx.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", "customer@khidma.test")
        .executeTakeFirstOrThrow()
    ).id;
    const sum = await ctx.db
      .selectFrom("wallet_transactions")
      .select((eb) => eb.fn.sum<number>("amount_fils").as("n"))
      .where("user_id", "=", aisha)
      .executeTakeFirstOrThrow();
    expect(Number(sum.n)).toBe(15000);
    const unread = await ctx.db
      .selectFrom("notifications")
      .select("id")
      .where("user_id", "=", aisha)
      .where("read_at", "is", null)
      .execute();
    expect(unread).toHaveLength(3);
    expect(await ctx.db.selectFrom("user_addresses").select("id").where("user_id", "=", aisha).execute()).toEqual([]);
    const points = await ctx.db
      .selectFrom("loyalty_transactions")
      .select("points")
      .where("user_id", "=", aisha)
      .execute();
    expect(points).toHaveLength(1);
    const total = await ctx.db.selectFrom("bookings").select("id").execute();
    expect(total.length).toBeGreaterThanOrEqual(35);
    expect(await ctx.db.selectFrom("reassignment_requests").select("id").execute()).toHaveLength(3);
    const eid = await ctx.db.selectFrom("public_holidays").selectAll().where("key", "=", "eid-al-etihad").execute();
    expect(eid).toHaveLength(2); // the current and the next year, as ranges (issue 15)
    expect(eid[0]).toMatchObject({ name_en: "Eid Al Etihad", is_tentative: 0 });
    expect(eid[0].start_date.slice(5)).toBe("12-02");
    expect(eid[0].end_date.slice(5)).toBe("12-03");
  });

  it("time slots and available dates for a partner (422 for an unknown partner or a bad date)", async () => {
    const sparkle = (
      await ctx.db.selectFrom("partners").select("id").where("slug", "=", "sparkle-cleaning").executeTakeFirstOrThrow()
    ).id;
    const { dates } = await ok("GET", `customer/booking/available-dates?partner_id=${sparkle}`, ctx.aisha);
    expect(dates).toHaveLength(14);
    const open = dates.find((d: { available: boolean }) => d.available);
    const day = await ok("GET", `customer/booking/time-slots?partner_id=${sparkle}&date=${open.date}`, ctx.aisha);
    expect(day).toMatchObject({ partner_id: sparkle, timezone: "Asia/Dubai", duration_minutes: 60, closed: false });
    expect(day.slots[0].time).toMatch(/^(08|14):00$/);
    let res = await call("GET", `customer/booking/time-slots?partner_id=999&date=${open.date}`, ctx.aisha);
    expect(res.statusCode).toBe(422);
    res = await call("GET", `customer/booking/time-slots?partner_id=${sparkle}&date=2026-02-30`, ctx.aisha);
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.date).toEqual(["The date must be a date in the format YYYY-MM-DD."]);
  });
});

describe("bookings: cancel and reschedule", () => {
  const { ctx, call, ok, userId, balance, bookingOf, freeSlot } = harness();

  it("cancel with a wrong expected fee changes nothing; the right one refunds to the wallet", async () => {
    const aisha = await userId("customer@khidma.test");
    const b = await bookingOf("customer@khidma.test", "confirmed");
    const preview = await ok("GET", `customer/booking/cancel-preview/${b.id}`, ctx.aisha);
    expect(preview).toMatchObject({ booking_id: b.id, action: "cancel", rule: "free", fee: 0, fee_percent: 0 });
    expect(preview.refund).toBe(preview.paid);
    expect(preview.paid).toBe(b.total_fils / 100);
    const before = await balance(aisha);

    const wrong = await call("POST", `customer/booking/cancel/${b.id}`, ctx.aisha, { expected_fee: 5 });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong).errors.expected_fee).toEqual(["The fee is now AED 0.00. Please review it and confirm again."]);
    expect((await bookingOf("customer@khidma.test", "confirmed")).id).toBe(b.id);
    expect(await balance(aisha)).toBe(before);
    const missing = await call("POST", `customer/booking/cancel/${b.id}`, ctx.aisha, {});
    expect(json(missing).errors.expected_fee).toEqual(["The expected fee field is required."]);

    const done = await ok("POST", `customer/booking/cancel/${b.id}`, ctx.aisha, { expected_fee: 0, reason: "Guests" });
    expect(done).toMatchObject({
      status: "cancelled",
      cancellation_fee: 0,
      cancel_reason: "Guests",
      can_cancel: false,
    });
    expect(done.timeline.at(-1).status).toBe("cancelled");
    expect(await balance(aisha)).toBe(before + b.total_fils);
    const order = await ctx.db
      .selectFrom("orders")
      .select("status")
      .where("id", "=", b.order_id!)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe("refunded");
    const note = await ctx.db
      .selectFrom("notifications")
      .select("title_en")
      .where("user_id", "=", aisha)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(note.title_en).toBe(`Booking ${b.number}: Cancelled`);
    const again = await call("POST", `customer/booking/cancel/${b.id}`, ctx.aisha, { expected_fee: 0 });
    expect(json(again).message).toBe("This booking can no longer be cancelled.");
  });

  it("a late cancel keeps 25% of a paid booking; a cash booking owes it", async () => {
    const noura = await userId("noura.alketbi@khidma.test");
    const b = await ctx.db
      .selectFrom("bookings")
      .selectAll()
      .where("user_id", "=", noura)
      .where("status", "in", ["requested", "confirmed", "technician-assigned"])
      .where("payment_status", "=", "paid")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable("bookings")
      .set({ scheduled_at: new Date(Date.now() + 5 * HOUR).toISOString() })
      .where("id", "=", b.id)
      .execute();
    const p = await ok("GET", `customer/booking/cancel-preview/${b.id}`, ctx.noura);
    const fee = Math.round(b.total_fils * 0.25) / 100;
    expect(p).toMatchObject({ rule: "late", fee_percent: 25, fee, total: b.total_fils / 100 });
    expect(p.hours_before).toBeGreaterThan(4.9);
    const before = await balance(noura);
    await ok("POST", `customer/booking/cancel/${b.id}`, ctx.noura, { expected_fee: fee });
    expect(await balance(noura)).toBe(before + b.total_fils - Math.round(b.total_fils * 0.25));

    const cash = await ctx.db
      .selectFrom("bookings")
      .selectAll()
      .where("user_id", "=", noura)
      .where("status", "in", ["requested", "confirmed", "technician-assigned"])
      .where("payment_status", "=", "cash")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable("bookings")
      .set({ scheduled_at: new Date(Date.now() - HOUR).toISOString() })
      .where("id", "=", cash.id)
      .execute();
    const missed = await ok("GET", `customer/booking/cancel-preview/${cash.id}`, ctx.noura);
    expect(missed).toMatchObject({ rule: "missed", fee_percent: 100, paid: 0, refund: 0 });
    const done = await ok("POST", `customer/booking/cancel/${cash.id}`, ctx.noura, { expected_fee: missed.fee });
    expect(done.cancellation_fee).toBe(cash.total_fils / 100);
    expect(await balance(noura)).toBe(before + b.total_fils - Math.round(b.total_fils * 0.25));
  });

  it("reschedule to a free slot (free), then a late one paid from the wallet; taken slots answer 422", async () => {
    const aisha = await userId("customer@khidma.test");
    const b = await bookingOf("customer@khidma.test", "requested");
    const slot = await freeSlot(ctx.aisha, b.partner_id, b.duration_minutes, 1);
    const preview = await ok(
      "GET",
      `customer/booking/reschedule-preview/${b.id}?date=${slot.date}&time=${slot.time}`,
      ctx.aisha,
    );
    expect(preview).toMatchObject({ action: "reschedule", fee: 0, new_scheduled_at: slot.start });
    const moved = await ok("POST", `customer/booking/reschedule/${b.id}`, ctx.aisha, {
      date: slot.date,
      time: slot.time,
      expected_fee: 0,
    });
    expect(moved).toMatchObject({ scheduled_at: slot.start, reschedule_count: 1, status: "requested" });
    expect(moved.timeline.at(-1).note).toMatch(/^Rescheduled from /);

    // fill another slot with two bookings: taken
    const other = await freeSlot(ctx.aisha, b.partner_id, b.duration_minutes, 2);
    const noura = await userId("noura.alketbi@khidma.test");
    for (const n of [1, 2]) {
      await insertBooking(ctx.db, {
        number: `BK-FILL-${n}`,
        user_id: noura,
        partner_id: b.partner_id,
        scheduled_at: other.start,
        duration_minutes: b.duration_minutes,
        status: "confirmed",
        payment_status: "paid",
      });
    }
    const taken = await call("POST", `customer/booking/reschedule/${b.id}`, ctx.aisha, {
      date: other.date,
      time: other.time,
      expected_fee: 0,
    });
    expect(taken.statusCode).toBe(422);
    expect(json(taken).errors.time).toEqual(["This time slot is no longer available. Please pick another."]);

    // 5 hours before the slot: 25% from the wallet
    await ctx.db
      .updateTable("bookings")
      .set({ scheduled_at: new Date(Date.now() + 5 * HOUR).toISOString() })
      .where("id", "=", b.id)
      .execute();
    const late = await ok("GET", `customer/booking/reschedule-preview/${b.id}`, ctx.aisha);
    expect(late).toMatchObject({ rule: "late", fee_percent: 25, refund: 0 });
    const before = await balance(aisha);
    const wrong = await call("POST", `customer/booking/reschedule/${b.id}`, ctx.aisha, {
      date: slot.date,
      time: slot.time,
      expected_fee: 0,
    });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong).errors.expected_fee).toBeDefined();
    const res = await call(
      "POST",
      `customer/booking/reschedule/${b.id}`,
      ctx.aisha,
      { date: slot.date, time: slot.time, expected_fee: late.fee, payment_method: "wallet" },
      { "idempotency-key": "resched-1" },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.reschedule_count).toBe(2);
    expect(await balance(aisha)).toBe(before - Math.round(late.fee * 100));
    const feeOrder = await ctx.db
      .selectFrom("orders")
      .select(["kind", "status", "total_fils"])
      .where("user_id", "=", aisha)
      .where("kind", "=", "reschedule")
      .execute();
    expect(feeOrder).toEqual([{ kind: "reschedule", status: "paid", total_fils: Math.round(late.fee * 100) }]);
    // a replay with the same key answers the same without charging again
    const replay = await call(
      "POST",
      `customer/booking/reschedule/${b.id}`,
      ctx.aisha,
      { date: slot.date, time: slot.time, expected_fee: late.fee, payment_method: "wallet" },
      { "idempotency-key": "resched-1" },
    );
    expect(replay.statusCode).toBe(200);
    expect(await balance(aisha)).toBe(before - Math.round(late.fee * 100));
  });
});

describe("bookings: reschedule fee by card", () => {
  const { ctx, call, ok, bookingOf, freeSlot } = harness();

  it("a declined card changes nothing (402); the test card pays the fee", async () => {
    const b = await bookingOf("noura.alketbi@khidma.test", "technician-assigned");
    await ctx.db
      .updateTable("bookings")
      .set({ scheduled_at: new Date(Date.now() + 5 * HOUR).toISOString() })
      .where("id", "=", b.id)
      .execute();
    const slot = await freeSlot(ctx.noura, b.partner_id, b.duration_minutes, 3);
    const fee = (await ok("GET", `customer/booking/reschedule-preview/${b.id}`, ctx.noura)).fee;
    expect(fee).toBeGreaterThan(0);
    const card = { card_number: "4000 0000 0000 0002", exp_month: 12, exp_year: 2099, cvc: "123", card_name: "Noura" };
    const body = { date: slot.date, time: slot.time, expected_fee: fee, payment_method: "card" };
    const missing = await call("POST", `customer/booking/reschedule/${b.id}`, ctx.noura, body);
    expect(missing.statusCode).toBe(422);
    expect(json(missing).errors.card_number).toBeDefined();
    const declined = await call("POST", `customer/booking/reschedule/${b.id}`, ctx.noura, { ...body, ...card });
    expect(declined.statusCode).toBe(402);
    expect(json(declined).message).toBe("Your card was declined.");
    const same = await ctx.db.selectFrom("bookings").selectAll().where("id", "=", b.id).executeTakeFirstOrThrow();
    expect(same.reschedule_count).toBe(0);
    const paid = await ok("POST", `customer/booking/reschedule/${b.id}`, ctx.noura, {
      ...body,
      ...card,
      card_number: "4242 4242 4242 4242",
    });
    expect(paid).toMatchObject({ scheduled_at: slot.start, reschedule_count: 1, status: "technician-assigned" });
    const order = await ctx.db
      .selectFrom("orders")
      .select(["status", "payment_method", "total_fils"])
      .where("user_id", "=", b.user_id)
      .where("kind", "=", "reschedule")
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: "paid", payment_method: "card", total_fils: Math.round(fee * 100) });
  });
});

describe("quotations", () => {
  const { ctx, call, ok, userId, bookingOf } = harness();

  const addQuotation = async (bookingId: number, partnerId: number, validUntil: string, unit = 5000) => {
    const now = new Date().toISOString();
    const { id } = await ctx.db
      .insertInto("quotations")
      .values({
        number: `QT-T${Math.random().toString(36).slice(2, 8)}`,
        booking_id: bookingId,
        partner_id: partnerId,
        title_en: "Extra work",
        title_ar: "عمل إضافي",
        lines: JSON.stringify([{ description_en: "Part", description_ar: "قطعة", quantity: 2, unit_price_fils: unit }]),
        total_fils: unit * 2,
        valid_until: validUntil,
        order_id: null,
        decline_reason: null,
        responded_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  };

  it("lists, shows and accepts (wallet short: 422 and still pending; cash: an order of kind quotation)", async () => {
    const list = await ok("GET", "customer/quotation/list", ctx.aisha);
    expect(list.total).toBe(1);
    const q = list.data[0];
    expect(q).toMatchObject({ status: "pending", order_id: null });
    expect(q.total).toBe(q.lines.reduce((a: number, l: { total: number }) => a + l.total, 0));
    expect((await call("GET", `customer/quotation/details/${q.id}`, ctx.noura)).statusCode).toBe(404);
    const short = await call("POST", `customer/quotation/accept/${q.id}`, ctx.aisha, { payment_method: "wallet" });
    expect(short.statusCode).toBe(422);
    expect(json(short).errors.payment_method[0]).toMatch(/^Your wallet balance \(AED 150\.00\) does not cover/);
    expect((await ok("GET", `customer/quotation/details/${q.id}`, ctx.aisha)).status).toBe("pending");

    const order = await ok("POST", `customer/quotation/accept/${q.id}`, ctx.aisha, { payment_method: "cash" });
    expect(order).toMatchObject({
      kind: "quotation",
      payment_method: "cash",
      status: "pending",
      booking_id: q.booking_id,
    });
    expect(order.summary.total).toBe(q.total);
    const after = await ok("GET", `customer/quotation/details/${q.id}`, ctx.aisha);
    expect(after).toMatchObject({ status: "accepted", order_id: order.id });
    const again = await call("POST", `customer/quotation/accept/${q.id}`, ctx.aisha, { payment_method: "cash" });
    expect(json(again).errors.quotation).toEqual(["This quotation has already been answered."]);
  });

  it("card leaves the order pending; wallet pays at once; expired cannot be accepted; decline", async () => {
    const b = await bookingOf("customer@khidma.test", "requested");
    const future = new Date(Date.now() + 3 * 24 * HOUR).toISOString();
    const card = await addQuotation(b.id, b.partner_id, future);
    const cardOrder = await ok("POST", `customer/quotation/accept/${card}`, ctx.aisha, { payment_method: "card" });
    expect(cardOrder).toMatchObject({ status: "pending", payment_method: "card", kind: "quotation" });

    const wallet = await addQuotation(b.id, b.partner_id, future, 2500);
    const paid = await ok("POST", `customer/quotation/accept/${wallet}`, ctx.aisha, { payment_method: "wallet" });
    expect(paid).toMatchObject({ status: "paid", payment_method: "wallet" });
    expect(paid.summary.wallet_amount).toBe(50);

    const expired = await addQuotation(b.id, b.partner_id, new Date(Date.now() - HOUR).toISOString());
    expect((await ok("GET", `customer/quotation/details/${expired}`, ctx.aisha)).status).toBe("expired");
    const res = await call("POST", `customer/quotation/accept/${expired}`, ctx.aisha, { payment_method: "cash" });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.quotation).toEqual(["This quotation has expired."]);
    expect((await ok("GET", "customer/quotation/list?status=expired", ctx.aisha)).total).toBe(1);

    const declined = await addQuotation(b.id, b.partner_id, future);
    const d = await ok("POST", `customer/quotation/decline/${declined}`, ctx.aisha, { reason: "Too expensive" });
    expect(d).toMatchObject({ status: "declined", decline_reason: "Too expensive" });
    expect(d.responded_at).not.toBeNull();
    expect((await call("POST", `customer/quotation/decline/${declined}`, ctx.aisha, {})).statusCode).toBe(422);
    expect(await userId("customer@khidma.test")).toBeGreaterThan(0);
  });
});

describe("booking-appointment/change-status", () => {
  const { ctx, call, ok, userId, partnerId } = harness();

  it("admin moves a booking along; the customer is notified; completed earns points", async () => {
    const noura = await userId("noura.alketbi@khidma.test");
    const sparkle = await partnerId("sparkle-cleaning");
    const b = await ctx.db
      .selectFrom("bookings")
      .selectAll()
      .where("user_id", "=", noura)
      .where("partner_id", "=", sparkle)
      .where("status", "=", "requested")
      .executeTakeFirstOrThrow();
    const tech = await userId("tech@khidma.test");
    const unread = async () =>
      (
        await ctx.db
          .selectFrom("notifications")
          .select("id")
          .where("user_id", "=", noura)
          .where("read_at", "is", null)
          .execute()
      ).length;
    const start = await unread();

    expect(
      (await call("POST", `booking-appointment/change-status/${b.id}`, null, { status: "confirmed" })).statusCode,
    ).toBe(401);
    expect(
      (await call("POST", `booking-appointment/change-status/${b.id}`, ctx.support, { status: "confirmed" }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call("POST", `booking-appointment/change-status/${b.id}`, ctx.aisha, { status: "confirmed" })).statusCode,
    ).toBe(403);
    const skip = await call("POST", `booking-appointment/change-status/${b.id}`, ctx.admin, { status: "completed" });
    expect(skip.statusCode).toBe(422);
    expect(json(skip).errors.status).toEqual(["A booking that is Requested cannot become Completed."]);

    let d = await ok("POST", `booking-appointment/change-status/${b.id}`, ctx.admin, {
      status: "confirmed",
      note: "OK",
    });
    expect(d.status).toBe("confirmed");
    expect(await unread()).toBe(start + 1);
    const need = await call("POST", `booking-appointment/change-status/${b.id}`, ctx.admin, {
      status: "technician-assigned",
    });
    expect(json(need).errors.technician_id).toBeDefined();
    const aishaId = await userId("customer@khidma.test");
    const wrongTech = await call("POST", `booking-appointment/change-status/${b.id}`, ctx.admin, {
      status: "technician-assigned",
      technician_id: aishaId,
    });
    expect(json(wrongTech).errors.technician_id).toEqual(["The selected technician id is invalid."]);
    d = await ok("POST", `booking-appointment/change-status/${b.id}`, ctx.admin, {
      status: "technician-assigned",
      technician_id: tech,
    });
    expect(d.technician).toMatchObject({ id: tech, name: "Imran Qureshi" });
    // the partner (Sparkle's owner) may move its own booking
    d = await ok("POST", `booking-appointment/change-status/${b.id}`, ctx.partner, { status: "on-the-way" });
    d = await ok("POST", `booking-appointment/change-status/${b.id}`, ctx.admin, { status: "in-progress" });
    d = await ok("POST", `booking-appointment/change-status/${b.id}`, ctx.admin, { status: "completed" });
    expect(d.status).toBe("completed");
    expect(d.completed_at).not.toBeNull();
    expect(d.timeline.map((t: { status: string }) => t.status).slice(-5)).toEqual([
      "confirmed",
      "technician-assigned",
      "on-the-way",
      "in-progress",
      "completed",
    ]);
    const points = await ctx.db
      .selectFrom("loyalty_transactions")
      .select("points")
      .where("booking_id", "=", b.id)
      .executeTakeFirstOrThrow();
    expect(points.points).toBe(Math.floor(b.total_fils / 1000));
    expect(await unread()).toBe(start + 5 + 1); // five status changes and the loyalty notice
  });

  it("a partner may not touch another partner's booking (404, as if it did not exist); staff cancel refunds in full", async () => {
    const sparkle = await partnerId("sparkle-cleaning");
    const other = await ctx.db
      .selectFrom("bookings")
      .selectAll()
      .where("partner_id", "!=", sparkle)
      .where("status", "=", "confirmed")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const res = await call("POST", `booking-appointment/change-status/${other.id}`, ctx.partner, {
      status: "cancelled",
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await call("POST", "booking-appointment/change-status/999999", ctx.admin, { status: "confirmed" })).statusCode,
    ).toBe(404);
    const d = await ok("POST", `booking-appointment/change-status/${other.id}`, ctx.admin, {
      status: "cancelled",
      note: "Provider unavailable",
    });
    expect(d).toMatchObject({ status: "cancelled", cancel_reason: "Provider unavailable", cancellation_fee: 0 });
  });
});

describe("customer/booking/request", () => {
  const { ctx, call, ok, userId, partnerId, freeSlot } = harness();
  let addressId: number;

  beforeAll(async () => {
    const emirate = await ctx.db
      .selectFrom("emirates")
      .select("id")
      .where("slug", "=", "dubai")
      .executeTakeFirstOrThrow();
    const community = await ctx.db
      .selectFrom("communities")
      .select("id")
      .where("slug", "=", "dubai-marina")
      .executeTakeFirstOrThrow();
    const a = await ok("POST", "user-address/create", ctx.aisha, {
      label: "home",
      emirate_id: emirate.id,
      community_id: community.id,
      building: "Marina Heights",
      apartment_or_villa_number: "1204",
      property_type: "apartment",
      property_size: "2br",
    });
    addressId = a.id;
  });

  /** Puts `quantity` of the partner's cheapest service in Aisha's cart (directly in the tables). */
  const fillCart = async (slug: string, quantity = 1) => {
    const user = await userId("customer@khidma.test");
    const partner = await partnerId(slug);
    const service = await ctx.db
      .selectFrom("services")
      .selectAll()
      .where("partner_id", "=", partner)
      .where("active", "=", 1)
      .orderBy("price_fils")
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const cart = await cartOf(ctx.db, user, "service");
    await ctx.db.deleteFrom("cart_items").where("cart_id", "=", cart.id).execute();
    // One cart, one live order: an earlier unpaid checkout of this cart has run out of time (it expires lazily).
    await ctx.db
      .updateTable("orders")
      .set({ expires_at: "2000-01-01T00:00:00.000Z" })
      .where("cart_id", "=", cart.id)
      .where("status", "=", "pending")
      .execute();
    await ctx.db
      .insertInto("cart_items")
      .values({
        cart_id: cart.id,
        service_id: service.id,
        partner_id: partner,
        quantity,
        notes: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return { partner, service, duration: Math.max(60, service.duration_minutes * quantity) };
  };

  it("an empty cart answers 422 on cart", async () => {
    const res = await call("POST", "customer/booking/request", ctx.aisha, {
      user_address_id: 1,
      date: "2030-01-01",
      time: "10:00",
      payment_method: "card",
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.cart).toEqual(["Your cart is empty."]);
    const invalid = await call("POST", "customer/booking/request", ctx.aisha, { payment_method: "bitcoin" });
    expect(json(invalid).errors).toMatchObject({
      user_address_id: ["The user address id field is required."],
      payment_method: ["The selected payment method is invalid."],
    });
  });

  it("books the cart by card: pending order with booking_id, booking requested with the address snapshot", async () => {
    const { partner, service, duration } = await fillCart("sparkle-cleaning", 2);
    const slot = await freeSlot(ctx.aisha, partner, duration);
    const body = {
      user_address_id: addressId,
      date: slot.date,
      time: slot.time,
      payment_method: "card",
      notes: "Gate code 4411",
    };
    const res = await call("POST", "customer/booking/request", ctx.aisha, body, { "idempotency-key": "book-1" });
    expect(res.statusCode, res.body).toBe(201);
    const order = json(res).data;
    expect(order).toMatchObject({ kind: "booking", status: "pending", payment_method: "card" });
    expect(order.summary.total).toBe((service.price_fils * 2) / 100);
    expect(order.booking_id).toBeGreaterThan(0);
    const again = await call("POST", "customer/booking/request", ctx.aisha, body, { "idempotency-key": "book-1" });
    expect(json(again).data.id).toBe(order.id);
    const details = await ok("GET", `customer/booking/details/${order.booking_id}`, ctx.aisha);
    expect(details).toMatchObject({
      status: "requested",
      payment_status: "pending",
      scheduled_at: slot.start,
      duration_minutes: duration,
      address_text: "Marina Heights, 1204, Dubai Marina, Dubai",
      notes: "Gate code 4411",
      order_id: order.id,
    });
    expect(details.services[0]).toMatchObject({ service_id: service.id, quantity: 2 });
    expect(details.timeline.map((t: { status: string }) => t.status)).toEqual(["requested"]);
    const bookings = await ctx.db.selectFrom("bookings").select("id").where("order_id", "=", order.id).execute();
    expect(bookings).toHaveLength(1);
  });

  it("takes multipart with photos", async () => {
    const { partner, duration } = await fillCart("sparkle-cleaning");
    const slot = await freeSlot(ctx.aisha, partner, duration, 1);
    const boundary = "----khidma-booking";
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64",
    );
    const fields = { user_address_id: String(addressId), date: slot.date, time: slot.time, payment_method: "card" };
    const chunks: Buffer[] = [];
    for (const [name, value] of Object.entries(fields))
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="leak.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    );
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v2/customer/booking/request",
      headers: { ...bearer(ctx.aisha), "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat(chunks),
    });
    expect(res.statusCode, res.body).toBe(201);
    const details = await ok("GET", `customer/booking/details/${json(res).data.booking_id}`, ctx.aisha);
    expect(details.images).toHaveLength(1);
    expect(details.images[0]).toMatch(/^\/uploads\/[0-9a-f]+\.png$/);
  });

  it("wallet pays at once; cash is refused where the partner takes no cash; a taken slot answers 422", async () => {
    const { partner, duration } = await fillCart("sparkle-cleaning");
    const slot = await freeSlot(ctx.aisha, partner, duration, 2);
    const paid = await ok("POST", "customer/booking/request", ctx.aisha, {
      user_address_id: addressId,
      date: slot.date,
      time: slot.time,
      payment_method: "wallet",
    });
    expect(paid.status).toBe("paid");
    const details = await ok("GET", `customer/booking/details/${paid.booking_id}`, ctx.aisha);
    expect(details.payment_status).toBe("paid");
    expect(details.invoice).not.toBeNull();

    const green = await fillCart("green-oasis-landscaping");
    const gslot = await freeSlot(ctx.aisha, green.partner, green.duration);
    const cash = await call("POST", "customer/booking/request", ctx.aisha, {
      user_address_id: addressId,
      date: gslot.date,
      time: gslot.time,
      payment_method: "cash",
    });
    expect(cash.statusCode).toBe(422);
    expect(json(cash).errors.payment_method).toEqual(["This provider does not accept cash on delivery."]);

    // two other bookings take the slot meanwhile
    const noura = await userId("noura.alketbi@khidma.test");
    for (const n of [1, 2]) {
      await insertBooking(ctx.db, {
        number: `BK-TAKEN-${n}`,
        user_id: noura,
        partner_id: green.partner,
        address_text: "Elsewhere",
        scheduled_at: gslot.start,
      });
    }
    const taken = await call("POST", "customer/booking/request", ctx.aisha, {
      user_address_id: addressId,
      date: gslot.date,
      time: gslot.time,
      payment_method: "card",
    });
    expect(taken.statusCode).toBe(422);
    expect(json(taken).errors.time).toEqual(["This time slot is no longer available. Please pick another."]);
  });
});
