import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http as mock } from "msw";
import { describe, expect, it } from "vitest";
import "../../src/i18n/modules/admin-appointments";
import type { ReactNode } from "react";
import { i18n } from "../../src/i18n";
import AppointmentListPage from "../../src/portals/admin/appointments/appointment-list";
import AppointmentShowPage from "../../src/portals/admin/appointments/appointment-show";
import ReassignmentListPage from "../../src/portals/admin/appointments/reassignment-list";
import ReviewListPage from "../../src/portals/admin/appointments/review-list";
import type {
  AdminBooking,
  AdminBookingDetails,
  Reassignment,
  Review,
} from "../../src/portals/admin/appointments/types";
import { BASE, ok, page, renderAt as renderAtWith, setupAdminTests, signInAs } from "./admin-helpers";

const signIn = (permissions: string[]) => signInAs({ id: 1, name: "Admin", type: "internal", permissions });

const request = (over: Partial<Reassignment> = {}): Reassignment => ({
  id: 7,
  booking: {
    id: 31,
    number: "BK-000031",
    status: "technician-assigned",
    status_label: "Technician Assigned",
    scheduled_at: "2026-05-02T06:00:00.000Z",
    partner: { id: 1, name: "Sparkle Cleaning LLC" },
    customer: { id: 9, name: "Mariam Al Zaabi" },
    technician: { id: 4, name: "Imran Qureshi" },
  },
  technician: { id: 4, name: "Imran Qureshi" },
  new_technician: null,
  requested_by: null,
  partner: { id: 1, name: "Sparkle Cleaning LLC" },
  new_partner: null,
  reason: "I am booked on a deep clean that morning.",
  status: "pending",
  resolution_note: null,
  resolved_by: null,
  created_at: "2026-05-01T06:00:00.000Z",
  updated_at: "2026-05-01T06:00:00.000Z",
  ...over,
});

const lookups = [mock.get(`${BASE}/web/partner/list`, () => ok(page([{ id: 1, name: "Sparkle Cleaning LLC" }])))];

const renderAt = (path: string, pattern: string, element: ReactNode) =>
  renderAtWith(path, pattern, element, { catchAll: false });

const { server } = setupAdminTests({
  handlers: () => lookups,
  signIn: () =>
    signIn([
      "read-admin-booking-appointment",
      "update-booking-appointment",
      "read-rating-reviews",
      "update-rating-reviews",
    ]),
});

