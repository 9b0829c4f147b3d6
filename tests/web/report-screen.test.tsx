import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReportAnswer } from "../../src/features/reports/spec";
import { i18n } from "../../src/i18n";
import AdminSalesReport from "../../src/portals/admin/reports/sales-report";
import PartnerAppointmentsReport from "../../src/portals/partner/reports/appointments-report";
import { BASE, ok, page, renderAt, setupAdminTests, signInAs } from "./admin-helpers";

/**
 * The shared report screen (issue 19) through the admin's sales report and the partner's appointments report: the
 * figures, the filter bar reaching the query (and the URL), the comparison, the paged table, the export button shown
 * only with the export permission, and the streamed CSV with its progress and cancel.
 */

const ALL = ["read-sales-report", "export-sales-report", "read-appointments-report", "export-appointments-report"];
let permissions = ALL;

const salesAnswer = (over: Partial<ReportAnswer> = {}): ReportAnswer => ({
  filters: {
    from: "2026-10-31",
    to: "2026-11-29",
    group_by: "day",
    partner_id: null,
    category_id: null,
    emirate_id: null,
    status: null,
  },
  summary: {
    orders: 3,
    gross: 800,
    discounts: 20,
    total: 780,
    vat: 37.14,
    net: 742.86,
    commission: 35.72,
    partner_net: 229.16,
    average_order: 260,
  },
  previous: null,
  previous_range: null,
  series: [
    { period: "2026-11-28", orders: 1, gross: 200, discounts: 20, total: 180, vat: 8.57, net: 171.43 },
    { period: "2026-11-29", orders: 2, gross: 600, discounts: 0, total: 600, vat: 28.57, net: 571.43 },
  ] as unknown as ReportAnswer["series"],
  breakdowns: {
    by_category: [{ key: 1, label: "Home Cleaning", orders: 2, total: 600 }],
    by_partner: [{ key: 7, label: "Sparkle Cleaning", orders: 3, total: 780 }],
    by_emirate: [],
    by_payment_method: [{ key: "card", label: "Card", orders: 3, total: 780 }],
  } as unknown as ReportAnswer["breakdowns"],
  rows: {
    data: [
      {
        id: 11,
        number: "KH-000011",
        paid_at: "2026-11-29 10:00",
        customer: "Aisha Khan",
        partner: "Sparkle Cleaning",
        kind: "Service booking",
        payment_method: "Card",
        status: "Paid",
        gross: 400,
        discount: 0,
        total: 400,
        vat: 19.05,
        net: 380.95,
        commission: 57.14,
      },
    ],
    total: 23,
    current_page: 1,
    per_page: 10,
    last_page: 3,
  },
  ...over,
});

const queries: URLSearchParams[] = [];
const CSV_HEADER = "\uFEFFOrder,Paid at,Customer\n";

const { server } = setupAdminTests({
  handlers: () => [
    mock.get(`${BASE}/report/sales`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      queries.push(q);
      return ok(
        q.get("compare") === "1"
          ? salesAnswer({
              previous: { ...salesAnswer().summary, orders: 2, total: 390 },
              previous_range: { from: "2026-10-01", to: "2026-10-30" },
            })
          : salesAnswer(),
      );
    }),
    mock.get(`${BASE}/admin/partner/list`, () => ok(page([{ id: 7, name: "Sparkle Cleaning" }]))),
    mock.get(`${BASE}/mobile/category/list`, () => ok(page([{ id: 1, name: "Home Cleaning" }]))),
    mock.get(`${BASE}/master/emirates`, () => ok([{ id: 2, name: "Dubai" }])),
  ],
  signIn: () => signInAs({ id: 1, name: "Admin", type: "internal", permissions }),
});

