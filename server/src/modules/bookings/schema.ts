import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { toNumber } from "../../lib/fields.js";
import {
  enumParam,
  fieldLabel,
  intParam,
  pageParams,
  paginated,
  requiredIntParam,
  textParam,
} from "../../lib/query.js";
import { orderSchema } from "../orders/schema.js";
import { bookingReviewSchema } from "../reviews/schema.js";
import { isValidDate } from "./service.js";

export const BOOKING_STATUS_VALUES = [
  "requested",
  "confirmed",
  "technician-assigned",
  "on-the-way",
  "in-progress",
  "completed",
  "cancelled",
  "declined",
  "no-show",
] as const;

export const dateMessage = (field: string) => `The ${fieldLabel(field)} must be a date in the format YYYY-MM-DD.`;
export const timeMessage = (field: string) => `The ${fieldLabel(field)} must be a time in the format HH:mm.`;

const blank = (v: unknown) => (v === "" || v === null ? undefined : Array.isArray(v) ? v[0] : v);

const required = (field: string) => (v: unknown, ctx: z.RefinementCtx) => {
  const value = blank(v);
  if (value === undefined) {
    ctx.addIssue({ code: "custom", message: `The ${fieldLabel(field)} field is required.`, input: v });
    return z.NEVER;
  }
  return typeof value === "string" ? value.trim() : value;
};

/** `YYYY-MM-DD` (required, or optional). */
export const dateField = (field: string) =>
  z.preprocess(
    required(field),
    z
      .string({ error: dateMessage(field) })
      .refine(isValidDate, dateMessage(field))
      .meta({ example: "2026-03-15" }),
  );
export const optionalDateField = (field: string) =>
  z.preprocess(
    blank,
    z
      .string({ error: dateMessage(field) })
      .refine(isValidDate, dateMessage(field))
      .optional()
      .meta({ example: "2026-03-15" }),
  );

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
export const timeField = (field: string) =>
  z.preprocess(
    required(field),
    z
      .string({ error: timeMessage(field) })
      .regex(TIME_RE, timeMessage(field))
      .meta({ example: "10:00" }),
  );
export const optionalTimeField = (field: string) =>
  z.preprocess(
    blank,
    z
      .string({ error: timeMessage(field) })
      .regex(TIME_RE, timeMessage(field))
      .optional()
      .meta({ example: "10:00" }),
  );

/** A required value from a fixed list. */
export const requiredEnum = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.preprocess(required(field), z.enum(values, { error: `The selected ${fieldLabel(field)} is invalid.` }));

/** A required amount in AED (0 or more). */
export const amountField = (field: string) =>
  z.preprocess(
    (v, ctx) => toNumber(required(field)(v, ctx)),
    z
      .number({ error: `The ${fieldLabel(field)} must be a number.` })
      .refine((v) => Number.isFinite(v), `The ${fieldLabel(field)} must be a number.`)
      .refine((v) => v >= 0, `The ${fieldLabel(field)} must be at least 0.`),
  );

// ---- queries and bodies ----

export const idParams = z.object({ id: requiredIntParam("id") });

export const timeSlotsQuery = z.object({
  partner_id: requiredIntParam("partner_id").meta({ example: 1 }),
  date: dateField("date"),
  duration_minutes: intParam("duration_minutes", 1, 1440).describe(
    "Default: the service's (service_id), else the caller's cart (at least 60)",
  ),
  service_id: intParam("service_id").describe(
    "A service of the partner: only technicians with its skill count. Default: the cart's services",
  ),
});

export const previewSlotsQuery = z.object({
  partner_id: intParam("partner_id").describe("Required for an internal caller; a partner's own by default"),
  date: dateField("date"),
  duration_minutes: intParam("duration_minutes", 1, 1440).describe("Default: the service's (service_id), else 60"),
  service_id: intParam("service_id").describe("A service of the partner: only technicians with its skill count"),
});

export const availableDatesQuery = z.object({
  partner_id: requiredIntParam("partner_id").meta({ example: 1 }),
  from: optionalDateField("from").describe("Default: today (Asia/Dubai)"),
  days: intParam("days", 1, 30).describe("1-30, default 14"),
  duration_minutes: intParam("duration_minutes", 1, 1440).describe(
    "Default: the service's (service_id), else the caller's cart (at least 60)",
  ),
  service_id: intParam("service_id").describe(
    "A service of the partner: only technicians with its skill count. Default: the cart's services",
  ),
});

export const bookingListQuery = z.object({
  ...pageParams,
  status: enumParam("status", [...BOOKING_STATUS_VALUES, "upcoming", "past"] as const),
  sortKey: enumParam("sortKey", ["scheduled_at", "created_at", "total", "number", "status"] as const),
  sortVal: enumParam("sortVal", ["asc", "desc"] as const),
});

