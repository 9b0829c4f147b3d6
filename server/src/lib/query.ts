import type { OrderByModifiers } from "kysely";
import { z } from "zod";
import { fieldLabel, toNumber } from "./fields.js";

/**
 * Query-string parameters (always strings on the wire) with Laravel-style messages, and the paginator shape.
 * An empty value (`?category_id=`) counts as absent.
 */

export { fieldLabel };

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : Array.isArray(v) ? v[0] : v);
/** Numbers: a number, or a plain decimal string (lib/fields.ts); `0x10`, `1e3`, `true` are refused. */
const numeric = (v: unknown) => toNumber(blankToUndefined(v));

/** An optional integer parameter (`min` defaults to 1). */
export const intParam = (field: string, min = 1, max?: number) => {
  const l = fieldLabel(field);
  let n = z
    .number({ error: `The ${l} must be an integer.` })
    .int(`The ${l} must be an integer.`)
    .min(min, `The ${l} must be at least ${min}.`);
  if (max !== undefined) n = n.max(max, `The ${l} may not be greater than ${max}.`);
  return z.preprocess(numeric, n.optional());
};

/** A required integer parameter (>= 1): "The {field} field is required." when absent or blank. */
export const requiredIntParam = (field: string) => {
  const l = fieldLabel(field);
  return z.preprocess(
    (v, ctx) => {
      const value = blankToUndefined(v);
      if (value === undefined) {
        ctx.addIssue({ code: "custom", message: `The ${l} field is required.`, input: v });
        return z.NEVER;
      }
      return toNumber(value);
    },
    z
      .number({ error: `The ${l} must be an integer.` })
      .int(`The ${l} must be an integer.`)
      .min(1, `The ${l} must be at least 1.`),
  );
};

/** A required free-text parameter (trimmed). */
export const requiredTextParam = (field: string, max = 100) => {
  const l = fieldLabel(field);
  return z.preprocess(
    (v, ctx) => {
      const value = blankToUndefined(v);
      const text = typeof value === "string" ? value.trim() : value;
      if (text === undefined || text === "") {
        ctx.addIssue({ code: "custom", message: `The ${l} field is required.`, input: v });
        return z.NEVER;
      }
      return text;
    },
    z.string({ error: `The ${l} must be a string.` }).max(max, `The ${l} may not be greater than ${max} characters.`),
  );
};

/** An optional decimal number within [min, max]. */
export const numberParam = (field: string, min: number, max: number) => {
  const l = fieldLabel(field);
  const msg = `The ${l} must be between ${min} and ${max}.`;
  return z.preprocess(
    numeric,
    z
      .number({ error: `The ${l} must be a number.` })
      .refine((v) => Number.isFinite(v), `The ${l} must be a number.`)
      .refine((v) => v >= min && v <= max, msg)
      .optional(),
  );
};

/** An optional flag: `1|0|true|false` -> boolean. */
export const boolParam = (field: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(["1", "0", "true", "false"], { error: `The ${fieldLabel(field)} field must be true or false.` })
      .transform((v) => v === "1" || v === "true")
      .optional(),
  );

/** An optional value from a fixed list. */
export const enumParam = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: `The selected ${fieldLabel(field)} is invalid.` }).optional());

/** An optional free-text parameter (trimmed; blank is absent). */
export const textParam = (field: string, max = 100) =>
  z.preprocess(
    (v) => {
      const s = blankToUndefined(v);
      return typeof s === "string" ? s.trim() || undefined : s;
    },
    z
      .string({ error: `The ${fieldLabel(field)} must be a string.` })
      .max(max, `The ${fieldLabel(field)} may not be greater than ${max} characters.`)
      .optional(),
  );

export const MAX_LIMIT = 1000;
export const LIMIT_MESSAGE = `The limit must be -1 or between 1 and ${MAX_LIMIT}.`;

/** `page` (default 1) and `limit` (default 10; -1 = every row on one page). */
export const pageParams = {
  page: z.preprocess(
    numeric,
    z
      .number({ error: "The page must be an integer." })
      .int("The page must be an integer.")
      .min(1, "The page must be at least 1.")
      .default(1),
  ),
  limit: z.preprocess(
    numeric,
    z
      .number({ error: "The limit must be an integer." })
      .int("The limit must be an integer.")
      .refine((v) => v === -1 || (v >= 1 && v <= MAX_LIMIT), LIMIT_MESSAGE)
      .default(10),
  ),
};

export interface PageRequest {
  page: number;
  limit: number;
}

export interface Page<T> {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}

/**
 * SQL offset/limit of a page request (`limit: null` for every row: `-1`, only from server code). A request's
 * `limit=-1` reaches the handlers as `-cap` (`server/src/lib/list-cap.ts`): pages of `cap` rows.
 */
