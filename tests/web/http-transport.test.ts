import { delay, HttpResponse, http as mock } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../src/api/client";
import { ApiError } from "../../src/api/errors";
import type { UploadProgress } from "../../src/api/http";
import { buildUrl } from "../../src/api/query";
import { setOnSignOut } from "../../src/api/session";
import { getAccessToken, setAccessToken } from "../../src/api/token";
import { dataProvider } from "../../src/providers/data-provider";
import { releaseClientState, resetClientState, testNotifier } from "./client-state";

const BASE = "*/api/v2";
const server = setupServer();
const notifier = testNotifier();
let tokenFetches = 0;

const ok = (data: unknown = null) => HttpResponse.json({ status_code: 200, data, message: "ok" });
const unauthorized = () =>
  HttpResponse.json({ status_code: 401, data: null, message: "Unauthenticated." }, { status: 401 });

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  tokenFetches = 0;
  server.resetHandlers(
    mock.get(`${BASE}/client-access-token`, () => {
      tokenFetches++;
      return HttpResponse.json({ status_code: 200, data: { access_token: `client-${tokenFetches}` }, message: "ok" });
    }),
  );
  resetClientState({ notifier, clearStorage: true, deviceId: "device-9" });
  setOnSignOut(null);
});
afterEach(releaseClientState);

describe("query strings: written as the SPA always sent them (axios 1.x), which the server parses", () => {
  // Each expected string is what axios 1.21 produced for the same parameters.
  const cases: [string, Record<string, unknown>, string][] = [
    ["plain values, page and limit", { page: 2, limit: -1, search: "deep clean" }, "page=2&limit=-1&search=deep+clean"],
    ["null and undefined left out, empty string kept", { a: null, b: undefined, c: "" }, "c="],
    ["booleans as words", { active: true, archived: false }, "active=true&archived=false"],
    ["a Date as its UTC ISO string", { from: new Date(Date.UTC(2024, 5, 1, 8)) }, "from=2024-06-01T08:00:00.000Z"],
    ["a flat array as key[] (brackets encoded), its nulls left out", { ids: [1, null, 2] }, "ids%5B%5D=1&ids%5B%5D=2"],
    ["a key already ending in [] is not doubled", { "ids[]": ["x", "y"] }, "ids%5B%5D=x&ids%5B%5D=y"],
    [
      "a nested object as key[sub]",
      { range: { from: "2024-01-01", to: "" } },
      "range%5Bfrom%5D=2024-01-01&range%5Bto%5D=",
    ],
    [
      "an array of objects by index",
      { lines: [{ id: 1 }, { id: 2 }] },
      "lines%5B0%5D%5Bid%5D=1&lines%5B1%5D%5Bid%5D=2",
    ],
    ["a key ending in {} as JSON", { "meta{}": { a: 1 } }, "meta%7B%7D=%7B%22a%22:1%7D"],
    ["`:`, `$` and `,` kept, the rest encoded", { q: "a,b:c$d&e=f#g+h/é" }, "q=a,b:c$d%26e%3Df%23g%2Bh%2F%C3%A9"],
    ["keys trimmed", { " status ": "active" }, "status=active"],
  ];

  it.each(cases)("%s", async (_name, params, expected) => {
    let query = "";
    server.use(
      mock.get(`${BASE}/list`, ({ request }) => {
        query = new URL(request.url).search.slice(1);
        return ok([]);
      }),
    );
    setAccessToken("t");
    await api.get("list", params);
    expect(query).toBe(expected);
  });

  it("joins the base and the path with one slash, and appends to a query the URL already has", () => {
    expect(buildUrl("/api/v2/", "/list", { a: 1 })).toBe("/api/v2/list?a=1");
    expect(buildUrl("/api/v2", "list?x=1#top", { a: 1 })).toBe("/api/v2/list?x=1&a=1");
    expect(buildUrl("/api/v2", "http://other.test/p", {})).toBe("http://other.test/p");
  });

  it("the server reads a refine list query as sent (filters joined by commas, sorter, search)", async () => {
    let seen: URLSearchParams | undefined;
    server.use(
      mock.get(`${BASE}/package/list`, ({ request }) => {
        seen = new URL(request.url).searchParams;
        return ok({ data: [], total: 0, current_page: 1, per_page: 10, last_page: 1 });
      }),
    );
    setAccessToken("t");
    await dataProvider.getList({
      resource: "packages",
      pagination: { currentPage: 3, pageSize: 20 },
      sorters: [{ field: "price", order: "desc" }],
      filters: [
        { field: "q", operator: "contains", value: "sofa & rug" },
        { field: "status", operator: "in", value: ["active", "draft"] },
      ],
      meta: { endpoints: { list: "package/list" } },
    });
    expect(Object.fromEntries(seen ?? [])).toEqual({
      page: "3",
      limit: "20",
      sortKey: "price",
      sortVal: "desc",
      search: "sofa & rug",
      status: "active,draft",
    });
  });
});

