import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { ACCOUNTS, signIn, signInWithForm } from "./support";

// The build `npm test` runs writes dist/.vite/manifest.json (or E2E_STATIC_DIR's): the chunk file of each portal.
const dist = process.env.E2E_STATIC_DIR ?? "dist";
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, "utf8")) as Record<
  string,
  {
    file: string;
    imports?: string[];
    css?: string[];
    isEntry?: boolean;
    isDynamicEntry?: boolean;
  }
>;
const chunkOf = (src: string) => manifest[src]?.file;

test("the storefront's first load downloads no admin or partner code", async ({ page }) => {
  const adminChunk = chunkOf("src/portals/admin/index.tsx");
  const partnerChunk = chunkOf("src/portals/partner/index.tsx");
  expect(adminChunk).toBeTruthy();
  expect(partnerChunk).toBeTruthy();
  const scripts: string[] = [];
  page.on("request", (req) => {
    // scripts and module preloads alike
    const path = new URL(req.url()).pathname.slice(1);
    if (path.endsWith(".js")) scripts.push(path);
  });
  await page.goto("/");
  await expect(page.getByTestId("support-email")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts).toContain(chunkOf("src/portals/customer/index.tsx"));
  expect(scripts).not.toContain(adminChunk);
  expect(scripts).not.toContain(partnerChunk);

  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByLabel("Email")).toBeVisible();
  await page.waitForLoadState("networkidle");
  // the staff sign-in page is its own small chunk, with neither refine + antd nor the portal's code
  expect(scripts).toContain(chunkOf("src/portals/admin/pages/login.tsx"));
  expect(scripts).not.toContain(chunkOf("src/shell/rich-scope.tsx"));
  expect(scripts).not.toContain(adminChunk);
  // using the form starts loading them, for the dashboard that follows
  await page.getByLabel("Email").focus();
  await expect.poll(() => scripts).toContain(adminChunk);
  expect(scripts).toContain(chunkOf("src/shell/rich-scope.tsx"));
});

