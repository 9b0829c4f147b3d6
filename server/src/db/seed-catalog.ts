import type { Kysely } from "kysely";
import {
  BANNERS,
  CATEGORIES,
  COMMUNITIES,
  CUSTOMER_FAQS,
  DURATIONS,
  EMIRATES,
  INACTIVE_SERVICES,
  PACKAGE_TEMPLATES,
  PACKAGES,
  PARTNER_FAQS,
  PARTNERS,
  PROPERTY_TYPES,
  REVIEW_COMMENTS,
  REVIEW_REPLIES,
  REVIEWERS,
  SERVICE_TEMPLATES,
} from "./catalog-data.js";
import { CONTENT_PAGES } from "./content-data.js";
import { type Database, type DB, nowIso } from "./database.js";

/** Deterministic PRNG (mulberry32), so every fresh database holds the same demo catalog. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** A price in AED rounded to a shop price ending in 9 (e.g. 187.3 -> 189). */
const shopPrice = (aed: number) => Math.max(9, Math.round(aed / 10) * 10 - 1);

async function insertChunked<T extends keyof DB>(db: Kysely<DB>, table: T, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 200) as never) // untyped rows built above; the database checks them
      .execute();
  }
}

/** Property types and sizes (reference data): added when missing, on every start. */
export async function seedPropertyTypes(db: Kysely<DB>) {
  for (const [i, pt] of PROPERTY_TYPES.entries()) {
    await db
      .insertInto("property_types")
      .values({ type: pt.type, name_en: pt.name_en, name_ar: pt.name_ar, sort_order: i + 1 })
      .onConflict((oc) => oc.column("type").doNothing())
      .execute();
    const { id } = await db
      .selectFrom("property_types")
      .select("id")
      .where("type", "=", pt.type)
      .executeTakeFirstOrThrow();
    for (const [j, [key, en, ar]] of pt.sizes.entries()) {
      await db
        .insertInto("property_sizes")
        .values({ property_type_id: id, key, name_en: en, name_ar: ar, sort_order: j + 1 })
        .onConflict((oc) => oc.columns(["property_type_id", "key"]).doNothing())
        .execute();
    }
  }
}

/**
 * The demo catalog: emirates, communities, categories, partner profiles (Sparkle is extended, not duplicated),
 * services, packages with durations and pricing, banners, reviews, FAQs and content pages. Runs once: a database
 * that already has categories keeps its catalog. Safe on every start (main.ts calls it for existing databases).
 */
export async function seedCatalog(db: Database): Promise<boolean> {
  await seedPropertyTypes(db);
  const existing = await db
    .selectFrom("categories")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return false;
  await db.transaction().execute((trx) => seedCatalogRows(trx));
  return true;
}

