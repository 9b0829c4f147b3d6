import { HttpResponse, http as mock } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setDeviceIdSource } from "../../src/api/device";
import { RESOURCE_ENDPOINTS } from "../../src/api/endpoints";
import { resetHttpState } from "../../src/api/http";
import { setNotifier } from "../../src/api/notify";
import { resetSessionState } from "../../src/api/session";
import { getAccessToken, setAccessToken } from "../../src/api/token";
import { accessControlProvider } from "../../src/providers/access-control";
import { authProvider } from "../../src/providers/auth-provider";
import { dataProvider, listQuery } from "../../src/providers/data-provider";
import { useKhidmaStore } from "../../src/state";
import { testNotifier } from "./client-state";

const BASE = "*/api/v2";
const server = setupServer();
const notifier = testNotifier();

const session = (defaultRole: string) => ({
  access_token: "user-token",
  default_role: defaultRole,
  user: {
    id: 7,
    first_name: "Aisha",
    last_name: "Khan",
    last_login_at: null,
    partner_details: { id: null },
    roles: [
      { id: 1, name: "Support", type: "internal", permissions: ["read-dashboard", "read-package"] },
      { id: 2, name: "Admin", type: "internal", permissions: ["read-dashboard", "read-package", "update-package"] },
    ],
  },
});

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  server.resetHandlers(
    mock.get(`${BASE}/client-access-token`, () =>
      HttpResponse.json({ status_code: 200, data: { access_token: "client-1" }, message: "ok" }),
    ),
  );
  localStorage.clear();
  resetHttpState();
  resetSessionState();
  setDeviceIdSource(async () => "device-1");
  setNotifier(notifier);
  notifier.success.mockReset();
  useKhidmaStore.setState({
    session: { ...useKhidmaStore.getState().session, user: null, roles: [], permissions: [], defaultRole: null },
  });
});

describe("listQuery: refine's list parameters in the v2 style", () => {
  it("defaults to page 1 and 10 rows", () => {
    expect(listQuery(undefined, undefined, undefined)).toEqual({ page: 1, limit: 10 });
  });
  it("maps pagination, the first sorter, search and named filters; pagination off asks for all rows", () => {
    expect(
      listQuery(
        { currentPage: 3, pageSize: 25 },
        [{ field: "id", order: "desc" }],
        [
          { field: "q", operator: "contains", value: "clean" },
          { field: "status", operator: "eq", value: "Approved" },
          { field: "active", operator: "eq", value: 0 },
          { field: "partner_id", operator: "eq", value: "" },
        ],
      ),
    ).toEqual({ page: 3, limit: 25, sortKey: "id", sortVal: "desc", search: "clean", status: "Approved", active: 0 });
    expect(listQuery({ mode: "off" }, undefined, undefined)).toEqual({ limit: -1 });
  });
});

