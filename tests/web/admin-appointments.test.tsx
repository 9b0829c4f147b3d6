import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http as mock } from "msw";
import { describe, expect, it } from "vitest";
import "../../src/i18n/modules/admin-appointments";
import type { ReactNode } from "react";
import ReassignmentListPage from "../../src/portals/admin/appointments/reassignment-list";
import ReviewListPage from "../../src/portals/admin/appointments/review-list";
import type { Reassignment, Review } from "../../src/portals/admin/appointments/shared";
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
