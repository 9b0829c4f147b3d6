/** Error catalogue (SPEC 8): status -> what the user sees. `describeError` is pure; http.ts applies it. */
import { ENDPOINTS } from "./endpoints";
import { MESSAGES, type MessageKey } from "./notify";

export type ErrorKind =
  | "ok"
  | "validation"
  | "silent"
  | "unauthenticated"
  | "forbidden"
  | "not-found"
  | "payload-too-large"
  | "server"
  | "network";

export interface ErrorDescription {
  /** Text to toast, or null for no toast. */
  toast: string | null;
  kind: ErrorKind;
}

export interface DescribeOptions {
  /** 404 without toast (cart fetch calls). */
  silent404?: boolean;
  /** Translator for the fallback texts; English by default. */
  t?: (key: MessageKey, fallback: string) => string;
}

const english = (key: MessageKey, fallback: string) => fallback || MESSAGES[key];

const clean = (message: string | null | undefined): string | null => {
  if (typeof message !== "string") return null;
  const text = message.trim();
  return text === "" ? null : text;
};

/**
 * | 200..299 | no toast                                      |
 * | 400, 422 | server message (or Something went wrong)      |
 * | 425      | silent                                        |
 * | 401      | message or Unauthenticated (shown once: http)  |
 * | 403      | message or Something went wrong               |
 * | 404      | same; silent for cart fetch calls             |
 * | 413      | message or Payload Too Large                  |
 * | 500, any | message or Something went wrong               |
 * | none / 0 | Oops, an error occurred!                      |
 */
export const describeError = (
  status: number | null | undefined,
  serverMessage?: string | null,
  options: DescribeOptions = {},
): ErrorDescription => {
  const tr = options.t ?? english;
  const message = clean(serverMessage);
  const msg = (key: MessageKey) => message ?? tr(key, MESSAGES[key]);

  if (!status) return { toast: tr("errors.default", MESSAGES["errors.default"]), kind: "network" };
  if (status >= 200 && status < 300) return { toast: null, kind: "ok" };
  switch (status) {
    case 400:
    case 422:
      return { toast: msg("errors.generic"), kind: "validation" };
    case 425:
      return { toast: null, kind: "silent" };
    case 401:
      return { toast: msg("errors.unauthenticated"), kind: "unauthenticated" };
    case 403:
      return { toast: msg("errors.generic"), kind: "forbidden" };
    case 404:
      return { toast: options.silent404 ? null : msg("errors.generic"), kind: "not-found" };
    case 413:
      return { toast: msg("errors.payloadTooLarge"), kind: "payload-too-large" };
    default:
      return { toast: msg("errors.generic"), kind: "server" };
  }
};

/** Cart fetch calls: a 404 there means "empty cart", not an error worth a toast. */
export const CART_FETCH_PATHS = [ENDPOINTS.cartItems, ENDPOINTS.packageCartItems, ENDPOINTS.packageCartFetch] as const;

/** Path part of a request URL relative to the API base: no origin, base, query, or surrounding slashes. */
export const apiPath = (url: string | undefined, baseUrl = ""): string => {
  let path = (url ?? "").replace(/[?#].*$/, "");
  path = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, "");
  const base = baseUrl.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, "").replace(/\/+$/, "");
  if (base && path.startsWith(`${base}/`)) path = path.slice(base.length);
  return path.replace(/^\/+|\/+$/g, "");
};

export const isCartFetch = (url: string | undefined, baseUrl = ""): boolean =>
  (CART_FETCH_PATHS as readonly string[]).includes(apiPath(url, baseUrl));

export type FieldErrors = Record<string, string[]>;

/** What every failed call rejects with. `statusCode` mirrors `status` so it can pass as refine's HttpError. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusCode: number;
  readonly errors?: FieldErrors;
  readonly data?: unknown;
  readonly kind: ErrorKind;

  constructor(init: { status: number; message: string; errors?: FieldErrors; data?: unknown; kind?: ErrorKind }) {
    super(init.message);
    this.name = "ApiError";
    this.status = init.status;
    this.statusCode = init.status;
    this.errors = init.errors;
    this.data = init.data;
    this.kind = init.kind ?? describeError(init.status).kind;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** Normalises a 422 `errors` map (`{field: [msg]}` or `{field: msg}`) to `{field: [msg]}`. */
export const toFieldErrors = (value: unknown): FieldErrors | undefined => {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(value as Record<string, unknown>)) {
    if (Array.isArray(messages)) out[field] = messages.map(String);
    else if (messages !== null && messages !== undefined) out[field] = [String(messages)];
  }
  return out;
};

/**
 * The unpaid order a checkout answered 409 about (the server keeps one live order per cart, with its id in
 * `data.order_id`), or undefined for any other error.
 */
export const liveOrderOf = (error: unknown): number | undefined => {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const id = (error.data as { order_id?: unknown } | null | undefined)?.order_id;
  return typeof id === "number" ? id : undefined;
};