// The Arabic core strings are their own chunk: an English visit never downloads it; switching to Arabic does, and a
// later visit in Arabic asks for it beside the entry and draws Arabic, right to left, from its first paint.
test("Arabic strings load only for Arabic", async ({ page }) => {
  const arabicChunk = chunkOf("src/i18n/ar.ts");
  expect(arabicChunk).toBeTruthy();
  const scripts: string[] = [];
  page.on("request", (req) => {
    const path = new URL(req.url()).pathname.slice(1);
    if (path.endsWith(".js")) scripts.push(path);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Your home, looked after" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts).not.toContain(arabicChunk);

  await page.getByRole("button", { name: "Language" }).first().click();
  await expect(page.getByRole("heading", { name: "منزلك في أيدٍ أمينة" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  expect(scripts).toContain(arabicChunk);

  scripts.length = 0;
  await page.reload();
  await expect(page.getByRole("heading", { name: "منزلك في أيدٍ أمينة" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your home, looked after" })).toHaveCount(0);
  expect(scripts).toContain(arabicChunk);
});

// While the sign-in form's chunk loads, the staff sign-in page is already drawn (components/auth/staff-sign-in-layout.tsx)
// with the form's place kept: the heading paints at once and does not move when the form arrives.
test("a staff sign-in page paints its heading before its form arrives, and nothing moves when the form does", async ({
  page,
}) => {
  const loginChunk = chunkOf("src/portals/partner/pages/login.tsx");
  expect(loginChunk).toBeTruthy();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/${loginChunk}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/partner/login");
  const heading = page.getByRole("heading", { name: "Partner sign in" });
  await expect(heading).toBeVisible();
  await expect(page.getByText("Run your service business on Khidma")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveCount(0);
  const before = await heading.boundingBox();
  release();
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  expect(await heading.boundingBox()).toEqual(before);
});

test("a portal's login page downloads no portal layout; signing in brings it", async ({ page }) => {
  const layoutChunk = chunkOf("src/portals/admin/in-layout.tsx");
  expect(layoutChunk).toBeTruthy();
  const scripts: string[] = [];
  page.on("request", (req) => {
    const path = new URL(req.url()).pathname.slice(1);
    if (path.endsWith(".js")) scripts.push(path);
  });
  await page.goto("/admin/login");
  await expect(page.getByLabel("Email")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts).toContain(chunkOf("src/portals/admin/pages/login.tsx"));
  expect(scripts).not.toContain(layoutChunk);

  await page.getByLabel("Email").fill(ACCOUNTS.admin.email);
  await page.getByLabel("Password").fill(ACCOUNTS.admin.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // the layout's sider and the dashboard arrive with the layout's chunk
  await expect(page.locator(".kh-sider .ant-menu a").first()).toBeVisible();
  await expect(page.getByTestId("admin-dashboard")).toBeVisible();
  expect(scripts).toContain(layoutChunk);
});

test("react-big-calendar comes only with the partner dispatch screen", () => {
  const dispatch = "src/portals/partner/appointments/dispatch-calendar.tsx";
  expect(manifest[dispatch]?.isDynamicEntry).toBe(true);
  /** The files a chunk brings when it loads: its own JS and CSS and its static imports', transitively. */
  const loadedWith = (key: string, files = new Set<string>(), seen = new Set<string>()) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return files;
    seen.add(key);
    files.add(entry.file);
    for (const css of entry.css ?? []) files.add(css);
    for (const next of entry.imports ?? []) loadedWith(next, files, seen);
    return files;
  };
  // the library's own class names, in its JS (the calendar and the drag-and-drop add-on) and its stylesheet
  const builtFiles = new Set(Object.values(manifest).flatMap((e) => [e.file, ...(e.css ?? [])]));
  const calendarFiles = [...builtFiles].filter((f) => {
    const text = readFileSync(`${dist}/${f}`, "utf8");
    return f.endsWith(".css") ? text.includes(".rbc-calendar") : /rbc-time-gutter|rbc-addons-dnd/.test(text);
  });
  expect(calendarFiles.some((f) => f.endsWith(".js"))).toBe(true);
  expect(calendarFiles.some((f) => f.endsWith(".css"))).toBe(true);
  const dispatchFiles = loadedWith(dispatch);
  expect(calendarFiles.filter((f) => !dispatchFiles.has(f))).toEqual([]);
  // no other entry (index.html, a portal, any other screen) loads one of them
  const others = Object.entries(manifest)
    .filter(([key, e]) => key !== dispatch && (e.isEntry || e.isDynamicEntry))
    .map(([key]) => key);
  expect(others.length).toBeGreaterThan(20);
  const leaks = others.flatMap((key) => {
    const files = loadedWith(key);
    return calendarFiles.filter((f) => files.has(f)).map((f) => `${key}: ${f}`);
  });
  expect(leaks).toEqual([]);
});

// Builds leave antd's row selection and text area out of the first load of list pages (vite.config.ts, importSwaps):
// the screens that use them still draw them.
test("a list that selects rows draws its checkboxes, and a form's text area arrives when the form draws it", async ({
  page,
}) => {
  await signIn(page, "admin");
  await page.goto("/admin/services");
  const table = page.getByTestId("admin-service-table");
  const firstRow = table.locator("tbody tr.ant-table-row").first();
  await expect(firstRow).toBeVisible();
  await firstRow.locator(".ant-table-selection-column input[type=checkbox]").check();
  await expect(page.getByTestId("bulk-bar")).toContainText("1 selected");

  await firstRow.getByRole("button", { name: /^Edit / }).click();
  const description = page.getByLabel("Description (English)");
  await expect(description).toBeVisible();
  await description.fill("Deep cleaning of every room, done by two people.");
  await expect(description).toHaveValue("Deep cleaning of every room, done by two people.");
});

// Builds draw a closed select with rc-select's markup until it is wanted (src/shell/vendor/lazy-rc-select.tsx): no
// rc-select code on a list's first load; a click opens the select and text typed at once reaches its search.
test("a list's selects load rc-select only when used: a click opens one, text typed at once searches", async ({
  page,
}) => {
  // rc-select's chunk: the lazy import of src/shell/vendor/lazy-rc-select.tsx
  const rcSelect = manifest["node_modules/rc-select/es/index.js"];
  expect(rcSelect?.isDynamicEntry).toBe(true);
  const rcSelectChunk = rcSelect?.file;
  expect(rcSelectChunk).toBeTruthy();
  const scripts: string[] = [];
  page.on("request", (req) => {
    const path = new URL(req.url()).pathname.slice(1);
    if (path.endsWith(".js")) scripts.push(path);
  });
  await signInWithForm(page, "admin");
  await page.goto("/admin/packages");
  const rows = page.getByTestId("package-table").locator("tbody tr.ant-table-row");
  await expect(rows.first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts).not.toContain(rcSelectChunk);
  await expect(page.getByTestId("package-status-filter")).toContainText("All statuses");

  // typed straight into the partner filter: the text reaches rc-select's search, which asks the server
  const partner = page.getByTestId("package-partner-filter").getByRole("combobox");
  await partner.fill("Pure");
  const option = page.locator(".ant-select-item-option", { hasText: "Pure Shine Cleaning Services" });
  await expect(option).toBeVisible();
  expect(scripts).toContain(rcSelectChunk);
  await expect(page.getByTestId("package-partner-filter").getByRole("combobox")).toHaveValue("Pure");
  await expect(page.locator(".ant-select-dropdown:visible .ant-select-item-option")).toHaveCount(1);
  await option.click();
  await expect(rows.first()).toContainText("Pure Shine Cleaning Services");
  await expect(page.getByTestId("package-partner-filter")).toContainText("Pure Shine Cleaning Services");

  // a click on another select opens it at once
  await page.getByTestId("package-status-filter").click();
  await page.locator(".ant-select-item-option", { hasText: /^Approved$/ }).click();
  await expect(page.getByTestId("package-status-filter")).toContainText("Approved");
  await expect(rows.first()).toContainText("Approved");
});
