import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { describe, expect, it } from "vitest";
import { displayFormatsOfConfig } from "../../src/features/settings/use-formatters";
import AdminSettingsPage from "../../src/portals/admin/platform/settings-page";
import { useKhidmaStore } from "../../src/state";
import { BASE, ok, renderAt, setupAdminTests, signInAs } from "./admin-helpers";

const SETTINGS = {
  default_date_format: "DD-MM-YYYY",
  default_time_format: "hh:mm A",
  timezone: "Asia/Dubai",
  currency: "AED",
  pricing_and_taxes: {
    vat_percentage: 5,
    prices_include_vat: true,
    currency: "AED",
    trn: "100123456700003",
    legal_address_en: "Business Bay, Dubai",
    legal_address_ar: "الخليج التجاري، دبي",
  },
  loyalty: { points_per_aed: 0.1, aed_per_point: 0.05 },
  cancellation: { free_hours: 12, late_hours: 2, late_percent: 25, very_late_percent: 50, missed_percent: 100 },
  payout_cycle: "weekly",
  payout_hold_days: 3,
  default_commission_percent: 15,
  master_setting: { support_email: "support@khidma.ae", support_phone: "+971 4 555 0100" },
};

const ALL = ["read-settings", "update-settings"];
const { server } = setupAdminTests({
  handlers: () => [mock.get(`${BASE}/settings`, () => ok(SETTINGS))],
  signIn: () => signInAs({ id: 1, name: "Admin", type: "internal", permissions: ALL }),
});

const renderSettings = () => renderAt("/admin/settings", "/admin/settings", <AdminSettingsPage />);

const openTab = async (name: string) => fireEvent.click(await screen.findByRole("tab", { name }));

describe("admin settings screen", () => {
  it("loads the saved values into the tabs, with a live date example and the fee tiers in sentences", async () => {
    renderSettings();
    const email = (await screen.findByTestId("support-email-input")) as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe("support@khidma.ae"));
    expect(screen.getByTestId("format-example").textContent).toMatch(/\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)/);
    expect((screen.getByTestId("trn") as HTMLInputElement).value).toBe("100123456700003");
    await openTab("Cancellation fees");
    const preview = screen.getByTestId("fee-preview");
    expect(preview).toHaveTextContent("12 hours or more before the visit: free.");
    expect(preview).toHaveTextContent("Between 12 and 2 hours before: 25% (AED 50.00).");
    expect(preview).toHaveTextContent("Less than 2 hours before: 50% (AED 100.00).");
    expect(screen.getByTestId("settings-save")).toBeEnabled();
  });

  it("shows a 422 at the field, keeps what was typed, then saves only the change and refreshes the configuration", async () => {
    const bodies: unknown[] = [];
    server.use(
      mock.post(`${BASE}/settings/update`, async ({ request }) => {
        const body = (await request.json()) as { master_setting?: { support_email?: string } };
        bodies.push(body);
        if (body.master_setting?.support_email === "help@khidma") {
          return HttpResponse.json(
            {
              status_code: 422,
              data: null,
              message: "The given data was invalid.",
              errors: { "master_setting.support_email": ["Enter a valid e-mail address"] },
            },
            { status: 422 },
          );
        }
        return ok({
          ...SETTINGS,
          default_date_format: "YYYY-MM-DD",
          master_setting: { ...SETTINGS.master_setting, support_email: "help@khidma.ae" },
        });
      }),
    );
    useKhidmaStore.getState().setConfig({ configurations: { default_date_format: "DD-MM-YYYY" } });
    renderSettings();
    const email = (await screen.findByTestId("support-email-input")) as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe("support@khidma.ae"));
    await openTab("Contact and links");
    fireEvent.change(email, { target: { value: "help@khidma" } });
    fireEvent.click(screen.getByTestId("settings-save"));

    expect(await screen.findByText("Enter a valid e-mail address")).toBeInTheDocument();
    expect(email.value).toBe("help@khidma");
    expect(bodies).toEqual([{ master_setting: { support_email: "help@khidma" } }]);

    fireEvent.change(email, { target: { value: "help@khidma.ae" } });
    fireEvent.click(screen.getByTestId("settings-save"));
    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
    expect(bodies[1]).toEqual({ master_setting: { support_email: "help@khidma.ae" } });
    await waitFor(() => expect(screen.queryByText("Enter a valid e-mail address")).toBeNull());
    // the app's configuration follows at once: the footer's address and every portal's date format
    const config = useKhidmaStore.getState().config;
    expect(config.master_setting?.support_email).toBe("help@khidma.ae");
    expect(displayFormatsOfConfig(config).date).toBe("YYYY-MM-DD");
  });

  it("opens the tab of a field the server refused and shows a tiers error above the fee fields", async () => {
    server.use(
      mock.post(`${BASE}/settings/update`, () =>
        HttpResponse.json(
          {
            status_code: 422,
            data: null,
            message: "The given data was invalid.",
            errors: {
              "cancellation.late_hours": ["Must be less than the free hours"],
              cancellation: ["The tiers must be ordered"],
            },
          },
          { status: 422 },
        ),
      ),
    );
    renderSettings();
    await openTab("Cancellation fees");
    const late = (await screen.findByTestId("fee-late_hours")) as HTMLInputElement;
    await waitFor(() => expect(late.value).toBe("2"));
    fireEvent.change(late, { target: { value: "14" } });
    await openTab("General");
    fireEvent.click(screen.getByTestId("settings-save"));
    const error = await screen.findByText("Must be less than the free hours");
    // on the fee field, in the tab now open
    expect(error.closest(".ant-form-item")).toContainElement(late);
    expect(error.closest(".ant-tabs-tabpane")).toHaveClass("ant-tabs-tabpane-active");
    expect(screen.getByTestId("fees-error")).toHaveTextContent("The tiers must be ordered");
    expect(screen.getByRole("tab", { name: "Cancellation fees" })).toHaveAttribute("aria-selected", "true");
    expect(late.value).toBe("14");
  });

  it("is read-only without update-settings: no save button, the fields disabled", async () => {
    signInAs({ id: 2, name: "Support", type: "internal", permissions: ["read-settings"] });
    renderSettings();
    const email = (await screen.findByTestId("support-email-input")) as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe("support@khidma.ae"));
    expect(email).toBeDisabled();
    expect(screen.getByText(/Changing them needs the update-settings permission/)).toBeInTheDocument();
    expect(screen.queryByTestId("settings-save")).toBeNull();
    expect(within(screen.getByTestId("settings-form")).getAllByRole("combobox")[0]).toBeDisabled();
  });
});
