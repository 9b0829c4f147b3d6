import type { Kysely } from "kysely";
import type { AppMigration } from "./helpers.js";

/**
 * Booking timeline notes in Arabic (issue 16): `booking_status_history.note_ar` holds the Arabic of a note the server
 * writes ("Cash collected: AED 262.50" -> "تم تحصيل 262.50 درهم نقداً"); `note` keeps the English, or the words a
 * person typed (an admin's note, a decline reason). The booking details answer `note_ar` to an Arabic reader and
 * fall back to `note` when it is null (rows written before, and typed notes).
 */
export const migration024HistoryNoteAr: AppMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("booking_status_history").addColumn("note_ar", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("booking_status_history").dropColumn("note_ar").execute();
  },
};
