import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { addTranslations, requestLanguage, translate } from "./i18n.js";

export type FieldErrors = Record<string, string[]>;

export const MESSAGES = {
  invalid: "The given data was invalid.",
  unauthenticated: "Unauthenticated.",
  forbidden: "You do not have permission to perform this action.",
  notFound: "Not Found",
  tooLarge: "Payload Too Large",
  serverError: "Something went wrong",
} as const;

/**
 * An error that becomes an envelope with its own status (and field errors for 422). `data` (optional) rides in the
 * envelope's `data` instead of null, e.g. a 402 decline's `{order_id, order_number, status}`.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: FieldErrors,
    public readonly data?: unknown,
    /** The Arabic message and field errors, when the English ones name things patterns cannot translate. */
    public readonly arabic?: { message: string; errors?: FieldErrors },
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * A message in both languages, for a message naming a record's bilingual names (a service, a holiday): the
 * Arabic answer names them in Arabic, which a pattern translation of the English message cannot.
 */
export interface Bilingual {
  en: string;
  ar: string;
}

const inEnglish = (m: string | Bilingual) => (typeof m === "string" ? m : m.en);
const inArabic = (m: string | Bilingual) => (typeof m === "string" ? translate(m, "ar") : m.ar);

/** 422 with one field error; its message is the top message too, so the toast says what is wrong. */
export const fieldError = (field: string, message: string | Bilingual, top: string | Bilingual = message) =>
  typeof message === "string" && typeof top === "string"
    ? new ApiError(422, top, { [field]: [message] })
    : new ApiError(422, inEnglish(top), { [field]: [inEnglish(message)] }, undefined, {
        message: inArabic(top),
        errors: { [field]: [inArabic(message)] },
      });

const addError = (errors: FieldErrors, field: string, message: string) => {
  errors[field] ??= [];
  if (!errors[field].includes(message)) errors[field].push(message);
};

/** Turns `/a/0/b` (zod-provider instancePath) into `a.0.b`; empty path becomes `body` (or the context). */
const toField = (instancePath: string, fallback: string) => {
  const field = instancePath.split("/").filter(Boolean).join(".");
  return field || fallback;
};

/** A column whose API field has another name (`table.column` -> field); by default the field is the column. */
const UNIQUE_FIELDS: Record<string, string> = {};

export const takenMessage = (field: string) => `The ${field.replace(/_/g, " ")} has already been taken.`;

addTranslations({}, [[/^The (.+) has already been taken\.$/, (_, f) => `قيمة ${f} مستخدمة من قبل.`]]);

/**
 * The field of a unique-constraint violation (SQLite `SQLITE_CONSTRAINT_UNIQUE`, PostgreSQL `23505`), or null
 * when `err` is something else. A race two requests both passed the "is it taken?" check of becomes the 422 the
 * check would have given, not a 500.
 */
export function uniqueViolationField(err: unknown): string | null {
  const e = err as { code?: unknown; message?: unknown; detail?: unknown; table?: unknown };
  let table = "";
  let column = "";
  if (e?.code === "SQLITE_CONSTRAINT_UNIQUE" || e?.code === "SQLITE_CONSTRAINT_PRIMARYKEY") {
    // "UNIQUE constraint failed: users.email" (several columns: "t.a, t.b"; the first names the field)
    const m = /constraint failed: ([\w]+)\.([\w]+)/.exec(String(e.message ?? ""));
    if (!m) return "id";
    [, table, column] = m;
  } else if (e?.code === "23505") {
    // detail: "Key (email)=(a@b.c) already exists." (several columns: "Key (a, b)=(...)")
    const m = /Key \(([^,)]+)/.exec(String(e.detail ?? ""));
    table = typeof e.table === "string" ? e.table : "";
    column = m ? m[1].replace(/^"|"$/g, "").replace(/^lower\((\w+)\)$/, "$1") : "id";
  } else {
    return null;
  }
  return UNIQUE_FIELDS[`${table}.${column}`] ?? column;
}

export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | ApiError | Error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: FieldErrors = {};
      const context = (err as FastifyError).validationContext ?? "body";
      for (const issue of err.validation)
        addError(errors, toField(issue.instancePath ?? "", context), issue.message ?? "Invalid value.");
      return reply.code(422).send({ status_code: 422, data: null, message: MESSAGES.invalid, errors });
    }
    if (err instanceof ApiError) {
      // every 429 says when to try again in the header too (a limit that only knew the request set data.retry_after)
      const retryAfter = (err.data as { retry_after?: unknown } | null | undefined)?.retry_after;
      if (err.status === 429 && typeof retryAfter === "number" && !reply.hasHeader("retry-after")) {
        reply.header("Retry-After", String(Math.max(1, Math.ceil(retryAfter))));
      }
      // a bilingual error answers its own Arabic (the language hook leaves Arabic text as it is)
      const arabic = err.arabic && requestLanguage(request) === "ar" ? err.arabic : null;
      const errors = arabic?.errors ?? err.errors;
      return reply.code(err.status).send({
        status_code: err.status,
        data: err.data ?? null,
        message: arabic?.message ?? err.message,
        ...(errors ? { errors } : {}),
      });
    }
    const taken = uniqueViolationField(err);
    if (taken !== null) {
      return reply
        .code(422)
        .send({ status_code: 422, data: null, message: MESSAGES.invalid, errors: { [taken]: [takenMessage(taken)] } });
    }
    const fe = err as FastifyError;
    if (fe.code === "FST_ERR_CTP_BODY_TOO_LARGE" || fe.statusCode === 413) {
      return reply.code(413).send({ status_code: 413, data: null, message: MESSAGES.tooLarge });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      // Fastify's own client errors (malformed JSON, unsupported media type, ...): keep status and message.
      return reply.code(fe.statusCode).send({ status_code: fe.statusCode, data: null, message: fe.message });
    }
    request.log.error({ err }, "unhandled error");
    return reply.code(500).send({ status_code: 500, data: null, message: MESSAGES.serverError });
  });
}
