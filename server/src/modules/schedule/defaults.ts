import type { Transaction } from "kysely";
import type { Database, DB } from "../../db/database.js";

/** The week a partner starts with (issue 15): every day 08:00-20:00, no breaks, two teams, editable later. */
export const DEFAULT_WEEK = { opens_at: "08:00", closes_at: "20:00", capacity: 2 } as const;

/**
 * Gives a partner the default week when it has no working hours yet (an application just approved), so a new
 * partner can be booked at once. Idempotent: a partner with any working-hours row keeps its week.
 */
export async function ensureDefaultWeek(db: Database | Transaction<DB>, partnerId: number): Promise<void> {
  const has = await db
    .selectFrom("partner_working_hours")
    .select("id")
    .where("partner_id", "=", partnerId)
    .limit(1)
    .executeTakeFirst();
  if (has) return;
  await db
    .insertInto("partner_working_hours")
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        partner_id: partnerId,
        weekday,
        opens_at: DEFAULT_WEEK.opens_at,
        closes_at: DEFAULT_WEEK.closes_at,
        is_closed: 0,
        capacity: DEFAULT_WEEK.capacity,
        breaks: "[]",
      })),
    )
    .execute();
}
