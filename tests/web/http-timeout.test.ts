import { delay, HttpResponse, http as mock } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../src/api/client";
import { ApiError } from "../../src/api/errors";
import { releaseClientState, resetClientState, testNotifier } from "./client-state";

// The build's VITE_API_TIMEOUT, shortened so a test does not wait 40 s for the default to run out.
vi.mock("../../src/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/config/env")>();
  return { ...actual, env: { ...actual.env, apiTimeout: 300 } };
});

const BASE = "*/api/v2";
const server = setupServer();
const notifier = testNotifier();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  server.resetHandlers(
    mock.get(`${BASE}/never`, async () => {
      await delay("infinite");
      return HttpResponse.json({});
    }),
  );
  resetClientState({ token: "t", notifier, deviceId: "device-1" });
});
afterEach(releaseClientState);

describe("timeouts", () => {
  it("a call with no answer within the configured timeout rejects with ApiError 0 and the 'Oops' toast", async () => {
    const started = Date.now();
    const error = await api.get("never").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, kind: "network", message: "Oops, an error occurred!" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(notifier.error).toHaveBeenCalledWith("Oops, an error occurred!");
  });

  it("a silent call times out without a toast", async () => {
    await expect(api.get("never", {}, { silent: true })).rejects.toMatchObject({ status: 0 });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it("a call naming its own timeout (an upload) outlives the default", async () => {
    server.use(
      mock.post(`${BASE}/upload`, async () => {
        await delay(900);
        return HttpResponse.json({ status_code: 200, data: "stored", message: "ok" });
      }),
    );
    const form = new FormData();
    form.append("note", "x");
    await expect(api.post("upload", form, { timeout: 60_000 })).resolves.toMatchObject({ data: "stored" });
    await expect(
      api.post("upload", form, { timeout: 60_000, onUploadProgress: () => undefined }),
    ).resolves.toMatchObject({ data: "stored" });
  });

  it("an upload with progress gives up after its timeout too", async () => {
    server.use(
      mock.post(`${BASE}/upload`, async () => {
        await delay("infinite");
        return HttpResponse.json({});
      }),
    );
    const form = new FormData();
    form.append("note", "x");
    await expect(
      api.post("upload", form, { timeout: 200, silent: true, onUploadProgress: () => undefined }),
    ).rejects.toMatchObject({ status: 0, kind: "network" });
  });
});
