import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http as mock } from "msw";
import { setupServer } from "msw/node";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { i18n, initI18n } from "../../src/i18n";
import BookingDetailsPage from "../../src/portals/customer/pages/bookings/booking-details";
import { releaseClientState, resetClientState, testNotifier } from "./client-state";

/** The customer's rating form and review on the booking page (issue 16). */

const BASE = "*/api/v2";
const server = setupServer();
const notifier = testNotifier();
const ok = (data: unknown, status = 200) => HttpResponse.json({ status_code: status, data, message: "ok" }, { status });

const completed = {
  id: 41,
  number: "BK-000041",
  status: "completed",
  status_label: "Completed",
  payment_status: "paid",
  payment_method: "card",
  scheduled_at: "2026-03-01T06:00:00.000Z",
  scheduled_end: "2026-03-01T08:00:00.000Z",
  duration_minutes: 120,
  partner: { id: 3, name: "Sparkle Cleaning", logo: null, phone: null },
  services: [{ service_id: 5, name: "Deep cleaning", quantity: 1, unit_price: 149.5, total: 149.5 }],
  total: 149.5,
  address_text: "Marina Gate 1, Dubai",
  order_id: 900,
  order_number: "ORD-000900",
  can_cancel: false,
  can_reschedule: false,
  created_at: "2026-02-20T10:00:00.000Z",
  package: null,
  timeline: [{ status: "completed", status_label: "Completed", note: null, created_at: "2026-03-01T08:00:00.000Z" }],
  technician: { id: 77, name: "Ravi Kumar", phone: null },
  notes: null,
  images: [],
  quotations: [],
  completion_report: null,
  cancellation_fee: null,
  cancel_reason: null,
  cancelled_at: null,
  completed_at: "2026-03-01T08:00:00.000Z",
  reschedule_count: 0,
  invoice: null,
  review: null,
  can_review: true,
};

const reviewed = {
  ...completed,
  can_review: false,
  review: {
    id: 7,
    rating: 4,
    comment: "Very tidy.",
    technician_rating: 5,
    created_at: "2026-03-02T08:00:00.000Z",
    partner_reply: "Thank you!",
    partner_replied_at: "2026-03-03T08:00:00.000Z",
    reply: "Glad you liked it.",
    replied_at: "2026-03-04T08:00:00.000Z",
  },
};

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <Routes>
            <Route path="/bookings/:id" element={<BookingDetailsPage />} />
          </Routes>
        </I18nextProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

