import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/react";
import { loadArabic } from "../../src/i18n";

// The Arabic core strings are a chunk of their own in the app, loaded before an Arabic page first renders or a switch
// to Arabic (src/i18n loadArabic): here they are loaded before every file, so a test may switch and read Arabic at
// once. e2e/code-splitting.spec.ts checks the app's own path in a browser.
await loadArabic();

// findBy*/waitFor wait up to 30 s (default 1 s): on a loaded 2-core CI machine (a browser job and other sessions
// beside the suite, and the suite's own two workers) an antd screen can take seconds to render after its mocked
// answer, which is slowness, not a wrong result (measured: the coupon burn-down chart, a lazy chunk, took over 15 s
// to appear at load 16 and 24 s for its whole test alone at load 8). Only a failing wait lasts that long.
configure({ asyncUtilTimeout: 30_000 });

// antd reads window.matchMedia for responsive behaviour; jsdom does not provide it.
if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has no canvas (it logs "Not implemented" on every getContext call); the fingerprint then hashes "no-canvas".
HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement["getContext"];
