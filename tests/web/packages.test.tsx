import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseMarkdown } from "../../src/components/storefront/help/markdown";
import { LocationPicker } from "../../src/components/storefront/location-picker";
import { i18n, initI18n } from "../../src/i18n";
import ContactPage from "../../src/portals/customer/pages/help/contact";
import TermsPage from "../../src/portals/customer/pages/help/terms";
import PackageDetailsPage from "../../src/portals/customer/pages/packages/package-details";
import { useKhidmaStore } from "../../src/state";
import { releaseClientState, resetClientState, testNotifier } from "./client-state";

const BASE = "*/api/v2";
const server = setupServer();
const notifier = testNotifier();
const ok = (data: unknown, status = 200) => HttpResponse.json({ status_code: status, data, message: "ok" }, { status });

const details = {
  id: 7,
  partner_id: 3,
  name: "Deep Clean Monthly",
  description: "Two deep cleans a month.",
  image: null,
  services: [
    { id: 1, name: "Deep cleaning" },
    { id: 2, name: "Kitchen degreasing" },
  ],
  visits_per_month: 2,
  property_types: ["apartment", "villa"],
  status: "Approved",
  active: 1,
  is_handpicked: 1,
  starting_price: 399,
  partner: { id: 3, name: "Sparkle Homes", logo: null, average_rating: 4.6 },
  durations: [
    { id: 11, months: 1, label: "1 month", discount_percent: 0 },
    { id: 13, months: 3, label: "3 months", discount_percent: 5 },
    { id: 16, months: 12, label: "12 months", discount_percent: 15 },
  ],
};

const propertyTypes = [
  {
    id: 1,
    type: "apartment",
    name: "Apartment",
    sizes: [
      { id: 1, key: "studio", name: "Studio" },
      { id: 2, key: "1br", name: "1 BR" },
      { id: 3, key: "2br", name: "2 BR" },
    ],
  },
  {
    id: 2,
    type: "villa",
    name: "Villa",
    sizes: [
      { id: 4, key: "3br", name: "3 BR" },
      { id: 5, key: "4br", name: "4 BR" },
    ],
  },
];

/**
 * Totals no browser arithmetic would produce from the other numbers (the server is the only source of amounts), keyed
 * by duration|type|size.
 */
const TOTALS: Record<string, number> = {
  "11|apartment|studio": 401.17,
  "11|villa|3br": 913.29,
  "11|villa|4br": 1077.77,
  "16|villa|4br": 9876.54,
};

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
          <Routes>{routes}</Routes>
          <Where />
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
  server.resetHandlers(
    mock.get(`${BASE}/client-access-token`, () => ok({ access_token: "client-token" })),
    mock.get(`${BASE}/get-configurations`, () => ok({ configurations: {}, statuses: {}, master_setting: {} })),
  );
  resetClientState({ token: "client-token", notifier });
});

afterEach(releaseClientState);

