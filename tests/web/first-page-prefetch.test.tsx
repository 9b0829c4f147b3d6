import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { setupServer } from "msw/node";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { i18n, initI18n } from "../../src/i18n";
import CategoriesPage from "../../src/portals/customer/pages/discovery/categories";
import PackagesPage from "../../src/portals/customer/pages/packages/packages";
import { prefetchFirstPage } from "../../src/portals/customer/prefetch";
import { queryClient } from "../../src/shell/query-client";
import { releaseClientState, resetClientState } from "./client-state";

// The first page a visit opens has its answers asked for as the app starts (main.tsx), with the keys the page's own
// queries use: when the page mounts it reads them, asking nothing twice.
const BASE = "*/api/v2";
const server = setupServer();
const ok = (data: unknown) => HttpResponse.json({ status_code: 200, data, message: "ok" });
const page = <T,>(data: T[]) => ({ data, current_page: 1, last_page: 1, per_page: 10, total: data.length });
const calls: string[] = [];

const pkg = {
  id: 5,
  name: "Villa Care Plus",
  image: null,
  services: [],
  visits_per_month: 4,
  is_handpicked: 0,
  starting_price: 899,
  partner: { id: 3, name: "Sparkle Homes", logo: null, average_rating: null },
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <Routes>
            <Route path="/packages" element={<PackagesPage />} />
            <Route path="/categories" element={<CategoriesPage />} />
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

beforeEach(() => {
  calls.length = 0;
  server.resetHandlers(
    mock.get(`${BASE}/*`, ({ request }) => {
      const url = new URL(request.url);
      calls.push(`${url.pathname.replace(/.*\/api\/v2\//, "")}${url.search}`);
      if (url.pathname.endsWith("/package/web/list")) return ok(page([pkg]));
      if (url.pathname.endsWith("/mobile/category/list")) return ok(page([{ id: 2, name: "Deep Cleaning" }]));
      if (url.pathname.endsWith("/web/partner/list")) return ok(page([{ id: 3, name: "Sparkle Homes" }]));
      return ok({ configurations: {}, statuses: {}, master_setting: {} });
    }),
  );
  queryClient.clear();
  resetClientState({ token: "client-token" });
});

afterEach(() => {
  cleanup();
  // emptied once nothing is mounted, while the test's device id is still the one in use
  queryClient.clear();
  releaseClientState();
});

describe("first page prefetch", () => {
  it("/packages with filters in its URL: the list, categories and partners are each asked for once", async () => {
    prefetchFirstPage("/packages", "?type=villa&page=2&category_id=2");
    expect(calls).toEqual([]); // asked as the device id and token allow, not synchronously
    renderAt("/packages?type=villa&page=2&category_id=2");
    expect(await screen.findByText("Villa Care Plus")).toBeInTheDocument();
    expect(await screen.findByRole("option", { name: "Sparkle Homes" })).toBeInTheDocument();
    expect(calls.sort()).toEqual([
      "mobile/category/list?limit=-1",
      "package/web/list?category_id=2&limit=10&page=2&type=villa",
      "web/partner/list?limit=-1",
    ]);
  });

  it("/categories reads the prefetched list; other pages prefetch nothing", async () => {
    prefetchFirstPage("/bookings", "");
    prefetchFirstPage("/categories", "");
    renderAt("/categories");
    expect(await screen.findByText("Deep Cleaning")).toBeInTheDocument();
    expect(calls).toEqual(["mobile/category/list?limit=-1"]);
  });
});
