import { afterEach, describe, expect, it, vi } from "vitest";

const get = vi.fn(async () => ({ visitorId: "fp-visitor" }));
const load = vi.fn(async (_options?: unknown) => ({ get }));
vi.mock("@fingerprintjs/fingerprintjs", () => ({ default: { load } }));

const { getDeviceId, peekDeviceId, setDeviceIdSource } = await import("../../src/api/device");
const { sendsDeviceId } = await import("../../src/config/env");

afterEach(() => {
  setDeviceIdSource(null);
  load.mockClear();
  get.mockClear();
});

describe("device id", () => {
  it("computes the fingerprint once, with the 50 ms idle delay, and caches it", async () => {
    const ids = await Promise.all([getDeviceId(), getDeviceId(), getDeviceId()]);
    expect(ids).toEqual(["fp-visitor", "fp-visitor", "fp-visitor"]);
    await getDeviceId();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0][0]).toMatchObject({ delayFallback: 50 });
    expect(get).toHaveBeenCalledTimes(1);
    expect(peekDeviceId()).toBe("fp-visitor");
  });

  it("is never computed in local mode", async () => {
    expect(sendsDeviceId("local")).toBe(false);
    expect(sendsDeviceId("production")).toBe(true);
    await expect(getDeviceId("local")).resolves.toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it("resolves undefined when fingerprinting fails", async () => {
    setDeviceIdSource(() => Promise.reject(new Error("blocked")));
    await expect(getDeviceId()).resolves.toBeUndefined();
  });
});