// antd modals and selects under jsdom are slow on a busy machine
describe("admin appointments", () => {
  it("approving a reassignment request sends the technician chosen (not the current one) and refreshes", async () => {
    const queries: URLSearchParams[] = [];
    const bodies: unknown[] = [];
    let handled = false;
    server.use(
      mock.get(`${BASE}/admin/reassignment/list`, ({ request: r }) => {
        queries.push(new URL(r.url).searchParams);
        return ok(page(handled ? [] : [request()]));
      }),
      mock.get(`${BASE}/admin/technician/list`, ({ request: r }) => {
        expect(new URL(r.url).searchParams.get("partner_id")).toBe("1");
        return ok([
          { id: 4, name: "Imran Qureshi", email: "tech@khidma.test", phone: null, open_jobs: 5 },
          { id: 12, name: "Joseph Mathew", email: "joseph.tech@khidma.test", phone: null, open_jobs: 1 },
        ]);
      }),
      mock.post(`${BASE}/admin/reassignment/approve/7`, async ({ request: r }) => {
        bodies.push(await r.json());
        handled = true;
        return ok(request({ status: "approved", new_technician: { id: 12, name: "Joseph Mathew" } }));
      }),
    );
    renderAt("/admin/reassignment-requests", "/admin/reassignment-requests", <ReassignmentListPage />);
    await userEvent.click(await screen.findByTestId("approve-7"));
    // pending requests first: the list asks for them
    expect(queries[0].get("status")).toBe("pending");

    // submitting without a technician is stopped on the field
    await userEvent.click(screen.getByTestId("reassign-submit"));
    expect(await screen.findByText("Choose a technician")).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    const select = screen.getByTestId("technician-select");
    fireEvent.mouseDown(within(select).getByRole("combobox"));
    // the current technician is not offered
    expect(screen.queryByTitle("Imran Qureshi · 5 open jobs")).toBeNull();
    await userEvent.click(await screen.findByTitle("Joseph Mathew · 1 open jobs"));
    await userEvent.type(screen.getByTestId("reassign-note"), "Joseph is free");
    await userEvent.click(screen.getByTestId("reassign-submit"));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ new_technician_id: 12, note: "Joseph is free" });
    await waitFor(() => expect(screen.queryByTestId("approve-7")).toBeNull());
  });

  it("rejecting needs a note, and sends it", async () => {
    const bodies: unknown[] = [];
    server.use(
      mock.get(`${BASE}/admin/reassignment/list`, () => ok(page([request()]))),
      mock.post(`${BASE}/admin/reassignment/reject/7`, async ({ request: r }) => {
        bodies.push(await r.json());
        return ok(request({ status: "rejected" }));
      }),
    );
    renderAt("/admin/reassignment-requests", "/admin/reassignment-requests", <ReassignmentListPage />);
    await userEvent.click(await screen.findByTestId("reject-7"));
    await userEvent.click(screen.getByTestId("reassign-submit"));
    expect(await screen.findByText("Write a note for the technician.")).toBeInTheDocument();
    await userEvent.type(screen.getByTestId("reassign-note"), "Please keep this job");
    await userEvent.click(screen.getByTestId("reassign-submit"));
    await waitFor(() => expect(bodies).toEqual([{ note: "Please keep this job" }]));
  });

  it("without update-booking-appointment there is no approve or reject button", async () => {
    signIn(["read-admin-booking-appointment"]);
    server.use(mock.get(`${BASE}/admin/reassignment/list`, () => ok(page([request()]))));
    renderAt("/admin/reassignment-requests", "/admin/reassignment-requests", <ReassignmentListPage />);
    expect(await screen.findByText("I am booked on a deep clean that morning.")).toBeInTheDocument();
    expect(screen.queryByTestId("approve-7")).toBeNull();
    expect(screen.queryByTestId("reject-7")).toBeNull();
  });

  it("hiding a review asks for confirmation, then sends its id with is_visible 0", async () => {
    const review: Review = {
      id: 3,
      partner: { id: 1, name: "Sparkle Cleaning LLC" },
      service: null,
      user_id: null,
      customer_name: "Sara",
      rating: 1,
      comment: "Rude and late",
      is_visible: true,
      reply: null,
      replied_at: null,
      replied_by: null,
      created_at: "2026-01-01T00:00:00Z",
      partner_reply: null,
      partner_replied_at: null,
      partner_replied_by: null,
      technician_rating: null,
      booking: null,
    };
    const bodies: unknown[] = [];
    server.use(
      mock.get(`${BASE}/admin/review/list`, () => ok(page([review]))),
      mock.post(`${BASE}/admin/review/visibility`, async ({ request: r }) => {
        bodies.push(await r.json());
        return ok({ ids: [3], is_visible: false, partners: [] });
      }),
    );
    renderAt("/admin/reviews", "/admin/reviews", <ReviewListPage />);
    await userEvent.click(await screen.findByTestId("toggle-3"));
    expect(bodies).toHaveLength(0);
    await userEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(bodies).toEqual([{ ids: [3], is_visible: 0 }]));
  });

  // the list page (tabs, filters, eight columns, a dialog) takes long to paint under jsdom on a busy machine
  it("the status tabs show the counts the list answers with; bulk status sends the ids and reports failures", {
    timeout: 90_000,
  }, async () => {
    const queries: URLSearchParams[] = [];
    const bodies: unknown[] = [];
    const counts = { all: 7, requested: 1, confirmed: 4, "technician-assigned": 2 };
    server.use(
      mock.get(`${BASE}/admin/booking/list`, ({ request: r }) => {
        queries.push(new URL(r.url).searchParams);
        return ok({ ...page([booking(1, "BK-000001"), booking(2, "BK-000002")]), status_counts: counts });
      }),
      mock.post(`${BASE}/admin/booking/bulk-status`, async ({ request: r }) => {
        bodies.push(await r.json());
        return ok({ updated: [1], failed: [{ id: 2, message: "Cannot move a requested booking to completed." }] });
      }),
    );
    renderAt("/admin/appointments", "/admin/appointments", <AppointmentListPage />);
    expect(await screen.findByText("BK-000002")).toBeInTheDocument();
    // one request: the counts come with the page
    await waitFor(() => expect(screen.getByTestId("status-tab-confirmed")).toHaveTextContent(/Confirmed\s*4/));
    expect(screen.getByTestId("status-tab-all")).toHaveTextContent(/All\s*7/);
    expect(queries).toHaveLength(1);

    fireEvent.click(await screen.findByRole("checkbox", { name: "BK-000001" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "BK-000002" }));
    await userEvent.click(await screen.findByTestId("bulk-status"));
    const select = await screen.findByTestId("bulk-status-select");
    fireEvent.mouseDown(within(select).getByRole("combobox"));
    await userEvent.click(await screen.findByTitle("Completed"));
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(bodies).toEqual([{ ids: [1, 2], status: "completed" }]));
    // the one that failed stays listed with the server's reason, and the page is read again
    expect(await screen.findByText(/Cannot move a requested booking to completed\./)).toBeInTheDocument();
    await waitFor(() => expect(queries.length).toBeGreaterThan(1));
  });

  it("without update-booking-appointment the rows cannot be selected", async () => {
    signIn(["read-admin-booking-appointment"]);
    server.use(mock.get(`${BASE}/admin/booking/list`, () => ok(page([booking(1, "BK-000001")]))));
    renderAt("/admin/appointments", "/admin/appointments", <AppointmentListPage />);
    expect(await screen.findByText("BK-000001")).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "BK-000001" })).toBeNull();
  });

  it("the details show the order, payment and charge statuses, the method and the gateway translated, as tags", async () => {
    server.use(mock.get(`${BASE}/admin/booking/details/1`, () => ok(details())));
    renderAt("/admin/appointments/show/1", "/admin/appointments/show/:id", <AppointmentShowPage />);
    expect(await screen.findByTestId("appointment-title")).toHaveTextContent("Appointment BK-000001");
    expect(screen.getByTestId("booking-status")).toHaveTextContent("Cancelled");
    expect(screen.getByTestId("payment-status")).toHaveTextContent("Refunded");
    expect(screen.getByTestId("payment-method")).toHaveTextContent("Card");
    expect(screen.getByTestId("order-status")).toHaveTextContent("Refunded");
    expect(screen.getByText("KH-000002")).toBeInTheDocument();
    expect(screen.getByTestId("quotation-status")).toHaveTextContent("Declined");
    const results = screen.getAllByTestId("payment-result").map((el) => el.textContent);
    expect(results).toEqual(["Succeeded", "Declined"]);
    const gateways = screen.getAllByTestId("payment-gateway").map((el) => el.textContent);
    expect(gateways[0]).toBe("Test card gateway · VISA •••• 4242");
    // a gateway registered later keeps its own name
    expect(gateways[1]).toBe("acme-pay");
    // the timeline's statuses come from the app's strings; a step without an actor was automatic
    const timeline = within(screen.getByTestId("appointment-timeline"));
    expect(timeline.getByText("Requested")).toBeInTheDocument();
    expect(timeline.getByText(/automatically/)).toBeInTheDocument();
    // no raw value is left on the page
    const text = document.body.textContent ?? "";
    for (const raw of ["refunded", "succeeded", "declined", "test ·", "cancelled"]) expect(text).not.toContain(raw);
  });

  it("the same details in Arabic", async () => {
    server.use(mock.get(`${BASE}/admin/booking/details/1`, () => ok(details())));
    await i18n.changeLanguage("ar");
    try {
      renderAt("/admin/appointments/show/1", "/admin/appointments/show/:id", <AppointmentShowPage />);
      expect(await screen.findByTestId("appointment-title")).toHaveTextContent("BK-000001");
      expect(screen.getByTestId("booking-status")).toHaveTextContent("ملغي");
      expect(screen.getByTestId("payment-status")).toHaveTextContent("مسترد");
      expect(screen.getByTestId("payment-method")).toHaveTextContent("بطاقة");
      expect(screen.getByTestId("order-status")).toHaveTextContent("مسترد");
      expect(screen.getByTestId("quotation-status")).toHaveTextContent("مرفوض");
      expect(screen.getAllByTestId("payment-result").map((el) => el.textContent)).toEqual(["ناجحة", "مرفوضة"]);
      expect(screen.getAllByTestId("payment-gateway")[0]).toHaveTextContent("بوابة البطاقات التجريبية");
      expect(within(screen.getByTestId("appointment-timeline")).getByText("مطلوب")).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});

/** A requested booking in the list's shape. */
function booking(id: number, number: string): AdminBooking {
  return {
    id,
    number,
    status: "requested",
    status_label: "Requested",
    payment_status: "pending",
    payment_method: "cash",
    scheduled_at: "2026-11-05T10:00:00.000Z",
    scheduled_end: "2026-11-05T11:00:00.000Z",
    duration_minutes: 60,
    total: 119,
    partner_id: 1,
    technician_id: null,
    customer: { id: 9, name: "Aisha Khan", email: "customer@khidma.test", phone: null },
    partner: { id: 1, name: "Sparkle Cleaning LLC", name_en: "Sparkle Cleaning LLC", name_ar: "سباركل للتنظيف" },
    technician: null,
    address_text: "Downtown Dubai",
    services: [{ name: "Deep clean", quantity: 1 }],
    pending_reassignment: false,
    created_at: "2026-10-30T10:00:00.000Z",
  };
}

/** A cancelled, refunded card booking with a declined quotation and two charge attempts. */
function details(): AdminBookingDetails {
  const person = { id: 9, name: "Aisha Khan" };
  return {
    id: 1,
    number: "BK-000001",
    status: "cancelled",
    status_label: "Cancelled",
    payment_status: "refunded",
    payment_method: "card",
    scheduled_at: "2026-11-05T10:00:00.000Z",
    scheduled_end: "2026-11-05T11:00:00.000Z",
    duration_minutes: 60,
    total: 119,
    customer: { ...person, email: "customer@khidma.test", phone: "+971501234567" },
    partner: {
      id: 2,
      name: "FixIt Handyman Services",
      name_en: "FixIt Handyman Services",
      name_ar: "فيكس إت",
      logo: null,
      phone: null,
    },
    technician: null,
    address_text: "Al Zahia Villas, V-118, Downtown Dubai",
    services: [
      {
        service_id: 4,
        name: "Handyman (per hour)",
        name_en: "Handyman (per hour)",
        name_ar: "عامل صيانة (بالساعة)",
        quantity: 1,
        unit_price: 119,
        total: 119,
      },
    ],
    order_id: 2,
    order_number: "KH-000002",
    can_cancel: false,
    can_reschedule: false,
    created_at: "2026-10-30T10:00:00.000Z",
    timeline: [],
    cancelled_at: "2026-11-05T04:00:00.000Z",
    completed_at: null,
    reschedule_count: 0,
    review: null,
    can_review: false,
    notes: null,
    images: [],
    history: [
      {
        id: 1,
        status: "requested",
        status_label: "Requested",
        note: null,
        actor: person,
        created_at: "2026-10-30T10:00:00.000Z",
      },
      {
        id: 2,
        status: "confirmed",
        status_label: "Confirmed",
        note: null,
        actor: null,
        created_at: "2026-10-30T10:02:00.000Z",
      },
      {
        id: 3,
        status: "cancelled",
        status_label: "Cancelled",
        note: "Travelling",
        actor: person,
        created_at: "2026-11-05T04:00:00.000Z",
      },
    ],
    next_statuses: [],
    quotations: [
      {
        id: 5,
        number: "QT-000005",
        booking_id: 1,
        booking_number: "BK-000001",
        partner: { id: 2, name: "FixIt Handyman Services" },
        title: "Extra shelf",
        title_en: "Extra shelf",
        title_ar: "رف إضافي",
        lines: [
          {
            description: "Shelf",
            description_en: "Shelf",
            description_ar: "رف",
            quantity: 1,
            unit_price: 50,
            total: 50,
            photos: [],
          },
        ],
        total: 50,
        vat_amount: 2.38,
        status: "declined",
        valid_until: "2026-11-04T00:00:00.000Z",
        created_at: "2026-10-31T00:00:00.000Z",
        responded_at: "2026-11-01T00:00:00.000Z",
        decline_reason: null,
        order_id: null,
        photos: [],
        order_status: null,
        order_payment_method: null,
        booking_payment_method: "card",
      },
    ],
    completion_report: null,
    reassignment_requests: [],
    order: { id: 2, number: "KH-000002", status: "refunded", payment_method: "card", total: 119, paid_at: null },
    payments: [
      {
        id: 1,
        gateway: "test",
        status: "succeeded",
        amount: 119,
        reference: null,
        card_brand: "visa",
        card_last4: "4242",
        failure_message: null,
        created_at: "2026-10-30T10:02:00.000Z",
      },
      {
        id: 2,
        gateway: "acme-pay",
        status: "declined",
        amount: 119,
        reference: null,
        card_brand: null,
        card_last4: null,
        failure_message: null,
        created_at: "2026-10-30T10:01:00.000Z",
      },
    ],
    invoice: { id: 1, number: "INV-000001", order_id: 2 },
    cancellation_fee: 29.75,
    cancel_reason: "Travelling",
  };
}
