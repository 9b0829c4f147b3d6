import { afterEach, describe, expect, it, vi } from "vitest";

const { getDeviceId, peekDeviceId, setDeviceIdSource } = await import("../../src/api/device");
const { computeFingerprint, fingerprintComponents, hash128 } = await import("../../src/api/fingerprint");
const { sendsDeviceId } = await import("../../src/config/env");

afterEach(() => {
  setDeviceIdSource(null);
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("device id", () => {
  it("is this browser's fingerprint: 32 hex characters, the same on every call and every page load", async () => {
    const ids = await Promise.all([getDeviceId(), getDeviceId(), getDeviceId()]);
    expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(1);
    expect(peekDeviceId()).toBe(ids[0]);
    // A new page load (cache forgotten) computes the same id again: nothing is stored.
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
});
