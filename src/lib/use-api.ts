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
export function useApi<T>(
  url: string | null,
  params: QueryParams = {},
  options: Omit<UseQueryOptions<T>, "queryKey" | "queryFn"> = {},
  request: { silent?: boolean } = {},
) {
  const { i18n } = useTranslation();
  // Answers can depend on who asks (is_favourite), so the signed-in user is part of the key.
  const userId = useKhidmaStore((s) => s.session.user?.id ?? null);
  const clean = Object.fromEntries(cleanSearchPairs(params as Record<string, unknown>));
  return useQuery<T>({
    queryKey: ["v2", url, clean, i18n.language, userId],
    queryFn: async () => (await api.get<T>(url as string, clean, request)).data,
    enabled: url !== null && (options.enabled ?? true),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    ...options,
  });
}

/** `useApi` for a paginated list. */
export const useApiList = <T>(
  url: string | null,
  params: QueryParams = {},
  options: Omit<UseQueryOptions<Paginated<T>>, "queryKey" | "queryFn"> = {},
) => useApi<Paginated<T>>(url, params, options);
