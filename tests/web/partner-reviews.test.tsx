import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http as mock } from "msw";
import { describe, expect, it } from "vitest";
import "../../src/i18n/modules/partner-reviews";
import type { ApiSchema } from "../../src/api/api-types";
import { setAccessToken } from "../../src/api/token";
import { i18n } from "../../src/i18n";
import ReviewListPage from "../../src/portals/admin/appointments/review-list";
import PartnerReviewListPage from "../../src/portals/partner/reviews/review-list";
import { type LoginSession, useKhidmaStore } from "../../src/state";
import { BASE, ok, page, renderAt, setupAdminTests, signInAs } from "./admin-helpers";

type PartnerReview = ApiSchema<"PartnerReview">;
type AdminReview = ApiSchema<"AdminReview">;

const OWNER = ["read-dashboard", "read-profile", "read-service", "read-rating-reviews", "update-rating-reviews"];

/** Signs in as a user of partner 1 holding `permissions`. */
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
    default_role: "Partner Owner",
  } as unknown as LoginSession);
  setAccessToken("user-token");
};

const review = (id: number, over: Partial<PartnerReview> = {}): PartnerReview => ({
  id,
  rating: 5,
  comment: "Spotless work.",
  technician_rating: null,
  created_at: "2026-03-01T08:00:00.000Z",
  partner_reply: null,
  partner_replied_at: null,
  reply: null,
  replied_at: null,
  customer_name: "Aisha K.",
  is_visible: true,
  booking: { id: 40 + id, number: `BK-0000${40 + id}` },
  service: { id: 5, name: "Deep cleaning" },
  services: [{ id: 5, name: "Deep cleaning" }],
  technician: null,
  partner_replied_by: null,
  ...over,
});

const summary = { average: 4.25, count: 4, distribution: { "1": 0, "2": 1, "3": 0, "4": 0, "5": 3 } };
const listAnswer = (rows: PartnerReview[]) => ({ ...page(rows), summary });
const services = [
  { id: 5, name: "Deep cleaning", category_id: 1, category_name: "Cleaning" },
  { id: 6, name: "Sofa shampoo", category_id: 1, category_name: "Cleaning" },
];

const { server } = setupAdminTests({
  handlers: () => [mock.get(`${BASE}/partner/service/list`, () => ok(page(services)))],
  signIn: () => signInPartner(),
});

