import { createHash } from "node:crypto";
import fs from "node:fs";
import fastifyHelmet from "@fastify/helmet";
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

/**
 * Security headers on every response (API, SPA, docs, uploads, errors) with @fastify/helmet: the CSP above,
 * `X-Frame-Options: DENY`, `Referrer-Policy: same-origin`, `X-Content-Type-Options: nosniff`, and HSTS only on
 * HTTPS requests (a plain-HTTP install on a LAN or localhost must not tell browsers to insist on HTTPS).
 */
export function registerSecurityHeaders(app: FastifyInstance, indexHtmlPath: string): void {
  app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(inlineScriptHashes(indexHtmlPath)) },
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "same-origin" },
    strictTransportSecurity: false,
  });
  app.addHook("onRequest", async (request, reply) => {
    if (request.protocol === "https") reply.header("Strict-Transport-Security", HSTS);
  });
}
