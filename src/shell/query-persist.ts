import { type DehydratedState, dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";

/**
 * Persists the API query cache (public lists such as the home page's) in localStorage, so a repeat visit paints at
 * once from the last answers while react-query revalidates them in the background. Entries older than a day, and
 * caches written by another app version, are ignored. Sign-out clears localStorage, and with it this cache.
 */
export const QUERY_CACHE_KEY = "khidma-query-cache";
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const MAX_BYTES = 1_000_000;

interface Stored {
  version: string;
  savedAt: number;
  state: DehydratedState;
}

export function restoreQueryCache(client: QueryClient, version: string, now = Date.now()): boolean {
  try {
    const raw = localStorage.getItem(QUERY_CACHE_KEY);
    if (!raw) return false;
    const stored = JSON.parse(raw) as Stored;
    if (stored.version !== version || now - stored.savedAt > MAX_AGE_MS) {
      localStorage.removeItem(QUERY_CACHE_KEY);
      return false;
    }
    hydrate(client, stored.state);
    return true;
  } catch {
    return false;
  }
}

export function saveQueryCache(client: QueryClient, version: string, now = Date.now()): void {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (q) =>
      q.state.status === "success" &&
      q.queryKey[0] === "v2" &&
      (q.meta as { persist?: boolean } | undefined)?.persist !== false,
  });
  const text = JSON.stringify({ version, savedAt: now, state } satisfies Stored);
  if (text.length > MAX_BYTES) return;
  try {
    localStorage.setItem(QUERY_CACHE_KEY, text);
  } catch {
    // storage full or unavailable: the cache is only an optimisation
  }
}

/** Restores the cache now and saves it (at most once a second) whenever a query settles. */
export function persistQueryCache(client: QueryClient, version: string): () => void {
  restoreQueryCache(client, version);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      saveQueryCache(client, version);
    }, 1000);
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}
