import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedScale } from "../../server/src/db/seed-scale.js";
import { PUBLIC_LIST_CAP } from "../../server/src/lib/list-cap.js";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

/** Security issue 13, item 4: `limit=-1` is capped (public 1,000 rows, staff 5,000) with truthful paging. */

let app: TestApp;
let db: Awaited<ReturnType<typeof makeTestApp>>["db"];
let client: string;
let admin: string;

const get = (url: string, token: string) =>
  app.inject({ method: "GET", url: `/api/v2/${url}`, headers: bearer(token) });

beforeAll(async () => {
  ({ app, db } = await makeTestApp());
  await seedScale(db, 1200);
  // every package public, so the public list holds more rows than the cap
  await db.updateTable("packages").set({ status: "Approved", active: 1 }).execute();
  await db.updateTable("partners").set({ status: "active" }).execute();
  client = await clientToken(app);
  admin = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
}, 60_000);

afterAll(async () => {
  await app.close();
});

describe("limit=-1 is capped", () => {
  it("package/web/list?limit=-1 answers 200 with 1,000 rows and paging that tells the truth", async () => {
    const res = await get("package/web/list?limit=-1", client);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const page = json(res).data;
    expect(page.total).toBeGreaterThan(PUBLIC_LIST_CAP);
    expect(page.data).toHaveLength(PUBLIC_LIST_CAP);
    expect(page).toMatchObject({
      current_page: 1,
      per_page: PUBLIC_LIST_CAP,
      last_page: Math.ceil(page.total / PUBLIC_LIST_CAP),
    });
    // the client pages on with the same limit
    const next = json(await get("package/web/list?limit=-1&page=2", client)).data;
    expect(next.current_page).toBe(2);
    expect(next.data).toHaveLength(page.total - PUBLIC_LIST_CAP);
    const ids = new Set([...page.data, ...next.data].map((p: { id: number }) => p.id));
    expect(ids.size).toBe(page.total);
  });

  it("staff get up to 5,000 rows with limit=-1; the cap follows the caller", async () => {
    const res = await get("package/list?limit=-1", admin);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const page = json(res).data;
    expect(page.total).toBeGreaterThan(PUBLIC_LIST_CAP);
    expect(page.data).toHaveLength(Math.min(page.total, 5000));
    expect(page).toMatchObject({ current_page: 1, per_page: page.total, last_page: 1 });
    // the cap follows the caller: the same public list, asked by staff, comes whole on one page
    const all = json(await get("package/web/list?limit=-1", admin)).data;
    expect(all.data).toHaveLength(all.total);
    expect(all).toMatchObject({ current_page: 1, per_page: all.total, last_page: 1 });
  });
});
