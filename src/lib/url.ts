/**
 * URL cleaning on navigation (SPEC 4): values blank, null, undefined, NaN or false are dropped (as strings and as
 * real values), duplicate key=value pairs removed, params sorted by key then value, zero kept.
 */

export type SearchInput = URLSearchParams | string | Record<string, unknown> | null | undefined;

const FORBIDDEN = new Set(["null", "undefined", "NaN", "false"]);

/** Whether a single (already stringified or raw) value is worth keeping in a URL. */
export const isMeaningfulParam = (value: unknown): boolean => {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === "number" && Number.isNaN(value)) return false;
  const text = String(value);
  return text.trim() !== "" && !FORBIDDEN.has(text.trim());
};

const toPairs = (input: SearchInput): Array<[string, unknown]> => {
  if (input === null || input === undefined) return [];
  if (typeof input === "string") return [...new URLSearchParams(input).entries()];
  if (input instanceof URLSearchParams) return [...input.entries()];
  const pairs: Array<[string, unknown]> = [];
  for (const [key, value] of Object.entries(input)) {
    if (Array.isArray(value)) for (const item of value) pairs.push([key, item]);
    else pairs.push([key, value]);
  }
  return pairs;
};

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The cleaned pairs, sorted and unique. */
export const cleanSearchPairs = (input: SearchInput): Array<[string, string]> => {
  const seen = new Set<string>();
  const out: Array<[string, string]> = [];
  for (const [key, raw] of toPairs(input)) {
    if (key.trim() === "" || !isMeaningfulParam(raw)) continue;
    const value = String(raw);
    const id = `${key}\u0000${value}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push([key, value]);
  }
  return out.sort(([ka, va], [kb, vb]) => compare(ka, kb) || compare(va, vb));
};

/** Cleaned query string, without the leading `?` (empty string when nothing is left). */
export const cleanSearchParams = (input: SearchInput): string =>
  new URLSearchParams(cleanSearchPairs(input)).toString();

/** `path` plus its cleaned query (`/x?a=1`), or `path` alone. */
export const withCleanSearch = (path: string, input: SearchInput): string => {
  const query = cleanSearchParams(input);
  return query ? `${path}?${query}` : path;
};
