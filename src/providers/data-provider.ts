import type { BaseRecord, CrudFilter, CrudSort, DataProvider, HttpError } from "@refinedev/core";
import { type ApiRequestConfig, api, isApiError, type Paginated } from "../api";
import { fillId, RESOURCE_ENDPOINTS, type ResourceEndpoints } from "../api/endpoints";
import { ALL, DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from "../config/constants";
import { env } from "../config/env";

/** refine wants an HttpError with `statusCode` and field `errors` so its forms show them on the fields. */
export const toHttpError = (error: unknown): HttpError => {
  if (isApiError(error)) {
    const errors = error.errors
      ? Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages]))
      : undefined;
    return { message: error.message, statusCode: error.status, errors };
  }
  return { message: error instanceof Error ? error.message : String(error), statusCode: 0 };
};

const endpointsOf = (resource: string, meta?: Record<string, unknown>): ResourceEndpoints => {
  const fromMeta = meta?.endpoints as ResourceEndpoints | undefined;
  return { ...RESOURCE_ENDPOINTS[resource], ...fromMeta };
};

const need = (value: string | undefined, resource: string, what: string): string => {
  if (!value) throw new Error(`No ${what} endpoint for resource "${resource}" in src/api/endpoints.ts`);
  return value;
};

/** List query in the v2 style: page, limit (-1 = all), sortKey, sortVal, search, named filters. */
export const listQuery = (
  pagination: { currentPage?: number; pageSize?: number; mode?: "client" | "server" | "off" } | undefined,
  sorters: CrudSort[] | undefined,
  filters: CrudFilter[] | undefined,
): Record<string, unknown> => {
  const query: Record<string, unknown> = {};
  if (pagination?.mode === "off") {
    query.limit = ALL;
  } else {
    query.page = pagination?.currentPage ?? DEFAULT_PAGE;
    query.limit = pagination?.pageSize ?? DEFAULT_PAGE_SIZE;
  }
  const sorter = sorters?.[0];
  if (sorter) {
    query.sortKey = sorter.field;
    query.sortVal = sorter.order;
  }
  for (const filter of filters ?? []) {
    if (!("field" in filter)) continue;
    const value = filter.value;
    if (value === undefined || value === null || value === "") continue;
    const key = filter.field === "q" ? "search" : filter.field;
    query[key] = Array.isArray(value) ? value.join(",") : value;
  }
  return query;
};

/**
 * Request options a screen may pass in refine's `meta`: `silent: true` keeps the global error toast away (the screen
 * says what went wrong itself, e.g. a 404 page or an inline alert); an upload may name its own `timeout` and an
 * `onUploadProgress` callback (a multipart FormData payload of useCustomMutation). refine puts its query's
 * `signal` in `meta` (reading it lets the query be cancelled): a query dropped on unmount or superseded stops its
 * download.
 */
const configOf = (meta: Record<string, unknown> | undefined): ApiRequestConfig => ({
  ...(meta?.signal instanceof AbortSignal ? { signal: meta.signal } : {}),
  ...(meta?.silent ? { silent: true } : {}),
  ...(typeof meta?.timeout === "number" ? { timeout: meta.timeout } : {}),
  ...(typeof meta?.onUploadProgress === "function"
    ? { onUploadProgress: meta.onUploadProgress as ApiRequestConfig["onUploadProgress"] }
    : {}),
});

const wrap = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    // a cancelled query rejects with the browser's AbortError, as the query cache expects (never an HttpError)
    if (error instanceof Error && error.name === "AbortError") throw error;
    throw toHttpError(error);
  }
};

export const dataProvider: DataProvider = {
  getApiUrl: () => env.apiBaseUrl,

  getList: ({ resource, pagination, sorters, filters, meta }) =>
    wrap(async () => {
      const url = need(endpointsOf(resource, meta).list, resource, "list");
      const res = await api.get<(Paginated<BaseRecord> & Record<string, unknown>) | BaseRecord[]>(
        url,
        { ...listQuery(pagination, sorters, filters), ...(meta?.query as Record<string, unknown> | undefined) },
        configOf(meta),
      );
      const data = res.data;
      if (Array.isArray(data)) return { data: data as never[], total: data.length };
      // Fields next to the page (e.g. `status_counts` of the admin appointments) stay on the answer: `result` of
      // useList / `tableQuery.data` of useTable carries them.
      const { data: rows, total, current_page: _p, per_page: _pp, last_page: _lp, ...extra } = data ?? {};
      return { ...extra, data: (rows ?? []) as never[], total: (total as number | undefined) ?? 0 };
    }),

  getOne: ({ resource, id, meta }) =>
    wrap(async () => {
      const ep = endpointsOf(resource, meta);
      const template = need(ep.one, resource, "one");
      const config = configOf(meta);
      const res = ep.idParam
        ? await api.get<BaseRecord>(template, { [ep.idParam]: id }, config)
        : await api.get<BaseRecord>(fillId(template, id), undefined, config);
      return { data: res.data as never };
    }),

  create: ({ resource, variables, meta }) =>
    wrap(async () => {
      const url = need(endpointsOf(resource, meta).create, resource, "create");
      const res = await api.post<BaseRecord>(url, variables, configOf(meta));
      return { data: res.data as never };
    }),

  update: ({ resource, id, variables, meta }) =>
    wrap(async () => {
      const template = need(endpointsOf(resource, meta).update, resource, "update");
      const res = await api.post<BaseRecord>(fillId(template, id), variables, configOf(meta));
      return { data: res.data as never };
    }),

  deleteOne: ({ resource, id, meta }) =>
    wrap(async () => {
      const template = need(endpointsOf(resource, meta).delete, resource, "delete");
      const res = await api.delete<BaseRecord>(fillId(template, id), configOf(meta));
      return { data: (res.data ?? { id }) as never };
    }),

  custom: ({ url, method, payload, query, filters, sorters, meta }) =>
    wrap(async () => {
      const { limit: _all, ...fromFilters } = listQuery({ mode: "off" }, sorters, filters);
      // The screen's own query wins (a `limit` it names is sent; no `limit` is added when it names none).
      const params = { ...fromFilters, ...(query as Record<string, unknown> | undefined) };
      const config = configOf(meta);
      if (method === "delete") return { data: (await api.delete<BaseRecord>(url, config)).data as never };
      if (method === "get") return { data: (await api.get<BaseRecord>(url, params, config)).data as never };
      return { data: (await api.post<BaseRecord>(url, payload, config)).data as never };
    }),
};
