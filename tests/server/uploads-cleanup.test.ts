import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../server/src/db/database.js";
import { sweepUploads } from "../../server/src/lib/upload-sweep.js";
import { uploadFile } from "../../server/src/lib/uploads.js";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

/**
 * Security issue 13, item 7: photos dropped from a cart leave the disk (unless a booking names them), a sweep removes
 * day-old uploads nothing references, and a guest (client token) may upload only so many files a day.
 */

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

function multipart(count: number) {
  const boundary = `----khidmaUploads${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="p${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

let app: TestApp;
let db: Awaited<ReturnType<typeof makeTestApp>>["db"];
let dataDir: string;

const upload = (token: string, count: number) => {
  const { payload, contentType } = multipart(count);
  return app.inject({
    method: "POST",
    url: "/api/v2/customer/add-notes-and-images-to-cart",
    headers: { ...bearer(token), "content-type": contentType },
    payload,
  });
};
const keep = (token: string, keep_images: string[]) =>
  app.inject({
    method: "POST",
    url: "/api/v2/customer/add-notes-and-images-to-cart",
    headers: bearer(token),
    payload: { keep_images: JSON.stringify(keep_images) },
  });
const onDisk = (p: string) => fs.existsSync(uploadFile(dataDir, p)!);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "khidma-uploads-"));
  ({ app, db } = await makeTestApp({ dataDir, uploadGuestDailyMax: 4 }));
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("uploads leave no garbage", () => {
  it("a photo removed from a cart is deleted from the disk; one a booking names stays", async () => {
    const customer = (await login(app, "customer@khidma.test", "Customer#2026")).access_token;
    const res = await upload(customer, 3);
    expect(res.statusCode, res.body).toBe(200);
    const images: string[] = json(res).data.images;
    expect(images).toHaveLength(3);
    for (const p of images) expect(onDisk(p)).toBe(true);
    // a booking (made earlier from this cart) names the second photo
    const user = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "customer@khidma.test")
      .executeTakeFirstOrThrow();
    const partner = await db.selectFrom("partners").select("id").orderBy("id").executeTakeFirstOrThrow();
    const at = nowIso();
    await db
      .insertInto("bookings")
      .values({
        number: "BK-UPLOAD-1",
        order_id: null,
        user_id: user.id,
        partner_id: partner.id,
        user_address_id: null,
        address_text: "x",
        community_id: null,
        scheduled_at: at,
        duration_minutes: 60,
        status: "requested",
        payment_status: "pending",
        technician_id: null,
        subscription_id: null,
        total_fils: 0,
        notes: null,
        images: JSON.stringify([images[1]]),
        cancellation_fee_fils: null,
        cancel_reason: null,
        cancelled_at: null,
        completed_at: null,
        reschedule_count: 0,
        created_at: at,
        updated_at: at,
      } as never)
      .execute();
    const kept = await keep(customer, [images[0]]);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json(kept).data.images).toEqual([images[0]]);
    expect(onDisk(images[0])).toBe(true);
    expect(onDisk(images[1])).toBe(true); // the booking still shows it
    expect(onDisk(images[2])).toBe(false);
    expect((await app.inject({ method: "GET", url: images[2] })).statusCode).toBe(404);
  });

  it("the sweep deletes day-old uploads nothing references, keeps referenced and recent ones", async () => {
    const customer = (await login(app, "customer@khidma.test", "Customer#2026")).access_token;
    const cart = json(await keep(customer, [])).data;
    expect(cart.images).toEqual([]);
    // three files written by forms: one orphaned a day ago, one referenced by a service, one recent orphan
    const write = async (name: string, createdAt: string) => {
      fs.writeFileSync(path.join(dataDir, "uploads", name), PNG);
      await db
        .insertInto("upload_files")
        .values({
          path: `/uploads/${name}`,
          token_id: null,
          user_id: null,
          guest: 0,
          bytes: PNG.length,
          created_at: createdAt,
        })
        .execute();
      return `/uploads/${name}`;
    };
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const orphan = await write("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png", twoDaysAgo);
    const used = await write("bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.png", twoDaysAgo);
    const fresh = await write("cccccccccccccccccccccccccccccccc.png", nowIso());
    const service = await db.selectFrom("services").select("id").orderBy("id").executeTakeFirstOrThrow();
    await db.updateTable("services").set({ image: used }).where("id", "=", service.id).execute();

    const result = await sweepUploads(db, dataDir);
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(onDisk(orphan)).toBe(false);
    expect(onDisk(used)).toBe(true);
    expect(onDisk(fresh)).toBe(true);
    // the referenced one is looked at again a day later, not forgotten
    const row = await db
      .selectFrom("upload_files")
      .select("created_at")
      .where("path", "=", used)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.created_at)).toBeGreaterThan(Date.now() - 60_000);
    // once nothing names it, a later sweep removes it
    await db.updateTable("services").set({ image: null }).where("id", "=", service.id).execute();
    await sweepUploads(db, dataDir, { now: new Date(Date.now() + 2 * 86_400_000) });
    expect(onDisk(used)).toBe(false);
  });

  it("a guest token may upload UPLOAD_GUEST_DAILY_MAX files a day: then 429 with retry_after, nothing written", async () => {
    const guest = await clientToken(app);
    expect((await upload(guest, 3)).statusCode).toBe(200);
    const before = fs.readdirSync(path.join(dataDir, "uploads")).length;
    const refused = await upload(guest, 2);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(json(refused).data.retry_after).toBeGreaterThan(86_000);
    expect(json(refused).message).toBe("You have uploaded too many files today. Sign in, or try again later.");
    expect(fs.readdirSync(path.join(dataDir, "uploads")).length).toBe(before);
    expect((await upload(guest, 1)).statusCode).toBe(200); // exactly the cap
    expect((await upload(guest, 1)).statusCode).toBe(429);
    // another guest, and a signed-in customer, are not affected
    expect((await upload(await clientToken(app), 1)).statusCode).toBe(200);
    const customer = (await login(app, "customer@khidma.test", "Customer#2026")).access_token;
    await keep(customer, []);
    expect((await upload(customer, 5)).statusCode).toBe(200);
  });

  it("the guest cap's 429 has a Retry-After header: the seconds until enough of the guest's uploads are a day old", async () => {
    const guest = await clientToken(app);
    expect((await upload(guest, 4)).statusCode).toBe(200);
    const { token_id } = await db
      .selectFrom("upload_files")
      .select("token_id")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    // the four were sent 23 hours ago: the rolling 24-hour window frees one in an hour
    await db
      .updateTable("upload_files")
      .set({ created_at: new Date(Date.now() - 23 * 3_600_000).toISOString() })
      .where("token_id", "=", token_id)
      .execute();
    const refused = await upload(guest, 1);
    expect(refused.statusCode, refused.body).toBe(429);
    const wait = json(refused).data.retry_after;
    expect(wait).toBeGreaterThan(3_500);
    expect(wait).toBeLessThanOrEqual(3_600);
    expect(refused.headers["retry-after"]).toBe(String(wait));
  });
});
