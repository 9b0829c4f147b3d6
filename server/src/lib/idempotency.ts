import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Database, nowIso } from "../db/database.js";
import { ApiError, fieldError } from "./errors.js";
import { addTranslations } from "./i18n.js";
import { sha256 } from "./tokens.js";

/**
 * `Idempotency-Key` support (docs/commerce-api.md, "Idempotency"). Inside a handler:
 *
 *     return idempotent(request, reply, async () => ok(reply, await placeOrder(...), "Order placed", 201));
 *
 * Without the header `run` just runs. With it, a row (caller + key) is claimed in `idempotency_keys` before `run`;
 * the answer the client receives (status and the serialized body, including error envelopes such as 402 and 422
 * that `run` threw as ApiError) is stored by an onSend hook (`registerIdempotency`) and replayed byte for byte for
 * a repeat. A repeat that arrives while the first is still running waits for it (polls every 50 ms, up to 30 s).
 * The same key with a different request (method, path, query or body) answers 422 on `idempotency_key`. A 5xx
 * answer is not stored (the row is released), so the client may retry with the same key.
 */

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const IDEMPOTENCY_KEY_REUSED = "This Idempotency-Key was already used for a different request.";
export const IDEMPOTENCY_KEY_INVALID = "The idempotency key must be between 1 and 100 characters.";
export const IDEMPOTENCY_KEY_BUSY = "A request with this Idempotency-Key is still being processed. Please try again.";

addTranslations({
  [IDEMPOTENCY_KEY_REUSED]: "مفتاح منع التكرار (Idempotency-Key) مستخدم من قبل لطلب مختلف.",
  [IDEMPOTENCY_KEY_INVALID]: "يجب أن يكون مفتاح منع التكرار بين 1 و100 حرف.",
  [IDEMPOTENCY_KEY_BUSY]: "ما زال طلب بمفتاح منع التكرار نفسه قيد التنفيذ. يرجى المحاولة مرة أخرى.",
});

const POLL_MS = 50;
const WAIT_MS = 30_000;
const ABANDONED_MS = 5 * 60_000;

/** Per request: the claimed row (stored by onSend), or `replay` when the answer is a stored one. */
const pending = new WeakMap<FastifyRequest, { db: Database; id: number } | "replay">();

/** A JSON-able, key-sorted image of a body (multipart parts become their field value or file name). */
function canonical(value: unknown, seen = new WeakSet<object>()): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value !== "object") return typeof value === "function" ? null : value;
  if (Buffer.isBuffer(value)) return { buffer: sha256(value.toString("base64")) };
  if (value instanceof Date) return value.toISOString();
  if (seen.has(value)) return null;
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => canonical(v, seen));
  const o = value as Record<string, unknown>;
  // @fastify/multipart parts: {fieldname, filename?, mimetype, value?, file?, fields (circular)}
  if (typeof o.fieldname === "string" && "mimetype" in o) {
    return typeof o.filename === "string" && o.filename !== ""
      ? { file: o.filename, mimetype: o.mimetype ?? null }
      : canonical(o.value, seen);
  }
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(o).sort()) out[k] = canonical(o[k], seen);
  return out;
}

const requestHash = (request: FastifyRequest) =>
  sha256(JSON.stringify({ m: request.method, u: request.url, b: canonical(request.body) }));

const ownerOf = (request: FastifyRequest): string | null => {
  const auth = request.auth;
  if (!auth) return null;
  return auth.userId ? `user:${auth.userId}` : `token:${auth.tokenId}`;
};

/** The key from the header (undefined when absent); 422 when empty or longer than 100 characters. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? "";
  if (key.length < 1 || key.length > 100) throw fieldError("idempotency_key", IDEMPOTENCY_KEY_INVALID);
  return key;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function replay(request: FastifyRequest, reply: FastifyReply, status: number, body: string) {
  pending.set(request, "replay");
  return reply
    .code(status)
    .header("content-type", "application/json; charset=utf-8")
    .header("idempotent-replayed", "true")
    .send(body);
}

export async function idempotent<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<T>,
): Promise<T | FastifyReply> {
  const key = idempotencyKeyOf(request);
  const owner = ownerOf(request);
  if (key === undefined || owner === null) return run();
  const db = request.server.db;
  const hash = requestHash(request);
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`.slice(0, 300);
  const deadline = Date.now() + WAIT_MS;

  for (;;) {
    let claimed: number | null = null;
    try {
      const row = await db
        .insertInto("idempotency_keys")
        .values({ owner, key, route, request_hash: hash, status_code: null, response_body: null, created_at: nowIso() })
        .returning("id")
        .executeTakeFirstOrThrow();
      claimed = row.id;
    } catch (err) {
      const existing = await db
        .selectFrom("idempotency_keys")
        .select("id")
        .where("owner", "=", owner)
        .where("key", "=", key)
        .executeTakeFirst();
      if (!existing) throw err;
    }
    if (claimed !== null) {
      pending.set(request, { db, id: claimed });
      try {
        return await run();
      } catch (err) {
        // A client error is an answer (stored by onSend); anything else releases the key for a retry.
        if (!(err instanceof ApiError) || err.status >= 500) await release(db, claimed, request);
        throw err;
      }
    }
    // Someone holds the key: replay its answer, or wait for it.
    for (;;) {
      const row = await db
        .selectFrom("idempotency_keys")
        .select(["id", "request_hash", "status_code", "response_body", "created_at"])
        .where("owner", "=", owner)
        .where("key", "=", key)
        .executeTakeFirst();
      if (!row) break; // released (the first attempt failed): try to claim it again
      if (row.request_hash !== hash) throw fieldError("idempotency_key", IDEMPOTENCY_KEY_REUSED);
      if (row.status_code !== null && row.response_body !== null)
        return replay(request, reply, row.status_code, row.response_body);
      if (row.status_code === null && Date.parse(row.created_at) < Date.now() - ABANDONED_MS) {
        // The first attempt never finished (the process stopped): let this one run.
        await db.deleteFrom("idempotency_keys").where("id", "=", row.id).where("status_code", "is", null).execute();
        break;
      }
      if (Date.now() > deadline) throw new ApiError(409, IDEMPOTENCY_KEY_BUSY);
      await sleep(POLL_MS);
    }
  }
}

async function release(db: Database, id: number, request: FastifyRequest) {
  pending.delete(request);
  await db.deleteFrom("idempotency_keys").where("id", "=", id).where("status_code", "is", null).execute();
}

const payloadText = (payload: unknown): string | null => {
  if (typeof payload === "string") return payload;
  if (Buffer.isBuffer(payload)) return payload.toString("utf8");
  return null;
};

/** The onSend hook that stores the first answer of a claimed key (call once in app.ts). */
export function registerIdempotency(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    const entry = pending.get(request);
    if (!entry || entry === "replay") return payload;
    pending.delete(request);
    const text = payloadText(payload);
    if (reply.statusCode >= 500 || text === null) {
      await entry.db.deleteFrom("idempotency_keys").where("id", "=", entry.id).execute();
      return payload;
    }
    await entry.db
      .updateTable("idempotency_keys")
      .set({ status_code: reply.statusCode, response_body: text })
      .where("id", "=", entry.id)
      .execute();
    return payload;
  });
}