async function seedCatalogRows(db: Kysely<DB>) {
  const now = nowIso();
  const random = prng(20260101);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();

  // places
  await insertChunked(
    db,
    "emirates",
    EMIRATES.map((e, i) => ({ ...e, sort_order: i + 1 })),
  );
  const emirateIds = new Map(
    (await db.selectFrom("emirates").select(["id", "slug"]).execute()).map((r) => [r.slug, r.id]),
  );
  await insertChunked(
    db,
    "communities",
    COMMUNITIES.map(([slug, emirate, name_en, name_ar, latitude, longitude]) => ({
      slug,
      emirate_id: emirateIds.get(emirate)!,
      name_en,
      name_ar,
      latitude,
      longitude,
    })),
  );
  const communities = await db.selectFrom("communities").select(["id", "slug", "latitude", "longitude"]).execute();
  const communityBySlug = new Map(communities.map((c) => [c.slug, c]));

  // categories
  await insertChunked(
    db,
    "categories",
    CATEGORIES.map((c, i) => ({
      slug: c.slug,
      name_en: c.name_en,
      name_ar: c.name_ar,
      description_en: c.description_en,
      description_ar: c.description_ar,
      icon: `/images/categories/${c.slug}.svg`,
      image: `/images/services/${c.slug}.svg`,
      is_trending: c.trending ? 1 : 0,
      sort_order: i + 1,
      status: "active",
      created_at: now,
    })),
  );
  const categoryIds = new Map(
    (await db.selectFrom("categories").select(["id", "slug"]).execute()).map((r) => [r.slug, r.id]),
  );

  // partners: extend existing rows (Sparkle) by slug, insert the others
  const templates = new Map(SERVICE_TEMPLATES.map((s) => [s.key, s]));
  const partnerIds = new Map<string, number>();
  for (const p of PARTNERS) {
    const base = communityBySlug.get(p.base)!;
    const mainCategory = templates.get(p.services[0])!.category;
    const profile = {
      name_en: p.name_en,
      name_ar: p.name_ar,
      logo: `/images/partners/${p.slug}.svg`,
      cover_image: `/images/services/${mainCategory}.svg`,
      about_en: p.about_en,
      about_ar: p.about_ar,
      years_in_business: p.years,
      cash_on_delivery: p.cod ? 1 : 0,
      latitude: base.latitude,
      longitude: base.longitude,
    };
    const row = await db.selectFrom("partners").select("id").where("slug", "=", p.slug).executeTakeFirst();
    if (row) {
      await db.updateTable("partners").set(profile).where("id", "=", row.id).execute();
      partnerIds.set(p.slug, row.id);
    } else {
      const { id } = await db
        .insertInto("partners")
        .values({ ...profile, slug: p.slug, email: p.email, phone: p.phone, status: "active", created_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      partnerIds.set(p.slug, id);
    }
    await insertChunked(
      db,
      "partner_communities",
      p.areas.map((slug) => ({ partner_id: partnerIds.get(p.slug)!, community_id: communityBySlug.get(slug)!.id })),
    );
  }

  // services
  const trendingKeys = new Set([
    "home-cleaning-2h",
    "ac-service",
    "deep-cleaning-1br",
    "pest-apartment",
    "tv-mounting",
  ]);
  const serviceRows: Record<string, unknown>[] = [];
  for (const p of PARTNERS) {
    for (const key of p.services) {
      const s = templates.get(key)!;
      const slug = `${p.slug}-${key}`;
      serviceRows.push({
        partner_id: partnerIds.get(p.slug)!,
        category_id: categoryIds.get(s.category)!,
        slug,
        name_en: s.name_en,
        name_ar: s.name_ar,
        description_en: s.description_en,
        description_ar: s.description_ar,
        includes_en: JSON.stringify(s.includes_en),
        includes_ar: JSON.stringify(s.includes_ar),
        price_fils: (p.priceFactor === 1 ? s.price : shopPrice(s.price * p.priceFactor)) * 100,
        duration_minutes: s.duration,
        image: `/images/services/${s.category}.svg`,
        is_trending: trendingKeys.has(key) ? 1 : 0,
        status: "active",
        active: INACTIVE_SERVICES.includes(slug) ? 0 : 1,
        created_at: daysAgo(200 - serviceRows.length),
      });
    }
  }
  await insertChunked(db, "services", serviceRows);
  const services = await db.selectFrom("services").select(["id", "slug", "partner_id", "category_id"]).execute();
  const serviceBySlug = new Map(services.map((s) => [s.slug, s]));

  // packages
  const packageTemplates = new Map(PACKAGE_TEMPLATES.map((t) => [t.key, t]));
  for (const [i, [partnerSlug, key, handpicked, status, active]] of PACKAGES.entries()) {
    const t = packageTemplates.get(key)!;
    const partner = PARTNERS.find((p) => p.slug === partnerSlug)!;
    const { id: packageId } = await db
      .insertInto("packages")
      .values({
        partner_id: partnerIds.get(partnerSlug)!,
        category_id: categoryIds.get(t.category)!,
        name_en: t.name_en,
        name_ar: t.name_ar,
        description_en: t.description_en,
        description_ar: t.description_ar,
        image: `/images/packages/${t.category}.svg`,
        visits_per_month: t.visits,
        status,
        active: active ? 1 : 0,
        is_handpicked: handpicked ? 1 : 0,
        created_at: daysAgo(120 - i),
        updated_at: daysAgo(120 - i),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const bundled = t.services
      .map((k) => serviceBySlug.get(`${partnerSlug}-${k}`))
      .filter((s): s is NonNullable<typeof s> => s !== undefined);
    if (bundled.length > 0) {
      await insertChunked(
        db,
        "package_services",
        bundled.map((s) => ({ package_id: packageId, service_id: s.id })),
      );
    }
    await insertChunked(
      db,
      "package_property_types",
      t.types.map((type) => ({ package_id: packageId, property_type: type })),
    );
    await insertChunked(
      db,
      "package_durations",
      DURATIONS.map(([months, label_en, label_ar, discount_percent]) => ({
        package_id: packageId,
        months,
        label_en,
        label_ar,
        discount_percent,
      })),
    );
    const durations = await db
      .selectFrom("package_durations")
      .select("id")
      .where("package_id", "=", packageId)
      .execute();
    const pricing: Record<string, unknown>[] = [];
    for (const type of t.types) {
      const pt = PROPERTY_TYPES.find((x) => x.type === type)!;
      for (const [size, , , factor] of pt.sizes) {
        const monthly = shopPrice(t.base * factor * partner.priceFactor);
        for (const d of durations) {
          pricing.push({
            package_id: packageId,
            package_duration_id: d.id,
            property_type: type,
            property_size: size,
            monthly_price_fils: monthly * 100,
          });
        }
      }
    }
    await insertChunked(db, "package_pricing", pricing);
  }

  // banners
  await insertChunked(
    db,
    "banners",
    BANNERS.map((b, i) => ({ ...b, target: "customer", sort_order: i + 1, starts_at: daysAgo(30), ends_at: null })),
  );

  // reviews: about 150, ratings centred on each partner's target rating; stored ratings follow the visible reviews
  const reviewRows: Record<string, unknown>[] = [];
  for (const [pi, p] of PARTNERS.entries()) {
    const partnerId = partnerIds.get(p.slug)!;
    const own = services.filter((s) => s.partner_id === partnerId);
    const count = 10 + ((pi * 5) % 6);
    for (let r = 0; r < count; r++) {
      // ratings drawn around the target: mostly 5s and 4s for strong partners, more 3s for weaker ones
      const x = random();
      const high = Math.min(1, Math.max(0, (p.rating - 3.5) / 1.5)); // share of 5s
      const rating = x < high ? 5 : x < high + (1 - high) * 0.6 ? 4 : x < 0.95 ? 3 : 2;
      const band = rating >= 5 ? "high" : rating === 4 ? pick(["high", "mid"] as const) : rating === 3 ? "mid" : "low";
      const serviceId = random() < 0.85 ? pick(own).id : null;
      const customerName = pick(REVIEWERS);
      const comment = pick(REVIEW_COMMENTS[band]);
      const ago = Math.floor(random() * 300) + 1;
      // Khidma's support team answers the lukewarm and poor reviews (no extra random draws: the rest of the seed
      // stays as it was).
      const reply = rating <= 3 ? REVIEW_REPLIES[(pi + r) % REVIEW_REPLIES.length] : null;
      reviewRows.push({
        partner_id: partnerId,
        service_id: serviceId,
        user_id: null,
        customer_name: customerName,
        rating,
        comment,
        is_visible: 1,
        created_at: daysAgo(ago),
        reply,
        replied_at: reply ? daysAgo(Math.max(0, ago - 1)) : null,
      });
    }
  }
  await insertChunked(db, "reviews", reviewRows);
  await refreshRatings(db);

  // FAQs and content
  await insertChunked(db, "faqs", [
    ...CUSTOMER_FAQS.map(([question_en, question_ar, answer_en, answer_ar], i) => ({
      audience: "customer",
      question_en,
      question_ar,
      answer_en,
      answer_ar,
      sort_order: i + 1,
    })),
    ...PARTNER_FAQS.map(([question_en, question_ar, answer_en, answer_ar], i) => ({
      audience: "partner",
      question_en,
      question_ar,
      answer_en,
      answer_ar,
      sort_order: i + 1,
    })),
  ]);
  await insertChunked(
    db,
    "content_pages",
    CONTENT_PAGES.map((c) => ({ ...c, updated_at: "2026-01-01T00:00:00.000Z" })),
  );
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Recomputes partners' and services' average_rating / rating_count from their visible reviews. */
export async function refreshRatings(db: Kysely<DB>) {
  const rows = await db
    .selectFrom("reviews")
    .select(["partner_id", "service_id", "rating"])
    .where("is_visible", "=", 1)
    .execute();
  const sum = (key: "partner_id" | "service_id") => {
    const out = new Map<number, { n: number; total: number }>();
    for (const r of rows) {
      const id = r[key];
      if (id === null) continue;
      const cur = out.get(id) ?? { n: 0, total: 0 };
      cur.n += 1;
      cur.total += r.rating;
      out.set(id, cur);
    }
    return out;
  };
  for (const [id, { n, total }] of sum("partner_id")) {
    await db
      .updateTable("partners")
      .set({ average_rating: round2(total / n), rating_count: n })
      .where("id", "=", id)
      .execute();
  }
  for (const [id, { n, total }] of sum("service_id")) {
    await db
      .updateTable("services")
      .set({ average_rating: round2(total / n), rating_count: n })
      .where("id", "=", id)
      .execute();
  }
}