export const pageWindow = ({ page, limit }: PageRequest) =>
  limit === -1
    ? { offset: 0, limit: null }
    : limit < 0
      ? { offset: (page - 1) * -limit, limit: -limit }
      : { offset: (page - 1) * limit, limit };

/** The parts of a Kysely select query that ordering and paging use. */
interface Windowable<Q> {
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's orderBy is overloaded per table; callers pass real columns
  orderBy(column: any, modifiers: OrderByModifiers): Q;
  limit(n: number): Q;
  offset(n: number): Q;
}

export type SortDirection = "asc" | "desc";

/**
 * One ORDER BY term: a column (`"b.id"`, a selected alias, or an expression such as sql`...`) and its direction.
 * `"nullable"` marks a column that may hold NULL: NULLs then sort as the lowest value (first ascending, last
 * descending) on both engines; that is SQLite's rule, while PostgreSQL's default puts them highest.
 */
// biome-ignore lint/suspicious/noExplicitAny: as in Windowable, the column is whatever Kysely's orderBy accepts
export type OrderTerm = readonly [column: any, direction: SortDirection, nulls?: "nullable"];

/** How a list is ordered: the terms asked for, in order, then the unique column that breaks ties. */
export interface ListOrder {
  by: readonly OrderTerm[];
  /** Left out when one of `by` already orders by this column. */
  tieBreaker: OrderTerm;
}

const modifiers = ([, direction, nulls]: OrderTerm): OrderByModifiers =>
  nulls !== "nullable" ? direction : (o) => (direction === "asc" ? o.asc().nullsFirst() : o.desc().nullsLast());

/**
 * Orders a list query by `column` (then by `tieBreaker` in the same direction, so pages never overlap when values
 * repeat) and cuts the page the request asks for (`limit -1`: every row). With a `ListOrder`, orders by each of its
 * terms with its own direction, then by the tie-breaker unless a term already orders by that column.
 */
export function orderedWindow<Q extends Windowable<Q>>(query: Q, order: ListOrder, request: PageRequest): Q;
export function orderedWindow<Q extends Windowable<Q>>(
  query: Q,
  column: string,
  tieBreaker: string,
  direction: SortDirection,
  request: PageRequest,
): Q;
export function orderedWindow<Q extends Windowable<Q>>(
  query: Q,
  ...args: [ListOrder, PageRequest] | [string, string, SortDirection, PageRequest]
): Q {
  const [order, request]: [ListOrder, PageRequest] =
    args.length === 2 ? args : [{ by: [[args[0], args[2]]], tieBreaker: [args[1], args[2]] }, args[3]];
  let out = query;
  for (const term of order.by) out = out.orderBy(term[0], modifiers(term));
  const tie = order.tieBreaker;
  if (!order.by.some(([column]) => column === tie[0])) out = out.orderBy(tie[0], modifiers(tie));
  const { offset, limit } = pageWindow(request);
  return limit === null ? out : out.limit(limit).offset(offset);
}

/**
 * The paginator around one page of rows (`limit -1`: one page holding every row, per_page = total). A capped
 * `limit=-1` (`-cap`) answers like `-1` while every row fits in one page, else pages of `cap` rows, so `per_page`
 * and `last_page` tell the client how to page on.
 */
export function pageOf<T>(data: T[], total: number, { page, limit }: PageRequest): Page<T> {
  if (limit === -1) return { data, total, current_page: 1, per_page: total, last_page: 1 };
  if (limit < 0) {
    const cap = -limit;
    if (total <= cap) return { data, total, current_page: page, per_page: total, last_page: 1 };
    return { data, total, current_page: page, per_page: cap, last_page: Math.ceil(total / cap) };
  }
  return { data, total, current_page: page, per_page: limit, last_page: Math.max(1, Math.ceil(total / limit)) };
}

/** Pages an in-memory list. */
export function slicePage<T>(all: T[], request: PageRequest): Page<T> {
  const { offset, limit } = pageWindow(request);
  return pageOf(limit === null ? all : all.slice(offset, offset + limit), all.length, request);
}

/** Zod schema of the paginator around `item`. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int().describe("Rows matching the filters"),
    current_page: z.number().int(),
    per_page: z
      .number()
      .int()
      .describe(
        "The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match)",
      ),
    last_page: z.number().int(),
  });

/** Escapes nothing: strips LIKE wildcards from user text and lower-cases it, for `lower(col) like ?`. */
export const likePattern = (text: string) => `%${text.replace(/[%_\\]/g, "").toLowerCase()}%`;

/** 0/1 from the database (PostgreSQL and SQLite both answer integers; counts may come as strings). */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
