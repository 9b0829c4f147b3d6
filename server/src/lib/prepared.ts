import type { CompiledQuery } from "kysely";
import type { Database } from "../db/database.js";

/**
 * Queries of the request hot path (token look-up, permission check, catalog version) built and compiled once per
 * database instead of on every request (issue 14): building a Kysely query and compiling it to SQL costs more than
 * running a small indexed query. Values that change per call are named placeholders, `param("name")`, replaced in
 * the compiled query's parameters at each call; the SQL text stays the same, so SQLite reuses its prepared statement
 * (lib/sqlite-statements.ts) and PostgreSQL gets the same text every time.
 *
 *     const byId = preparedQuery((db) => db.selectFrom("users").select("email").where("id", "=", param<number>("id")));
 *     const rows = await byId(db, { id: 7 });
 *
 * Only values can be parameters (a comparison's right side, a limit), never names or lists of varying length.
 */

const PREFIX = "\u0000kysely-param:";

/** A named placeholder for a value given at each call (typed as the value it stands for). */
export const param = <T>(name: string): T => `${PREFIX}${name}` as unknown as T;

interface Compilable<Row> {
  compile(): CompiledQuery<Row>;
}

export function preparedQuery<Row, Params extends Record<string, unknown> = Record<string, unknown>>(
  build: (db: Database) => Compilable<Row>,
): (db: Database, params: Params) => Promise<Row[]> {
  const compiled = new WeakMap<Database, { query: CompiledQuery<Row>; slots: Array<string | null> }>();
  return async (db, params) => {
    let c = compiled.get(db);
    if (!c) {
      const query = build(db).compile();
      const slots = query.parameters.map((p) =>
        typeof p === "string" && p.startsWith(PREFIX) ? p.slice(PREFIX.length) : null,
      );
      for (const name of slots) {
        if (name !== null && !(name in params)) throw new Error(`preparedQuery: no value for param("${name}")`);
      }
      c = { query, slots };
      compiled.set(db, c);
    }
    const { query, slots } = c;
    const parameters = query.parameters.map((p, i) => {
      const name = slots[i];
      return name === null ? p : params[name];
    });
    const { rows } = await db.executeQuery<Row>({ ...query, parameters });
    return rows;
  };
}
