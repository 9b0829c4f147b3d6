import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../server/src/db/database.js";
import { insertBooking } from "./commerce-helpers.js";
import { json, type TestApp } from "./helpers.js";
import { createReportReader, getAs, insertReportOrder, openReportApp, type ReportDb } from "./report-fixtures.js";

/**
 * Reports' XLSX export (issue 19): `GET report/{name}/export?format=xlsx` answers a workbook whose one worksheet holds
 * the CSV's header (in the request language) and the CSV's rows in the same order, numbers as numbers; the same
 * permission, partner scope and 422s as the CSV.
 */

let app: TestApp;
let db: ReportDb;
let admin: string;
let partner: string;
let reader: string;
let P1: number;
let P2: number;

const MARCH = "from=2024-03-01&to=2024-03-31";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const get = (url: string, token: string | null, lang = "en") => getAs(app, url, token, lang);

/** A CSV (the export's: BOM, quoted fields with "" for a quote, \n or \r\n lines) as rows of strings. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && body[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
  }
  if (cell !== "" || row.length) rows.push([...row, cell]);
  return rows;
}

/** The workbook of an answer: its worksheets, and the first one's rows as arrays of cell values. */
async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values: unknown[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) values.push(row.getCell(c).value);
    rows.push(values);
  });
  return { workbook, sheet, rows };
}

/** An XLSX row written as the CSV writes it (numbers in JS's shortest form, empty cells blank). */
const asCsv = (row: unknown[]) => row.map((v) => (v === null || v === undefined ? "" : String(v)));

const insertOrder = (tag: string, partnerId: number, subtotal: number, vat: number, paidAt: string, user: number) =>
  insertReportOrder(db, { number: `XLS-${tag}`, user, partner: partnerId, subtotal, vat, paid_at: paidAt });

beforeAll(async () => {
  let customer: number;
  ({ app, db, admin, partner, P1, P2, customer } = await openReportApp());
  await insertOrder("A", P1, 123456, 5879, "2024-03-02T08:00:00.000Z", customer);
  await insertOrder("B", P1, 50000, 2381, "2024-03-15T08:00:00.000Z", customer);
  await insertOrder("C", P2, 10050, 479, "2024-03-30T08:00:00.000Z", customer);
  for (const [tag, partnerId, scheduled] of [
    ["A", P1, "2024-03-05T06:00:00.000Z"],
    ["B", P2, "2024-03-12T06:00:00.000Z"],
    ["C", P1, "2024-03-25T06:00:00.000Z"],
  ] as const) {
    const { id } = await insertBooking(db, {
      number: `XLB-${tag}`,
      user_id: customer,
      partner_id: partnerId,
      status: "confirmed",
      scheduled_at: scheduled,
      total_fils: 15050,
    });
    await db.updateTable("bookings").set({ created_at: "2024-03-01T06:00:00.000Z" }).where("id", "=", id).execute();
  }

  // an internal role that reads the reports but may not export them
  reader = await createReportReader(app, admin, {
    roleName: "Report reader (xlsx)",
    first_name: "Xlsx",
    email: "xlsx-reader@khidma.test",
    phone: "+971559990078",
  });
});

afterAll(async () => {
  await app.close();
});

describe("GET report/sales/export?format=xlsx", () => {
  it("answers a workbook: the title sheet, a bold frozen header, the CSV's rows in order with numbers as numbers", async () => {
    const res = await get(`report/sales/export?${MARCH}&format=xlsx`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe(XLSX);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="sales-report-2024-03-01-2024-03-31.xlsx"');
    expect(res.headers["x-total-count"]).toBe("3");
    const { workbook, sheet, rows } = await workbookOf(res.rawPayload);
    expect(workbook.worksheets).toHaveLength(1);
    expect(sheet.name).toBe("Sales report");
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.views[0].rightToLeft ?? false).toBe(false);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(rows[0].slice(0, 4)).toEqual(["Order", "Paid at", "Customer", "Partner"]);

    const csv = parseCsv((await get(`report/sales/export?${MARCH}`, admin)).body);
    expect(rows).toHaveLength(csv.length);
    expect(rows.map(asCsv)).toEqual(csv);
    expect(rows.slice(1).map((r) => r[0])).toEqual(["XLS-C", "XLS-B", "XLS-A"]);
    // money columns: numbers in AED with a thousands format
    const gross = rows[0].indexOf("Gross (AED)");
    expect(rows[3][gross]).toBe(1234.56);
    expect(sheet.getRow(4).getCell(gross + 1).numFmt).toBe("#,##0.00");
    for (const row of rows.slice(1))
      for (const c of ["Gross (AED)", "Total (AED)", "VAT (AED)", "Net (AED)"])
        expect(typeof row[rows[0].indexOf(c)]).toBe("number");
    // the widths fit the header at least
    expect(sheet.getColumn(gross + 1).width).toBeGreaterThanOrEqual("Gross (AED)".length);
  });

  it("writes the sheet name and header in Arabic, right to left", async () => {
    const res = await get(`report/sales/export?${MARCH}&format=xlsx`, admin, "ar");
    expect(res.statusCode).toBe(200);
    const { sheet, rows } = await workbookOf(res.rawPayload);
    expect(sheet.name).toBe("تقرير المبيعات");
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1, rightToLeft: true });
    expect(rows[0].slice(0, 3)).toEqual(["الطلب", "تاريخ الدفع", "العميل"]);
    const csv = parseCsv((await get(`report/sales/export?${MARCH}`, admin, "ar")).body);
    expect(rows.map(asCsv)).toEqual(csv);
  });

  it("keeps the CSV as it was when format is csv or absent", async () => {
    const plain = await get(`report/sales/export?${MARCH}`, admin);
    const csv = await get(`report/sales/export?${MARCH}&format=csv`, admin);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="sales-report-2024-03-01-2024-03-31.csv"');
    expect(csv.body).toBe(plain.body);
    expect(plain.body.startsWith("\uFEFFOrder,Paid at")).toBe(true);
  });

  it("is scoped for a partner, refused without the export permission and 422 for another format", async () => {
    const mine = await get(`report/sales/export?${MARCH}&format=xlsx`, partner);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["x-total-count"]).toBe("2");
    const { rows } = await workbookOf(mine.rawPayload);
    expect(rows.slice(1).map((r) => r[0])).toEqual(["XLS-B", "XLS-A"]);
    expect((await get(`report/sales/export?${MARCH}&format=xlsx&partner_id=${P2}`, partner)).statusCode).toBe(403);
    expect((await get(`report/sales/export?${MARCH}&format=xlsx`, reader)).statusCode).toBe(403);
    expect((await get(`report/appointments/export?${MARCH}&format=xlsx`, reader)).statusCode).toBe(403);

    const en = await get(`report/sales/export?${MARCH}&format=pdf`, admin);
    expect(en.statusCode).toBe(422);
    expect(json(en).errors.format).toEqual(["The selected format is invalid."]);
    const ar = await get(`report/appointments/export?${MARCH}&format=pdf`, admin, "ar");
    expect(ar.statusCode).toBe(422);
    expect(json(ar).errors.format).toEqual(["قيمة صيغة الملف المحددة غير صحيحة."]);
  });
});