describe("partner reviews and ratings", { timeout: 60_000 }, () => {
  it("shows the average, count and distribution, both replies, and filters by stars, service and reply", async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      mock.get(`${BASE}/partner/review/list`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok(
          listAnswer([
            review(1, {
              technician: { id: 4, name: "Imran Qureshi" },
              technician_rating: 4,
              partner_reply: "Thank you, Aisha!",
              partner_replied_at: "2026-03-02T08:00:00.000Z",
              reply: "Glad it went well.",
              replied_at: "2026-03-03T08:00:00.000Z",
            }),
            review(2, { rating: 2, comment: "Late by an hour.", customer_name: "Omar H.", is_visible: false }),
          ]),
        );
      }),
    );
    renderAt("/partner/reviews", "/partner/reviews", <PartnerReviewListPage />);
    const table = await screen.findByTestId("partner-review-table");
    expect(await within(table).findByText("Late by an hour.")).toBeInTheDocument();

    const figures = screen.getByTestId("rating-summary");
    expect(within(figures).getByTestId("rating-average")).toHaveTextContent("4.3");
    expect(within(figures).getByTestId("rating-count")).toHaveTextContent("Reviews: 4");
    const bars = within(figures).getByRole("list", { name: "Ratings by stars" });
    expect(within(bars).getByRole("listitem", { name: "5 stars: 3 reviews (75%)" })).toBeInTheDocument();
    expect(within(bars).getByRole("listitem", { name: "2 stars: 1 reviews (25%)" })).toBeInTheDocument();

    const first = screen.getByTestId("review-1");
    expect(within(first).getByRole("img", { name: "5 out of 5 stars" })).toBeInTheDocument();
    expect(within(first).getByText(/Technician Imran Qureshi: 4 out of 5/)).toBeInTheDocument();
    expect(within(within(first).getByTestId("partner-reply")).getByText("Thank you, Aisha!")).toBeInTheDocument();
    expect(within(within(first).getByTestId("partner-reply")).getByText(/Your reply/)).toBeInTheDocument();
    expect(within(within(first).getByTestId("khidma-reply")).getByText("Glad it went well.")).toBeInTheDocument();
    expect(within(screen.getByTestId("review-2")).getByText("Hidden by Khidma")).toBeInTheDocument();
    expect(screen.getByTestId("reply-1")).toHaveTextContent("Edit reply");
    expect(screen.getByTestId("reply-2")).toHaveTextContent("Reply");

    await choose("Stars", "2 stars");
    await waitFor(() => expect(queries.at(-1)?.get("rating")).toBe("2"));
    await choose("Your reply", "Not replied yet");
    await waitFor(() => expect(queries.at(-1)?.get("replied")).toBe("0"));
    expect(queries.at(-1)?.get("rating")).toBe("2");
    await choose("Service", "Sofa shampoo");
    await waitFor(() => expect(queries.at(-1)?.get("service_id")).toBe("6"));
    fireEvent.change(screen.getByRole("searchbox", { name: "Search by customer, comment or booking number" }), {
      target: { value: "late" },
    });
    await waitFor(() => expect(queries.at(-1)?.get("search")).toBe("late"));
  });

  it("replies: a 422 shows at the field and keeps the text; a save sends {reply} and reads the list again", async () => {
    let reads = 0;
    const bodies: unknown[] = [];
    let fail = true;
    server.use(
      mock.get(`${BASE}/partner/review/list`, () => {
        reads += 1;
        return ok(listAnswer([review(2, { rating: 2, comment: "Late by an hour." })]));
      }),
      mock.post(`${BASE}/partner/review/reply/2`, async ({ request }) => {
        bodies.push(await request.json());
        if (fail) {
          fail = false;
          return HttpResponse.json(
            {
              status_code: 422,
              data: null,
              message: "The reply may not be greater than 1000 characters.",
              errors: { reply: ["The reply may not be greater than 1000 characters."] },
            },
            { status: 422 },
          );
        }
        return ok(review(2, { partner_reply: "Sorry, we will be on time." }));
      }),
    );
    renderAt("/partner/reviews", "/partner/reviews", <PartnerReviewListPage />);
    await userEvent.click(await screen.findByTestId("reply-2"));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Reply to Aisha K.")).toBeInTheDocument();
    const text = within(dialog).getByLabelText("Your reply");
    await userEvent.type(text, "Sorry, we will be on time.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save reply" }));
    expect(await within(dialog).findByText("The reply may not be greater than 1000 characters.")).toBeInTheDocument();
    expect(text).toHaveValue("Sorry, we will be on time.");
    const before = reads;
    await userEvent.click(within(dialog).getByRole("button", { name: "Save reply" }));
    await waitFor(() => expect(reads).toBeGreaterThan(before));
    expect(bodies).toEqual([{ reply: "Sorry, we will be on time." }, { reply: "Sorry, we will be on time." }]);
    expect(await screen.findByText("Your reply was saved.")).toBeInTheDocument();
  });

  it("without update-rating-reviews there is no reply button", async () => {
    signInPartner(["read-dashboard", "read-rating-reviews"]);
    server.use(mock.get(`${BASE}/partner/review/list`, () => ok(listAnswer([review(1)]))));
    renderAt("/partner/reviews", "/partner/reviews", <PartnerReviewListPage />);
    expect(await screen.findByText("Spotless work.")).toBeInTheDocument();
    expect(screen.queryByTestId("reply-1")).toBeNull();
  });

  it("reads in Arabic", async () => {
    await i18n.changeLanguage("ar");
    try {
      server.use(mock.get(`${BASE}/partner/review/list`, () => ok(listAnswer([review(1)]))));
      renderAt("/partner/reviews", "/partner/reviews", <PartnerReviewListPage />);
      expect(await screen.findByText("Spotless work.")).toBeInTheDocument();
      expect(screen.getByRole("img", { name: "5 من 5 نجوم" })).toBeInTheDocument();
      expect(screen.getByTestId("rating-count")).toHaveTextContent("عدد التقييمات: 4");
      expect(screen.getByTestId("reply-1")).toHaveTextContent("رد");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});

describe("admin reviews screen", { timeout: 60_000 }, () => {
  it("shows the provider's reply beside Khidma's", async () => {
    signInAs({ id: 1, name: "Admin", type: "internal", permissions: ["read-rating-reviews", "update-rating-reviews"] });
    const row: AdminReview = {
      id: 9,
      partner: { id: 1, name: "Sparkle Cleaning LLC" },
      service: { id: 5, name: "Deep cleaning" },
      user_id: 6,
      customer_name: "Aisha K.",
      rating: 4,
      comment: "Good job",
      is_visible: true,
      reply: "Thanks from Khidma.",
      replied_at: "2026-03-03T08:00:00.000Z",
      replied_by: { id: 1, name: "Omar Al Mansoori" },
      created_at: "2026-03-01T08:00:00.000Z",
      partner_reply: "Thank you, Aisha!",
      partner_replied_at: "2026-03-02T08:00:00.000Z",
      partner_replied_by: { id: 3, name: "Rashid Al Falasi" },
      technician_rating: 5,
      booking: { id: 41, number: "BK-000041" },
    };
    server.use(
      mock.get(`${BASE}/admin/review/list`, () => ok(page([row]))),
      mock.get(`${BASE}/web/partner/list`, () => ok(page([{ id: 1, name: "Sparkle Cleaning LLC" }]))),
    );
    renderAt("/admin/reviews", "/admin/reviews", <ReviewListPage />);
    const partnerReply = await screen.findByTestId("review-partner-reply");
    expect(partnerReply).toHaveTextContent("Reply from Sparkle Cleaning LLC");
    expect(partnerReply).toHaveTextContent("Thank you, Aisha!");
    expect(screen.getByTestId("review-reply")).toHaveTextContent("Khidma's reply, by Omar Al Mansoori");
    expect(screen.getByText(/Booking BK-000041 · Technician: 5 out of 5/)).toBeInTheDocument();
  });
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
