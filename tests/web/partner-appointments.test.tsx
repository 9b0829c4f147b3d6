import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { describe, expect, it } from "vitest";
import { setAccessToken } from "../../src/api/token";
import { i18n } from "../../src/i18n";
import { Timeline } from "../../src/portals/customer/pages/bookings/booking-timeline";
import type { BookingDetails } from "../../src/portals/customer/pages/bookings/types";
import PartnerAppointmentListPage from "../../src/portals/partner/appointments/appointment-list";
import PartnerAppointmentShowPage from "../../src/portals/partner/appointments/appointment-show";
import type { PartnerBooking, PartnerBookingDetails } from "../../src/portals/partner/appointments/types";
import { DashboardFigures } from "../../src/portals/partner/catalog/dashboard-figures";
import { type LoginSession, useKhidmaStore } from "../../src/state";
import { BASE, ok, page, renderAt, setupAdminTests } from "./admin-helpers";

const OWNER = ["read-dashboard", "read-admin-booking-appointment", "update-booking-appointment", "read-service"];

/** Signs in as a user of partner company 1 holding `permissions`. */
const signInPartner = (permissions = OWNER) => {
  const role = { id: 31, name: "Partner Owner", type: "partner" as const, permissions };
  useKhidmaStore.getState().setSession({
    access_token: "t",
    user: {
      id: 3,
      first_name: "Rashid",
      last_name: "Al Falasi",
      email: "partner@khidma.test",
      roles: [role],
      partner_details: { id: 1 },
    },
    roles: [role],
    default_role: role.name,
  } as unknown as LoginSession);
  setAccessToken("user-token");
};

const row = (id: number, status: PartnerBooking["status"], over: Partial<PartnerBooking> = {}): PartnerBooking => ({
  id,
  number: `BK-00000${id}`,
  status,
  status_label: status,
  payment_status: "cash",
  payment_method: "cash",
  scheduled_at: "2026-12-10T06:00:00.000Z",
  scheduled_end: "2026-12-10T08:00:00.000Z",
  duration_minutes: 120,
  total: 262.5,
  partner_id: 1,
  technician_id: null,
  customer: { id: 9, name: "Aisha Khan", email: "customer@khidma.test", phone: "+971501234567" },
  partner: { id: 1, name: "Sparkle", name_en: "Sparkle", name_ar: "سباركل" },
  technician: null,
  address_text: "Marina Heights, 1204, Dubai Marina, Dubai",
  services: [{ name: "Deep cleaning", quantity: 1 }],
  pending_reassignment: false,
  created_at: "2026-11-28T06:00:00.000Z",
  ...over,
});

/** An appointment's details (fields other slices add to the answer are left out: the screens here do not read them). */
const details = (over: Partial<PartnerBookingDetails> = {}): PartnerBookingDetails =>
  ({
    id: 7,
    number: "BK-000007",
    status: "requested",
    status_label: "Requested",
    payment_status: "cash",
    payment_method: "cash",
    scheduled_at: "2026-12-10T06:00:00.000Z",
    scheduled_end: "2026-12-10T08:00:00.000Z",
    duration_minutes: 120,
    total: 262.5,
    customer: { id: 9, name: "Aisha Khan", email: "customer@khidma.test", phone: "+971501234567" },
    address_text: "Marina Heights, 1204, Dubai Marina, Dubai",
    created_at: "2026-11-28T06:00:00.000Z",
    partner: { id: 1, name: "Sparkle", name_en: "Sparkle", name_ar: "سباركل", logo: null, phone: null },
    services: [
      {
        service_id: 5,
        name: "Deep cleaning",
        name_en: "Deep cleaning",
        name_ar: "تنظيف عميق",
        quantity: 1,
        unit_price: 262.5,
        total: 262.5,
      },
    ],
    order_id: 40,
    order_number: "KH-000040",
    can_cancel: true,
    can_reschedule: true,
    timeline: [],
    technician: null,
    notes: "Gate code 4411",
    images: [],
    quotations: [],
    completion_report: null,
    cancellation_fee: null,
    cancel_reason: null,
    cancelled_at: null,
    completed_at: null,
    reschedule_count: 0,
    invoice: null,
    history: [
      {
        id: 1,
        status: "requested",
        status_label: "Requested",
        note: null,
        actor: { id: 9, name: "Aisha Khan" },
        created_at: "2026-11-28T06:00:00.000Z",
      },
    ],
    next_statuses: ["confirmed", "cancelled", "declined"],
    reassignment_requests: [],
    order: { id: 40, number: "KH-000040", status: "pending", payment_method: "cash", total: 262.5, paid_at: null },
    payments: [],
    address: {
      text: "Marina Heights, 1204, Dubai Marina, Dubai",
      building: "Marina Heights",
      unit: "1204",
      street: null,
      community: "Dubai Marina",
      emirate: "Dubai",
      latitude: 25.08,
      longitude: 55.14,
      map_url: "https://www.google.com/maps/search/?api=1&query=25.08,55.14",
    },
    decline_reason: null,
    cash_due: 262.5,
    cash_collected_at: null,
    cash_collected_by: null,
    next_actions: ["accept", "decline"],
    ...over,
  }) as PartnerBookingDetails;

