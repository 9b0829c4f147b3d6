import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3955";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
async function shot(who, pw, login, path, file, width, ar) {
  const ctx = await b.newContext({ viewport: { width, height: 900 } });
  const p = await ctx.newPage();
  p.on("pageerror", (e) => console.log("pageerror:", e.message.slice(0, 200)));
  await p.goto(base + login);
  await p.getByLabel("Email").fill(who);
  await p.getByLabel("Password").fill(pw);
  await p.getByRole("button", { name: "Sign in", exact: true }).click();
  await p.waitForURL(/dashboard/);
  if (ar) { await p.getByRole("button", { name: "Language" }).click(); await p.waitForTimeout(500); }
  await p.goto(base + path);
  await p.waitForTimeout(4000);
  await p.screenshot({ path: `/tmp/shots/${file}.png`, fullPage: true });
  await ctx.close();
}
const A = ["admin@khidma.test", "Admin#2026", "/admin/login"];
const P = ["partner@khidma.test", "Partner#2026", "/partner/login"];
await shot(...A, "/admin/reports/sales?from=2026-01-01&to=2026-11-29&compare=1", "admin-sales-en-1280", 1280, false);
await shot(...A, "/admin/reports/appointments", "admin-appts-ar-375", 375, true);
await shot(...A, "/admin/dashboard", "admin-dash-en-1280", 1280, false);
await shot(...P, "/partner/kpis", "partner-kpis-ar-375", 375, true);
await shot(...P, "/partner/reports/sales", "partner-sales-en-1280", 1280, false);
await shot(...A, "/admin/kpi/target-matrix", "admin-matrix-ar-1280", 1280, true);
await b.close();
