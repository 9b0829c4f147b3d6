import fs from "node:fs";
import type { FastifyRequest } from "fastify";
import type { Permission } from "../../../../../common/permissions.js";
import type { Database } from "../../../db/database.js";
import { errorEnvelope } from "../../../lib/envelope.js";
import { readMultipartForm, uploadFile } from "../../../lib/uploads.js";
import { catalogGuard } from "../../partner-catalog/access.js";

/** What the admin catalog's route files share: OpenAPI pieces, the guard, sorting and image handling. */

export const bearer = [{ bearerAuth: [] }];
export const errors = { 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope };
export const withNotFound = { ...errors, 404: errorEnvelope };
export const withUpload = { ...withNotFound, 413: errorEnvelope };
export const IMAGE_BYTES = 5 * 1024 * 1024;
export const ICON_BYTES = 2 * 1024 * 1024;
export const WHO = "Internal roles only (a partner or customer role: 403, even holding a permission of the same name).";

export const TAGS = {
  category: ["Admin catalog: service categories"],
  service: ["Admin catalog: services"],
  attribute: ["Admin catalog: attributes"],
  banner: ["Admin catalog: banners"],
  property: ["Admin catalog: property types and sizes"],
  area: ["Admin catalog: emirates, areas, communities"],
};

/** onRequest guard: a signed-in internal role holding `permission` (401 / 403 before any validation). */
export const guard = (permission: Permission) => catalogGuard([permission], { internalOnly: true });

/** `sortKey` given: it, ascending unless `sortVal`; otherwise the list's default. */
export const sortOf = <K extends string>(
  q: { sortKey?: K; sortVal?: "asc" | "desc" },
  fallback: { key: K; dir: "asc" | "desc" },
) => (q.sortKey ? { key: q.sortKey, dir: q.sortVal ?? "asc" } : { key: fallback.key, dir: q.sortVal ?? fallback.dir });

/** Deletes an uploaded file that no catalog row references any more. */
export async function removeIfUnused(db: Database, dataDir: string, path: string | null | undefined) {
  if (!path) return;
  const file = uploadFile(dataDir, path);
  if (!file) return;
  const used =
    (await db
      .selectFrom("categories")
      .select("id")
      .where((eb) => eb.or([eb("image", "=", path), eb("icon", "=", path)]))
      .executeTakeFirst()) ??
    (await db.selectFrom("banners").select("id").where("image", "=", path).executeTakeFirst()) ??
    (await db.selectFrom("services").select("id").where("image", "=", path).executeTakeFirst()) ??
    (await db.selectFrom("packages").select("id").where("image", "=", path).executeTakeFirst());
  if (!used) await fs.promises.unlink(file).catch(() => undefined);
}

/** A multipart (or JSON) form with at most one image in `field`. */
export const readImage = (request: FastifyRequest, field: string, maxBytes: number) =>
  readMultipartForm(request, { maxFiles: 1, maxBytes, field, noun: "photo" });