describe("package price calculator", () => {
  const priceCalls: Array<Record<string, string>> = [];

  beforeEach(() => {
    priceCalls.length = 0;
    server.use(
      mock.get(`${BASE}/package/details`, ({ request }) => {
        expect(new URL(request.url).searchParams.get("package_id")).toBe("7");
        return ok(details);
      }),
      mock.get(`${BASE}/package/property/list`, ({ request }) => {
        expect(new URL(request.url).searchParams.get("package_id")).toBe("7");
        return ok(propertyTypes);
      }),
      mock.get(`${BASE}/package/price`, ({ request }) => {
        const q = Object.fromEntries(new URL(request.url).searchParams.entries());
        priceCalls.push(q);
        const total = TOTALS[`${q.duration}|${q.property_type}|${q.property_size}`];
        if (total === undefined) {
          return HttpResponse.json(
            { status_code: 422, data: null, message: "Not priced", errors: { property_size: ["Not priced"] } },
            { status: 422 },
          );
        }
        const months = details.durations.find((d) => String(d.id) === q.duration)?.months ?? 1;
        return ok({
          package_id: 7,
          package_duration_id: Number(q.duration),
          duration_months: months,
          property_type: q.property_type,
          property_size: q.property_size,
          currency: "AED",
          visits_per_month: 2,
          visits_total: 2 * months,
          monthly_price: 111.11,
          list_total: 222.22,
          discount_percent: 15,
          discount_amount: 33.33,
          total,
          subtotal_excl_vat: 44.44,
          vat_percentage: 5,
          vat_amount: 55.55,
          price_per_visit: 66.66,
        });
      }),
    );
  });

  const route = <Route path="/packages/:id" element={<PackageDetailsPage />} />;
  const lastCall = () => priceCalls[priceCalls.length - 1];
  const total = () => screen.getByTestId("quote-total").textContent;

  it("asks the server for every change and shows the server's total; choices live in the URL", async () => {
    renderAt("/packages/7", route);

    // defaults: first duration, type and size
    await waitFor(() => expect(screen.getByTestId("quote-total")).toHaveTextContent("AED 401.17"));
    expect(lastCall()).toMatchObject({
      package_id: "7",
      duration: "11",
      property_type: "apartment",
      property_size: "studio",
    });
    expect(screen.getByRole("heading", { level: 1, name: "Deep Clean Monthly" })).toBeInTheDocument();
    expect(screen.getByTestId("package-partner")).toHaveAttribute("href", "/providers/3");

    const calc = within(screen.getByTestId("price-calculator"));

    // property type: the size falls back to the villa's first size
    fireEvent.click(calc.getByRole("radio", { name: "Villa" }));
    await waitFor(() => expect(total()).toBe("AED 913.29"));
    expect(lastCall()).toMatchObject({ duration: "11", property_type: "villa", property_size: "3br" });
    expect(screen.getByTestId("where").textContent).toContain("property_type=villa");

    // size
    fireEvent.click(calc.getByRole("radio", { name: "4 BR" }));
    await waitFor(() => expect(total()).toBe("AED 1,077.77"));
    expect(lastCall()).toMatchObject({ duration: "11", property_type: "villa", property_size: "4br" });

    // duration
    fireEvent.click(calc.getByRole("radio", { name: /12 months/ }));
    await waitFor(() => expect(total()).toBe("AED 9,876.54"));
    expect(lastCall()).toMatchObject({ duration: "16", property_type: "villa", property_size: "4br" });
    expect(screen.getByTestId("quote-vat")).toHaveTextContent("AED 55.55");
    expect(screen.getByTestId("quote-per-visit")).toHaveTextContent("AED 66.66");

    const where = new URLSearchParams(screen.getByTestId("where").textContent?.split("?")[1]);
    expect(Object.fromEntries(where)).toEqual({ duration: "16", property_type: "villa", property_size: "4br" });
    expect(screen.getByTestId("buy-package")).toBeEnabled();
  });

  it("starts from the URL's choice (reload keeps it)", async () => {
    renderAt("/packages/7?duration=16&property_type=villa&property_size=4br", route);
    await waitFor(() => expect(screen.getByTestId("quote-total")).toHaveTextContent("AED 9,876.54"));
    expect(priceCalls).toHaveLength(1);
    const calc = within(screen.getByTestId("price-calculator"));
    expect(calc.getByRole("radio", { name: "Villa" })).toBeChecked();
    expect(calc.getByRole("radio", { name: "4 BR" })).toBeChecked();
  });

  it("shows an unpriced combination as an error, not a made-up price", async () => {
    renderAt("/packages/7?property_type=apartment&property_size=2br", route);
    expect(await screen.findByText(/This combination is not available/)).toBeInTheDocument();
    expect(screen.queryByTestId("quote-total")).toBeNull();
    expect(screen.queryByTestId("buy-package")).toBeNull();
  });
});

