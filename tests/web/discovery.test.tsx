import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http as mock } from "msw";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setAccessToken } from "../../src/api/token";
import { FavouriteButton } from "../../src/components/storefront/cards/favourite-button";
import { initI18n } from "../../src/i18n";
import ProvidersPage from "../../src/portals/customer/pages/discovery/providers";
import ServiceDetailsPage from "../../src/portals/customer/pages/discovery/service-details";
import { type LoginSession, useKhidmaStore } from "../../src/state";
import { releaseClientState, resetClientState, testNotifier } from "./client-state";

const BASE = "*/api/v2";
const server = setupServer();
const notifier = testNotifier();

const ok = <T,>(data: T) => HttpResponse.json({ status_code: 200, data, message: "ok" });
const page = <T,>(rows: T[]) => ok({ data: rows, total: rows.length, current_page: 1, per_page: 12, last_page: 1 });

const partner = (id: number, name: string, rating: number) => ({
  id,
  slug: name.toLowerCase().replace(/\s+/g, "-"),
  name,
  logo: null,
  cover_image: null,
  about: null,
  average_rating: rating,
  rating_count: 10 * id,
  service_count: id,
  package_count: 0,
  status: "active",
  emirates: ["Dubai"],
  community_count: 3,
  years_in_business: 4,
  cash_on_delivery: true,
  latitude: null,
  longitude: null,
  distance_km: null,
  is_favourite: false,
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, routes: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes}
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const signInCustomer = () => {
  const role = { id: 3, name: "User", type: "customer" as const, permissions: [] as string[] };
  const session: LoginSession = {
    access_token: "customer-token",
    user: { id: 42, first_name: "Mariam", last_name: "Saeed", roles: [role], partner_details: { id: null } },
    roles: [role],
    default_role: "User",
  };
  useKhidmaStore.getState().setSession(session);
  setAccessToken("customer-token");
};

beforeAll(() => {
  initI18n("en");
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(() => server.close());

beforeEach(() => {
  server.resetHandlers(
    mock.get(`${BASE}/client-access-token`, () => ok({ access_token: "client-token" })),
    mock.get(`${BASE}/master/emirates`, () =>
      ok([
        { id: 1, slug: "dubai", name: "Dubai", name_en: "Dubai", name_ar: "دبي" },
        { id: 2, slug: "abu-dhabi", name: "Abu Dhabi", name_en: "Abu Dhabi", name_ar: "أبوظبي" },
      ]),
    ),
  );
  resetClientState({ token: "client-token", notifier, clearStorage: true });
});

afterEach(releaseClientState);

describe("providers page", () => {
  it("sends sortKey=average_rating for Top rated and shows the providers in the server's order", async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      mock.get(`${BASE}/web/partner/list`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push(params);
        if (params.get("sortKey") === "average_rating") {
          // deliberately not alphabetical and not by id: the page must keep this order
          return page([partner(2, "Sparkle Clean", 4.9), partner(3, "Cool Air AC", 4.6), partner(1, "Aqua Fix", 3.8)]);
        }
        return page([partner(1, "Aqua Fix", 3.8), partner(2, "Sparkle Clean", 4.9), partner(3, "Cool Air AC", 4.6)]);
      }),
    );
    const ui = userEvent.setup();
    renderAt("/providers", <Route path="/providers" element={<ProvidersPage />} />);

    const names = () =>
      screen.getAllByTestId("partner-card").map((card) => within(card).getByRole("heading").textContent);
    await waitFor(() => expect(names()).toEqual(["Aqua Fix", "Sparkle Clean", "Cool Air AC"]));
    expect(seen[0]?.get("sortKey")).toBeNull();

    await ui.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Top rated");

    await waitFor(() => expect(names()).toEqual(["Sparkle Clean", "Cool Air AC", "Aqua Fix"]));
    const last = seen[seen.length - 1]!;
    expect(last.get("sortKey")).toBe("average_rating");
    expect(last.get("page")).toBe("1");
    expect(screen.getByTestId("where").textContent).toBe("/providers?sort=average_rating");
  });
});

