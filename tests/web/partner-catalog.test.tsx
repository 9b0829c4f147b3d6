import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { QueryClient } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp, ConfigProvider } from "antd";
import { HttpResponse, http as mock } from "msw";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { setAccessToken } from "../../src/api/token";
import { RESOURCES } from "../../src/config/resources";
import { i18n } from "../../src/i18n";
import "../../src/i18n/modules/partner-catalog";
import { PackageCreatePage } from "../../src/features/catalog/packages/package-form";
import PackageShowPage from "../../src/features/catalog/packages/package-show";
import { ServiceEditPage } from "../../src/features/catalog/services/service-form";
import type { ManagedPackage, ManagedService, PartnerProfile } from "../../src/features/catalog/types";
import PackageListPage from "../../src/portals/partner/catalog/packages/package-list";
import CompanyProfilePage from "../../src/portals/partner/catalog/profile/company-profile";
import ServiceAreasPage from "../../src/portals/partner/catalog/service-areas";
import { accessControlProvider } from "../../src/providers/access-control";
import { dataProvider } from "../../src/providers/data-provider";
import { i18nProvider } from "../../src/providers/i18n-provider";
import { type LoginSession, useKhidmaStore } from "../../src/state";
import { setupAdminTests } from "./admin-helpers";

const BASE = "*/api/v2";

const ownerRole = {
  id: 3,
  name: "Partner Owner",
  type: "partner" as const,
  permissions: [
    "read-dashboard",
    "read-profile",
    "update-profile",
    "read-service",
    "create-service",
    "update-service",
    "read-package",
    "create-package",
    "update-package",
    "delete-package",
    "change-package-status",
    "save-duration-pricing",
  ],
};

const signIn = () => {
  const session: LoginSession = {
    access_token: "t",
    user: {
      id: 2,
      first_name: "Rashid",
      last_name: "Al Falasi",
      email: "partner@khidma.test",
      roles: [ownerRole],
      partner_details: { id: 1 },
    },
    roles: [ownerRole],
    default_role: "Partner Owner",
  } as LoginSession;
  useKhidmaStore.getState().setSession(session);
  setAccessToken("user-token");
};

const ok = <T,>(data: T, status = 200) => HttpResponse.json({ status_code: status, data, message: "OK" }, { status });
const invalid = (errors: Record<string, string[]>) =>
  HttpResponse.json({ status_code: 422, data: null, message: "The given data was invalid.", errors }, { status: 422 });
const page = <T,>(data: T[]) => ({ data, total: data.length, current_page: 1, per_page: 10, last_page: 1 });

const pkg = (over: Partial<ManagedPackage> = {}): ManagedPackage => ({
  id: 5,
  partner_id: 1,
  category_id: 1,
  name: "Deep clean plan",
  name_en: "Deep clean plan",
  name_ar: "خطة التنظيف العميق",
  description: "",
  description_en: "",
  description_ar: "",
  image: null,
  services: [{ id: 1, name: "Home cleaning" }],
  service_ids: [1],
  visits_per_month: 2,
  property_types: ["apartment", "villa"],
  status: "Approved",
  status_label: "Approved",
  active: 1,
  is_handpicked: 0,
  starting_price: 100,
  partner: { id: 1, name: "Sparkle", logo: null, average_rating: 4.5 },
  duration_count: 2,
  price_count: 1,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-02T00:00:00Z",
  durations: [],
  ...over,
});

const service: ManagedService = {
  id: 9,
  slug: "sparkle-home-cleaning",
  partner_id: 1,
  partner_name: "Sparkle",
  category_id: 1,
  category_name: "Cleaning",
  job_type_id: 1,
  job_type: "Cleaning",
  name: "Home cleaning",
  name_en: "Home cleaning",
  name_ar: "تنظيف المنزل",
  description: "",
  description_en: "",
  description_ar: "",
  includes: [],
  includes_en: [],
  includes_ar: [],
  price: 105,
  price_excl_vat: 100,
  vat_amount: 5,
  duration_minutes: 120,
  image: null,
  average_rating: 0,
  rating_count: 0,
  is_trending: 0,
  status: "active",
  active: 1,
  package_count: 0,
  created_at: "2026-01-01T00:00:00Z",
};

