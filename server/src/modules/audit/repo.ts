import { sql } from "kysely";
import type { Database } from "../../db/database.js";
import { dubaiMidnightIso } from "../../lib/dubai.js";
import { ApiError } from "../../lib/errors.js";
import { likePattern, num, orderedWindow, pageOf } from "../../lib/query.js";
import { AUDIT_ENTRY_NOT_FOUND } from "./messages.js";
import type { AuditListQuery, AuditRow } from "./schema.js";

const DAY_MS = 86_400_000;
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

const parse = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The top-level fields whose JSON differs (a create lists every field after, a delete every field before). */
export function changesOf(before: unknown, after: unknown): AuditRow["changes"] {
  if (!isRecord(before) && !isRecord(after)) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: "", before, after }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((f) => JSON.stringify(b[f] ?? null) !== JSON.stringify(a[f] ?? null))
    .map((f) => ({ field: f, before: b[f] ?? null, after: a[f] ?? null }));
}

/** The entries `ids` as rows, in that order, with who acted (name, e-mail, role). */
async function auditRows(db: Database, ids: readonly number[]): Promise<AuditRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("audit_log as a")
    .leftJoin("users as u", "u.id", "a.actor_user_id")
    .leftJoin("roles as r", "r.id", "a.actor_role_id")
    .selectAll("a")
    .select(["u.first_name", "u.last_name", "u.email", "r.name as role_name"])
    .where("a.id", "in", [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids
    .map((id) => byId.get(id))
    .filter((r) => r !== undefined)
    .map((r) => {
      const before = parse(r.before_json);
      const after = parse(r.after_json);
      const name = [r.first_name, r.last_name].filter(Boolean).join(" ").trim();
      return {
        id: r.id,
        created_at: r.created_at,
        actor_user_id: r.actor_user_id ?? null,
        actor_name: name || null,
        actor_email: r.email ?? null,
        actor_role_id: r.actor_role_id ?? null,
        actor_role: r.role_name ?? null,
        action: r.action,
        entity: r.entity,
        entity_id: r.entity_id ?? null,
        before,
        after,
        changes: changesOf(before, after),
        ip: r.ip ?? null,
      };
    });
}

/**
 * `audit/list`: newest first (or oldest), filtered by who (user_id, or part of a name or e-mail), the kind of record
 * (entity, entity_id), the action and Dubai days. Counted once, then one page of ids from the indexed table.
 */
export async function listAudit(db: Database, q: AuditListQuery) {
  let base = db.selectFrom("audit_log");
  if (q.user_id !== undefined) base = base.where("actor_user_id", "=", q.user_id);
  if (q.search !== undefined) {
    const like = likePattern(q.search);
    base = base.where(
      "actor_user_id",
      "in",
      db
        .selectFrom("users")
        .select("id")
        .where((eb) =>
          eb.or([
            eb(eb.fn("lower", ["email"]), "like", like),
            eb(sql<string>`lower(first_name || ' ' || last_name)`, "like", like),
          ]),
        ),
    );
  }
  if (q.entity !== undefined) base = base.where("entity", "=", q.entity);
  if (q.entity_id !== undefined) base = base.where("entity_id", "=", q.entity_id);
  if (q.action !== undefined) base = base.where("action", "=", q.action);
  if (q.from !== undefined) base = base.where("created_at", ">=", dubaiMidnightIso(q.from));
  if (q.to !== undefined) base = base.where("created_at", "<", dubaiMidnightIso(nextDay(q.to)));
  const count = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const dir = q.sortVal ?? "desc";
  const page = await orderedWindow(
    base.select("id"),
    { by: [["created_at", dir]], tieBreaker: ["id", dir] },
    q,
  ).execute();
  return pageOf(
    await auditRows(
      db,
      page.map((r) => r.id),
    ),
    num(count.n),
    q,
  );
}

/** One entry, else 404. */
export async function auditEntry(db: Database, id: number): Promise<AuditRow> {
  const [row] = await auditRows(db, [id]);
  if (!row) throw new ApiError(404, AUDIT_ENTRY_NOT_FOUND);
  return row;
}
