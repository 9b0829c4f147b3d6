import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setAccessToken } from "../../src/api/token";
import { StoreHeader } from "../../src/components/storefront/header";
import { i18n, initI18n } from "../../src/i18n";
import CustomerLoginPage from "../../src/portals/customer/pages/login";
import FavouritesPage from "../../src/portals/customer/pages/profile/favourites";
import { useKhidmaStore } from "../../src/state";
import type { LoginSession } from "../../src/state/types";
import { releaseClientState, resetClientState, testNotifier } from "./client-state";

const BASE = "*/api/v2";
const server = setupServer();
const notifier = testNotifier();
const ok = (data: unknown, message = "ok") => HttpResponse.json({ status_code: 200, data, message });
const page = (rows: unknown[]) => ({ data: rows, total: rows.length, current_page: 1, per_page: 12, last_page: 1 });

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, routes: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <Routes>
            {routes}
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <Where />
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

const partner = (id: number, name: string) => ({
  id,
  name,
  logo: null,
  average_rating: 4.5,
  rating_count: 10,
  service_count: 3,
  emirates: ["Dubai"],
  is_favourite: true,
});
const service = (id: number, name: string) => ({
  id,
  partner_id: 1,
  category_id: 1,
  name,
  price: "157.50",
  duration_minutes: 90,
  image: null,
  average_rating: 4.2,
  rating_count: 5,
  is_favourite: true,
  partner: { id: 1, name: "Sparkle Homes" },
  category: { id: 1, name: "Cleaning" },
});

