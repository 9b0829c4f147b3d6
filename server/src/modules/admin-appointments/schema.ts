import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { flag, idList, text } from "../../lib/fields.js";
import { enumParam, intParam, pageParams, paginated, requiredIntParam, textParam } from "../../lib/query.js";
import {
  BOOKING_STATUS_VALUES,
  bookingDetailsSchema,
  completionReportSchema as bookingReportSchema,
  optionalDateField,
  quotationSchema,
  requiredEnum,
} from "../bookings/schema.js";
import { technicianSchema } from "../team/schema.js";

/** Zod schemas of the admin appointments endpoints (queries, bodies, answers). */

/** A required trimmed text of 1..max characters. */
const requiredText = (field: string, max: number) => text(field, max);

export const idParams = z.object({ id: requiredIntParam("id") });
const sortVal = enumParam("sortVal", ["asc", "desc"] as const);

// ---- queries ----

export const BOOKING_SORT_KEYS = ["id", "number", "scheduled_at", "created_at", "total", "status"] as const;
export const bookingListQuery = z.object({
  ...pageParams,
  status: enumParam("status", BOOKING_STATUS_VALUES).describe("One status (the tabs); absent: every status"),
  search: textParam("search", 100).describe("Booking number, customer name, email or phone, partner name"),
  partner_id: intParam("partner_id"),
  customer_id: intParam("customer_id"),
  technician_id: intParam("technician_id"),
  payment_status: enumParam("payment_status", ["pending", "paid", "cash", "refunded", "failed"] as const),
  service_id: intParam("service_id").describe("Bookings with this service among their items"),
  job_type_id: intParam("job_type_id").describe(
    "Bookings with a service of this job type among their items (issue 18a)",
  ),
  area_id: intParam("area_id").describe("Bookings at an address in a community of this area"),
  community_id: intParam("community_id").describe("Bookings at an address in this community"),
  date_from: optionalDateField("date_from").describe("Slot on or after this date (Asia/Dubai)"),
  date_to: optionalDateField("date_to").describe("Slot on or before this date (Asia/Dubai)"),
  sortKey: enumParam("sortKey", BOOKING_SORT_KEYS),
  sortVal,
});
export type AdminBookingListQuery = z.infer<typeof bookingListQuery>;

export const REASSIGNMENT_STATUSES = ["pending", "approved", "rejected"] as const;
export const reassignmentListQuery = z.object({
  ...pageParams,
  status: enumParam("status", REASSIGNMENT_STATUSES),
  partner_id: intParam("partner_id"),
  booking_id: intParam("booking_id"),
  search: textParam("search", 100).describe("Booking number, technician or customer name"),
  sortKey: enumParam("sortKey", ["id", "created_at", "updated_at", "status"] as const),
  sortVal,
});
export type ReassignmentListQuery = z.infer<typeof reassignmentListQuery>;

export const technicianListQuery = z.object({ partner_id: requiredIntParam("partner_id") });

export const QUOTATION_STATUSES = ["pending", "accepted", "declined", "expired"] as const;
export const quotationListQuery = z.object({
  ...pageParams,
  status: enumParam("status", QUOTATION_STATUSES),
  partner_id: intParam("partner_id"),
  booking_id: intParam("booking_id"),
  search: textParam("search", 100).describe("Quotation or booking number, customer name, title"),
  sortKey: enumParam("sortKey", ["id", "created_at", "total", "valid_until", "status"] as const),
  sortVal,
});
export type AdminQuotationListQuery = z.infer<typeof quotationListQuery>;

export const reportListQuery = z.object({
  ...pageParams,
  partner_id: intParam("partner_id"),
  booking_id: intParam("booking_id"),
  signoff: flag("signoff", false).describe("1: signed off by the customer, 0: not signed"),
  search: textParam("search", 100).describe("Booking number, customer or technician name, notes"),
  date_from: optionalDateField("date_from"),
  date_to: optionalDateField("date_to"),
  sortKey: enumParam("sortKey", ["id", "created_at"] as const),
  sortVal,
});
export type ReportListQuery = z.infer<typeof reportListQuery>;

