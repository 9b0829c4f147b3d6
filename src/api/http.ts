/**
 * The one HTTP client of the SPA (over fetch; XMLHttpRequest only for an upload with progress: ./transport.ts).
 * Request: Accept JSON, Content-Type JSON for a JSON body (a FormData body is left to the browser for multipart),
 * Device-Platform web, App-Version, Device-Id (not in `local` mode), Accept-Language, Authorization Bearer; the
 * query written as axios wrote it (./query.ts); `env.apiTimeout` unless the call names its own `timeout`.
 * Answers: 2xx resolves; 401 -> renew client token and retry once -> second 401 signs out; everything else goes
 * through the error catalogue and the notifier (no toast for `silent` calls). Every failure rejects with `ApiError`,
 * except a cancellation by the caller's `signal` (refine aborting a query), which rejects with its AbortError, silently.
 */
import { UNAUTHENTICATED_TOAST_WINDOW_MS } from "../config/constants";
import { env } from "../config/env";
import { getDeviceId } from "./device";
import { ApiError, describeError, isCartFetch, toFieldErrors } from "./errors";
import { getNotifier, MESSAGES, t } from "./notify";
import { buildUrl, type QueryParams } from "./query";
import { ensureToken, NO_TOKEN_MESSAGE, renewToken, signOut } from "./session";
import { send, TransportError, type UploadProgress } from "./transport";

export interface RequestConfig {
  /** Relative to `baseURL` (the API base by default) unless absolute. */
  url?: string;
  /** GET by default. */
  method?: string;
  baseURL?: string;
  /** Query parameters (null/undefined left out). */
  params?: QueryParams;
  /** JSON body, or FormData (sent as multipart). */
  data?: unknown;
  /** Extra headers (Idempotency-Key, X-Support-Key...). */
  headers?: Record<string, string | undefined>;
  /** Milliseconds; `env.apiTimeout` by default, 0 for none. */
  timeout?: number;
  /** Cancels the request; the call then rejects with the AbortError and shows nothing. */
  signal?: AbortSignal;
  /** No toast for this call (errors still reject; a second 401 still signs out). */
  silent?: boolean;
  /** Send without token and never renew/retry (public calls that must not create a token). */
  skipAuth?: boolean;
  /** Upload progress of the request body (the call then goes through XMLHttpRequest). */
  onUploadProgress?: (event: UploadProgress) => void;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
}

let acceptLanguage: string | undefined;

/** Language the API resolves `name` with (`en` | `ar`); the shell calls this on language change. */
export const setRequestLanguage = (language: string | undefined): void => {
  acceptLanguage = language;
};

const isFormData = (data: unknown): data is FormData => typeof FormData !== "undefined" && data instanceof FormData;

const lastShown = new Map<string, number>();

/** Toasts `message` unless the same key was shown within the window (401 and no-token are shown once). */
const toastOnce = (key: string, message: string): void => {
  const now = Date.now();
  const last = lastShown.get(key);
  if (last !== undefined && now - last < UNAUTHENTICATED_TOAST_WINDOW_MS) return;
  lastShown.set(key, now);
  getNotifier().error(message);
};

/** Toasts "No token available" (once, unless silent) and rethrows. */
const noTokenFailure = (error: unknown, config: RequestConfig): never => {
  if (error instanceof ApiError && error.message === NO_TOKEN_MESSAGE && !config.silent) {
    toastOnce("no-token", t("errors.noToken", NO_TOKEN_MESSAGE));
  }
  throw error;
};

/** Headers of one attempt: the caller's, then the app's (which win), and the token when there is one. */
const headersFor = async (config: RequestConfig): Promise<{ headers: Record<string, string>; token?: string }> => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.headers ?? {})) if (value !== undefined) headers[name] = value;
  const set = (name: string, value: string) => {
    for (const existing of Object.keys(headers))
      if (existing.toLowerCase() === name.toLowerCase()) delete headers[existing];
    headers[name] = value;
  };
  set("Accept", "application/json");
  // A JSON body says so; FormData gets its multipart boundary from the browser; no body, no Content-Type.
  if (config.data !== undefined && !isFormData(config.data)) set("Content-Type", "application/json");
  else for (const name of Object.keys(headers)) if (name.toLowerCase() === "content-type") delete headers[name];
  set("Device-Platform", "web");
  set("App-Version", env.appVersion);
  if (acceptLanguage) set("Accept-Language", acceptLanguage);

  // Fingerprint and token are awaited together, never one after the other.
  const [deviceId, token] = await Promise.all([
    getDeviceId(),
    config.skipAuth ? undefined : ensureToken().catch((error: unknown) => noTokenFailure(error, config)),
  ]);
  if (deviceId) set("Device-Id", deviceId);
  if (token) set("Authorization", `Bearer ${token}`);
  else for (const name of Object.keys(headers)) if (name.toLowerCase() === "authorization") delete headers[name];
  return { headers, token };
};

