import {
  type BaseRecord,
  useCreate,
  useCustomMutation,
  useDelete,
  useInvalidate,
  useResourceParams,
  useUpdate,
} from "@refinedev/core";

/** No refine toast for a catalog write: the API layer already shows the server's error, the screen its own success. */
export const QUIET = { successNotification: false, errorNotification: false } as const;

/** Refreshes a list through refine's cache: the current screen's resource unless another one is named. */
export function useRefreshList(resource?: string) {
  const invalidate = useInvalidate();
  const { identifier, select } = useResourceParams();
  // refine keys its caches by the resource's identifier (e.g. "admin-properties" for "property-types")
  const key = resource ? select(resource).identifier : identifier;
  return () => invalidate({ resource: key, invalidates: ["list"] });
}

/**
 * Create, update and delete of a catalog resource (the current screen's unless another one is named) through refine's
 * data provider (src/api/endpoints.ts RESOURCE_ENDPOINTS); refine refreshes the resource's lists afterwards.
 */
export function useCatalogCrud<T extends BaseRecord = BaseRecord>(resource?: string) {
  const { identifier } = useResourceParams();
  const name = resource ?? identifier ?? "";
  const { mutateAsync: create } = useCreate<T>();
  const { mutateAsync: update } = useUpdate<T>();
  const { mutateAsync: remove } = useDelete<T>();
  return {
    create: async (values: object) => (await create({ resource: name, values, ...QUIET })).data,
    update: async (id: number, values: object) => (await update({ resource: name, id, values, ...QUIET })).data,
    remove: (id: number) => remove({ resource: name, id, ...QUIET }),
  };
}

/** A catalog verb (status, bulk, reorder, upload): a POST through refine's data provider, resolving with its data. */
export function useCatalogPost() {
  const { mutateAsync } = useCustomMutation();
  return async (url: string, values: object) => (await mutateAsync({ url, method: "post", values, ...QUIET })).data;
}