let blobs: Blob[] = [];
beforeEach(() => {
  queries.length = 0;
  blobs = [];
  // jsdom has no object URLs: keep what the download hands the browser
  URL.createObjectURL = vi.fn((b: Blob) => {
    blobs.push(b);
    return "blob:report";
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.restoreAllMocks();
  permissions = ALL;
  await i18n.changeLanguage("en");
});

const renderSales = (path = "/admin/reports/sales") => renderAt(path, "/admin/reports/sales", <AdminSalesReport />);

describe("report screen", () => {
  it("shows the cards, charts' figures and the paged table; the filter bar reaches the query", async () => {
    renderSales();
    expect(await screen.findByText("Sales report")).toBeInTheDocument();
    expect(await screen.findByTestId("report-figure-total")).toHaveTextContent("AED 780.00");
    expect(screen.getByTestId("report-figure-orders")).toHaveTextContent("3");
    expect(screen.getByTestId("report-figure-commission")).toHaveTextContent("AED 35.72");
    const row = (await screen.findByText("KH-000011")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Sparkle Cleaning")).toBeInTheDocument();
    // the Dubai time the API writes ("2026-11-29 10:00") in the platform's date and time formats
    expect(within(row).getByText("29-11-2026 10:00 AM")).toBeInTheDocument();
    expect(within(row).getAllByText("AED 400.00")).toHaveLength(2); // gross and paid
    expect(screen.getByText("23 rows")).toBeInTheDocument();
    // the charts' figures, for screen readers (the charts are lazy)
    expect(await screen.findByText("Sales over time: the figures")).toBeInTheDocument();

    // the last 30 days by default, by day, first page
    const first = queries[0];
    expect(first.get("group_by")).toBe("day");
    expect(first.get("page")).toBe("1");
    expect(first.get("per_page")).toBe("10");
    const days =
      (Date.parse(`${first.get("to")}T00:00:00Z`) - Date.parse(`${first.get("from")}T00:00:00Z`)) / 86_400_000;
    expect(days).toBe(29);
    expect(first.get("compare")).toBeNull();

    // the status filter
    fireEvent.mouseDown(within(screen.getByTestId("report-filter-status")).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Refunded"));
    await waitFor(() => expect(queries.at(-1)?.get("status")).toBe("refunded"));
    // grouping by month
    fireEvent.click(within(screen.getByTestId("report-group-by")).getByText("Month"));
    await waitFor(() => expect(queries.at(-1)?.get("group_by")).toBe("month"));
    // a preset
    fireEvent.mouseDown(within(screen.getByTestId("report-preset")).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Last 7 days"));
    await waitFor(() => {
      const q = queries.at(-1) as URLSearchParams;
      expect((Date.parse(`${q.get("to")}T00:00:00Z`) - Date.parse(`${q.get("from")}T00:00:00Z`)) / 86_400_000).toBe(6);
    });
    expect(queries.at(-1)?.get("status")).toBe("refunded");
    // the table's second page
    fireEvent.click(document.querySelector(".ant-pagination-item-2") as HTMLElement);
    await waitFor(() => expect(queries.at(-1)?.get("page")).toBe("2"));
  });

  it("compares with the previous period: the cards show their change and the previous dates", async () => {
    renderSales("/admin/reports/sales?compare=1");
    expect(await screen.findByTestId("report-previous")).toHaveTextContent("Previous period: 01-10-2026 – 30-10-2026");
    const total = screen.getByTestId("report-card-total");
    expect(total).toHaveTextContent("▲ 100.0%");
    expect(within(total).getByText(/Up 100.0% on the previous period \(AED 390.00\)/)).toBeInTheDocument();
    expect(screen.getByTestId("report-card-orders")).toHaveTextContent("▲ 50.0%");
    expect(queries[0].get("compare")).toBe("1");
    // switched off again
    fireEvent.click(screen.getByTestId("report-compare"));
    await waitFor(() => expect(queries.at(-1)?.get("compare")).toBeNull());
  });

  it("hides Export CSV without the export permission", async () => {
    permissions = ["read-sales-report"];
    signInAs({ id: 1, name: "Reader", type: "internal", permissions });
    renderSales();
    expect(await screen.findByTestId("report-figure-total")).toBeInTheDocument();
    expect(screen.queryByTestId("report-export")).not.toBeInTheDocument();
  });

  it("streams the CSV with the rows received against the total, and saves it when complete", async () => {
    let release: () => void = () => undefined;
    const exported: URLSearchParams[] = [];
    let language: string | null = null;
    server.use(
      mock.get(`${BASE}/report/sales/export`, ({ request }) => {
        exported.push(new URL(request.url).searchParams);
        language = request.headers.get("accept-language");
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode(`${CSV_HEADER}KH-1,2026-11-29 10:00,Aisha\n`));
            await new Promise<void>((resolve) => {
              release = resolve;
            });
            controller.enqueue(encoder.encode("KH-2,2026-11-29 11:00,Omar\nKH-3,2026-11-29 12:00,Noura\n"));
            controller.close();
          },
        });
        return new HttpResponse(body, {
          headers: {
            "Content-Type": "text/csv; charset=utf-8",
            "x-total-count": "3",
            "Content-Disposition": 'attachment; filename="sales-report-2026-11-01-2026-11-29.csv"',
          },
        });
      }),
    );
    renderSales("/admin/reports/sales?from=2026-11-01&to=2026-11-29&status=paid&page=2");
    fireEvent.click(await screen.findByTestId("report-export"));
    expect(await screen.findByText("1 of 3 rows")).toBeInTheDocument();
    expect(blobs).toHaveLength(0);
    act(() => release());
    await waitFor(() => expect(blobs).toHaveLength(1));
    const text = await blobs[0].text();
    expect(text.split("\n").filter(Boolean)).toHaveLength(4);
    expect(blobs[0].type).toContain("text/csv");
    expect(exported[0].get("from")).toBe("2026-11-01");
    expect(exported[0].get("status")).toBe("paid");
    expect(exported[0].get("page")).toBeNull();
    expect(language).toBe("en");
    expect(await screen.findByTestId("report-export")).toBeInTheDocument();
  });

  it("cancels a running export: nothing is saved", async () => {
    server.use(
      mock.get(`${BASE}/report/sales/export`, () => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(`${CSV_HEADER}KH-1,2026-11-29 10:00,Aisha\n`));
            // never closes: the user cancels
          },
        });
        return new HttpResponse(body, {
          headers: { "Content-Type": "text/csv; charset=utf-8", "x-total-count": "500" },
        });
      }),
    );
    renderSales();
    fireEvent.click(await screen.findByTestId("report-export"));
    expect(await screen.findByText("1 of 500 rows")).toBeInTheDocument();
    fireEvent.click(screen.getByTestId("report-export-cancel"));
    expect(await screen.findByTestId("report-export")).toBeInTheDocument();
    expect(blobs).toHaveLength(0);
  });

  it("renders the partner's report in Arabic without the partner filter", async () => {
    permissions = ["read-appointments-report"];
    signInAs({ id: 2, name: "Partner Owner", type: "internal", permissions });
    server.use(
      mock.get(`${BASE}/report/appointments`, () =>
        ok({
          ...salesAnswer(),
          summary: { total: 5, completed: 2, on_time_rate: 50, average_lead_hours: 25.2 },
          series: [],
          breakdowns: {},
          rows: { data: [], total: 0, current_page: 1, per_page: 10, last_page: 1 },
        }),
      ),
    );
    await i18n.changeLanguage("ar");
    renderAt("/partner/reports/appointments", "/partner/reports/appointments", <PartnerAppointmentsReport />);
    expect(await screen.findByText("تقرير المواعيد")).toBeInTheDocument();
    expect(await screen.findByTestId("report-figure-on_time_rate")).toHaveTextContent("50.0%");
    expect(screen.getByTestId("report-figure-average_lead_hours")).toHaveTextContent("25.2 ساعة");
    expect(screen.queryByTestId("report-filter-partner")).not.toBeInTheDocument();
    expect(screen.getByText("لا توجد صفوف لعوامل التصفية هذه")).toBeInTheDocument();
  });
});
