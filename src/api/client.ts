/** Typed helpers over the HTTP client (./http.ts): resolve to the envelope, reject with `ApiError`. */
import { http, type RequestConfig } from "./http";
import type { QueryParams } from "./query";

export interface ApiEnvelope<T> {
  status_code: number;
  data: T;
  message: string;
}

/** `data` of a list answer (Laravel paginator shape). */
export interface Paginated<T> {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}

/** Per-call options: `silent`, `headers`, `timeout`, `signal`, `onUploadProgress`, `params` (see RequestConfig). */
export type ApiRequestConfig = Omit<RequestConfig, "url" | "method" | "data">;

export type { QueryParams };

export const api = {
  get: async <T>(url: string, params?: QueryParams, config: ApiRequestConfig = {}): Promise<ApiEnvelope<T>> =>
    (await http.get<ApiEnvelope<T>>(url, { ...config, params: { ...config.params, ...params } })).data,
  post: async <T>(url: string, body?: unknown, config: ApiRequestConfig = {}): Promise<ApiEnvelope<T>> =>
    (await http.post<ApiEnvelope<T>>(url, body ?? {}, config)).data,
  delete: async <T>(url: string, config: ApiRequestConfig = {}): Promise<ApiEnvelope<T>> =>
    (await http.delete<ApiEnvelope<T>>(url, config)).data,
};
