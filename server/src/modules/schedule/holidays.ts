import { type Database, nowIso } from "../../db/database.js";
import { dubaiDate, dubaiMidnightIso, dubaiTime } from "../../lib/dubai.js";
import { ApiError, type FieldErrors } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { likePattern, type PageRequest, pageOf, pageWindow } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import { notify } from "../notifications/service.js";
import { assertOwnCompany, type ScheduleActor } from "./access.js";
import { affectedNotice, HOLIDAY_NOT_FOUND, TECHNICIAN_INVALID } from "./messages.js";
import { daysInRange, type HolidayBody } from "./schema.js";

/** A partner's holidays as date ranges (whole company, or chosen technicians' days off), and what they affect. */

/** Statuses a holiday affects: open appointments (not cancelled, not completed). */
export const AFFECTED_STATUSES = [
  "requested",
  "confirmed",
  "technician-assigned",
  "on-the-way",
  "in-progress",
] as const;

/** The waiver reason a holiday writes on the bookings it affects (`bookings.fee_waived_reason`). */
export const holidayWaiver = (holidayId: number) => `holiday:${holidayId}`;

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

type HolidayRow = {
  id: number;
  partner_id: number;
  start_date: string;
  end_date: string;
  title_en: string;
  title_ar: string;
  created_at: string;
  updated_at: string;
};

const COLUMNS = [
  "h.id",
  "h.partner_id",
  "h.start_date",
  "h.end_date",
  "h.title_en",
  "h.title_ar",
  "h.created_at",
  "h.updated_at",
] as const;

const personName = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();

/** The API view of holiday rows, with their technicians (one query for all). */
async function holidayViews(db: Database, rows: HolidayRow[], lang: Lang) {
  const ids = rows.map((r) => r.id);
  const techs = ids.length
    ? await db
        .selectFrom("partner_holiday_technicians as ht")
        .innerJoin("users as u", "u.id", "ht.user_id")
        .select(["ht.holiday_id", "u.id", "u.first_name", "u.last_name"])
        .where("ht.holiday_id", "in", ids)
        .orderBy("u.id")
        .execute()
    : [];
  return rows.map((r) => {
    const mine = techs.filter((t) => t.holiday_id === r.id);
    return {
      id: r.id,
      partner_id: r.partner_id,
      start_date: r.start_date,
      end_date: r.end_date,
      title_en: r.title_en,
      title_ar: r.title_ar,
      title: lang === "ar" ? r.title_ar : r.title_en,
      technician_ids: mine.map((t) => t.id),
      technicians: mine.map((t) => ({ id: t.id, name: personName(t.first_name, t.last_name) })),
      days: daysInRange(r.start_date, r.end_date),
      created_at: r.created_at,
      updated_at: r.updated_at,
    };
  });
}

export interface HolidayFilters {
  partnerId?: number;
  from?: string;
  to?: string;
  search?: string;
  technicianId?: number;
}

export async function listHolidays(db: Database, f: HolidayFilters, page: PageRequest, lang: Lang) {
  let q = db.selectFrom("partner_holiday_ranges as h");
  if (f.partnerId !== undefined) q = q.where("h.partner_id", "=", f.partnerId);
  if (f.from) q = q.where("h.end_date", ">=", f.from);
  if (f.to) q = q.where("h.start_date", "<=", f.to);
  if (f.search) {
    const like = likePattern(f.search);
    q = q.where((eb) => eb.or([eb(eb.fn("lower", ["h.title_en"]), "like", like), eb("h.title_ar", "like", like)]));
  }
  if (f.technicianId !== undefined) {
    const tech = f.technicianId;
    q = q.where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb.selectFrom("partner_holiday_technicians as a").select("a.user_id").whereRef("a.holiday_id", "=", "h.id"),
          ),
        ),
        eb.exists(
          eb
            .selectFrom("partner_holiday_technicians as b")
            .select("b.user_id")
            .whereRef("b.holiday_id", "=", "h.id")
            .where("b.user_id", "=", tech),
        ),
      ]),
    );
  }
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst())?.n ?? 0);
  const { offset, limit } = pageWindow(page);
  let rows = q
    .select([...COLUMNS])
    .orderBy("h.start_date")
    .orderBy("h.id");
  if (limit !== null) rows = rows.limit(limit).offset(offset);
  return pageOf(await holidayViews(db, await rows.execute(), lang), total, page);
}

