// axios picks the first adapter the environment has, in the order xhr, http, fetch: every browser the build targets
// has XMLHttpRequest, so its fetch adapter (about 2 KiB gzip in the entry chunk, on every page) is never used. Builds
// hand axios this module in its place (vite.config.ts, `importSwaps`): asked for, the fetch adapter is unavailable,
// which is what axios reports where fetch is missing. Dev and tests use axios as published.
export const getFetch = () => false;
