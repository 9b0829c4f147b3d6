import type { Database } from "../../db/database.js";
import { fieldError, uniqueViolationField } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { num } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import { HISTORY_NOTES } from "../bookings/history-notes.js";
import { changeBookingStatus, dubaiDateOf, dubaiInstant } from "../bookings/service.js";
import { partnerBooking } from "./access.js";
import {
  BAD_TIME,
  END_BEFORE_START,
  REPORT_EXISTS,
  reportNotInProgress,
  TIME_ON_SITE_REQUIRED,
  unknownChecklistItem,
} from "./messages.js";
import type { ReportFields } from "./schema.js";

const parseList = (text: string | null | undefined): string[] => {
  try {
    const v = JSON.parse(text ?? "[]");
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string" && x.trim() !== "") : [];
  } catch {
    return [];
  }
};

export interface ChecklistItem {
  key: string;
  label_en: string;
  label_ar: string;
}

/**
 * The checklist of a booking: the included items of its services (`services.includes_en/_ar`, once per service,
 * keys `s{service_id}-{n}`), or, when none of them lists any, the booking's item names (keys `i{booking_item_id}`).
 */
export async function checklistOf(db: Database, bookingId: number) {
  const rows = await db
    .selectFrom("booking_items as i")
    .leftJoin("services as s", "s.id", "i.service_id")
    .select(["i.id", "i.service_id", "i.name_en", "i.name_ar", "s.includes_en", "s.includes_ar"])
    .where("i.booking_id", "=", bookingId)
    .orderBy("i.id")
    .execute();
  const items: ChecklistItem[] = [];
  const seen = new Set<number>();
  for (const r of rows) {
    if (seen.has(r.service_id)) continue;
    seen.add(r.service_id);
    const en = parseList(r.includes_en);
    const ar = parseList(r.includes_ar);
    en.forEach((label, n) => {
      items.push({ key: `s${r.service_id}-${n}`, label_en: label, label_ar: ar[n] ?? label });
    });
  }
  if (items.length > 0) return { items, source: "service" as const };
  return {
    items: rows.map((r) => ({ key: `i${r.id}`, label_en: r.name_en, label_ar: r.name_ar })),
    source: "booking" as const,
  };
}

/** The checklist as the API answers it (labels in the caller's language). */
export async function checklistView(db: Database, bookingId: number, lang: Lang) {
  const { items, source } = await checklistOf(db, bookingId);
  return {
    booking_id: bookingId,
    items: items.map((i) => ({ ...i, label: lang === "ar" ? i.label_ar : i.label_en })),
    source,
  };
}

/** `HH:mm` on the booking's day (Asia/Dubai) or an ISO date-time; 422 on the field otherwise. */
function instantOf(field: string, value: string, bookingDay: string): number {
  const ms = /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
    ? dubaiInstant(bookingDay, value).getTime()
    : /^\d{4}-\d{2}-\d{2}T/.test(value)
      ? Date.parse(value)
      : Number.NaN;
  if (Number.isNaN(ms)) throw fieldError(field, BAD_TIME);
  return ms;
}

/** Minutes on site (given, else from start and end) and the start and end instants; 422 when neither is given. */
function timeOnSite(fields: ReportFields, bookingDay: string) {
  const { started_at, ended_at, minutes_on_site } = fields;
  let start: number | null = null;
  let end: number | null = null;
  if (started_at || ended_at) {
    if (!started_at) throw fieldError("started_at", "The started at field is required when ended at is present.");
    if (!ended_at) throw fieldError("ended_at", "The ended at field is required when started at is present.");
    start = instantOf("started_at", started_at, bookingDay);
    end = instantOf("ended_at", ended_at, bookingDay);
    if (end <= start) throw fieldError("ended_at", END_BEFORE_START);
  }
  const minutes = minutes_on_site ?? (start !== null && end !== null ? Math.round((end - start) / 60_000) : null);
  if (minutes === null) throw fieldError("minutes_on_site", TIME_ON_SITE_REQUIRED);
  return {
    minutes,
    started_at: start === null ? null : new Date(start).toISOString(),
    ended_at: end === null ? null : new Date(end).toISOString(),
  };
}

export interface CreateReportInput {
  partnerId: number;
  userId: number;
  fields: ReportFields;
  before: string[];
  after: string[];
  now?: Date;
}

/**
 * The completion report of a partner's booking, which completes it: its own booking only (404), one report per
 * booking (422 on `booking_id`), from in-progress only (422 on `booking_id` saying why), the checklist answered by
 * key (unknown keys: 422 on `checklist.{i}.key`; missing ones are not done), time on site as minutes or start and
 * end (422 otherwise). Then `changeBookingStatus(completed)` (history, the customer's notification, loyalty). One
 * transaction: a refused completion leaves no report.
 */
export async function createCompletionReport(db: Database, input: CreateReportInput): Promise<number> {
  const { fields, partnerId, userId } = input;
  const now = input.now ?? new Date();
  return inTx(db, async (trx) => {
    const b = await partnerBooking(trx, fields.booking_id, partnerId);
    const existing = await trx
      .selectFrom("completion_reports")
      .select("id")
      .where("booking_id", "=", b.id)
      .executeTakeFirst();
    if (existing) throw fieldError("booking_id", REPORT_EXISTS);
    if (b.status !== "in-progress") throw fieldError("booking_id", reportNotInProgress(b.status));

    const { items } = await checklistOf(trx, b.id);
    const answers = new Map<string, boolean>();
    (fields.checklist ?? []).forEach((a, i) => {
      if (!items.some((item) => item.key === a.key))
        throw fieldError(`checklist.${i}.key`, unknownChecklistItem(a.key));
      answers.set(a.key, a.done);
    });
    const time = timeOnSite(fields, dubaiDateOf(b.scheduled_at));
    const at = now.toISOString();
    let id: number;
    try {
      ({ id } = await trx
        .insertInto("completion_reports")
        .values({
          booking_id: b.id,
          technician_id: b.technician_id,
          notes: fields.notes,
          photos: JSON.stringify([...input.before, ...input.after]),
          before_photos: JSON.stringify(input.before),
          after_photos: JSON.stringify(input.after),
          checklist: JSON.stringify(items.map((item) => ({ ...item, done: answers.get(item.key) === true }))),
          minutes_on_site: time.minutes,
          started_at: time.started_at,
          ended_at: time.ended_at,
          submitted_by: userId,
          customer_signoff: 0,
          signed_by: null,
          created_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow());
    } catch (err) {
      if (uniqueViolationField(err)) throw fieldError("booking_id", REPORT_EXISTS);
      throw err;
    }
    const done = items.filter((item) => answers.get(item.key) === true).length;
    await changeBookingStatus(trx, b.id, "completed", {
      actorUserId: userId,
      historyNote: HISTORY_NOTES.completionReport(num(time.minutes), done, items.length),
      now,
    });
    return id;
  });
}
