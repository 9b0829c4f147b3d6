import type { QueryClient } from "@tanstack/react-query";
import { setRequestLanguage } from "../api";
import { useKhidmaStore } from "../state";

/**
 * The language mechanism, in one place. Every request carries the interface language (Accept-Language) from the
 * first one on, and the API answers bilingual records' `name`, status labels and messages in it. refine's query
 * keys hold no language, so when it changes every refine answer in the cache (`["data", ...]`: lists, records and
 * custom calls of both portals) is invalidated, and the mounted ones are fetched again in the new language: a
 * screen needs no `language` of its own in `meta`. This runs in the store's subscription, before any screen renders
 * in the new language. The storefront's own queries carry the language in their keys already (`src/lib/use-api.ts`).
 * Answers the unsubscribe.
 */
export function followLanguage(client: QueryClient): () => void {
  setRequestLanguage(useKhidmaStore.getState().ui.language);
  return useKhidmaStore.subscribe((state, previous) => {
    if (state.ui.language === previous.ui.language) return;
    setRequestLanguage(state.ui.language);
    void client.invalidateQueries({ queryKey: ["data"] });
  });
}
