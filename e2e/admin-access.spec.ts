import { expect, type Locator, type Page, test } from "@playwright/test";
import { BUILT_IN_ROLES } from "../common/permissions";
import { DASHBOARD_PERMISSION } from "../src/config/constants";
import { resolveRoute } from "../src/config/routes";
import { signIn } from "./support";

/** Opens an antd Select and picks the option whose text matches. */
async function choose(page: Page, select: Locator, option: string | RegExp) {
  await select.click();
  await page
    .locator(".ant-select-dropdown:visible .ant-select-item-option")
    .filter({ hasText: option })
    .first()
    .click();
}

const selectOf = (page: Page, label: string) =>
  page
    .locator(".ant-form-item")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator(".ant-select")
    .first();

/** The sider menu's entries: label and path. */
async function siderEntries(page: Page) {
  const links = page.locator(".kh-sider .ant-menu a");
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((as) =>
    as.map((a) => ({ label: (a.textContent ?? "").trim(), path: new URL((a as HTMLAnchorElement).href).pathname })),
  );
}

test.describe("admin access", () => {
  // multi-step flows: room for a busy machine (two cores shared with other browser jobs)
  test.setTimeout(240_000);

  test("a role with two permissions, given to a new user, shows only those screens", async ({ page, browser }) => {
    const stamp = Date.now().toString(36);
    const roleName = `E2E viewers ${stamp}`;
    const email = `viewer.${stamp}@khidma.test`;
    const password = "Viewer#2026";
    const phone = `+97158${String(Date.now()).slice(-7)}`;
    await signIn(page, "admin");

    // 1. the role, then its two permissions in the matrix
    await page.goto("/admin/roles/create");
    await page.getByLabel("Role name").fill(roleName);
    await expect(selectOf(page, "Role type")).toContainText("Internal");
    await page.getByTestId("role-save").click();
    await expect(page).toHaveURL(/\/admin\/roles\/\d+\/permissions$/);
    const roleId = Number(/roles\/(\d+)\//.exec(page.url())?.[1]);
    await expect(page.getByTestId("matrix-effect")).toContainText("next request");
    await page.getByRole("checkbox", { name: "read-user", exact: true }).check();
    await page.getByRole("checkbox", { name: "read-role", exact: true }).check();
    await expect(page.getByTestId("matrix-count")).toContainText("2 of");
    await page.getByTestId("matrix-save").click();
    await expect(page.getByTestId("matrix-save")).toBeDisabled();

    // the roles list shows it with 2 permissions
    await page.goto("/admin/roles");
    await page.getByRole("searchbox", { name: "Search roles" }).fill(roleName);
    const roleRow = page.getByTestId("role-table").locator("tr", { hasText: roleName });
    await expect(roleRow).toBeVisible();
    await expect(roleRow).toContainText("2");

    // 2. a new internal user holding it
    await page.goto("/admin/users/create");
    await page.getByLabel("First name").fill("Vera");
    await page.getByLabel("Last name").fill(`Viewer ${stamp}`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone").fill(phone);
    await choose(page, selectOf(page, "Roles"), roleName);
    await page.keyboard.press("Escape");
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await page.getByTestId("user-save").click();
    await expect(page).toHaveURL(/\/admin\/users(\?|$)/);
    await page.getByRole("searchbox", { name: "Search by name, email or phone" }).fill(email);
    await expect(page.getByTestId("user-table").getByText(`Vera Viewer ${stamp}`)).toBeVisible();

    // 3. that user signs in and sees only Users and Roles besides dashboard and profile
    const context = await browser.newContext();
    const viewer = await context.newPage();
    await viewer.goto("/admin/login");
    await viewer.getByLabel("Email").fill(email);
    await viewer.getByLabel("Password").fill(password);
    await viewer.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(viewer).toHaveURL(/\/admin\/dashboard/);
    const entries = await siderEntries(viewer);
    const screens = entries.filter((e) => !["/admin/dashboard", "/admin/profile"].includes(e.path));
    expect(screens.map((e) => e.path).sort()).toEqual(["/admin/roles", "/admin/users"]);
    expect(screens.map((e) => e.label).sort()).toEqual(["Roles and permissions", "Users"]);

    // the permitted screens open; forbidden ones go to the dashboard
    await viewer.goto("/admin/users");
    await expect(viewer.getByTestId("user-table")).toBeVisible();
    await expect(viewer.getByTestId("user-create")).toHaveCount(0);
    for (const path of [
      "/admin/users/create",
      `/admin/roles/${roleId}/permissions`,
      "/admin/roles/create",
      "/admin/packages",
    ]) {
      await viewer.goto(path);
      await expect(viewer, path).toHaveURL(/\/admin\/dashboard$/);
    }
    await context.close();
  });

  test("the all-roles grid grants a permission at once, and it is still granted after a reload", async ({ page }) => {
    const roleName = `E2E grid ${Date.now().toString(36)}`;
    await signIn(page, "admin");
    await page.goto("/admin/roles/create");
    await page.getByLabel("Role name").fill(roleName);
    await page.getByTestId("role-save").click();
    await expect(page).toHaveURL(/\/admin\/roles\/\d+\/permissions$/);
    const matrixUrl = page.url();

    // from the role's own matrix to every role side by side
    await page.getByTestId("matrix-compare").click();
    await expect(page).toHaveURL(/\/admin\/roles\?(.*&)?view=grid/);
    const grid = page.getByTestId("roles-grid");
    await expect(grid.getByRole("columnheader", { name: new RegExp(roleName) })).toBeVisible();
    const readUser = grid.getByRole("checkbox", { name: `${roleName}: read-user`, exact: true });
    await expect(readUser).not.toBeChecked();
    const saved = page.waitForResponse((r) => r.url().endsWith("/manage-role-permissions") && r.ok());
    await readUser.check();
    const body = (await saved).request().postDataJSON();
    expect(body.permissions).toEqual(["read-user"]);

    await page.reload();
    await expect(grid.getByRole("checkbox", { name: `${roleName}: read-user`, exact: true })).toBeChecked();
    await expect(grid.getByRole("checkbox", { name: `${roleName}: create-user`, exact: true })).not.toBeChecked();

    // a module at once, after a confirmation
    await grid.getByRole("checkbox", { name: `All of Users for ${roleName}`, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`Grant all of Users to ${roleName}?`);
    const savedAll = page.waitForResponse((r) => r.url().endsWith("/manage-role-permissions") && r.ok());
    await dialog.getByRole("button", { name: "Grant all" }).click();
    await savedAll;
    await page.reload();
    await expect(grid.getByRole("checkbox", { name: `${roleName}: create-user`, exact: true })).toBeChecked();

    // the role's own matrix agrees
    await page.goto(matrixUrl);
    await expect(page.getByRole("checkbox", { name: "read-user", exact: true })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "change-user-password", exact: true })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "read-role", exact: true })).not.toBeChecked();
  });

  test("at 375 px the menu button sits in the header, clear of the page title, in English and Arabic", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, "admin");
    for (const [lang, side] of [
      ["en", "left"],
      ["ar", "right"],
    ] as const) {
      if (lang === "ar") await page.getByRole("button", { name: "Language" }).click();
      await page.goto("/admin/roles");
      const toggle = page.getByTestId("portal-menu-toggle");
      const title = page.locator(".ant-page-header-heading-title, .ant-layout-content h3").first();
      await expect(title).toBeVisible();
      const [t, h] = [await toggle.boundingBox(), await title.boundingBox()];
      expect(t && h, lang).toBeTruthy();
      // in the header, above the title, at the inline start
      expect(t!.y + t!.height, lang).toBeLessThanOrEqual(h!.y);
      if (side === "left") expect(t!.x).toBeLessThan(60);
      else expect(t!.x + t!.width).toBeGreaterThan(375 - 60);
      await toggle.click();
      const menu = page.getByRole("dialog");
      await expect(menu.getByRole("link", { name: lang === "en" ? "Users" : "المستخدمون" })).toBeVisible();
      await menu.getByRole("link", { name: lang === "en" ? "Users" : "المستخدمون" }).click();
      await expect(page).toHaveURL(/\/admin\/users/);
      await expect(menu).toBeHidden();
    }
  });

  test("support: the menu shows only permitted screens, and forbidden admin URLs go to the dashboard", async ({
    page,
  }) => {
    await signIn(page, "support");
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    const held = new Set<string>([...BUILT_IN_ROLES.support.permissions, DASHBOARD_PERMISSION]);
    const entries = await siderEntries(page);
    for (const entry of entries) {
      const permission = resolveRoute(entry.path).permission;
      expect(permission === undefined || held.has(permission), `${entry.label} ${entry.path} needs ${permission}`).toBe(
        true,
      );
    }
    const labels = entries.map((e) => e.label);
    expect(labels).toContain("Users");
    expect(labels).not.toContain("Roles and permissions");

    // support reads users but creates none
    await page.goto("/admin/users");
    await expect(page.getByTestId("user-table")).toBeVisible();
    await expect(page.getByTestId("user-create")).toHaveCount(0);
    await expect(page.getByTestId("user-table").locator(".ant-switch").first()).toBeDisabled();

    for (const path of [
      "/admin/users/create",
      "/admin/users/edit/1",
      "/admin/roles",
      "/admin/roles/create",
      "/admin/roles/edit/2",
      "/admin/roles/2/permissions",
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin\/dashboard$/);
    }
  });
});
