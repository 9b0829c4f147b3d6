import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database.js";
import { resolveToken, rolePermissionNames } from "../../lib/auth.js";
import { ApiError, MESSAGES } from "../../lib/errors.js";
import { addTranslations } from "../../lib/i18n.js";
import { intParam, requiredIntParam, textParam } from "../../lib/query.js";
import { PRIVATE_PREFIX, privateDocumentsDir, uploadFile } from "../../lib/uploads.js";
import { DOCUMENT_NOT_FOUND } from "./messages.js";

/**
 * Private application documents (security issue 13, item 8). Trade licences, Emirates IDs and VAT certificates are
 * stored outside the public uploads folder (`DATA_DIR/private/documents/<32 random hex>.<ext>`, rows hold
 * `private:<name>`) and served only by `GET partner/application/document/{id}/file`, to the applicant and to internal
 * users holding `read-application`, with `Cache-Control: private, no-store`.
 *
 * The application answers (`documents[].path`) carry a short-lived signed URL of that endpoint rather than a bare
 * one: an `<a href>`, `<img>` or `<iframe>` cannot send the Bearer header, and the signature (HMAC-SHA256 over the
 * document id and expiry, `DOCUMENT_URL_SECRET` or a random per-process key) is only handed to callers who may read
 * the application. A signed URL works for `DOCUMENT_URL_MINUTES` (10); a request with a Bearer token is checked
 * against the caller instead.
 */

export const DOCUMENT_URL_MINUTES = 10;
const secret = process.env.DOCUMENT_URL_SECRET?.trim() || randomBytes(32).toString("hex");

const signatureOf = (id: number, expires: number) =>
  createHmac("sha256", secret).update(`application-document:${id}:${expires}`).digest("hex");

/** The URL of a document's bytes, signed for `DOCUMENT_URL_MINUTES`. */
export function documentUrl(id: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DOCUMENT_URL_MINUTES * 60;
  return `/api/v2/partner/application/document/${id}/file?expires=${expires}&signature=${signatureOf(id, expires)}`;
}

function validSignature(id: number, expires: number | undefined, signature: string | undefined): boolean {
  if (expires === undefined || !signature || expires * 1000 < Date.now()) return false;
  const want = Buffer.from(signatureOf(id, expires), "hex");
  const got = Buffer.from(signature, "hex");
  return got.length === want.length && timingSafeEqual(got, want);
}

/**
 * Moves documents still stored under public `/uploads/` (seeded or uploaded before this release) to private
 * storage under new random names. Idempotent; runs when the app is ready. Answers how many rows moved.
 */
export async function moveDocumentsToPrivate(db: Database, dataDir: string): Promise<number> {
  const rows = await db
    .selectFrom("partner_application_documents")
    .select(["id", "path"])
    .where("path", "like", "/uploads/%")
    .execute();
  if (rows.length === 0) return 0;
  const dir = privateDocumentsDir(dataDir);
  await fs.promises.mkdir(dir, { recursive: true });
  for (const row of rows) {
    const ext = path.extname(row.path) || ".pdf";
    const name = `${randomBytes(16).toString("hex")}${ext}`;
    const from = uploadFile(dataDir, row.path);
    if (from && fs.existsSync(from)) await fs.promises.rename(from, path.join(dir, name));
    await db
      .updateTable("partner_application_documents")
      .set({ path: `${PRIVATE_PREFIX}${name}` })
      .where("id", "=", row.id)
      .execute();
  }
  return rows.length;
}

/**
 * The data folder of the running app (set when the routes are registered), for `addDocument`, which receives only
 * the uploaded file's public path. One app per process in production; a test builds one app per file.
 */
let appDataDir: string | null = null;
export const documentsDataDir = (): string => {
  if (appDataDir === null) throw new Error("applicationDocumentRoutes is not registered");
  return appDataDir;
};

/** Deletes stored files (public `/uploads/…` or `private:` paths) this server handed out; a missing one is fine. */
export async function removeFiles(dataDir: string, paths: (string | null)[]): Promise<void> {
  for (const p of paths) {
    const file = p ? uploadFile(dataDir, p) : null;
    if (file) await fs.promises.unlink(file).catch(() => undefined);
  }
}

