import { type Selectable, sql } from "kysely";
import type { Permission } from "../../../../common/permissions.js";
import type { Database, SupportMessagesTable, SupportThreadsTable } from "../../db/database.js";
import { likePattern, orderedWindow, type PageRequest, pageOf } from "../../lib/query.js";

type ThreadRow = Selectable<SupportThreadsTable>;
type MessageRow = Selectable<SupportMessagesTable>;

/** Who is talking: a signed-in user, or a guest known only by the hash of its support key (null: none yet). */
export type SupportOwner = { kind: "user"; userId: number } | { kind: "guest"; keyHash: string | null };

export const publicThread = (t: ThreadRow) => ({
  id: t.id,
  status: t.status,
  subject: t.subject,
  created_at: t.created_at,
});

export const publicMessage = (m: Pick<MessageRow, "id" | "sender" | "body" | "created_at">) => ({
  id: m.id,
  sender: m.sender,
  body: m.body,
  created_at: m.created_at,
});

/** The owner's open thread (the newest, should there ever be two). */
export async function findOpenThread(db: Database, owner: SupportOwner): Promise<ThreadRow | undefined> {
  if (owner.kind === "guest" && owner.keyHash === null) return undefined;
  let q = db.selectFrom("support_threads").selectAll().where("status", "=", "open");
  q =
    owner.kind === "user"
      ? q.where("user_id", "=", owner.userId)
      : q.where("guest_key_hash", "=", owner.keyHash).where("user_id", "is", null);
  return q.orderBy("id", "desc").executeTakeFirst();
}

/** Messages of a thread in order; `afterId` keeps only newer ones. */
export async function threadMessages(db: Database, threadId: number, afterId = 0) {
  return db
    .selectFrom("support_messages")
    .select(["id", "sender", "body", "created_at"])
    .where("thread_id", "=", threadId)
    .where("id", ">", afterId)
    .orderBy("id")
    .execute();
}

export async function addMessage(
  db: Database,
  threadId: number,
  sender: MessageRow["sender"],
  body: string,
  authorUserId: number | null,
  at: string,
) {
  const row = await db
    .insertInto("support_messages")
    .values({ thread_id: threadId, sender, body, author_user_id: authorUserId, created_at: at })
    .returning(["id", "sender", "body", "created_at"])
    .executeTakeFirstOrThrow();
  await db
    .updateTable("support_threads")
    .set({ last_message_at: at, updated_at: at })
    .where("id", "=", threadId)
    .execute();
  return row;
}

const adminSelect = (db: Database) =>
  db
    .selectFrom("support_threads as t")
    .leftJoin("users as u", "u.id", "t.user_id")
    .leftJoin("users as a", "a.id", "t.assigned_user_id")
    .select([
      "t.id",
      "t.status",
      "t.subject",
      "t.user_id",
      "t.guest_name",
      "t.guest_email",
      "t.created_at",
      "t.updated_at",
      "t.last_message_at",
      "t.assigned_user_id",
      "u.first_name",
      "u.last_name",
      "u.email",
      "a.first_name as agent_first_name",
      "a.last_name as agent_last_name",
    ]);

type AdminRow = Awaited<ReturnType<ReturnType<typeof adminSelect>["execute"]>>[number];

/** Threads as staff see them: who wrote, how many messages and the last one. */
async function toAdminThreads(db: Database, rows: AdminRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counts = await db
    .selectFrom("support_messages")
    .select(["thread_id", (eb) => eb.fn.countAll<number>().as("n"), (eb) => eb.fn.max("id").as("last_id")])
    .where("thread_id", "in", ids)
    .groupBy("thread_id")
    .execute();
  const lastIds = counts.map((c) => Number(c.last_id));
  const lasts =
    lastIds.length === 0
      ? []
      : await db
          .selectFrom("support_messages")
          .select(["id", "thread_id", "sender", "body", "created_at"])
          .where("id", "in", lastIds)
          .execute();
  const countOf = new Map(counts.map((c) => [c.thread_id, Number(c.n)]));
  const lastOf = new Map(lasts.map((m) => [m.thread_id, publicMessage(m)]));
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    subject: r.subject,
    user_id: r.user_id,
    is_guest: r.user_id === null,
    customer_name:
      r.user_id !== null ? [r.first_name, r.last_name].filter(Boolean).join(" ") || "-" : (r.guest_name ?? "-"),
    customer_email: r.user_id !== null ? (r.email ?? null) : r.guest_email,
    assigned_to:
      r.assigned_user_id === null
        ? null
        : {
            id: r.assigned_user_id,
            name: [r.agent_first_name, r.agent_last_name].filter(Boolean).join(" ") || "-",
          },
    message_count: countOf.get(r.id) ?? 0,
    last_message: lastOf.get(r.id) ?? null,
    created_at: r.created_at,
    updated_at: r.updated_at,
    last_message_at: r.last_message_at,
  }));
}

export async function adminThread(db: Database, id: number) {
  const row = await adminSelect(db).where("t.id", "=", id).executeTakeFirst();
  return row ? (await toAdminThreads(db, [row]))[0] : undefined;
}

/**
 * Staff list: newest activity first, optionally by status, by the agent it is assigned to and a search over the
 * subject and the customer's (or guest's) name and e-mail. Indexes (migrations 004, 032): (status, last_message_at),
 * (assigned_user_id, status, last_message_at, id), (last_message_at, id).
 */
export async function listAdminThreads(
  db: Database,
  filters: { status?: "open" | "closed"; assignedUserId?: number; search?: string },
  page: PageRequest,
) {
  let q = adminSelect(db);
  if (filters.status) q = q.where("t.status", "=", filters.status);
  if (filters.assignedUserId !== undefined) q = q.where("t.assigned_user_id", "=", filters.assignedUserId);
  if (filters.search) {
    const like = likePattern(filters.search);
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["t.subject"]), "like", like),
        eb(eb.fn("lower", ["t.guest_name"]), "like", like),
        eb(eb.fn("lower", ["t.guest_email"]), "like", like),
        eb(eb.fn("lower", ["u.email"]), "like", like),
        eb(sql`lower(u.first_name || ' ' || u.last_name)`, "like", like),
      ]),
    );
  }
  const total = Number(
    (
      await q
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  const rows = await orderedWindow(q, "t.last_message_at", "t.id", "desc", page).execute();
  return pageOf(await toAdminThreads(db, rows), total, page);
}

/** Whether `userId` is an active user holding `permission` through an internal role (an agent who may be assigned). */
export async function isInternalHolder(db: Database, userId: number, permission: Permission): Promise<boolean> {
  const row = await db
    .selectFrom("users as u")
    .innerJoin("user_roles as ur", "ur.user_id", "u.id")
    .innerJoin("roles as r", "r.id", "ur.role_id")
    .innerJoin("role_permissions as rp", "rp.role_id", "r.id")
    .innerJoin("permissions as p", "p.id", "rp.permission_id")
    .select("u.id")
    .where("u.id", "=", userId)
    .where("u.status", "=", "active")
    .where("r.type", "=", "internal")
    .where("p.name", "=", permission)
    .executeTakeFirst();
  return row !== undefined;
}
