import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

// The build `npm test` runs writes dist/.vite/manifest.json (or E2E_STATIC_DIR's): the chunk file of each portal.
const manifest = JSON.parse(
  readFileSync(`${process.env.E2E_STATIC_DIR ?? "dist"}/.vite/manifest.json`, "utf8"),
) as Record<string, { file: string }>;
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

  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { name: "Khidma staff sign in" })).toBeVisible();
  expect(scripts).toContain(adminChunk);
});
