import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadFile } from "../../server/src/lib/uploads.js";
import { markOrderPaid } from "../../server/src/modules/orders/service.js";
import { insertBooking, testCard } from "./commerce-helpers.js";
import { bearer, json, login, makeTestApp, type TestApp } from "./helpers.js";

/**
 * Issue 16, slice (d): the partner's quotations (the customer approves and pays, or declines), completion reports
 * (which complete the booking) and reassignment requests (the admin hands the booking to another technician or
 * another partner, or rejects). Transitions allowed and refused, scoping (another partner's booking: 404), the
 * notifications each event creates, and nothing half-written.
 */

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

type Part = { name: string; value: string } | { name: string; file: Buffer; filename?: string };

function multipart(parts: Part[]) {
  const boundary = `----khidmaWork${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ("value" in p) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename ?? "photo.png"}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        p.file,
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

let app: TestApp;
let db: Awaited<ReturnType<typeof makeTestApp>>["db"];
let dataDir: string;
let partner: string;
let customer: string;
let admin: string;
let sparkleId: number;
let techId: number;
let ownerId: number;
let adminId: number;
let customerId: number;

const call = (method: "GET" | "POST", url: string, token: string | null, payload?: unknown, lang = "en") =>
  app.inject({
    method,
    url: `/api/v2/${url}`,
    headers: { ...(token ? bearer(token) : {}), "accept-language": lang },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const form = (url: string, token: string, parts: Part[], lang = "en") => {
  const { payload, contentType } = multipart(parts);
  return app.inject({
    method: "POST",
    url: `/api/v2/${url}`,
    headers: { ...bearer(token), "content-type": contentType, "accept-language": lang },
    payload,
  });
};
const notificationsOf = (userId: number) =>
  db.selectFrom("notifications").selectAll().where("user_id", "=", userId).orderBy("id", "desc").execute();
const count = async (table: "quotations" | "completion_reports" | "reassignment_requests") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A booking of `email` (the seed's) at Sparkle in `status`. */
async function sparkleBooking(email: string, status: string) {
  return db
    .selectFrom("bookings as b")
    .innerJoin("users as u", "u.id", "b.user_id")
    .selectAll("b")
    .where("u.email", "=", email)
    .where("b.partner_id", "=", sparkleId)
    .where("b.status", "=", status as "confirmed")
    .orderBy("b.id")
    .executeTakeFirstOrThrow();
}

/** Moves a booking along the flow as the partner (change-status), up to `to`. */
async function moveTo(bookingId: number, steps: string[]) {
  for (const status of steps) {
    const res = await call("POST", `booking-appointment/change-status/${bookingId}`, partner, {
      status,
      ...(status === "technician-assigned" ? { technician_id: techId } : {}),
    });
    expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
  }
}

let aishaBooking: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "khidma-work-"));
  ({ app, db } = await makeTestApp({ dataDir }));
  const p = await login(app, "partner@khidma.test", "Partner#2026");
  partner = p.access_token;
  ownerId = p.user.id;
  const c = await login(app, "customer@khidma.test", "Customer#2026");
  customer = c.access_token;
  customerId = c.user.id;
  const a = await login(app, "admin@khidma.test", "Admin#2026");
  admin = a.access_token;
  adminId = a.user.id;
  sparkleId = (
    await db.selectFrom("partners").select("id").where("slug", "=", "sparkle-cleaning").executeTakeFirstOrThrow()
  ).id;
  techId = (await db.selectFrom("users").select("id").where("email", "=", "tech@khidma.test").executeTakeFirstOrThrow())
    .id;
  // Aisha's confirmed Sparkle booking (paid by card), with the demo technician assigned
  aishaBooking = (await sparkleBooking("customer@khidma.test", "confirmed")).id;
  await moveTo(aishaBooking, ["technician-assigned"]);
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("POST partner/quotation/create", () => {
  let quotationId: number;

  it("refuses callers without the partner's permission: 401 signed out, 403 customer and admin", async () => {
    const body = { booking_id: aishaBooking, lines: [{ description: "x", quantity: 1, unit_price: 10 }] };
    expect((await call("POST", "partner/quotation/create", null, body)).statusCode).toBe(401);
    expect((await call("POST", "partner/quotation/create", customer, body)).statusCode).toBe(403);
    expect((await call("POST", "partner/quotation/create", admin, body)).statusCode).toBe(403);
  });

  it("another partner's booking answers 404; a booking not under way 422 saying why, in English and Arabic", async () => {
    const other = await db
      .selectFrom("bookings")
      .select("id")
      .where("partner_id", "!=", sparkleId)
      .where("status", "=", "requested")
      .executeTakeFirstOrThrow();
    const line = [{ description: "x", quantity: 1, unit_price: 10 }];
    const notMine = await call("POST", "partner/quotation/create", partner, { booking_id: other.id, lines: line });
    expect(notMine.statusCode).toBe(404);
    const requested = await sparkleBooking("noura.alketbi@khidma.test", "requested");
    const res = await call("POST", "partner/quotation/create", partner, { booking_id: requested.id, lines: line });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.booking_id[0]).toBe(
      "A quotation can be sent only while the job is under way (technician assigned, on the way or in progress); this booking is Requested.",
    );
    const ar = await call("POST", "partner/quotation/create", partner, { booking_id: requested.id, lines: line }, "ar");
    expect(json(ar).errors.booking_id[0]).toContain("مطلوب");
    const completed = await sparkleBooking("customer@khidma.test", "completed");
    const done = await call("POST", "partner/quotation/create", partner, { booking_id: completed.id, lines: line });
    expect(json(done).errors.booking_id[0]).toMatch(/this booking is Completed\.$/);
  });

  it("validates the lines and the validity (422 at the fields), writing nothing", async () => {
    const before = await count("quotations");
    const missing = await call("POST", "partner/quotation/create", partner, { booking_id: aishaBooking });
    expect(json(missing).errors.lines).toBeDefined();
    const bad = await call("POST", "partner/quotation/create", partner, {
      booking_id: aishaBooking,
      lines: [{ quantity: 0, unit_price: 1.234 }],
      valid_until: "2020-01-01",
    });
    expect(bad.statusCode).toBe(422);
    const errors = json(bad).errors;
    expect(errors["lines.0.description"]).toEqual(["Describe the work of this line."]);
    expect(errors["lines.0.quantity"]).toBeDefined();
    expect(errors["lines.0.unit_price"]).toEqual(["The unit price may have at most 2 decimals."]);
    const past = await call("POST", "partner/quotation/create", partner, {
      booking_id: aishaBooking,
      lines: [{ description: "x", quantity: 1, unit_price: 5 }],
      valid_until: "2020-01-01",
    });
    expect(json(past).errors.valid_until).toEqual(["The quotation must stay valid until today or later."]);
    expect(await count("quotations")).toBe(before);
  });

  it("multipart with quotation and line photos: the server computes the total, VAT and number; the customer is notified", async () => {
    const res = await form("partner/quotation/create", partner, [
      { name: "booking_id", value: String(aishaBooking) },
      { name: "title_en", value: "Replace the balcony door seal" },
      { name: "title_ar", value: "استبدال عازل باب الشرفة" },
      {
        name: "lines",
        value: JSON.stringify([
          { description_en: "Door seal (supply)", description_ar: "عازل الباب (توريد)", quantity: 2, unit_price: 94.5 },
          { description: "Labour", quantity: 1, unit_price: 120 },
        ]),
      },
      { name: "valid_days", value: "3" },
      { name: "photos", file: PNG },
      { name: "lines[0][photos]", file: PNG },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const q = json(res).data;
    quotationId = q.id;
    expect(q.number).toMatch(/^QT-\d{6}$/);
    expect(q.status).toBe("pending");
    expect(q.total).toBe(309);
    expect(q.vat_amount).toBe(14.71); // round(30900 * 5 / 105) fils
    expect(q.lines[0]).toMatchObject({ description: "Door seal (supply)", quantity: 2, unit_price: 94.5, total: 189 });
    expect(q.lines[0].photos).toHaveLength(1);
    expect(q.lines[1].photos).toEqual([]);
    expect(q.photos).toHaveLength(1);
    expect(fs.existsSync(uploadFile(dataDir, q.photos[0])!)).toBe(true);
    expect(q.booking_payment_method).toBe("card");
    expect(q.order_status).toBeNull();
    const note = (await notificationsOf(customerId))[0];
    expect(note).toMatchObject({ type: "quotation", link: `/quotation/${q.id}` });
    expect(note.title_en).toContain(q.number);
    // the customer reads it (Arabic lines), and the admin's Quotations screen lists it with its photos
    const mine = json(await call("GET", `customer/quotation/details/${q.id}`, customer, undefined, "ar")).data;
    expect(mine.lines[0].description).toBe("عازل الباب (توريد)");
    expect(mine.title).toBe("استبدال عازل باب الشرفة");
    const listed = json(await call("GET", `admin/quotation/list?booking_id=${aishaBooking}`, admin)).data;
    expect(listed.data.find((r: { id: number }) => r.id === q.id)).toMatchObject({ total: 309, status: "pending" });
  });

  it("a refused multipart request leaves no file behind", async () => {
    const files = () => fs.readdirSync(path.join(dataDir, "uploads")).length;
    const before = files();
    const res = await form("partner/quotation/create", partner, [
      { name: "booking_id", value: String(aishaBooking) },
      { name: "lines", value: "[]" },
      { name: "photos", file: PNG },
    ]);
    expect(res.statusCode).toBe(422);
    expect(files()).toBe(before);
  });

  it("the customer may not pay cash for a card booking; by card the order waits for payment/pay, then the quotation is paid and the partner told", async () => {
    const cash = await call("POST", `customer/quotation/accept/${quotationId}`, customer, { payment_method: "cash" });
    expect(cash.statusCode).toBe(422);
    expect(json(cash).errors.payment_method[0]).toMatch(/only when the booking itself is paid in cash/);
    // no method: the booking's (card)
    const accepted = await call("POST", `customer/quotation/accept/${quotationId}`, customer, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const order = json(accepted).data;
    expect(order).toMatchObject({ kind: "quotation", status: "pending", payment_method: "card" });
    expect(order.summary.total).toBe(309);
    const ownerNote = (await notificationsOf(ownerId))[0];
    expect(ownerNote).toMatchObject({ type: "quotation", link: `/partner/appointments/show/${aishaBooking}` });
    expect(ownerNote.title_en).toMatch(/approved/);
    const paid = await call("POST", "payment/pay", customer, { order_id: order.id, ...testCard() });
    expect(paid.statusCode, paid.body).toBe(200);
    const q = json(await call("GET", `customer/quotation/details/${quotationId}`, customer)).data;
    expect(q).toMatchObject({ status: "accepted", order_status: "paid", order_id: order.id });
    const again = await call("POST", `customer/quotation/decline/${quotationId}`, customer, {});
    expect(again.statusCode).toBe(422);
  });

  it("on a cash booking the customer may approve for cash: it is collected with the booking's cash", async () => {
    const cashBooking = await sparkleBooking("noura.alketbi@khidma.test", "technician-assigned");
    const noura = (await login(app, "noura.alketbi@khidma.test", "Customer#2026")).access_token;
    const sent = await call("POST", "partner/quotation/create", partner, {
      booking_id: cashBooking.id,
      lines: [{ description: "Oven deep clean", quantity: 1, unit_price: 150 }],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const q = json(sent).data;
    expect(q.booking_payment_method).toBe("cash");
    const accepted = await call("POST", `customer/quotation/accept/${q.id}`, noura, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(json(accepted).data).toMatchObject({ payment_method: "cash", status: "pending" });
    // the partner marks the booking's cash collected (partner/booking/cash-collected/{id} pays its order this way)
    await markOrderPaid(db, cashBooking.order_id!, { gateway: "cash", reference: "collected" });
    const after = json(await call("GET", `customer/quotation/details/${q.id}`, noura)).data;
    expect(after).toMatchObject({ status: "accepted", order_status: "paid" });
    // once the cash is in, a new quotation cannot be paid in cash any more
    const next = json(
      await call("POST", "partner/quotation/create", partner, {
        booking_id: cashBooking.id,
        lines: [{ description: "Fridge clean", quantity: 1, unit_price: 60 }],
      }),
    ).data;
    const late = await call("POST", `customer/quotation/accept/${next.id}`, noura, { payment_method: "cash" });
    expect(json(late).errors.payment_method[0]).toMatch(/already collected/);
  });

  it("a declined quotation tells the partner why", async () => {
    const res = await call("POST", "partner/quotation/create", partner, {
      booking_id: aishaBooking,
      title: "Window film",
      lines: [{ description: "Film", quantity: 1, unit_price: 80 }],
    });
    expect(res.statusCode).toBe(201);
    const id = json(res).data.id;
    const declined = await call("POST", `customer/quotation/decline/${id}`, customer, { reason: "Too expensive" });
    expect(declined.statusCode).toBe(200);
    const note = (await notificationsOf(ownerId))[0];
    expect(note.title_en).toMatch(/declined/);
    expect(note.body_en).toContain("Too expensive");
  });
});

describe("POST partner/completion-report/create", () => {
  it("lists the checklist of the service's included items", async () => {
    const res = await call("GET", `partner/completion-report/checklist/${aishaBooking}`, partner);
    expect(res.statusCode).toBe(200);
    const list = json(res).data;
    expect(list.source).toBe("service");
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items[0]).toMatchObject({ key: expect.stringMatching(/^s\d+-0$/), label: expect.any(String) });
  });

  it("refuses a booking not in progress, saying why, and writes nothing", async () => {
    const before = await count("completion_reports");
    const res = await form("partner/completion-report/create", partner, [
      { name: "booking_id", value: String(aishaBooking) },
      { name: "notes", value: "Done" },
      { name: "minutes_on_site", value: "60" },
      { name: "after_photos", file: PNG },
    ]);
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.booking_id[0]).toBe(
      "A completion report can be sent only for a booking in progress; this one is Technician Assigned.",
    );
    expect(await count("completion_reports")).toBe(before);
  });

  it("checks photos (count, type), the checklist keys and the time on site", async () => {
    await moveTo(aishaBooking, ["on-the-way", "in-progress"]);
    const base: Part[] = [
      { name: "booking_id", value: String(aishaBooking) },
      { name: "notes", value: "Done" },
    ];
    const tooMany = await form("partner/completion-report/create", partner, [
      ...base,
      { name: "minutes_on_site", value: "60" },
      ...Array.from({ length: 6 }, () => ({ name: "before_photos", file: PNG })),
      ...Array.from({ length: 5 }, () => ({ name: "after_photos", file: PNG })),
    ]);
    expect(tooMany.statusCode).toBe(422);
    expect(json(tooMany).errors.before_photos).toEqual(["You can attach up to 10 photos."]);
    const notImage = await form("partner/completion-report/create", partner, [
      ...base,
      { name: "minutes_on_site", value: "60" },
      { name: "after_photos", file: Buffer.from("not an image at all") },
    ]);
    expect(json(notImage).errors.after_photos).toEqual(["Each photo must be a JPEG, PNG or WebP file."]);
    const noTime = await form("partner/completion-report/create", partner, base);
    expect(json(noTime).errors.minutes_on_site).toEqual([
      "Enter the time on site: the minutes, or the start and end times.",
    ]);
    const backwards = await form("partner/completion-report/create", partner, [
      ...base,
      { name: "started_at", value: "11:00" },
      { name: "ended_at", value: "10:30" },
    ]);
    expect(json(backwards).errors.ended_at).toEqual(["The end time must be after the start time."]);
    const unknown = await form("partner/completion-report/create", partner, [
      ...base,
      { name: "minutes_on_site", value: "60" },
      { name: "checklist", value: JSON.stringify([{ key: "nope", done: true }]) },
    ]);
    expect(json(unknown).errors["checklist.0.key"]).toEqual(['The checklist has no item "nope".']);
    const b = await db.selectFrom("bookings").select("status").where("id", "=", aishaBooking).executeTakeFirstOrThrow();
    expect(b.status).toBe("in-progress");
  });

  it("submits the report: the booking is completed, the customer is told and sees notes, photos, checklist and time", async () => {
    const items = json(await call("GET", `partner/completion-report/checklist/${aishaBooking}`, partner)).data.items;
    const res = await form("partner/completion-report/create", partner, [
      { name: "booking_id", value: String(aishaBooking) },
      { name: "notes", value: "Cleaned every room; the balcony seal was replaced." },
      { name: "checklist", value: JSON.stringify([{ key: items[0].key, done: true }]) },
      { name: "started_at", value: "15:00" },
      { name: "ended_at", value: "17:15" },
      { name: "before_photos", file: PNG },
      { name: "after_photos", file: PNG },
      { name: "after_photos", file: PNG },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const details = json(res).data;
    expect(details.status).toBe("completed");
    const report = details.completion_report;
    expect(report.before_photos).toHaveLength(1);
    expect(report.after_photos).toHaveLength(2);
    expect(report.photos).toEqual([...report.before_photos, ...report.after_photos]);
    expect(report.minutes_on_site).toBe(135);
    expect(report.checklist).toHaveLength(items.length);
    expect(report.checklist[0]).toMatchObject({ key: items[0].key, done: true });
    expect(report.checklist.slice(1).every((c: { done: boolean }) => !c.done)).toBe(true);

    const mine = json(await call("GET", `customer/booking/details/${aishaBooking}`, customer, undefined, "ar")).data;
    expect(mine.status).toBe("completed");
    expect(mine.completion_report.notes).toContain("balcony");
    expect(mine.completion_report.checklist[0].label).toBe(mine.completion_report.checklist[0].label_ar);
    const notes = await notificationsOf(customerId);
    expect(notes.find((n) => n.type === "booking-status")).toMatchObject({
      link: expect.stringMatching(new RegExp(`^/bookings/${aishaBooking}\\b`)),
      title_en: expect.stringMatching(/Completed$/),
    });
    const loyalty = await db
      .selectFrom("loyalty_transactions")
      .selectAll()
      .where("booking_id", "=", aishaBooking)
      .execute();
    expect(loyalty.length).toBe(1);

    const listed = json(await call("GET", `admin/completion-report/list?booking_id=${aishaBooking}`, admin)).data;
    expect(listed.data[0]).toMatchObject({ minutes_on_site: 135, after_photos: report.after_photos });
  });

  it("once per booking: a second report answers 422", async () => {
    const res = await form("partner/completion-report/create", partner, [
      { name: "booking_id", value: String(aishaBooking) },
      { name: "notes", value: "Again" },
      { name: "minutes_on_site", value: "30" },
    ]);
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.booking_id).toEqual(["This booking already has a completion report."]);
  });

  it("a quotation on a completed booking is refused", async () => {
    const res = await call("POST", "partner/quotation/create", partner, {
      booking_id: aishaBooking,
      lines: [{ description: "x", quantity: 1, unit_price: 1 }],
    });
    expect(json(res).errors.booking_id[0]).toMatch(/this booking is Completed\.$/);
  });

  it("a quotation on a cancelled booking answers 422 saying why, in both languages, and writes nothing", async () => {
    const cancelled = await insertBooking(db, {
      number: "BK-QT-CANCELLED",
      user_id: customerId,
      partner_id: sparkleId,
      scheduled_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      status: "cancelled",
    });
    // cancelled by the customer after the technician was assigned
    await db
      .updateTable("bookings")
      .set({ technician_id: techId, cancelled_at: new Date().toISOString(), cancel_reason: "Plans changed" })
      .where("id", "=", cancelled.id)
      .execute();
    const quotations = await count("quotations");
    const parts: Part[] = [
      { name: "booking_id", value: String(cancelled.id) },
      { name: "lines", value: JSON.stringify([{ description: "Extra socket", quantity: 1, unit_price: 80 }]) },
      { name: "photos", file: PNG },
    ];
    const res = await form("partner/quotation/create", partner, parts);
    expect(res.statusCode, res.body).toBe(422);
    expect(json(res).errors.booking_id).toEqual([
      "A quotation can be sent only while the job is under way (technician assigned, on the way or in progress); this booking is Cancelled.",
    ]);
    const ar = await form("partner/quotation/create", partner, parts, "ar");
    expect(ar.statusCode).toBe(422);
    expect(json(ar).errors.booking_id[0]).toContain('"ملغي"');
    expect(await count("quotations")).toBe(quotations);
  });
});

describe("reassignment: partner request, admin decision", () => {
  let jamesBooking: number;
  let requestId: number;

  it("the partner asks; staff holding update-booking-appointment are notified; a second request or a requested booking is refused", async () => {
    jamesBooking = (await sparkleBooking("james.whitfield@khidma.test", "confirmed")).id;
    const empty = await call("POST", `partner/reassignment/request/${jamesBooking}`, partner, {});
    expect(json(empty).errors.reason).toBeDefined();
    const res = await call("POST", `partner/reassignment/request/${jamesBooking}`, partner, {
      reason: "Our only van is off the road that week.",
    });
    expect(res.statusCode, res.body).toBe(201);
    const r = json(res).data;
    requestId = r.id;
    expect(r).toMatchObject({
      status: "pending",
      partner: { id: sparkleId },
      requested_by: { id: ownerId },
      technician: null,
      new_partner: null,
    });
    const staff = (await notificationsOf(adminId))[0];
    expect(staff).toMatchObject({ type: "reassignment", link: "/admin/reassignment-requests" });

    const twice = await call("POST", `partner/reassignment/request/${jamesBooking}`, partner, { reason: "Again" });
    expect(json(twice).errors.booking).toEqual([
      "A reassignment request for this booking is already waiting for Khidma.",
    ]);
    const requested = await sparkleBooking("noura.alketbi@khidma.test", "requested");
    const req = await call("POST", `partner/reassignment/request/${requested.id}`, partner, { reason: "No" });
    expect(json(req).errors.booking[0]).toMatch(/decline it instead/);
    const other = await db
      .selectFrom("bookings")
      .select("id")
      .where("partner_id", "!=", sparkleId)
      .where("status", "=", "confirmed")
      .executeTakeFirst();
    if (other)
      expect(
        (await call("POST", `partner/reassignment/request/${other.id}`, partner, { reason: "x" })).statusCode,
      ).toBe(404);
    expect(
      (await call("POST", `partner/reassignment/request/${jamesBooking}`, customer, { reason: "x" })).statusCode,
    ).toBe(403);
  });

  it("lists eligible partners; approving with one that cannot take the booking answers 422 naming why", async () => {
    const booking = await db
      .selectFrom("bookings")
      .selectAll()
      .where("id", "=", jamesBooking)
      .executeTakeFirstOrThrow();
    // Pure Shine cleans but does not serve this community yet; FixIt serves it but cleans nothing
    const pure = await db
      .selectFrom("partners")
      .select(["id"])
      .where("slug", "=", "pure-shine-cleaning")
      .executeTakeFirstOrThrow();
    const fixit = await db
      .selectFrom("partners")
      .select(["id"])
      .where("slug", "=", "fixit-handyman")
      .executeTakeFirstOrThrow();
    const notThere = await call("POST", `admin/reassignment/approve/${requestId}`, admin, { new_partner_id: pure.id });
    expect(notThere.statusCode).toBe(422);
    expect(json(notThere).errors.new_partner_id[0]).toMatch(/^Pure Shine.* does not serve /);
    const noService = await call("POST", `admin/reassignment/approve/${requestId}`, admin, {
      new_partner_id: fixit.id,
    });
    expect(json(noService).errors.new_partner_id[0]).toMatch(/does not offer services like/);
    // in Arabic the partner, area and service are named in Arabic, not in English inside Arabic framing
    const names = await db
      .selectFrom("partners")
      .select(["slug", "name_ar"])
      .where("slug", "in", ["pure-shine-cleaning", "fixit-handyman"])
      .execute();
    const arName = (slug: string) => names.find((n) => n.slug === slug)?.name_ar ?? "?";
    const notThereAr = await call(
      "POST",
      `admin/reassignment/approve/${requestId}`,
      admin,
      { new_partner_id: pure.id },
      "ar",
    );
    expect(json(notThereAr).errors.new_partner_id[0]).toMatch(
      new RegExp(`^لا يخدم ${arName("pure-shine-cleaning")} منطقة [^A-Za-z]+\\.$`),
    );
    const noServiceAr = await call(
      "POST",
      `admin/reassignment/approve/${requestId}`,
      admin,
      { new_partner_id: fixit.id },
      "ar",
    );
    expect(json(noServiceAr).errors.new_partner_id[0]).toMatch(
      new RegExp(`^لا يقدم ${arName("fixit-handyman")} خدمات مثل [^A-Za-z]+\\.$`),
    );
    const both = await call("POST", `admin/reassignment/approve/${requestId}`, admin, {
      new_partner_id: fixit.id,
      new_technician_id: techId,
    });
    expect(json(both).errors.new_technician_id).toEqual([
      "Choose either another technician or another provider, not both.",
    ]);
    const neither = await call("POST", `admin/reassignment/approve/${requestId}`, admin, {});
    expect(json(neither).errors.new_technician_id).toEqual(["Choose another technician or another provider."]);

    if (booking.community_id !== null)
      await db
        .insertInto("partner_communities")
        .values({ partner_id: pure.id, community_id: booking.community_id })
        .execute();
    const list = await call("GET", `admin/reassignment/eligible-partners/${requestId}`, admin);
    expect(list.statusCode).toBe(200);
    const rows = json(list).data as Array<{ id: number; eligible: boolean; reason: string | null }>;
    expect(rows.find((r) => r.id === pure.id)).toMatchObject({ eligible: true, reason: null });
    expect(rows.find((r) => r.id === fixit.id)).toMatchObject({ eligible: false });
    const arRows = json(await call("GET", `admin/reassignment/eligible-partners/${requestId}`, admin, undefined, "ar"))
      .data as Array<{ id: number; reason: string | null }>;
    expect(arRows.find((r) => r.id === fixit.id)?.reason).toMatch(/^لا يقدم [^A-Za-z]+$/);
    expect(rows.some((r) => r.id === sparkleId)).toBe(false);
    expect((await call("GET", `admin/reassignment/eligible-partners/${requestId}`, partner)).statusCode).toBe(403);
  });

  it("approving with another partner moves the booking; the customer and both partners are told", async () => {
    const pure = await db
      .selectFrom("partners")
      .select(["id"])
      .where("slug", "=", "pure-shine-cleaning")
      .executeTakeFirstOrThrow();
    // Pure Shine's own commission rate, in force since long before the order (issue 17b)
    await db
      .insertInto("commission_rates")
      .values({
        partner_id: pure.id,
        category_id: null,
        rate_bp: 1100,
        effective_from: "2001-01-01T00:00:00.000Z",
        created_by: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const res = await call("POST", `admin/reassignment/approve/${requestId}`, admin, {
      new_partner_id: pure.id,
      note: "Pure Shine has a team free",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({
      status: "approved",
      new_partner: { id: pure.id },
      partner: { id: sparkleId },
    });
    const b = await db.selectFrom("bookings").selectAll().where("id", "=", jamesBooking).executeTakeFirstOrThrow();
    expect(b).toMatchObject({ partner_id: pure.id, technician_id: null, status: "confirmed" });
    const items = await db
      .selectFrom("booking_items as i")
      .innerJoin("services as s", "s.id", "i.service_id")
      .select("s.partner_id")
      .where("i.booking_id", "=", jamesBooking)
      .execute();
    expect(items.every((i) => i.partner_id === pure.id)).toBe(true);
    // the order is the new partner's sale now: its lines carry Pure Shine's rate as in force when it was placed
    const lines = await db
      .selectFrom("order_lines")
      .select("commission_bp")
      .where("order_id", "=", b.order_id)
      .execute();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.commission_bp === 1100)).toBe(true);
    const customerNote = await db
      .selectFrom("notifications")
      .selectAll()
      .where("user_id", "=", b.user_id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(customerNote.title_en).toMatch(/new provider/);
    expect((await notificationsOf(ownerId))[0].title_en).toMatch(/Reassignment approved/);
    // Sparkle no longer sees it: its partner endpoints answer 404
    const quote = await call("POST", "partner/quotation/create", partner, {
      booking_id: jamesBooking,
      lines: [{ description: "x", quantity: 1, unit_price: 1 }],
    });
    expect(quote.statusCode).toBe(404);
    const again = await call("POST", `admin/reassignment/approve/${requestId}`, admin, { new_partner_id: pure.id });
    expect(json(again).errors.status).toBeDefined();
  });

  it("rejecting tells the partner (with the note) and the customer; the technician path still works", async () => {
    const priya = await sparkleBooking("priya.nair@khidma.test", "confirmed");
    const asked = json(
      await call("POST", `partner/reassignment/request/${priya.id}`, partner, { reason: "Short of staff" }),
    ).data;
    const rejected = await call("POST", `admin/reassignment/reject/${asked.id}`, admin, { note: "Please keep it" });
    expect(rejected.statusCode).toBe(200);
    const ownerNote = (await notificationsOf(ownerId))[0];
    expect(ownerNote).toMatchObject({ link: `/partner/appointments/show/${priya.id}` });
    expect(ownerNote.body_en).toContain("Please keep it");
    const customerNote = await db
      .selectFrom("notifications")
      .selectAll()
      .where("user_id", "=", priya.user_id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(customerNote.title_en).toMatch(/your provider stays/);

    const again = json(
      await call("POST", `partner/reassignment/request/${priya.id}`, partner, { reason: "Still short" }),
    ).data;
    const joseph = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "joseph.tech@khidma.test")
      .executeTakeFirstOrThrow();
    const approved = await call("POST", `admin/reassignment/approve/${again.id}`, admin, {
      new_technician_id: joseph.id,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json(approved).data.new_technician).toMatchObject({ id: joseph.id });
    const b = await db.selectFrom("bookings").selectAll().where("id", "=", priya.id).executeTakeFirstOrThrow();
    expect(b).toMatchObject({ technician_id: joseph.id, status: "technician-assigned", partner_id: sparkleId });
    expect((await notificationsOf(ownerId))[0].title_en).toMatch(/Reassignment approved/);
  });
});
