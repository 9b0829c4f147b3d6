import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import fastifyMultipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { ApiError, type FieldErrors, MESSAGES } from "./errors.js";
import { addTranslations } from "./i18n.js";

/**
 * Uploads (multipart): `registerUploads(app)` adds the multipart parser and serves `DATA_DIR/uploads` at
 * `/uploads/`; `readMultipartForm(request, options)` reads a form's text fields and its files, checks each file's
 * type by its content (magic bytes, never the client's mime type or name) and its size, and only then writes the
 * files under random names. Files written for a request that ends in an error (4xx/5xx other than 402, including a
 * failure in the route after the form was read) are deleted when the response is sent, so a failed request leaves
 * nothing; `keepUploads(request)` opts out.
 */

export const UPLOADS_URL_PREFIX = "/uploads/";
export const DEFAULT_MAX_FILES = 5;
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

export type UploadMime = "image/jpeg" | "image/png" | "image/webp" | "application/pdf";
export const IMAGE_MIMES: readonly UploadMime[] = ["image/jpeg", "image/png", "image/webp"];
export const DOCUMENT_MIMES: readonly UploadMime[] = [...IMAGE_MIMES, "application/pdf"];

const EXTENSIONS: Record<UploadMime, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

export interface UploadedFile {
  /** Public path, `/uploads/<random>.<ext>`. */
  path: string;
  mime: UploadMime;
  size: number;
  /** The form field it came in (without a trailing `[]`). */
  field: string;
}

