import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { getDeviceId } from "./api/device";
import { ensureToken } from "./api/session";
import { App } from "./app";
import { env } from "./config/env";
import { whenLanguageReady } from "./i18n";
import { prefetchFirstPage } from "./portals/customer/prefetch";
import { useKhidmaStore } from "./state";
import "./styles.css";

// Client logging at level error in production builds (SPEC 9).
if (env.logLevel === "error") {
  for (const level of ["log", "info", "debug", "warn"] as const) console[level] = () => {};
}

// Every request carries the Device-Id fingerprint: start computing it now (a few milliseconds, when idle).
void getDeviceId();
// Every API call needs a token: a first visit asks for its client token now, in parallel with the portal's chunks,
// rather than when the first screen's first query runs. (A failure here is retried, and shown, by that query.)
ensureToken().catch(() => undefined);

// The storefront is what most visits open: start fetching its chunk now, in parallel with React's first render, and
// what the page opened reads.
if (!/^\/(admin|partner)(\/|$)/.test(window.location.pathname)) {
  void import("./portals/customer");
  prefetchFirstPage(window.location.pathname, window.location.search);
}

// A page opened in Arabic renders once the Arabic strings are there (src/i18n: their own chunk, asked for by
// index.html already); an English one at once.
const root = document.getElementById("root");
const start = () => {
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};
whenLanguageReady(useKhidmaStore.getState().ui.language).then(start, start);
