import Cookies from "js-cookie";
import { HttpResponse, http as mock } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../src/api/client";
import { setDeviceIdSource } from "../../src/api/device";
import { ApiError } from "../../src/api/errors";
import { setRequestLanguage } from "../../src/api/http";
import { setTranslator } from "../../src/api/notify";
import { setOnSignOut } from "../../src/api/session";
import { getAccessToken, setAccessToken } from "../../src/api/token";
import { releaseClientState, resetClientState, testNotifier } from "./client-state";

const BASE = "*/api/v2";
const server = setupServer();

let tokenFetches = 0;
let tokenCounter = 0;
let tokenStatus = 200;
let tokenRequests: Request[] = [];

const tokenHandler = mock.get(`${BASE}/client-access-token`, ({ request }) => {
  tokenFetches++;
  tokenRequests.push(request);
  if (tokenStatus !== 200)
    return HttpResponse.json({ status_code: tokenStatus, data: null, message: "Nope" }, { status: tokenStatus });
  tokenCounter++;
  return HttpResponse.json({ status_code: 200, data: { access_token: `client-${tokenCounter}` }, message: "ok" });
});

const unauthorized = () =>
  HttpResponse.json({ status_code: 401, data: null, message: "Unauthenticated." }, { status: 401 });

const notifier = testNotifier();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

beforeEach(() => {
  tokenFetches = 0;
  tokenCounter = 0;
  tokenStatus = 200;
  tokenRequests = [];
  server.resetHandlers(tokenHandler);
  resetClientState({ notifier, clearStorage: true });
  setOnSignOut(null);
  setRequestLanguage(undefined);
});

afterEach(() => {
  releaseClientState();
  setTranslator(null);
  vi.restoreAllMocks();
});

describe("request headers", () => {
  it("sends the platform headers and the bearer token on every request", async () => {
    const seen: Headers[] = [];
    server.use(
      mock.get(`${BASE}/things`, ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ status_code: 200, data: [1], message: "ok" });
      }),
      mock.post(`${BASE}/things`, ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ status_code: 200, data: null, message: "saved" });
      }),
      mock.delete(`${BASE}/things/1`, ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ status_code: 200, data: null, message: "gone" });
      }),
    );
    setAccessToken("user-token");
    setRequestLanguage("ar");

    await expect(api.get<number[]>("things", { page: 1 })).resolves.toEqual({
      status_code: 200,
      data: [1],
      message: "ok",
    });
    await api.post("things", { name: "x" });
    await api.delete("things/1");

    expect(seen).toHaveLength(3);
    for (const h of seen) {
      expect(h.get("accept")).toBe("application/json");
      expect(h.get("device-platform")).toBe("web");
      expect(h.get("app-version")).toBe("0.1");
      expect(h.get("device-id")).toBe("device-123");
      expect(h.get("authorization")).toBe("Bearer user-token");
      expect(h.get("accept-language")).toBe("ar");
    }
    expect(seen[1].get("content-type")).toContain("application/json");
    expect(tokenFetches).toBe(0);
  });

  it("leaves multipart to the browser for FormData", async () => {
    let contentType: string | null = null;
    server.use(
      mock.post(`${BASE}/upload`, ({ request }) => {
        contentType = request.headers.get("content-type");
        return HttpResponse.json({ status_code: 200, data: null, message: "ok" });
      }),
    );
    setAccessToken("t");
    const form = new FormData();
    form.append("note", "hello");
    await api.post("upload", form);
    expect(contentType).toMatch(/^multipart\/form-data/);
  });

  it("computes the device id once for parallel requests, alongside the token fetch", async () => {
    let computations = 0;
    setDeviceIdSource(
      () =>
        new Promise((resolve) => {
          computations++;
          setTimeout(() => resolve("slow-device"), 30);
        }),
    );
    const ids: Array<string | null> = [];
    server.use(
      mock.get(`${BASE}/things`, ({ request }) => {
        ids.push(request.headers.get("device-id"));
        return HttpResponse.json({ status_code: 200, data: null, message: "ok" });
      }),
    );
    await Promise.all(Array.from({ length: 5 }, () => api.get("things")));
    expect(computations).toBe(1);
    expect(tokenFetches).toBe(1);
    expect(ids).toEqual(Array(5).fill("slow-device"));
  });

  it("passes query params", async () => {
    let url = "";
    server.use(
      mock.get(`${BASE}/list`, ({ request }) => {
        url = request.url;
        return HttpResponse.json({ status_code: 200, data: [], message: "ok" });
      }),
    );
    setAccessToken("t");
    await api.get("list", { page: 2, limit: -1 });
    expect(new URL(url).searchParams.get("limit")).toBe("-1");
  });
});

