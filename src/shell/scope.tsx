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

const RichScope = lazy(() => {
  const path = typeof window === "undefined" ? "" : window.location.pathname;
  for (const [pattern, load] of portalChunks) {
    // a failure surfaces where the portal itself is imported (app.tsx), through the error boundary
    if (pattern.test(path)) load().catch(() => undefined);
  }
  // a page opened in Arabic draws antd's Arabic texts from the first paint
  const arabic = typeof document !== "undefined" && document.documentElement.lang.startsWith("ar");
  return Promise.all([import("./rich-scope"), arabic ? loadArabicLocale().catch(() => undefined) : undefined]).then(
    ([scope]) => scope,
  );
});

/**
 * Lazily mounts refine + antd (see rich-scope.tsx) around screens that use them; `fallback` (the loading card by
 * default) shows until they and the screen have arrived.
 */
export function Scope({ children, fallback = <LoadingCard /> }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <RichScope>
        <Suspense fallback={fallback}>{children}</Suspense>
      </RichScope>
    </Suspense>
  );
}
