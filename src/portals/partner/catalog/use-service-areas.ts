import { useInvalidate } from "@refinedev/core";
import { ENDPOINTS } from "../../../api/endpoints";

/** The partner's service areas: a one-record resource (GET partner/service-area/list), refreshed after add/remove. */
export const AREAS = { resource: "catalog-service-areas", id: "own" } as const;
export const AREAS_META = { endpoints: { one: ENDPOINTS.catalogServiceAreas } };
export const useRefreshAreas = () => {
  const invalidate = useInvalidate();
  return () => invalidate({ ...AREAS, invalidates: ["detail"] });
};
