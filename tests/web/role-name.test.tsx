import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { DashboardWelcome } from "../../src/components/portal/dashboard-welcome";
import { i18n, initI18n } from "../../src/i18n";
import { type LoginSession, useKhidmaStore } from "../../src/state";

/** The active role as the dashboards and the portal header show it: built-in roles in the interface language. */
initI18n("en");

const signIn = (name: string) =>
  useKhidmaStore.getState().setSession({
    access_token: "t",
    user: { id: 3, first_name: "Rashid", last_name: "Al Falasi", roles: [] },
    roles: [{ id: 1, name, type: "partner", permissions: [] }],
    default_role: name,
  } as unknown as LoginSession);

const welcome = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <DashboardWelcome introKey="dashboard.welcome" />
    </I18nextProvider>,
  );

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

describe("role names", () => {
  it("a built-in role reads in Arabic on the Arabic screen, in English on the English one", async () => {
    signIn("Partner Owner");
    await i18n.changeLanguage("ar");
    welcome();
    expect(screen.getByText("مالك الشريك")).toBeInTheDocument();
    expect(screen.queryByText("Partner Owner")).toBeNull();
    cleanup();
    await i18n.changeLanguage("en");
    welcome();
    expect(screen.getByText("Partner Owner")).toBeInTheDocument();
  });

  it("a role the company named itself is shown as named", async () => {
    signIn("Night shift leads");
    await i18n.changeLanguage("ar");
    welcome();
    expect(screen.getByText("Night shift leads")).toBeInTheDocument();
  });
});
