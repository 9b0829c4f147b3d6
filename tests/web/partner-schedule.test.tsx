import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http as mock } from "msw";
import { describe, expect, it } from "vitest";
import type { Holiday, PublicHoliday, WorkDay } from "../../src/features/schedule/types";
import HolidaysPage from "../../src/portals/partner/schedule/holidays";
import WorkingHoursPage from "../../src/portals/partner/schedule/working-hours";
import { BASE, ok, page, renderAt, setupAdminTests, signInAs, type TestRole } from "./admin-helpers";

const owner = {
  id: 3,
  name: "Partner Owner",
  type: "partner",
  permissions: [
    "read-working-hours",
    "update-working-hours",
    "read-holiday",
    "create-holiday",
    "update-holiday",
    "delete-holiday",
    "read-public-holiday",
    "read-service",
  ],
} as unknown as TestRole;

const PARTNER_USER = {
  id: 2,
  first_name: "Rashid",
  last_name: "Al Falasi",
  email: "partner@khidma.test",
  partner_details: { id: 1 },
};

const day = (weekday: number, over: Partial<WorkDay> = {}): WorkDay => ({
  weekday,
  is_closed: weekday === 5,
  opens_at: "08:00",
  closes_at: "20:00",
  breaks: [],
  capacity: 2,
  ...over,
});
const week = () => ({
  partner_id: 1,
  technician_id: null,
  inherited: false,
  days: [0, 1, 2, 3, 4, 5, 6].map((w) => day(w, w === 6 ? { opens_at: "09:00", closes_at: "17:00", capacity: 3 } : {})),
});

const invalid = (errors: Record<string, string[]>) =>
  HttpResponse.json({ status_code: 422, data: null, message: "The given data was invalid.", errors }, { status: 422 });

const holiday: Holiday = {
  id: 7,
  start_date: "2026-12-01",
  end_date: "2026-12-03",
  title_en: "Team leave",
  title_ar: "إجازة الفريق",
  title: "Team leave",
  technician_ids: [],
  technicians: [],
  days: 3,
};

const publicHolidays: PublicHoliday[] = [
  {
    id: 1,
    key: "national-day",
    start_date: "2026-12-02",
    end_date: "2026-12-03",
    name_en: "National Day",
    name_ar: "عيد الاتحاد",
    name: "National Day",
    is_tentative: false,
  },
  {
    id: 2,
    key: "eid-al-fitr",
    start_date: "2027-03-20",
    end_date: "2027-03-22",
    name_en: "Eid al Fitr",
    name_ar: "عيد الفطر",
    name: "Eid al Fitr",
    is_tentative: true,
  },
];

const { server } = setupAdminTests({
  signIn: () => signInAs(owner, PARTNER_USER),
  handlers: () => [
    mock.get(`${BASE}/partner/technician/list`, () =>
      ok(page([{ id: 11, name: "Aisha Technician", colour: "#1677ff", is_active: true }])),
    ),
    mock.get(`${BASE}/partner/working-hours`, () => ok(week())),
    mock.get(`${BASE}/partner/holiday/list`, () => ok(page([holiday]))),
    mock.get(`${BASE}/public-holiday/list`, ({ request }) => {
      const year = new URL(request.url).searchParams.get("year");
      return ok(page(publicHolidays.filter((h) => h.start_date.startsWith(year ?? ""))));
    }),
    mock.get(`${BASE}/partner/public-holiday/choice`, () =>
      ok({ partner_id: 1, closed_on_all: true, keys: ["national-day", "eid-al-fitr"], options: [] }),
    ),
    mock.get(`${BASE}/partner/service/list`, () => ok(page([{ id: 9, name: "Home cleaning" }]))),
    mock.get(`${BASE}/partner/booking/time-slots`, () =>
      ok({
        date: "2026-12-10",
        partner_id: 1,
        timezone: "Asia/Dubai",
        duration_minutes: 60,
        closed: false,
        closed_reason: null,
        holiday_name: null,
        slots: [{ start: "", end: "", time: "09:00", label: "09:00 AM", available: true }],
      }),
    ),
  ],
});

const renderHours = () => renderAt("/partner/working-hours", "/partner/working-hours", <WorkingHoursPage />);
const renderHolidays = () => renderAt("/partner/holidays", "/partner/holidays", <HolidaysPage />);

