import type { Database } from "./database.js";
import { nowIso } from "./database.js";

/** The job types every database starts with (issue 18a), and the demo categories whose services they classify. */
export const SEED_JOB_TYPES: Array<[key: string, en: string, ar: string, categories: string[]]> = [
  ["cleaning", "Cleaning", "التنظيف", ["home-cleaning", "deep-cleaning", "sofa-carpet-cleaning"]],
  ["ac-maintenance", "AC maintenance", "صيانة المكيفات", ["ac-maintenance"]],
  ["plumbing", "Plumbing", "السباكة", ["plumbing"]],
  ["pest-control", "Pest control", "مكافحة الحشرات", ["pest-control"]],
  ["electrical", "Electrical", "الأعمال الكهربائية", ["electrical"]],
];

/**
 * Adds the missing seed job types (an admin's edits stay); with `classify` (the demo seed, after its catalog), gives
 * the services of their categories that have none their job type. Idempotent.
 */
export async function seedJobTypes(db: Database, { classify = false } = {}): Promise<void> {
  const now = nowIso();
  for (const [i, [key, name_en, name_ar]] of SEED_JOB_TYPES.entries()) {
    await db
      .insertInto("job_types")
      .values({ key, name_en, name_ar, sort_order: i + 1, status: "active", created_at: now, updated_at: now })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
  }
  if (!classify) return;
  for (const [key, , , categories] of SEED_JOB_TYPES) {
    const type = await db.selectFrom("job_types").select("id").where("key", "=", key).executeTakeFirst();
    if (!type) continue;
    await db
      .updateTable("services")
      .set({ job_type_id: type.id })
      .where("job_type_id", "is", null)
      .where("category_id", "in", db.selectFrom("categories").select("id").where("slug", "in", categories))
      .execute();
  }
}
