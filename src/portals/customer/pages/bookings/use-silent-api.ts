import "../../../../i18n/modules/bookings";
import type { QueryClient, UseQueryOptions } from "@tanstack/react-query";
import type { QueryParams } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import { useApi } from "../../../../lib/use-api";

/**
 * `useApi` without the API layer's toast (`silent`): these screens show their own inline error (a 404 "not yet paid"
 * invoice is not an error worth a toast). Same query key as `useApi`, so invalidating `["v2", url]` refreshes it.
 */
export const useSilentApi = <T>(
  url: string | null,
  params: QueryParams = {},
  options: Omit<UseQueryOptions<T>, "queryKey" | "queryFn"> = {},
) => useApi<T>(url, params, { staleTime: 0, retry: false, ...options }, { silent: true });

/** Refreshes every bookings list and the given booking's details after a change. */
export async function refreshBookings(client: QueryClient, detailsUrl?: string) {
  await Promise.all([
    client.invalidateQueries({ queryKey: ["v2", ENDPOINTS.bookingList] }),
    detailsUrl ? client.invalidateQueries({ queryKey: ["v2", detailsUrl] }) : Promise.resolve(),
  ]);
}
