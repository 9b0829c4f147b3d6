import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import type { FastifyInstance } from "fastify";

/** HSTS for a year (sent only on HTTPS requests: direct TLS, or X-Forwarded-Proto https with TRUST_PROXY). */
export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * `'sha256-…'` sources for the inline scripts of the built index.html (the boot script that the `bootHints` plugin
 * of vite.config.ts writes: it starts the client-token request and the storefront preloads before the bundle).
 * Read once at start-up; rebuilding the SPA under a running server needs a restart.
 */
export function inlineScriptHashes(indexHtmlPath: string): string[] {
  if (!indexHtmlPath || !fs.existsSync(indexHtmlPath)) return [];
  const html = fs.readFileSync(indexHtmlPath, "utf8");
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1]) || m[2].trim() === "") continue;
    hashes.push(`'sha256-${createHash("sha256").update(m[2], "utf8").digest("base64")}'`);
  }
  return hashes;
}

/** The Content-Security-Policy directives: nothing remote, no inline script but the hashed boot script. */
export function cspDirectives(scriptHashes: string[]): Record<string, string[]> {
  return {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "script-src": ["'self'", ...scriptHashes],
    "script-src-attr": ["'none'"],
    // antd's CSS-in-JS writes <style> elements and style attributes
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

type HelmetMiddleware = (
  req: unknown,
  res: { setHeader(name: string, value: string): void; removeHeader(name: string): void },
  next: (err?: unknown) => void,
) => void;
// helmet as @fastify/helmet depends on it (same version, resolved from there, not a dependency of our own)
const helmet = createRequire(createRequire(import.meta.url).resolve("@fastify/helmet"))("helmet") as (
  options: Record<string, unknown>,
) => HelmetMiddleware;

/**
 * The headers helmet sets with these options, computed once: none of them depends on the request (no nonces), so
 * computing them per request (as @fastify/helmet does, building helmet's middleware for every request) is wasted.
 */
export function securityHeaderList(indexHtmlPath: string): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(inlineScriptHashes(indexHtmlPath)) },
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "same-origin" },
    strictTransportSecurity: false,
  })({}, { setHeader: (name, value) => headers.push([name, String(value)]), removeHeader: () => undefined }, (err) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Security headers on every response (API, SPA, docs, uploads, errors), helmet's: the CSP above,
 * `X-Frame-Options: DENY`, `Referrer-Policy: same-origin`, `X-Content-Type-Options: nosniff` and the rest of
 * helmet's defaults, and HSTS only on HTTPS requests (a plain-HTTP install on a LAN or localhost must not tell
 * browsers to insist on HTTPS). One synchronous hook sets the list computed at start-up.
 */
export function registerSecurityHeaders(app: FastifyInstance, indexHtmlPath: string): void {
  // as reply headers (written with the answer's own in one writeHead), not one res.setHeader each
  const headers = securityHeaderList(indexHtmlPath).map(([name, value]) => [name.toLowerCase(), value] as const);
  app.addHook("onRequest", (request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    done();
  });
}
