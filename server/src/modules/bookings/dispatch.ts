import type { Database } from "../../db/database.js";
import { fieldError } from "../../lib/errors.js";
import { num } from "../../lib/query.js";
import {
  TECHNICIAN_INVALID_ID,
  techBusy,
  techCompanyClosed,
  techDayOff,
  techInactive,
  techLacksSkill,
  techNotTechnician,
  techOffShift,
  techOnHoliday,
  techOtherPartner,
} from "./messages.js";
import { FINISHED_STATUSES } from "./repo.js";
import { canDo, dubaiDateOf, dubaiTimeOf, fitsShift, loadCalendar, minutesOf, shiftOf, weekdayOf } from "./slots.js";

/** The booking a technician is being given (its partner, slot and length). */
export interface DispatchBooking {
  id: number;
  partner_id: number;
  scheduled_at: string;
  duration_minutes: number;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * Checks that `technicianId` can take the booking (issue 16), in this order, each refusal a 422 on `technician_id`
 * naming the conflict: a user of the booking's partner (no such user or no partner: "invalid"; another partner's
 * user: "works for another provider"), active (account and technician profile), holding the Technician role, with
 * the skills for every service of the booking, not on a company or public holiday nor a holiday range naming them,
 * on shift for the whole job (their own week, else the partner's, breaks included), and with no other open booking
 * overlapping it. Answers the technician's id and name.
 */
export async function assertTechnicianCanTake(
  db: Database,
  booking: DispatchBooking,
  technicianId: number,
): Promise<{ id: number; name: string }> {
  const user = await db
    .selectFrom("users as u")
    .leftJoin("technician_profiles as tp", "tp.user_id", "u.id")
    .select(["u.id", "u.first_name", "u.last_name", "u.partner_id", "u.status", "tp.is_active"])
    .where("u.id", "=", technicianId)
    .executeTakeFirst();
  if (!user || user.partner_id === null) throw fieldError("technician_id", TECHNICIAN_INVALID_ID);
  const name = `${user.first_name ?? ""} ${user.last_name ?? ""}`.trim();
  if (user.partner_id !== booking.partner_id) throw fieldError("technician_id", techOtherPartner(name));
  if (user.status !== "active" || (user.is_active !== null && num(user.is_active) !== 1))
    throw fieldError("technician_id", techInactive(name));

  const date = dubaiDateOf(booking.scheduled_at);
  const serviceIds = (
    await db.selectFrom("booking_items").select("service_id").where("booking_id", "=", booking.id).execute()
  ).map((r) => num(r.service_id));
  const cal = await loadCalendar(db, booking.partner_id, date, date, { serviceIds, excludeBookingId: booking.id });
  const tech = cal.technicians.find((t) => t.id === user.id);
  if (!tech) throw fieldError("technician_id", techNotTechnician(name));

  if (!canDo(tech, cal.needs)) {
    const missing = (cal.needs ?? []).filter(
      (n) => !tech.skills.some((s) => s.service_id === n.id || s.category_id === n.category_id),
    );
    const names = await db
      .selectFrom("booking_items")
      .select(["name_en", "name_ar"])
      .where("booking_id", "=", booking.id)
      .where(
        "service_id",
        "in",
        missing.map((m) => m.id),
      )
      .execute();
    const services = {
      en: names.map((n) => n.name_en).join(", "),
      ar: names.map((n) => n.name_ar || n.name_en).join("، "),
    };
    throw fieldError("technician_id", techLacksSkill(name, services));
  }

  const closed = cal.holidays.get(date);
  if (closed)
    throw fieldError(
      "technician_id",
      techCompanyClosed(name, date, { en: closed.name_en, ar: closed.name_ar || closed.name_en }),
    );
  if (tech.daysOff.some((r) => r.start_date <= date && date <= r.end_date))
    throw fieldError("technician_id", techOnHoliday(name, date));
  const shift = shiftOf((tech.hours ?? cal.hours).get(weekdayOf(date)));
  if (!shift) throw fieldError("technician_id", techDayOff(name, date));
  const startMinute = minutesOf(dubaiTimeOf(booking.scheduled_at));
  const duration = Math.max(1, num(booking.duration_minutes));
  if (!fitsShift(shift, startMinute, duration)) {
    const breaks = shift.breaks.map(([s, e]) => `, break ${hhmm(s)}-${hhmm(e)}`).join("");
    throw fieldError(
      "technician_id",
      techOffShift(
        name,
        hhmm(startMinute),
        hhmm(startMinute + duration),
        date,
        `${hhmm(shift.opens)}-${hhmm(shift.closes)}${breaks}`,
      ),
    );
  }

  const start = Date.parse(booking.scheduled_at);
  const end = start + duration * 60_000;
  // a job may have started up to a day earlier and still be running
  const candidates = await db
    .selectFrom("bookings")
    .select(["id", "number", "scheduled_at", "duration_minutes"])
    .where("technician_id", "=", user.id)
    .where("id", "!=", booking.id)
    .where("status", "not in", FINISHED_STATUSES)
    .where("scheduled_at", ">=", new Date(start - 86_400_000).toISOString())
    .where("scheduled_at", "<", new Date(end).toISOString())
    .orderBy("scheduled_at")
    .execute();
  const clash = candidates.find((b) => Date.parse(b.scheduled_at) + num(b.duration_minutes) * 60_000 > start);
  if (clash) {
    const from = Date.parse(clash.scheduled_at);
    const to = from + num(clash.duration_minutes) * 60_000;
    throw fieldError(
      "technician_id",
      techBusy(name, clash.number, dubaiTimeOf(from), dubaiTimeOf(to), dubaiDateOf(from)),
    );
  }
  return { id: user.id, name };
}