describe("GET report/sales/export?format=xlsx over more than one batch", () => {
  it("writes every row of 1,234 in the CSV's order (batches of 1,000, the writer yielding as it goes)", async () => {
    const user = (
      await db.selectFrom("users").select("id").where("email", "=", "customer@khidma.test").executeTakeFirstOrThrow()
    ).id;
    const at = nowIso();
    const all = Array.from({ length: 1234 }, (_, i) => ({
      number: `XLM-${String(i).padStart(5, "0")}`,
      user_id: user,
      partner_id: P1,
      kind: "booking" as const,
      status: "paid" as const,
      payment_method: "card" as const,
      subtotal_fils: 1000 + i,
      discount_fils: 0,
      total_fils: 1000 + i,
      vat_fils: 48,
      coupon_id: null,
      cart_id: null,
      idempotency_key: null,
      // June 2023 (Dubai), one order every 30 minutes
      paid_at: new Date(Date.UTC(2023, 5, 1, 0, 0) + i * 30 * 60_000).toISOString(),
      created_at: at,
      updated_at: at,
    }));
    for (let i = 0; i < all.length; i += 200)
      await db
        .insertInto("orders")
        .values(all.slice(i, i + 200))
        .execute();
    const JUNE = "from=2023-06-01&to=2023-06-30";
    const res = await get(`report/sales/export?${JUNE}&format=xlsx`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-total-count"]).toBe("1234");
    const { rows } = await workbookOf(res.rawPayload);
    const csv = parseCsv((await get(`report/sales/export?${JUNE}`, admin)).body);
    expect(csv).toHaveLength(1235);
    expect(rows.map(asCsv)).toEqual(csv);
    expect(rows[1][0]).toBe("XLM-01233");
    expect(rows[1234][0]).toBe("XLM-00000");
  });
});

describe("GET report/appointments/export?format=xlsx", () => {
  it("has the CSV's header and rows, amounts and lead hours as numbers, in English and Arabic", async () => {
    for (const lang of ["en", "ar"]) {
      const res = await get(`report/appointments/export?${MARCH}&format=xlsx`, admin, lang);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-disposition"]).toBe(
        'attachment; filename="appointments-report-2024-03-01-2024-03-31.xlsx"',
      );
      const { sheet, rows } = await workbookOf(res.rawPayload);
      expect(sheet.name).toBe(lang === "ar" ? "تقرير المواعيد" : "Appointments report");
      expect(rows[0][0]).toBe(lang === "ar" ? "الحجز" : "Booking");
      const csv = parseCsv((await get(`report/appointments/export?${MARCH}`, admin, lang)).body);
      expect(rows.map(asCsv)).toEqual(csv);
      expect(rows.slice(1).map((r) => r[0])).toEqual(["XLB-C", "XLB-B", "XLB-A"]);
      const total = rows[0].length - 1;
      expect(rows[1][total]).toBe(150.5);
      expect(typeof rows[1][total - 2]).toBe("number"); // lead time (hours)
    }
    const mine = await get(`report/appointments/export?${MARCH}&format=xlsx`, partner);
    expect((await workbookOf(mine.rawPayload)).rows.slice(1).map((r) => r[0])).toEqual(["XLB-C", "XLB-A"]);
  });
});
