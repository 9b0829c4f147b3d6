import { lazy, type ReactNode, Suspense } from "react";
import { LoadingCard } from "../components/loading-card";
import { loadArabicLocale } from "./antd-locale";

/** A portal's chunk loader and the paths it serves. */
export type PortalChunk = readonly [pattern: RegExp, load: () => Promise<unknown>];

let portalChunks: readonly PortalChunk[] = [];

/**
 * The admin and partner portals render only inside refine + antd, so React asks for a portal's chunk once rich-scope
 * has arrived and rendered: on a cold visit, one more round trip after the refine + antd download. The portal the URL
 * names is asked for beside rich-scope instead. app.tsx, which owns the portals' lazy imports (each chunk is fetched
 * once), hands the loaders over here when it loads, so the shell imports no portal.
 */
export function preloadPortalsWith(chunks: readonly PortalChunk[]): void {
  portalChunks = chunks;
}

/** Asks for the chunk of the portal serving `path`; a failure surfaces where the portal itself is imported (app.tsx). */
const preloadPortalOf = (path: string) => {
  for (const [pattern, load] of portalChunks) if (pattern.test(path)) load().catch(() => undefined);
};

/**
 * Starts loading refine + antd and the portal serving `path` before they are drawn: the staff sign-in pages (which
 * need neither) call it when the form is first used, so the portal is there, or nearly, when the sign-in succeeds.
 */
export function preloadScope(path: string): void {
  preloadPortalOf(path);
  import("./rich-scope").catch(() => undefined);
}

const RichScope = lazy(() => {
  preloadPortalOf(typeof window === "undefined" ? "" : window.location.pathname);
  // a page opened in Arabic draws antd's Arabic texts from the first paint
  const arabic = typeof document !== "undefined" && document.documentElement.lang.startsWith("ar");
  return Promise.all([import("./rich-scope"), arabic ? loadArabicLocale().catch(() => undefined) : undefined]).then(
    ([scope]) => scope,
  );
});

/** Lazily mounts refine + antd (see rich-scope.tsx) around screens that use them; the loading card shows meanwhile. */
export function Scope({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingCard />}>
      <RichScope>
        <Suspense fallback={<LoadingCard />}>{children}</Suspense>
      </RichScope>
    </Suspense>
  );
}