describe("client token", () => {
  it("fetches a client token with the API key when there is no cookie and stores it for 7 days", async () => {
    const setSpy = vi.spyOn(Cookies, "set");
    let auth: string | null = null;
    server.use(
      mock.get(`${BASE}/things`, ({ request }) => {
        auth = request.headers.get("authorization");
        return HttpResponse.json({ status_code: 200, data: null, message: "ok" });
      }),
    );

    await api.get("things");

    expect(tokenFetches).toBe(1);
    expect(tokenRequests[0].headers.get("x-api-key")).toBe("khidma-demo-key");
    expect(auth).toBe("Bearer client-1");
    expect(getAccessToken()).toBe("client-1");
    expect(document.cookie).toContain("access_token=client-1");
    expect(setSpy).toHaveBeenCalledTimes(1);
    const [name, value, options] = setSpy.mock.calls[0] as [string, string, Cookies.CookieAttributes];
    expect([name, value]).toEqual(["access_token", "client-1"]);
    expect((options.expires as number) * 86400).toBe(604800);
    expect(options).toMatchObject({ path: "/", sameSite: "lax" });
  });

  it("shares one token fetch among parallel first requests", async () => {
    server.use(mock.get(`${BASE}/things`, () => HttpResponse.json({ status_code: 200, data: null, message: "ok" })));
    await Promise.all(Array.from({ length: 10 }, () => api.get("things")));
    expect(tokenFetches).toBe(1);
  });

  it("rejects with 'No token available' when the token endpoint fails", async () => {
    tokenStatus = 500;
    let hits = 0;
    server.use(
      mock.get(`${BASE}/things`, () => {
        hits++;
        return HttpResponse.json({ status_code: 200, data: null, message: "ok" });
      }),
    );
    const error = await api.get("things").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("No token available");
    expect(hits).toBe(0);
    expect(getAccessToken()).toBeUndefined();
    await api.get("things").catch(() => undefined);
    expect(notifier.error).toHaveBeenCalledTimes(1);
    expect(notifier.error).toHaveBeenCalledWith("No token available");
  });

  it("rejects with 'No token available' when the answer holds no token", async () => {
    server.use(
      mock.get(`${BASE}/client-access-token`, () => HttpResponse.json({ status_code: 200, data: {}, message: "ok" })),
    );
    await expect(api.get("things", undefined, { silent: true })).rejects.toMatchObject({
      message: "No token available",
    });
    expect(notifier.error).not.toHaveBeenCalled();
  });
});

