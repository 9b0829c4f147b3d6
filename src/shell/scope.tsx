import { type ComponentType, isValidElement, lazy, type ReactNode, Suspense } from "react";
import { createRoutesFromElements, matchRoutes } from "react-router";
import { LoadingCard } from "../components/loading-card";

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
  return import("./rich-scope");
});

/** Lazily mounts refine + antd (see rich-scope.tsx) around screens that use them. */
export function Scope({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingCard />}>
      <RichScope>
        <Suspense fallback={<LoadingCard />}>{children}</Suspense>
      </RichScope>
    </Suspense>
  );
}

/** `React.lazy` for a portal screen, whose chunk can also be asked for before it renders (`preloadScreen`). */
// biome-ignore lint/suspicious/noExplicitAny: the constraint React.lazy itself declares
export const lazyScreen = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>) =>
  Object.assign(lazy(load), { preload: load });

/**
 * Asks for the chunk of the screen that `routes` (<Route> elements whose elements are `lazyScreen`s, relative to
 * `base`) render at the current URL. A portal chunk calls it when it runs, so the screen's chunk loads while refine
 * and the portal layout render, not after them.
 */
export function preloadScreen(routes: ReactNode, base: string): void {
  if (typeof window === "undefined") return;
  const path = window.location.pathname;
  if (path !== base && !path.startsWith(`${base}/`)) return;
  const match = matchRoutes(createRoutesFromElements(routes), path.slice(base.length) || "/")?.at(-1);
  const type: unknown = isValidElement(match?.route.element) ? match.route.element.type : undefined;
  if (typeof type === "object" && type !== null && "preload" in type && typeof type.preload === "function")
    type.preload().catch(() => undefined);
}