/** A holiday the actor may manage (404 unknown; 403 another partner's). */
export async function ownedHoliday(db: Database, actor: ScheduleActor, id: number): Promise<HolidayRow> {
  const row = await db
    .selectFrom("partner_holiday_ranges as h")
    .select([...COLUMNS])
    .where("h.id", "=", id)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, HOLIDAY_NOT_FOUND);
  assertOwnCompany(actor, row.partner_id);
  return row;
}

export async function holidayDetails(db: Database, id: number, lang: Lang) {
  const row = await db
    .selectFrom("partner_holiday_ranges as h")
    .select([...COLUMNS])
    .where("h.id", "=", id)
    .executeTakeFirstOrThrow();
  return (await holidayViews(db, [row], lang))[0];
}

/** 422 on `technician_ids.N` for every id that is not a team user of the partner. */
export async function assertTechnicians(db: Database, partnerId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const rows = await db
    .selectFrom("users")
    .select("id")
    .where("id", "in", ids)
    .where("partner_id", "=", partnerId)
    .execute();
  const known = new Set(rows.map((r) => r.id));
  const errors: FieldErrors = {};
  ids.forEach((id, i) => {
    if (!known.has(id)) errors[`technician_ids.${i}`] = [TECHNICIAN_INVALID];
  });
  if (Object.keys(errors).length) throw new ApiError(422, TECHNICIAN_INVALID, errors);
}

interface Range {
  start_date: string;
  end_date: string;
  /** empty: the whole company */
  technician_ids: number[];
}

/** Open appointments of the partner inside a range (for chosen technicians: only theirs), as ids. */
function bookingsIn(db: Database, partnerId: number, range: Range) {
  let q = db
    .selectFrom("bookings as b")
    .where("b.partner_id", "=", partnerId)
    .where("b.status", "in", [...AFFECTED_STATUSES])
    .where("b.scheduled_at", ">=", dubaiMidnightIso(range.start_date))
    .where("b.scheduled_at", "<", dubaiMidnightIso(addDays(range.end_date, 1)));
  if (range.technician_ids.length) q = q.where("b.technician_id", "in", range.technician_ids);
  return q;
}

async function rangeOf(db: Database, holidayId: number): Promise<Range | null> {
  const h = await db
    .selectFrom("partner_holiday_ranges")
    .select(["start_date", "end_date"])
    .where("id", "=", holidayId)
    .executeTakeFirst();
  if (!h) return null;
  const techs = await db
    .selectFrom("partner_holiday_technicians")
    .select("user_id")
    .where("holiday_id", "=", holidayId)
    .execute();
  return { ...h, technician_ids: techs.map((t) => t.user_id) };
}

/**
 * The ids of the open appointments `range` affects, in time order; with `excludeId` (a holiday being moved), the
 * ones that holiday's current range already covers are left out (their customers were told already).
 */
async function affectedIds(db: Database, partnerId: number, range: Range, excludeId?: number): Promise<number[]> {
  const rows = await bookingsIn(db, partnerId, range)
    .select("b.id")
    .orderBy("b.scheduled_at")
    .orderBy("b.id")
    .execute();
  let ids = rows.map((r) => r.id);
  if (excludeId !== undefined) {
    const old = await rangeOf(db, excludeId);
    if (old) {
      const covered = new Set((await bookingsIn(db, partnerId, old).select("b.id").execute()).map((r) => r.id));
      ids = ids.filter((id) => !covered.has(id));
    }
  }
  return ids;
}

/** What a range would affect: `{count, appointments}` (time order). */
export async function holidayImpact(db: Database, partnerId: number, range: Range, lang: Lang, excludeId?: number) {
  const ids = await affectedIds(db, partnerId, range, excludeId);
  if (!ids.length) return { count: 0, appointments: [] };
  const rows = await db
    .selectFrom("bookings as b")
    .innerJoin("users as c", "c.id", "b.user_id")
    .leftJoin("users as t", "t.id", "b.technician_id")
    .select([
      "b.id",
      "b.number",
      "b.scheduled_at",
      "b.status",
      "b.user_id",
      "b.technician_id",
      "c.first_name as c_first",
      "c.last_name as c_last",
      "t.first_name as t_first",
      "t.last_name as t_last",
    ])
    .where("b.id", "in", ids)
    .orderBy("b.scheduled_at")
    .orderBy("b.id")
    .execute();
  const items = await db
    .selectFrom("booking_items")
    .select(["booking_id", "name_en", "name_ar"])
    .where("booking_id", "in", ids)
    .orderBy("id")
    .execute();
  return {
    count: rows.length,
    appointments: rows.map((r) => ({
      id: r.id,
      booking_number: r.number,
      scheduled_at: r.scheduled_at,
      date: dubaiDate(r.scheduled_at),
      time: dubaiTime(r.scheduled_at),
      status: r.status,
      customer_id: r.user_id,
      customer_name: personName(r.c_first, r.c_last),
      technician_id: r.technician_id,
      technician_name: r.technician_id === null ? null : personName(r.t_first, r.t_last),
      services: items.filter((i) => i.booking_id === r.id).map((i) => (lang === "ar" ? i.name_ar : i.name_en)),
    })),
  };
}

