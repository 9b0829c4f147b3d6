import type { FormInstance } from "antd";

/** One break of a day, "HH:mm" Asia/Dubai. */
export interface DayBreak {
  starts_at: string;
  ends_at: string;
}

/** One weekday of a week as `partner/working-hours` answers and takes it (0 = Sunday ... 6 = Saturday). */
export interface WorkDay {
  weekday: number;
  is_closed: boolean;
  opens_at: string | null;
  closes_at: string | null;
  breaks: DayBreak[];
  capacity: number;
}

export interface Week {
  days: WorkDay[];
  /** A technician's week asked for who has none of their own: the company week is answered. */
  inherited?: boolean;
  technician_id?: number | null;
}

export interface Holiday {
  id: number;
  start_date: string;
  end_date: string;
  title_en: string;
  title_ar: string;
  title: string;
  technician_ids: number[];
  technicians?: { id: number; name: string }[];
  days?: number;
}

export interface PublicHoliday {
  id: number;
  key: string;
  start_date: string;
  end_date: string;
  name_en: string;
  name_ar: string;
  name: string;
  is_tentative: boolean;
}

export interface Technician {
  id: number;
  name: string;
  colour?: string | null;
  is_active?: boolean | number;
}

/** An appointment a holiday range would fall on (`partner/holiday/impact`). */
export interface ImpactAppointment {
  id: number;
  booking_number: string;
  scheduled_at: string;
  date: string;
  time: string;
  status: string;
  customer_name: string;
  technician_name: string | null;
  services: string[];
}

export interface Impact {
  count: number;
  appointments: ImpactAppointment[];
}

/** The UAE week order: Saturday first. */
export const WEEK_ORDER = [6, 0, 1, 2, 3, 4, 5] as const;

export const DEFAULT_DAY = (weekday: number): WorkDay => ({
  weekday,
  is_closed: false,
  opens_at: "08:00",
  closes_at: "20:00",
  breaks: [],
  capacity: 2,
});

/** The week in display order, one entry per weekday (a missing weekday reads as closed). */
export const inWeekOrder = (days: WorkDay[] | undefined): WorkDay[] =>
  WEEK_ORDER.map((weekday) => {
    const day = days?.find((d) => d.weekday === weekday);
    return day
      ? { ...day, is_closed: Boolean(day.is_closed), breaks: day.breaks ?? [] }
      : { ...DEFAULT_DAY(weekday), is_closed: true };
  });

const pathOf = (key: string): (string | number)[] =>
  key.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Puts a 422's field errors on the form, nested names included (`days.2.breaks.0.starts_at` is the field
 * ["days", 2, "breaks", 0, "starts_at"]). Only errors are set: what the user typed stays. Answers the fields that
 * were not found on the form (shown by the screen as a message) and whether there were any errors.
 */
export function putFieldErrors(form: FormInstance, error: unknown): { any: boolean; unplaced: string[] } {
  const errors = (error as { errors?: Record<string, string[] | string> } | undefined)?.errors;
  if (!errors || typeof errors !== "object") return { any: false, unplaced: [] };
  const unplaced: string[] = [];
  const fields: { name: (string | number)[]; errors: string[] }[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const list = Array.isArray(messages) ? messages.map(String) : [String(messages)];
    const name = pathOf(key);
    // only a field on screen shows its error (a closed day's hours or the list itself would hide it)
    if (form.getFieldInstance(name) !== undefined) {
      fields.push({ name, errors: list });
    } else unplaced.push(...list);
  }
  if (fields.length > 0) form.setFields(fields);
  return { any: Object.keys(errors).length > 0, unplaced };
}

/** "YYYY-MM-DD" of a dayjs-like value. */
export const isoDate = (d: { format: (f: string) => string } | null | undefined): string | undefined =>
  d ? d.format("YYYY-MM-DD") : undefined;
