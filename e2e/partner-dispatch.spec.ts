import { type APIRequestContext, expect, test } from "@playwright/test";
import { apiAs, bookAsCustomer, signIn, slotsOn } from "./support";

/**
 * Issue 16, the dispatch calendar: the demo customer books a Sparkle service (through the API, as the storefront
 * would) at a time the demo technician Imran Qureshi is on shift and free; the partner owner accepts it (API); on the
 * calendar of that day the owner drags the job from the unassigned list onto Imran's column, the job shows in his
 * column, and the booking's page names him.
 */
const IMRAN = "Imran Qureshi";

type Calendar = {
  technicians: Array<{
    id: number;
    name: string;
    days: Array<{ date: string; on_shift: boolean; opens_at: string | null; closes_at: string | null }>;
  }>;
  jobs: Array<{ technician_id: number | null; date: string; start_time: string; end_time: string }>;
};

/**
 * A card booking of Sparkle's first service for the demo customer, accepted by the partner: 12+ open days ahead
 * (away from the seeded jobs and the other flows' bookings), at a slot inside Imran's shift with no job of his.
 */
async function acceptedBooking(request: APIRequestContext) {
  const partner = await apiAs(request, "partner");
  let technicianId = 0;
  const booking = await bookAsCustomer(request, {
    address: { label: "other", building: "Dispatch Tower", apartment: "707" },
    payment: "cash",
    notes: "E2E dispatch: drag me onto Imran",
    when: async (dates, customer) => {
      const open = dates.slice(12);
      expect(open.length).toBeGreaterThan(0);
      const calendar = (await partner.get(
        `partner/booking/calendar?from=${open[0]}&to=${open[open.length - 1]}`,
      )) as Calendar;
      const imran = calendar.technicians.find((t) => t.name === IMRAN);
      expect(imran).toBeDefined();
      technicianId = imran?.id as number;
      const start = Math.floor(Math.random() * open.length);
      for (let i = 0; i < open.length; i++) {
        const date = open[(start + i) % open.length];
        const day = imran?.days.find((d) => d.date === date);
        if (!day?.on_shift || !day.opens_at || !day.closes_at) continue;
        const busy = calendar.jobs.filter((j) => j.technician_id === imran?.id && j.date === date);
        const slot = (await slotsOn(customer, 1, date)).find((s) => {
          const end = new Date(Date.parse(s.end) + 4 * 3_600_000).toISOString().slice(11, 16);
          return (
            s.available &&
            s.time >= "10:00" &&
            s.time >= (day.opens_at as string) &&
            end <= (day.closes_at as string) &&
            end > s.time &&
            !busy.some((j) => j.start_time < end && s.time < j.end_time)
          );
        });
        if (slot) return { date, time: slot.time };
      }
      throw new Error("no free slot in Imran's shifts in the coming days");
    },
  });
  await partner.post(`partner/booking/accept/${booking.id}`, {});
  return { id: booking.id, number: booking.number, date: booking.date, technicianId };
}

test.describe("partner dispatch calendar", () => {
  test("the owner drags an accepted job from the unassigned list onto the demo technician", async ({
    page,
    request,
  }) => {
    const booking = await acceptedBooking(request);

    await signIn(page, "partner");
    await page.goto(`/partner/appointments/calendar?date=${booking.date}`);
    const card = page.getByTestId(`dispatch-unassigned-${booking.id}`);
    await expect(card).toContainText(booking.number);
    await expect(card).toContainText("Confirmed");
    const column = page.getByTestId(`dispatch-column-${booking.technicianId}-${booking.date}`);
    await expect(page.getByTestId(`dispatch-technician-${booking.technicianId}`)).toContainText(IMRAN);

    const assigned = page.waitForResponse(
      (r) => r.url().includes(`partner/booking/assign/${booking.id}`) && r.request().method() === "POST",
    );
    await card.dragTo(column);
    const answer = await assigned;
    expect(answer.status(), await answer.text()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ technician_id: booking.technicianId });

    // the job now sits in Imran's column and has left the unassigned list
    await expect(column.getByTestId(`dispatch-job-${booking.id}`)).toBeVisible();
    await expect(card).toHaveCount(0);

    // its panel and its page name the technician
    await column.getByTestId(`dispatch-job-${booking.id}`).click();
    await expect(page.getByTestId("dispatch-job-technician")).toHaveText(IMRAN);
    await page.getByTestId("dispatch-job-open").click();
    await expect(page).toHaveURL(new RegExp(`/partner/appointments/show/${booking.id}$`));
    await expect(page.getByTestId("technician-name")).toHaveText(IMRAN);
    await expect(page.getByTestId("booking-status").first()).toHaveText("Technician assigned");
  });
});