describe("data provider", () => {
  it("unwraps the paginated envelope and sends the list query", async () => {
    RESOURCE_ENDPOINTS.widgets = { list: "widgets/list", update: "widgets/update/{id}" };
    let seen: URLSearchParams | undefined;
    server.use(
      mock.get(`${BASE}/widgets/list`, ({ request }) => {
        seen = new URL(request.url).searchParams;
        return HttpResponse.json({
          status_code: 200,
          message: "ok",
          data: { data: [{ id: 1 }, { id: 2 }], total: 12, current_page: 2, per_page: 2, last_page: 6 },
        });
      }),
    );
    const res = await dataProvider.getList({ resource: "widgets", pagination: { currentPage: 2, pageSize: 2 } });
    expect(res).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 12 });
    expect(seen?.get("page")).toBe("2");
    expect(seen?.get("limit")).toBe("2");
  });

  it("a query refine cancels (meta.signal) aborts its request and rejects with an AbortError", async () => {
    RESOURCE_ENDPOINTS.widgets = { list: "widgets/list", one: "widgets/show/{id}" };
    const aborted: string[] = [];
    const hang =
      (name: string) =>
      ({ request }: { request: Request }) =>
        new Promise<Response>((resolve) => {
          // answers only if the request is still wanted after 20 s; an abort settles it at once
          const timer = setTimeout(
            () => resolve(HttpResponse.json({ status_code: 200, message: "ok", data: [] })),
            20_000,
          );
          request.signal.addEventListener("abort", () => {
            clearTimeout(timer);
            aborted.push(name);
            resolve(HttpResponse.error());
          });
        });
    let arrived = 0;
    server.use(
      mock.get(`${BASE}/widgets/list`, (info) => {
        arrived++;
        return hang("list")(info);
      }),
      mock.get(`${BASE}/widgets/show/1`, (info) => {
        arrived++;
        return hang("show")(info);
      }),
    );
    const listQuery = new AbortController();
    const showQuery = new AbortController();
    const list = dataProvider.getList({ resource: "widgets", meta: { signal: listQuery.signal } });
    const show = dataProvider.getOne({ resource: "widgets", id: 1, meta: { signal: showQuery.signal } });
    // a busy machine: the client token and both requests may take seconds to arrive
    await vi.waitFor(() => expect(arrived).toBe(2), { timeout: 15_000 });
    listQuery.abort();
    showQuery.abort();
    await expect(list).rejects.toMatchObject({ name: "AbortError" });
    await expect(show).rejects.toMatchObject({ name: "AbortError" });
    await vi.waitFor(() => expect(aborted.sort()).toEqual(["list", "show"]), { timeout: 15_000 });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it("keeps the fields a list answer carries beside its page (e.g. status counts)", async () => {
    RESOURCE_ENDPOINTS.widgets = { list: "widgets/list" };
    server.use(
      mock.get(`${BASE}/widgets/list`, () =>
        HttpResponse.json({
          status_code: 200,
          message: "ok",
          data: { data: [{ id: 1 }], total: 1, current_page: 1, per_page: 10, last_page: 1, status_counts: { New: 3 } },
        }),
      ),
    );
    const res = await dataProvider.getList({ resource: "widgets" });
    expect(res).toEqual({ data: [{ id: 1 }], total: 1, status_counts: { New: 3 } });
  });

  it("custom GETs send the screen's own limit and add none of their own", async () => {
    const seen: (string | null)[] = [];
    server.use(
      mock.get(`${BASE}/widgets/summary`, ({ request }) => {
        seen.push(new URL(request.url).searchParams.get("limit"));
        return HttpResponse.json({ status_code: 200, message: "ok", data: {} });
      }),
    );
    const url = "widgets/summary";
    await dataProvider.custom?.({ url, method: "get", query: { limit: 5 } });
    await dataProvider.custom?.({ url, method: "get" });
    expect(seen).toEqual(["5", null]);
  });

  it("meta.silent keeps the global error toast away; without it the error is shown", async () => {
    RESOURCE_ENDPOINTS.widgets = { one: "widgets/details/{id}" };
    server.use(
      mock.get(`${BASE}/widgets/details/9`, () =>
        HttpResponse.json({ status_code: 404, data: null, message: "Widget not found." }, { status: 404 }),
      ),
    );
    notifier.error.mockReset();
    await expect(dataProvider.getOne({ resource: "widgets", id: 9, meta: { silent: true } })).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(notifier.error).not.toHaveBeenCalled();
    await expect(dataProvider.getOne({ resource: "widgets", id: 9 })).rejects.toMatchObject({ statusCode: 404 });
    expect(notifier.error).toHaveBeenCalled();
  });

  it("turns a 422 into refine's HttpError with the field errors", async () => {
    RESOURCE_ENDPOINTS.widgets = { update: "widgets/update/{id}" };
    server.use(
      mock.post(`${BASE}/widgets/update/5`, () =>
        HttpResponse.json(
          { status_code: 422, data: null, message: "The given data was invalid.", errors: { name: ["Too short."] } },
          { status: 422 },
        ),
      ),
    );
    await expect(dataProvider.update({ resource: "widgets", id: 5, variables: { name: "x" } })).rejects.toMatchObject({
      statusCode: 422,
      message: "The given data was invalid.",
      errors: { name: ["Too short."] },
    });
  });
});