const bodyOf = (config: RequestConfig): BodyInit | undefined => {
  if (config.data === undefined) return undefined;
  if (isFormData(config.data)) return config.data;
  return typeof config.data === "string" ? config.data : JSON.stringify(config.data);
};

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
  data?: unknown;
}

const messageOf = (body: ErrorBody): string | undefined =>
  typeof body.message === "string" ? body.message : undefined;

const toApiError = (status: number, body: ErrorBody): ApiError => {
  const serverMessage = messageOf(body);
  const described = describeError(status, serverMessage, { t });
  return new ApiError({
    status,
    message: serverMessage?.trim() || described.toast || t("errors.default", MESSAGES["errors.default"]),
    errors: toFieldErrors(body.errors),
    data: status ? body.data : undefined,
    kind: described.kind,
  });
};

/** Rejects with the catalogue's ApiError for `status` (0: no answer), toasting it unless silent. */
const fail = (config: RequestConfig, status: number, data: unknown): never => {
  const body: ErrorBody = data && typeof data === "object" ? (data as ErrorBody) : {};
  const apiError = toApiError(status, body);
  if (!config.silent) {
    const { toast } = describeError(status, messageOf(body), {
      t,
      silent404: isCartFetch(config.url, config.baseURL ?? env.apiBaseUrl),
    });
    if (toast) {
      if (status === 401) toastOnce("unauthenticated", toast);
      else getNotifier().error(toast);
    }
  }
  throw apiError;
};

const attempt = async <T>(config: RequestConfig, retried: boolean): Promise<HttpResponse<T>> => {
  const { headers, token } = await headersFor(config);
  let answer: Awaited<ReturnType<typeof send>>;
  try {
    answer = await send({
      method: (config.method ?? "GET").toUpperCase(),
      url: buildUrl(config.baseURL ?? env.apiBaseUrl, config.url ?? "", config.params),
      headers,
      body: bodyOf(config),
      timeout: config.timeout ?? env.apiTimeout,
      signal: config.signal,
      onUploadProgress: config.onUploadProgress,
    });
  } catch (error) {
    // No answer (network down, timeout): the catalogue's "Oops". A cancellation passes through untouched.
    if (error instanceof TransportError) return fail(config, 0, undefined);
    throw error;
  }
  const { status, data } = answer;
  if (status >= 200 && status < 300) return { data: data as T, status };

  if (status === 401 && !config.skipAuth) {
    if (!retried) {
      await renewToken(token).catch((renewError: unknown) => noTokenFailure(renewError, config));
      return attempt<T>(config, true);
    }
    const apiError = toApiError(status, data && typeof data === "object" ? (data as ErrorBody) : {});
    signOut();
    if (!config.silent) toastOnce("unauthenticated", apiError.message);
    throw apiError;
  }
  return fail(config, status, data);
};

/** One call: resolves to the parsed answer of a 2xx, rejects with `ApiError` (see the module comment). */
const request = <T = unknown>(config: RequestConfig): Promise<HttpResponse<T>> => attempt<T>(config, false);

type Options = Omit<RequestConfig, "url" | "method" | "data">;

export const http = {
  request,
  get: <T = unknown>(url: string, config: Options = {}) => request<T>({ ...config, url, method: "GET" }),
  post: <T = unknown>(url: string, data?: unknown, config: Options = {}) =>
    request<T>({ ...config, url, method: "POST", data }),
  delete: <T = unknown>(url: string, config: Options = {}) => request<T>({ ...config, url, method: "DELETE" }),
};

export type { UploadProgress };

/** Tests: forget suppressed toasts. */
export const resetHttpState = (): void => {
  lastShown.clear();
};
