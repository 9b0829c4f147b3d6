import { expect, type Locator, type Page, test } from "@playwright/test";
import { signIn } from "./support";

/** The SPA's English money format (src/lib/format.ts): "AED 1,234.50". */
const aed = (amount: number) =>
  `AED ${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Opens an antd Select and picks the option whose text matches. */
async function choose(page: Page, select: Locator, option: string | RegExp, typed?: string) {
  await select.click();
  if (typed) await page.keyboard.type(typed);
  await page
    .locator(".ant-select-dropdown:visible .ant-select-item-option")
    .filter({ hasText: option })
    .first()
    .click();
}

/**
 * Picks an option of a single-choice antd Select until the Select shows it: on a busy machine a click landing while
 * the form re-renders (its options arriving) can be lost, and the form then refuses "This field is required".
 */
async function chooseOne(page: Page, select: Locator, option: string | RegExp) {
  await expect(async () => {
    await choose(page, select, option);
    await expect(select.locator(".ant-select-selection-item")).toHaveText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** The antd Select of the form item labelled `label`. */
const selectOf = (page: Page, label: string) =>
  page
    .locator(".ant-form-item")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator(".ant-select")
    .first();

test.describe("partner catalog", () => {
  // a long flow (service, package, prices, storefront purchase): room for a busy machine
  test.setTimeout(240_000);

  test("a partner creates a service and a priced package that the storefront then sells", async ({ page, browser }) => {
    const stamp = Date.now().toString(36);
    const serviceName = `E2E sofa steam ${stamp}`;
    const packageName = `E2E home care ${stamp}`;
    await signIn(page, "partner");

    // 1. a service
    await page.goto("/partner/services/create");
    await chooseOne(page, selectOf(page, "Category"), /.+/);
    await page.getByLabel("Name (English)").fill(serviceName);
    await page.getByLabel("Name (Arabic)").fill(`تنظيف الكنب بالبخار ${stamp}`);
    await page.getByLabel("Price (AED, incl. VAT)").fill("157.50");
    await expect(page.getByTestId("vat-hint")).toContainText("AED 7.50");
    await page.getByLabel("Duration").fill("90");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/partner\/services(\?|$)/);
    await page.getByRole("searchbox", { name: "Search services" }).fill(serviceName);
    await expect(page.getByTestId("service-table").getByText(serviceName)).toBeVisible();

    // 2. a package including it, for apartments and villas
    await page.goto("/partner/packages/create");
    await page.getByLabel("Name (English)").fill(packageName);
    await page.getByLabel("Name (Arabic)").fill(`عناية المنزل ${stamp}`);
    await chooseOne(page, selectOf(page, "Category"), /.+/);
    await choose(page, selectOf(page, "Services included"), serviceName, serviceName.slice(0, 12));
    await page.keyboard.press("Escape");
    await page.getByLabel("Visits per month").fill("2");
    await page.getByRole("checkbox", { name: "Villa" }).check();
    await expect(page.getByRole("checkbox", { name: "Apartment" })).toBeChecked();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/partner\/packages\/show\/\d+/);
    const packageId = Number(/show\/(\d+)/.exec(page.url())?.[1]);
    await expect(page.getByTestId("package-title")).toHaveText(packageName);

    // 3. two durations: 1 month, and 3 months with 10% off
    for (const [months, discount] of [
      ["1", "0"],
      ["3", "10"],
    ]) {
      await page.getByTestId("duration-add").click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Months").fill(months);
      await dialog.getByLabel("Discount").fill(discount);
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(page.getByTestId("duration-table").locator("tbody tr.ant-table-row")).toHaveCount(2);

    // 4. prices for the first apartment size and the first villa size, for each duration
    const pricingRead = () =>
      page.waitForResponse((r) => r.url().includes("/get/duration/pricing") && r.request().method() === "GET");
    let read = pricingRead();
    await page.getByRole("tab", { name: "Pricing" }).click();
    const apartment = page.locator('input[data-testid^="price-apartment-"]').first();
    const villa = page.locator('input[data-testid^="price-villa-"]').first();
    const apartmentSize = ((await apartment.getAttribute("data-testid")) ?? "").replace("price-apartment-", "");
    const villaSize = ((await villa.getAttribute("data-testid")) ?? "").replace("price-villa-", "");
    const prices = { apartment: 300, villa: 700 };
    for (const label of ["1 month", "3 months"]) {
      if (label !== "1 month") {
        read = pricingRead();
        await page.getByTestId("pricing-duration").getByText(label, { exact: true }).click();
      }
      // the grid refills from get/duration/pricing when the duration changes: type only after that answer, once
      // the previous duration's prices have left the grid (a new duration has none yet)
      expect((await read).status()).toBe(200);
      await expect(apartment).toHaveValue("");
      await expect(villa).toHaveValue("");
      // Should the refill land after the typing, the grid is empty, no save is sent and the typing is repeated.
      await expect(async () => {
        await apartment.fill(String(prices.apartment));
        await villa.fill(String(prices.villa));
        const saved = page.waitForResponse((r) => r.url().includes("/save/duration/pricing"), { timeout: 5_000 });
        await page.getByTestId("pricing-save").click();
        expect((await saved).status()).toBe(200);
      }).toPass({ timeout: 30_000 });
      await expect(page.getByText("Prices saved").first()).toBeVisible();
      // the grid shows what the server kept (read again after the save)
      await expect(apartment).toHaveValue("300.00");
    }
    // the prices come back from the server
    await page.getByTestId("pricing-duration").getByText("1 month", { exact: true }).click();
    await expect(apartment).toHaveValue("300.00");
    await expect(villa).toHaveValue("700.00");

    // 5. off and on again
    const active = page.getByTestId("package-active");
    await expect(active).toHaveAttribute("aria-checked", "true");
    await active.click();
    await expect(page.getByText("Package switched off").first()).toBeVisible();
    await expect(active).toHaveAttribute("aria-checked", "false");
    await active.click();
    await expect(page.getByText("Package switched on").first()).toBeVisible();
    await expect(active).toHaveAttribute("aria-checked", "true");

    // 6. status: to Pending with a comment, then back to Approved (what the storefront sells)
    await page.getByRole("tab", { name: "Status" }).click();
    await choose(page, page.getByTestId("status-select"), "Changes requested");
    await page.getByTestId("status-submit").click();
    await expect(page.getByText("Write a comment: it is required for this status.")).toBeVisible();
    await choose(page, page.getByTestId("status-select"), "Pending");
    await page.getByTestId("status-comment").fill("E2E: please review the new prices");
    await page.getByTestId("status-submit").click();
    await expect(page.getByTestId("package-thread")).toContainText("E2E: please review the new prices");
    await expect(page.getByTestId("package-status").first()).toHaveText("Pending");
    await choose(page, page.getByTestId("status-select"), "Approved");
    await page.getByTestId("status-comment").fill("E2E: prices checked");
    await page.getByTestId("status-submit").click();
    await expect(page.getByTestId("package-thread")).toContainText("E2E: prices checked");
    await expect(page.getByTestId("package-status").first()).toHaveText("Approved");

    // 7. clone it (the copy opens in its edit page), then delete the copy
    await page.getByTestId("package-clone").click();
    await expect(page).toHaveURL(/\/partner\/packages\/edit\/\d+/);
    const cloneId = Number(/edit\/(\d+)/.exec(page.url())?.[1]);
    expect(cloneId).not.toBe(packageId);
    await expect(page.getByLabel("Name (English)")).toHaveValue(`${packageName} (copy)`);
    await page.goto(`/partner/packages/show/${cloneId}`);
    await expect(page.getByTestId("package-title")).toHaveText(`${packageName} (copy)`);
    await page.getByTestId("package-delete").click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/partner\/packages(\?|$)/);
    await page.getByRole("searchbox", { name: "Search packages" }).fill(packageName);
    await expect(page.getByTestId("package-table").getByTestId("package-link")).toHaveCount(1);
    await expect(page.getByTestId("package-table").getByTestId("package-link")).toHaveText(packageName);

    // 8. the storefront (a visitor) sells it with those prices
    const visitor = await browser.newPage();
    await visitor.goto("/packages");
    const tile = visitor.getByTestId("package-tile").filter({ hasText: packageName });
    await expect(tile).toBeVisible();
    await expect(tile).toContainText(aed(prices.apartment));
    await visitor.goto(`/packages/${packageId}`);
    const durations = await visitor.evaluate(async (id) => {
      const token = await fetch("/api/v2/client-access-token", { headers: { "X-Api-Key": "khidma-demo-key" } })
        .then((r) => r.json())
        .then((b) => b.data.access_token as string);
      const res = await fetch(`/api/v2/package/details?package_id=${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await res.json()).data.durations as { id: number; months: number }[]).map((d) => [d.months, d.id]);
    }, packageId);
    const durationId = Object.fromEntries(durations) as Record<number, number>;
    await visitor.goto(
      `/packages/${packageId}?duration=${durationId[1]}&property_type=apartment&property_size=${apartmentSize}`,
    );
    await expect(visitor.getByTestId("quote-total")).toHaveText(aed(prices.apartment));
    await visitor.goto(
      `/packages/${packageId}?duration=${durationId[3]}&property_type=villa&property_size=${villaSize}`,
    );
    // 3 months x 700, 10% off
    await expect(visitor.getByTestId("quote-total")).toHaveText(aed(prices.villa * 3 * 0.9));
    await visitor.close();
  });
});
