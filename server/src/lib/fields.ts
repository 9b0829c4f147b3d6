import { z } from "zod";

/**
 * The payload field helpers every module uses: strict about types, lenient only about the wire forms a form post
 * really sends. A body may be JSON or multipart (where every text field arrives as a string), so:
 *
 * - text fields take strings only (trimmed; blank is absent). `{}`, `[]`, `true` or `12` are refused.
 * - numbers take a JSON number or a plain decimal string (`"12"`, `" -3.50 "`), nothing else: `"0x10"`, `"1e3"`,
 *   `"Infinity"`, `true` and `[5]` are refused ("The {field} must be a number/an integer.").
 * - flags take `true`/`false`, `1`/`0` and their strings (a checkbox posted in a form).
 * - lists take an array, a JSON array in a string, or comma-separated text (a multipart form's list).
 *
 * Required fields stay required in the OpenAPI document (the inner schema is not optional), so the generated API
 * types show them as such. Messages are the Laravel-style English ones that `lib/i18n.ts` renders in Arabic.
 */

/** `category_id` -> `category id`, `sort-key` -> `sort key`, `sortKey` -> `sort key`. */
export const fieldLabel = (field: string) =>
  field
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]/g, " ")
    .toLowerCase();

/** Absent, null, or text of only spaces. */
export const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

export const requiredMessage = (field: string) => `The ${fieldLabel(field)} field is required.`;

/** A plain decimal: optional minus, digits, optional fraction. No hex, exponent, `+`, `Infinity` or spaces inside. */
export const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A number from its wire form: a number stays, a plain decimal string (trimmed) becomes its number, anything else
 * is returned as it is, for the number schema to refuse.
 */
export const toNumber = (v: unknown): unknown => {
  if (typeof v !== "string") return v;
  const t = v.trim();
  return PLAIN_DECIMAL.test(t) ? Number(t) : v;
};

/** 1/0 from `true|false|1|0` (or their strings); anything else is returned as it is, for the schema to refuse. */
export const toFlag = (v: unknown): unknown => {
  if (v === true || v === 1 || v === "1" || v === "true") return 1;
  if (v === false || v === 0 || v === "0" || v === "false") return 0;
  return v;
};

/** A list from an array, a JSON array in a string, or comma-separated text (blank: []). */
export const toList = (v: unknown): unknown => {
  if (Array.isArray(v)) return v;
  if (blank(v)) return [];
  if (typeof v === "string") {
    const t = v.trim();
    if (t.startsWith("[")) {
      try {
        return JSON.parse(t);
      } catch {
        return v;
      }
    }
    return t.split(",").map((x) => x.trim());
  }
  return v;
};

/**
 * The preprocess step of a body field: blank is "The {field} field is required." (required) or absent (optional);
 * any other value goes through `convert`.
 */
const present =
  (field: string, required: boolean, convert: (v: unknown) => unknown) => (v: unknown, ctx: z.RefinementCtx) => {
    if (blank(v)) {
      if (required) {
        ctx.addIssue({ code: "custom", message: requiredMessage(field), input: v });
        return z.NEVER;
      }
      return undefined;
    }
    return convert(v);
  };

const trim = (v: unknown) => (typeof v === "string" ? v.trim() : v);

// The overloads keep a required field's type free of `undefined` (and its OpenAPI property in `required`).
type Field<T> = z.ZodType<T, unknown>;

const stringSchema = (field: string, max: number) =>
  z
    .string({ error: `The ${fieldLabel(field)} must be a string.` })
    .max(max, `The ${fieldLabel(field)} may not be greater than ${max} characters.`);

/** Trimmed text of at most `max` characters; strings only. */
export function text(field: string, max: number, required?: true): Field<string>;
export function text(field: string, max: number, required: false): Field<string | undefined>;
export function text(field: string, max: number, required = true): z.ZodType {
  const inner = stringSchema(field, max);
  return z.preprocess(present(field, required, trim), required ? inner : inner.optional());
}

/** One of `values`, trimmed (blank: required, or absent when optional); anything else: `message`. */
export function choice<const T extends readonly [string, ...string[]]>(
  field: string,
  values: T,
  message: string,
  required: boolean,
) {
  const inner = z.enum(values, { error: message });
  return z.preprocess(present(field, required, trim), (required ? inner : inner.optional()) as z.ZodType<T[number]>);
}

/**
 * An optional text a save can clear: absent is "leave it", null or blank is "clear it" (answered as ""), anything
 * else is trimmed and at most `max` characters. For a plain optional text, where blank means absent, use `text`.
 */
export const clearableText = (field: string, max: number): Field<string | undefined> =>
  z.preprocess((v) => (v === undefined ? undefined : v === null ? "" : trim(v)), stringSchema(field, max).optional());

const integerSchema = (field: string, min: number, max: number) =>
  z
    .number({ error: `The ${fieldLabel(field)} must be an integer.` })
    .int(`The ${fieldLabel(field)} must be an integer.`)
    .min(min, `The ${fieldLabel(field)} must be at least ${min}.`)
    .max(max, `The ${fieldLabel(field)} may not be greater than ${max}.`);

