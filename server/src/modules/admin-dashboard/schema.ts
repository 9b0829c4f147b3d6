import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { intParam } from "../../lib/query.js";
import { INVALID_FROM, INVALID_TO } from "./messages.js";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date `YYYY-MM-DD` (2026-02-30 is not one). */
export const isCalendarDate = (s: string) => {
  if (!DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

const dateParam = (message: string) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : Array.isArray(v) ? v[0] : v),
    z
      .string({ error: message })
      .refine((s) => isCalendarDate(s), message)
      .optional(),
  );

export const dashboardQuery = z.object({
  from: dateParam(INVALID_FROM).describe("First day (Asia/Dubai), YYYY-MM-DD; default: 29 days before `to`"),
  to: dateParam(INVALID_TO).describe("Last day (Asia/Dubai), YYYY-MM-DD, inclusive; default: today"),
  top: intParam("top", 1, 20).describe("How many top categories and packages (default 5)"),
});

const money = z.number().describe("AED, 2 decimals");

export const dashboardData = z.object({
  range: z.object({
    from: z.string(),
    to: z.string(),
    days: z.number().int(),
    timezone: z.literal("Asia/Dubai"),
  }),
  currency: z.literal("AED"),
  bookings: z.object({
    total: z.number().int().describe("Bookings created in the range"),
    by_status: z.array(z.object({ status: z.string(), label: z.string(), count: z.number().int() })),
  }),
  revenue: z.object({
    total: money.describe("Paid orders in the range (by paid_at), VAT included; wallet top-ups excluded"),
    vat: money,
    net: money.describe("total - vat"),
    orders: z.number().int(),
    by_kind: z.array(z.object({ kind: z.string(), orders: z.number().int(), total: money })),
  }),
  partners: z.object({
    new: z.number().int().describe("Partner profiles created in the range"),
    active: z.number().int().describe("Active partner profiles now"),
  }),
  applications: z.object({
    pending: z.number().int().describe("submitted + under-review, now"),
    submitted: z.number().int(),
    under_review: z.number().int(),
  }),
  top_categories: z.array(z.object({ id: z.number().int(), name: z.string(), bookings: z.number().int() })),
  series: z
    .array(z.object({ date: z.string(), bookings: z.number().int(), revenue: money }))
    .describe("One entry per day of the range (zeros included)"),
  packages: z.object({
    sold: z.number().int().describe("Paid package orders in the range"),
    revenue: money,
    top: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        partner_name: z.string(),
        sold: z.number().int(),
        revenue: money,
      }),
    ),
  }),
  previous: z
    .object({
      from: z.string(),
      to: z.string(),
      bookings: z.number().int().describe("As bookings.total"),
      revenue: money.describe("As revenue.total"),
      vat: money.describe("As revenue.vat"),
      net: money.describe("As revenue.net"),
      orders: z.number().int().describe("As revenue.orders"),
      new_partners: z.number().int().describe("As partners.new"),
      packages_sold: z.number().int().describe("As packages.sold"),
      packages_revenue: money.describe("As packages.revenue"),
    })
    .describe(
      "The same figures for the previous period of the same length (the days just before `from`), for the change " +
        "shown on each card",
    ),
});

export type DashboardData = z.infer<typeof dashboardData>;

export const dashboardResponse = envelope(dashboardData);
