import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { QueryClient } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp, ConfigProvider } from "antd";
import { HttpResponse, http as mock } from "msw";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NotificationBell } from "../../src/components/portal/notification-bell";
import { NOTIFICATIONS_POLL_MS } from "../../src/components/portal/use-unread-notifications";
import { RESOURCES } from "../../src/config/resources";
import { NotificationsScreen } from "../../src/features/notifications/notifications-screen";
import { i18n } from "../../src/i18n";
import { accessControlProvider } from "../../src/providers/access-control";
import { dataProvider } from "../../src/providers/data-provider";
import { i18nProvider } from "../../src/providers/i18n-provider";
import { BASE, ok, setupAdminTests, signInAs } from "./admin-helpers";

/**
 * The portals' notifications (issue 16): the header's bell (unread count, polled, paused while the page is hidden,
 * its name in the interface language), the notifications screen (unread first, a title opens its screen and marks
 * it read, mark one or all read) and the badge following what the screen marks.
 */

const role = (permissions: string[]) => ({ id: 2, name: "Admin", type: "internal" as const, permissions });
let permissions = ["read-dashboard", "read-notification"];

interface Row {
  id: number;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
}
let rows: Row[] = [];
const unread = () => rows.filter((r) => !r.read).length;
let countCalls = 0;
const listQueries: URLSearchParams[] = [];
const marked: string[] = [];

const { server } = setupAdminTests({
  signIn: () => signInAs(role(permissions)),
  handlers: () => [
    mock.get(`${BASE}/notifications/unread-count`, () => {
      countCalls += 1;
      return ok({ count: unread() });
    }),
    mock.get(`${BASE}/notifications/list`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      listQueries.push(q);
      const view = rows
        .filter((r) => q.get("unread") !== "1" || !r.read)
        .map((r) => ({
          ...r,
          type: "application",
          title_en: r.title,
          title_ar: r.title,
          body_en: r.body,
          body_ar: r.body,
          read_at: r.read ? "2026-01-02T00:00:00Z" : null,
          created_at: "2026-01-01T08:00:00Z",
        }));
      return ok({
        data: view,
        total: view.length,
        current_page: 1,
        per_page: 10,
        last_page: 1,
        unread_count: unread(),
      });
    }),
    mock.post(`${BASE}/notifications/mark-read/:id`, ({ params }) => {
      marked.push(String(params.id));
      const row = rows.find((r) => r.id === Number(params.id));
      if (!row) return HttpResponse.json({ status_code: 404, data: null, message: "Not found" }, { status: 404 });
      row.read = true;
      return ok({ ...row });
    }),
    mock.post(`${BASE}/notifications/mark-all-read`, () => {
      for (const r of rows) r.read = true;
      return ok({ count: 0 });
    }),
  ],
});

const fresh = () => {
  rows = [
    {
      id: 11,
      title: "New partner application",
      body: "Falcon applied.",
      link: "/admin/applications/show/7",
      read: false,
    },
    { id: 10, title: "Low rating", body: "2 stars.", link: "/admin/reviews", read: false },
    { id: 9, title: "Old news", body: "Read already.", link: null, read: true },
  ];
  countCalls = 0;
  listQueries.length = 0;
  marked.length = 0;
  permissions = ["read-dashboard", "read-notification"];
  signInAs(role(permissions));
};

afterEach(async () => {
  vi.useRealTimers();
  Object.defineProperty(document, "visibilityState", { configurable: true, value: "visible" });
  await i18n.changeLanguage("en");
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderPortal(path: string, element: ReactNode) {
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
              options={{ disableTelemetry: true, syncWithLocation: true, reactQuery: { clientConfig: queryClient } }}
            >
              <NotificationBell portal="admin" />
              <Where />
              <Routes>
                <Route path="/admin/notifications" element={element} />
                <Route path="*" element={<p>elsewhere</p>} />
              </Routes>
            </Refine>
          </AntdApp>
        </ConfigProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
}

const setVisibility = (state: "visible" | "hidden") => {
  Object.defineProperty(document, "visibilityState", { configurable: true, value: state });
  act(() => {
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });
};

describe("portal header: notifications bell", { timeout: 60_000 }, () => {
  it("shows the unread count as the link's name and badge, and links to the notifications screen", async () => {
    fresh();
    renderPortal("/admin/dashboard", null);
    const bell = await screen.findByRole("link", { name: "Notifications, 2 unread" });
    expect(bell).toHaveAttribute("href", "/admin/notifications");
    expect(within(bell).getByText("2")).toBeInTheDocument();
    await userEvent.click(bell);
    expect(screen.getByTestId("where")).toHaveTextContent("/admin/notifications");
  });

  it("is named in Arabic on the Arabic screen", async () => {
    fresh();
    await i18n.changeLanguage("ar");
    renderPortal("/admin/dashboard", null);
    expect(await screen.findByRole("link", { name: "الإشعارات، 2 غير مقروءة" })).toBeInTheDocument();
  });

  it("is not shown without the permission of the notifications screen, and asks nothing", async () => {
    fresh();
    permissions = ["read-dashboard"];
    signInAs(role(permissions));
    renderPortal("/admin/dashboard", <p>screen</p>);
    await screen.findByTestId("where");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole("link", { name: /Notifications/ })).toBeNull();
    expect(countCalls).toBe(0);
  });

  it("polls while the page is visible, stops while it is hidden, and asks again at once when shown", async () => {
    fresh();
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ["setTimeout", "setInterval", "clearTimeout", "clearInterval", "Date"],
    });
    renderPortal("/admin/dashboard", null);
    await screen.findByRole("link", { name: "Notifications, 2 unread" });
    expect(countCalls).toBe(1);

    // a new one arrives: the next poll shows it without a reload
    rows.unshift({
      id: 12,
      title: "Reassignment requested",
      body: "BK-1",
      link: "/admin/reassignment-requests",
      read: false,
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS);
    });
    await screen.findByRole("link", { name: "Notifications, 3 unread" });
    expect(countCalls).toBe(2);

    // hidden: three intervals pass and nothing is asked
    setVisibility("hidden");
    rows.unshift({ id: 13, title: "Low rating", body: "1 star", link: "/admin/reviews", read: false });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * NOTIFICATIONS_POLL_MS);
    });
    expect(countCalls).toBe(2);
    expect(screen.getByRole("link", { name: "Notifications, 3 unread" })).toBeInTheDocument();

    // shown again: asked at once, then polling resumes
    setVisibility("visible");
    await screen.findByRole("link", { name: "Notifications, 4 unread" });
    expect(countCalls).toBe(3);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS);
    });
    await waitFor(() => expect(countCalls).toBe(4));
  });
});

