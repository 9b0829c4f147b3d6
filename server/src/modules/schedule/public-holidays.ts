import Holidays from "date-holidays";
import { type Database, nowIso } from "../../db/database.js";
import { dubaiDate } from "../../lib/dubai.js";
import { ApiError, type FieldErrors, MESSAGES } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { likePattern, type PageRequest, pageOf, pageWindow } from "../../lib/query.js";
import { KEY_UNKNOWN, PUBLIC_HOLIDAY_NOT_FOUND } from "./messages.js";
import { daysInRange, type PublicHolidayBody } from "./schema.js";

/**
 * The UAE public holidays as the project keeps them (date-holidays' AE file lists days that are no longer holidays
 * and misses Arafat Day and Commemoration Day): fixed Gregorian ones, and Islamic ones whose first day date-holidays
 * computes from its Hijri rules. Islamic dates are tentative until an admin confirms them after the moon sighting.
 */
export interface UaeHolidayDef {
  key: string;
  name_en: string;
  name_ar: string;
  /** "MM-DD" of a Gregorian holiday */
  fixed?: string;
  /** date-holidays rule of an Islamic holiday's first day */
  hijri?: string;
  days: number;
}

export const UAE_HOLIDAYS: readonly UaeHolidayDef[] = [
  { key: "new-year", name_en: "New Year's Day", name_ar: "رأس السنة الميلادية", fixed: "01-01", days: 1 },
  { key: "eid-al-fitr", name_en: "Eid Al Fitr", name_ar: "عيد الفطر", hijri: "1 Shawwal", days: 3 },
  { key: "arafat-day", name_en: "Arafat Day", name_ar: "يوم عرفة", hijri: "9 Dhu al-Hijjah", days: 1 },
  { key: "eid-al-adha", name_en: "Eid Al Adha", name_ar: "عيد الأضحى", hijri: "10 Dhu al-Hijjah", days: 3 },
  { key: "islamic-new-year", name_en: "Islamic New Year", name_ar: "رأس السنة الهجرية", hijri: "1 Muharram", days: 1 },
  {
    key: "prophet-birthday",
    name_en: "Prophet Muhammad's Birthday",
    name_ar: "المولد النبوي الشريف",
    hijri: "12 Rabi al-awwal",
    days: 1,
  },
  { key: "commemoration-day", name_en: "Commemoration Day", name_ar: "يوم الشهيد", fixed: "12-01", days: 1 },
  { key: "eid-al-etihad", name_en: "Eid Al Etihad", name_ar: "عيد الاتحاد", fixed: "12-02", days: 2 },
];

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let hijriCalendar: Holidays | null = null;
/** date-holidays with only the project's Hijri rules (no country file). */
function hijri(): Holidays {
  if (hijriCalendar) return hijriCalendar;
  const h = new Holidays();
  for (const def of UAE_HOLIDAYS) if (def.hijri) h.setHoliday(def.hijri, def.key);
  hijriCalendar = h;
  return h;
}

export interface PublicHolidayRow {
  key: string;
  start_date: string;
  end_date: string;
  name_en: string;
  name_ar: string;
  is_tentative: number;
}

/**
 * The UAE public holidays that start in `year`, one row per holiday (a range). An Islamic holiday is tentative
 * when it starts after `today` (Dubai). The date-holidays answer is read as its `date` text (YYYY-MM-DD), whatever
 * its time zone.
 */
export function uaePublicHolidays(year: number, today: string = dubaiDate()): PublicHolidayRow[] {
  const rows: PublicHolidayRow[] = [];
  for (const def of UAE_HOLIDAYS) {
    if (!def.fixed) continue;
    const start = `${year}-${def.fixed}`;
    rows.push({ ...names(def), start_date: start, end_date: addDays(start, def.days - 1), is_tentative: 0 });
  }
  for (const h of hijri().getHolidays(year)) {
    const def = UAE_HOLIDAYS.find((d) => d.key === h.name);
    if (!def) continue;
    const start = String(h.date).slice(0, 10);
    rows.push({
      ...names(def),
      start_date: start,
      end_date: addDays(start, def.days - 1),
      is_tentative: start > today ? 1 : 0,
    });
  }
  return rows.sort((a, b) => a.start_date.localeCompare(b.start_date) || a.key.localeCompare(b.key));
}

const names = (def: UaeHolidayDef) => ({ key: def.key, name_en: def.name_en, name_ar: def.name_ar });

/** Seeds the calendar for the current and the next year (Dubai) when it is empty. */
export async function seedPublicHolidays(db: Database, now: Date = new Date()): Promise<void> {
  const any = await db.selectFrom("public_holidays").select("id").limit(1).executeTakeFirst();
  if (any) return;
  const today = dubaiDate(now);
  const year = Number(today.slice(0, 4));
  const at = nowIso();
  const rows = [...uaePublicHolidays(year, today), ...uaePublicHolidays(year + 1, today)];
  await db
    .insertInto("public_holidays")
    .values(rows.map((r) => ({ ...r, created_at: at, updated_at: at })))
    .execute();
}

// ---- the calendar's API ----------------------------------------------------------------------------------------

type Row = PublicHolidayRow & { id: number };

