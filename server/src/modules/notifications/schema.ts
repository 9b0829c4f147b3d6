import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { boolParam, pageParams, paginated, requiredIntParam } from "../../lib/query.js";

export const notificationSchema = z
  .object({
    id: z.number().int(),
    type: z.string().describe("booking-status | payment | quotation | wallet | loyalty | package"),
    title: z.string(),
    title_en: z.string(),
    title_ar: z.string(),
    body: z.string(),
    body_en: z.string(),
    body_ar: z.string(),
    link: z.string().nullable().describe("SPA path, e.g. /bookings/12"),
    read: z.boolean(),
    read_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "Notification" });

export const notificationListQuery = z.object({
  ...pageParams,
  unread: boolParam("unread").describe("1: only unread ones"),
  unread_first: boolParam("unread_first").describe("1: unread ones first (each part newest first)"),
});
export const notificationParams = z.object({ id: requiredIntParam("id") });
export const notificationListResponse = envelope(
  paginated(notificationSchema)
    .extend({ unread_count: z.number().int().describe("The caller's unread notifications, whatever the filters") })
    .meta({ id: "NotificationPage" }),
);
export const notificationResponse = envelope(notificationSchema);
export const countResponse = envelope(z.object({ count: z.number().int() }));
