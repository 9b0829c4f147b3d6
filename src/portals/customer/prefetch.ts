import type { QueryParams } from "../../api";
import { i18n } from "../../i18n";
import { API_STALE_MS, apiQuery } from "../../lib/use-api";
import { queryClient } from "../../shell/query-client";
import { useKhidmaStore } from "../../state";
import { ALL_CATEGORIES, ALL_PARTNERS, HOME_QUERIES, packageListQuery } from "./pages/first-queries";

type Query = readonly [url: string, params: QueryParams];

/** The storefront pages a visit most often opens first, and what each reads as it mounts. */
const FIRST_PAGES: ReadonlyArray<readonly [RegExp, (search: URLSearchParams) => readonly Query[]]> = [
  [/^\/$/, () => Object.values(HOME_QUERIES)],
  [/^\/categories\/?$/, () => [ALL_CATEGORIES]],
  [
    /^\/packages\/?$/,
    (search) => [
      packageListQuery(search, useKhidmaStore.getState().location.currentLocation),
      ALL_CATEGORIES,
      ALL_PARTNERS,
    ],
  ],
];

/**
 * Route-level prefetch for the page a visit opens (main.tsx calls it once, as the app starts): asks for what that page
 * will read, with the same query keys, while the storefront's and the page's code load and React draws them, instead
 * of after (on a phone, about half a second sooner). Quiet: a failure is asked again, and shown, by the page itself.
 */
export function prefetchFirstPage(pathname: string, search: string): void {
  const page = FIRST_PAGES.find(([pattern]) => pattern.test(pathname));
  if (!page) return;
  const userId = useKhidmaStore.getState().session.user?.id ?? null;
  for (const [url, params] of page[1](new URLSearchParams(search))) {
    void queryClient.prefetchQuery({
      ...apiQuery(url, params, i18n.language, userId, { silent: true }),
      staleTime: API_STALE_MS,
    });
  }
}
