import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import "../../src/i18n/modules/partner-work";
import { setAccessToken } from "../../src/api/token";
import { QuotationButton } from "../../src/portals/partner/appointments/quotation-dialog";
import { type LoginSession, useKhidmaStore } from "../../src/state";
import { renderAt, setupAdminTests } from "./admin-helpers";

/** The partner's quotation preview shows the VAT share at the saved rate (issue 18 leftovers), not a fixed 5%. */

const signIn = () => {
  const role = {
    id: 31,
    name: "Partner Owner",
    type: "partner" as const,
    permissions: ["read-dashboard", "read-admin-booking-appointment", "update-booking-appointment"],
  };
  useKhidmaStore.getState().setSession({
    access_token: "t",
    user: { id: 3, first_name: "Rashid", last_name: "Al Falasi", roles: [role], partner_details: { id: 1 } },
    roles: [role],
    default_role: "Partner Owner",
  } as unknown as LoginSession);
  setAccessToken("user-token");
};
setupAdminTests({ signIn });

const setRate = (vat_percentage?: number) =>
  act(() =>
    useKhidmaStore.getState().setConfig({ configurations: vat_percentage === undefined ? {} : { vat_percentage } }),
  );
afterEach(() => setRate());

/** Opens the dialog and types one line of AED 110.00; the preview under the form. */
async function previewOf110() {
  const user = userEvent.setup();
  renderAt(
    "/partner/appointments/show/41",
    "/partner/appointments/show/:id",
    <QuotationButton
      booking={{
        id: 41,
        number: "BK-000041",
        status: "in-progress",
        completion_report: null,
        reassignment_requests: [],
      }}
    />,
  );
  await user.click(await screen.findByTestId("quotation-open"));
  const dialog = await screen.findByRole("dialog");
  await user.type(within(dialog).getByTestId("line-description-0"), "Door seal");
  await user.type(within(dialog).getByTestId("line-price-0"), "110");
  const preview = screen.getByTestId("quotation-total-preview");
  await waitFor(() => expect(preview).toHaveTextContent("110.00"));
  return preview;
}

describe("partner: the quotation preview's VAT", () => {
  it("at the default 5%: AED 110.00 holds AED 5.24 of VAT", async () => {
    setRate();
    expect(await previewOf110()).toHaveTextContent(/VAT[^:]*:\s*AED\s?5\.24/);
  });

  it("at a saved 10%: AED 110.00 holds AED 10.00 of VAT", async () => {
    setRate(10);
    expect(await previewOf110()).toHaveTextContent(/VAT[^:]*:\s*AED\s?10\.00/);
  });
});