export interface MultipartForm {
  /**
   * Text fields (a repeated field keeps its last value); for a JSON body, its values as they came (a number stays a
   * number, an object an object), so the field schemas can refuse `{}` where they expect text.
   */
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

export interface ReadMultipartOptions {
  maxFiles?: number;
  maxBytes?: number;
  /**
   * The file field (`images`; `images[]` is accepted too), or several (e.g. `before_photos` and `after_photos`:
   * `maxFiles` counts them all; a too-many or wrong-type error names the first). Files under any other name are a
   * 422 on that name.
   */
  field?: string | readonly string[];
  /** Accepted types, detected from the content. Default: JPEG, PNG, WebP. */
  allowedMimes?: readonly UploadMime[];
  /** The word used in messages ("photo" by default; e.g. "file" for documents). */
  noun?: string;
}

// ---- messages ------------------------------------------------------------------------------------------------

const mb = (bytes: number) => {
  const v = bytes / (1024 * 1024);
  return Number.isInteger(v) ? String(v) : v.toFixed(1);
};
export const tooLargeMessage = (noun: string, maxBytes: number) =>
  `Each ${noun} must be ${mb(maxBytes)} MB or smaller.`;
export const tooManyMessage = (noun: string, maxFiles: number) => `You can attach up to ${maxFiles} ${noun}s.`;
const TYPE_NAMES: Record<UploadMime, string> = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
  "application/pdf": "PDF",
};
export const badTypeMessage = (noun: string, mimes: readonly UploadMime[]) => {
  const names = mimes.map((m) => TYPE_NAMES[m]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}` : names[0];
  return `Each ${noun} must be a ${list} file.`;
};
export const UNEXPECTED_FILE = "This field does not accept files.";
export const GUEST_UPLOADS_USED_UP = "You have uploaded too many files today. Sign in, or try again later.";
export const NOT_MULTIPART = "The request must be multipart/form-data.";
export const BAD_MULTIPART = "The upload could not be read. Please try again.";

const NOUNS_AR: Record<string, [string, string]> = { photo: ["صورة", "صور"], file: ["ملف", "ملفات"] };
const nounAr = (noun: string, plural = false) => NOUNS_AR[noun]?.[plural ? 1 : 0] ?? noun;
addTranslations(
  {
    [UNEXPECTED_FILE]: "هذا الحقل لا يقبل الملفات.",
    [NOT_MULTIPART]: "يجب أن يكون الطلب من نوع multipart/form-data.",
    [BAD_MULTIPART]: "تعذرت قراءة الملفات المرفوعة. يرجى المحاولة مرة أخرى.",
    [GUEST_UPLOADS_USED_UP]: "لقد رفعت عدداً كبيراً من الملفات اليوم. سجّل الدخول أو حاول لاحقاً.",
  },
  [
    [
      /^Each (\w+) must be ([\d.]+) MB or smaller\.$/,
      (_, noun, n) => `يجب ألا يزيد حجم كل ${nounAr(noun)} عن ${n} ميجابايت.`,
    ],
    [/^You can attach up to (\d+) (\w+?)s\.$/, (_, n, noun) => `يمكنك إرفاق ${n} ${nounAr(noun, true)} كحد أقصى.`],
    [
      /^Each (\w+) must be an? (.+) file\.$/,
      (_, noun, list) => `يجب أن يكون كل ${nounAr(noun)} بصيغة ${list.replace(/, /g, "، ").replace(/ or /g, " أو ")}.`,
    ],
  ],
  { images: "الصور", notes: "الملاحظات", "keep images": "الصور المحفوظة", "cart item id": "عنصر السلة" },
);

// ---- content sniffing ----------------------------------------------------------------------------------------

/** The type of a file from its first bytes, or null when it is none of the known types. */
export function sniffMime(buf: Buffer): UploadMime | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return "image/jpeg";
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  if (buf.length >= 12 && buf.toString("latin1", 0, 4) === "RIFF" && buf.toString("latin1", 8, 12) === "WEBP")
    return "image/webp";
  if (buf.length >= 5 && buf.toString("latin1", 0, 5) === "%PDF-") return "application/pdf";
  return null;
}

// ---- storage -------------------------------------------------------------------------------------------------

const uploadsDir = (request: FastifyRequest) => path.resolve(request.server.config.dataDir, "uploads");

/** Files written during a request, deleted when the request ends in an error. */
const written = new WeakMap<FastifyRequest, string[]>();

const unlinkQuietly = async (file: string) => {
  await fs.promises.unlink(file).catch(() => undefined);
};

/**
 * Keeps the files this request wrote even if it then answers an error (call once they are referenced by rows that
 * outlive the request's failure).
 */
export function keepUploads(request: FastifyRequest): void {
  written.delete(request);
}

/** Stored path of a private file (application documents): `private:<name>`, never served by `/uploads/`. */
export const PRIVATE_PREFIX = "private:";

/** Where private documents live: outside the public uploads folder. */
export const privateDocumentsDir = (dataDir: string) => path.resolve(dataDir, "private", "documents");

/**
 * Absolute file of a public `/uploads/...` path or a `private:...` one, or null when the path is not one of ours.
 */
export function uploadFile(dataDir: string, publicPath: string): string | null {
  const m = /^\/uploads\/([A-Za-z0-9_-]+\.(?:jpg|png|webp|pdf))$/.exec(publicPath);
  if (m) return path.join(path.resolve(dataDir, "uploads"), m[1]);
  const p = /^private:([a-f0-9]{32}\.(?:jpg|png|webp|pdf))$/.exec(publicPath);
  return p ? path.join(privateDocumentsDir(dataDir), p[1]) : null;
}

/** True for a path this server handed out (`/uploads/<random>.<ext>`). */
export const isUploadPath = (p: string): boolean => uploadFile("/", p) !== null;

// ---- who uploaded what (the guest cap and the sweep read it) ---------------------------------------------------

const DAY_MS = 86_400_000;

/**
 * 429 (`data.retry_after`, seconds, and the `Retry-After` header the error handler adds) when a guest (client token)
 * would pass `uploadGuestDailyMax` files in the last 24 hours with these: the wait is until enough of them are more
 * than 24 hours old (a rolling window, not the calendar day). Signed-in users are not capped here (their uploads belong to an account).
 */
async function assertGuestQuota(request: FastifyRequest, adding: number): Promise<void> {
  const max = request.server.config.uploadGuestDailyMax;
  const auth = request.auth;
  if (!max || max <= 0 || auth?.kind !== "client") return;
  const now = Date.now();
  const recent = await request.server.db
    .selectFrom("upload_files")
    .select("created_at")
    .where("token_id", "=", auth.tokenId)
    .where("created_at", ">", new Date(now - DAY_MS).toISOString())
    .orderBy("created_at")
    .execute();
  if (recent.length + adding <= max) return;
  // the upload that must age out before these fit
  const pivot = recent[Math.min(recent.length - 1, recent.length + adding - max - 1)];
  const seconds = Math.max(
    1,
    Math.ceil((Date.parse(pivot?.created_at ?? new Date(now).toISOString()) + DAY_MS - now) / 1000),
  );
  throw new ApiError(429, GUEST_UPLOADS_USED_UP, undefined, { retry_after: seconds });
}

async function recordUploads(request: FastifyRequest, files: UploadedFile[]): Promise<void> {
  const auth = request.auth;
  const at = new Date().toISOString();
  await request.server.db
    .insertInto("upload_files")
    .values(
      files.map((f) => ({
        path: f.path,
        token_id: auth?.tokenId ?? null,
        user_id: auth?.userId ?? null,
        guest: auth?.kind === "client" ? 1 : 0,
        bytes: f.size,
        created_at: at,
      })),
    )
    .execute();
}

// ---- reading a form ------------------------------------------------------------------------------------------

type MultipartError = Error & { code?: string; statusCode?: number };

/**
 * Reads a multipart form: text fields, and files under `field` (`images` by default). Checks everything before
 * writing anything: at most `maxFiles` files (422 on the field), each at most `maxBytes` (413), each of an allowed
 * type by content (422 on the field). A request that is not multipart answers its body's values as text fields
 * and no files (so an endpoint can take JSON or multipart). Files are deleted again if the request then fails.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: ReadMultipartOptions = {},
): Promise<MultipartForm> {
  const {
    maxFiles = DEFAULT_MAX_FILES,
    maxBytes = DEFAULT_MAX_BYTES,
    field: fieldOption = "images",
    allowedMimes = IMAGE_MIMES,
    noun = "photo",
  } = options;
  const fileFields: readonly string[] = typeof fieldOption === "string" ? [fieldOption] : fieldOption;
  const field = fileFields[0] ?? "images";
  const fields: Record<string, unknown> = {};

  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === "object" && !Array.isArray(body)) {
      for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
        if (v === undefined || v === null) continue;
        fields[k] = v;
      }
    }
    return { fields, files: [] };
  }

  const tooLarge = () => {
    const message = tooLargeMessage(noun, maxBytes);
    return new ApiError(413, message, { [field]: [message] });
  };
  const tooMany = () => {
    const message = tooManyMessage(noun, maxFiles);
    return new ApiError(422, message, { [field]: [message] });
  };

  const buffers: { buf: Buffer; mime: UploadMime; field: string }[] = [];
  const errors: FieldErrors = {};
  try {
    // one more file than allowed is read (and dropped), so "too many" is our 422 rather than busboy's limit
    const parts = request.parts({ limits: { files: maxFiles + 1, fileSize: maxBytes, fields: 100, parts: 120 } });
    for await (const part of parts) {
      if (part.type === "field") {
        fields[part.fieldname] = typeof part.value === "string" ? part.value : JSON.stringify(part.value);
        continue;
      }
      const name = part.fieldname;
      const base = name.endsWith("[]") ? name.slice(0, -2) : name;
      if (!fileFields.includes(base)) {
        await part.toBuffer().catch(() => undefined);
        errors[name] = [UNEXPECTED_FILE];
        continue;
      }
      const buf = await part.toBuffer();
      if (part.file.truncated || buf.length > maxBytes) throw tooLarge();
      if (buffers.length >= maxFiles) throw tooMany();
      // an empty file input (a form submitted with no file chosen) is no file
      if (buf.length === 0 && !part.filename) continue;
      const mime = sniffMime(buf);
      if (!mime || !allowedMimes.includes(mime)) {
        errors[base] = [badTypeMessage(noun, allowedMimes)];
        continue;
      }
      buffers.push({ buf, mime, field: base });
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const e = err as MultipartError;
    if (e.code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    if (e.code === "FST_FILES_LIMIT") throw tooMany();
    if (e.code === "FST_INVALID_MULTIPART_CONTENT_TYPE") throw new ApiError(415, NOT_MULTIPART);
    if (e.code === "FST_PARTS_LIMIT" || e.code === "FST_FIELDS_LIMIT") throw new ApiError(413, MESSAGES.tooLarge);
    request.log.warn({ err }, "multipart form could not be read");
    throw new ApiError(400, BAD_MULTIPART);
  }
  const bad = Object.keys(errors);
  if (bad.length > 0) {
    const first = errors[bad[0]][0];
    throw new ApiError(422, bad.length === 1 ? first : MESSAGES.invalid, errors);
  }

  const files: UploadedFile[] = [];
  if (buffers.length > 0) {
    await assertGuestQuota(request, buffers.length);
    const dir = uploadsDir(request);
    await fs.promises.mkdir(dir, { recursive: true });
    const list = written.get(request) ?? [];
    written.set(request, list);
    for (const { buf, mime, field: from } of buffers) {
      const name = `${randomBytes(16).toString("hex")}.${EXTENSIONS[mime]}`;
      const file = path.join(dir, name);
      list.push(file);
      await fs.promises.writeFile(file, buf, { flag: "wx" });
      files.push({ path: `${UPLOADS_URL_PREFIX}${name}`, mime, size: buf.length, field: from });
    }
    await recordUploads(request, files);
  }
  return { fields, files };
}

/**
 * Validates the text fields of a multipart form with a zod schema; 422 with field errors in the same shape as a
 * JSON body's validation (top message "The given data was invalid.").
 */
export function parseFormFields<T extends z.ZodType>(schema: T, fields: Record<string, unknown>): z.infer<T> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".") || "body";
    errors[key] ??= [];
    if (!errors[key].includes(issue.message)) errors[key].push(issue.message);
  }
  throw new ApiError(422, MESSAGES.invalid, errors);
}

// ---- registration --------------------------------------------------------------------------------------------

/** Multipart parsing (limits: 5 files of 5 MB) and `/uploads/*` from `DATA_DIR/uploads`. */
export function registerUploads(app: FastifyInstance) {
  const root = path.resolve(app.config.dataDir, "uploads");
  fs.mkdirSync(root, { recursive: true });

  app.register(fastifyMultipart, {
    limits: { files: DEFAULT_MAX_FILES, fileSize: DEFAULT_MAX_BYTES, fields: 100, parts: 120 },
  });

  // A request that fails after its files were written leaves nothing behind (402 excepted: a declined payment
  // keeps the order and booking it created, photos included; see keepUploads). Done before the answer is sent
  // (onSend, not onResponse), so a client that reads the refusal never finds the files still there.
  app.addHook("onSend", async (request, reply, payload) => {
    const files = written.get(request);
    if (!files || reply.statusCode < 400 || reply.statusCode === 402) return payload;
    written.delete(request);
    await Promise.all(files.map(unlinkQuietly));
    const paths = files.map((f) => `${UPLOADS_URL_PREFIX}${path.basename(f)}`);
    await request.server.db.deleteFrom("upload_files").where("path", "in", paths).execute();
    return payload;
  });

  app.register(
    async (scope) => {
      // a missing upload is a plain 404 (never the SPA's index.html)
      scope.setNotFoundHandler((_request, reply) =>
        reply.code(404).send({ status_code: 404, data: null, message: MESSAGES.notFound }),
      );
      await scope.register(fastifyStatic, {
        root,
        prefix: "/",
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: "deny",
        // names are random and never reused: cache for a year
        setHeaders: (res) => {
          res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
          res.setHeader("X-Content-Type-Options", "nosniff");
        },
      });
    },
    { prefix: "/uploads" },
  );
}