describe("partner working hours", () => {
  it("shows a 422's field errors at the day's field and keeps what was typed", async () => {
    let posted: { days: WorkDay[] } | undefined;
    server.use(
      mock.post(`${BASE}/partner/working-hours`, async ({ request }) => {
        posted = (await request.json()) as { days: WorkDay[] };
        return invalid({
          "days.1.breaks.0.starts_at": ["Breaks must be inside the opening hours."],
          "days.2.closes_at": ["The closing time must be after the opening time."],
        });
      }),
    );
    renderHours();
    // Saturday first (UAE week); Sunday is the form's second day
    const sunday = await screen.findByTestId("day-0");
    const addBreak = within(sunday).getByRole("button", { name: /Add break/ });
    await waitFor(() => expect(addBreak).toBeEnabled());
    fireEvent.click(addBreak);
    fireEvent.click(await screen.findByTestId("save-week"));

    await waitFor(() => expect(posted).toBeDefined());
    expect(posted?.days.map((d) => d.weekday)).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(posted?.days[1].breaks).toEqual([{ starts_at: "13:00", ends_at: "14:00" }]);
    expect(await within(sunday).findByText("Breaks must be inside the opening hours.")).toBeInTheDocument();
    expect(
      within(screen.getByTestId("day-1")).getByText("The closing time must be after the opening time."),
    ).toBeInTheDocument();
    // what the user typed is still there
    expect(within(sunday).getByTestId("break-0-0")).toBeInTheDocument();
    expect(within(screen.getByTestId("day-6")).getByDisplayValue("09:00")).toBeInTheDocument();
  });

  it("copies a day to all days before saving", async () => {
    let posted: { days: WorkDay[] } | undefined;
    server.use(
      mock.post(`${BASE}/partner/working-hours`, async ({ request }) => {
        posted = (await request.json()) as { days: WorkDay[] };
        return ok(week());
      }),
    );
    renderHours();
    fireEvent.click(await screen.findByTestId("copy-6"));
    // Friday was closed: it is open now with Saturday's hours
    await waitFor(() => expect(within(screen.getByTestId("day-5")).getByDisplayValue("17:00")).toBeInTheDocument());
    fireEvent.click(screen.getByTestId("save-week"));
    await waitFor(() => expect(posted).toBeDefined());
    expect(new Set(posted?.days.map((d) => d.weekday))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    for (const d of posted?.days ?? [])
      expect(d).toMatchObject({ is_closed: false, opens_at: "09:00", closes_at: "17:00", capacity: 3, breaks: [] });
    expect(await screen.findByText("Working hours saved.")).toBeInTheDocument();
  });
});

describe("partner holidays", () => {
  it("shows the appointments a moved holiday would affect and saves only after the confirm", async () => {
    const impactAsked: unknown[] = [];
    let updated: Record<string, unknown> | undefined;
    server.use(
      mock.post(`${BASE}/partner/holiday/impact`, async ({ request }) => {
        impactAsked.push(await request.json());
        return ok({
          count: 1,
          appointments: [
            {
              id: 40,
              booking_number: "KH-1040",
              scheduled_at: "2026-12-02T06:00:00.000Z",
              date: "2026-12-02",
              time: "10:00",
              status: "confirmed",
              customer_id: 5,
              customer_name: "Sara Customer",
              technician_id: 11,
              technician_name: "Aisha Technician",
              services: ["Home cleaning"],
            },
          ],
        });
      }),
      mock.post(`${BASE}/partner/holiday/update/7`, async ({ request }) => {
        updated = (await request.json()) as Record<string, unknown>;
        return ok({ ...holiday, technician_ids: [11], affected_count: 1 });
      }),
    );
    const user = userEvent.setup();
    renderHolidays();
    await user.click(await screen.findByRole("button", { name: "Edit holiday: Team leave" }));
    const form = await screen.findByTestId("holiday-form");
    await waitFor(() => expect(within(form).getByDisplayValue("Team leave")).toBeInTheDocument());
    // only Aisha instead of the whole company: a moved holiday
    await user.click(within(form).getByLabelText("Chosen technicians"));
    await user.click(within(form).getByRole("combobox", { name: "Technicians" }));
    await user.click(await screen.findByTitle("Aisha Technician"));
    await user.click(screen.getByRole("button", { name: "OK" }));

    expect(await screen.findByText("Appointments that would be affected: 1")).toBeInTheDocument();
    expect(screen.getByText("KH-1040")).toBeInTheDocument();
    expect(impactAsked).toEqual([
      { start_date: "2026-12-01", end_date: "2026-12-03", technician_ids: [11], exclude_id: 7 },
    ]);
    expect(updated).toBeUndefined();

    await user.click(screen.getByTestId("impact-confirm"));
    await waitFor(() => expect(updated).toBeDefined());
    expect(updated).toMatchObject({ start_date: "2026-12-01", end_date: "2026-12-03", technician_ids: [11] });
    expect(await screen.findByText("Holiday saved.")).toBeInTheDocument();
  });

  it("marks tentative public holidays and saves the partner's pick", async () => {
    let chosen: unknown;
    server.use(
      mock.post(`${BASE}/partner/public-holiday/choice`, async ({ request }) => {
        chosen = await request.json();
        return ok({ partner_id: 1, closed_on_all: false, keys: ["eid-al-fitr"], options: [] });
      }),
    );
    const user = userEvent.setup();
    renderHolidays();
    const card = await screen.findByTestId("public-holidays");
    const rows = await within(card).findAllByTestId("public-holiday");
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getByText("Tentative")).toBeInTheDocument();
    expect(within(rows[0]).queryByText("Tentative")).toBeNull();

    await user.click(within(card).getByLabelText("Closed only on the holidays I choose"));
    // both were chosen (closed on all): keep only Eid
    await user.click(within(card).getByRole("checkbox", { name: "National Day" }));
    await user.click(within(card).getByTestId("save-public-choice"));
    await waitFor(() => expect(chosen).toEqual({ closed_on_all: false, keys: ["eid-al-fitr"] }));
    expect(await screen.findByText("Your public holiday choice is saved.")).toBeInTheDocument();
  });
});