export const bookingRequestFields = z.object({
  user_address_id: requiredIntParam("user_address_id"),
  date: dateField("date"),
  time: timeField("time"),
  payment_method: requiredEnum("payment_method", ["card", "wallet", "cash"] as const),
  notes: textParam("notes", 1000),
  coupon_code: textParam("coupon_code", 50),
});
export type BookingRequestFields = z.infer<typeof bookingRequestFields>;

export const cancelBody = z.object({
  reason: textParam("reason", 500),
  expected_fee: amountField("expected_fee").describe("The fee (AED) the customer was shown (cancel-preview)"),
});

export const reschedulePreviewQuery = z.object({
  date: optionalDateField("date"),
  time: optionalTimeField("time"),
});

/** A card field: text or a number (the fee's card payment checks it); anything else gets a translated message. */
const cardField = (field: string) =>
  z.preprocess(
    blank,
    z.union([z.string(), z.number()], { error: `The ${fieldLabel(field)} must be a string.` }).optional(),
  );
export const rescheduleBody = z.object({
  date: dateField("date"),
  time: timeField("time"),
  expected_fee: amountField("expected_fee").describe("The fee (AED) the customer was shown (reschedule-preview)"),
  payment_method: enumParam("payment_method", ["wallet", "card"] as const).describe(
    "How to pay a fee (default wallet)",
  ),
  card_number: cardField("card_number").describe("Card fields, when paying the fee by card"),
  exp_month: cardField("exp_month"),
  exp_year: cardField("exp_year"),
  cvc: cardField("cvc"),
  card_name: cardField("card_name"),
});
export type RescheduleBody = z.infer<typeof rescheduleBody>;

export const quotationListQuery = z.object({
  ...pageParams,
  booking_id: intParam("booking_id"),
  status: enumParam("status", ["pending", "accepted", "declined", "expired"] as const),
});

export const acceptQuotationBody = z.object({
  payment_method: enumParam("payment_method", ["card", "wallet", "cash"] as const).describe(
    "Default: how the booking is paid (cash only for a cash booking: it is collected with the booking's cash)",
  ),
});

export const declineQuotationBody = z.object({ reason: textParam("reason", 500) });

export const changeStatusBody = z.object({
  status: requiredEnum("status", BOOKING_STATUS_VALUES),
  note: textParam("note", 500),
  technician_id: intParam("technician_id"),
});

// ---- answers ----

export const timeSlotsSchema = z
  .object({
    date: z.string(),
    partner_id: z.number().int(),
    timezone: z.literal("Asia/Dubai"),
    duration_minutes: z.number().int(),
    closed: z.boolean(),
    closed_reason: z.enum(["holiday", "closed", "past"]).nullable(),
    holiday_name: z.string().nullable(),
    slots: z.array(
      z.object({
        start: z.string().describe("ISO UTC"),
        end: z.string(),
        time: z.string().describe("HH:mm, Asia/Dubai"),
        label: z.string().describe("09:00 AM"),
        available: z.boolean(),
        free: z
          .number()
          .int()
          .describe("How many more bookings the slot takes now: technicians (or teams) still free; 0 when too soon"),
      }),
    ),
  })
  .meta({ id: "TimeSlots" });

