import fs from "node:fs";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Permission } from "../../../../../common/permissions.js";
import type { Database } from "../../../db/database.js";
import { errorEnvelope, ok } from "../../../lib/envelope.js";
import { type Lang, requestLanguage } from "../../../lib/i18n.js";
import { readMultipartForm, uploadFile } from "../../../lib/uploads.js";
import { catalogGuard } from "../../partner-catalog/access.js";
import { idParams } from "../schema.js";

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

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * `GET <url>/:id`: one record, read in the request's language by `read` (404 from it when missing); guarded by
 * `permission` (internal roles only), documented with the file's tag, `summary` and the `response` schema.
 */
export function detailsRoute(
  app: App,
  spec: {
    url: string;
    permission: Permission;
    tags: string[];
    summary: string;
    response: z.ZodType;
    read: (db: Database, lang: Lang, id: number) => Promise<unknown>;
    message: string;
  },
) {
  app.get(
    spec.url,
    {
      onRequest: guard(spec.permission),
      schema: {
        tags: spec.tags,
        summary: spec.summary,
        description: `${WHO} Permission ${spec.permission}.` as string,
        security: bearer,
        params: idParams,
        response: { 200: spec.response, ...withNotFound },
      },
    },
    async (request, reply) =>
      ok(reply, await spec.read(app.db, requestLanguage(request), request.params.id), spec.message),
  );
}