/** An integer in [min, max]: a number or a plain decimal string. */
export function integer(field: string, min: number, max: number, required?: true): Field<number>;
export function integer(field: string, min: number, max: number, required: false): Field<number | undefined>;
export function integer(field: string, min: number, max: number, required = true): z.ZodType {
  const inner = integerSchema(field, min, max);
  return z.preprocess(present(field, required, toNumber), required ? inner : inner.optional());
}

export const MAX_ID = 2_147_483_647;

/** A row id (1 or more). */
export function id(field: string, required?: true): Field<number>;
export function id(field: string, required: false): Field<number | undefined>;
export function id(field: string, required = true): z.ZodType {
  return required ? integer(field, 1, MAX_ID) : integer(field, 1, MAX_ID, false);
}

interface DecimalOptions {
  /** At most this many decimals, with this message. */
  decimals?: { places: number; message: string };
  /** The message when out of range (default "The {field} must be between {min} and {max}."). */
  rangeMessage?: string;
}

const decimalSchema = (field: string, min: number, max: number, { decimals, rangeMessage }: DecimalOptions) => {
  const l = fieldLabel(field);
  let n = z
    .number({ error: `The ${l} must be a number.` })
    .refine((v) => Number.isFinite(v), `The ${l} must be a number.`)
    .refine((v) => v >= min && v <= max, rangeMessage ?? `The ${l} must be between ${min} and ${max}.`);
  if (decimals) {
    const f = 10 ** decimals.places;
    n = n.refine((v) => Math.abs(v * f - Math.round(v * f)) < 1e-6, decimals.message);
  }
  return n;
};

/** A decimal number in [min, max]: a number or a plain decimal string. */
export function decimal(
  field: string,
  min: number,
  max: number,
  required?: true,
  options?: DecimalOptions,
): Field<number>;
export function decimal(
  field: string,
  min: number,
  max: number,
  required: false,
  options?: DecimalOptions,
): Field<number | undefined>;
export function decimal(
  field: string,
  min: number,
  max: number,
  required = true,
  options: DecimalOptions = {},
): z.ZodType {
  const inner = decimalSchema(field, min, max, options);
  return z.preprocess(present(field, required, toNumber), required ? inner : inner.optional());
}

const flagSchema = (field: string) =>
  z.union([z.literal(0), z.literal(1)], { error: `The ${fieldLabel(field)} field must be true or false.` });

/** 1 or 0, from `true|false|1|0` or their strings. */
export function flag(field: string, required?: true): Field<0 | 1>;
export function flag(field: string, required: false): Field<0 | 1 | undefined>;
export function flag(field: string, required = true): z.ZodType {
  const inner = flagSchema(field);
  return z.preprocess(present(field, required, toFlag), required ? inner : inner.optional());
}

/** A list of distinct ids (min..max items); each a number or a string of digits. */
export const idList = (field: string, min: number, max: number) =>
  z.preprocess(
    (v) => {
      const list = toList(v);
      return Array.isArray(list)
        ? list.map((x) => (typeof x === "string" && /^\d+$/.test(x.trim()) ? Number(x) : x))
        : list;
    },
    z
      .array(z.number({ error: "Each value must be an id." }).int("Each value must be an id.").min(1), {
        error: `The ${fieldLabel(field)} must be a list.`,
      })
      .min(min, `The ${fieldLabel(field)} must have at least ${min} item${min === 1 ? "" : "s"}.`)
      .max(max, `The ${fieldLabel(field)} may not have more than ${max} items.`)
      .superRefine((list, ctx) => {
        const seen = new Set<number>();
        list.forEach((n, i) => {
          if (seen.has(n)) ctx.addIssue({ code: "custom", path: [i], message: "Each value may be given only once." });
          seen.add(n);
        });
      }),
  );

/** A list of short texts (blank entries dropped): an array, a JSON array in a string, or one entry per line. */
export const textList = (field: string, maxItems: number, maxLength: number) =>
  z.preprocess(
    (v) => {
      if (typeof v === "string" && !v.trim().startsWith("["))
        return v
          .split("\n")
          .map((x) => x.trim())
          .filter(Boolean);
      const list = toList(v);
      return Array.isArray(list) ? list.filter((x) => !blank(x)).map(trim) : list;
    },
    z
      .array(
        z
          .string({ error: `Each of the ${fieldLabel(field)} must be a text.` })
          .max(maxLength, `Each of the ${fieldLabel(field)} may not be greater than ${maxLength} characters.`),
        { error: `The ${fieldLabel(field)} must be a list.` },
      )
      .max(maxItems, `The ${fieldLabel(field)} may not have more than ${maxItems} items.`),
  );

/** The given keys of a partial body that are present (not undefined): the columns a partial update writes. */
export function definedFields<T extends object, K extends keyof T>(body: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (body[key] !== undefined) out[key] = body[key];
  return out;
}