/**
 * Tells each affected appointment's customer that the company is closed that day and waives the fee of
 * rescheduling or cancelling it (`bookings.fee_waived_reason`, which the bookings' fee preview honours). Answers
 * how many were affected.
 */
async function notifyAffected(db: Database, holidayId: number, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const h = await db
    .selectFrom("partner_holiday_ranges")
    .select(["title_en", "title_ar"])
    .where("id", "=", holidayId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom("bookings")
    .select(["id", "number", "user_id", "scheduled_at"])
    .where("id", "in", ids)
    .execute();
  await db
    .updateTable("bookings")
    .set({ fee_waived_reason: holidayWaiver(holidayId) })
    .where("id", "in", ids)
    .where("fee_waived_reason", "is", null)
    .execute();
  for (const b of rows) {
    const when = `${dubaiDate(b.scheduled_at)} ${dubaiTime(b.scheduled_at)}`;
    await notify(db, {
      userId: b.user_id,
      type: "booking-status",
      ...affectedNotice(b.number, when, h.title_en, h.title_ar),
      link: `/bookings/${b.id}`,
    });
  }
  return rows.length;
}

async function writeTechnicians(db: Database, holidayId: number, ids: number[]) {
  await db.deleteFrom("partner_holiday_technicians").where("holiday_id", "=", holidayId).execute();
  if (ids.length)
    await db
      .insertInto("partner_holiday_technicians")
      .values(ids.map((user_id) => ({ holiday_id: holidayId, user_id })))
      .execute();
}

/** Adds a holiday; the appointments it affects are notified and may change free. Answers [id, affected]. */
export async function createHoliday(db: Database, partnerId: number, body: HolidayBody): Promise<[number, number]> {
  const techIds = body.technician_ids ?? [];
  await assertTechnicians(db, partnerId, techIds);
  return inTx(db, async (trx) => {
    const at = nowIso();
    const { id } = await trx
      .insertInto("partner_holiday_ranges")
      .values({
        partner_id: partnerId,
        start_date: body.start_date,
        end_date: body.end_date,
        title_en: body.title_en,
        title_ar: body.title_ar,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeTechnicians(trx, id, techIds);
    const ids = await affectedIds(trx, partnerId, { ...body, technician_ids: techIds });
    return [id, await notifyAffected(trx, id, ids)];
  });
}

/**
 * Moves or edits a holiday (technician_ids absent: kept). The appointments the new range affects that the old one
 * did not are notified and may change free. Answers how many were.
 */
export async function updateHoliday(db: Database, holiday: HolidayRow, body: HolidayBody): Promise<number> {
  const old = (await rangeOf(db, holiday.id)) as Range;
  const techIds = body.technician_ids ?? old.technician_ids;
  await assertTechnicians(db, holiday.partner_id, techIds);
  return inTx(db, async (trx) => {
    const ids = await affectedIds(trx, holiday.partner_id, { ...body, technician_ids: techIds }, holiday.id);
    await trx
      .updateTable("partner_holiday_ranges")
      .set({
        start_date: body.start_date,
        end_date: body.end_date,
        title_en: body.title_en,
        title_ar: body.title_ar,
        updated_at: nowIso(),
      })
      .where("id", "=", holiday.id)
      .execute();
    await writeTechnicians(trx, holiday.id, techIds);
    return notifyAffected(trx, holiday.id, ids);
  });
}

/** Deletes a holiday (the fee waivers it gave stay: the customers were promised a free change). */
export async function deleteHoliday(db: Database, id: number): Promise<void> {
  await inTx(db, async (trx) => {
    await trx.deleteFrom("partner_holiday_technicians").where("holiday_id", "=", id).execute();
    await trx.deleteFrom("partner_holiday_ranges").where("id", "=", id).execute();
  });
}
