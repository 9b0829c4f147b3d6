import { expect, type Response, test } from "@playwright/test";
import { signIn } from "./support";

/** A small valid PNG (1x1). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test.describe("admin catalog", () => {
  // multi-step flows: room for a busy machine (two cores shared with other browser jobs)
  test.setTimeout(240_000);

  test("an admin adds a trending category and a live banner that the storefront then shows", async ({ page }) => {
    const stamp = Date.now().toString(36);
    const category = `E2E Solar Panels ${stamp}`;
    const banner = `E2E Ramadan offer ${stamp}`;
    await signIn(page, "admin");

    // 1. a trending category, in English and Arabic
    await page.goto("/admin/service-categories");
    await expect(page.getByTestId("category-table")).toBeVisible();
    await page.getByTestId("category-create").click();
    const form = page.getByRole("dialog");
    await form.getByLabel("Name (English)").fill(category);
    await form.getByLabel("Name (Arabic)").fill(`تنظيف الألواح الشمسية ${stamp}`);
    await form.getByRole("switch", { name: "Trending" }).click();
    await form
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: "solar.png", mimeType: "image/png", buffer: PNG });
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form).toBeHidden();
    await page.getByRole("searchbox", { name: "Search categories" }).fill(stamp);
    const row = page.getByTestId("category-table").getByRole("row").filter({ hasText: category });
    await expect(row).toBeVisible();
    await expect(row.getByRole("switch", { name: `Trending: ${category}` })).toBeChecked();

    await page.goto("/categories");
    await expect(page.getByTestId("category-grid").getByText(category)).toBeVisible();

    // 2. a banner live now, with an image and a link
    await page.goto("/admin/banners");
    await page.getByTestId("banner-create").click();
    const bannerForm = page.getByRole("dialog");
    await bannerForm.getByLabel("Title (English)", { exact: true }).fill(banner);
    await bannerForm.getByLabel("Title (Arabic)", { exact: true }).fill(`عرض رمضان ${stamp}`);
    await bannerForm.getByLabel("Subtitle (English)").fill("20% off deep cleaning");
    await bannerForm.getByLabel("Link", { exact: true }).fill("/categories");
    await bannerForm.getByLabel("Sort order").fill("0");
    await bannerForm
      .locator('input[type="file"]')
      .setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: PNG });
    await bannerForm.getByRole("button", { name: "Save" }).click();
    await expect(bannerForm).toBeHidden();
    const bannerRow = page.getByTestId("banner-table").getByRole("row").filter({ hasText: banner });
    await expect(bannerRow.getByText("Live now")).toBeVisible();

    await page.goto("/");
    await expect(page.locator(".kh-banners").getByText(banner)).toBeVisible();
  });

  test("an admin drags a category to a new place: it stays there after a reload and on the storefront", async ({
    page,
  }) => {
    await signIn(page, "admin");
    const isList = (r: Response) => new URL(r.url()).pathname.endsWith("/api/v2/service-category/list");
    /** A reload shows the rows once the list has answered (a busy machine may take a while to ask). */
    const reloadList = async () => {
      const answered = page.waitForResponse(isList);
      await page.reload();
      await answered;
    };
    const listed = page.waitForResponse(isList);
    await page.goto("/admin/service-categories");
    await listed;
    const table = page.getByTestId("category-table");
    const rowOf = (name: string) => table.locator("tbody tr", { hasText: name });
    const order = async () =>
      (await table.locator("tbody tr").allTextContents()).map((text) =>
        ["Plumbing", "Electrical"].find((n) => text.includes(n)),
      );
    const position = async (name: string) => (await order()).indexOf(name);
    /** Where Electrical is against Plumbing, as the table shows it now: -1 just before, 1 just after. */
    const gap = async () => (await position("Electrical")) - (await position("Plumbing"));
    await expect(rowOf("Electrical")).toBeVisible();
    await expect.poll(gap).toBe(1);

    // the handles come once the reorder permission is answered: drag only then (the column shifts the layout)
    const handle = rowOf("Electrical").locator(".kh-drag-handle");
    await expect(handle).toBeVisible();
    // Electrical's handle onto the upper half of Plumbing's row: Electrical goes first
    const saved = page.waitForResponse((r) => r.url().endsWith("/service-category/reorder") && r.ok());
    await handle.dragTo(rowOf("Plumbing"), { targetPosition: { x: 200, y: 6 } });
    const ids = (await saved).request().postDataJSON().ids as number[];
    expect(ids.length).toBeGreaterThan(2);
    await expect.poll(gap).toBe(-1);

    await reloadList();
    await expect(rowOf("Electrical")).toBeVisible();
    await expect.poll(gap).toBe(-1);

    // the storefront lists categories in that order
    await page.goto("/categories");
    const tiles = page.getByTestId("category-grid").locator("li");
    await expect(tiles.first()).toBeVisible();
    const storefrontGap = async () => {
      const names = await tiles.allTextContents();
      const at = (name: string) => names.findIndex((text) => text.includes(name));
      return at("Electrical") >= 0 && at("Electrical") < at("Plumbing");
    };
    await expect.poll(storefrontGap).toBe(true);

    // and back with the keyboard-friendly button
    const relisted = page.waitForResponse(isList);
    await page.goto("/admin/service-categories");
    await relisted;
    const restored = page.waitForResponse((r) => r.url().endsWith("/service-category/reorder") && r.ok());
    await page.getByRole("button", { name: "Move Electrical down" }).click();
    await restored;
    await expect.poll(gap).toBe(1);
    await reloadList();
    await expect(rowOf("Electrical")).toBeVisible();
    await expect.poll(gap).toBe(1);
  });

  test("support sees the services list without create or edit buttons, and no banners screen", async ({ page }) => {
    await signIn(page, "support");
    await page.goto("/admin/services");
    const table = page.getByTestId("admin-service-table");
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Create|Add/ })).toHaveCount(0);
    await expect(table.getByRole("switch").first()).toBeDisabled();

    await page.goto("/admin/banners");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/admin/service-categories");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});
