import type { BaseRecord, CrudFilter, CrudSort, DataProvider, HttpError } from "@refinedev/core";
import { api, isApiError, type Paginated } from "../api";
import { ALL, DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from "../config/constants";
import { env } from "../config/env";
import { fillId, RESOURCE_ENDPOINTS, type ResourceEndpoints } from "./endpoints";

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
  if (!value) throw new Error(`No ${what} endpoint for resource "${resource}" in src/providers/endpoints.ts`);
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

const wrap = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    throw toHttpError(error);
  }
};

export const dataProvider: DataProvider = {
  getApiUrl: () => env.apiBaseUrl,

  getList: ({ resource, pagination, sorters, filters, meta }) =>
    wrap(async () => {
      const url = need(endpointsOf(resource, meta).list, resource, "list");
      const res = await api.get<Paginated<BaseRecord> | BaseRecord[]>(url, {
        ...listQuery(pagination, sorters, filters),
        ...(meta?.query as Record<string, unknown> | undefined),
      });
      const data = res.data;
      if (Array.isArray(data)) return { data: data as never[], total: data.length };
      return { data: (data?.data ?? []) as never[], total: data?.total ?? 0 };
    }),

  getOne: ({ resource, id, meta }) =>
    wrap(async () => {
      const ep = endpointsOf(resource, meta);
      const template = need(ep.one, resource, "one");
      const res = ep.idParam
        ? await api.get<BaseRecord>(template, { [ep.idParam]: id })
        : await api.get<BaseRecord>(fillId(template, id));
      return { data: res.data as never };
    }),

  create: ({ resource, variables, meta }) =>
    wrap(async () => {
      const res = await api.post<BaseRecord>(need(endpointsOf(resource, meta).create, resource, "create"), variables);
      return { data: res.data as never };
    }),

  update: ({ resource, id, variables, meta }) =>
    wrap(async () => {
      const template = need(endpointsOf(resource, meta).update, resource, "update");
      const res = await api.post<BaseRecord>(fillId(template, id), variables);
      return { data: res.data as never };
    }),

  deleteOne: ({ resource, id, meta }) =>
    wrap(async () => {
      const template = need(endpointsOf(resource, meta).delete, resource, "delete");
      const res = await api.delete<BaseRecord>(fillId(template, id));
      return { data: (res.data ?? { id }) as never };
    }),

  custom: ({ url, method, payload, query, filters, sorters }) =>
    wrap(async () => {
      const params = {
        ...(query as Record<string, unknown> | undefined),
        ...listQuery({ mode: "off" }, sorters, filters),
      };
      delete params.limit;
      if (method === "delete") return { data: (await api.delete<BaseRecord>(url)).data as never };
      if (method === "get") return { data: (await api.get<BaseRecord>(url, params)).data as never };
      return { data: (await api.post<BaseRecord>(url, payload)).data as never };
    }),
};
