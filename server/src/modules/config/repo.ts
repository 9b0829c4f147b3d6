import type { Database } from "../../db/database.js";

type KeyValueTable = "configurations" | "master_settings" | "settings";

const parse = (value: string): unknown => {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/** All rows of a key/value table as an object; values are stored as JSON text. */
export async function readKeyValues(db: Database, table: KeyValueTable): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom(table).select(["key", "value"]).orderBy("key").execute();
  return Object.fromEntries(rows.map((r) => [r.key, parse(r.value)]));
}

export async function statusesByType(db: Database) {
  const rows = await db
    .selectFrom("statuses")
    .select(["id", "type", "name", "display_name", "display_name_ar"])
    .orderBy("type")
    .orderBy("id")
    .execute();
  const out: Record<string, { id: number; name: string; display_name: string; display_name_ar: string }[]> = {};
  for (const { type, ...status } of rows) {
    out[type] ??= [];
    out[type].push(status);
  }
  return out;
}
