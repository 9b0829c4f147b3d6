import { lazy, type ReactNode } from "react";
import { matchPath, Route } from "react-router";
import { type PortalManifest, type PortalScreen, screensOfManifest } from "../config/screens";

export interface PortalRoutes {
  /** Pages that stand alone (login, registration, landing): no portal layout. */
  standalone: ReactNode;
  /** Screens rendered inside the portal layout. */
  inLayout: ReactNode;
}

const routeOf = (screen: PortalScreen) => {
  const Screen = lazy(screen.load);
  return screen.path === "" ? (
    <Route key={screen.fullPath} index element={<Screen />} />
  ) : (
    <Route key={screen.fullPath} path={screen.path} element={<Screen />} />
  );
};

/**
 * The `<Route>` elements of a portal, derived from its manifest: every screen is its own lazy chunk. Call once per
 * portal, at module level, so each lazy component is made once. Paths are relative to the portal's prefix.
 */
export function portalRoutes(manifest: PortalManifest): PortalRoutes {
  const screens = screensOfManifest(manifest);
  return {
    // a `shell` screen is routed by app.tsx before the portal loads, never by the portal
    standalone: screens.filter((s) => !s.shell && (s.layout === "auth" || s.layout === "landing")).map(routeOf),
    inLayout: screens.filter((s) => s.layout === undefined || s.layout === "content").map(routeOf),
  };
}

/**
 * Asks for the chunk of the manifest's screen at `pathname` (the current URL by default). A portal chunk calls it when
 * it runs, so the screen's chunk loads while refine and the portal layout render, not after them.
 */
export function preloadPortalScreen(manifest: PortalManifest, pathname?: string): void {
  const path = pathname ?? currentPath();
  if (!path) return;
  screenAt(manifest, path)
    ?.load()
    .catch(() => undefined);
}

/**
 * Whether the page at `pathname` (the current URL by default) renders inside the portal layout: every screen but the
 * standalone ones (login, registration, landing); an unknown path does too (the not-found page).
 */
export function isInLayout(manifest: PortalManifest, pathname?: string): boolean {
  const path = pathname ?? currentPath();
  if (!path) return false;
  const layout = screenAt(manifest, path)?.layout;
  return layout !== "auth" && layout !== "landing";
}

const currentPath = () => (typeof window === "undefined" ? undefined : window.location.pathname);
const screenAt = (manifest: PortalManifest, path: string) =>
  screensOfManifest(manifest).find((s) => matchPath({ path: s.fullPath, end: true }, path));