export const availableDatesSchema = z
  .object({
    dates: z.array(
      z.object({
        date: z.string(),
        available: z.boolean(),
        reason: z.enum(["holiday", "closed", "past", "full"]).nullable(),
        holiday_name: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "AvailableDates" });

export const feePreviewSchema = z
  .object({
    booking_id: z.number().int(),
    action: z.enum(["cancel", "reschedule"]),
    hours_before: z.number().describe("1 decimal; negative once the slot has started"),
    fee_percent: z.number(),
    fee: z.number(),
    total: z.number(),
    refund: z.number().describe("cancel: back to the wallet"),
    paid: z.number(),
    rule: z.enum(["free", "late", "very_late", "missed"]),
    new_scheduled_at: z.string().nullable().describe("reschedule: the new slot asked about"),
  })
  .meta({ id: "FeePreview" });

const named = { name: z.string(), name_en: z.string(), name_ar: z.string() };

export const quotationSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    booking_id: z.number().int(),
    booking_number: z.string(),
    partner: z.object({ id: z.number().int(), name: z.string() }),
    title: z.string(),
    title_en: z.string(),
    title_ar: z.string(),
    lines: z.array(
      z.object({
        description: z.string(),
        description_en: z.string(),
        description_ar: z.string(),
        quantity: z.number(),
        unit_price: z.number(),
        total: z.number(),
        photos: z.array(z.string()).describe("The line's photos (/uploads/...)"),
      }),
    ),
    total: z.number(),
    vat_amount: z.number(),
    status: z.enum(["pending", "accepted", "declined", "expired"]),
    valid_until: z.string(),
    created_at: z.string(),
    responded_at: z.string().nullable(),
    decline_reason: z.string().nullable(),
    order_id: z.number().int().nullable(),
    photos: z.array(z.string()).describe("Photos of the quotation as a whole (/uploads/...)"),
    order_status: z
      .enum(["pending", "paid", "failed", "cancelled", "refunded"])
      .nullable()
      .describe("Its order once accepted: pending (card not paid yet, or cash to collect), paid, ...; null before"),
    order_payment_method: z.enum(["card", "wallet", "cash"]).nullable().describe("How its order is paid"),
    booking_payment_method: z
      .enum(["card", "wallet", "cash"])
      .nullable()
      .describe("How the booking itself is paid: the default way to pay the quotation (cash only then)"),
  })
  .meta({ id: "Quotation" });

export const completionReportSchema = z
  .object({
    id: z.number().int(),
    notes: z.string(),
    photos: z.array(z.string()).describe("Every photo: before, then after"),
    before_photos: z.array(z.string()),
    after_photos: z.array(z.string()),
    checklist: z
      .array(
        z.object({
          key: z.string(),
          label: z.string(),
          label_en: z.string(),
          label_ar: z.string(),
          done: z.boolean(),
        }),
      )
      .describe("The services' included items, each done or not"),
    minutes_on_site: z.number().int().nullable(),
    started_at: z.string().nullable().describe("ISO UTC, when the partner gave start and end times"),
    ended_at: z.string().nullable(),
    customer_signoff: z.boolean(),
    signed_by: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "BookingCompletionReport" });

const bookingFields = {
  id: z.number().int(),
  number: z.string().describe("BK-000123"),
  status: z.enum(BOOKING_STATUS_VALUES),
  status_label: z.string(),
  payment_status: z.enum(["pending", "paid", "cash", "refunded", "failed"]),
  payment_method: z.enum(["card", "wallet", "cash"]).nullable(),
  scheduled_at: z.string().describe("Slot start, ISO UTC"),
  scheduled_end: z.string(),
  duration_minutes: z.number().int(),
  partner: z.object({
    id: z.number().int(),
    ...named,
    logo: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  services: z.array(
    z.object({
      service_id: z.number().int(),
      ...named,
      quantity: z.number().int(),
      unit_price: z.number(),
      total: z.number(),
    }),
  ),
  total: z.number(),
  address_text: z.string(),
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  can_cancel: z.boolean(),
  can_reschedule: z.boolean(),
  created_at: z.string(),
  package: z
    .object({
      id: z.number().int(),
      ...named,
      subscription_id: z.number().int(),
      subscription_number: z.string().describe("PK-000123"),
      visit_month: z.number().int().describe("The month of the subscription it counts against (0 = the first)"),
    })
    .nullable()
    .optional()
    .describe("A package visit (issue 16): the package and subscription it belongs to; null for a service booking"),
};

export const bookingSchema = z.object(bookingFields).meta({ id: "Booking" });

export const bookingDetailsSchema = z
  .object({
    ...bookingFields,
    timeline: z.array(
      z.object({ status: z.string(), status_label: z.string(), note: z.string().nullable(), created_at: z.string() }),
    ),
    technician: z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() }).nullable(),
    notes: z.string().nullable(),
    images: z.array(z.string()),
    quotations: z.array(quotationSchema),
    completion_report: completionReportSchema.nullable(),
    cancellation_fee: z.number().nullable(),
    cancel_reason: z.string().nullable(),
    cancelled_at: z.string().nullable(),
    completed_at: z.string().nullable(),
    reschedule_count: z.number().int(),
    invoice: z.object({ id: z.number().int(), number: z.string(), order_id: z.number().int() }).nullable(),
    review: bookingReviewSchema.nullable().describe("The customer's review of this booking; null until rated"),
    can_review: z
      .boolean()
      .describe("true: completed and not rated yet (POST customer/booking/review/{id}); no time limit"),
  })
  .meta({ id: "BookingDetails" });

export const timeSlotsResponse = envelope(timeSlotsSchema);
export const availableDatesResponse = envelope(availableDatesSchema);
export const feePreviewResponse = envelope(feePreviewSchema);
export const bookingListResponse = envelope(paginated(bookingSchema));
export const bookingDetailsResponse = envelope(bookingDetailsSchema);
export const quotationResponse = envelope(quotationSchema);
export const quotationListResponse = envelope(paginated(quotationSchema));
export const orderResponse = envelope(orderSchema);
