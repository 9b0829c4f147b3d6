import "../../../../i18n/modules/bookings";
import { keepPreviousData, type QueryClient, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api, type QueryParams } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import { cleanSearchPairs } from "../../../../lib/url";
import { useKhidmaStore } from "../../../../state";

/**
 * `useApi` without the API layer's toast (`silent`): these screens show their own inline error (a 404 "not yet paid"
 * invoice is not an error worth a toast). Same query key shape as `useApi`, so invalidating `["v2", url]` refreshes it.
 */
export function useSilentApi<T>(
  url: string | null,
  params: QueryParams = {},
  options: Omit<UseQueryOptions<T>, "queryKey" | "queryFn"> = {},
) {
  const { i18n } = useTranslation();
  const userId = useKhidmaStore((s) => s.session.user?.id ?? null);
  const clean = Object.fromEntries(cleanSearchPairs(params as Record<string, unknown>));
  return useQuery<T>({
    queryKey: ["v2", url, clean, i18n.language, userId],
    queryFn: async () => (await api.get<T>(url as string, clean, { silent: true })).data,
    enabled: url !== null && (options.enabled ?? true),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
    ...options,
  });
}

/** Refreshes every bookings list and the given booking's details after a change. */
export async function refreshBookings(client: QueryClient, detailsUrl?: string) {
  await Promise.all([
    client.invalidateQueries({ queryKey: ["v2", ENDPOINTS.bookingList] }),
    detailsUrl ? client.invalidateQueries({ queryKey: ["v2", detailsUrl] }) : Promise.resolve(),
  ]);
}
