import type { FastifyInstance, FastifyRequest } from "fastify";
import { resolveToken } from "./auth.js";

/**
 * `limit=-1` ("every row") is kept for small lists (services, communities) but capped, so one request cannot ask a
 * table for all its rows: a public caller (no token, a client token or a customer role) gets at most
 * `PUBLIC_LIST_CAP` rows, staff and partners `STAFF_LIST_CAP`. A list that fits answers as before (one page,
 * `per_page` = total); a bigger one answers pages of the cap, with the paginator telling the truth (`per_page` = the
 * cap, `last_page` = ceil(total / cap), `total` = every matching row), and a client pages on with `page=2&limit=-1`. A list bigger than that is an export's job. Because every list query binds at most one
 * page of ids in its follow-up `IN (...)` queries, capped pages also bound those lists (SQLite allows 32,766 and
 * PostgreSQL 65,535 bound values).
 */
export const PUBLIC_LIST_CAP = 1000;
export const STAFF_LIST_CAP = 5000;

/** The most rows `limit=-1` answers to this caller. */
export async function listCapFor(request: FastifyRequest): Promise<number> {
  const db = request.server.db;
  const auth = request.auth ?? (await resolveToken(db, request));
  if (auth?.kind !== "user" || auth.activeRoleId === null) return PUBLIC_LIST_CAP;
  const role = await db.selectFrom("roles").select("type").where("id", "=", auth.activeRoleId).executeTakeFirst();
  return role?.type === "internal" || role?.type === "partner" ? STAFF_LIST_CAP : PUBLIC_LIST_CAP;
}

/**
 * Rewrites a validated `limit=-1` to `-cap` before any route handler runs (`pageWindow` and `pageOf` in query.ts
 * read a negative limit other than -1 as "every row, at most cap per page").
 */
export function registerListCaps(app: FastifyInstance) {
  app.addHook("preHandler", async (request) => {
    const query = request.query as Record<string, unknown> | null | undefined;
    if (!query || typeof query !== "object" || query.limit !== -1) return;
    query.limit = -(await listCapFor(request));
  });
}