const lookups = [
  mock.get(`${BASE}/mobile/category/list`, () => ok(page([{ id: 1, name: "Cleaning" }]))),
  mock.get(`${BASE}/package/property/list`, () =>
    ok([
      {
        id: 1,
        type: "apartment",
        name: "Apartment",
        sizes: [
          { id: 1, key: "studio", name: "Studio" },
          { id: 2, key: "1br", name: "1 bedroom" },
        ],
      },
      { id: 2, type: "villa", name: "Villa", sizes: [{ id: 7, key: "3br", name: "3 bedrooms" }] },
      { id: 3, type: "office", name: "Office", sizes: [{ id: 9, key: "office-s", name: "Small office" }] },
    ]),
  ),
  mock.get(`${BASE}/partner/service/list`, () => ok(page([service]))),
  mock.get(`${BASE}/package/comments`, () => ok([])),
];

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
                <Route path="*" element={<p>elsewhere</p>} />
              </Routes>
            </Refine>
          </AntdApp>
        </ConfigProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
}

const { server, notifier } = setupAdminTests({ handlers: () => lookups, signIn });

describe("partner catalog", () => {
  it("the package list sends page, limit, sortKey, sortVal and then search", async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      mock.get(`${BASE}/package/list`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok(page([pkg()]));
      }),
    );
    renderAt("/partner/packages", "/partner/packages", <PackageListPage />);
    expect(await screen.findByText("Deep clean plan")).toBeInTheDocument();
    const first = queries[0];
    expect(Object.fromEntries(first)).toMatchObject({ page: "1", limit: "10", sortKey: "id", sortVal: "desc" });
    expect(first.has("search")).toBe(false);

    await userEvent.type(screen.getByRole("searchbox", { name: "Search packages" }), "deep");
    await waitFor(() => expect(queries.some((q) => q.get("search") === "deep")).toBe(true), { timeout: 3000 });
    const last = queries[queries.length - 1];
    expect(Object.fromEntries(last)).toMatchObject({
      page: "1",
      limit: "10",
      sortKey: "id",
      sortVal: "desc",
      search: "deep",
    });
  });

  it("the package active switch posts package/update/status, reads the list again, and rolls back on failure", async () => {
    let active = 1;
    let fail = false;
    let reads = 0;
    const bodies: unknown[] = [];
    server.use(
      mock.get(`${BASE}/package/list`, () => {
        reads += 1;
        return ok(page([pkg({ active })]));
      }),
      mock.post(`${BASE}/package/update/status`, async ({ request }) => {
        const body = (await request.json()) as { active: number };
        bodies.push(body);
        if (fail) return invalid({ active: ["The package cannot be switched on."] });
        active = body.active;
        return ok(pkg({ active }));
      }),
    );
    renderAt("/partner/packages", "/partner/packages", <PackageListPage />);
    const toggle = await screen.findByTestId("package-active-5");
    expect(toggle).toHaveAttribute("aria-checked", "true");
    // refine answers the role's update-package (the switch's `active` action) a tick later
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(reads).toBe(2));
    expect(bodies).toEqual([{ package_id: 5, active: 0 }]);
    await waitFor(() => expect(screen.getByTestId("package-active-5")).toHaveAttribute("aria-checked", "false"));

    fail = true;
    await userEvent.click(screen.getByTestId("package-active-5"));
    await waitFor(() => expect(bodies).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId("package-active-5")).toHaveAttribute("aria-checked", "false"));
    expect(reads).toBe(2);
    expect(notifier.error).toHaveBeenCalledTimes(1);
  });

  it("the package form offers every service of the partner from partner/service/list (not the admin list)", async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      mock.get(`${BASE}/mobile/category/list`, () => ok(page([{ id: 1, name: "Cleaning" }]))),
      mock.get(`${BASE}/partner/service/list`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok(page([service]));
      }),
    );
    renderAt("/partner/packages/create", "/partner/packages/create", <PackageCreatePage />);
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(Object.fromEntries(queries[0])).toEqual({ limit: "-1", page: "1" });
  });

  it("a 422 on save lands on the fields and keeps what was typed", async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      mock.get(`${BASE}/partner/service/details/9`, () => ok(service)),
      mock.post(`${BASE}/partner/service/update/9`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return invalid({
          name_en: ["The name en may not be greater than 150 characters."],
          price: ["The price must have at most 2 decimals."],
        });
      }),
    );
    renderAt("/partner/services/edit/9", "/partner/services/edit/:id", <ServiceEditPage />);
    // the form remounts once the service has loaded: look the field up again
    await waitFor(() => expect(screen.getByLabelText("Name (English)")).toHaveValue("Home cleaning"));
    const name = screen.getByLabelText("Name (English)");
    await userEvent.clear(name);
    await userEvent.type(name, "Deep home cleaning");
    await userEvent.click(screen.getByRole("button", { name: /save/i }));

    expect(await screen.findByText("The name en may not be greater than 150 characters.")).toBeInTheDocument();
    expect(screen.getByText("The price must have at most 2 decimals.")).toBeInTheDocument();
    expect(body).toMatchObject({ name_en: "Deep home cleaning", category_id: 1, price: 105, duration_minutes: 120 });
    expect(screen.getByLabelText("Name (English)")).toHaveValue("Deep home cleaning");
    expect(screen.queryByText("elsewhere")).toBeNull();
  });

  it("the pricing grid saves the duration's prices as save/duration/pricing expects", async () => {
    let saved: unknown;
    server.use(
      mock.get(`${BASE}/package/details`, () => ok(pkg())),
      mock.get(`${BASE}/package/duration`, () =>
        ok(
          page([
            {
              id: 11,
              package_id: 5,
              months: 1,
              label: "1 month",
              label_en: "1 month",
              label_ar: "شهر",
              discount_percent: 0,
              price_count: 1,
            },
            {
              id: 12,
              package_id: 5,
              months: 3,
              label: "3 months",
              label_en: "3 months",
              label_ar: "3 أشهر",
              discount_percent: 10,
              price_count: 0,
            },
          ]),
        ),
      ),
      mock.get(`${BASE}/get/duration/pricing`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        expect(q.get("package_id")).toBe("5");
        expect(q.get("package_duration_id")).toBe("11");
        return ok(
          page([
            {
              id: 1,
              package_id: 5,
              package_duration_id: 11,
              months: 1,
              duration_label: "1 month",
              discount_percent: 0,
              property_type: "apartment",
              property_type_name: "Apartment",
              property_size: "studio",
              property_size_name: "Studio",
              price: 100,
              price_excl_vat: 95.24,
              vat_amount: 4.76,
              discounted_monthly_price: 100,
              total: 100,
            },
          ]),
        );
      }),
      mock.post(`${BASE}/save/duration/pricing`, async ({ request }) => {
        saved = await request.json();
        return ok({ package_id: 5, prices: [] });
      }),
    );
    renderAt("/partner/packages/show/5?tab=pricing", "/partner/packages/show/:id", <PackageShowPage />);
    await waitFor(() => expect(screen.getByLabelText("Monthly price, Apartment, Studio")).toHaveValue("100.00"));
    // the office is not offered by this package: no row for it
    expect(screen.queryByLabelText("Monthly price, Office, Small office")).toBeNull();
    await userEvent.type(screen.getByLabelText("Monthly price, Villa, 3 bedrooms"), "450");
    await userEvent.click(screen.getByTestId("pricing-save"));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved).toEqual({
      package_id: 5,
      package_duration_id: 11,
      prices: [
        { property_type: "apartment", property_size: "studio", price: 100 },
        { property_type: "villa", property_size: "3br", price: 450 },
      ],
    });
  });

  it("the company profile's edit (update-profile) posts partner/profile/update and shows the saved profile", async () => {
    const profile = (over: Partial<PartnerProfile> = {}): PartnerProfile => ({
      id: 1,
      slug: "sparkle",
      name: "Sparkle",
      name_en: "Sparkle",
      name_ar: "سباركل",
      email: "hello@sparkle.ae",
      phone: "+97141234567",
      status: "active",
      logo: null,
      cover_image: null,
      about: "We clean.",
      about_en: "We clean.",
      about_ar: "ننظف.",
      cash_on_delivery: false,
      years_in_business: 3,
      latitude: null,
      longitude: null,
      created_at: "2025-01-01T00:00:00Z",
      company: null,
      service_count: 2,
      active_service_count: 1,
      package_count: 1,
      community_count: 4,
      emirates: ["Dubai"],
      ratings: { average: 4.5, count: 2, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } },
      ...over,
    });
    let current = profile();
    let reads = 0;
    const bodies: unknown[] = [];
    server.use(
      mock.get(`${BASE}/partner/profile`, () => {
        reads += 1;
        return ok(current);
      }),
      mock.post(`${BASE}/partner/profile/update`, async ({ request }) => {
        const body = (await request.json()) as { phone: string; cash_on_delivery: number };
        bodies.push(body);
        current = profile({ phone: body.phone, cash_on_delivery: body.cash_on_delivery === 1 });
        return ok(current);
      }),
    );
    const ui = userEvent.setup();
    renderAt("/partner/profile", "/partner/profile", <CompanyProfilePage />);
    expect(await screen.findByTestId("company-name")).toHaveTextContent("Sparkle");
    // the Edit button waits for refine's answer on partner-profile / edit
    await ui.click(await screen.findByTestId("profile-edit"));
    const phone = screen.getByLabelText("Phone");
    await ui.clear(phone);
    await ui.paste("+97145550000");
    await ui.click(screen.getByTestId("profile-save"));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      about_en: "We clean.",
      about_ar: "ننظف.",
      phone: "+97145550000",
      email: "hello@sparkle.ae",
      cash_on_delivery: 0,
    });
    // the form closes on the saved profile, which is read again
    expect(await screen.findByText("+97145550000")).toBeInTheDocument();
    expect(screen.queryByTestId("profile-save")).not.toBeInTheDocument();
    await waitFor(() => expect(reads).toBe(2));
  });

  it("service areas: removing a community posts its id and the list shows the areas read again", async () => {
    useKhidmaStore.setState((s) => ({
      session: { ...s.session, permissions: [...s.session.permissions, "delete-service-area"] },
    }));
    const community = (id: number, name: string) => ({ id, name });
    let served = [community(11, "Al Barsha"), community(12, "Jumeirah")];
    const bodies: unknown[] = [];
    let reads = 0;
    server.use(
      mock.get(`${BASE}/partner/service-area/list`, () => {
        reads += 1;
        return ok({
          community_count: served.length,
          emirates: [{ emirate_id: 1, emirate_name: "Dubai", communities: served }],
        });
      }),
      mock.post(`${BASE}/partner/service-area/remove`, async ({ request }) => {
        const body = (await request.json()) as { community_ids: number[] };
        bodies.push(body);
        served = served.filter((c) => !body.community_ids.includes(c.id));
        return ok({ community_count: served.length, emirates: [] });
      }),
    );
    renderAt("/partner/service-areas", "/partner/service-areas", <ServiceAreasPage />);
    expect(await screen.findByText("Al Barsha")).toBeInTheDocument();
    // the tags turn closable once refine has answered delete (delete-service-area)
    await userEvent.click(await screen.findByLabelText("Remove Al Barsha"));
    await userEvent.click(await screen.findByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByText("Al Barsha")).not.toBeInTheDocument());
    expect(bodies).toEqual([{ community_ids: [11] }]);
    expect(screen.getByText("Jumeirah")).toBeInTheDocument();
    expect(reads).toBe(2);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it("a status change to Rejected needs a comment before it is sent", async () => {
    const bodies: unknown[] = [];
    server.use(
      mock.get(`${BASE}/package/details`, () => ok(pkg())),
      mock.get(`${BASE}/package/duration`, () => ok(page([]))),
      mock.post(`${BASE}/package/change/status`, async ({ request }) => {
        bodies.push(await request.json());
        return ok(pkg({ status: "Rejected" }));
      }),
    );
    renderAt("/partner/packages/show/5?tab=status", "/partner/packages/show/:id", <PackageShowPage />);
    const select = await screen.findByTestId("status-select");
    fireEvent.mouseDown(within(select).getByRole("combobox"));
    await userEvent.click(await screen.findByTitle("Rejected"));
    await userEvent.click(screen.getByTestId("status-submit"));
    expect(await screen.findByText("Write a comment: it is required for this status.")).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await userEvent.type(screen.getByTestId("status-comment"), "Photos are missing");
    await userEvent.click(screen.getByTestId("status-submit"));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      package_id: 5,
      status: "Rejected",
      comments: "Photos are missing",
      status_performed_by: "partner",
      user_id: 2,
    });
  });
});
