import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { App as AntdApp, ConfigProvider } from "antd";
import { HttpResponse, type RequestHandler } from "msw";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { setAccessToken } from "../../src/api/token";
import { RESOURCES } from "../../src/config/resources";
import { i18n, initI18n } from "../../src/i18n";
import { accessControlProvider } from "../../src/providers/access-control";
import { dataProvider } from "../../src/providers/data-provider";
import { i18nProvider } from "../../src/providers/i18n-provider";
import { type LoginSession, useKhidmaStore } from "../../src/state";
import { releaseClientState, resetClientState, testNotifier } from "./client-state";

/** Shared set-up of the admin portal's page tests: msw server, session, notifier, and a refine render. */

export const BASE = "*/api/v2";

export const ok = <T,>(data: T, status = 200) =>
  HttpResponse.json({ status_code: status, data, message: "OK" }, { status });
export const page = <T,>(data: T[]) => ({ data, total: data.length, current_page: 1, per_page: 10, last_page: 1 });

export interface TestRole {
  id: number;
  name: string;
  type: "internal";
  permissions: string[];
}

const ADMIN_USER = { id: 1, first_name: "Omar", last_name: "Al Mansoori", email: "admin@khidma.test" };

/** Signs in with one role; `user` replaces the default admin user's fields. */
export function signInAs(role: TestRole, user: Record<string, unknown> = ADMIN_USER) {
  useKhidmaStore.getState().setSession({
    access_token: "t",
    user: { ...user, roles: [role] },
    roles: [role],
    default_role: role.name,
  } as unknown as LoginSession);
  setAccessToken("user-token");
}

/** Renders `element` at `path`, routed by `pattern`, inside refine with the app's providers. */
export function renderAt(path: string, pattern: string, element: ReactNode, { catchAll = true } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider>
          <AntdApp>
            <Refine
              dataProvider={dataProvider}
              routerProvider={routerProvider}
              accessControlProvider={accessControlProvider}
              i18nProvider={i18nProvider}
              resources={RESOURCES}
              options={{
                disableTelemetry: true,
                syncWithLocation: true,
                warnWhenUnsavedChanges: true,
                reactQuery: { clientConfig: queryClient },
              }}
            >
              <Routes>
                <Route path={pattern} element={element} />
                {catchAll ? <Route path="*" element={<p>elsewhere</p>} /> : null}
              </Routes>
            </Refine>
          </AntdApp>
        </ConfigProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
}

/**
 * Registers the hooks every admin page test needs: English, an msw server failing on unhandled requests, a wide
 * screen, fresh session and HTTP state before each test with `handlers` and `signIn`, and cleanup after.
 */
export function setupAdminTests({
  handlers = () => [],
  signIn,
}: {
  handlers?: () => RequestHandler[];
  signIn: () => void;
}) {
  const server = setupServer();
  const notifier = testNotifier();
  let matchMedia: typeof window.matchMedia;

  beforeAll(() => {
    initI18n("en");
    server.listen({ onUnhandledRequest: "error" });
    matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: true, media: query })) as never;
  });
  afterAll(() => {
    server.close();
    window.matchMedia = matchMedia;
  });

  beforeEach(() => {
    server.resetHandlers(...handlers());
    resetClientState({ notifier, clearStorage: true });
    signIn();
  });

  afterEach(releaseClientState);

  return { server, notifier };
}
