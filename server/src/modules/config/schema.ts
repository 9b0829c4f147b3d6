import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { BOOLEAN_REQUIRED, NUMBER_TYPE, OBJECT_TYPE, TEXT_TYPE } from "./messages.js";

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

export const DATE_FORMATS = ["DD-MM-YYYY", "DD/MM/YYYY", "YYYY-MM-DD", "MM/DD/YYYY", "D MMM YYYY"] as const;
export const TIME_FORMATS = ["hh:mm A", "HH:mm"] as const;
export const PAYOUT_CYCLES = ["weekly", "monthly"] as const;
/** master_setting links: empty (null) or an http(s) URL. */
export const MASTER_URLS = [
  "app_store_url",
  "play_store_url",
  "facebook_url",
  "instagram_url",
  "x_url",
  "linkedin_url",
] as const;

const text = z.string().nullable();
const link = () => text.optional().describe("An http(s) URL, or null");

/** master_setting: what get-configurations serves to every token (the storefront's footer, contact links). */
export const masterSettingData = z
  .object({
    company_name: text.optional(),
    support_email: text.optional().describe("An e-mail address (the storefront footer's support address)"),
    support_phone: text.optional().describe("Phone-like text: digits, spaces, + - ( ), 7 to 20 characters"),
    whatsapp: text.optional().describe("Phone-like text, or null"),
    address: text.optional().describe("Khidma's legal address in English (pricing_and_taxes.legal_address_en)"),
    address_ar: text.optional().describe("Khidma's legal address in Arabic (pricing_and_taxes.legal_address_ar)"),
    trn: text.optional().describe("Khidma's TRN, 15 digits (pricing_and_taxes.trn)"),
    app_store_url: link(),
    play_store_url: link(),
    facebook_url: link(),
    instagram_url: link(),
    x_url: link(),
    linkedin_url: link(),
  })
  .catchall(z.unknown())
  .meta({ id: "MasterSetting" });

const cancellationData = z
  .object({
    free_hours: z.number(),
    late_hours: z.number(),
    late_percent: z.number(),
    very_late_percent: z.number(),
    missed_percent: z.number(),
  })
  .describe(
    "Cancellation and reschedule fee tiers: free from free_hours before the slot; late_percent of the price from " +
      "then until late_hours before; very_late_percent inside late_hours; missed_percent for a no-show",
  );

export const settingsData = z
  .object({
    default_date_format: z.string().describe(DATE_FORMATS.join(" | ")),
    default_time_format: z.string().describe(TIME_FORMATS.join(" | ")),
    timezone: z.string(),
    currency: z.string(),
    pricing_and_taxes: z.object({
      vat_percentage: z.number().describe("VAT rate (percent) of new carts and orders; an order keeps its own"),
      prices_include_vat: z.boolean(),
      currency: z.string(),
      trn: z.string().nullable().describe("Khidma's TRN (15 digits) on invoices"),
      legal_address_en: z.string().nullable().describe("Khidma's legal address on invoices (English)"),
      legal_address_ar: z.string().nullable().describe("Khidma's legal address on invoices (Arabic)"),
    }),
    loyalty: z.object({
      points_per_aed: z.number(),
      aed_per_point: z.number(),
      min_redeem_points: z.number().optional(),
    }),
    cancellation: cancellationData,
    payout_cycle: z.enum(PAYOUT_CYCLES).describe("weekly: cut-off the last Monday 00:00; monthly: the 1st 00:00"),
    payout_hold_days: z.number().int().describe("Days a ledger line stays pending before a payout (0-60)"),
    default_commission_percent: z.number().describe("The default commission rate in force now (percent)"),
    master_setting: masterSettingData,
  })
  .catchall(z.unknown())
  .meta({ id: "Settings" });

const num = z.number({ error: NUMBER_TYPE }).nullable().optional();
const str = () => z.string({ error: TEXT_TYPE }).nullable().optional();
const nested = { error: OBJECT_TYPE };

/**
 * `settings/update`: a partial body shaped like GET settings; nested objects merge key by key with the saved value,
 * then the merged whole is validated (422 with dotted field keys, nothing saved). timezone and currency are fixed.
 */
export const settingsUpdateBody = z
  .object({
    default_date_format: str().describe(DATE_FORMATS.join(" | ")),
    default_time_format: str().describe(TIME_FORMATS.join(" | ")),
    pricing_and_taxes: z
      .object(
        {
          vat_percentage: num.describe("0-100"),
          prices_include_vat: z.boolean({ error: BOOLEAN_REQUIRED }).nullable().optional(),
          trn: str().describe("15 digits"),
          legal_address_en: str(),
          legal_address_ar: str(),
        },
        nested,
      )
      .optional(),
    loyalty: z.object({ points_per_aed: num, aed_per_point: num, min_redeem_points: num }, nested).optional(),
    cancellation: z
      .object(
        {
          free_hours: num,
          late_hours: num,
          late_percent: num,
          very_late_percent: num,
          missed_percent: num,
        },
        nested,
      )
      .optional()
      .describe(
        "Integers; free_hours > late_hours >= 0; 0 <= late_percent <= very_late_percent <= missed_percent <= 100",
      ),
    payout_cycle: str().describe(PAYOUT_CYCLES.join(" | ")),
    payout_hold_days: num.describe("0-60"),
    default_commission_percent: num.describe("0-100; saving a new value adds a default commission rate from today"),
    master_setting: z
      .object(
        {
          company_name: str(),
          support_email: str(),
          support_phone: str(),
          whatsapp: str(),
          address: str(),
          address_ar: str(),
          app_store_url: str(),
          play_store_url: str(),
          facebook_url: str(),
          instagram_url: str(),
          x_url: str(),
          linkedin_url: str(),
        },
        nested,
      )
      .optional(),
  })
  .meta({ id: "SettingsUpdateBody" });
export type SettingsUpdateBody = z.infer<typeof settingsUpdateBody>;

export const configurationsResponse = envelope(configurationsData);
export const settingsResponse = envelope(settingsData).meta({ id: "SettingsResponse" });
