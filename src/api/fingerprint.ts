/**
 * The browser fingerprint sent as Device-Id: 32 hex characters hashed from stable properties of this browser on
 * this device (user agent, languages, platform, CPU count, memory, screen, pixel ratio, time zone, touch points, a
 * canvas drawing and a few floating-point results). The same browser gives the same id on every visit, with no
 * storage; two browsers differ in practice.
 *
 * Why not a fingerprinting library: the one used before (14 KB gzip) ran 300-500 ms of long tasks on a throttled
 * phone (font probing, audio rendering) and every first request waited for it. This costs a few milliseconds,
 * ships in the main chunk and never reaches a third party.
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

/** A small canvas drawing: text rendering (fonts, anti-aliasing, emoji) and blending differ across devices. */
const canvasComponent = (): string => {
  try {
    const canvas = document.createElement("canvas");
    canvas.width = 240;
    canvas.height = 60;
    const ctx = canvas.getContext("2d");
    if (!ctx) return "no-canvas";
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
    return canvas.toDataURL();
  } catch {
    return "canvas-error";
  }
};

/** Floating-point results of transcendental functions differ by engine and CPU. */
const mathComponent = (): string =>
  [Math.tan(-1e300), Math.sinh(1), Math.expm1(1), Math.cbrt(100), Math.log1p(10), Math.atanh(0.5)].join(",");

/** The properties hashed; exported for tests. */
export const fingerprintComponents = (): string[] => {
  const nav = navigator as Navigator & { deviceMemory?: number };
  const scr = typeof screen === "undefined" ? undefined : screen;
  // Width and height sorted, so turning a phone does not change the id.
  const dims = scr ? [scr.width, scr.height].sort((a, b) => b - a).join("x") : "";
  let timeZone = "";
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
  } catch {
    // no Intl time zone
  }
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
    timeZone,
    String(new Date(2026, 0, 1).getTimezoneOffset()),
    mathComponent(),
    canvasComponent(),
  ];
};

/** This browser's fingerprint (32 hex characters). */
export const computeFingerprint = (): string => hash128(fingerprintComponents().join("\u0001"));
