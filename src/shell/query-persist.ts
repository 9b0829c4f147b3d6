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

/** A save (dehydrate + JSON of every kept answer: 54 ms at 4x on the home page) runs at most this often while shown. */
export const SAVE_INTERVAL_MS = 10_000;
/** How long a due save waits for the browser to be idle before it runs anyway. */
const SAVE_IDLE_TIMEOUT_MS = 5_000;

/**
 * Restores the cache now, and saves it: at once when the page is hidden or left (`visibilitychange` to hidden,
 * `pagehide`: what a repeat visit paints from), and otherwise, after new answers, when the browser is idle and not
 * sooner than 10 s after the page started or last saved, so the save never lands among the first load's tasks.
 */
export function persistQueryCache(client: QueryClient, version: string): () => void {
  restoreQueryCache(client, version);
  let dirty = false;
  let lastSave = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
    timer = undefined;
    idle = undefined;
  };
  const save = () => {
    cancel();
    if (!dirty) return;
    dirty = false;
    lastSave = Date.now();
    saveQueryCache(client, version, lastSave);
  };
  const whenIdle = () => {
    timer = undefined;
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(save, { timeout: SAVE_IDLE_TIMEOUT_MS });
    else timer = setTimeout(save, 0);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    dirty = true;
    if (timer === undefined && idle === undefined)
      timer = setTimeout(whenIdle, Math.max(0, lastSave + SAVE_INTERVAL_MS - Date.now()));
  });
  const onVisibility = () => {
    if (document.visibilityState === "hidden") save();
  };
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("pagehide", save);
  return () => {
    unsubscribe();
    cancel();
    document.removeEventListener("visibilitychange", onVisibility);
    window.removeEventListener("pagehide", save);
  };
}