export const reviewListQuery = z.object({
  ...pageParams,
  rating: intParam("rating", 1, 5),
  is_visible: flag("is_visible", false),
  partner_id: intParam("partner_id"),
  service_id: intParam("service_id"),
  replied: flag("replied", false).describe("1: with a staff reply, 0: without"),
  search: textParam("search", 100).describe("Customer name, comment, partner or service name"),
  sortKey: enumParam("sortKey", ["id", "created_at", "rating"] as const),
  sortVal,
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

export const availabilityQuery = z.object({
  partner_id: requiredIntParam("partner_id").meta({ example: 1 }),
  from: optionalDateField("from").describe("First day of the load strip (default today, Asia/Dubai)"),
  days: intParam("days", 1, 31).describe("Days in the load strip (1-31, default 14)"),
});

// ---- bodies ----

export const bulkStatusBody = z.object({
  ids: idList("ids", 1, 100),
  status: requiredEnum("status", BOOKING_STATUS_VALUES),
  note: textParam("note", 500),
});

export const approveBody = z.object({
  new_technician_id: intParam("new_technician_id").describe(
    "Another technician of the booking's partner (or give new_partner_id)",
  ),
  new_partner_id: intParam("new_partner_id").describe(
    "Another partner serving the booking's area with its slot free (admin/reassignment/eligible-partners/{id})",
  ),
  note: textParam("note", 500),
});

export const rejectBody = z.object({ note: requiredText("note", 500) });

export const visibilityBody = z.object({
  ids: idList("ids", 1, 500),
  is_visible: flag("is_visible"),
});

export const replyBody = z.object({ reply: requiredText("reply", 1000) });

// ---- answers ----

const person = z.object({ id: z.number().int(), name: z.string() });
const contact = person.extend({ email: z.string().nullable(), phone: z.string().nullable() });
const named = { name: z.string(), name_en: z.string(), name_ar: z.string() };

export const adminBookingSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    status: z.enum(BOOKING_STATUS_VALUES),
    status_label: z.string(),
    payment_status: z.string(),
    payment_method: z.string().nullable(),
    scheduled_at: z.string(),
    scheduled_end: z.string(),
    duration_minutes: z.number().int(),
    total: z.number().describe("AED, VAT included"),
    partner_id: z.number().int(),
    technician_id: z.number().int().nullable(),
    customer: contact,
    partner: z.object({ id: z.number().int(), ...named }),
    technician: person.nullable(),
    address_text: z.string(),
    services: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
    pending_reassignment: z.boolean(),
    created_at: z.string(),
    package: z
      .object({
        id: z.number().int(),
        ...named,
        subscription_id: z.number().int(),
        subscription_number: z.string(),
      })
      .nullable()
      .optional()
      .describe("A package visit (issue 16): its package and subscription; null for a service booking"),
  })
  .meta({ id: "AdminBooking" });

export const bookingListResponse = envelope(
  paginated(adminBookingSchema).extend({
    status_counts: z
      .record(z.string(), z.number().int())
      .describe("Bookings per status under the other filters (for the status tabs); `all` is their sum"),
  }),
);

export const reassignmentSchema = z
  .object({
    id: z.number().int(),
    booking: z.object({
      id: z.number().int(),
      number: z.string(),
      status: z.string(),
      status_label: z.string(),
      scheduled_at: z.string(),
      partner: person,
      customer: person,
      technician: person.nullable().describe("The booking's technician now"),
    }),
    technician: person.nullable().describe("The technician the request is about (the booking's when it was asked)"),
    new_technician: person.nullable(),
    requested_by: person.nullable().describe("Who asked: a partner user acting for its technician (null: seeded)"),
    partner: person.describe("The partner that asked"),
    new_partner: person.nullable().describe("The partner Khidma handed the booking to, when approved that way"),
    reason: z.string(),
    status: z.enum(REASSIGNMENT_STATUSES),
    resolution_note: z.string().nullable(),
    resolved_by: person.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "ReassignmentRequest" });

export const reassignmentResponse = envelope(reassignmentSchema);
export const reassignmentListResponse = envelope(paginated(reassignmentSchema));

/** One technician: the same row as partner/technician/list (server/src/modules/team/schema.ts). */
export { technicianSchema };
export const technicianListResponse = envelope(z.array(technicianSchema));

export const adminQuotationSchema = quotationSchema
  .extend({
    customer: person,
    booking_status: z.string(),
    booking_status_label: z.string(),
  })
  .meta({ id: "AdminQuotation" });
export const quotationListResponse = envelope(paginated(adminQuotationSchema));

export const completionReportSchema = z
  .object({
    id: z.number().int(),
    booking: z.object({
      id: z.number().int(),
      number: z.string(),
      status: z.string(),
      status_label: z.string(),
      scheduled_at: z.string(),
      completed_at: z.string().nullable(),
      total: z.number(),
    }),
    partner: person,
    customer: person,
    technician: person.nullable(),
    notes: z.string(),
    photos: z.array(z.string()).describe("Every photo: before, then after"),
    ...bookingReportSchema.pick({
      before_photos: true,
      after_photos: true,
      checklist: true,
      minutes_on_site: true,
      started_at: true,
      ended_at: true,
    }).shape,
    customer_signoff: z.boolean(),
    signed_by: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "CompletionReport" });
export const reportListResponse = envelope(paginated(completionReportSchema));

