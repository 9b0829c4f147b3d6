import type { Database } from "../../db/database.js";
import { fieldError } from "../../lib/errors.js";
import { inTx } from "../../lib/tx.js";
import { DEFAULT_WEEK } from "./defaults.js";
import { TECHNICIAN_INVALID } from "./messages.js";
import type { DayInput } from "./schema.js";

/** A weekday as the API shows it. */
export interface WorkingDay {
  weekday: number;
  is_closed: boolean;
  opens_at: string;
  closes_at: string;
  breaks: Array<{ starts_at: string; ends_at: string }>;
  capacity: number;
}

export interface WorkingWeek {
  partner_id: number;
  technician_id: number | null;
  inherited: boolean;
  days: WorkingDay[];
}

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/** The JSON breaks column, read leniently (a malformed value reads as no breaks). */
export function parseBreaks(raw: string | null | undefined): WorkingDay["breaks"] {
  try {
    const list = JSON.parse(raw ?? "[]");
    return Array.isArray(list)
      ? list
          .filter((b) => typeof b?.starts_at === "string" && typeof b?.ends_at === "string")
          .map((b) => ({ starts_at: b.starts_at, ends_at: b.ends_at }))
      : [];
  } catch {
    return [];
  }
}

const sortBreaks = (breaks: WorkingDay["breaks"]) => [...breaks].sort((a, b) => a.starts_at.localeCompare(b.starts_at));

/** A weekday with no row: closed (as the slot engine reads it), with the default hours to edit from. */
const closedDay = (weekday: number, capacity: number): WorkingDay => ({
  weekday,
  is_closed: true,
  opens_at: DEFAULT_WEEK.opens_at,
  closes_at: DEFAULT_WEEK.closes_at,
  breaks: [],
  capacity,
});

/** 422 on `field` unless `userId` is a team user of the partner (users.partner_id). */
export async function assertTeamMember(db: Database, partnerId: number, userId: number, field: string) {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where("id", "=", userId)
    .where("partner_id", "=", partnerId)
    .executeTakeFirst();
  if (!row) throw fieldError(field, TECHNICIAN_INVALID);
}

async function companyDays(db: Database, partnerId: number): Promise<WorkingDay[]> {
  const rows = await db
    .selectFrom("partner_working_hours")
    .select(["weekday", "is_closed", "opens_at", "closes_at", "breaks", "capacity"])
    .where("partner_id", "=", partnerId)
    .execute();
  const byDay = new Map(rows.map((r) => [Number(r.weekday), r]));
  return WEEKDAYS.map((weekday) => {
    const r = byDay.get(weekday);
    if (!r) return closedDay(weekday, DEFAULT_WEEK.capacity);
    return {
      weekday,
      is_closed: Number(r.is_closed) === 1,
      opens_at: r.opens_at,
      closes_at: r.closes_at,
      breaks: sortBreaks(parseBreaks(r.breaks)),
      capacity: Number(r.capacity),
    };
  });
}

/**
 * The company's week, or a technician's (their own rows; none: the company's, `inherited: true`). Always seven
 * days, Sunday first.
 */
export async function readWeek(db: Database, partnerId: number, technicianId?: number): Promise<WorkingWeek> {
  if (technicianId === undefined)
    return { partner_id: partnerId, technician_id: null, inherited: false, days: await companyDays(db, partnerId) };
  await assertTeamMember(db, partnerId, technicianId, "technician_id");
  const rows = await db
    .selectFrom("technician_working_hours")
    .select(["weekday", "is_closed", "opens_at", "closes_at", "breaks"])
    .where("user_id", "=", technicianId)
    .execute();
  if (rows.length === 0)
    return {
      partner_id: partnerId,
      technician_id: technicianId,
      inherited: true,
      days: await companyDays(db, partnerId),
    };
  const byDay = new Map(rows.map((r) => [Number(r.weekday), r]));
  return {
    partner_id: partnerId,
    technician_id: technicianId,
    inherited: false,
    days: WEEKDAYS.map((weekday) => {
      const r = byDay.get(weekday);
      if (!r) return closedDay(weekday, 1);
      return {
        weekday,
        is_closed: Number(r.is_closed) === 1,
        opens_at: r.opens_at,
        closes_at: r.closes_at,
        breaks: sortBreaks(parseBreaks(r.breaks)),
        capacity: 1,
      };
    }),
  };
}

const stored = (d: DayInput) => ({
  weekday: d.weekday,
  is_closed: d.is_closed ? 1 : 0,
  opens_at: d.opens_at ?? DEFAULT_WEEK.opens_at,
  closes_at: d.closes_at ?? DEFAULT_WEEK.closes_at,
  breaks: JSON.stringify(sortBreaks(d.is_closed ? [] : d.breaks)),
});

/** Replaces the company's week (capacity: the day's, default 2) or a technician's own week, in one transaction. */
export async function replaceWeek(
  db: Database,
  partnerId: number,
  days: DayInput[],
  technicianId?: number,
): Promise<void> {
  if (technicianId !== undefined) await assertTeamMember(db, partnerId, technicianId, "technician_id");
  await inTx(db, async (trx) => {
    if (technicianId === undefined) {
      await trx.deleteFrom("partner_working_hours").where("partner_id", "=", partnerId).execute();
      await trx
        .insertInto("partner_working_hours")
        .values(
          days.map((d) => ({ ...stored(d), partner_id: partnerId, capacity: d.capacity ?? DEFAULT_WEEK.capacity })),
        )
        .execute();
      return;
    }
    await trx.deleteFrom("technician_working_hours").where("user_id", "=", technicianId).execute();
    await trx
      .insertInto("technician_working_hours")
      .values(days.map((d) => ({ ...stored(d), user_id: technicianId })))
      .execute();
  });
}

/** Removes a technician's own week: they follow the company's again. */
export async function resetTechnicianWeek(db: Database, partnerId: number, technicianId: number): Promise<void> {
  await assertTeamMember(db, partnerId, technicianId, "technician_id");
  await db.deleteFrom("technician_working_hours").where("user_id", "=", technicianId).execute();
}