describe("cancellation (refine aborting a query)", () => {
  it("rejects with the AbortError, not an ApiError, shows no toast and stops the request", async () => {
    let serverSawAbort = false;
    let arrived!: () => void;
    const arrivedPromise = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    server.use(
      mock.get(`${BASE}/slow`, async ({ request }) => {
        request.signal.addEventListener("abort", () => {
          serverSawAbort = true;
        });
        arrived();
        await delay("infinite");
        return ok();
      }),
    );
    setAccessToken("t");
    const controller = new AbortController();
    const call = api.get("slow", {}, { signal: controller.signal }).catch((e: unknown) => e);
    await arrivedPromise;
    controller.abort();
    const error = await call;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe("AbortError");
    expect(serverSawAbort).toBe(true);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it("an already cancelled signal sends nothing", async () => {
    let hits = 0;
    server.use(
      mock.get(`${BASE}/things`, () => {
        hits++;
        return ok();
      }),
    );
    setAccessToken("t");
    const controller = new AbortController();
    controller.abort();
    const error = await api.get("things", {}, { signal: controller.signal }).catch((e: unknown) => e);
    expect((error as Error).name).toBe("AbortError");
    expect(hits).toBe(0);
    expect(notifier.error).not.toHaveBeenCalled();
  });
});

describe("answers that are not JSON", () => {
  it("a 2xx with an empty body resolves; a 502 HTML page rejects with the catalogue text", async () => {
    server.use(
      mock.post(`${BASE}/empty`, () => new HttpResponse(null, { status: 204 })),
      mock.get(`${BASE}/proxy`, () => new HttpResponse("<html>Bad gateway</html>", { status: 502 })),
    );
    setAccessToken("t");
    await expect(api.post("empty", {})).resolves.toBe("");
    await expect(api.get("proxy")).rejects.toMatchObject({ status: 502, message: "Something went wrong" });
    expect(notifier.error).toHaveBeenCalledWith("Something went wrong");
  });
});

describe("uploads with progress (XMLHttpRequest)", () => {
  const form = () => {
    const data = new FormData();
    data.append("type", "trade_license");
    data.append("file", new File(["%PDF-1.4 hello"], "licence.pdf", { type: "application/pdf" }));
    return data;
  };

  it("reports the bytes sent and sends the same headers and multipart body as every call", async () => {
    let seen: { headers: Headers; type: FormDataEntryValue | null; file: boolean } | undefined;
    server.use(
      mock.post(`${BASE}/partner/application/document`, async ({ request }) => {
        const body = await request.formData();
        // (jsdom's File reaches the mock as a part without its name and bytes: only its presence is checked.)
        seen = {
          headers: request.headers,
          type: body.get("type"),
          file: typeof body.get("file") === "object" && body.get("file") !== null,
        };
        return ok({ id: 5 });
      }),
    );
    setAccessToken("user-token");
    const events: UploadProgress[] = [];
    const res = await api.post<{ id: number }>("partner/application/document", form(), {
      onUploadProgress: (e) => events.push(e),
    });
    expect(res.data).toEqual({ id: 5 });
    expect(events.length).toBeGreaterThan(0);
    const last = events[events.length - 1];
    expect(last.total).toBeGreaterThan(0);
    expect(last.loaded).toBe(last.total);
    expect(last.progress).toBe(1);
    expect(seen?.type).toBe("trade_license");
    expect(seen?.file).toBe(true);
    expect(seen?.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen?.headers.get("authorization")).toBe("Bearer user-token");
    expect(seen?.headers.get("device-id")).toBe("device-9");
    expect(seen?.headers.get("device-platform")).toBe("web");
  });

  it("through the data provider: refine's meta.onUploadProgress, a 401 renewed and the upload sent again", async () => {
    const auths: Array<string | null> = [];
    server.use(
      mock.post(`${BASE}/partner/application/logo`, async ({ request }) => {
        auths.push(request.headers.get("authorization"));
        const body = await request.formData();
        if (auths.length === 1) return unauthorized();
        return ok({ logo: typeof body.get("logo") === "object" && body.get("logo") !== null });
      }),
    );
    setAccessToken("expired");
    const percents: number[] = [];
    const data = new FormData();
    data.append("logo", new File(["png"], "logo.png", { type: "image/png" }));
    const custom = dataProvider.custom as NonNullable<typeof dataProvider.custom>;
    const res = await custom({
      url: "partner/application/logo",
      method: "post",
      payload: data,
      meta: {
        silent: true,
        timeout: 60_000,
        onUploadProgress: (e: UploadProgress) => {
          if (e.total) percents.push(Math.round((e.loaded / e.total) * 100));
        },
      },
    });
    expect(res.data).toEqual({ logo: true });
    expect(auths).toEqual(["Bearer expired", "Bearer client-1"]);
    expect(percents.at(-1)).toBe(100);
    expect(tokenFetches).toBe(1);
  });

  it("a 413 rejects with the field errors and status, without a toast when silent", async () => {
    server.use(
      mock.post(`${BASE}/partner/application/document`, () =>
        HttpResponse.json({ status_code: 413, data: null, message: "File too large" }, { status: 413 }),
      ),
    );
    setAccessToken("t");
    const error = await api
      .post("partner/application/document", form(), { silent: true, onUploadProgress: () => undefined })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: "File too large", kind: "payload-too-large" });
    expect(notifier.error).not.toHaveBeenCalled();
  });
});

