import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getAccessToken } from "../../src/api/token";
import { RESEND_SECONDS } from "../../src/components/auth/resend-code";
import RegisterPage from "../../src/portals/customer/pages/auth/register";
import RegisterOtpPage from "../../src/portals/customer/pages/auth/register-otp";
import PartnerRegisterPage from "../../src/portals/partner/pages/register";
import { authProvider } from "../../src/providers/auth-provider";
import { dataProvider } from "../../src/providers/data-provider";
import { AppProviders } from "../../src/shell/app-providers";
import { useKhidmaStore } from "../../src/state";
import { releaseClientState, resetClientState, testNotifier } from "./client-state";

const BASE = "*/api/v2";
const server = setupServer();
const notifier = testNotifier();

const customerRole = { id: 3, name: "User", type: "customer", permissions: [] as string[] };
const loginAnswer = {
  access_token: "user-token-42",
  token_type: "Bearer",
  expires_in: 604800,
  user: {
    id: 42,
    first_name: "Mariam",
    last_name: "Saeed",
    email: "mariam@example.ae",
    phone: "+971551234567",
    gender: null,
    user_profile: null,
    status: "active",
    preferred_language: "en",
    email_verified_at: null,
    phone_verified_at: "2026-01-01T00:00:00Z",
    last_login_at: null,
    roles: [customerRole],
    partner_details: { id: null },
  },
  roles: [customerRole],
  default_role: "User",
};