describe("401 handling", () => {
  it("clears the cookie, fetches a new client token and retries exactly once", async () => {
    let hits = 0;
    const auths: Array<string | null> = [];
    server.use(
      mock.get(`${BASE}/things`, ({ request }) => {
        hits++;
        auths.push(request.headers.get("authorization"));
        return hits === 1 ? unauthorized() : HttpResponse.json({ status_code: 200, data: "fine", message: "ok" });
      }),
    );
    setAccessToken("expired");
    const onSignOut = vi.fn();
    setOnSignOut(onSignOut);

    await expect(api.get("things")).resolves.toMatchObject({ data: "fine" });
    expect(hits).toBe(2);
    expect(auths).toEqual(["Bearer expired", "Bearer client-1"]);
    expect(tokenFetches).toBe(1);
    expect(getAccessToken()).toBe("client-1");
    expect(onSignOut).not.toHaveBeenCalled();
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it("20 parallel requests all failing with 401 share ONE token fetch", async () => {
    let hits = 0;
    server.use(
      mock.get(`${BASE}/things/:n`, ({ request }) => {
        hits++;
        return request.headers.get("authorization") === "Bearer expired"
          ? unauthorized()
          : HttpResponse.json({ status_code: 200, data: "fine", message: "ok" });
      }),
    );
    setAccessToken("expired");
    const results = await Promise.all(Array.from({ length: 20 }, (_, n) => api.get<string>(`things/${n}`)));
    expect(results.every((r) => r.data === "fine")).toBe(true);
    expect(tokenFetches).toBe(1);
    expect(hits).toBe(40);
  });

  it("a second 401 signs out: onSignOut called, cookie and localStorage cleared, toast shown once", async () => {
    let hits = 0;
    server.use(
      mock.get(`${BASE}/user/me`, () => {
        hits++;
        return unauthorized();
      }),
    );
    setAccessToken("user-token");
    localStorage.setItem("khidma", "{}");
    localStorage.setItem("other", "x");
    const onSignOut = vi.fn(() => localStorage.clear());
    setOnSignOut(onSignOut);

    const error = await api.get("user/me").catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: "Unauthenticated." });
    expect(hits).toBe(2);
    expect(tokenFetches).toBe(1);
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeUndefined();
    expect(document.cookie).not.toContain("access_token=");
    expect(localStorage.length).toBe(0);
    expect(notifier.error).toHaveBeenCalledTimes(1);
    expect(notifier.error).toHaveBeenCalledWith("Unauthenticated.");

    // Repeats are suppressed.
    await Promise.all([api.get("user/me").catch(() => undefined), api.get("user/me").catch(() => undefined)]);
    expect(notifier.error).toHaveBeenCalledTimes(1);
  });

  it("rejects with 'No token available' when the renewal after a 401 fails", async () => {
    server.use(mock.get(`${BASE}/things`, () => unauthorized()));
    setAccessToken("expired");
    tokenStatus = 503;
    const onSignOut = vi.fn();
    setOnSignOut(onSignOut);
    await expect(api.get("things")).rejects.toMatchObject({ message: "No token available" });
    expect(notifier.error).toHaveBeenCalledWith("No token available");
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it("without a handler, a forced sign-out clears localStorage itself", async () => {
    server.use(mock.get(`${BASE}/user/me`, () => unauthorized()));
    setAccessToken("user-token");
    localStorage.setItem("khidma", "{}");
    await api.get("user/me").catch(() => undefined);
    expect(localStorage.length).toBe(0);
    expect(getAccessToken()).toBeUndefined();
  });
});

describe("error catalogue through the client", () => {
  const failWith = (status: number, body: Record<string, unknown>) =>
    server.use(
      mock.all(`${BASE}/*`, () => HttpResponse.json({ status_code: status, data: null, ...body }, { status })),
    );

  beforeEach(() => setAccessToken("t"));

  it("422: toast with the server message, rejects with the field errors", async () => {
    failWith(422, { message: "The given data was invalid.", errors: { email: ["Taken"] } });
    const error = (await api.post("register", {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 422, message: "The given data was invalid.", errors: { email: ["Taken"] } });
    expect(notifier.error).toHaveBeenCalledWith("The given data was invalid.");
  });

  it("400: toast with the server message", async () => {
    failWith(400, { message: "Bad input" });
    await expect(api.get("x")).rejects.toMatchObject({ status: 400, message: "Bad input" });
    expect(notifier.error).toHaveBeenCalledWith("Bad input");
  });

  it("425: rejects silently", async () => {
    failWith(425, { message: "Too early" });
    await expect(api.get("x")).rejects.toMatchObject({ status: 425 });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it("403 / 413 / 500 fall back to the catalogue texts", async () => {
    failWith(403, { message: "" });
    await expect(api.get("x")).rejects.toMatchObject({ status: 403, message: "Something went wrong" });
    failWith(413, { message: "" });
    await expect(api.post("x", {})).rejects.toMatchObject({ status: 413, message: "Payload Too Large" });
    failWith(500, {});
    await expect(api.get("x")).rejects.toMatchObject({ status: 500, message: "Something went wrong" });
    expect(notifier.error.mock.calls.map((c) => c[0])).toEqual([
      "Something went wrong",
      "Payload Too Large",
      "Something went wrong",
    ]);
  });

  it("404: toast, except for the cart fetch calls", async () => {
    failWith(404, { message: "Not Found" });
    await expect(api.get("customer/cart-items")).rejects.toMatchObject({ status: 404 });
    await expect(api.get("customer/package/cart-items")).rejects.toMatchObject({ status: 404 });
    await expect(api.get("package/cart/fetch")).rejects.toMatchObject({ status: 404 });
    expect(notifier.error).not.toHaveBeenCalled();
    await expect(api.get("package/details", { package_id: 1 })).rejects.toMatchObject({ status: 404 });
    expect(notifier.error).toHaveBeenCalledWith("Not Found");
  });

  it("silent calls never toast", async () => {
    failWith(500, { message: "Boom" });
    await expect(api.get("x", undefined, { silent: true })).rejects.toMatchObject({ status: 500, message: "Boom" });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it("no response: Oops, an error occurred! (translated)", async () => {
    server.use(mock.get(`${BASE}/down`, () => HttpResponse.error()));
    setTranslator((key, fallback) => (key === "errors.default" ? "عذراً، حدث خطأ!" : fallback));
    await expect(api.get("down")).rejects.toMatchObject({ status: 0, message: "عذراً، حدث خطأ!" });
    expect(notifier.error).toHaveBeenCalledWith("عذراً، حدث خطأ!");
  });
});
