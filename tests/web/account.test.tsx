import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http as mock } from "msw";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setAccessToken } from "../../src/api/token";
import { ChangePasswordForm } from "../../src/components/account/change-password-form";
import { ChangeContact, ChangeEmailForm, ChangePhoneForm } from "../../src/components/account/contact-change";
import { ProfileCard } from "../../src/components/account/profile-card";
import { ProfileForm } from "../../src/components/account/profile-form";
import { ProfilePhoto } from "../../src/components/account/profile-photo";
import { StoreHeader } from "../../src/components/storefront/header";
import { initI18n } from "../../src/i18n";
import PartnerProfilePage from "../../src/portals/partner/pages/profile";
import { type LoginSession, type User, useKhidmaStore } from "../../src/state";
import { releaseClientState, resetClientState, testNotifier } from "./client-state";

const BASE = "*/api/v2";
const server = setupServer();
const notifier = testNotifier();

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
  resetClientState({ notifier, clearStorage: true });
});

afterEach(releaseClientState);

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

const sessionAnswer = (u: User, message = "Profile updated successfully") =>
  HttpResponse.json({ status_code: 200, data: { user: u, roles: [adminRole], default_role: "Admin" }, message });

const invalid = (errors: Record<string, string[]>, status = 422, message = "The given data was invalid.") =>
  HttpResponse.json({ status_code: status, data: null, message, errors }, { status });

describe("ProfilePhoto", () => {
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:preview-1");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
  });

  const png = (bytes = 64, name = "me.png") => new File([new Uint8Array(bytes)], name, { type: "image/png" });

  it("previews the chosen photo, uploads it as multipart `photo`, and the header shows it at once", async () => {
    signIn();
    let seen: FormData | null = null;
    server.use(
      mock.post(`${BASE}/user/profile/photo`, async ({ request }) => {
        seen = await request.formData();
        return sessionAnswer(user({ user_profile: "/uploads/abc.png" }), "Profile photo updated");
      }),
    );
    const ui = userEvent.setup();
    renderWith(
      <>
        <StoreHeader />
        <ProfilePhoto />
      </>,
    );
    expect(screen.queryByTestId("header-avatar")).toBeNull();
    await ui.upload(screen.getByTestId("photo-input"), png());
    // a preview first; nothing sent yet
    expect(screen.getByTestId("profile-photo-img")).toHaveAttribute("src", "blob:preview-1");
    expect(seen).toBeNull();
    await ui.click(screen.getByRole("button", { name: "Save photo" }));

    await waitFor(() => expect(screen.getByTestId("header-avatar")).toHaveAttribute("src", "/uploads/abc.png"));
    expect((seen as unknown as FormData).getAll("photo")).toHaveLength(1);
    expect(useKhidmaStore.getState().session.user?.user_profile).toBe("/uploads/abc.png");
    expect(screen.getByTestId("profile-photo-img")).toHaveAttribute("src", "/uploads/abc.png");
    expect(notifier.success).toHaveBeenCalledWith("Your photo has been updated");
    expect(screen.getByRole("button", { name: /Remove photo/ })).toBeInTheDocument();
  });

  it("refuses a photo over 2 MB or of another type on the client, and shows a server 413 under the buttons", async () => {
    signIn();
    const calls = vi.fn();
    server.use(
      mock.post(`${BASE}/user/profile/photo`, () => {
        calls();
        return invalid({ photo: ["Each photo must be 2 MB or smaller."] }, 413, "Each photo must be 2 MB or smaller.");
      }),
    );
    const ui = userEvent.setup();
    renderWith(<ProfilePhoto />);
    const input = screen.getByTestId("photo-input");
    await ui.upload(input, png(2 * 1024 * 1024 + 1));
    expect(screen.getByTestId("photo-error")).toHaveTextContent("The photo must be 2 MB or smaller.");
    await userEvent.setup({ applyAccept: false }).upload(input, new File(["GIF89a"], "a.gif", { type: "image/gif" }));
    expect(screen.getByTestId("photo-error")).toHaveTextContent("Choose a JPEG, PNG or WebP image.");
    expect(screen.queryByRole("button", { name: "Save photo" })).toBeNull();
    expect(calls).not.toHaveBeenCalled();

    // the server has the last word (content, size): its message shows and the chosen photo stays
    await ui.upload(input, png());
    await ui.click(screen.getByRole("button", { name: "Save photo" }));
    await waitFor(() =>
      expect(screen.getByTestId("photo-error")).toHaveTextContent("Each photo must be 2 MB or smaller."),
    );
    expect(screen.getByRole("button", { name: /Save photo/ })).toBeInTheDocument();
    expect(useKhidmaStore.getState().session.user?.user_profile).toBeNull();
  });

  it("removes the current photo", async () => {
    signIn(user({ user_profile: "/uploads/old.png" }));
    server.use(
      mock.delete(`${BASE}/user/profile/photo`, () =>
        sessionAnswer(user({ user_profile: null }), "Profile photo removed"),
      ),
    );
    const ui = userEvent.setup();
    renderWith(<ProfilePhoto />);
    expect(screen.getByTestId("profile-photo-img")).toHaveAttribute("src", "/uploads/old.png");
    await ui.click(screen.getByRole("button", { name: /Remove photo/ }));
    await waitFor(() => expect(screen.queryByTestId("profile-photo-img")).toBeNull());
    expect(useKhidmaStore.getState().session.user?.user_profile).toBeNull();
    expect(screen.getByRole("button", { name: /Upload photo/ })).toBeInTheDocument();
  });
});

