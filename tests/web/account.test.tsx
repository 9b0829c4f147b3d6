import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http as mock } from "msw";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setDeviceIdSource } from "../../src/api/device";
import { resetHttpState } from "../../src/api/http";
import { setNotifier } from "../../src/api/notify";
import { resetSessionState } from "../../src/api/session";
import { clearAccessToken, setAccessToken } from "../../src/api/token";
import { ChangePasswordForm } from "../../src/components/account/change-password-form";
import { ProfileCard } from "../../src/components/account/profile-card";
import { ProfileForm } from "../../src/components/account/profile-form";
import { initI18n } from "../../src/i18n";
import PartnerProfilePage from "../../src/portals/partner/pages/profile";
import { type LoginSession, resetOnLogout, type User, useKhidmaStore } from "../../src/state";

const BASE = "*/api/v2";
const server = setupServer();
const notifier = { error: vi.fn(), success: vi.fn(), info: vi.fn() };

const adminRole = {
  id: 2,
  name: "Admin",
  type: "internal" as const,
  permissions: ["read-dashboard", "read-profile", "update-profile", "change-my-password"],
};

const user = (over: Partial<User> = {}): User => ({
  id: 1,
  first_name: "Omar",
  last_name: "Haddad",
  email: "admin@khidma.test",
  phone: "+971500000001",
  gender: "male",
  user_profile: null,
  last_login_at: "2026-01-15T06:30:00.000Z",
  roles: [adminRole],
  partner_details: { id: null },
  ...over,
});

const signIn = (u: User = user()) => {
  const session: LoginSession = { access_token: "user-token", user: u, roles: u.roles, default_role: "Admin" };
  useKhidmaStore.getState().setSession(session);
  setAccessToken("user-token");
};

/** The header's greeting, as the portal and storefront headers render it. */
function Greeting() {
  const { t } = useTranslation();
  const first = useKhidmaStore((s) => s.session.user?.first_name);
  return <p data-testid="greeting">{t("header.greeting", { name: first })}</p>;
}

const renderWith = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

beforeAll(() => {
  initI18n("en");
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(() => server.close());

beforeEach(() => {
  server.resetHandlers();
  resetOnLogout();
  localStorage.clear();
  clearAccessToken();
  resetHttpState();
  resetSessionState();
  setDeviceIdSource(async () => "device-123");
  for (const fn of Object.values(notifier)) fn.mockReset();
  setNotifier(notifier);
});

afterEach(() => {
  cleanup();
  setNotifier(null);
  setDeviceIdSource(null);
});

describe("ProfileForm", () => {
  it("puts 422 field errors on the fields and keeps what was typed", async () => {
    signIn();
    let sent: unknown;
    server.use(
      mock.post(`${BASE}/user/profile/update`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            status_code: 422,
            data: null,
            message: "The given data was invalid.",
            errors: {
              first_name: ["The first name may only contain letters."],
              gender: ["The gender must be female, male or other."],
            },
          },
          { status: 422 },
        );
      }),
    );
    const ui = userEvent.setup();
    renderWith(<ProfileForm />);

    const first = screen.getByLabelText("First name");
    expect(first).toHaveValue("Omar");
    await ui.clear(first);
    await ui.type(first, "R2-D2");
    const last = screen.getByLabelText("Last name");
    await ui.clear(last);
    await ui.type(last, "Droid");
    await ui.click(screen.getByText("Female"));
    await ui.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("The first name may only contain letters.")).toBeInTheDocument();
    expect(screen.getByText("The gender must be female, male or other.")).toBeInTheDocument();
    expect(sent).toEqual({ first_name: "R2-D2", last_name: "Droid", gender: "female" });
    // typed values stay; the store keeps the old user
    expect(screen.getByLabelText("First name")).toHaveValue("R2-D2");
    expect(screen.getByLabelText("Last name")).toHaveValue("Droid");
    expect(screen.getByLabelText("Female")).toBeChecked();
    expect(useKhidmaStore.getState().session.user?.first_name).toBe("Omar");
    // the client toasts the server's message once; no success toast
    expect(notifier.error).toHaveBeenCalledWith("The given data was invalid.");
    expect(notifier.success).not.toHaveBeenCalled();
  });

  it("checks required names on the client without calling the API", async () => {
    signIn();
    const calls = vi.fn();
    server.use(mock.post(`${BASE}/user/profile/update`, () => calls()));
    const ui = userEvent.setup();
    renderWith(<ProfileForm />);
    await ui.clear(screen.getByLabelText("First name"));
    await ui.type(screen.getByLabelText("First name"), "   ");
    await ui.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
  });

  it("on success stores the answer so the greeting and card change at once", async () => {
    signIn();
    server.use(
      mock.post(`${BASE}/user/profile/update`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        expect(request.headers.get("authorization")).toBe("Bearer user-token");
        const updated = user({
          first_name: String(body.first_name),
          last_name: String(body.last_name),
          gender: body.gender as string | null,
        });
        return HttpResponse.json({
          status_code: 200,
          data: { user: updated, roles: [adminRole], default_role: "Admin" },
          message: "Profile updated successfully",
        });
      }),
    );
    const ui = userEvent.setup();
    renderWith(
      <>
        <Greeting />
        <ProfileCard />
        <ProfileForm />
      </>,
    );
    expect(screen.getByTestId("greeting")).toHaveTextContent("Hi, Omar");
    expect(screen.getByTestId("profile-last-login")).toHaveTextContent("15-01-2026 10:30 AM");

    await ui.clear(screen.getByLabelText("First name"));
    await ui.type(screen.getByLabelText("First name"), "  Layla ");
    await ui.click(screen.getByText("Prefer not to say"));
    await ui.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(screen.getByTestId("greeting")).toHaveTextContent("Hi, Layla"));
    const session = useKhidmaStore.getState().session;
    expect(session.user).toMatchObject({ first_name: "Layla", last_name: "Haddad", gender: null });
    expect(session.defaultRole).toBe("Admin");
    expect(session.permissions).toContain("update-profile");
    expect(screen.getByTestId("profile-name")).toHaveTextContent("Layla Haddad");
    expect(notifier.success).toHaveBeenCalledWith("Your profile has been updated");
    expect(screen.getByLabelText("First name")).toHaveValue("Layla");
  });
});

