import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const { DEVICE_ID_KEY, getDeviceId, peekDeviceId, setDeviceIdSource, setFingerprintWorker } = await import(
  "../../src/api/device"
);
const { computeFingerprint, engineComponents, fingerprintComponents, fingerprintOf, hash128, hostComponents } =
  await import("../../src/api/fingerprint");
const { fingerprintInWorker } = await import("../../src/api/fingerprint.worker");
const { sendsDeviceId } = await import("../../src/config/env");

beforeEach(() => localStorage.clear());

afterEach(() => {
  setDeviceIdSource(null);
  setFingerprintWorker();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("device id", () => {
  it("is this browser's fingerprint: 32 hex characters, the same on every call and every page load", async () => {
    const ids = await Promise.all([getDeviceId(), getDeviceId(), getDeviceId()]);
    expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(1);
    expect(peekDeviceId()).toBe(ids[0]);
    // A new page load with cleared storage (cache forgotten) computes the same id again.
    localStorage.clear();
    setDeviceIdSource(null);
    await expect(getDeviceId()).resolves.toBe(ids[0]);
    expect(computeFingerprint()).toBe(ids[0]);
  });

  it("differs when the browser differs, and not when a phone is turned", () => {
    const base = computeFingerprint();
    vi.spyOn(window.screen, "width", "get").mockReturnValue(390);
    vi.spyOn(window.screen, "height", "get").mockReturnValue(844);
    const portrait = computeFingerprint();
    expect(portrait).not.toBe(base);
    vi.spyOn(window.screen, "width", "get").mockReturnValue(844);
    vi.spyOn(window.screen, "height", "get").mockReturnValue(390);
    expect(computeFingerprint()).toBe(portrait);
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (iPhone) Safari");
    expect(computeFingerprint()).not.toBe(portrait);
  });

  it("hashes the user agent, languages, screen, time zone and a canvas drawing", () => {
    const parts = fingerprintComponents();
    expect(parts).toContain(navigator.userAgent);
    expect(parts.length).toBeGreaterThanOrEqual(12);
    expect(hash128("a")).not.toBe(hash128("b"));
    expect(hash128("same")).toBe(hash128("same"));
  });

  it("waits for an idle moment, 50 ms at the latest", async () => {
    vi.useFakeTimers();
    const idle = vi.fn((_cb: IdleRequestCallback, _options?: IdleRequestOptions) => 1);
    vi.stubGlobal("requestIdleCallback", idle);
    setDeviceIdSource(null);
    void getDeviceId();
    expect(idle).toHaveBeenCalledTimes(1);
    expect(idle.mock.calls[0][1]).toEqual({ timeout: 50 });
    vi.unstubAllGlobals();
  });

  it("is never computed in local mode", async () => {
    expect(sendsDeviceId("local")).toBe(false);
    expect(sendsDeviceId("production")).toBe(true);
    const source = vi.fn(async () => "never");
    setDeviceIdSource(source);
    await expect(getDeviceId("local")).resolves.toBeUndefined();
    expect(source).not.toHaveBeenCalled();
  });

  it("resolves undefined when fingerprinting fails", async () => {
    setDeviceIdSource(() => Promise.reject(new Error("blocked")));
    await expect(getDeviceId()).resolves.toBeUndefined();
  });

  it("keeps the computed id in localStorage, and a later visit answers it without computing", async () => {
    const id = await getDeviceId();
    expect(JSON.parse(localStorage.getItem(DEVICE_ID_KEY) ?? "{}").id).toBe(id);
    // The stored id is what the next page load answers, at once: no idle wait, no worker, no canvas.
    const stored = JSON.parse(localStorage.getItem(DEVICE_ID_KEY) ?? "{}");
    localStorage.setItem(DEVICE_ID_KEY, JSON.stringify({ ...stored, id: "0123456789abcdef0123456789abcdef" }));
    const idle = vi.fn();
    vi.stubGlobal("requestIdleCallback", idle);
    setDeviceIdSource(null);
    await expect(getDeviceId()).resolves.toBe("0123456789abcdef0123456789abcdef");
    expect(idle).not.toHaveBeenCalled();
  });

  it("computes the id again when the browser's values changed since it was stored", async () => {
    localStorage.setItem(
      DEVICE_ID_KEY,
      JSON.stringify({ host: "old-browser", id: "0123456789abcdef0123456789abcdef" }),
    );
    await expect(getDeviceId()).resolves.toBe(computeFingerprint());
    localStorage.setItem(DEVICE_ID_KEY, "not json");
    setDeviceIdSource(null);
    await expect(getDeviceId()).resolves.toBe(computeFingerprint());
  });

  it("computes in a worker from the page's navigator and screen values when the browser has one", async () => {
    // An OffscreenCanvas whose drawing encodes to known bytes (jsdom draws nothing).
    const png = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const drawn: string[] = [];
    class FakeOffscreenCanvas {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return new Proxy({} as Record<string, unknown>, {
          get:
            (_target, name) =>
            (...args: unknown[]) =>
              drawn.push(`${String(name)}(${args.join(",")})`),
          set: () => true,
        });
      }
      async convertToBlob() {
        return { arrayBuffer: async () => png.buffer };
      }
    }
    vi.stubGlobal("OffscreenCanvas", FakeOffscreenCanvas);
    const posted: unknown[] = [];
    const terminate = vi.fn();
    setFingerprintWorker(() => {
      const worker = {
        onmessage: null as ((event: MessageEvent) => void) | null,
        onerror: null,
        terminate,
        postMessage: (message: { host: string[] }) => {
          posted.push(message);
          void fingerprintInWorker(message.host).then((id) => worker.onmessage?.({ data: { id } } as MessageEvent));
        },
      };
      return worker as unknown as Worker;
    });
    const id = await getDeviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(posted).toEqual([{ host: hostComponents() }]);
    expect(id).toBe(
      fingerprintOf(hostComponents(), engineComponents(), `data:image/png;base64,${btoa("\x89PNG\x01\x02\x03")}`),
    );
    expect(drawn.some((call) => call.startsWith("fillText(Khidma, 2026"))).toBe(true);
    expect(terminate).toHaveBeenCalledTimes(1);
    // Different page values (another screen) give another id.
    expect(await fingerprintInWorker(["other", ...hostComponents().slice(1)])).not.toBe(id);
  });

  it("falls back to the main thread when the worker fails or cannot start", async () => {
    setFingerprintWorker(() => {
      const worker = {
        onmessage: null as ((event: MessageEvent) => void) | null,
        onerror: null,
        terminate: () => {},
        postMessage: () => queueMicrotask(() => worker.onmessage?.({ data: { error: "no-canvas" } } as MessageEvent)),
      };
      return worker as unknown as Worker;
    });
    await expect(getDeviceId()).resolves.toBe(computeFingerprint());
    localStorage.clear();
    setDeviceIdSource(null);
    setFingerprintWorker(() => {
      throw new Error("blocked by CSP");
    });
    await expect(getDeviceId()).resolves.toBe(computeFingerprint());
  });
});