/** Moves a just-uploaded public file into private storage; answers its `private:` path. */
export async function makePrivate(dataDir: string, publicPath: string): Promise<string> {
  if (publicPath.startsWith(PRIVATE_PREFIX)) return publicPath;
  const from = uploadFile(dataDir, publicPath);
  if (!from) throw new Error(`not an upload: ${publicPath}`);
  const dir = privateDocumentsDir(dataDir);
  await fs.promises.mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString("hex")}${path.extname(from)}`;
  await fs.promises.rename(from, path.join(dir, name));
  return `${PRIVATE_PREFIX}${name}`;
}

const fileParams = z.object({ id: requiredIntParam("id") });
const fileQuery = z.object({ expires: intParam("expires", 0), signature: textParam("signature", 64) });
addTranslations({}, [], { expires: "انتهاء الصلاحية", signature: "التوقيع" });

const notFound = () => new ApiError(404, DOCUMENT_NOT_FOUND);

/**
 * onRequest guard (before validation, like every guarded route): a valid signature for this id, else a signed-in
 * user who is the document's applicant (401 / 403 otherwise) or an internal role holding read-application.
 */
async function documentGuard(request: FastifyRequest) {
  const params = request.params as { id?: string };
  const query = request.query as { expires?: string; signature?: string };
  const id = Number(params.id);
  const expires = query.expires !== undefined ? Number(query.expires) : undefined;
  const signature = typeof query.signature === "string" ? query.signature : undefined;
  if (Number.isInteger(id) && validSignature(id, expires, signature)) return;
  const db = request.server.db;
  const auth = request.auth ?? (await resolveToken(db, request));
  if (auth?.kind !== "user" || !auth.userId) throw new ApiError(401, MESSAGES.unauthenticated);
  request.auth = auth;
  if (Number.isInteger(id)) {
    const owned = await db
      .selectFrom("partner_application_documents as d")
      .innerJoin("partner_applications as a", "a.id", "d.application_id")
      .select("d.id")
      .where("d.id", "=", id)
      .where("a.user_id", "=", auth.userId)
      .executeTakeFirst();
    if (owned) return;
  }
  const role =
    auth.activeRoleId === null
      ? undefined
      : await db.selectFrom("roles").select("type").where("id", "=", auth.activeRoleId).executeTakeFirst();
  const names = await rolePermissionNames(db, auth.activeRoleId);
  if (role?.type !== "internal" || !names.includes("read-application")) throw new ApiError(403, MESSAGES.forbidden);
}

/** `GET partner/application/document/{id}/file`: the document's bytes, privately. */
export const applicationDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  appDataDir = config.dataDir;

  app.addHook("onReady", async () => {
    await moveDocumentsToPrivate(db, config.dataDir);
  });

  app.get(
    "/partner/application/document/:id/file",
    {
      onRequest: documentGuard,
      schema: {
        tags: ["Partner onboarding"],
        summary: "The bytes of an application document (applicant, or internal read-application; or a signed URL)",
        description:
          "Trade licence, Emirates ID, VAT certificate, insurance: never public. With a Bearer token: the applicant " +
          "(403 for another partner) or an internal role holding `read-application`; 401 without a token. The " +
          "application answers' `documents[].path` is this URL signed for 10 minutes (`expires`, `signature`), " +
          "for links and previews that cannot send the header. `Cache-Control: private, no-store`.",
        security: [{ bearerAuth: [] }],
        params: fileParams,
        querystring: fileQuery,
      },
    },
    async (request, reply) => {
      const doc = await db
        .selectFrom("partner_application_documents")
        .select(["path", "mime", "original_name"])
        .where("id", "=", request.params.id)
        .executeTakeFirst();
      if (!doc) throw notFound();
      const file = uploadFile(config.dataDir, doc.path);
      if (!file || !doc.path.startsWith(PRIVATE_PREFIX)) throw notFound();
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) throw notFound();
      const filename = doc.original_name.replace(/[^\w.\- ]+/g, "_");
      return (
        reply
          .header("Cache-Control", "private, no-store")
          // the admin screen previews a document in a same-origin frame (the site's default forbids any framing)
          .header(
            "Content-Security-Policy",
            "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
          )
          .header("X-Frame-Options", "SAMEORIGIN")
          .header("X-Content-Type-Options", "nosniff")
          .header("Content-Disposition", `inline; filename="${filename}"`)
          .header("Content-Length", stat.size)
          .type(doc.mime)
          .send(fs.createReadStream(file))
      );
    },
  );
};