export const adminBookingDetailsSchema = bookingDetailsSchema
  .extend({
    customer: contact,
    technician: contact.nullable(),
    history: z.array(
      z.object({
        id: z.number().int(),
        status: z.string(),
        status_label: z.string(),
        note: z.string().nullable(),
        actor: person.nullable(),
        created_at: z.string(),
      }),
    ),
    next_statuses: z.array(z.enum(BOOKING_STATUS_VALUES)).describe("Statuses the booking may move to now"),
    reassignment_requests: z.array(reassignmentSchema),
    order: z
      .object({
        id: z.number().int(),
        number: z.string(),
        status: z.string(),
        payment_method: z.string(),
        total: z.number(),
        paid_at: z.string().nullable(),
      })
      .nullable(),
    payments: z.array(
      z.object({
        id: z.number().int(),
        gateway: z.string(),
        status: z.string(),
        amount: z.number(),
        reference: z.string().nullable(),
        card_brand: z.string().nullable(),
        card_last4: z.string().nullable(),
        failure_message: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  })
  .meta({ id: "AdminBookingDetails" });
export const bookingDetailsResponse = envelope(adminBookingDetailsSchema);

export const bulkStatusResponse = envelope(
  z.object({
    updated: z.array(z.number().int()),
    failed: z.array(z.object({ id: z.number().int(), message: z.string() })),
  }),
);

export const reviewSchema = z
  .object({
    id: z.number().int(),
    partner: person,
    service: person.nullable(),
    user_id: z.number().int().nullable(),
    customer_name: z.string(),
    rating: z.number().int(),
    comment: z.string(),
    is_visible: z.boolean(),
    reply: z.string().nullable(),
    replied_at: z.string().nullable(),
    replied_by: person.nullable(),
    created_at: z.string(),
    partner_reply: z
      .string()
      .nullable()
      .describe("The partner's own reply (partner/review/reply), apart from Khidma's"),
    partner_replied_at: z.string().nullable(),
    partner_replied_by: person.nullable(),
    technician_rating: z.number().int().nullable().describe("1 to 5, null when the technician was not rated"),
    booking: z.object({ id: z.number().int(), number: z.string() }).nullable().describe("The booking rated"),
  })
  .meta({ id: "AdminReview" });
export const reviewResponse = envelope(reviewSchema);
export const reviewListResponse = envelope(paginated(reviewSchema));
export const visibilityResponse = envelope(
  z.object({
    ids: z.array(z.number().int()),
    is_visible: z.boolean(),
    partners: z.array(z.object({ id: z.number().int(), average_rating: z.number(), rating_count: z.number().int() })),
  }),
);

export const availabilitySchema = z
  .object({
    partner: z.object({ id: z.number().int(), ...named, status: z.string() }),
    timezone: z.string(),
    working_hours: z.array(
      z.object({
        weekday: z.number().int().describe("0 = Sunday ... 6 = Saturday"),
        opens_at: z.string().nullable(),
        closes_at: z.string().nullable(),
        is_closed: z.boolean(),
        capacity: z.number().int().describe("Parallel appointments (teams) when the partner has no technicians"),
        breaks: z.array(z.object({ starts_at: z.string(), ends_at: z.string() })),
        technicians_on_shift: z.number().int().describe("Active technicians working that weekday (own week or this)"),
      }),
    ),
    holidays: z.array(
      z
        .object({
          date: z.string().describe("First day of it from `from`"),
          start_date: z.string(),
          end_date: z.string().describe("Inclusive"),
          ...named,
          scope: z
            .enum(["public", "partner", "technician"])
            .describe("partner: the whole company; technician: days off"),
          technician_ids: z.array(z.number().int()),
          is_tentative: z.boolean().describe("A public holiday awaiting the moon sighting"),
        })
        .describe("Overlapping `from` .. 90 days: the partner's ranges and the public holidays it closes on"),
    ),
    technicians: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        colour: z.string(),
        own_week: z.boolean(),
        weekdays: z.array(z.number().int()).describe("Weekdays on shift"),
      }),
    ),
    load: z.array(
      z.object({
        date: z.string(),
        weekday: z.number().int(),
        closed: z.boolean(),
        closed_reason: z.enum(["holiday", "closed", "past"]).nullable(),
        holiday_name: z.string().nullable(),
        bookings: z.number().int(),
        booked_minutes: z.number().int(),
        capacity_minutes: z
          .number()
          .int()
          .describe("Technicians' shifts less breaks, or open hours less breaks x teams"),
        utilisation: z.number().describe("booked / capacity minutes (0..1+, 2 decimals)"),
        slots_total: z.number().int().describe("Hourly one-hour slots offered that day"),
        slots_free: z.number().int().describe("Of those, still bookable now"),
      }),
    ),
    totals: z.object({
      bookings: z.number().int(),
      booked_minutes: z.number().int(),
      capacity_minutes: z.number().int(),
    }),
  })
  .meta({ id: "PartnerAvailability" });
export const availabilityResponse = envelope(availabilitySchema);