beforeAll(() => {
  initI18n("en");
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(() => server.close());
beforeEach(async () => {
  await i18n.changeLanguage("en");
  server.resetHandlers(
    mock.get(`${BASE}/client-access-token`, () => ok({ access_token: "client-token" })),
    mock.get(`${BASE}/customer/booking/list`, () =>
      ok({ data: [], total: 0, current_page: 1, per_page: 10, last_page: 1 }),
    ),
  );
  resetClientState({ token: "user-token", notifier });
});
afterEach(releaseClientState);

describe("rating a completed booking", () => {
  it("stars are a radio group; a 422 keeps what was typed; a save shows the review", async () => {
    let answer: unknown = completed;
    const bodies: unknown[] = [];
    let attempts = 0;
    server.use(
      mock.get(`${BASE}/customer/booking/details/41`, () => ok(answer)),
      mock.post(`${BASE}/customer/booking/review/41`, async ({ request }) => {
        bodies.push(await request.json());
        attempts += 1;
        if (attempts === 1)
          return HttpResponse.json(
            {
              status_code: 422,
              data: null,
              message: "The comment may not be greater than 1000 characters.",
              errors: { comment: ["The comment may not be greater than 1000 characters."] },
            },
            { status: 422 },
          );
        answer = reviewed;
        return ok({ ...reviewed.review, booking_id: 41 });
      }),
    );
    renderAt("/bookings/41#review");
    const form = await screen.findByTestId("review-form");
    expect(screen.getByRole("heading", { name: "Rate this booking" })).toHaveFocus();

    // sending without stars is refused before any request
    await userEvent.click(within(form).getByRole("button", { name: "Send my rating" }));
    expect(await within(form).findByText("Choose from 1 to 5 stars.")).toBeInTheDocument();
    expect(bodies).toEqual([]);

    const service = within(form).getByRole("group", { name: "Your rating of the service" });
    const three = within(service).getByRole("radio", { name: "3 stars: good" });
    await userEvent.click(three);
    expect(three).toBeChecked();
    await userEvent.click(within(service).getByRole("radio", { name: "4 stars: very good" }));
    expect(within(service).getByRole("radio", { name: "4 stars: very good" })).toBeChecked();
    const technician = within(form).getByRole("group", {
      name: "Your rating of the technician, Ravi Kumar (optional)",
    });
    await userEvent.click(within(technician).getByRole("radio", { name: "5 stars: excellent" }));
    const comment = within(form).getByLabelText("Tell us more (optional)");
    await userEvent.type(comment, "Very tidy.");

    await userEvent.click(within(form).getByRole("button", { name: "Send my rating" }));
    expect(await within(form).findByText("The comment may not be greater than 1000 characters.")).toBeInTheDocument();
    expect(comment).toHaveValue("Very tidy.");
    expect(within(service).getByRole("radio", { name: "4 stars: very good" })).toBeChecked();

    await userEvent.click(within(form).getByRole("button", { name: "Send my rating" }));
    const mine = await screen.findByTestId("my-review");
    expect(bodies).toEqual([
      { rating: 4, comment: "Very tidy.", technician_rating: 5 },
      { rating: 4, comment: "Very tidy.", technician_rating: 5 },
    ]);
    expect(screen.queryByTestId("review-form")).toBeNull();
    expect(screen.getByText("Thank you! Your rating was saved.")).toBeInTheDocument();
    expect(within(mine).getByRole("img", { name: "4 out of 5 stars" })).toBeInTheDocument();
    expect(within(mine).getByText("Technician Ravi Kumar: 5 out of 5")).toBeInTheDocument();
    expect(within(mine).getByTestId("review-partner-reply")).toHaveTextContent("Reply from Sparkle Cleaning");
    expect(within(mine).getByTestId("review-partner-reply")).toHaveTextContent("Thank you!");
    expect(within(mine).getByTestId("review-khidma-reply")).toHaveTextContent("Glad you liked it.");
  });

  it("shows no form before completion and no technician stars without a technician; reads in Arabic", async () => {
    server.use(
      mock.get(`${BASE}/customer/booking/details/41`, () =>
        ok({ ...completed, status: "in-progress", status_label: "In progress", can_review: false }),
      ),
      mock.get(`${BASE}/customer/booking/details/42`, () => ok({ ...completed, id: 42, technician: null })),
    );
    renderAt("/bookings/41");
    expect(await screen.findByText("Marina Gate 1, Dubai")).toBeInTheDocument();
    expect(screen.queryByTestId("review-form")).toBeNull();
    cleanup();

    await i18n.changeLanguage("ar");
    renderAt("/bookings/42?rate=1");
    const form = await screen.findByTestId("review-form");
    expect(screen.getByRole("heading", { name: "قيّم هذا الحجز" })).toHaveFocus();
    expect(within(form).getByRole("group", { name: "تقييمك للخدمة" })).toBeInTheDocument();
    expect(within(form).getByRole("radio", { name: "نجمتان: مقبول" })).toBeInTheDocument();
    expect(within(form).queryByTestId("technician-stars")).toBeNull();
  });
});

describe("storefront reviews", () => {
  it("show the provider's reply beside Khidma's under a review", async () => {
    const { ReviewList } = await import("../../src/portals/customer/pages/discovery/review-list");
    render(
      <I18nextProvider i18n={i18n}>
        <ReviewList
          partnerName="Sparkle Cleaning"
          reviews={[
            {
              id: 1,
              rating: 4,
              comment: "Very tidy.",
              customer_name: "Aisha K.",
              created_at: "2026-03-02T08:00:00.000Z",
              partner_reply: "Thank you!",
              partner_replied_at: "2026-03-03T08:00:00.000Z",
              reply: "Glad you liked it.",
              replied_at: "2026-03-04T08:00:00.000Z",
            },
          ]}
        />
      </I18nextProvider>,
    );
    expect(screen.getByTestId("review-partner-reply")).toHaveTextContent("Reply from Sparkle Cleaning");
    expect(screen.getByTestId("review-partner-reply")).toHaveTextContent("Thank you!");
    expect(screen.getByTestId("review-khidma-reply")).toHaveTextContent("Reply from Khidma");
    expect(screen.getByTestId("review-khidma-reply")).toHaveTextContent("Glad you liked it.");
  });
});
