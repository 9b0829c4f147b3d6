import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp, ConfigProvider } from "antd";
import { HttpResponse, http as mock } from "msw";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setDeviceIdSource } from "../../src/api/device";
import { resetHttpState } from "../../src/api/http";
import { setNotifier } from "../../src/api/notify";
import { resetSessionState } from "../../src/api/session";
import { clearAccessToken, setAccessToken } from "../../src/api/token";
import { RESOURCES } from "../../src/config/resources";
import { i18n, initI18n } from "../../src/i18n";
import "../../src/i18n/modules/admin-appointments";
import ReassignmentListPage from "../../src/portals/admin/appointments/reassignment-list";
import ReviewListPage from "../../src/portals/admin/appointments/review-list";
import type { Reassignment, Review } from "../../src/portals/admin/appointments/shared";
import { accessControlProvider } from "../../src/providers/access-control";
import { dataProvider } from "../../src/providers/data-provider";
import { i18nProvider } from "../../src/providers/i18n-provider";
import { type LoginSession, resetOnLogout, useKhidmaStore } from "../../src/state";

const BASE = "*/api/v2";
const server = setupServer();
const notifier = { error: vi.fn(), success: vi.fn(), info: vi.fn() };

const signIn = (permissions: string[]) => {
  const role = { id: 1, name: "Admin", type: "internal" as const, permissions };
  useKhidmaStore.getState().setSession({
    access_token: "t",
    user: { id: 1, first_name: "Omar", last_name: "Al Mansoori", email: "admin@khidma.test", roles: [role] },
    roles: [role],
    default_role: "Admin",
  } as LoginSession);
  setAccessToken("user-token");
};

const ok = <T,>(data: T) => HttpResponse.json({ status_code: 200, data, message: "OK" });
const page = <T,>(data: T[]) => ({ data, total: data.length, current_page: 1, per_page: 10, last_page: 1 });

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
  reason: "I am booked on a deep clean that morning.",
  status: "pending",
  resolution_note: null,
  resolved_by: null,
  created_at: "2026-05-01T06:00:00.000Z",
  updated_at: "2026-05-01T06:00:00.000Z",
  ...over,
});

const lookups = [mock.get(`${BASE}/web/partner/list`, () => ok(page([{ id: 1, name: "Sparkle Cleaning LLC" }])))];

function renderAt(path: string, pattern: string, element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider>
          <AntdApp>
            <Refine
              dataProvider={dataProvider}
              routerProvider={routerProvider}
              accessControlProvider={accessControlProvider}
              i18nProvider={i18nProvider}
              resources={RESOURCES}
              options={{
                disableTelemetry: true,
                syncWithLocation: true,
                warnWhenUnsavedChanges: true,
                reactQuery: { clientConfig: queryClient },
              }}
            >
              <Routes>
                <Route path={pattern} element={element} />
              </Routes>
            </Refine>
          </AntdApp>
        </ConfigProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
}

let matchMedia: typeof window.matchMedia;
beforeAll(() => {
  initI18n("en");
  server.listen({ onUnhandledRequest: "error" });
  matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: true, media: query })) as never;
});
afterAll(() => {
  server.close();
  window.matchMedia = matchMedia;
});
beforeEach(() => {
  server.resetHandlers(...lookups);
  resetOnLogout();
  localStorage.clear();
  clearAccessToken();
  resetHttpState();
  resetSessionState();
  setDeviceIdSource(async () => "device-123");
  for (const fn of Object.values(notifier)) fn.mockReset();
  setNotifier(notifier);
  signIn([
    "read-admin-booking-appointment",
    "update-booking-appointment",
    "read-rating-reviews",
    "update-rating-reviews",
  ]);
});
afterEach(() => {
  cleanup();
  setNotifier(null);
  setDeviceIdSource(null);
});

// antd modals and selects under jsdom are slow on a busy machine
describe("admin appointments", { timeout: 30_000 }, () => {
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
      customer_name: "Sara",
      rating: 1,
      comment: "Rude and late",
      is_visible: true,
      reply: null,
      replied_at: null,
      replied_by: null,
      created_at: "2026-01-01T00:00:00Z",
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
});
