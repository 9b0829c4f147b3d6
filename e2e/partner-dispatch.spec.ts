import { type APIRequestContext, expect, test } from "@playwright/test";
import { ACCOUNTS, signIn } from "./support";

/**
 * Issue 16, the dispatch calendar: the demo customer books a Sparkle service (through the API, as the storefront
 * would) at a time the demo technician Imran Qureshi is on shift and free; the partner owner accepts it (API); on the
 * calendar of that day the owner drags the job from the unassigned list onto Imran's column, the job shows in his
 * column, and the booking's page names him.
 */
const API = "/api/v2";
const IMRAN = "Imran Qureshi";

async function tokenOf(request: APIRequestContext, who: "customer" | "partner") {
  const res = await request.post(`${API}/login`, {
    data: { email: ACCOUNTS[who].email, password: ACCOUNTS[who].password },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data.access_token as string;
}

function client(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async (url: string) => {
      const res = await request.get(`${API}/${url}`, { headers });
      expect(res.status(), await res.text()).toBe(200);
      return (await res.json()).data;
    },
    post: async (url: string, data: Record<string, unknown>) => {
      const res = await request.post(`${API}/${url}`, { headers, data });
      expect(res.status(), await res.text()).toBeLessThan(300);
      return (await res.json()).data;
    },
  };
}

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
  const customer = client(request, await tokenOf(request, "customer"));
  const partner = client(request, await tokenOf(request, "partner"));
  await customer.post("customer/clear-cart", {});
  const service = (await customer.get("mobile/service/list?partner_id=1&limit=1")).data[0] as { id: number };
  await customer.post("customer/add-to-cart", { service_id: service.id, quantity: 1 });
  const communities = (await customer.get("area/community/list?partner_id=1&limit=-1")).data as Array<{
    id: number;
    emirate_id: number;
  }>;
  const address = await customer.post("user-address/create", {
    label: "other",
    emirate_id: communities[0].emirate_id,
    community_id: communities[0].id,
    building: "Dispatch Tower",
    apartment_or_villa_number: "707",
    property_type: "apartment",
    property_size: "2br",
  });
  const { dates } = await customer.get("customer/booking/available-dates?partner_id=1&days=30");
  const open = (dates as Array<{ date: string; available: boolean }>).filter((d) => d.available).slice(12);
  expect(open.length).toBeGreaterThan(0);
  const calendar = (await partner.get(
    `partner/booking/calendar?from=${open[0].date}&to=${open[open.length - 1].date}`,
  )) as Calendar;
  const imran = calendar.technicians.find((t) => t.name === IMRAN);
  expect(imran).toBeDefined();
  const start = Math.floor(Math.random() * open.length);
  for (let i = 0; i < open.length; i++) {
    const date = open[(start + i) % open.length].date;
    const day = imran?.days.find((d) => d.date === date);
    if (!day?.on_shift || !day.opens_at || !day.closes_at) continue;
    const busy = calendar.jobs.filter((j) => j.technician_id === imran?.id && j.date === date);
    const { slots } = await customer.get(`customer/booking/time-slots?partner_id=1&date=${date}`);
    const slot = (slots as Array<{ time: string; end: string; available: boolean }>).find((s) => {
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
    if (!slot) continue;
    const order = await customer.post("customer/booking/request", {
      user_address_id: address.id,
      date,
      time: slot.time,
      payment_method: "cash",
      notes: "E2E dispatch: drag me onto Imran",
    });
    const id = order.booking_id as number;
    const booking = await customer.get(`customer/booking/details/${id}`);
    await partner.post(`partner/booking/accept/${id}`, {});
    return { id, number: booking.number as string, date, technicianId: imran?.id as number };
  }
  throw new Error("no free slot in Imran's shifts in the coming days");
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