describe("favourite button", () => {
  const routes = (
    <>
      <Route path="/services/:id" element={<FavouriteButton type="service" id={7} />} />
      <Route path="/login" element={<p>login page</p>} />
    </>
  );

  it("sends the add call for a signed-in customer and shows the heart as on", async () => {
    signInCustomer();
    let body: unknown;
    let auth: string | null = null;
    server.use(
      mock.post(`${BASE}/customer/favourite/add`, async ({ request }) => {
        body = await request.json();
        auth = request.headers.get("authorization");
        return ok({ type: "service", id: 7, is_favourite: true });
      }),
    );
    const ui = userEvent.setup();
    renderAt("/services/7", routes);

    const button = screen.getByRole("button", { name: "Add to favourites" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    await ui.click(button);

    await waitFor(() => expect(body).toEqual({ type: "service", id: 7 }));
    expect(auth).toBe("Bearer customer-token");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Remove from favourites" })).toHaveAttribute("aria-pressed", "true"),
    );
    expect(screen.getByTestId("where").textContent).toBe("/services/7");
  });

  it("sends a signed-out visitor to the login page with this page as returnUrl, without calling the API", async () => {
    const calls = vi.fn();
    server.use(mock.post(`${BASE}/customer/favourite/add`, () => calls()));
    const ui = userEvent.setup();
    renderAt("/services/7", routes);

    await ui.click(screen.getByRole("button", { name: "Add to favourites" }));

    expect(await screen.findByText("login page")).toBeInTheDocument();
    expect(screen.getByTestId("where").textContent).toBe(`/login?returnUrl=${encodeURIComponent("/services/7")}`);
    expect(calls).not.toHaveBeenCalled();
  });
});

describe("service details page", () => {
  it("shows the price as AED with the VAT note, the duration and what is included", async () => {
    let asked: string | null = null;
    server.use(
      mock.get(`${BASE}/mobile/service/details`, ({ request }) => {
        asked = new URL(request.url).searchParams.get("service_id");
        return ok({
          id: 7,
          slug: "deep-cleaning",
          partner_id: 2,
          category_id: 1,
          name: "Deep home cleaning",
          description: "Top to bottom.",
          includes: ["Kitchen degreasing", "Bathroom descaling"],
          price: 1249.5,
          price_excl_vat: 1190,
          vat_amount: 59.5,
          duration_minutes: 150,
          image: null,
          average_rating: 4.7,
          rating_count: 31,
          is_trending: 1,
          status: "active",
          active: 1,
          is_favourite: false,
          partner: { id: 2, name: "Sparkle Clean", logo: null, average_rating: 4.9 },
          category: { id: 1, name: "Cleaning", slug: "cleaning" },
          reviews: [
            { id: 1, rating: 5, comment: "Spotless!", customer_name: "Aisha", created_at: "2026-01-10" },
            {
              id: 2,
              rating: 3,
              comment: "Came late.",
              customer_name: "Omar",
              created_at: "2026-01-12",
              reply: "Sorry, Omar: we have spoken to the team.",
              replied_at: "2026-01-13T09:00:00Z",
            },
          ],
          related: [],
        });
      }),
    );
    renderAt("/services/7", <Route path="/services/:id" element={<ServiceDetailsPage />} />);

    const summary = await screen.findByTestId("service-summary");
    expect(asked).toBe("7");
    expect(within(summary).getByText("AED 1,249.50")).toBeInTheDocument();
    expect(within(summary).getByText("incl. 5% VAT")).toBeInTheDocument();
    expect(within(summary).getByText("2 h 30 min")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Deep home cleaning" })).toBeInTheDocument();
    expect(screen.getByText("Kitchen degreasing")).toBeInTheDocument();
    expect(screen.getByText("Spotless!")).toBeInTheDocument();
    // Khidma's reply shows under the review it answers, and only there.
    const answered = screen.getByText("Came late.").closest("li") as HTMLElement;
    expect(within(answered).getByText("Reply from Khidma")).toBeInTheDocument();
    expect(within(answered).getByText("Sorry, Omar: we have spoken to the team.")).toBeInTheDocument();
    expect(screen.getAllByText("Reply from Khidma")).toHaveLength(1);
    expect(within(summary).getByRole("button", { name: "Book now" })).toBeEnabled();
    expect(within(summary).getByRole("button", { name: /add to cart/i })).toBeEnabled();
    expect(within(summary).getByRole("link", { name: "Sparkle Clean" })).toHaveAttribute("href", "/providers/2");
  });
});