describe("ChangePasswordForm", () => {
  it("refuses a confirmation that does not match, without calling the API", async () => {
    signIn();
    const calls = vi.fn();
    server.use(mock.post(`${BASE}/change-my-password`, () => calls()));
    const ui = userEvent.setup();
    renderWith(<ChangePasswordForm />);
    await ui.type(screen.getByLabelText("Current password"), "Admin#2026");
    await ui.type(screen.getByLabelText("New password"), "NewPass#2027");
    await ui.type(screen.getByLabelText("Confirm new password"), "NewPass#2028");
    await ui.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("The two passwords do not match")).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
  });

  it("shows a wrong current password on its field and, on success, says other sessions are signed out", async () => {
    signIn();
    let attempt = 0;
    const bodies: unknown[] = [];
    server.use(
      mock.post(`${BASE}/change-my-password`, async ({ request }) => {
        bodies.push(await request.json());
        attempt++;
        if (attempt === 1) {
          return HttpResponse.json(
            {
              status_code: 422,
              data: null,
              message: "The given data was invalid.",
              errors: { current_password: ["The current password is incorrect."] },
            },
            { status: 422 },
          );
        }
        return HttpResponse.json({ status_code: 200, data: null, message: "Password changed successfully" });
      }),
    );
    const ui = userEvent.setup();
    renderWith(<ChangePasswordForm />);
    await ui.type(screen.getByLabelText("Current password"), "wrong-one");
    await ui.type(screen.getByLabelText("New password"), "NewPass#2027");
    await ui.type(screen.getByLabelText("Confirm new password"), "NewPass#2027");
    await ui.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("The current password is incorrect.")).toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toHaveValue("NewPass#2027");
    expect(bodies[0]).toEqual({
      current_password: "wrong-one",
      password: "NewPass#2027",
      password_confirmation: "NewPass#2027",
    });

    await ui.clear(screen.getByLabelText("Current password"));
    await ui.type(screen.getByLabelText("Current password"), "Admin#2026");
    await ui.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByRole("status")).toHaveTextContent("signed out on your other devices");
    expect(notifier.success).toHaveBeenCalledWith("Your password has been changed");
    expect(screen.getByLabelText("New password")).toHaveValue("");
    // this session stays signed in
    expect(useKhidmaStore.getState().session.user?.first_name).toBe("Omar");
  });
});

describe("partner profile page", () => {
  it("shows the onboarding callout only without a partner profile", () => {
    const partnerRole = { ...adminRole, id: 4, name: "Partner Owner", type: "partner" as const };
    const u = user({ roles: [partnerRole] });
    useKhidmaStore.getState().setSession({ user: u, roles: [partnerRole], default_role: "Partner Owner" });
    renderWith(<PartnerProfilePage />);
    expect(screen.getByTestId("onboarding-callout")).toHaveTextContent("not set up yet");
    expect(screen.getByRole("button", { name: "Continue onboarding" })).toBeInTheDocument();
    cleanup();

    useKhidmaStore.getState().setUser({ ...u, partner_details: { id: 3 } });
    renderWith(<PartnerProfilePage />);
    expect(screen.queryByTestId("onboarding-callout")).toBeNull();
    expect(screen.getByTestId("profile-card")).toHaveTextContent("Partner #3");
  });
});