beforeAll(() => {
  initI18n("en");
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(() => server.close());

beforeEach(() => {
  server.resetHandlers(
    mock.get(`${BASE}/client-access-token`, () => ok({ access_token: "client-token" })),
    mock.get(`${BASE}/get-configurations`, () => ok({ configurations: {}, statuses: {}, master_setting: {} })),
  );
  resetClientState({ token: "client-token", notifier });
  sessionStorage.clear();
});

afterEach(releaseClientState);

/** An in-memory favourites list behind customer/favourite/list|add|remove; `failRemove` answers remove with 500. */
function favouritesApi(options: { failRemove?: boolean } = {}) {
  const store = {
    partner: [partner(7, "Sparkle Homes"), partner(8, "Cool Air Co")],
    service: [service(21, "Deep cleaning"), service(22, "AC service")],
  };
  const calls: Array<{ path: string; body: { type: "partner" | "service"; id: number } }> = [];
  server.use(
    mock.get(`${BASE}/customer/favourite/list`, ({ request }) => {
      const type = new URL(request.url).searchParams.get("type") === "service" ? "service" : "partner";
      return ok(page(store[type]), "Favourites");
    }),
    mock.post(`${BASE}/customer/favourite/remove`, async ({ request }) => {
      const body = (await request.json()) as { type: "partner" | "service"; id: number };
      calls.push({ path: "remove", body });
      if (options.failRemove) {
        return HttpResponse.json({ status_code: 500, data: null, message: "Server error" }, { status: 500 });
      }
      const rows = store[body.type] as Array<{ id: number }>;
      store[body.type] = rows.filter((r) => r.id !== body.id) as never;
      return ok({ ...body, is_favourite: false }, "Removed from favourites");
    }),
    mock.post(`${BASE}/customer/favourite/add`, async ({ request }) => {
      const body = (await request.json()) as { type: "partner" | "service"; id: number };
      calls.push({ path: "add", body });
      if (body.type === "service") store.service = [service(body.id, "Deep cleaning"), ...store.service];
      else store.partner = [partner(body.id, "Sparkle Homes"), ...store.partner];
      return ok({ ...body, is_favourite: true }, "Added to favourites");
    }),
  );
  return calls;
}

const favourites = <Route path="/profile/favourites" element={<FavouritesPage />} />;

describe("favourites page (/profile/favourites)", () => {
  it("lists favourite providers, then favourite services on the Services tab", async () => {
    signInCustomer();
    favouritesApi();
    renderAt("/profile/favourites", favourites);

    expect(await screen.findByRole("heading", { level: 1, name: "My favourites" })).toBeInTheDocument();
    const providers = await screen.findByTestId("favourites-partner-list");
    expect(within(providers).getAllByTestId("partner-card")).toHaveLength(2);
    expect(within(providers).getByRole("link", { name: "Sparkle Homes" })).toHaveAttribute("href", "/providers/7");
    expect(screen.getByRole("tab", { name: "Providers" })).toHaveAttribute("aria-selected", "true");

    fireEvent.click(screen.getByRole("tab", { name: "Services" }));
    const services = await screen.findByTestId("favourites-service-list");
    expect(within(services).getAllByTestId("service-card")).toHaveLength(2);
    expect(within(services).getByRole("link", { name: "Deep cleaning" })).toHaveAttribute("href", "/services/21");
    expect(screen.getByTestId("where")).toHaveTextContent("/profile/favourites?tab=service");
  });

  it("the heart takes a service off at once, calls the API, and Undo adds it back", async () => {
    signInCustomer();
    const calls = favouritesApi();
    renderAt("/profile/favourites?tab=service", favourites);

    const list = await screen.findByTestId("favourites-service-list");
    fireEvent.click(within(list).getByTestId("favourite-service-21"));
    expect(screen.queryByRole("link", { name: "Deep cleaning" })).toBeNull();
    expect(await screen.findByTestId("favourites-notice")).toHaveTextContent(
      "Deep cleaning was removed from your favourites.",
    );
    await waitFor(() => expect(calls).toEqual([{ path: "remove", body: { type: "service", id: 21 } }]));
    // Read again after the removal: still gone.
    await waitFor(() => expect(screen.getAllByTestId("service-card")).toHaveLength(1));

    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ path: "add", body: { type: "service", id: 21 } }));
    expect(await screen.findByRole("link", { name: "Deep cleaning" })).toBeInTheDocument();
    expect(screen.getByTestId("favourites-notice")).toHaveTextContent("Deep cleaning is back in your favourites.");
  });

  it("a failed removal puts the provider back and says so", async () => {
    signInCustomer();
    const calls = favouritesApi({ failRemove: true });
    renderAt("/profile/favourites", favourites);

    const list = await screen.findByTestId("favourites-partner-list");
    fireEvent.click(within(list).getByTestId("favourite-partner-8"));
    expect(screen.queryByRole("link", { name: "Cool Air Co" })).toBeNull();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We could not remove Cool Air Co from your favourites. It is still there; please try again.",
    );
    expect(screen.getByRole("link", { name: "Cool Air Co" })).toBeInTheDocument();
    expect(screen.getByTestId("favourite-partner-8")).toHaveAttribute("aria-pressed", "true");
    expect(calls).toEqual([{ path: "remove", body: { type: "partner", id: 8 } }]);
  });

  it("an empty tab says so and links to browse", async () => {
    signInCustomer();
    server.use(mock.get(`${BASE}/customer/favourite/list`, () => ok(page([]))));
    renderAt("/profile/favourites?tab=service", favourites);
    expect(await screen.findByText("You have no favourite services yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse services" })).toHaveAttribute("href", "/services");
  });

  it("the header's account menu links to the favourites page", async () => {
    signInCustomer();
    server.use(mock.get(`${BASE}/notifications/unread-count`, () => ok({ count: 0 })));
    server.use(mock.get(`${BASE}/*`, () => ok(page([]))));
    renderAt("/", <Route path="/" element={<StoreHeader />} />);
    fireEvent.click(screen.getByTestId("account-menu"));
    expect(await screen.findByRole("menuitem", { name: "My favourites" })).toHaveAttribute(
      "href",
      "/profile/favourites",
    );
  });
});

describe("sign-up remembers the page (returnUrl)", () => {
  it("the header's sign-up links carry the current page like the sign-in links", async () => {
    renderAt("/services?category=3", <Route path="/services" element={<StoreHeader />} />);
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
    const menu = await screen.findByRole("menu");
    const back = encodeURIComponent("/services?category=3");
    expect(within(menu).getByRole("menuitem", { name: "As a customer" })).toHaveAttribute(
      "href",
      `/register?returnUrl=${back}`,
    );
    expect(within(menu).getByRole("menuitem", { name: "As a partner" })).toHaveAttribute(
      "href",
      `/partner/register?returnUrl=${back}`,
    );
    // the phone drawer's sign-up link too
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    const drawerLinks = screen.getAllByRole("link", { name: "Sign up" });
    expect(drawerLinks.map((a) => a.getAttribute("href"))).toContain(`/register?returnUrl=${back}`);
  });

  it("the login page's 'Create account' passes on the returnUrl it received", async () => {
    renderAt(
      `/login?returnUrl=${encodeURIComponent("/providers/7")}`,
      <Route path="/login" element={<CustomerLoginPage />} />,
    );
    expect(await screen.findByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      `/register?returnUrl=${encodeURIComponent("/providers/7")}`,
    );
  });
});
