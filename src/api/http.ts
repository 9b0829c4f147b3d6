/**
 * The one axios instance. Request: Accept/Content-Type JSON (FormData left to axios/browser for multipart),
 * Device-Platform web, App-Version, Device-Id (not in `local` mode), Accept-Language, Authorization Bearer.
 * Response errors: 401 -> renew client token and retry once -> second 401 signs out; everything else goes
 * through the error catalogue and the notifier. Every failure rejects with `ApiError`.
 */
import axios, { AxiosError, AxiosHeaders, type AxiosRequestConfig, type InternalAxiosRequestConfig } from "axios";
import { UNAUTHENTICATED_TOAST_WINDOW_MS } from "../config/constants";
import { env } from "../config/env";
import { getDeviceId } from "./device";
import { ApiError, describeError, isCartFetch, toFieldErrors } from "./errors";
import { getNotifier, MESSAGES, t } from "./notify";
import { ensureToken, NO_TOKEN_MESSAGE, renewToken, signOut } from "./session";

declare module "axios" {
  interface AxiosRequestConfig {
    /** No toast for this call (errors still reject; a second 401 still signs out). */
    silent?: boolean;
    /** Send without token and never renew/retry (public calls that must not create a token). */
    skipAuth?: boolean;
    /** @internal set on the one retry after a 401 */
    _retried?: boolean;
    /** @internal token the request was sent with */
    _token?: string;
  }
}

export const http = axios.create({
  baseURL: env.apiBaseUrl,
  timeout: env.apiTimeout,
});

let acceptLanguage: string | undefined;

/** Language the API resolves `name` with (`en` | `ar`); the shell calls this on language change. */
export const setRequestLanguage = (language: string | undefined): void => {
  acceptLanguage = language;
};

const isFormData = (data: unknown): boolean => typeof FormData !== "undefined" && data instanceof FormData;

http.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
  const headers = AxiosHeaders.from(config.headers);
  headers.set("Accept", "application/json");
  if (isFormData(config.data)) headers.delete("Content-Type");
  else headers.set("Content-Type", "application/json");
  headers.set("Device-Platform", "web");
  headers.set("App-Version", env.appVersion);
  if (acceptLanguage) headers.set("Accept-Language", acceptLanguage);

  // Fingerprint and token are awaited together, never one after the other.
  const [deviceId, token] = await Promise.all([
    getDeviceId(),
    config.skipAuth ? undefined : ensureToken().catch((error: unknown) => noTokenFailure(error, config)),
  ]);
  if (deviceId) headers.set("Device-Id", deviceId);
  if (token) {
    headers.set("Authorization", `Bearer ${token}`);
    config._token = token;
  } else {
    headers.delete("Authorization");
  }
  config.headers = headers;
  return config;
});

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
const noTokenFailure = (error: unknown, config: AxiosRequestConfig | undefined): never => {
  if (error instanceof ApiError && error.message === NO_TOKEN_MESSAGE && !config?.silent) {
    toastOnce("no-token", t("errors.noToken", NO_TOKEN_MESSAGE));
  }
  throw error;
};

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
  data?: unknown;
}

const bodyOf = (error: AxiosError): ErrorBody => {
  const data = error.response?.data;
  return data && typeof data === "object" ? (data as ErrorBody) : {};
};

const toApiError = (error: AxiosError): ApiError => {
  const status = error.response?.status ?? 0;
  const body = bodyOf(error);
  const serverMessage = typeof body.message === "string" ? body.message : undefined;
  const described = describeError(status, serverMessage, { t });
  return new ApiError({
    status,
    message: serverMessage?.trim() || described.toast || t("errors.default", MESSAGES["errors.default"]),
    errors: toFieldErrors(body.errors),
    data: error.response ? body.data : undefined,
    kind: described.kind,
  });
};

const onError = async (error: unknown): Promise<never> => {
  // Rejected before sending (no token could be had): already notified.
  if (error instanceof ApiError) throw error;
  // Cancellations (refine aborts queries) pass through untouched and silent.
  if (axios.isCancel(error) || !(error instanceof AxiosError)) throw error;

  const config = error.config as AxiosRequestConfig | undefined;
  const status = error.response?.status ?? 0;

  if (status === 401 && config && !config.skipAuth) {
    if (!config._retried) {
      config._retried = true;
      await renewToken(config._token).catch((renewError: unknown) => noTokenFailure(renewError, config));
      return http.request(config);
    }
    const apiError = toApiError(error);
    signOut();
    if (!config.silent) toastOnce("unauthenticated", apiError.message);
    throw apiError;
  }

  const apiError = toApiError(error);
  if (!config?.silent) {
    const body = bodyOf(error);
    const serverMessage = typeof body.message === "string" ? body.message : undefined;
    const { toast } = describeError(status, serverMessage, {
      t,
      silent404: isCartFetch(config?.url, config?.baseURL ?? env.apiBaseUrl),
    });
    if (toast) {
      if (status === 401) toastOnce("unauthenticated", toast);
      else getNotifier().error(toast);
    }
  }
  throw apiError;
};

http.interceptors.response.use((response) => response, onError);

/** Tests: forget suppressed toasts. */
export const resetHttpState = (): void => {
  lastShown.clear();
};
