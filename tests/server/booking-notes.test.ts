import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/src/db/database.js";
import { bearer, json, login, makeTestApp, type TestApp } from "./helpers.js";

/**
 * Booking timeline notes in the reader's language (issue 16): the notes the server writes (quotation sent and
 * approved, cash collected, completion report, cancelled by the customer) answer Arabic framing to Accept-Language
 * ar and English to en, on the partner's, the admin's and the customer's booking details; words a person typed stay
 * as typed; a row written before (no Arabic) shows its stored note in both languages.
 */

let app: TestApp;
let db: Database;
let dataDir: string;
const t = {} as Record<"owner" | "admin" | "noura" | "aisha", string>;
let techId: number;
let sparkle: number;

const call = (method: "GET" | "POST", url: string, token: string, payload?: unknown, lang = "en") =>
  app.inject({
    method,
    url: `/api/v2/${url}`,
    headers: { ...bearer(token), "accept-language": lang },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const ok = async (method: "GET" | "POST", url: string, token: string, payload?: unknown, lang = "en") => {
  const res = await call(method, url, token, payload, lang);
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return json(res).data;
};

function multipart(parts: Array<{ name: string; value: string }>) {
  const boundary = `----khidmaNotes${Math.random().toString(16).slice(2)}`;
  const body = parts
    .map((p) => `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`)
    .join("");
  return {
    payload: Buffer.from(`${body}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

type Row = { status: string; note: string | null };
/** The notes of a booking's timeline as the partner (Sparkle's owner), the admin and the customer read it in `lang`. */
async function notes(bookingId: number, customer: string, lang: "en" | "ar", sparkleOwns = true) {
  const partner = sparkleOwns
    ? ((await ok("GET", `partner/booking/details/${bookingId}`, t.owner, undefined, lang)).history as Row[])
    : [];
  const admin = (await ok("GET", `admin/booking/details/${bookingId}`, t.admin, undefined, lang)).history as Row[];
  const mine = (await ok("GET", `customer/booking/details/${bookingId}`, customer, undefined, lang)).timeline as Row[];
  const texts = (rows: Row[]) => rows.map((r) => r.note).filter((n): n is string => n !== null);
  return { partner: texts(partner), admin: texts(admin), customer: texts(mine) };
}

/** A Sparkle booking of `email` (the seed's) in `status`. */
const sparkleBooking = (email: string, status: string) =>
  db
    .selectFrom("bookings as b")
    .innerJoin("users as u", "u.id", "b.user_id")
    .selectAll("b")
    .where("u.email", "=", email)
    .where("b.partner_id", "=", sparkle)
    .where("b.status", "=", status as "confirmed")
    .orderBy("b.id")
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "khidma-notes-"));
  ({ app, db } = await makeTestApp({ dataDir }));
  t.owner = (await login(app, "partner@khidma.test", "Partner#2026")).access_token;
  t.admin = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
  t.noura = (await login(app, "noura.alketbi@khidma.test", "Customer#2026")).access_token;
  t.aisha = (await login(app, "customer@khidma.test", "Customer#2026")).access_token;
  techId = (await db.selectFrom("users").select("id").where("email", "=", "tech@khidma.test").executeTakeFirstOrThrow())
    .id;
  sparkle = (
    await db.selectFrom("partners").select("id").where("slug", "=", "sparkle-cleaning").executeTakeFirstOrThrow()
  ).id;
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("timeline notes in the reader's language", () => {
  it("quotation sent and approved, cash collected (cash_due: the booking and the cash quotation), completion report: Arabic framing for ar, English for en", async () => {
    const b = await sparkleBooking("noura.alketbi@khidma.test", "technician-assigned");
    const before = await ok("GET", `partner/booking/details/${b.id}`, t.owner);
    expect(before.order).toMatchObject({ payment_method: "cash", status: "pending" });
    expect(before.cash_due).toBe(before.order.total);
    const q = await ok("POST", "partner/quotation/create", t.owner, {
      booking_id: b.id,
      lines: [{ description: "Oven deep clean", quantity: 1, unit_price: 150 }],
    });
    // a quotation not yet approved is not due
    expect((await ok("GET", `partner/booking/details/${b.id}`, t.owner)).cash_due).toBe(before.order.total);
    await ok("POST", `customer/quotation/accept/${q.id}`, t.noura, {});
    // approved for cash (the booking's way of paying): the partner collects it with the booking's cash
    const total = Math.round((before.order.total + 150) * 100) / 100;
    expect((await ok("GET", `partner/booking/details/${b.id}`, t.owner)).cash_due).toBe(total);
    for (const status of ["on-the-way", "in-progress"])
      await ok("POST", `booking-appointment/change-status/${b.id}`, t.owner, { status });
    const collected = await ok("POST", `partner/booking/cash-collected/${b.id}`, t.owner);
    expect(collected.cash_due).toBe(0);
    expect(collected.order.status).toBe("paid");
    const quoted = await ok("GET", `customer/quotation/details/${q.id}`, t.noura);
    expect(quoted).toMatchObject({ status: "accepted", order_status: "paid" });
    const items = (await ok("GET", `partner/completion-report/checklist/${b.id}`, t.owner)).items as Array<{
      key: string;
    }>;
    const { payload, contentType } = multipart([
      { name: "booking_id", value: String(b.id) },
      { name: "notes", value: "All done." },
      { name: "checklist", value: JSON.stringify([{ key: items[0].key, done: true }]) },
      { name: "minutes_on_site", value: "75" },
    ]);
    const report = await app.inject({
      method: "POST",
      url: "/api/v2/partner/completion-report/create",
      headers: { ...bearer(t.owner), "content-type": contentType },
      payload,
    });
    expect(report.statusCode, report.body).toBe(201);

    const en = await notes(b.id, t.noura, "en");
    const ar = await notes(b.id, t.noura, "ar");
    expect(en.partner).toEqual(en.admin);
    expect(en.customer).toEqual(en.admin);
    expect(ar.partner).toEqual(ar.admin);
    expect(ar.customer).toEqual(ar.admin);
    expect(en.admin).toEqual(
      expect.arrayContaining([
        `Quotation ${q.number} sent: AED 150.00`,
        `Quotation ${q.number} approved (cash)`,
        `Cash collected: AED ${total.toFixed(2)}`,
        `Completion report: 75 minutes on site, 1 of ${items.length} checklist items done`,
      ]),
    );
    expect(ar.admin).toEqual(
      expect.arrayContaining([
        `أُرسل عرض السعر ${q.number}: 150.00 درهم`,
        `تمت الموافقة على عرض السعر ${q.number} (نقداً)`,
        `تم تحصيل المبلغ نقداً: ${total.toFixed(2)} درهم`,
        `تقرير الإنجاز: 75 دقيقة في الموقع، أُنجز 1 من ${items.length} من بنود قائمة التحقق`,
      ]),
    );
    // nothing of the server's framing is left in English on the Arabic timeline
    for (const note of ar.admin) expect(note).not.toMatch(/Quotation|Cash collected|Completion report/);
  });

  it("a customer's cancellation: the framing is translated, the reason stays as typed", async () => {
    // Aisha's requested booking at another partner (the seed's)
    const b = await db
      .selectFrom("bookings as b")
      .innerJoin("users as u", "u.id", "b.user_id")
      .selectAll("b")
      .where("u.email", "=", "customer@khidma.test")
      .where("b.status", "=", "requested")
      .orderBy("b.id")
      .executeTakeFirstOrThrow();
    const preview = await ok("GET", `customer/booking/cancel-preview/${b.id}`, t.aisha);
    await ok("POST", `customer/booking/cancel/${b.id}`, t.aisha, {
      reason: "Travelling that week",
      expected_fee: preview.fee,
    });
    const en = await notes(b.id, t.aisha, "en", false);
    const ar = await notes(b.id, t.aisha, "ar", false);
    expect(en.customer.at(-1)).toMatch(/^Cancelled by the customer(; fee AED \d+\.\d\d)?: Travelling that week$/);
    expect(ar.customer.at(-1)).toMatch(/^ألغى العميل الحجز(؛ الرسوم \d+\.\d\d درهم)?: Travelling that week$/);
    expect(ar.admin.at(-1)).toBe(ar.customer.at(-1));
  });

  it("a note written before (no Arabic) and a typed note show as stored in both languages", async () => {
    const b = await sparkleBooking("customer@khidma.test", "confirmed");
    await db
      .insertInto("booking_status_history")
      .values({
        booking_id: b.id,
        status: "confirmed",
        note: "An old English note",
        actor_user_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await ok("POST", `booking-appointment/change-status/${b.id}`, t.owner, {
      status: "technician-assigned",
      technician_id: techId,
      note: "ملاحظة كتبها الشريك",
    });
    for (const lang of ["en", "ar"] as const) {
      const seen = await notes(b.id, t.aisha, lang);
      expect(seen.admin.slice(-2)).toEqual(["An old English note", "ملاحظة كتبها الشريك"]);
      expect(seen.customer.slice(-2)).toEqual(["An old English note", "ملاحظة كتبها الشريك"]);
    }
    // paid by card: nothing to collect in cash
    expect((await ok("GET", `partner/booking/details/${b.id}`, t.owner)).cash_due).toBe(0);
  });
});
