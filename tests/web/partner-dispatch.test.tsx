import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setAccessToken } from "../../src/api/token";
import PartnerDispatchCalendarPage from "../../src/portals/partner/appointments/dispatch-calendar";
import type { DispatchCalendar, DispatchJob } from "../../src/portals/partner/appointments/dispatch-time";
import { type LoginSession, useKhidmaStore } from "../../src/state";
import { BASE, ok, renderAt, setupAdminTests } from "./admin-helpers";

const OWNER = ["read-dashboard", "read-admin-booking-appointment", "update-booking-appointment"];
const READER = ["read-dashboard", "read-admin-booking-appointment"];
const DATE = "2026-12-10";

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

const day = (over: Partial<DispatchCalendar["technicians"][number]["days"][number]> = {}) => ({
  date: DATE,
  on_shift: true,
  opens_at: "08:00",
  closes_at: "20:00",
  breaks: [{ starts_at: "13:00", ends_at: "14:00" }],
  off_reason: null,
  ...over,
});

const job = (id: number, start: string, end: string, over: Partial<DispatchJob> = {}): DispatchJob => ({
  id,
  number: `BK-0000${id}`,
  status: "confirmed",
  status_label: "Confirmed",
  technician_id: null,
  technician: null,
  scheduled_at: new Date(`${DATE}T${start}:00+04:00`).toISOString(),
  start: `${DATE}T${start}:00+04:00`,
  end: `${DATE}T${end}:00+04:00`,
  date: DATE,
  start_time: start,
  end_time: end,
  duration_minutes: 120,
  customer: { id: 9, name: "Aisha Khan", phone: "+971501234567" },
  services: [{ service_id: 5, name: "Deep cleaning", quantity: 1 }],
  address_text: "Marina Heights, 1204, Dubai Marina, Dubai",
  payment_status: "cash",
  ...over,
});

const assignedJob = job(41, "10:00", "12:00", {
  status: "technician-assigned",
  status_label: "Technician assigned",
  technician_id: 4,
  technician: { id: 4, name: "Imran Qureshi" },
  customer: { id: 12, name: "Omar Haddad", phone: null },
});
const openJob = job(42, "15:00", "17:00");
const requestedJob = job(43, "09:00", "10:00", { status: "requested", status_label: "Requested" });

const calendar = (over: Partial<DispatchCalendar> = {}): DispatchCalendar => ({
  from: DATE,
  to: DATE,
  timezone: "Asia/Dubai",
  partner_id: 1,
  closed_days: [],
  technicians: [
    { id: 4, name: "Imran Qureshi", colour: "#722ed1", days: [day()] },
    {
      id: 16,
      name: "Joseph Mathew",
      colour: "#faad14",
      days: [day({ on_shift: false, opens_at: null, closes_at: null, breaks: [], off_reason: "weekly-off" })],
    },
  ],
  jobs: [requestedJob, assignedJob, openJob],
  unassigned: [requestedJob, openJob],
  ...over,
});

const { server } = setupAdminTests({ signIn: () => signInPartner() });

const open = () =>
  renderAt(
    `/partner/appointments/calendar?date=${DATE}`,
    "/partner/appointments/calendar",
    <PartnerDispatchCalendarPage />,
  );

/** Opens the antd select labelled `label` and picks `option` (its visible text). */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole("combobox", { name: label }));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")].find(
      (el) => el.textContent === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

// The grid shows Dubai wall-clock times whatever the machine's zone: these tests run in New York's.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/New_York";
  // the calendar library asks what is under the pointer on every press (jsdom has no layout)
  document.elementFromPoint = () => null;
});
afterAll(() => {
  process.env.TZ = zone;
});

