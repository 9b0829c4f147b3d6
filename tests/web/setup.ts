import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/react";

// findBy*/waitFor wait up to 15 s (default 1 s): on a loaded 2-core CI machine (a browser job and other sessions
// beside the suite) an antd screen can take seconds to render after its mocked answer, which is slowness, not a
// wrong result. Only a failing wait lasts that long.
configure({ asyncUtilTimeout: 15_000 });

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
