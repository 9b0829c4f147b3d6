import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http as mock } from "msw";
import { describe, expect, it } from "vitest";
import type { PublicHoliday, WorkDay } from "../../src/features/schedule/types";
import AvailabilityPage from "../../src/portals/admin/appointments/availability";
import { BASE, ok, page, renderAt, setupAdminTests, signInAs, type TestRole } from "./admin-helpers";

const ops: TestRole = {
  id: 1,
  name: "Operations",
  type: "internal",
  permissions: [
    "read-availability",
    "read-working-hours",
    "update-working-hours",
    "read-holiday",
    "read-public-holiday",
    "update-public-holiday",
  ],
};

const eid: PublicHoliday = {
  id: 2,
  key: "eid-al-fitr",
  start_date: "2027-03-20",
  end_date: "2027-03-22",
  name_en: "Eid al Fitr",
  name_ar: "عيد الفطر",
  name: "Eid al Fitr",
  is_tentative: true,
};

const { server } = setupAdminTests({
  signIn: () => signInAs(ops),
  handlers: () => [
    mock.get(`${BASE}/web/partner/list`, () => ok(page([{ id: 4, name: "Sparkle" }]))),
    mock.get(`${BASE}/partner/technician/list`, () => ok(page([]))),
    mock.get(`${BASE}/public-holiday/list`, () => ok(page([eid]))),
    mock.get(`${BASE}/partner/working-hours`, ({ request }) =>
      ok({
        partner_id: Number(new URL(request.url).searchParams.get("partner_id")),
        technician_id: null,
        inherited: false,
        days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          weekday,
          is_closed: false,
          opens_at: "08:00",
          closes_at: "20:00",
          breaks: [],
          capacity: 2,
        })),
      }),
    ),
  ],
});

describe("admin availability", () => {
  it("edits the chosen partner's week", async () => {
    let posted: { partner_id?: number; days: WorkDay[] } | undefined;
    server.use(
      mock.post(`${BASE}/partner/working-hours`, async ({ request }) => {
        posted = (await request.json()) as typeof posted;
        return ok({ partner_id: 4, technician_id: null, inherited: false, days: posted?.days ?? [] });
      }),
    );
    renderAt("/admin/availability?partner_id=4&tab=hours", "/admin/availability", <AvailabilityPage />);
    const save = await screen.findByTestId("save-week");
    fireEvent.click(save);
    await waitFor(() => expect(posted).toBeDefined());
    expect(posted?.partner_id).toBe(4);
    expect(posted?.days).toHaveLength(7);
    expect(await screen.findByText("Working hours saved.")).toBeInTheDocument();
  });

  it("confirms a tentative public holiday's dates", async () => {
    let updated: Record<string, unknown> | undefined;
    server.use(
      mock.post(`${BASE}/public-holiday/update/2`, async ({ request }) => {
        updated = (await request.json()) as Record<string, unknown>;
        return ok({ ...eid, is_tentative: false });
      }),
    );
    renderAt("/admin/availability?partner_id=4&tab=public-holidays", "/admin/availability", <AvailabilityPage />);
    const calendar = await screen.findByTestId("public-holiday-calendar");
    const row = (await within(calendar).findByText("Eid al Fitr")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Tentative")).toBeInTheDocument();
    // no create or delete permission: no such buttons
    expect(within(calendar).queryByRole("button", { name: /Add public holiday/ })).toBeNull();
    fireEvent.click(await within(row).findByRole("button", { name: /Confirm dates/ }));
    await waitFor(() => expect(updated).toMatchObject({ key: "eid-al-fitr", is_tentative: false }));
    expect(await screen.findByText("Dates confirmed.")).toBeInTheDocument();
  });
});