describe("notifications screen", { timeout: 60_000 }, () => {
  it("lists unread first; marking one read updates the badge; mark all read empties it", async () => {
    fresh();
    renderPortal("/admin/notifications", <NotificationsScreen portal="admin" />);
    await screen.findByRole("link", { name: "Notifications, 2 unread" });
    expect(await screen.findByText("Falcon applied.")).toBeInTheDocument();
    expect(listQueries[0]?.get("unread_first")).toBe("1");
    expect(screen.getByTestId("notifications-unread-count")).toHaveTextContent("2 unread");

    const lowRating = screen.getByText("Low rating").closest("tr") as HTMLElement;
    await userEvent.click(within(lowRating).getByRole("button", { name: "Mark as read" }));
    await screen.findByRole("link", { name: "Notifications, 1 unread" });
    expect(marked).toEqual(["10"]);
    await waitFor(() =>
      expect(within(screen.getByText("Low rating").closest("tr") as HTMLElement).queryByRole("button")).toBeNull(),
    );

    await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    await screen.findByRole("link", { name: "Notifications, 0 unread" });
    await waitFor(() => expect(screen.queryAllByRole("button", { name: "Mark as read" })).toHaveLength(0));
  });

  it("a title opens the notification's screen and marks it read (a link outside the portal is text)", async () => {
    fresh();
    renderPortal("/admin/notifications", <NotificationsScreen portal="admin" />);
    const open = await screen.findByRole("link", { name: "New partner application" });
    expect(open).toHaveAttribute("href", "/admin/applications/show/7");
    expect(screen.queryByRole("link", { name: "Old news" })).toBeNull();
    await userEvent.click(open);
    expect(screen.getByTestId("where")).toHaveTextContent("/admin/applications/show/7");
    await waitFor(() => expect(marked).toEqual(["11"]));
    // the screen has gone; the badge still follows
    await screen.findByRole("link", { name: "Notifications, 1 unread" });
  });

  it("the Unread filter asks for unread ones only", async () => {
    fresh();
    renderPortal("/admin/notifications", <NotificationsScreen portal="admin" />);
    await screen.findByText("Old news");
    await userEvent.click(screen.getByText("Unread", { exact: true }));
    await waitFor(() => expect(screen.queryByText("Old news")).toBeNull());
    expect(listQueries.at(-1)?.get("unread")).toBe("1");
  });

  it("the list shows a new notification when the polled count moves", async () => {
    fresh();
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ["setTimeout", "setInterval", "clearTimeout", "clearInterval", "Date"],
    });
    renderPortal("/admin/notifications", <NotificationsScreen portal="admin" />);
    await screen.findByText("Falcon applied.");
    rows.unshift({ id: 14, title: "Brand new", body: "Just now.", link: "/admin/dashboard", read: false });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS);
    });
    expect(await screen.findByRole("link", { name: "Brand new" })).toBeInTheDocument();
  });

  it("reads in Arabic", async () => {
    fresh();
    await i18n.changeLanguage("ar");
    renderPortal("/admin/notifications", <NotificationsScreen portal="admin" />);
    expect(await screen.findByRole("button", { name: "تعليم الكل كمقروء" })).toBeInTheDocument();
    expect(await screen.findAllByRole("button", { name: "تعليم كمقروء" })).toHaveLength(2);
    expect(server).toBeDefined();
  });
});
