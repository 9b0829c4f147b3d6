// The browser every tool here drives (Playwright e2e, screenshots, Lighthouse and list benchmarks): Debian's
// /usr/bin/chromium where it exists (Playwright cannot download its own on the CI machines), with the flags that let
// it run as root in a container and keep it from calling home; otherwise undefined (Playwright's own browser).
import { existsSync } from "node:fs";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/** Flags for Debian's Chromium: no sandbox (root in a container), no GPU, no background network traffic. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** `override` (an env value) if set, else Debian's Chromium if installed, else undefined. */
export const chromiumPath = (override) => override || (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);

/** Playwright launch options: Debian's Chromium with its flags, or Playwright's own browser with none. */
export const launchOptions = (override) => {
  const executablePath = chromiumPath(override);
  return executablePath ? { executablePath, args: CHROMIUM_ARGS } : {};
};