describe("auth provider", () => {
  it("login stores the session, puts the user token in the cookie, and goes to the role's dashboard", async () => {
    server.use(
      mock.post(`${BASE}/login`, () => HttpResponse.json({ status_code: 200, message: "ok", data: session("admin") })),
    );
    const res = await authProvider.login({ email: "a@b.c", password: "x" });
    expect(res).toMatchObject({ success: true, redirectTo: "/admin/dashboard" });
    expect(getAccessToken()).toBe("user-token");
    // the active role is matched case-insensitively: "admin" -> Admin
    expect(useKhidmaStore.getState().session.permissions).toContain("update-package");
    expect(useKhidmaStore.getState().session.userType).toBe("internal");
  });

  it("a default role that matches no role gives no permissions", async () => {
    server.use(
      mock.post(`${BASE}/login`, () => HttpResponse.json({ status_code: 200, message: "ok", data: session("Nobody") })),
    );
    await authProvider.login({ email: "a@b.c", password: "x" });
    expect(useKhidmaStore.getState().session.permissions).toEqual([]);
    expect(useKhidmaStore.getState().session.userType).toBeUndefined();
  });

  it("logout calls the server, clears the session and storage, shows the server's message, goes to /", async () => {
    let calls = 0;
    server.use(
      mock.post(`${BASE}/login`, () => HttpResponse.json({ status_code: 200, message: "ok", data: session("Admin") })),
      mock.post(`${BASE}/user/logout`, () => {
        calls++;
        return HttpResponse.json({ status_code: 200, data: null, message: "Logged out, see you soon" });
      }),
    );
    await authProvider.login({ email: "a@b.c", password: "x" });
    useKhidmaStore.getState().setLanguage("ar");
    const res = await authProvider.logout({});
    expect(res).toMatchObject({ success: true, redirectTo: "/" });
    expect(calls).toBe(1);
    expect(useKhidmaStore.getState().session.user).toBeNull();
    expect(getAccessToken()).toBeUndefined();
    expect(notifier.success).toHaveBeenCalledWith("Logged out, see you soon");
    expect(useKhidmaStore.getState().ui.language).toBe("ar");
  });

  it("logout without the server call signs out locally and says Logout successfully", async () => {
    setAccessToken("user-token");
    const spy = vi.fn();
    server.use(mock.post(`${BASE}/user/logout`, spy));
    await authProvider.logout({ skipServer: true });
    expect(spy).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeUndefined();
    expect(notifier.success).toHaveBeenCalledWith("Logout successfully");
  });
});

describe("access control", () => {
  it("answers can() from the active role's permissions, without a network call", async () => {
    useKhidmaStore.getState().setSession(session("Support") as never);
    const packages = { name: "package", meta: { permissions: { edit: "update-package" } } };
    expect(
      await accessControlProvider.can({ resource: "package", action: "list", params: { resource: packages } }),
    ).toEqual({
      can: true,
    });
    expect(
      (await accessControlProvider.can({ resource: "package", action: "edit", params: { resource: packages } })).can,
    ).toBe(false);
    useKhidmaStore.getState().setDefaultRole("ADMIN");
    expect(
      (await accessControlProvider.can({ resource: "package", action: "edit", params: { resource: packages } })).can,
    ).toBe(true);
  });

  it("finds a declared resource by its identifier: the action's permission comes from the screen declaration", async () => {
    useKhidmaStore.getState().setSession({
      ...session("Support"),
      user: {
        ...session("Support").user,
        roles: [{ id: 1, name: "Support", type: "internal", permissions: ["read-admin-booking-appointment"] }],
      },
    } as never);
    const can = (action: string) => accessControlProvider.can({ resource: "admin-appointments", action });
    expect((await can("list")).can).toBe(true);
    expect(await can("edit")).toEqual({ can: false, reason: "Needs permission update-booking-appointment" });
    // a verb the declaration does not name is refused, whatever the role holds
    expect((await can("launch-rockets")).can).toBe(false);
  });
});
