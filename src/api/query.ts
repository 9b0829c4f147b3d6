/**
 * Request URLs, written exactly as axios 1.x wrote them (the server parses what the SPA always sent):
 * - `null`/`undefined` values are left out; `true`/`false` as words; a Date as its ISO string (UTC);
 * - a flat array as `key[]=a&key[]=b` (brackets percent-encoded: `key%5B%5D=a`), its null/undefined items left out;
 * - a nested object as `key[sub]=v`, an array holding objects or arrays by index: `key[0][sub]=v`;
 * - a top-level key ending in `{}` sends its object as JSON;
 * - encoding is encodeURIComponent with `:`, `$`, `,` kept and spaces as `+`.
 * tests/web/http-transport.test.ts pins these against the strings axios produced.
 */

export type QueryParams = Record<string, unknown>;

const encode = (value: string): string =>
  encodeURIComponent(value).replace(/%3A/gi, ":").replace(/%24/g, "$").replace(/%2C/gi, ",").replace(/%20/g, "+");

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== "object" || Object.prototype.toString.call(value) !== "[object Object]")
    return false;
  const proto = Object.getPrototypeOf(value);
  if (proto !== null && proto !== Object.prototype && Object.getPrototypeOf(proto) !== null) return false;
  return !Object.hasOwn(value, Symbol.toStringTag) && !Object.hasOwn(value, Symbol.iterator);
};

const isVisitable = (value: unknown): value is Record<string, unknown> | unknown[] =>
  Array.isArray(value) || isPlainObject(value);

const dropBrackets = (key: string): string => (key.endsWith("[]") ? key.slice(0, -2) : key);

/** `a`, [`b`, 0] -> `a[b][0]` */
const keyOf = (path: (string | number)[]): string =>
  path.map((token, i) => (i ? `[${dropBrackets(String(token))}]` : dropBrackets(String(token)))).join("");

const text = (value: unknown): string => {
  if (value instanceof Date) return value.toISOString();
  return String(value);
};

const entries = (value: Record<string, unknown> | unknown[]): [string | number, unknown][] =>
  Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.keys(value).map((k) => [k, value[k]]);

/** `params` as a query string (no leading `?`); empty when nothing is sent. */
export const toQueryString = (params: QueryParams | URLSearchParams | null | undefined): string => {
  if (!params) return "";
  if (params instanceof URLSearchParams) return params.toString();
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => pairs.push(`${encode(key)}=${encode(text(value))}`);

  const visit = (value: Record<string, unknown> | unknown[], path: (string | number)[] | null): void => {
    for (const [rawKey, item] of entries(value)) {
      if (item === undefined || item === null) continue;
      const key = typeof rawKey === "string" ? rawKey.trim() : rawKey;
      if (!path && typeof item === "object" && typeof key === "string") {
        if (key.endsWith("{}")) {
          add(key, JSON.stringify(item));
          continue;
        }
        const flat = Array.isArray(item) && !item.some(isVisitable);
        if (flat || (key.endsWith("[]") && Array.isArray(item))) {
          for (const el of item as unknown[]) if (el !== undefined && el !== null) add(`${dropBrackets(key)}[]`, el);
          continue;
        }
      }
      if (isVisitable(item)) visit(item, [...(path ?? []), rawKey]);
      else add(path ? keyOf([...path, key]) : String(key), item);
    }
  };
  visit(params, null);
  return pairs.join("&");
};

/** `baseURL` joined with a relative `url` (one slash between), the query appended (`&` when it has one). */
export const buildUrl = (baseURL: string | undefined, url: string, params?: QueryParams | URLSearchParams): string => {
  let full = url;
  if (baseURL && !/^([a-z][a-z\d+\-.]*:)?\/\//i.test(url)) {
    full = url ? `${baseURL.replace(/\/?\/$/, "")}/${url.replace(/^\/+/, "")}` : baseURL;
  }
  const query = toQueryString(params);
  if (!query) return full;
  const hash = full.indexOf("#");
  if (hash !== -1) full = full.slice(0, hash);
  return `${full}${full.includes("?") ? "&" : "?"}${query}`;
};