describe("ChangePhoneForm", () => {
  it("sends a code to the new number, shows 422s on the fields, verifies, and stores the new phone", async () => {
    signIn();
    const requests: unknown[] = [];
    const verifies: unknown[] = [];
    server.use(
      mock.post(`${BASE}/user/phone/change-request`, async ({ request }) => {
        const body = (await request.json()) as { phone: string };
        requests.push(body);
        if (body.phone === "+971509999999") return invalid({ phone: ["The phone has already been taken."] });
        return HttpResponse.json({
          status_code: 200,
          data: { phone: body.phone, expires_in: 600 },
          message: "A verification code has been sent to your new phone number.",
        });
      }),
      mock.post(`${BASE}/user/phone/change-verify`, async ({ request }) => {
        const body = (await request.json()) as { phone: string; otp: string };
        verifies.push(body);
        if (body.otp !== "123456") return invalid({ otp: ["The code is invalid or has expired."] });
        return sessionAnswer(user({ phone: body.phone, phone_verified_at: "2026-02-01T08:00:00.000Z" }));
      }),
    );
    const ui = userEvent.setup();
    renderWith(
      <>
        <ProfileCard />
        <ChangePhoneForm />
      </>,
    );
    // client check first
    await ui.type(screen.getByLabelText("New mobile number"), "12345");
    await ui.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("Enter a UAE mobile number, e.g. +971 50 123 4567")).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    // taken: on the field, typed value kept
    await ui.clear(screen.getByLabelText("New mobile number"));
    await ui.type(screen.getByLabelText("New mobile number"), "050 999 9999");
    await ui.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("The phone has already been taken.")).toBeInTheDocument();
    expect(screen.getByLabelText("New mobile number")).toHaveValue("050 999 9999");
    expect(requests).toEqual([{ phone: "+971509999999" }]);

    await ui.clear(screen.getByLabelText("New mobile number"));
    await ui.type(screen.getByLabelText("New mobile number"), "+971 55 987 6543");
    await ui.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText(/Enter the 6-digit code we sent to/)).toHaveTextContent("+971559876543");
    // resend waits for its countdown
    expect(screen.getByTestId("resend-code")).toBeDisabled();

    await ui.type(screen.getByLabelText("Verification code"), "000000");
    await ui.click(screen.getByRole("button", { name: "Verify and update" }));
    expect(await screen.findByText("The code is invalid or has expired.")).toBeInTheDocument();
    expect(screen.getByLabelText("Verification code")).toHaveValue("000000");

    await ui.clear(screen.getByLabelText("Verification code"));
    await ui.type(screen.getByLabelText("Verification code"), "123456");
    await ui.click(screen.getByRole("button", { name: "Verify and update" }));
    await waitFor(() => expect(useKhidmaStore.getState().session.user?.phone).toBe("+971559876543"));
    expect(verifies.at(-1)).toEqual({ phone: "+971559876543", otp: "123456" });
    expect(screen.getByTestId("profile-card")).toHaveTextContent("+971559876543");
    expect(notifier.success).toHaveBeenCalledWith("Your mobile number has been updated");
    // back to the first step, empty
    expect(screen.getByLabelText("New mobile number")).toHaveValue("");
  });
});