const technicians = [
  { id: 4, name: "Imran Qureshi", colour: "#1677ff", is_active: true, status: "active", open_jobs: 2 },
  { id: 16, name: "Joseph Mathew", colour: "#52c41a", is_active: true, status: "active", open_jobs: 0 },
];

const { server } = setupAdminTests({
  handlers: () => [
    mock.get(`${BASE}/partner/technician/list`, () => ok(page(technicians))),
    mock.get(`${BASE}/partner/service/list`, () => ok(page([{ id: 5, name: "Deep cleaning" }]))),
    mock.get(`${BASE}/area/community/list`, () => ok(page([{ id: 12, name: "Dubai Marina" }]))),
  ],
  signIn: () => signInPartner(),
});

/** Opens the antd select labelled `label` and picks `option`. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole("combobox", { name: label }));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")].find(
      (el) => el.getAttribute("title") === option || el.textContent === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

const showPage = (id = 7) =>
  renderAt(`/partner/appointments/show/${id}`, "/partner/appointments/show/:id", <PartnerAppointmentShowPage />);

describe("partner appointments list", { timeout: 60_000 }, () => {
  it("shows the status tabs with counts, sends the tab, technician, payment and search filters", async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      mock.get(`${BASE}/partner/booking/list`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok({
          ...page([
            row(7, "requested"),
            row(8, "technician-assigned", { technician: { id: 4, name: "Imran Qureshi" } }),
            row(9, "confirmed", {
              package: {
                id: 3,
                name: "Monthly home cleaning",
                name_en: "Monthly home cleaning",
                name_ar: "تنظيف شهري",
                subscription_id: 11,
                subscription_number: "PK-000011",
              },
            }),
          ]),
          status_counts: { all: 2, requested: 1, "technician-assigned": 1, declined: 0 },
        });
      }),
    );
    renderAt("/partner/appointments", "/partner/appointments", <PartnerAppointmentListPage />);
    const table = await screen.findByTestId("appointment-table");
    expect(await within(table).findByText("BK-000007")).toBeInTheDocument();
    // statuses as labels, not slugs
    expect(within(table).getByText("Technician assigned")).toBeInTheDocument();
    expect(within(table).queryByText("technician-assigned")).toBeNull();
    // a package visit says which package it belongs to
    expect(within(table).getByTestId("appointment-package")).toHaveTextContent("Monthly home cleaning");
    expect(screen.getByTestId("status-tab-requested")).toHaveTextContent("Requested");
    expect(screen.getByTestId("status-tab-requested")).toHaveTextContent("1");
    expect(screen.getByTestId("status-tab-declined")).toHaveTextContent("Declined 0");

    fireEvent.click(screen.getByTestId("status-tab-requested"));
    await waitFor(() => expect(queries.at(-1)?.get("status")).toBe("requested"));
    await choose("Technician", "Joseph Mathew");
    await waitFor(() => expect(queries.at(-1)?.get("technician_id")).toBe("16"));
    await choose("Payment state", "Cash on delivery");
    await waitFor(() => expect(queries.at(-1)?.get("payment_status")).toBe("cash"));
    await choose("Area", "Dubai Marina");
    await waitFor(() => expect(queries.at(-1)?.get("community_id")).toBe("12"));
    fireEvent.change(screen.getByRole("searchbox", { name: "Booking number, customer name or phone" }), {
      target: { value: "0501234567" },
    });
    await waitFor(() => expect(queries.at(-1)?.get("search")).toBe("0501234567"));
    expect(queries.at(-1)?.get("status")).toBe("requested");
  });
});

describe("partner appointment details", { timeout: 60_000 }, () => {
  it("a requested booking: customer, map link, notes; accept posts and the details are read again", async () => {
    let current = details();
    const posts: string[] = [];
    server.use(
      mock.get(`${BASE}/partner/booking/details/7`, () => ok(current)),
      mock.post(`${BASE}/partner/booking/accept/7`, () => {
        posts.push("accept");
        current = details({
          status: "confirmed",
          status_label: "Confirmed",
          next_actions: ["assign", "cash-collected"],
        });
        return ok(current);
      }),
    );
    showPage();
    expect(await screen.findByTestId("appointment-title")).toHaveTextContent("Booking BK-000007");
    expect(screen.getByTestId("customer-name")).toHaveTextContent("Aisha Khan");
    expect(screen.getByTestId("map-link")).toHaveAttribute("href", expect.stringContaining("25.08,55.14"));
    expect(screen.getByTestId("customer-notes")).toHaveTextContent("Gate code 4411");
    expect(screen.getByTestId("extra-actions")).toBeInTheDocument();
    expect(screen.queryByTestId("action-assign")).toBeNull();

    fireEvent.click(await screen.findByTestId("action-accept"));
    await waitFor(() => expect(posts).toEqual(["accept"]));
    expect(await screen.findByTestId("action-assign")).toBeInTheDocument();
    expect(screen.getAllByTestId("booking-status")[0]).toHaveTextContent("Confirmed");
  });

  it("decline needs a reason before anything is sent, then posts it", async () => {
    const bodies: unknown[] = [];
    server.use(
      mock.get(`${BASE}/partner/booking/details/7`, () => ok(details())),
      mock.post(`${BASE}/partner/booking/decline/7`, async ({ request }) => {
        bodies.push(await request.json());
        return ok(details({ status: "declined", next_actions: [] }));
      }),
    );
    showPage();
    fireEvent.click(await screen.findByTestId("action-decline"));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByTestId("decline-submit"));
    expect(await within(dialog).findByText("Tell the customer why you decline.")).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    fireEvent.change(within(dialog).getByTestId("decline-reason"), { target: { value: "Fully booked" } });
    fireEvent.click(within(dialog).getByTestId("decline-submit"));
    await waitFor(() => expect(bodies).toEqual([{ reason: "Fully booked" }]));
  });

  it("assign: the server's conflict shows at the field and the choice stays", async () => {
    server.use(
      mock.get(`${BASE}/partner/booking/details/7`, () =>
        ok(details({ status: "confirmed", next_actions: ["assign", "cash-collected"] })),
      ),
      mock.post(`${BASE}/partner/booking/assign/7`, () =>
        HttpResponse.json(
          {
            status_code: 422,
            data: null,
            message: "Joseph Mathew already has booking BK-000012 from 10:00 to 12:00 on 2026-12-10.",
            errors: {
              technician_id: ["Joseph Mathew already has booking BK-000012 from 10:00 to 12:00 on 2026-12-10."],
            },
          },
          { status: 422 },
        ),
      ),
    );
    showPage();
    fireEvent.click(await screen.findByTestId("action-assign"));
    const dialog = await screen.findByRole("dialog");
    await choose("Technician", "Joseph Mathew");
    fireEvent.click(within(dialog).getByTestId("assign-submit"));
    expect(await within(dialog).findByText(/already has booking BK-000012/)).toBeInTheDocument();
    expect(within(dialog).getByTitle("Joseph Mathew")).toBeInTheDocument();
  });

  it("a status step's refusal stays in view; cash collected asks first", async () => {
    const posts: unknown[] = [];
    server.use(
      mock.get(`${BASE}/partner/booking/details/7`, () =>
        ok(
          details({
            status: "on-the-way",
            technician: { id: 4, name: "Imran Qureshi", email: null, phone: null },
            next_actions: ["in-progress", "cash-collected"],
            // the booking's 262.50 and a quotation of 150.00 approved for cash: the confirm asks for both
            cash_due: 412.5,
          }),
        ),
      ),
      mock.post(`${BASE}/booking-appointment/change-status/7`, async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(
          {
            status_code: 422,
            data: null,
            message: "A booking that is Declined cannot become In Progress.",
            errors: { status: ["A booking that is Declined cannot become In Progress."] },
          },
          { status: 422 },
        );
      }),
      mock.post(`${BASE}/partner/booking/cash-collected/7`, () => {
        posts.push("cash");
        return ok(details());
      }),
    );
    showPage();
    fireEvent.click(await screen.findByTestId("action-in-progress"));
    expect(await screen.findByTestId("action-error")).toHaveTextContent("cannot become In Progress");
    expect(posts).toEqual([{ status: "in-progress" }]);

    fireEvent.click(screen.getByTestId("action-cash-collected"));
    expect(await screen.findByText(/Collect .*412\.50 from the customer in cash\?/)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    fireEvent.click(screen.getByTestId("action-confirm"));
    await waitFor(() => expect(posts).toEqual([{ status: "in-progress" }, "cash"]));
  });

  it("another company's booking reads as not found; a role without the update permission sees no buttons", async () => {
    server.use(
      mock.get(`${BASE}/partner/booking/details/99`, () =>
        HttpResponse.json({ status_code: 404, data: null, message: "The booking was not found." }, { status: 404 }),
      ),
      mock.get(`${BASE}/partner/booking/details/7`, () => ok(details())),
    );
    showPage(99);
    expect(await screen.findByText(/does not exist or belongs to another company/)).toBeInTheDocument();

    signInPartner(["read-dashboard", "read-admin-booking-appointment"]);
    showPage(7);
    expect(await screen.findAllByTestId("appointment-title")).not.toHaveLength(0);
    await waitFor(() => expect(screen.getAllByText("Nothing to do on this booking now.").length).toBeGreaterThan(0));
    expect(screen.queryByTestId("action-accept")).toBeNull();
  });

  it("in Arabic the status and actions are translated", async () => {
    await i18n.changeLanguage("ar");
    try {
      server.use(mock.get(`${BASE}/partner/booking/details/7`, () => ok(details())));
      showPage();
      expect(await screen.findByTestId("action-accept")).toHaveTextContent("قبول");
      expect(screen.getAllByTestId("booking-status")[0]).toHaveTextContent("مطلوب");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});

describe("partner dashboard", () => {
  it("shows the next appointments' statuses as labels, not slugs", async () => {
    server.use(
      mock.get(`${BASE}/partner/dashboard`, () =>
        ok({
          services: { active: 1, total: 1 },
          packages: { active: 0, total: 0, by_status: {} },
          revenue_this_month: 0,
          earnings: { this_month: 360.27, total: 825.04, pending: 120, available: 705.04 },
          rating: { average: 0, count: 0 },
          appointments: {
            upcoming_count: 2,
            next: [
              {
                id: 8,
                number: "BK-000008",
                scheduled_at: "2026-12-10T06:00:00.000Z",
                status: "technician-assigned",
                customer_name: "Aisha Khan",
                address_text: "Dubai Marina",
                total: 100,
              },
              {
                id: 9,
                number: "BK-000009",
                scheduled_at: "2026-12-11T06:00:00.000Z",
                status: "on-the-way",
                customer_name: "Noura",
                address_text: "JLT",
                total: 100,
              },
            ],
          },
        }),
      ),
    );
    renderAt("/partner/dashboard", "/partner/dashboard", <DashboardFigures />);
    expect(await screen.findByText("Technician assigned")).toBeInTheDocument();
    expect(screen.getByText("On the way")).toBeInTheDocument();
    expect(screen.queryByText("technician-assigned")).toBeNull();
    expect(screen.getByRole("link", { name: "BK-000008" })).toHaveAttribute("href", "/partner/appointments/show/8");
    // the ledger's figures: earned this month, and the available balance leading to the payouts
    expect(screen.getByTestId("earned-this-month")).toHaveTextContent("AED 360.27");
    expect(screen.getByTestId("available-balance")).toHaveTextContent("AED 705.04");
    expect(screen.getByTestId("available-balance")).toHaveTextContent("AED 120.00 pending");
    expect(screen.getByRole("link", { name: "Available balance" })).toHaveAttribute("href", "/partner/payouts");
  });
});

describe("the customer's timeline of a booking the provider declined", () => {
  it("ends with Declined after the steps reached, not with an empty flow", async () => {
    const booking = {
      status: "declined",
      timeline: [
        { status: "requested", status_label: "Requested", note: null, created_at: "2026-11-28T06:00:00.000Z" },
        { status: "declined", status_label: "Declined", note: "Fully booked", created_at: "2026-11-28T07:00:00.000Z" },
      ],
    } as unknown as BookingDetails;
    renderAt("/bookings/7", "/bookings/:id", <Timeline booking={booking} />);
    const steps = (await screen.findByTestId("booking-timeline")).querySelectorAll("li");
    expect([...steps].map((li) => li.getAttribute("data-status"))).toEqual(["requested", "declined"]);
    expect(steps[1]).toHaveTextContent("Declined");
    expect(steps[1]).toHaveTextContent("Fully booked");
  });
});
