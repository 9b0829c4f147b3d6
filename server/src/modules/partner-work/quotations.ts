import type { BookingStatus, Database } from "../../db/database.js";
import { dubaiDate } from "../../lib/dubai.js";
import { fieldError } from "../../lib/errors.js";
import { aedText } from "../../lib/money.js";
import { inTx } from "../../lib/tx.js";
import { HISTORY_NOTES } from "../bookings/history-notes.js";
import type { QuotationLine } from "../bookings/repo.js";
import { addDays, addHistory } from "../bookings/service.js";
import { notify } from "../notifications/service.js";
import { partnerBooking } from "./access.js";
import { LINE_PHOTO_UNKNOWN, quoteNotWorking, VALID_UNTIL_PAST } from "./messages.js";
import type { QuotationFields } from "./schema.js";

/** Statuses a booking may be quoted in: the job is under way (issue 16). */
export const QUOTABLE: BookingStatus[] = ["technician-assigned", "on-the-way", "in-progress"];
export const DEFAULT_VALID_DAYS = 7;

const padded = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, "0")}`;

export interface CreateQuotationInput {
  partnerId: number;
  userId: number;
  fields: QuotationFields;
  /** Photos of the quotation as a whole. */
  photos: string[];
  /** A line's own photos, by line index (checked against the lines: 422 on `lines.{i}.photos`). */
  linePhotos: Map<number, string[]>;
  now?: Date;
}

/**
 * A quotation for extra work found on site, from the booking's partner: its own booking only (404 otherwise), while
 * the job is under way (technician assigned, on the way or in progress; 422 on `booking_id` saying why); lines with
 * VAT-inclusive unit prices, the total computed here in fils (the VAT share is `round(total x r/(100 + r))` at the saved rate r, shown by the
 * views), valid through `valid_until` or `valid_days` from today (default 7, Asia/Dubai), a `QT-000123` number. A
 * history note on the booking and a notification to the customer (link `/quotation/{id}`). One transaction.
 */
export async function createQuotation(db: Database, input: CreateQuotationInput): Promise<number> {
  const { fields, partnerId, userId } = input;
  const now = input.now ?? new Date();
  return inTx(db, async (trx) => {
    const b = await partnerBooking(trx, fields.booking_id, partnerId);
    if (!QUOTABLE.includes(b.status)) throw fieldError("booking_id", quoteNotWorking(b.status));
    for (const index of input.linePhotos.keys())
      if (index >= fields.lines.length) throw fieldError(`lines.${index}.photos`, LINE_PHOTO_UNKNOWN);

    const today = dubaiDate(now);
    let validUntil = addDays(today, fields.valid_days ?? DEFAULT_VALID_DAYS);
    if (fields.valid_until) {
      if (fields.valid_until < today) throw fieldError("valid_until", VALID_UNTIL_PAST);
      validUntil = fields.valid_until;
    }
    const lines: QuotationLine[] = fields.lines.map((l, i) => {
      const en = l.description_en ?? l.description ?? l.description_ar ?? "";
      const ar = l.description_ar ?? l.description ?? l.description_en ?? "";
      return {
        description_en: en,
        description_ar: ar,
        quantity: l.quantity,
        unit_price_fils: Math.round(l.unit_price * 100),
        photos: input.linePhotos.get(i) ?? [],
      };
    });
    const totalFils = lines.reduce((sum, l) => sum + l.quantity * l.unit_price_fils, 0);
    const at = now.toISOString();
    const { id } = await trx
      .insertInto("quotations")
      .values({
        number: `QT-TMP-${b.id}-${at}`,
        booking_id: b.id,
        partner_id: partnerId,
        title_en: fields.title_en ?? fields.title ?? fields.title_ar ?? "Extra work",
        title_ar: fields.title_ar ?? fields.title ?? fields.title_en ?? "أعمال إضافية",
        lines: JSON.stringify(lines),
        total_fils: totalFils,
        status: "pending",
        valid_until: validUntil,
        order_id: null,
        decline_reason: null,
        responded_at: null,
        photos: JSON.stringify(input.photos),
        created_by: userId,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const number = padded("QT", id);
    await trx.updateTable("quotations").set({ number }).where("id", "=", id).execute();
    await addHistory(trx, b.id, b.status, HISTORY_NOTES.quotationSent(number, totalFils), userId, at);
    const partner = await trx
      .selectFrom("partners")
      .select(["name_en", "name_ar"])
      .where("id", "=", partnerId)
      .executeTakeFirstOrThrow();
    await notify(trx, {
      userId: b.user_id,
      type: "quotation",
      title_en: `New quotation ${number} for booking ${b.number}`,
      title_ar: `عرض سعر جديد ${number} للحجز ${b.number}`,
      body_en: `${partner.name_en} quoted AED ${aedText(totalFils)} for extra work, valid until ${validUntil}. Approve or decline it.`,
      body_ar: `قدّم ${partner.name_ar} عرض سعر بقيمة ${aedText(totalFils)} درهم لأعمال إضافية، صالح حتى ${validUntil}. وافق عليه أو ارفضه.`,
      link: `/quotation/${id}`,
    });
    return id;
  });
}