describe("partner dispatch calendar", { timeout: 60_000 }, () => {
  it("shows one column per technician with their jobs at Dubai times, and the unassigned jobs aside", async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      mock.get(`${BASE}/partner/booking/calendar`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok(calendar());
      }),
    );
    open();
    const column = await screen.findByTestId(`dispatch-column-4-${DATE}`);
    expect(queries[0].get("from")).toBe(DATE);
    expect(queries[0].get("to")).toBe(DATE);
    expect(screen.getByTestId("dispatch-technician-4")).toHaveTextContent("Imran Qureshi");
    expect(screen.getByTestId("dispatch-technician-4")).toHaveTextContent("Shift 08:00 AM – 08:00 PM");
    expect(screen.getByTestId("dispatch-technician-16")).toHaveTextContent("Joseph Mathew");
    expect(screen.getByTestId("dispatch-technician-16")).toHaveTextContent("Not working today");
    expect(screen.getByTestId(`dispatch-column-16-${DATE}`)).toBeInTheDocument();
    // the assigned job sits in its technician's column, at its Dubai time (10:00, not New York's 01:00)
    const card = within(column).getByTestId("dispatch-job-41");
    expect(card).toHaveTextContent("BK-000041");
    expect(card).toHaveTextContent("Omar Haddad");
    expect(column).toHaveTextContent("10:00 AM – 12:00 PM");
    expect(screen.getByText("08:00 AM")).toBeInTheDocument();
    // the open jobs without a technician are listed aside; a requested one asks to be accepted first
    const aside = screen.getByTestId("dispatch-unassigned");
    expect(within(aside).getByTestId("dispatch-unassigned-42")).toHaveTextContent("03:00 PM – 05:00 PM");
    expect(within(aside).getByTestId("dispatch-unassigned-42")).toHaveAttribute("draggable", "true");
    expect(within(aside).getByTestId("dispatch-unassigned-43")).toHaveAttribute("draggable", "false");
    expect(within(aside).getByTestId("dispatch-accept-first-43")).toHaveTextContent("Accept this booking");
    expect(
      screen.queryByTestId(`dispatch-column-4-${DATE}`)?.querySelector("[data-testid='dispatch-job-42']"),
    ).toBeNull();

    // the week: Monday to Sunday
    fireEvent.click(screen.getByText("Week"));
    await waitFor(() => expect(queries.at(-1)?.get("from")).toBe("2026-12-07"));
    expect(queries.at(-1)?.get("to")).toBe("2026-12-13");
  });

  it("assigns through the Assign to select: posts {technician_id}, shows a refusal's reason, then a success", async () => {
    const bodies: unknown[] = [];
    let reads = 0;
    let current = calendar();
    server.use(
      mock.get(`${BASE}/partner/booking/calendar`, () => {
        reads++;
        return ok(current);
      }),
      mock.post(`${BASE}/partner/booking/assign/42`, async ({ request }) => {
        const body = (await request.json()) as { technician_id: number };
        bodies.push(body);
        if (body.technician_id === 16) {
          const reason = "Joseph Mathew is not on shift from 15:00 to 17:00 on 2026-12-10 (day off).";
          return HttpResponse.json(
            { status_code: 422, data: null, message: reason, errors: { technician_id: [reason] } },
            { status: 422 },
          );
        }
        const moved = { ...openJob, status: "technician-assigned" as const, technician_id: 4 };
        current = calendar({ jobs: [requestedJob, assignedJob, moved], unassigned: [requestedJob] });
        return ok({ id: 42 });
      }),
    );
    open();
    await screen.findByTestId("dispatch-unassigned-42");
    expect(reads).toBe(1);

    await choose("Technician for BK-000042", "Joseph Mathew (Not working today)");
    const refusal = await screen.findByTestId("dispatch-refusal");
    expect(bodies).toEqual([{ technician_id: 16 }]);
    expect(refusal).toHaveTextContent("BK-000042 was not assigned to Joseph Mathew");
    expect(refusal).toHaveTextContent("Joseph Mathew is not on shift from 15:00 to 17:00");
    // the job stays where it was: in the list, in no column
    expect(screen.getByTestId("dispatch-unassigned-42")).toBeInTheDocument();
    expect(
      screen.getByTestId(`dispatch-column-16-${DATE}`).querySelector("[data-testid='dispatch-job-42']"),
    ).toBeNull();

    await choose("Technician for BK-000042", "Imran Qureshi");
    await waitFor(() => expect(bodies).toEqual([{ technician_id: 16 }, { technician_id: 4 }]));
    // the calendar is read again: the job left the list for Imran's column, the refusal is gone
    await waitFor(() => expect(screen.queryByTestId("dispatch-unassigned-42")).toBeNull());
    expect(reads).toBeGreaterThan(1);
    expect(within(screen.getByTestId(`dispatch-column-4-${DATE}`)).getByTestId("dispatch-job-42")).toBeInTheDocument();
    expect(screen.queryByTestId("dispatch-refusal")).toBeNull();
  });

  it("a job of the grid opens its panel with the Move to select and a link to its page", async () => {
    server.use(mock.get(`${BASE}/partner/booking/calendar`, () => ok(calendar())));
    open();
    fireEvent.click(await screen.findByTestId("dispatch-job-41"));
    const panel = await screen.findByTestId("dispatch-job-dialog");
    expect(within(panel).getByTestId("dispatch-job-technician")).toHaveTextContent("Imran Qureshi");
    expect(within(panel).getByText("Marina Heights, 1204, Dubai Marina, Dubai")).toBeInTheDocument();
    expect(within(panel).getByRole("combobox", { name: "Technician for BK-000041" })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId("dispatch-job-open"));
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
  });

  it("without update-booking-appointment: the calendar only, no dragging and no assign controls", async () => {
    signInPartner(READER);
    server.use(mock.get(`${BASE}/partner/booking/calendar`, () => ok(calendar())));
    open();
    await screen.findByTestId("dispatch-job-41");
    expect(
      screen.getByText(
        "You can look at the calendar; assigning technicians needs the permission to update appointments.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId("dispatch-unassigned-42")).toHaveAttribute("draggable", "false");
    expect(document.querySelector("[draggable='true']")).toBeNull();
    expect(document.querySelector(".kh-job-draggable")).toBeNull();
    expect(screen.queryByRole("combobox", { name: /Technician for/ })).toBeNull();
    expect(screen.queryByText("Drag a job onto a technician's column, or choose the technician here.")).toBeNull();
  });

  it("on a phone: the day as a list per technician with each job's select, no grid", async () => {
    const wide = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...wide(query), matches: false, media: query })) as never;
    try {
      server.use(mock.get(`${BASE}/partner/booking/calendar`, () => ok(calendar())));
      open();
      const agenda = await screen.findByTestId("dispatch-agenda");
      expect(screen.queryByTestId("dispatch-grid")).toBeNull();
      expect(within(agenda).getByTestId("dispatch-agenda-4")).toHaveTextContent("Imran Qureshi");
      expect(within(agenda).getByTestId("dispatch-agenda-job-41")).toHaveTextContent("10:00 AM – 12:00 PM");
      expect(within(agenda).getByTestId("dispatch-agenda-16")).toHaveTextContent("No jobs this day.");
      expect(screen.getByRole("combobox", { name: "Technician for BK-000041" })).toBeInTheDocument();
      expect(screen.getByTestId("dispatch-unassigned-42")).toHaveAttribute("draggable", "false");
    } finally {
      window.matchMedia = wide;
    }
  });
});
