import { expect, test } from "@playwright/test";
import { apiAs, signIn } from "./support";

/**
 * "Prices shown including VAT" (issue 18): the admin switches it off in the platform settings; the storefront's
 * package tiles then show the price before VAT with "+ 5% VAT", and what the customer pays is unchanged.
 */
test.describe("prices shown including VAT", () => {
  test.setTimeout(90_000);

  test("the admin switches it off; a package tile shows the price before VAT with '+ 5% VAT'", async ({
    page,
    browser,
    request,
  }) => {
    try {
      // as today: "incl. 5% VAT" under a tile's price
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto("/packages");
      const tile = visitor.getByTestId("package-tile").first();
      await expect(tile.getByText("incl. 5% VAT")).toBeVisible();
      const gross = (await tile.locator(".kh-price-amount").innerText()).replace(/[^\d.]/g, "");

      await signIn(page, "admin");
      await page.goto("/admin/settings");
      await page.getByRole("tab", { name: "Pricing and taxes" }).click();
      const toggle = page.getByRole("switch", { name: "Prices shown include VAT" });
      await expect(toggle).toBeChecked();
      await toggle.click();
      await expect(page.getByTestId("includes-vat-hint")).toContainText('"+ 5% VAT"');
      const answer = page.waitForResponse(
        (r) => r.url().includes("/api/v2/settings/update") && r.request().method() === "POST",
      );
      await page.getByTestId("settings-save").click();
      expect((await answer).status()).toBe(200);

      // a visitor's next visit: the same tile, before VAT (price x 100/105), with "+ 5% VAT"
      await visitor.reload();
      const again = visitor.getByTestId("package-tile").first();
      await expect(again.getByText("+ 5% VAT")).toBeVisible();
      const fils = Math.round(Number(gross) * 100);
      const net = ((fils - Math.round((fils * 5) / 105)) / 100).toFixed(2);
      await expect(again.locator(".kh-price-amount")).toContainText(
        Number(net).toLocaleString("en-US", { minimumFractionDigits: 2 }),
      );
      await expect(again.getByText("incl. 5% VAT")).toHaveCount(0);
    } finally {
      const admin = await apiAs(request, "admin");
      await admin.post("settings/update", { pricing_and_taxes: { prices_include_vat: true } });
    }
  });
});
