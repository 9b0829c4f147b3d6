#!/usr/bin/env node
// Screenshots for looking at what we built (not committed): 375 px and 1280 px, English and Arabic.
// Usage: node scripts/screenshots.mjs [baseURL] [path ...]   (server must be running; output in screenshots/)
// Signed in: LOGIN=admin@khidma.test:Admin#2026:/admin/login node scripts/screenshots.mjs ...
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { launchOptions } from "./chromium.mjs";

const base = process.argv[2] ?? "http://localhost:3000";
const paths = process.argv.slice(3).length ? process.argv.slice(3) : ["/"];
const browser = await chromium.launch(launchOptions());
mkdirSync("screenshots", { recursive: true });
for (const lang of ["en", "ar"]) {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 500 ? 812 : 800 } });
    await page.addInitScript((l) => {
      const raw = localStorage.getItem("khidma");
      const state = raw ? JSON.parse(raw) : { state: {}, version: 1 };
      state.state.ui = { ...(state.state.ui ?? { isLight: true }), language: l };
      localStorage.setItem("khidma", JSON.stringify(state));
    }, lang);
    if (process.env.LOGIN) {
      const [email, password, at] = process.env.LOGIN.split(":");
      await page.goto(base + (at ?? "/login"));
      await page.locator('input[type="email"]').fill(email);
      await page.locator('input[type="password"]').fill(password);
      await page.locator('button[type="submit"]').click();
      await page.waitForTimeout(1500);
    }
    for (const path of paths) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      const name = `screenshots/${path.replace(/[^a-z0-9]+/gi, "_") || "home"}-${lang}-${width}.png`;
      await page.screenshot({ path: name, fullPage: true });
      console.log(name);
    }
    await page.close();
  }
}
await browser.close();