describe("401: renew the client token, retry once, then sign out", () => {
  it("a POST retried after a 401 sends the same JSON body with the new token; a second 401 signs out", async () => {
    const bodies: unknown[] = [];
    const auths: Array<string | null> = [];
    server.use(
      mock.post(`${BASE}/cart/add`, async ({ request }) => {
        bodies.push(await request.json());
        auths.push(request.headers.get("authorization"));
        return unauthorized();
      }),
    );
    setAccessToken("expired");
    localStorage.setItem("khidma", "{}");
    const onSignOut = vi.fn();
    setOnSignOut(onSignOut);
    const error = await api.post("cart/add", { package_id: 3, quantity: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, kind: "unauthenticated" });
    expect(bodies).toEqual([
      { package_id: 3, quantity: 2 },
      { package_id: 3, quantity: 2 },
    ]);
    expect(auths).toEqual(["Bearer expired", "Bearer client-1"]);
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeUndefined();
    expect(notifier.error).toHaveBeenCalledTimes(1);
  });

  it("a call with skipAuth sends no token, fetches none and never retries a 401", async () => {
    let hits = 0;
    let auth: string | null = "unset";
    server.use(
      mock.get(`${BASE}/public`, ({ request }) => {
        hits++;
        auth = request.headers.get("authorization");
        return unauthorized();
      }),
    );
    const onSignOut = vi.fn();
    setOnSignOut(onSignOut);
    await expect(api.get("public", {}, { skipAuth: true, silent: true })).rejects.toMatchObject({ status: 401 });
    expect(hits).toBe(1);
    expect(auth).toBeNull();
    expect(tokenFetches).toBe(0);
    expect(onSignOut).not.toHaveBeenCalled();
  });
});

describe("headers a call adds", () => {
  it("are sent beside the app's, which a call cannot replace; GET and DELETE carry no Content-Type", async () => {
    const seen: Headers[] = [];
    server.use(
      mock.get(`${BASE}/support/thread`, ({ request }) => {
        seen.push(request.headers);
        return ok();
      }),
      mock.delete(`${BASE}/address/1`, ({ request }) => {
        seen.push(request.headers);
        return ok();
      }),
    );
    setAccessToken("t");
    await api.get("support/thread", {}, { headers: { "X-Support-Key": "k1", accept: "text/html" } });
    await api.delete("address/1", { headers: { "Idempotency-Key": "idem-1" } });
    expect(seen[0].get("x-support-key")).toBe("k1");
    expect(seen[0].get("accept")).toBe("application/json");
    expect(seen[0].get("content-type")).toBeNull();
    expect(seen[1].get("idempotency-key")).toBe("idem-1");
    expect(seen[1].get("content-type")).toBeNull();
  });
});
