import { keepPreviousData, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api, type Paginated, type QueryParams } from "../api";
import { useKhidmaStore } from "../state";
import { cleanSearchPairs } from "./url";

/**
 * Reads a v2 GET endpoint through react-query (the app's QueryClient): the envelope's `data`, keyed by URL, cleaned
 * params, the UI language (names are resolved by the server from Accept-Language) and the signed-in user.
 * `request.silent`: no global error toast (the screen shows its own inline error).
 */
/** How long a storefront answer is fresh: a screen mounting within it reads the cache (or a prefetch) without asking. */
export const API_STALE_MS = 60_000;

/**
 * The query key and function of a v2 GET as `useApi` reads it, in one place: a route's prefetch
 * (portals/customer/prefetch.ts) and the screen then share one answer. Answers can depend on who asks
 * (is_favourite), so the signed-in user is part of the key, and on the UI language.
 */
export function apiQuery<T>(
  url: string,
  params: QueryParams,
  language: string,
  userId: number | null,
  request: { silent?: boolean } = {},
) {
  const clean = Object.fromEntries(cleanSearchPairs(params as Record<string, unknown>));
  return {
    queryKey: ["v2", url, clean, language, userId] as unknown[],
    queryFn: async () => (await api.get<T>(url, clean, request)).data,
  };
}

export function useApi<T>(
  url: string | null,
  params: QueryParams = {},
  options: Omit<UseQueryOptions<T>, "queryKey" | "queryFn"> = {},
  request: { silent?: boolean } = {},
) {
  const { i18n } = useTranslation();
  const userId = useKhidmaStore((s) => s.session.user?.id ?? null);
  return useQuery<T>({
    ...apiQuery<T>(url as string, params, i18n.language, userId, request),
    enabled: url !== null && (options.enabled ?? true),
    placeholderData: keepPreviousData,
    staleTime: API_STALE_MS,
    ...options,
  });
}

/** `useApi` for a paginated list. */
export const useApiList = <T>(
  url: string | null,
  params: QueryParams = {},
  options: Omit<UseQueryOptions<Paginated<T>>, "queryKey" | "queryFn"> = {},
) => useApi<Paginated<T>>(url, params, options);
