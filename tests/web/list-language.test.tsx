import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { QueryClient } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { App as AntdApp, ConfigProvider } from "antd";
import { http as mock } from "msw";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { BilingualName } from "../../src/components/portal/bilingual-name";
import { RESOURCES } from "../../src/config/resources";
import { i18n } from "../../src/i18n";
import AdminPackageListPage from "../../src/portals/admin/partners/packages/package-list";
import { accessControlProvider } from "../../src/providers/access-control";
import { dataProvider } from "../../src/providers/data-provider";
import { i18nProvider } from "../../src/providers/i18n-provider";
import { followLanguage } from "../../src/shell/language-sync";
import { useKhidmaStore } from "../../src/state";
import { BASE, ok, page, setupAdminTests, signInAs } from "./admin-helpers";

/**
 * The language mechanism (issue 16, src/shell/language-sync.ts): the API answers bilingual names in the request's
 * Accept-Language; the admin package list, which renders `name`, shows Arabic names on the Arabic screen, whether it
 * opens in Arabic or the language is switched while it is open (refine's cached answers are fetched again).
 */

const NAMES: Record<string, [string, string]> = {
  1: ["Deep clean monthly", "تنظيف عميق شهري"],
  2: ["AC care yearly", "صيانة المكيفات السنوية"],
};
const languages: string[] = [];

setupAdminTests({
  signIn: () =>
    signInAs({
      id: 2,
      name: "Admin",
      type: "internal",
      permissions: ["read-dashboard", "read-package", "update-package", "read-tenant"],
    }),
  handlers: () => [
    mock.get(`${BASE}/package/list`, ({ request }) => {
      const lang = request.headers.get("accept-language") ?? "";
      languages.push(lang);
      const ar = lang.startsWith("ar");
      return ok(
        page(
          Object.entries(NAMES).map(([id, [en, arName]]) => ({
            id: Number(id),
            partner_id: 1,
            partner: { id: 1, name: ar ? "سباركل" : "Sparkle" },
            category_id: 1,
            name: ar ? arName : en,
            name_en: en,
            name_ar: arName,
            image: null,
            service_ids: [1],
            visits_per_month: 2,
            status: "Approved",
            status_label: ar ? "معتمدة" : "Approved",
            active: 1,
            is_handpicked: 0,
            starting_price: 100,
            duration_count: 1,
            updated_at: "2026-01-02T00:00:00Z",
          })),
        ),
      );
    }),
    mock.get(`${BASE}/admin/partner/list`, () => ok(page([]))),
  ],
});

let stop: (() => void) | undefined;
afterEach(async () => {
  stop?.();
  stop = undefined;
  languages.length = 0;
  useKhidmaStore.getState().setLanguage("en");
  await i18n.changeLanguage("en");
});

function renderWithLanguage(element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stop = followLanguage(queryClient);
  return render(
    <MemoryRouter initialEntries={["/admin/packages"]}>
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
              <Routes>
                <Route path="/admin/packages" element={element} />
              </Routes>
            </Refine>
          </AntdApp>
        </ConfigProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
}

/** What the language switch does: the store's language, which i18next follows. */
const switchTo = async (lang: "en" | "ar") => {
  await act(async () => {
    useKhidmaStore.getState().setLanguage(lang);
    await i18n.changeLanguage(lang);
  });
};

describe("bilingual names follow the interface language", { timeout: 60_000 }, () => {
  it("the admin package list opened in Arabic shows the Arabic names", async () => {
    await switchTo("ar");
    renderWithLanguage(<AdminPackageListPage />);
    expect(await screen.findByRole("link", { name: "تنظيف عميق شهري" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "صيانة المكيفات السنوية" })).toBeInTheDocument();
    expect(screen.queryByText("Deep clean monthly")).toBeNull();
    expect(languages.every((l) => l === "ar")).toBe(true);
  });

  it("switching the language while the list is open shows the names in the new language", async () => {
    renderWithLanguage(<AdminPackageListPage />);
    expect(await screen.findByRole("link", { name: "Deep clean monthly" })).toBeInTheDocument();
    await switchTo("ar");
    expect(await screen.findByRole("link", { name: "تنظيف عميق شهري" })).toBeInTheDocument();
    expect(screen.queryByText("Deep clean monthly")).toBeNull();
    expect(languages.at(-1)).toBe("ar");
    await switchTo("en");
    expect(await screen.findByRole("link", { name: "Deep clean monthly" })).toBeInTheDocument();
    await waitFor(() => expect(languages.at(-1)).toBe("en"));
  });

  it("lists that show both names (categories, attributes, sizes) lead with the interface language's", async () => {
    const { container, rerender } = render(
      <I18nextProvider i18n={i18n}>
        <BilingualName en="Home Cleaning" ar="تنظيف المنازل" />
      </I18nextProvider>,
    );
    const order = () =>
      [...container.querySelectorAll("[lang]")].map((e) => `${e.getAttribute("lang")}:${e.textContent}`);
    expect(order()).toEqual(["en:Home Cleaning", "ar:تنظيف المنازل"]);
    await switchTo("ar");
    rerender(
      <I18nextProvider i18n={i18n}>
        <BilingualName en="Home Cleaning" ar="تنظيف المنازل" />
      </I18nextProvider>,
    );
    expect(order()).toEqual(["ar:تنظيف المنازل", "en:Home Cleaning"]);
    expect(container.querySelector("[lang=ar]")).toHaveAttribute("dir", "rtl");
  });
});
