import type { Database } from "../../db/database.js";
import { dubaiDate } from "../../lib/dubai.js";
import { isUaeIban } from "../../lib/iban.js";

/**
 * Where a payout's bank details and the partner's legal identity come from: the partner's latest approved
 * application (`partner_applications`, status approved, partner_id), which the onboarding review approved.
 */
export async function partnerBank(db: Database, partnerId: number) {
  const row = await db
    .selectFrom("partner_applications")
    .select(["iban", "account_name", "bank_name", "legal_name_en", "legal_name_ar", "trn"])
    .where("partner_id", "=", partnerId)
    .where("status", "=", "approved")
    .orderBy("id", "desc")
    .executeTakeFirst();
  const iban = row?.iban ? row.iban.replace(/\s+/g, "").toUpperCase() : null;
  return {
    iban: iban && isUaeIban(iban) ? iban : null,
    account_name: row?.account_name?.trim() || null,
    bank_name: row?.bank_name?.trim() || null,
    legal_name_en: row?.legal_name_en ?? null,
    legal_name_ar: row?.legal_name_ar ?? null,
    trn: row?.trn?.trim() || null,
  };
}

/** "AE07 **** **** **** **** 123": the country, check digits and the last 3 digits. */
export const maskIban = (iban: string | null) =>
  iban ? `${iban.slice(0, 4)} **** **** **** **** ${iban.slice(-3)}` : null;

const DAY_MS = 86_400_000;
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * The Dubai date `n` UAE working days after the Dubai date of `cutOff`: Monday to Friday, and not one of `holidays`
 * (Dubai dates, YYYY-MM-DD: the public holidays calendar, see `publicHolidayDates`).
 */
export function workingDaysAfter(cutOff: string, n = 3, holidays: ReadonlySet<string> = new Set()): string {
  let date = dubaiDate(cutOff);
  let left = n;
  while (left > 0) {
    date = addDays(date, 1);
    const d = weekday(date);
    if (d !== 0 && d !== 6 && !holidays.has(date)) left--;
  }
  return date;
}

/**
 * Every day of the UAE public holidays (the admin-kept calendar, `public_holidays`) that touch the `days` days from the
 * Dubai date of `from`: banks are closed then, so a payout's expected date moves past them.
 */
export async function publicHolidayDates(db: Database, from: string, days = 60): Promise<Set<string>> {
  const start = dubaiDate(from);
  const end = addDays(start, days);
  const rows = await db
    .selectFrom("public_holidays")
    .select(["start_date", "end_date"])
    .where("start_date", "<=", end)
    .where("end_date", ">=", start)
    .execute();
  const out = new Set<string>();
  for (const r of rows)
    for (let d = r.start_date; d <= r.end_date && d <= end; d = addDays(d, 1)) if (d >= start) out.add(d);
  return out;
}

/** The most recent Monday 00:00 Asia/Dubai at or before `now` (the end of the last complete week), ISO UTC. */
export function lastMondayDate(now: Date): string {
  const today = dubaiDate(now);
  return addDays(today, -((weekday(today) + 6) % 7));
}

export { addDays };
