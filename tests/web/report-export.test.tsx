import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReportAnswer } from "../../src/features/reports/spec";
import { i18n } from "../../src/i18n";
import AdminSalesReport from "../../src/portals/admin/reports/sales-report";
import { BASE, ok, page, renderAt, setupAdminTests, signInAs } from "./admin-helpers";

/**
 * The reports' export control (issue 19): "Export CSV" and "Export Excel" side by side under the export permission;
 * the Excel file streams `format=xlsx` with the bytes received (KiB/MiB) and a Cancel, then is saved under the
 * server's name; the CSV is unchanged (tests/web/report-screen.test.tsx).
 */

let permissions = ["read-sales-report", "export-sales-report"];
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const answer: ReportAnswer = {
  filters: {
    from: "2026-11-01",
    to: "2026-11-29",
    group_by: "day",
    partner_id: null,
    category_id: null,
    emirate_id: null,
    status: null,
  },
  summary: {
    orders: 0,
    gross: 0,
    discounts: 0,
    total: 0,
    vat: 0,
    net: 0,
    commission: 0,
    partner_net: 0,
    average_order: 0,
  },
  previous: null,
  previous_range: null,
  series: [],
  breakdowns: { by_category: [], by_partner: [], by_emirate: [], by_payment_method: [] },
  rows: { data: [], total: 0, current_page: 1, per_page: 10, last_page: 1 },
} as unknown as ReportAnswer;

const { server } = setupAdminTests({
  handlers: () => [
    mock.get(`${BASE}/report/sales`, () => ok(answer)),
    mock.get(`${BASE}/admin/partner/list`, () => ok(page([{ id: 7, name: "Sparkle Cleaning" }]))),
    mock.get(`${BASE}/mobile/category/list`, () => ok(page([{ id: 1, name: "Home Cleaning" }]))),
    mock.get(`${BASE}/master/emirates`, () => ok([{ id: 2, name: "Dubai" }])),
  ],
  signIn: () => signInAs({ id: 1, name: "Admin", type: "internal", permissions }),
});

let blobs: Blob[] = [];
let saved: string[] = [];
beforeEach(() => {
  blobs = [];
  saved = [];
  // jsdom has no object URLs: keep what the download hands the browser
  URL.createObjectURL = vi.fn((b: Blob) => {
    blobs.push(b);
    return "blob:report";
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(async () => {
  vi.restoreAllMocks();
  permissions = ["read-sales-report", "export-sales-report"];
  await i18n.changeLanguage("en");
});

const renderSales = (path = "/admin/reports/sales?from=2026-11-01&to=2026-11-29") =>
  renderAt(path, "/admin/reports/sales", <AdminSalesReport />);

/** An XLSX answer whose body arrives in two parts: 1.5 KiB, then (after `release`) 2 MiB more. */
function xlsxHandler(seen: { query?: URLSearchParams; accept?: string | null }, gate: { release: () => void }) {
  return mock.get(`${BASE}/report/sales/export`, ({ request }) => {
    seen.query = new URL(request.url).searchParams;
    seen.accept = request.headers.get("accept");
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        // "PK" and newlines in the zip's bytes must not count as rows
        controller.enqueue(new Uint8Array(1536).fill(10));
        await new Promise<void>((resolve) => {
          gate.release = resolve;
        });
        controller.enqueue(new Uint8Array(2 * 1024 * 1024));
        controller.close();
      },
    });
    return new HttpResponse(body, {
      headers: {
        "Content-Type": XLSX,
        "x-total-count": "3",
        "Content-Disposition": 'attachment; filename="sales-report-2026-11-01-2026-11-29.xlsx"',
      },
    });
  });
}

describe("report export control", () => {
  it("streams the Excel file with the bytes received, then saves it as .xlsx", async () => {
    const seen: { query?: URLSearchParams; accept?: string | null } = {};
    const gate: { release: () => void } = { release: () => undefined };
    server.use(xlsxHandler(seen, gate));
    renderSales();
    expect(await screen.findByTestId("report-export")).toHaveTextContent("Export CSV");
    fireEvent.click(screen.getByTestId("report-export-xlsx"));
    expect(await screen.findByText("1.5 KiB received")).toBeInTheDocument();
    expect(screen.getByTestId("report-export-cancel")).toBeInTheDocument();
    expect(screen.queryByTestId("report-export-xlsx")).not.toBeInTheDocument();
    expect(blobs).toHaveLength(0);
    act(() => gate.release());
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(blobs[0].type).toBe(XLSX);
    expect(blobs[0].size).toBe(1536 + 2 * 1024 * 1024);
    expect(saved).toEqual(["sales-report-2026-11-01-2026-11-29.xlsx"]);
    expect(seen.query?.get("format")).toBe("xlsx");
    expect(seen.query?.get("from")).toBe("2026-11-01");
    expect(seen.query?.get("page")).toBeNull();
    expect(seen.accept).toContain(XLSX);
    expect(await screen.findByText("3 rows exported")).toBeInTheDocument();
    expect(await screen.findByTestId("report-export-xlsx")).toBeInTheDocument();
  });

  it("cancels a running Excel export: nothing is saved; Arabic shows the size in Arabic", async () => {
    await i18n.changeLanguage("ar");
    const seen: { query?: URLSearchParams } = {};
    const gate: { release: () => void } = { release: () => undefined };
    server.use(xlsxHandler(seen, gate));
    renderSales();
    fireEvent.click(await screen.findByTestId("report-export-xlsx"));
    // the text reads "preparing" until the first bytes arrive
    const progress = await screen.findByTestId("report-export-xlsx-progress-text");
    await waitFor(() => expect(progress).toHaveTextContent("تم استلام 1.5 كيلوبايت"));
    fireEvent.click(screen.getByTestId("report-export-cancel"));
    expect(await screen.findByTestId("report-export-xlsx")).toHaveTextContent("تصدير Excel");
    act(() => gate.release());
    expect(blobs).toHaveLength(0);
  });

  it("offers neither export without the export permission", async () => {
    permissions = ["read-sales-report"];
    signInAs({ id: 1, name: "Reader", type: "internal", permissions });
    renderSales();
    expect(await screen.findByText("Sales report")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("report-export-xlsx")).not.toBeInTheDocument());
    expect(screen.queryByTestId("report-export")).not.toBeInTheDocument();
  });
});
