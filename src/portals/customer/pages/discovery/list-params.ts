import { useSearchParams } from "react-router";
import { isApiError } from "../../../../api";
import "./discovery.css";

/** Positive page number from a search param, 1 otherwise. */
export const pageFrom = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

/** Search params as page state: `set({sort: "x"})` changes keys (blank removes) and goes back to page 1. */
export function useParamState() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | number | null | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === undefined || value === "") next.delete(key);
      else next.set(key, String(value));
    }
    if (!("page" in changes)) next.delete("page");
    setParams(next);
    if ("page" in changes && typeof window.scrollTo === "function") {
      try {
        window.scrollTo({ top: 0, behavior: "smooth" });
      } catch {
        /* not available (tests) */
      }
    }
  };
  return [params, set] as const;
}

/** react-query retry rule: client errors (404, 422...) are final; others retried once. */
export const retryServerErrors = (count: number, error: unknown): boolean =>
  !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 1;

/**
 * Options for answers that carry the visitor's own state (`is_favourite`): never kept in the persisted query cache
 * and re-read whenever a page mounts, so a heart shows what the server has for the current user.
 */
export const PERSONAL = { meta: { persist: false }, staleTime: 0 } as const;