describe("contact form", () => {
  it("puts 422 field errors on the fields and keeps what was typed", async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      mock.post(`${BASE}/contact`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          {
            status_code: 422,
            data: null,
            message: "The given data was invalid.",
            errors: {
              email: ["The email domain does not accept mail."],
              message: ["The message must be at least 20 characters."],
            },
          },
          { status: 422 },
        );
      }),
    );
    renderAt("/contact", <Route path="/contact" element={<ContactPage />} />);
    const fill = (label: string | RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill("Full name", "Mariam Saeed");
    fill("Email", "mariam@nowhere.invalid");
    fill(/Mobile number/, "+971501234567");
    fill("Subject", "Refund");
    fill("Message", "Too short");
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));

    expect(await screen.findByText("The email domain does not accept mail.")).toBeInTheDocument();
    expect(screen.getByText("The message must be at least 20 characters.")).toBeInTheDocument();
    expect(sent).toEqual({
      name: "Mariam Saeed",
      email: "mariam@nowhere.invalid",
      phone: "+971501234567",
      subject: "Refund",
      message: "Too short",
    });
    expect(screen.getByLabelText("Email")).toHaveValue("mariam@nowhere.invalid");
    expect(screen.getByLabelText("Message")).toHaveValue("Too short");
    expect(screen.getByLabelText("Full name")).toHaveValue("Mariam Saeed");
    expect(screen.queryByTestId("contact-success")).toBeNull();
  });

  it("shows a success state with the reference", async () => {
    server.use(mock.post(`${BASE}/contact`, () => ok({ id: 4321 }, 201)));
    renderAt("/contact", <Route path="/contact" element={<ContactPage />} />);
    const fill = (label: string | RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill("Full name", "Mariam Saeed");
    fill("Email", "mariam@example.ae");
    fill("Subject", "Hello");
    fill("Message", "A question about packages for my villa.");
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByTestId("contact-success")).toHaveTextContent("4321");
  });
});

describe("legal pages", () => {
  it("renders the markdown body as elements, never as HTML", async () => {
    server.use(
      mock.get(`${BASE}/content/terms-and-conditions`, () =>
        ok({
          slug: "terms-and-conditions",
          title: "Terms and Conditions",
          body: "# Bookings\n\nYou **must** be 18.\n\n- One <script>alert(1)</script>\n- Two\n\n1. First\n2. Second",
          updated_at: "2026-01-10",
        }),
      ),
    );
    const { container } = renderAt(
      "/terms-and-conditions",
      <Route path="/terms-and-conditions" element={<TermsPage />} />,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Bookings" })).toBeInTheDocument();
    expect(screen.getByText("must").tagName).toBe("STRONG");
    expect(container.querySelector("script")).toBeNull();
    expect(screen.getByText("One <script>alert(1)</script>")).toBeInTheDocument();
    expect(container.querySelectorAll("ol li")).toHaveLength(2);
  });

  it("parses headings, paragraphs and lists", () => {
    expect(parseMarkdown("## A\ntext\nmore\n\n* x\n* y")).toEqual([
      { kind: "heading", level: 2, text: "A" },
      { kind: "paragraph", text: "text more" },
      { kind: "list", ordered: false, items: ["x", "y"] },
    ]);
  });
});

describe("location picker", () => {
  it("saves the chosen community into the store's current location", async () => {
    server.use(
      mock.get(`${BASE}/master/emirates`, () =>
        ok([
          { id: 1, slug: "dubai", name: "Dubai", name_en: "Dubai", name_ar: "دبي" },
          { id: 2, slug: "sharjah", name: "Sharjah", name_en: "Sharjah", name_ar: "الشارقة" },
        ]),
      ),
      mock.get(`${BASE}/area/community/list`, ({ request }) => {
        const url = new URL(request.url);
        expect(url.searchParams.get("emirate_id")).toBe("1");
        expect(url.searchParams.get("limit")).toBe("-1");
        return ok({
          data: [
            {
              id: 42,
              emirate_id: 1,
              slug: "jvc",
              name: "Jumeirah Village Circle",
              latitude: 25.0587,
              longitude: 55.2066,
            },
          ],
          total: 1,
          current_page: 1,
          per_page: 1,
          last_page: 1,
        });
      }),
    );
    renderAt("/", <Route path="/" element={<LocationPicker />} />);
    fireEvent.click(screen.getByTestId("location-toggle"));
    const emirate = screen.getByLabelText("Emirate");
    await screen.findByRole("option", { name: "Dubai" });
    fireEvent.change(emirate, { target: { value: "1" } });
    await screen.findByRole("option", { name: "Jumeirah Village Circle" });
    fireEvent.change(screen.getByLabelText("Area / community"), { target: { value: "42" } });
    fireEvent.click(screen.getByRole("button", { name: "Save location" }));
    expect(useKhidmaStore.getState().location.currentLocation).toMatchObject({
      id: 42,
      latitude: 25.0587,
      longitude: 55.2066,
      address: "Jumeirah Village Circle, Dubai",
      country: "AE",
    });
    expect(screen.getByTestId("location-toggle")).toHaveTextContent("Jumeirah Village Circle, Dubai");
  });
});