/** Shows where the router is, so navigation can be asserted. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, routes: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <Refine
          authProvider={authProvider}
          dataProvider={dataProvider}
          routerProvider={routerProvider}
          options={{ disableTelemetry: true }}
        >
          <Routes>
            {routes}
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <Where />
        </Refine>
      </AppProviders>
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId("where").textContent;

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillRegistration() {
  fill("First name", "Mariam");
  fill("Last name", "Saeed");
  fill("Email", "mariam@example.ae");
  fill("Mobile number", "050 123 4567");
  fill("Password", "Secret123");
  fill("Confirm password", "Secret123");
  fireEvent.click(screen.getByRole("checkbox"));
}

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

beforeEach(() => {
  server.resetHandlers(
    mock.get(`${BASE}/client-access-token`, () =>
      HttpResponse.json({ status_code: 200, data: { access_token: "client-token" }, message: "ok" }),
    ),
    mock.get(`${BASE}/get-configurations`, () =>
      HttpResponse.json({ status_code: 200, data: { configurations: {}, statuses: {}, master_setting: {} } }),
    ),
  );
  resetClientState({ token: "client-token", notifier });
});

afterEach(() => {
  releaseClientState();
  vi.useRealTimers();
});

describe("registration", () => {
  const routes = (
    <>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/partner/register" element={<PartnerRegisterPage />} />
    </>
  );

  it("puts 422 field errors on the fields and keeps what was typed", async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      mock.post(`${BASE}/register`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          {
            status_code: 422,
            data: null,
            message: "The given data was invalid.",
            errors: { email: ["The email has already been taken."], phone: ["The phone has already been taken."] },
          },
          { status: 422 },
        );
      }),
    );
    renderAt("/register", routes);
    fillRegistration();
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText("The email has already been taken.")).toBeInTheDocument();
    expect(screen.getByText("The phone has already been taken.")).toBeInTheDocument();
    // the messages sit on their fields
    const emailItem = screen.getByLabelText("Email").closest(".ant-form-item");
    expect(emailItem).toHaveClass("ant-form-item-has-error");
    expect(emailItem).toHaveTextContent("The email has already been taken.");
    // typed values stay, the page stays
    expect(screen.getByLabelText("Email")).toHaveValue("mariam@example.ae");
    expect(screen.getByLabelText("First name")).toHaveValue("Mariam");
    expect(screen.getByLabelText("Mobile number")).toHaveValue("050 123 4567");
    expect(screen.getByLabelText("Password")).toHaveValue("Secret123");
    expect(where()).toBe("/register");
    // the body is what the API expects: normalised phone, no UI-only fields
    expect(body).toEqual({
      first_name: "Mariam",
      last_name: "Saeed",
      email: "mariam@example.ae",
      phone: "+971501234567",
      password: "Secret123",
      password_confirmation: "Secret123",
    });
  });

  it("does not send the form until the terms are accepted and the passwords match", async () => {
    const register = vi.fn();
    server.use(mock.post(`${BASE}/register`, register));
    renderAt("/register", routes);
    fillRegistration();
    fireEvent.click(screen.getByRole("checkbox")); // untick
    fill("Confirm password", "Secret124");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Please accept the terms to continue.")).toBeInTheDocument();
    expect(await screen.findByText("The passwords do not match.")).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it("goes to the OTP page with phone and email after a successful sign-up", async () => {
    server.use(
      mock.post(`${BASE}/register`, () =>
        HttpResponse.json(
          {
            status_code: 201,
            data: { user_id: 42, phone: "+971501234567", email: "mariam@example.ae" },
            message: "Registration successful. Enter the code sent to your phone.",
          },
          { status: 201 },
        ),
      ),
    );
    renderAt("/register", routes);
    fillRegistration();
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(where()).toBe("/register/otp?phone=%2B971501234567&email=mariam%40example.ae"));
  });

  it("keeps the page the visitor came from (returnUrl) through to the OTP step, and 'Sign in' passes it on", async () => {
    server.use(
      mock.post(`${BASE}/register`, () =>
        HttpResponse.json(
          { status_code: 201, data: { user_id: 42, phone: "+971501234567" }, message: "Registered" },
          { status: 201 },
        ),
      ),
    );
    const back = encodeURIComponent("/services/21");
    renderAt(`/register?returnUrl=${back}`, routes);
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", `/login?returnUrl=${back}`);
    fillRegistration();
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() =>
      expect(where()).toBe(`/register/otp?phone=%2B971501234567&email=mariam%40example.ae&returnUrl=${back}`),
    );
  });

  it("a partner signs up through partner/register and goes to the partner OTP page", async () => {
    const customer = vi.fn();
    server.use(
      mock.post(`${BASE}/register`, customer),
      mock.post(`${BASE}/partner/register`, () =>
        HttpResponse.json(
          { status_code: 201, data: { user_id: 43, phone: "+971501234567", email: "mariam@example.ae" }, message: "" },
          { status: 201 },
        ),
      ),
    );
    renderAt("/partner/register", routes);
    expect(screen.getByRole("heading", { name: "Grow your service business with Khidma" })).toBeInTheDocument();
    fillRegistration();
    fireEvent.click(screen.getByRole("button", { name: "Create partner account" }));
    await waitFor(() => expect(where()).toMatch(/^\/partner\/register\/otp\?phone=%2B971501234567/));
    expect(customer).not.toHaveBeenCalled();
  });
});

describe("registration OTP", () => {
  const routes = <Route path="/register/otp" element={<RegisterOtpPage />} />;

  it("verifies the code, stores the session and signs the customer in", async () => {
    let body: unknown;
    server.use(
      mock.post(`${BASE}/register/verify-otp`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status_code: 200, data: loginAnswer, message: "Phone verified successfully" });
      }),
    );
    renderAt("/register/otp?phone=%2B971501234567&email=mariam%40example.ae", routes);
    expect(screen.getByText(/sent to \u2066?\+971501234567/)).toBeInTheDocument();
    expect(screen.getByText(/mariam@example\.ae/)).toBeInTheDocument();
    const code = screen.getByLabelText("Verification code");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    fireEvent.change(code, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify and continue" }));

    // a new customer goes on to pick their interests (the category-preference step)
    await waitFor(() => expect(where()).toBe("/category-preference"));
    expect(body).toEqual({ phone: "+971501234567", otp: "123456" });
    const { session } = useKhidmaStore.getState();
    expect(session.user?.first_name).toBe("Mariam");
    expect(session.defaultRole).toBe("User");
    expect(session.userType).toBe("customer");
    expect(getAccessToken()).toBe("user-token-42");
    expect(notifier.success).toHaveBeenCalledWith("Phone verified. Welcome to Khidma!");
  });

  it("a wrong code shows on the field and nothing is stored", async () => {
    server.use(
      mock.post(`${BASE}/register/verify-otp`, () =>
        HttpResponse.json(
          {
            status_code: 422,
            data: null,
            message: "The given data was invalid.",
            errors: { otp: ["The code is invalid or has expired."] },
          },
          { status: 422 },
        ),
      ),
    );
    renderAt("/register/otp?phone=%2B971501234567", routes);
    fill("Verification code", "654321");
    fireEvent.click(screen.getByRole("button", { name: "Verify and continue" }));
    expect(await screen.findByText("The code is invalid or has expired.")).toBeInTheDocument();
    expect(screen.getByLabelText("Verification code")).toHaveValue("654321");
    expect(useKhidmaStore.getState().session.user).toBeNull();
    expect(where()).toBe("/register/otp?phone=%2B971501234567");
  });

  it("resend waits 30 s, then asks for a new registration code", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let body: unknown;
    server.use(
      mock.post(`${BASE}/resend-otp`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status_code: 200, data: { phone: "+971501234567", expires_in: 600 }, message: "" });
      }),
    );
    renderAt("/register/otp?phone=%2B971501234567", routes);
    const resend = screen.getByTestId("resend-code");
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent(`Resend code in ${RESEND_SECONDS} s`);
    for (let i = 0; i < RESEND_SECONDS; i++) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(resend).toBeEnabled();
    fireEvent.click(resend);
    await waitFor(() => expect(body).toEqual({ phone: "+971501234567", purpose: "register" }));
    await waitFor(() => expect(screen.getByTestId("resend-code")).toBeDisabled());
    expect(notifier.success).toHaveBeenCalledWith("A new code is on its way.");
  });
});