export const publicHolidayView = (r: Row, lang: Lang) => ({
  id: r.id,
  key: r.key,
  start_date: r.start_date,
  end_date: r.end_date,
  name_en: r.name_en,
  name_ar: r.name_ar,
  name: lang === "ar" ? r.name_ar : r.name_en,
  is_tentative: Number(r.is_tentative) === 1,
  days: daysInRange(r.start_date, r.end_date),
});

const COLUMNS = ["id", "key", "start_date", "end_date", "name_en", "name_ar", "is_tentative"] as const;

export async function listPublicHolidays(
  db: Database,
  filters: { year?: number; key?: string; search?: string },
  page: PageRequest,
  lang: Lang,
) {
  let q = db.selectFrom("public_holidays");
  if (filters.year !== undefined)
    q = q.where("start_date", "<=", `${filters.year}-12-31`).where("end_date", ">=", `${filters.year}-01-01`);
  if (filters.key) q = q.where("key", "=", filters.key);
  if (filters.search) {
    const like = likePattern(filters.search);
    q = q.where((eb) => eb.or([eb(eb.fn("lower", ["name_en"]), "like", like), eb("name_ar", "like", like)]));
  }
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst())?.n ?? 0);
  const { offset, limit } = pageWindow(page);
  let rows = q
    .select([...COLUMNS])
    .orderBy("start_date")
    .orderBy("id");
  if (limit !== null) rows = rows.limit(limit).offset(offset);
  return pageOf(
    (await rows.execute()).map((r) => publicHolidayView(r, lang)),
    total,
    page,
  );
}

export async function findPublicHoliday(db: Database, id: number): Promise<Row> {
  const row = await db
    .selectFrom("public_holidays")
    .select([...COLUMNS])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, PUBLIC_HOLIDAY_NOT_FOUND);
  return row;
}

const fields = (b: PublicHolidayBody) => ({
  key: b.key,
  start_date: b.start_date,
  end_date: b.end_date,
  name_en: b.name_en,
  name_ar: b.name_ar,
  is_tentative: b.is_tentative ? 1 : 0,
});

export async function createPublicHoliday(db: Database, body: PublicHolidayBody): Promise<number> {
  const at = nowIso();
  const { id } = await db
    .insertInto("public_holidays")
    .values({ ...fields(body), created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function updatePublicHoliday(db: Database, id: number, body: PublicHolidayBody): Promise<void> {
  await findPublicHoliday(db, id);
  await db
    .updateTable("public_holidays")
    .set({ ...fields(body), updated_at: nowIso() })
    .where("id", "=", id)
    .execute();
}

export async function deletePublicHoliday(db: Database, id: number): Promise<void> {
  await findPublicHoliday(db, id);
  await db.deleteFrom("public_holidays").where("id", "=", id).execute();
}

// ---- a partner's choice ----------------------------------------------------------------------------------------

/** Every public holiday key: the project's list, then any other key the admin added, with the latest names. */
async function knownKeys(db: Database) {
  const out = new Map<string, { key: string; name_en: string; name_ar: string }>(
    UAE_HOLIDAYS.map((d) => [d.key, names(d)]),
  );
  const rows = await db
    .selectFrom("public_holidays")
    .select(["key", "name_en", "name_ar"])
    .orderBy("start_date")
    .orderBy("id")
    .execute();
  for (const r of rows) out.set(r.key, { key: r.key, name_en: r.name_en, name_ar: r.name_ar });
  return [...out.values()];
}

/** `partners.public_holiday_keys` read: null = closed on all; a JSON array of keys otherwise. */
export const parseKeys = (raw: string | null): string[] | null => {
  if (raw === null) return null;
  try {
    const list = JSON.parse(raw);
    return Array.isArray(list) ? list.filter((k): k is string => typeof k === "string") : [];
  } catch {
    return [];
  }
};

export async function readChoice(db: Database, partnerId: number, lang: Lang) {
  const p = await db
    .selectFrom("partners")
    .select("public_holiday_keys")
    .where("id", "=", partnerId)
    .executeTakeFirstOrThrow();
  const chosen = parseKeys(p.public_holiday_keys);
  const options = (await knownKeys(db)).map((k) => ({
    ...k,
    name: lang === "ar" ? k.name_ar : k.name_en,
    closed: chosen === null || chosen.includes(k.key),
  }));
  return {
    partner_id: partnerId,
    closed_on_all: chosen === null,
    keys: chosen ?? options.map((o) => o.key),
    options,
  };
}

/** Saves the choice: closed on all (null), or the given known keys (422 on an unknown key, nothing saved). */
export async function saveChoice(db: Database, partnerId: number, closedOnAll: boolean, keys: string[]) {
  let value: string | null = null;
  if (!closedOnAll) {
    const known = new Set((await knownKeys(db)).map((k) => k.key));
    const errors: FieldErrors = {};
    keys.forEach((k, i) => {
      if (!known.has(k)) errors[`keys.${i}`] = [KEY_UNKNOWN];
    });
    if (Object.keys(errors).length) throw new ApiError(422, MESSAGES.invalid, errors);
    value = JSON.stringify([...new Set(keys)]);
  }
  await db.updateTable("partners").set({ public_holiday_keys: value }).where("id", "=", partnerId).execute();
}
