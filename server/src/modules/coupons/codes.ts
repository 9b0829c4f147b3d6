import { randomBytes } from "node:crypto";
import { setImmediate as nextTick } from "node:timers/promises";
import type { Selectable } from "kysely";
import { type CouponCodeBatchesTable, type Database, nowIso } from "../../db/database.js";
import { num } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";

/**
 * Generated coupon codes (issue 17a): a batch of N single-use codes `PREFIX` + 8 characters, made in the
 * background in chunks so the event loop keeps answering. Codes share one namespace with `coupons.code`.
 */

/** No 0/O, 1/I/L: 31 characters read aloud or typed from a printout without doubt. */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_RANDOM_LENGTH = 8;
/** Codes written per transaction; a batch this small is finished before the request is answered. */
export const CODE_CHUNK = 500;
/** Rounds of fresh candidates a chunk tries before it gives up (only a nearly full prefix space gets there). */
const ATTEMPTS = 8;

export type CodeBatch = Selectable<CouponCodeBatchesTable>;

/** One random code: the prefix then 8 characters of the alphabet (rejection sampling: no bias). */
export function randomCode(prefix: string): string {
  let out = prefix;
  while (out.length < prefix.length + CODE_RANDOM_LENGTH) {
    for (const byte of randomBytes(16)) {
      if (byte >= CODE_ALPHABET.length * 8) continue; // 248 = 31 x 8: uniform over the alphabet
      out += CODE_ALPHABET[byte % CODE_ALPHABET.length];
      if (out.length === prefix.length + CODE_RANDOM_LENGTH) break;
    }
  }
  return out;
}

/** The prefix could not give unique codes (every candidate was taken). */
export class CodeSpaceExhausted extends Error {}

/**
 * Writes the next chunk of a batch (up to CODE_CHUNK codes) in one transaction and answers true when the batch is
 * done. Candidates that `coupons.code` or `coupon_codes.code` already hold are dropped and replaced; the unique
 * index on `coupon_codes.code` settles a race with another batch (`on conflict do nothing`).
 */
export async function generateChunk(db: Database, batchId: number): Promise<boolean> {
  return inTx(db, async (trx) => {
    const batch = await trx.selectFrom("coupon_code_batches").selectAll().where("id", "=", batchId).executeTakeFirst();
    if (!batch || batch.status === "done") return true;
    let generated = num(batch.generated);
    const target = Math.min(num(batch.count), generated + CODE_CHUNK);
    for (let attempt = 0; generated < target && attempt < ATTEMPTS; attempt++) {
      const want = target - generated;
      const candidates = [...new Set(Array.from({ length: want }, () => randomCode(batch.prefix)))];
      const inCoupons = new Set(
        (await trx.selectFrom("coupons").select("code").where("code", "in", candidates).execute()).map((r) => r.code),
      );
      const fresh = candidates.filter((c) => !inCoupons.has(c));
      if (fresh.length === 0) continue;
      const at = nowIso();
      const inserted = await trx
        .insertInto("coupon_codes")
        .values(fresh.map((code) => ({ coupon_id: batch.coupon_id, batch_id: batch.id, code, created_at: at })))
        .onConflict((oc) => oc.column("code").doNothing())
        .returning("id")
        .execute();
      generated += inserted.length;
    }
    if (generated < target && generated === num(batch.generated)) throw new CodeSpaceExhausted(batch.prefix);
    const done = generated >= num(batch.count);
    await trx
      .updateTable("coupon_code_batches")
      .set({ generated, status: done ? "done" : "running", updated_at: nowIso() })
      .where("id", "=", batch.id)
      .execute();
    return done;
  });
}

/**
 * Runs batches in the background, one chunk per turn of the event loop, so requests keep being answered. `close()`
 * (the app's onClose) stops after the chunk under way; a batch left running is resumed at the next start.
 */
export class CodeGenerator {
  private readonly jobs = new Map<number, Promise<void>>();
  private closing = false;

  constructor(
    private readonly db: Database,
    private readonly log: (err: unknown, batchId: number) => void = () => {},
  ) {}

  /** Continues a batch in the background (once per batch). */
  start(batchId: number): void {
    if (this.closing || this.jobs.has(batchId)) return;
    const job = this.run(batchId)
      .catch((err) => this.log(err, batchId))
      .finally(() => this.jobs.delete(batchId));
    this.jobs.set(batchId, job);
  }

  /** Resumes every batch still running (after a restart). */
  async resume(): Promise<void> {
    const running = await this.db
      .selectFrom("coupon_code_batches")
      .select("id")
      .where("status", "=", "running")
      .orderBy("id")
      .execute();
    for (const b of running) this.start(b.id);
  }

  /** Resolves when every batch under way has finished (tests) or stopped (close). */
  async idle(): Promise<void> {
    while (this.jobs.size > 0) await Promise.allSettled([...this.jobs.values()]);
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.idle();
  }

  private async run(batchId: number): Promise<void> {
    await nextTick();
    while (!this.closing) {
      if (await generateChunk(this.db, batchId)) return;
      await nextTick();
    }
  }
}

/** A new batch row (running, none generated yet). */
export async function createBatch(
  db: Database,
  input: { couponId: number; prefix: string; count: number; userId: number | null },
): Promise<number> {
  const at = nowIso();
  const { id } = await db
    .insertInto("coupon_code_batches")
    .values({
      coupon_id: input.couponId,
      prefix: input.prefix,
      count: input.count,
      generated: 0,
      status: "running",
      created_by: input.userId,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
