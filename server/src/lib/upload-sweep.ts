import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import type { Database, DB } from "../db/database.js";
import { isUploadPath, uploadFile } from "./uploads.js";

/**
 * Unreferenced uploads (security issue 13, item 7). Every file a form writes is listed in `upload_files`; a file is
 * referenced while one of `UPLOAD_REFERENCES` names it (a column holding a `/uploads/...` path, or a JSON list of
 * them). `deleteIfUnreferenced` removes one file at once (a photo dropped from a cart); `sweepUploads` removes the
 * listed files older than a day that nothing references, and looks at the referenced ones again a day later (a cart
 * photo may lose its cart later, e.g. when a guest's cart is cleared).
 */

/** Every column that may hold an upload's public path (JSON lists included). Add new ones here. */
export const UPLOAD_REFERENCES: ReadonlyArray<readonly [keyof DB, string]> = [
  ["users", "user_profile"],
  ["partners", "logo"],
  ["partners", "cover_image"],
  ["categories", "icon"],
  ["categories", "image"],
  ["services", "image"],
  ["packages", "image"],
  ["banners", "image"],
  ["carts", "images"],
  ["cart_items", "images"],
  ["bookings", "images"],
  ["completion_reports", "photos"],
  ["completion_reports", "before_photos"],
  ["completion_reports", "after_photos"],
  ["quotations", "photos"],
  ["quotations", "lines"],
  ["partner_applications", "logo"],
  ["partner_application_documents", "path"],
];

const NAME = /\/uploads\/([A-Za-z0-9_-]+\.(?:jpg|png|webp|pdf))/g;
const nameOf = (publicPath: string) => publicPath.slice(publicPath.lastIndexOf("/") + 1);

/** True when any reference column names this upload. */
export async function isUploadReferenced(db: Database, publicPath: string): Promise<boolean> {
  const pattern = `%/uploads/${nameOf(publicPath)}%`;
  for (const [table, column] of UPLOAD_REFERENCES) {
    const hit = await sql<{
      one: number;
    }>`select 1 as one from ${sql.table(table)} where ${sql.ref(column)} like ${pattern} limit 1`.execute(db);
    if (hit.rows.length > 0) return true;
  }
  return false;
}

/** Deletes an upload (file and listing) unless something still references it. Answers true when deleted. */
export async function deleteIfUnreferenced(db: Database, dataDir: string, publicPath: string): Promise<boolean> {
  if (!isUploadPath(publicPath) || (await isUploadReferenced(db, publicPath))) return false;
  const file = uploadFile(dataDir, publicPath);
  if (file) await fs.promises.unlink(file).catch(() => undefined);
  await db.deleteFrom("upload_files").where("path", "=", publicPath).execute();
  return true;
}

/** The names of every upload some column references (one pass over each reference column). */
async function referencedNames(db: Database): Promise<Set<string>> {
  const names = new Set<string>();
  for (const [table, column] of UPLOAD_REFERENCES) {
    const rows = await sql<{ v: string | null }>`select ${sql.ref(column)} as v from ${sql.table(table)}
      where ${sql.ref(column)} like ${"%/uploads/%"}`.execute(db);
    for (const { v } of rows.rows) for (const m of (v ?? "").matchAll(NAME)) names.add(m[1]);
  }
  return names;
}

export interface SweepResult {
  deleted: number;
  kept: number;
}

/**
 * Deletes listed uploads older than `olderThanMs` (a day) that nothing references, up to `limit` per run; the
 * referenced ones leave the list. Safe to run from several processes (a file already gone is skipped).
 */
export async function sweepUploads(
  db: Database,
  dataDir: string,
  options: { olderThanMs?: number; now?: Date; limit?: number } = {},
): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - (options.olderThanMs ?? 86_400_000)).toISOString();
  const candidates = await db
    .selectFrom("upload_files")
    .select(["id", "path"])
    .where("created_at", "<", before)
    .orderBy("id")
    .limit(options.limit ?? 1000)
    .execute();
  if (candidates.length === 0) return { deleted: 0, kept: 0 };
  const referenced = await referencedNames(db);
  let deleted = 0;
  for (const c of candidates) {
    if (!referenced.has(nameOf(c.path))) {
      const file = uploadFile(dataDir, c.path);
      if (file) await fs.promises.unlink(file).catch(() => undefined);
      deleted++;
    }
  }
  const gone = candidates.filter((c) => !referenced.has(nameOf(c.path))).map((c) => c.id);
  const kept = candidates.filter((c) => referenced.has(nameOf(c.path))).map((c) => c.id);
  if (gone.length > 0) await db.deleteFrom("upload_files").where("id", "in", gone).execute();
  if (kept.length > 0)
    await db.updateTable("upload_files").set({ created_at: now.toISOString() }).where("id", "in", kept).execute();
  return { deleted, kept: kept.length };
}

/** Starts the periodic upload sweep (every `minutes`; 0 = off); answers a function that stops it. */
export function startUploadSweep(db: Database, dataDir: string, minutes: number, log?: (err: unknown) => void) {
  if (!minutes || minutes <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepUploads(db, path.resolve(dataDir))
      .catch((err) => log?.(err))
      .finally(() => {
        running = false;
      });
  }, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
