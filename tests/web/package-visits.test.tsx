import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { setupServer } from "msw/node";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setAccessToken } from "../../src/api/token";
import { i18n, initI18n } from "../../src/i18n";
import { PackageInfo } from "../../src/portals/customer/pages/packages/package-info";
import type { PackageDetails } from "../../src/portals/customer/pages/packages/types";
import MyPackagesPage from "../../src/portals/customer/pages/wallet/my-packages";
import { useKhidmaStore } from "../../src/state";
import type { LoginSession } from "../../src/state/types";
import { releaseClientState, resetClientState, testNotifier } from "./client-state";

/** Package visits on /profile/packages (issue 16): the month's visits, scheduling, field errors, cancelling. */
const BASE = "*/api/v2";
const server = setupServer();
const notifier = testNotifier();
const ok = (data: unknown, status = 200) => HttpResponse.json({ status_code: status, data, message: "ok" }, { status });
const fail = (status: number, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json({ status_code: status, data: null, message, ...(errors ? { errors } : {}) }, { status });

const subscription = {
  id: 5,
  number: "PK-000005",
  package: { id: 7, name: "Home Care Monthly", image: null },
  partner: { id: 3, name: "Sparkle Homes" },
  duration: { id: 2, months: 3, label: "3 months" },
  property_type: "apartment",
  property_size: "2br",
  starts_on: "2026-03-10",
  ends_on: "2026-06-10",
  visits_total: 6,
  visits_used: 0,
  total: 900,
  status: "active",
  order_id: 101,
  order_number: "KH-000101",
};

const month = (used: number, over: Record<string, unknown> = {}) => ({
  index: 0,
  starts_on: "2026-03-10",
  ends_on: "2026-04-09",
  state: "current",
  allowance: 2,
  carried_in: 0,
  available: 2,
  used,
  left: 2 - used,
  unused: 0,
  unused_outcome: null,
  ...over,
});

const visit = {
  id: 91,
  number: "BK-000091",
  status: "requested",
  status_label: "Requested",
  scheduled_at: "2026-03-12T06:00:00.000Z",
  scheduled_end: "2026-03-12T08:00:00.000Z",
  duration_minutes: 120,
  visit_month: 0,
  technician: null,
  can_cancel: true,
  can_reschedule: true,
};

const summary = (used: number, over: Record<string, unknown> = {}) => ({
  subscription_id: 5,
  number: "PK-000005",
  status: "active",
  package: { id: 7, name: "Home Care Monthly" },
  partner: { id: 3, name: "Sparkle Homes" },
  starts_on: "2026-03-10",
  ends_on: "2026-06-10",
  unused_visits: "lost",
  visits_total: 6,
  visits_used: used,
  visits_left: 6 - used,
  visits_per_month: 2,
  duration_minutes: 120,
  can_book: used < 2,
  reason: used < 2 ? null : "used_up",
  current_month: month(used),
  months: [month(used), { ...month(0), index: 1, state: "upcoming" }, { ...month(0), index: 2, state: "upcoming" }],
  visits: used > 0 ? [visit] : [],
  ...over,
});

const dates = {
  month: { index: 0, starts_on: "2026-03-10", ends_on: "2026-04-09" },
  dates: [
    { date: "2026-03-11", available: false, reason: "holiday", holiday_name: "Eid" },
    { date: "2026-03-12", available: true, reason: null, holiday_name: null },
  ],
};
const slots = {
  date: "2026-03-12",
  partner_id: 3,
  timezone: "Asia/Dubai",
  duration_minutes: 120,
  closed: false,
  closed_reason: null,
  holiday_name: null,
  slots: [
    { start: "x", end: "y", time: "09:00", label: "09:00 AM", available: false, free: 0 },
    { start: "x", end: "y", time: "10:00", label: "10:00 AM", available: true, free: 1 },
    { start: "x", end: "y", time: "11:00", label: "11:00 AM", available: true, free: 1 },
  ],
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={["/profile/packages"]}>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <Routes>
            <Route path="/profile/packages" element={<MyPackagesPage />} />
          </Routes>
        </I18nextProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const signInCustomer = () => {
  const role = { id: 3, name: "User", type: "customer" as const, permissions: [] as string[] };
  const session: LoginSession = {
    access_token: "customer-token",
    user: { id: 42, first_name: "Aisha", last_name: "Khan", roles: [role], partner_details: { id: null } },
    roles: [role],
    default_role: "User",
  };
  useKhidmaStore.getState().setSession(session);
  setAccessToken("customer-token");
};

/** The page's server: `used` visits so far; the book answer is chosen per test. */
function serve(state: { used: number; summary?: (used: number) => unknown }) {
  server.use(
    mock.get(`${BASE}/customer/package/subscriptions`, () =>
      ok({
        data: [{ ...subscription, visits_used: state.used }],
        total: 1,
        current_page: 1,
        per_page: 10,
        last_page: 1,
      }),
    ),
    mock.get(`${BASE}/customer/package/visit/summary/5`, () => ok((state.summary ?? summary)(state.used))),
    mock.get(`${BASE}/customer/package/visit/available-dates`, () => ok(dates)),
    mock.get(`${BASE}/customer/package/visit/time-slots`, () => ok(slots)),
  );
}

beforeAll(() => {
  initI18n("en");
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(() => server.close());

beforeEach(async () => {
  server.resetHandlers(
    mock.get(`${BASE}/client-access-token`, () => ok({ access_token: "client-token" })),
    mock.get(`${BASE}/get-configurations`, () => ok({ configurations: {}, statuses: {}, master_setting: {} })),
  );
  resetClientState({ token: "client-token", notifier });
  await i18n.changeLanguage("en");
});

afterEach(releaseClientState);

describe("package visits on My packages", () => {
  it("schedules a visit of this month in a free slot; the visits left go down", async () => {
    signInCustomer();
    const state = { used: 0 };
    const posted: unknown[] = [];
    const keys: (string | null)[] = [];
    serve(state);
    server.use(
      mock.post(`${BASE}/customer/package/visit/book`, async ({ request }) => {
        posted.push(await request.json());
        keys.push(request.headers.get("idempotency-key"));
        state.used = 1;
        return ok({ id: 91 }, 201);
      }),
    );
    renderPage();
    const panel = await screen.findByTestId("package-visits");
    expect(within(panel).getByTestId("visits-left")).toHaveTextContent("Visits left this month: 2");
    expect(panel).toHaveTextContent("0 of 2 booked");
    expect(panel).toHaveTextContent("Visits not used by the end of their month are lost.");
    expect(panel).toHaveTextContent("No visit booked this month yet.");

    fireEvent.click(within(panel).getByRole("button", { name: "Schedule a visit" }));
    const dialog = await screen.findByTestId("visit-dialog");
    expect(dialog).toHaveTextContent("Home Care Monthly with Sparkle Homes");
    // the holiday is shown but cannot be picked; the first open day is chosen
    await waitFor(() => expect(within(dialog).getByTestId("date-2026-03-12").querySelector("input")).toBeChecked());
    expect(within(dialog).getByTestId("date-2026-03-11").querySelector("input")).toBeDisabled();
    expect(await within(dialog).findByRole("radio", { name: /09:00 AM/ })).toBeDisabled();
    const book = within(dialog).getByRole("button", { name: "Book visit" });
    expect(book).toBeDisabled();
    fireEvent.click(within(dialog).getByRole("radio", { name: /10:00 AM/ }));
    fireEvent.change(within(dialog).getByLabelText("Notes for the provider (optional)"), {
      target: { value: "Gate code 1234" },
    });
    expect(dialog).toHaveTextContent("Covered by your package: nothing to pay.");
    fireEvent.click(book);

    expect(await screen.findByTestId("visit-done")).toHaveTextContent("Visit booked for 12-03-2026 at 10:00 AM.");
    expect(screen.queryByTestId("visit-dialog")).toBeNull();
    expect(posted).toEqual([{ subscription_id: 5, date: "2026-03-12", time: "10:00", notes: "Gate code 1234" }]);
    expect(keys[0]).toMatch(/.{8,}/);
    await waitFor(() => expect(screen.getByTestId("visits-left")).toHaveTextContent("Visits left this month: 1"));
    expect(screen.getByTestId("subscription-card")).toHaveTextContent("1 of 6 visits used");
    const row = screen.getByTestId("package-visit");
    expect(row).toHaveTextContent("Requested");
    expect(within(row).getByRole("link", { name: /Details/ })).toHaveAttribute("href", "/bookings/91");
  });

  it("a refused slot shows its field error at the times, keeps the notes, and the month's rule 422 at the form", async () => {
    signInCustomer();
    serve({ used: 0 });
    let calls = 0;
    server.use(
      mock.post(`${BASE}/customer/package/visit/book`, () => {
        calls += 1;
        return calls === 1
          ? fail(422, "This time slot is no longer available. Please pick another.", {
              time: ["This time slot is no longer available. Please pick another."],
            })
          : fail(422, "Every visit of this month is already booked or used.", {
              subscription_id: ["Every visit of this month is already booked or used."],
            });
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Schedule a visit" }));
    const dialog = await screen.findByTestId("visit-dialog");
    fireEvent.click(await within(dialog).findByRole("radio", { name: /10:00 AM/ }));
    const notes = within(dialog).getByLabelText("Notes for the provider (optional)");
    fireEvent.change(notes, { target: { value: "Ring twice" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Book visit" }));

    const times = within(dialog).getByRole("group", { name: "Time" });
    expect(await within(times).findByRole("alert")).toHaveTextContent("This time slot is no longer available.");
    expect(times).toHaveAttribute("aria-invalid", "true");
    expect(notes).toHaveValue("Ring twice");
    expect(within(dialog).getByRole("radio", { name: /10:00 AM/ })).not.toBeChecked();

    fireEvent.click(within(dialog).getByRole("radio", { name: /11:00 AM/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Book visit" }));
    expect(await within(dialog).findByTestId("visit-error")).toHaveTextContent(
      "Every visit of this month is already booked or used.",
    );
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it("cancels a visit with no fee (expected_fee 0) and the visit is back; a used-up month says why", async () => {
    signInCustomer();
    const state = { used: 2 };
    const cancelled: unknown[] = [];
    serve(state);
    server.use(
      mock.post(`${BASE}/customer/booking/cancel/91`, async ({ request }) => {
        cancelled.push(await request.json());
        state.used = 1;
        return ok({ id: 91 });
      }),
    );
    renderPage();
    const panel = await screen.findByTestId("package-visits");
    expect(within(panel).getByTestId("visits-left")).toHaveTextContent("Visits left this month: 0");
    expect(within(panel).getByTestId("visits-blocked")).toHaveTextContent("Every visit of this month is booked.");
    expect(within(panel).queryByRole("button", { name: "Schedule a visit" })).toBeNull();

    fireEvent.click(within(panel).getByRole("button", { name: /Cancel visit/ }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Cancel visit BK-000091?");
    expect(dialog).toHaveTextContent("free of charge");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel visit" }));
    expect(await screen.findByTestId("visit-done")).toHaveTextContent("Visit cancelled.");
    expect(cancelled).toEqual([{ expected_fee: 0 }]);
    await waitFor(() => expect(screen.getByTestId("visits-left")).toHaveTextContent("Visits left this month: 1"));
    expect(screen.getByRole("button", { name: "Schedule a visit" })).toBeInTheDocument();
  });

  it("past months show lost or carried-over visits; Arabic labels", async () => {
    signInCustomer();
    serve({
      used: 0,
      summary: () =>
        summary(0, {
          unused_visits: "carry_over",
          current_month: month(0, { index: 1, carried_in: 2, available: 4, left: 4 }),
          months: [
            month(0, { state: "past", unused: 2, unused_outcome: "carried_over", left: 2 }),
            month(0, { index: 1, carried_in: 2, available: 4, left: 4 }),
          ],
        }),
    });
    await i18n.changeLanguage("ar");
    renderPage();
    const panel = await screen.findByTestId("package-visits");
    expect(within(panel).getByTestId("visits-left")).toHaveTextContent("الزيارات المتبقية هذا الشهر: 4");
    expect(panel).toHaveTextContent("مرحّلة من الأشهر السابقة: 2");
    expect(panel).toHaveTextContent("الشهر 1: زيارات غير مستخدمة رُحّلت: 2");
    expect(panel).toHaveTextContent("تُرحّل إلى الشهر التالي");
    expect(within(panel).getByRole("button", { name: "جدولة زيارة" })).toBeInTheDocument();
  });

  it("the package page tells the customer what happens to unused visits before buying", async () => {
    const pkg = {
      id: 7,
      name: "Home Care Monthly",
      image: null,
      is_handpicked: 0,
      visits_per_month: 2,
      unused_visits: "carry_over",
      property_types: ["apartment"],
      description: "",
      services: [],
      partner: null,
    } as unknown as PackageDetails;
    const { rerender } = render(
      <MemoryRouter>
        <I18nextProvider i18n={i18n}>
          <PackageInfo pkg={pkg} />
        </I18nextProvider>
      </MemoryRouter>,
    );
    expect(screen.getByTestId("package-unused-visits")).toHaveTextContent(
      "Visits not used by the end of their month carry over to the next month.",
    );
    await i18n.changeLanguage("ar");
    rerender(
      <MemoryRouter>
        <I18nextProvider i18n={i18n}>
          <PackageInfo pkg={{ ...pkg, unused_visits: "lost" } as PackageDetails} />
        </I18nextProvider>
      </MemoryRouter>,
    );
    expect(screen.getByTestId("package-unused-visits")).toHaveTextContent(
      "الزيارات غير المستخدمة حتى نهاية شهرها تسقط.",
    );
  });
});
