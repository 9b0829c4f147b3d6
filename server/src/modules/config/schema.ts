import { z } from "zod";
import { envelope } from "../../lib/envelope.js";

export const statusSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  display_name_ar: z.string(),
});

export const configurationsData = z.object({
  configurations: z.record(z.string(), z.unknown()).meta({
    example: { app_name: "Khidma", currency: "AED", country: "AE", timezone: "Asia/Dubai", vat_percentage: 5 },
  }),
  statuses: z.record(z.string(), z.array(statusSchema)).describe("Statuses grouped by type (booking, package, ...)"),
  master_setting: z.record(z.string(), z.unknown()).meta({ example: { support_email: "support@khidma.ae" } }),
});

export const settingsData = z
  .object({
    default_date_format: z.string(),
    default_time_format: z.string(),
    timezone: z.string(),
    currency: z.string(),
    pricing_and_taxes: z.object({
      vat_percentage: z.number(),
      prices_include_vat: z.boolean(),
      currency: z.string(),
    }),
    loyalty: z.object({
      points_per_aed: z.number(),
      aed_per_point: z.number(),
      min_redeem_points: z.number().optional(),
    }),
    cancellation: z
      .object({
        free_hours: z.number(),
        late_hours: z.number(),
        late_percent: z.number(),
        very_late_percent: z.number(),
        missed_percent: z.number(),
      })
      .optional()
      .describe("Cancellation and reschedule fee tiers: free from free_hours before the slot, then late_percent, ..."),
  })
  .catchall(z.unknown());

export const configurationsResponse = envelope(configurationsData);
export const settingsResponse = envelope(settingsData);
