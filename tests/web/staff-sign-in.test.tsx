import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { setupServer } from "msw/node";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getAccessToken } from "../../src/api/token";
import AdminLoginPage from "../../src/portals/admin/pages/login";
import PartnerLoginPage from "../../src/portals/partner/pages/login";
import { AppProviders } from "../../src/shell/app-providers";
import { useKhidmaStore } from "../../src/state";
import { releaseClientState, resetClientState, testNotifier } from "./client-state";

// The staff sign-in pages draw a plain form: no refine and no antd around them here, as in the app (app.tsx routes
// them outside the portals' scope).
const BASE = "*/api/v2";
const server = setupServer();
const notifier = testNotifier();

const adminRole = { id: 2, name: "Admin", type: "internal", permissions: ["read-dashboard"] };
const adminAnswer = {
  access_token: "admin-token-7",
  token_type: "Bearer",
  expires_in: 604800,
  user: { id: 7, first_name: "Huda", last_name: "Ali", email: "admin@khidma.test", roles: [adminRole] },
  roles: [adminRole],
  default_role: "Admin",
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <Routes>
          <Route path="/admin/login" element={<AdminLoginPage />} />
          <Route path="/partner/login" element={<PartnerLoginPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
      </AppProviders>
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId("where").textContent;
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const signInButton = () => screen.getByRole("button", { name: "Sign in" });

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

beforeEach(() => {
  server.resetHandlers(
    mock.get(`${BASE}/get-configurations`, () =>
      HttpResponse.json({ status_code: 200, data: { configurations: {}, statuses: {}, master_setting: {} } }),
    ),
  );
  resetClientState({ token: "client-token", notifier });
});

afterEach(releaseClientState);

describe("staff sign-in form", () => {
  it("says what is missing or wrong on each field and sends nothing", async () => {
    const login = vi.fn();
    server.use(mock.post(`${BASE}/login`, login));
    renderAt("/admin/login");
    expect(screen.getByRole("heading", { name: "Khidma staff sign in" })).toBeInTheDocument();

    fireEvent.click(signInButton());
    expect(await screen.findAllByText("This field is required")).toHaveLength(2);
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");

    fill("Email", "not-an-email");
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    fill("Password", "x");
    expect(screen.getAllByText(/This field is required|Enter a valid email address/)).toHaveLength(1);
    fireEvent.click(signInButton());
    expect(screen.getByText("Enter a valid email address")).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it("puts a 422's message under its field and keeps what was typed", async () => {
    server.use(
      mock.post(`${BASE}/login`, () =>
        HttpResponse.json(
          {
            status_code: 422,
            data: null,
            message: "These credentials do not match our records.",
            errors: { email: ["These credentials do not match our records."] },
          },
          { status: 422 },
        ),
      ),
    );
    renderAt("/admin/login");
    fill("Email", "admin@khidma.test");
    fill("Password", "wrong-one");
    fireEvent.click(signInButton());
    const message = await screen.findByText("These credentials do not match our records.", {
      selector: "[role=alert]",
    });
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-describedby", message.id);
    expect(screen.getByLabelText("Email")).toHaveValue("admin@khidma.test");
    expect(screen.getByLabelText("Password")).toHaveValue("wrong-one");
    expect(where()).toBe("/admin/login");
    expect(useKhidmaStore.getState().session.user).toBeNull();
  });

  it("signs in with the trimmed email, stores the session and token, and opens the dashboard", async () => {
    let body: unknown;
    server.use(
      mock.post(`${BASE}/login`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status_code: 200, data: adminAnswer, message: "Login successfully" });
      }),
    );
    renderAt("/admin/login");
    fill("Email", "  admin@khidma.test ");
    fill("Password", "Admin#2026");
    // the password can be shown and hidden again
    const reveal = screen.getByRole("button", { name: "Show" });
    fireEvent.click(reveal);
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "text");
    expect(reveal).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(reveal);
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");

    fireEvent.click(signInButton());
    await waitFor(() => expect(where()).toBe("/admin/dashboard"));
    expect(body).toEqual({ email: "admin@khidma.test", password: "Admin#2026" });
    expect(getAccessToken()).toBe("admin-token-7");
    expect(useKhidmaStore.getState().session.permissions).toEqual(["read-dashboard"]);
  });

  it("signs a partner in with a code sent to their phone", async () => {
    const partnerRole = { id: 2, name: "Partner", type: "partner", permissions: ["read-dashboard"] };
    const sent: unknown[] = [];
    let body: unknown;
    server.use(
      mock.post(`${BASE}/get-otp`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ status_code: 200, data: null, message: "Code sent" });
      }),
      mock.post(`${BASE}/login`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          status_code: 200,
          data: {
            ...adminAnswer,
            user: { ...adminAnswer.user, roles: [partnerRole], partner_details: { id: 3 } },
            roles: [partnerRole],
            default_role: "Partner",
          },
          message: "ok",
        });
      }),
    );
    renderAt("/partner/login");
    expect(screen.getByRole("heading", { name: "Partner sign in" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Use a code sent to my phone instead" }));
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    fill("Mobile number", "+971 50 123 4567");
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    const code = await screen.findByLabelText("Verification code");
    expect(sent).toEqual([{ phone: "+971 50 123 4567" }]);
    expect(screen.getByLabelText("Mobile number")).toBeDisabled();
    expect(screen.getByTestId("resend-code")).toBeDisabled();

    fireEvent.change(code, { target: { value: "123456" } });
    fireEvent.click(signInButton());
    await waitFor(() => expect(where()).toBe("/partner/dashboard"));
    expect(body).toEqual({ phone: "+971 50 123 4567", otp: "123456" });
  });
});
