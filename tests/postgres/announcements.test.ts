/**
 * Announcements on PostgreSQL (issue 18c): the segment queries and the set-based send (INSERT ... SELECT with bound
 * text values) run there too; the preview's count is the number of notifications the send writes. Runs only with
 * TEST_DATABASE_URL (a disposable database: its public schema is dropped and recreated), e.g. through
 * `node scripts/test.mjs postgres`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/src/db/database.js";
import { bearer, json, type TestApp } from "../server/helpers.js";
import { freshPgApp, type PgApp, pgUrl } from "./pg-app.js";

pgUrl(); // a clear message when TEST_DATABASE_URL is missing, before any test runs

const TEXT = { title_en: "Hello", title_ar: "مرحبا", body_en: "A note to you.", body_ar: "ملاحظة لك." };

describe("announcements on PostgreSQL", { timeout: 60_000 }, () => {
  let db: Database;
  let app: TestApp;
  let pg: PgApp | undefined;
  let admin: string;

  beforeAll(async () => {
    pg = await freshPgApp("announcements");
    ({ db, app, admin } = pg);
  });

  afterAll(async () => {
    await pg?.close();
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: "POST", url: `/api/v2/${url}`, headers: bearer(admin), payload });

  it("each segment's send writes as many announcement notifications as its preview counts", async () => {
    const booked = await db
      .selectFrom("booking_items as bi")
      .innerJoin("services as s", "s.id", "bi.service_id")
      .select("s.category_id")
      .executeTakeFirstOrThrow();
    // the demo customer gets an address (the seed has none)
    const customer = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "customer@khidma.test")
      .executeTakeFirstOrThrow();
    const community = await db.selectFrom("communities").select(["id", "emirate_id"]).executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await db
      .insertInto("user_addresses")
      .values({
        user_id: customer.id,
        label: "Home",
        emirate_id: community.emirate_id,
        community_id: community.id,
        building: "B1",
        apartment_or_villa_number: "101",
        street: null,
        property_type: "apartment",
        property_size: "1-bedroom",
        latitude: 25.2,
        longitude: 55.3,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const address = { emirate_id: community.emirate_id };
    const partner = await db.selectFrom("partners").select("id").orderBy("id").executeTakeFirstOrThrow();
    const targets = [
      { segment: "all_customers" },
      { segment: "all_partners" },
      { segment: "partner_team", partner_id: partner.id },
      { segment: "category_customers", category_id: booked.category_id },
      { segment: "emirate_customers", emirate_id: address.emirate_id },
    ];
    for (const target of targets) {
      const preview = await post("announcement/preview", { ...target, ...TEXT });
      expect(preview.statusCode, preview.body).toBe(200);
      const expected = json(preview).data.recipients as number;
      expect(expected, target.segment).toBeGreaterThan(0);
      const before = await db
        .selectFrom("notifications")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("type", "=", "announcement")
        .executeTakeFirstOrThrow();
      const sent = await post("announcement/send", { ...target, ...TEXT });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(json(sent).data.recipients).toBe(expected);
      const after = await db
        .selectFrom("notifications")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("type", "=", "announcement")
        .executeTakeFirstOrThrow();
      expect(Number(after.n) - Number(before.n), target.segment).toBe(expected);
    }
    const list = await app.inject({
      method: "GET",
      url: "/api/v2/announcement/list?search=hello",
      headers: bearer(admin),
    });
    expect(json(list).data.total).toBe(targets.length);
    const written = await db
      .selectFrom("notifications")
      .select(["title_ar", "body_en", "link", "read_at"])
      .where("type", "=", "announcement")
      .executeTakeFirstOrThrow();
    expect(written).toEqual({ title_ar: TEXT.title_ar, body_en: TEXT.body_en, link: null, read_at: null });
  });
});