describe("ChangeEmailForm", () => {
  it("needs the current password, shows its 422 on the field, then verifies the code", async () => {
    signIn();
    const sent: unknown[] = [];
    server.use(
      mock.post(`${BASE}/user/email/change-request`, async ({ request }) => {
        const body = (await request.json()) as { email: string; current_password: string };
        sent.push(body);
        if (body.current_password !== "Admin#2026")
          return invalid({ current_password: ["The current password is incorrect."] });
        return HttpResponse.json({
          status_code: 200,
          data: { email: body.email.toLowerCase(), expires_in: 600 },
          message: "A verification code has been sent to your new email address.",
        });
      }),
      mock.post(`${BASE}/user/email/change-verify`, async ({ request }) => {
        const body = (await request.json()) as { email: string; otp: string };
        return sessionAnswer(user({ email: body.email, email_verified_at: "2026-02-01T08:00:00.000Z" }));
      }),
    );
    const ui = userEvent.setup();
    renderWith(<ChangeEmailForm />);
    await ui.type(screen.getByLabelText("New email address"), "omar.new@khidma.test");
    await ui.type(screen.getByLabelText("Current password"), "wrong-pass-1");
    await ui.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("The current password is incorrect.")).toBeInTheDocument();
    expect(screen.getByLabelText("New email address")).toHaveValue("omar.new@khidma.test");

    await ui.clear(screen.getByLabelText("Current password"));
    await ui.type(screen.getByLabelText("Current password"), "Admin#2026");
    await ui.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText(/we sent to/)).toHaveTextContent("omar.new@khidma.test");
    expect(sent.at(-1)).toEqual({ email: "omar.new@khidma.test", current_password: "Admin#2026" });
    await ui.type(screen.getByLabelText("Verification code"), "123456");
    await ui.click(screen.getByRole("button", { name: "Verify and update" }));
    await waitFor(() => expect(useKhidmaStore.getState().session.user?.email).toBe("omar.new@khidma.test"));
    expect(notifier.success).toHaveBeenCalledWith("Your email address has been updated");
  });
});

describe("ChangeContact", () => {
  it("shows the phone and email with their verified state and opens one change flow at a time", async () => {
    signIn(user({ phone_verified_at: "2026-01-01T00:00:00.000Z", email_verified_at: null }));
    const ui = userEvent.setup();
    renderWith(<ChangeContact />);
    const phone = screen.getByTestId("contact-phone");
    expect(phone).toHaveTextContent("+971500000001");
    expect(phone).toHaveTextContent("Verified");
    expect(screen.getByTestId("contact-email")).toHaveTextContent("Not verified");
    await ui.click(within(phone).getByRole("button", { name: "Change Mobile number" }));
    expect(screen.getByLabelText("New mobile number")).toBeInTheDocument();
    expect(screen.queryByLabelText("New email address")).toBeNull();
    await ui.click(within(phone).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByLabelText("New mobile number")).toBeNull();
  });

  it("every new account string has Arabic", async () => {
    const { en, ar } = await import("../../src/i18n/modules/account");
    for (const group of ["photo", "contact", "phone", "email"] as const) {
      expect(Object.keys(ar.account[group])).toEqual(Object.keys(en.account[group]));
      for (const [k, v] of Object.entries(ar.account[group])) expect(v, k).not.toBe(en.account[group][k as never]);
    }
  });
});
