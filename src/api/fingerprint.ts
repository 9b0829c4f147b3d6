/**
 * The browser fingerprint sent as Device-Id: 32 hex characters hashed from stable properties of this browser on
 * this device (user agent, languages, platform, CPU count, memory, screen, pixel ratio, time zone, touch points, a
 * canvas drawing and a few floating-point results). The same browser gives the same id on every visit; two browsers
 * differ in practice.
 *
 * Why not a fingerprinting library: the one used before (14 KB gzip) ran 300-500 ms of long tasks on a throttled
 * phone (font probing, audio rendering) and every first request waited for it. This ships in the main chunk and
 * never reaches a third party.
 *
 * Where it runs (src/api/device.ts): the costly parts, the time zone (ICU's time-zone data, 13-24 ms cold) and the
 * canvas text (font fallback for the emoji and Arabic, 9-28 ms cold), run in a Web Worker on an OffscreenCanvas
 * (src/api/fingerprint.worker.ts); only the navigator and screen values a worker lacks are read on the main thread
 * (`hostComponents`) and passed in. Both paths hash the same components in the same order, and the worker's canvas
 * gives the same PNG data URL as `toDataURL`, so a browser gets one id whichever path it takes.
 */

/** 32-bit FNV-1a-style mix with a seed, finished with murmur3's avalanche. */
const hash32 = (text: string, seed: number): number => {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
};

/** 128 bits as 32 lowercase hex characters (four independently seeded 32-bit hashes). */
export const hash128 = (text: string): string =>
  [0x9e3779b9, 0x85ebca6b, 0xc2b2ae35, 0x27d4eb2f]
    .map((seed) => hash32(text, seed).toString(16).padStart(8, "0"))
    .join("");

/** The canvas drawing's size. */
export const CANVAS_WIDTH = 240;
export const CANVAS_HEIGHT = 60;

/** Draws the fingerprint's picture: text rendering (fonts, anti-aliasing, emoji) and blending differ across devices. */
export const drawCanvas = (ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D): void => {
  ctx.textBaseline = "alphabetic";
  ctx.fillStyle = "#f60";
  ctx.fillRect(100, 1, 62, 20);
  ctx.fillStyle = "#069";
  ctx.font = '11pt "Times New Roman"';
  ctx.fillText("Khidma, 2026 \u{1F9F9} \u062e\u062f\u0645\u0629", 2, 15);
  ctx.fillStyle = "rgba(102, 204, 0, 0.2)";
  ctx.font = "18pt Arial";
  ctx.fillText("Cwm fjordbank gly", 4, 45);
  ctx.globalCompositeOperation = "multiply";
  ctx.beginPath();
  ctx.arc(50, 30, 20, 0, Math.PI * 2, true);
  ctx.fill();
};

/** The drawing as a PNG data URL, on a page canvas (main thread). */
const canvasComponent = (): string => {
  try {
    const canvas = document.createElement("canvas");
    canvas.width = CANVAS_WIDTH;
    canvas.height = CANVAS_HEIGHT;
    const ctx = canvas.getContext("2d");
    if (!ctx) return "no-canvas";
    drawCanvas(ctx);
    return canvas.toDataURL();
  } catch {
    return "canvas-error";
  }
};

/** Floating-point results of transcendental functions differ by engine and CPU. */
const mathComponent = (): string =>
  [Math.tan(-1e300), Math.sinh(1), Math.expm1(1), Math.cbrt(100), Math.log1p(10), Math.atanh(0.5)].join(",");

/**
 * The navigator and screen values, read where they exist (the page: a worker has no screen, pixel ratio, vendor or
 * touch points). Cheap: no time zone, no canvas.
 */
export const hostComponents = (): string[] => {
  const nav = navigator as Navigator & { deviceMemory?: number };
  const scr = typeof screen === "undefined" ? undefined : screen;
  // Width and height sorted, so turning a phone does not change the id.
  const dims = scr ? [scr.width, scr.height].sort((a, b) => b - a).join("x") : "";
  return [
    nav.userAgent,
    (nav.languages ?? [nav.language]).join(","),
    nav.platform ?? "",
    String(nav.hardwareConcurrency ?? ""),
    String(nav.deviceMemory ?? ""),
    String(nav.maxTouchPoints ?? ""),
    nav.vendor ?? "",
    dims,
    String(scr?.colorDepth ?? ""),
    String(typeof devicePixelRatio === "number" ? devicePixelRatio : ""),
  ];
};

/** The values the JavaScript engine answers the same in a worker as on the page: time zone, its offset, math. */
export const engineComponents = (): string[] => {
  let timeZone = "";
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
  } catch {
    // no Intl time zone
  }
  return [timeZone, String(new Date(2026, 0, 1).getTimezoneOffset()), mathComponent()];
};

/** The id of the given components (host values, engine values, then the canvas drawing). */
export const fingerprintOf = (host: string[], engine: string[], canvas: string): string =>
  hash128([...host, ...engine, canvas].join("\u0001"));

/** The properties hashed, all read on the main thread; exported for tests. */
export const fingerprintComponents = (): string[] => [...hostComponents(), ...engineComponents(), canvasComponent()];

/** This browser's fingerprint (32 hex characters), computed on the main thread (the fallback where no worker can). */
export const computeFingerprint = (): string => hash128(fingerprintComponents().join("\u0001"));
