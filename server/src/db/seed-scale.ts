import { type Kysely, sql } from "kysely";
import { BUILT_IN_ROLES } from "../../../common/permissions.js";
import type { DbDriver } from "../config.js";
import { vatOf } from "../lib/money.js";
import { hashPassword } from "../lib/password.js";
import { backfillLedger } from "../modules/ledger/sync.js";
import { orderTotals } from "../modules/orders/service.js";
import { DURATIONS, PACKAGE_TEMPLATES, PROPERTY_TYPES } from "./catalog-data.js";
import type { BookingStatus, Database, DB } from "./database.js";
import {
  recomputeCatalogAggregates,
  resumeCatalogTriggers,
  suspendCatalogTriggers,
} from "./migrations/015_catalog_performance.js";
import { recomputeListCounters } from "./migrations/016_admin_list_performance.js";
import { recomputeRatings } from "./migrations/021_reviews.js";
import { resumeReportTriggers, suspendReportTriggers } from "./migrations/043_report_counters.js";

/**
 * Volume seed (`npm run db:reset -- --scale N`, `npm run db:scale -- N`): adds N packages (spread across the
 * partners, with services, property types, durations and pricing), N bookings (with items, an order each, a payment
 * for the paid ones, status history) and N/10 package sales (paid orders with a subscription), plus a few hundred
 * extra customers, so the speed of big lists and of the dashboard can be checked. Everything is inserted in one
 * transaction, in multi-row batches (SQLite and PostgreSQL); numbers (KH-, BK-, PK-) follow the ids as usual. Rows
 * are drawn from a fixed PRNG, so two runs on fresh databases give the same data (dates follow today). No tax
 * invoices or wallet rows are made. Run it after the demo seed: it needs the partners, services and customers.
 * Then the partner ledger of the new bookings (commission rates stamped on their lines, then only bookings without
 * lines yet, in batches: `backfillLedger`), issue 17b.
 *
 * Issue 19 (reports at 100k rows), drawn from a second fixed PRNG so the rows above stay as they were:
 * - coupon redemptions: a few scale coupons (`SCALE10`, `SCALE20` with a budget, `SCALE25AED` with a usage limit,
 *   all Khidma-funded, and `SCALEP<partner id>`, partner-funded, scoped to that partner, for the first four
 *   sellers; made once, reused by later runs) are redeemed on about 15% of the live booking orders (paid, or cash
 *   still pending): the order carries `coupon_id` and `discount_fils` (its total, VAT, lines and payment follow, as at
 *   checkout) and a `coupon_redemptions` row; each coupon's `used_count` and `spent_fils` grow by what was redeemed,
 *   never past its usage limit or budget (migrations 025/026), and its minimum order is respected;
 * - reviews: about 60% of the completed bookings are rated once (1-5 stars, skewed to 4-5 as real ratings are, each
 *   partner a little better or worse), a few hours to three days after the visit, with the technician's rating when
 *   the booking had one, some partner replies and about 2% hidden by moderation. Every service of the booking is
 *   rated (`review_services`); the partners' and services' rating aggregates follow through migration 021's triggers
 *   in the same transaction, visible reviews only.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DUBAI = 4 * HOUR;

/** Deterministic PRNG (mulberry32). */
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

const iso = (ms: number) => new Date(ms).toISOString();
const dubaiDate = (ms: number) => new Date(ms + DUBAI).toISOString().slice(0, 10);
const addMonths = (date: string, months: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

type Row = Record<string, unknown>;

/**
 * Inserts `rows` in multi-row batches (kept under SQLite's and PostgreSQL's bound-parameter limits) and answers the
 * new ids in the order of `rows` (ids are handed out in VALUES order; sorting the RETURNING list makes that explicit).
 */
async function insertMany(trx: Kysely<DB>, table: keyof DB, rows: Row[], returning = false): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]).length;
  const size = Math.max(1, Math.min(1000, Math.floor(16_000 / columns)));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const q = trx.insertInto(table).values(rows.slice(i, i + size) as never); // built above; the database checks them
    if (returning) {
      const out = (await q.returning("id" as never).execute()) as unknown as { id: number }[];
      ids.push(...out.map((r) => Number(r.id)).sort((a, b) => a - b));
    } else {
      await q.execute();
    }
  }
  return ids;
}

/**
 * PostgreSQL: the row triggers that keep counters and aggregates current one write at a time, on the tables the seed
 * fills in bulk (table, trigger). Each bumps the same few rows (a partner's rating, a counter of a day and status)
 * once per inserted row; PostgreSQL writes a new version of such a row per update, and inside one transaction every
 * later update walks the versions before it, so 100,000 rows took more than 20 minutes. They are switched off for
 * the seed's transaction (ALTER TABLE ... DISABLE TRIGGER: the table owner may, no superuser needed; foreign keys
 * stay checked) and what they maintain is refilled at its end in one set-based statement each: the list counters
 * (016, `recomputeListCounters`), the ratings (021, `recomputeRatings`; the review's first rated service, which its
 * trigger adds, is inserted with the others), the catalog version (one bump, `resumeCatalogTriggers`). The report
 * facts and counters (043) are dropped and refilled as on SQLite. Triggers not named here stay on. SQLite keeps
 * every trigger (its updates rewrite the row in place).
 */
const BULK_TRIGGERS: readonly (readonly [table: string, trigger: string])[] = [
  ["orders", "orders_counters"],
  ["bookings", "bookings_counters"],
  ["bookings", "bookings_categories_created"],
  ["bookings", "bookings_categories_delete"],
  ["booking_items", "booking_items_categories"],
  ["package_subscriptions", "package_subscriptions_sales"],
  ["reviews", "reviews_ratings"],
  ["reviews", "catalog_version"],
  ["review_services", "review_services_ratings"],
  ["review_services", "catalog_version"],
];

/** Switches the BULK_TRIGGERS that exist and are on off (PostgreSQL, inside the transaction); answers them. */
async function disableBulkTriggers(trx: Kysely<DB>) {
  const present = await sql<{ table: string; trigger: string }>`select c.relname as "table", t.tgname as "trigger"
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal and t.tgenabled <> 'D' and pg_table_is_visible(c.oid)`.execute(trx);
  const off = BULK_TRIGGERS.filter(([table, trigger]) =>
    present.rows.some((r) => r.table === table && r.trigger === trigger),
  );
  for (const [table, trigger] of off)
    await sql`alter table ${sql.table(table)} disable trigger ${sql.id(trigger)}`.execute(trx);
  return off;
}

/** `PREFIX-000123` numbers from the ids, for every row of `table` still carrying a temporary `TMP-SCALE-` number. */
async function finalNumbers(trx: Kysely<DB>, driver: DbDriver, table: keyof DB, prefix: string) {
  const value =
    driver === "postgres"
      ? sql`${prefix} || '-' || lpad(id::text, greatest(6, length(id::text)), '0')`
      : sql`printf('%s-%06d', ${prefix}, id)`;
  await sql`update ${sql.table(table)} set number = ${value} where number like 'TMP-SCALE-%'`.execute(trx);
}

export interface ScaleResult {
  packages: number;
  bookings: number;
  packageSales: number;
  customers: number;
  reviews: number;
  redemptions: number;
  ms: number;
}

export async function seedScale(
  db: Database,
  n: number,
  options: { driver?: DbDriver; seed?: number; now?: number } = {},
): Promise<ScaleResult> {
  const started = Date.now();
  const driver = options.driver ?? "sqlite";
  const random = prng(options.seed ?? 20260707);
  /** Reviews and coupons draw from their own stream, so the bookings and packages stay those of earlier runs. */
  const side = prng(((options.seed ?? 20260707) ^ 0x5eed5) >>> 0);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const now = options.now ?? Date.now();
  const customerCount = Math.min(500, Math.max(10, Math.ceil(n / 50)));
  const hash = await hashPassword("Customer#2026");

  const result = await db.transaction().execute(async (trx) => {
    const runTag = `${now.toString(36)}${Math.floor(random() * 1e9).toString(36)}`;
    // one catalog version bump for the whole seed instead of one per inserted row (migration 015)
    await suspendCatalogTriggers(trx, driver);
    // the report facts and counters (migration 043) are refilled once at the end, after the ledger's backfill
    await suspendReportTriggers(trx as unknown as Kysely<unknown>, driver);
    // PostgreSQL: the per-row counter and rating triggers too, refilled at the end (BULK_TRIGGERS)
    const triggersOff = driver === "postgres" ? await disableBulkTriggers(trx) : [];
    const off = (trigger: string) => triggersOff.some(([, name]) => name === trigger);
    /** The review's first rated service is the seed's to insert (021's trigger on reviews adds it otherwise). */
    const firstServiceOwn = off("reviews_ratings");
    // ---- lookups ----
    const partners = await trx.selectFrom("partners").select(["id", "name_en", "name_ar"]).orderBy("id").execute();
    const services = await trx
      .selectFrom("services")
      .select(["id", "partner_id", "category_id", "name_en", "name_ar", "price_fils", "duration_minutes"])
      .where("active", "=", 1)
      .orderBy("id")
      .execute();
    const categories = await trx.selectFrom("categories").select(["id", "slug"]).execute();
    const categoryBySlug = new Map(categories.map((c) => [c.slug, c.id]));
    const servicesOf = new Map<number, typeof services>();
    for (const s of services) servicesOf.set(s.partner_id, [...(servicesOf.get(s.partner_id) ?? []), s]);
    const sellers = partners.filter((p) => (servicesOf.get(p.id)?.length ?? 0) > 0);
    if (sellers.length === 0) throw new Error("seedScale: run the demo seed first (no partner has services)");
    const areas = await trx
      .selectFrom("partner_communities as pc")
      .innerJoin("communities as c", "c.id", "pc.community_id")
      .select(["pc.partner_id", "c.id", "c.name_en"])
      .execute();
    const areasOf = new Map<number, typeof areas>();
    for (const a of areas) areasOf.set(a.partner_id, [...(areasOf.get(a.partner_id) ?? []), a]);
    const technicians = await trx
      .selectFrom("users as u")
      .innerJoin("user_roles as ur", "ur.user_id", "u.id")
      .innerJoin("roles as r", "r.id", "ur.role_id")
      .select(["u.id", "u.partner_id"])
      .where("r.name", "=", BUILT_IN_ROLES.technician.name)
      .where("u.partner_id", "is not", null)
      .execute();
    const techniciansOf = new Map<number, number[]>();
    for (const t of technicians)
      techniciansOf.set(t.partner_id as number, [...(techniciansOf.get(t.partner_id as number) ?? []), t.id]);

    // ---- customers (a few hundred, so bookings spread) ----
    const userRole = await trx
      .selectFrom("roles")
      .select("id")
      .where("name", "=", BUILT_IN_ROLES.user.name)
      .where("partner_id", "is", null)
      .executeTakeFirstOrThrow();
    const stamp = iso(now);
    const wanted = Array.from(
      { length: customerCount },
      (_, i) => `scale.customer${String(i + 1).padStart(4, "0")}@khidma.test`,
    );
    const existing = new Set(
      (await trx.selectFrom("users").select("email").where("email", "like", "scale.customer%").execute()).map(
        (u) => u.email,
      ),
    );
    const firstNames = ["Omar", "Sara", "Yousef", "Hessa", "Ravi", "Anna", "Khalid", "Maryam", "Tariq", "Leila"];
    const lastNames = ["Al Nuaimi", "Haddad", "Menon", "Smith", "Al Suwaidi", "Rahman", "Costa", "Al Marri"];
    const newCustomers = wanted
      .filter((email) => !existing.has(email))
      .map((email, i) => ({
        first_name: firstNames[i % firstNames.length],
        last_name: lastNames[(i * 7) % lastNames.length],
        email,
        phone: null,
        password_hash: hash,
        gender: i % 2 === 0 ? "male" : "female",
        user_profile: null,
        email_verified_at: stamp,
        phone_verified_at: null,
        last_login_at: null,
        status: "active",
        partner_id: null,
        preferred_language: i % 3 === 0 ? "ar" : "en",
        created_at: iso(now - (1 + Math.floor(random() * 365)) * DAY),
        updated_at: stamp,
      }));
    const newIds = await insertMany(trx, "users", newCustomers, true);
    await insertMany(
      trx,
      "user_roles",
      newIds.map((id) => ({ user_id: id, role_id: userRole.id, is_default: 1 })),
    );
    const customerRows = await trx
      .selectFrom("users as u")
      .innerJoin("user_roles as ur", "ur.user_id", "u.id")
      .select(["u.id", "u.first_name", "u.last_name"])
      .where("ur.role_id", "=", userRole.id)
      .execute();
    const customers = customerRows.map((u) => u.id);
    /** "Omar H.", as a customer's own review names them. */
    const reviewerName = new Map(
      customerRows.map((u) => {
        const initial = (u.last_name ?? "").trim().charAt(0).toUpperCase();
        return [u.id, `${(u.first_name ?? "").trim()}${initial ? ` ${initial}.` : ""}`.trim() || "Customer"];
      }),
    );

    // ---- packages ----
    const statusOf = () => {
      const x = random();
      return x < 0.7 ? "Approved" : x < 0.85 ? "Pending" : x < 0.93 ? "Changes Requested" : "Rejected";
    };
    interface NewPackage {
      partnerId: number;
      visits: number;
      durations: (typeof DURATIONS)[number][];
      types: string[];
      base: number;
      status: string;
      active: number;
    }
    const specs: NewPackage[] = [];
    const packageRows: Row[] = [];
    for (let i = 0; i < n; i += 1) {
      const partner = sellers[i % sellers.length];
      const own = servicesOf.get(partner.id) ?? [];
      const t = pick(PACKAGE_TEMPLATES);
      const created = now - Math.floor(random() * 365 * DAY);
      const status = statusOf();
      const active = random() < 0.9 ? 1 : 0;
      const types = PROPERTY_TYPES.map((p) => p.type as string).filter((_, k) => k === 0 || random() < 0.4);
      const first = Math.floor(random() * 2);
      const durations = DURATIONS.slice(first, first + 2 + Math.floor(random() * 2));
      const serial = String(i + 1).padStart(5, "0");
      specs.push({ partnerId: partner.id, visits: t.visits, durations, types, base: t.base, status, active });
      packageRows.push({
        partner_id: partner.id,
        category_id: categoryBySlug.get(t.category) ?? own[0]?.category_id ?? null,
        name_en: `${t.name_en} ${serial}`,
        name_ar: `${t.name_ar} ${serial}`,
        description_en: t.description_en,
        description_ar: t.description_ar,
        image: `/images/packages/${t.category}.svg`,
        visits_per_month: t.visits,
        status,
        active,
        is_handpicked: 0,
        created_at: iso(created),
        updated_at: iso(created + Math.floor(random() * 10) * DAY),
      });
    }
    const packageIds = await insertMany(trx, "packages", packageRows, true);
    const links: Row[] = [];
    const typeRows: Row[] = [];
    const durationRows: Row[] = [];
    specs.forEach((s, i) => {
      const own = servicesOf.get(s.partnerId) ?? [];
      const a = own[i % own.length];
      const b = own[(i + 1) % own.length];
      for (const svc of a.id === b.id ? [a] : [a, b]) links.push({ package_id: packageIds[i], service_id: svc.id });
      for (const type of s.types) typeRows.push({ package_id: packageIds[i], property_type: type });
      for (const [months, label_en, label_ar, discount_percent] of s.durations)
        durationRows.push({ package_id: packageIds[i], months, label_en, label_ar, discount_percent });
    });
    await insertMany(trx, "package_services", links);
    await insertMany(trx, "package_property_types", typeRows);
    const durationIds = await insertMany(trx, "package_durations", durationRows, true);
    const pricingRows: Row[] = [];
    /** Per package: its first duration (id, months, discount) and its studio/1br price, for the sales below. */
    const firstPrice: {
      durationId: number;
      months: number;
      discount: number;
      type: string;
      size: string;
      monthly: number;
    }[] = [];
    let d = 0;
    specs.forEach((s, i) => {
      const factor = 0.85 + random() * 0.4;
      for (const [months, , , discount] of s.durations) {
        const durationId = durationIds[d];
        d += 1;
        for (const type of s.types) {
          const pt = PROPERTY_TYPES.find((p) => p.type === type)!;
          for (const [size, , , sizeFactor] of pt.sizes) {
            const monthly = Math.max(9, Math.round((s.base * sizeFactor * factor) / 10) * 10 - 1) * 100;
            pricingRows.push({
              package_id: packageIds[i],
              package_duration_id: durationId,
              property_type: type,
              property_size: size,
              monthly_price_fils: monthly,
            });
            if (firstPrice.length === i) firstPrice.push({ durationId, months, discount, type, size, monthly });
          }
        }
      }
    });
    await insertMany(trx, "package_pricing", pricingRows);

    // ---- bookings, each with its order ----
    interface NewBooking {
      customer: number;
      partnerId: number;
      items: { svc: (typeof services)[number]; quantity: number }[];
      created: number;
      scheduled: number;
      duration: number;
      status: BookingStatus;
      method: "card" | "cash";
      technician: number | null;
      community: { id: number; name_en: string } | null;
      total: number;
      /** The coupon redeemed on its order (set below), and the discount in fils. */
      couponId: number | null;
      discount: number;
    }
    const bookings: NewBooking[] = [];
    for (let i = 0; i < n; i += 1) {
      const partner = pick(sellers);
      const own = servicesOf.get(partner.id) ?? [];
      const items = [{ svc: pick(own), quantity: 1 + Math.floor(random() * 2) }];
      if (random() < 0.25) {
        const extra = pick(own);
        if (extra.id !== items[0].svc.id) items.push({ svc: extra, quantity: 1 });
      }
      const created = now - Math.floor(random() * 180 * DAY);
      const day = Date.parse(`${dubaiDate(created)}T00:00:00Z`) - DUBAI;
      const scheduled = day + (1 + Math.floor(random() * 14)) * DAY + (8 + Math.floor(random() * 11)) * HOUR;
      const duration = Math.max(
        60,
        items.reduce((a, it) => a + Number(it.svc.duration_minutes) * it.quantity, 0),
      );
      const techs = techniciansOf.get(partner.id) ?? [];
      let status: BookingStatus;
      const x = random();
      if (scheduled + duration * 60_000 < now) status = x < 0.8 ? "completed" : "cancelled";
      else if (scheduled < now) status = "in-progress";
      else status = x < 0.35 ? "requested" : x < 0.7 || techs.length === 0 ? "confirmed" : "technician-assigned";
      const technician =
        techs.length > 0 && ["technician-assigned", "in-progress", "completed"].includes(status) ? pick(techs) : null;
      const area = areasOf.get(partner.id);
      bookings.push({
        customer: pick(customers),
        partnerId: partner.id,
        items,
        created,
        scheduled,
        duration,
        status,
        method: random() < 0.8 ? "card" : "cash",
        technician,
        community: area && area.length > 0 ? pick(area) : null,
        total: items.reduce((a, it) => a + Number(it.svc.price_fils) * it.quantity, 0),
        couponId: null,
        discount: 0,
      });
    }
    bookings.sort((a, b) => a.created - b.created);

    const orderState = (b: NewBooking) => {
      const completedAt = b.scheduled + b.duration * 60_000;
      if (b.method === "card")
        return b.status === "cancelled"
          ? { status: "refunded", paidAt: b.created + 60_000, payment: "refunded" }
          : { status: "paid", paidAt: b.created + 60_000, payment: "paid" };
      if (b.status === "completed") return { status: "paid", paidAt: completedAt, payment: "paid" };
      return { status: b.status === "cancelled" ? "cancelled" : "pending", paidAt: null, payment: "cash" };
    };

    // ---- scale coupons, redeemed on a share of the live booking orders ----
    interface ScaleCoupon {
      code: string;
      title_en: string;
      title_ar: string;
      discount_type: "percent" | "fixed";
      discount_value: number;
      max_discount_fils: number | null;
      min_order_fils: number;
      usage_limit: number | null;
      budget_fils: number | null;
      partner_id: number | null;
    }
    const couponSpecs: ScaleCoupon[] = [
      {
        code: "SCALE10",
        title_en: "10% off services",
        title_ar: "خصم 10% على الخدمات",
        discount_type: "percent",
        discount_value: 10,
        max_discount_fils: 5000,
        min_order_fils: 0,
        usage_limit: null,
        budget_fils: null,
        partner_id: null,
      },
      {
        code: "SCALE20",
        title_en: "20% off, limited budget",
        title_ar: "خصم 20% بميزانية محدودة",
        discount_type: "percent",
        discount_value: 20,
        max_discount_fils: 10000,
        min_order_fils: 0,
        usage_limit: null,
        budget_fils: Math.max(50_000, n * 200),
        partner_id: null,
      },
      {
        code: "SCALE25AED",
        title_en: "AED 25 off orders of AED 100",
        title_ar: "خصم 25 درهماً على الطلبات من 100 درهم",
        discount_type: "fixed",
        discount_value: 2500,
        max_discount_fils: null,
        min_order_fils: 10_000,
        usage_limit: Math.max(5, Math.floor(n / 100)),
        budget_fils: null,
        partner_id: null,
      },
      ...sellers.slice(0, 4).map(
        (p): ScaleCoupon => ({
          code: `SCALEP${p.id}`,
          title_en: `${p.name_en} offer`,
          title_ar: `عرض ${p.name_ar}`,
          discount_type: "percent",
          discount_value: 15,
          max_discount_fils: 7500,
          min_order_fils: 0,
          usage_limit: null,
          budget_fils: null,
          partner_id: p.id,
        }),
      ),
    ];
    const knownCoupons = await trx
      .selectFrom("coupons")
      .select(["id", "code", "used_count", "spent_fils", "usage_limit", "budget_fils"])
      .where(
        "code",
        "in",
        couponSpecs.map((c) => c.code),
      )
      .execute();
    const missingCoupons = couponSpecs.filter((c) => !knownCoupons.some((k) => k.code === c.code));
    const newCouponIds = await insertMany(
      trx,
      "coupons",
      missingCoupons.map((c) => ({
        code: c.code,
        partner_id: c.partner_id,
        description_en: c.title_en,
        description_ar: c.title_ar,
        discount_type: c.discount_type,
        discount_value: c.discount_value,
        max_discount_fils: c.max_discount_fils,
        applies_to: "service",
        min_order_fils: c.min_order_fils,
        first_order_only: 0,
        per_user_limit: 0,
        usage_limit: c.usage_limit,
        used_count: 0,
        spent_fils: 0,
        starts_at: null,
        ends_at: null,
        status: "active",
        title_en: c.title_en,
        title_ar: c.title_ar,
        budget_fils: c.budget_fils,
        funded_by: c.partner_id === null ? "khidma" : "partner",
        stacking: "exclusive",
        created_at: iso(now - 200 * DAY),
        updated_at: stamp,
      })),
      true,
    );
    await insertMany(
      trx,
      "coupon_partners",
      missingCoupons.flatMap((c, k) =>
        c.partner_id === null ? [] : [{ coupon_id: newCouponIds[k], partner_id: c.partner_id }],
      ),
    );
    /** Each scale coupon with its counters as they stand, moved as redemptions are drawn (the checkout's guards). */
    const couponState = couponSpecs.map((c) => {
      const known = knownCoupons.find((k) => k.code === c.code);
      const k = missingCoupons.indexOf(c);
      return {
        spec: c,
        id: known ? known.id : newCouponIds[k],
        used: Number(known?.used_count ?? 0),
        spent: Number(known?.spent_fils ?? 0),
        limit: known ? (known.usage_limit === null ? null : Number(known.usage_limit)) : c.usage_limit,
        budget: known ? (known.budget_fils === null ? null : Number(known.budget_fils)) : c.budget_fils,
        addedUses: 0,
        addedFils: 0,
      };
    });
    for (const b of bookings) {
      const live = orderState(b).status;
      if ((live !== "paid" && live !== "pending") || side() >= 0.15) continue;
      const fits = couponState.filter((c) => c.spec.partner_id === null || c.spec.partner_id === b.partnerId);
      const c = fits[Math.floor(side() * fits.length)];
      if (b.total < c.spec.min_order_fils) continue;
      const raw =
        c.spec.discount_type === "percent"
          ? Math.round((b.total * c.spec.discount_value) / 100)
          : c.spec.discount_value;
      const discount = Math.min(raw, c.spec.max_discount_fils ?? raw, b.total);
      if (discount <= 0) continue;
      if (c.limit !== null && c.used >= c.limit) continue;
      if (c.budget !== null && c.spent + discount > c.budget) continue;
      c.used += 1;
      c.spent += discount;
      c.addedUses += 1;
      c.addedFils += discount;
      b.couponId = c.id;
      b.discount = discount;
    }
    /** Per booking: its order's totals after the discount (VAT on the discounted total, as checkout does). */
    const totalsOf = bookings.map((b) =>
      orderTotals(
        b.items.map((it) => ({
          description_en: it.svc.name_en,
          description_ar: it.svc.name_ar,
          quantity: it.quantity,
          unit_price_fils: Number(it.svc.price_fils),
        })),
        b.discount,
      ),
    );

    const orderRows = bookings.map((b, i) => {
      const o = orderState(b);
      const t = totalsOf[i];
      return {
        number: `TMP-SCALE-${runTag}-B${i}`,
        user_id: b.customer,
        partner_id: b.partnerId,
        kind: "booking",
        status: o.status,
        payment_method: b.method,
        subtotal_fils: t.subtotal,
        discount_fils: t.discount,
        total_fils: t.total,
        vat_fils: t.vat,
        wallet_fils: 0,
        coupon_id: b.couponId,
        cart_id: null,
        idempotency_key: null,
        paid_at: o.paidAt === null ? null : iso(o.paidAt),
        created_at: iso(b.created),
        updated_at: iso(o.paidAt ?? b.created),
      };
    });
    const orderIds = await insertMany(trx, "orders", orderRows, true);
    const lineRows: Row[] = [];
    const paymentRows: Row[] = [];
    bookings.forEach((b, i) => {
      const totals = totalsOf[i].lineTotals;
      const vats = totalsOf[i].lineVats;
      b.items.forEach((it, k) => {
        lineRows.push({
          order_id: orderIds[i],
          description_en: it.svc.name_en,
          description_ar: it.svc.name_ar,
          service_id: it.svc.id,
          package_id: null,
          quantity: it.quantity,
          unit_price_fils: Number(it.svc.price_fils),
          total_fils: totals[k],
          vat_fils: vats[k],
        });
      });
      const o = orderState(b);
      if (o.paidAt !== null)
        paymentRows.push({
          order_id: orderIds[i],
          gateway: b.method === "card" ? "test" : "cash",
          amount_fils: totalsOf[i].total,
          status: o.status === "refunded" ? "refunded" : "succeeded",
          reference: b.method === "card" ? `test_scale${orderIds[i]}` : null,
          card_brand: b.method === "card" ? "visa" : null,
          card_last4: b.method === "card" ? "4242" : null,
          failure_message: null,
          created_at: iso(o.paidAt),
        });
    });
    await insertMany(trx, "order_lines", lineRows);
    await insertMany(trx, "payments", paymentRows);
    const redemptionRows = bookings.flatMap((b, i) =>
      b.couponId === null
        ? []
        : [
            {
              coupon_id: b.couponId,
              user_id: b.customer,
              order_id: orderIds[i],
              discount_fils: b.discount,
              slot: null,
              first_order_user_id: null,
              code_id: null,
              created_at: iso(b.created),
            },
          ],
    );
    await insertMany(trx, "coupon_redemptions", redemptionRows);
    for (const c of couponState)
      if (c.addedUses > 0)
        await trx
          .updateTable("coupons")
          .set((eb) => ({
            used_count: eb("used_count", "+", c.addedUses),
            spent_fils: eb("spent_fils", "+", c.addedFils),
          }))
          .where("id", "=", c.id)
          .execute();

    const bookingRows = bookings.map((b, i) => {
      const completedAt = b.scheduled + b.duration * 60_000;
      const cancelledAt = Math.min(b.scheduled - 2 * HOUR, b.created + DAY);
      return {
        number: `TMP-SCALE-${runTag}-K${i}`,
        order_id: orderIds[i],
        user_id: b.customer,
        partner_id: b.partnerId,
        user_address_id: null,
        address_text: `Villa ${1 + (i % 90)}, ${b.community?.name_en ?? "Dubai"}`,
        community_id: b.community?.id ?? null,
        scheduled_at: iso(b.scheduled),
        duration_minutes: b.duration,
        status: b.status,
        payment_status: orderState(b).payment,
        technician_id: b.technician,
        subscription_id: null,
        total_fils: totalsOf[i].total,
        notes: null,
        images: "[]",
        cancellation_fee_fils: b.status === "cancelled" ? 0 : null,
        cancel_reason: b.status === "cancelled" ? "Plans changed" : null,
        cancelled_at: b.status === "cancelled" ? iso(cancelledAt) : null,
        completed_at: b.status === "completed" ? iso(completedAt) : null,
        reschedule_count: 0,
        created_at: iso(b.created),
        updated_at: iso(b.status === "completed" ? completedAt : b.created),
      };
    });
    const bookingIds = await insertMany(trx, "bookings", bookingRows, true);
    const itemRows: Row[] = [];
    const historyRows: Row[] = [];
    bookings.forEach((b, i) => {
      for (const it of b.items)
        itemRows.push({
          booking_id: bookingIds[i],
          service_id: it.svc.id,
          name_en: it.svc.name_en,
          name_ar: it.svc.name_ar,
          quantity: it.quantity,
          unit_price_fils: Number(it.svc.price_fils),
          total_fils: Number(it.svc.price_fils) * it.quantity,
        });
      const steps: [string, number][] = [["requested", b.created]];
      const path: Record<BookingStatus, string[]> = {
        requested: [],
        confirmed: ["confirmed"],
        "technician-assigned": ["confirmed", "technician-assigned"],
        "on-the-way": ["confirmed", "technician-assigned", "on-the-way"],
        "in-progress": ["confirmed", "technician-assigned", "in-progress"],
        completed: ["confirmed", "technician-assigned", "in-progress", "completed"],
        cancelled: ["cancelled"],
        declined: ["declined"],
        "no-show": ["confirmed", "technician-assigned", "no-show"],
      };
      path[b.status].forEach((s, k) => {
        const at =
          s === "in-progress"
            ? b.scheduled
            : s === "completed"
              ? b.scheduled + b.duration * 60_000
              : s === "cancelled"
                ? Math.min(b.scheduled - 2 * HOUR, b.created + DAY)
                : b.created + (k + 1) * HOUR;
        steps.push([s, at]);
      });
      for (const [status, at] of steps)
        historyRows.push({
          booking_id: bookingIds[i],
          status,
          note: status === "cancelled" ? "Plans changed" : null,
          actor_user_id: null,
          created_at: iso(at),
        });
    });
    await insertMany(trx, "booking_items", itemRows);
    await insertMany(trx, "booking_status_history", historyRows);

    // ---- reviews of a share of the completed bookings (aggregates by migration 021's triggers) ----
    /** Each partner a little better or worse than the next (-0.08..0.08 on the draw). */
    const tilt = new Map(sellers.map((p, k) => [p.id, ((k * 7) % 5) * 0.04 - 0.08]));
    const stars = (partnerId: number) => {
      const x = Math.min(0.9999, Math.max(0, side() + (tilt.get(partnerId) ?? 0)));
      return x < 0.05 ? 1 : x < 0.09 ? 2 : x < 0.2 ? 3 : x < 0.45 ? 4 : 5;
    };
    const COMMENTS: Record<number, string[]> = {
      1: ["Did not show up on time and the job was left unfinished.", "Very disappointed with the service."],
      2: ["The team was late and missed some spots.", "Below what I expected for the price."],
      3: ["Okay overall, a few things could be better.", "Average job, arrived a bit late."],
      4: ["Good work and a friendly team.", "Arrived on time and did a solid job."],
      5: ["Excellent service, highly recommended!", "Spotless work, will book again.", ""],
    };
    const reviewed: { i: number; rating: number; visible: number; at: number }[] = [];
    const reviewRows: Row[] = [];
    bookings.forEach((b, i) => {
      if (b.status !== "completed" || side() >= 0.6) return;
      const done = b.scheduled + b.duration * 60_000;
      const at = Math.min(now - 60_000, done + Math.floor((2 + side() * 70) * HOUR));
      const rating = stars(b.partnerId);
      const techRating =
        b.technician === null
          ? null
          : side() < 0.7
            ? rating
            : Math.max(1, Math.min(5, rating + (side() < 0.5 ? -1 : 1)));
      const visible = side() < 0.02 ? 0 : 1;
      const replied = side() < 0.2;
      const comments = COMMENTS[rating];
      reviewed.push({ i, rating, visible, at });
      reviewRows.push({
        partner_id: b.partnerId,
        service_id: b.items[0].svc.id,
        user_id: b.customer,
        customer_name: reviewerName.get(b.customer) ?? "Customer",
        rating,
        comment: comments[Math.floor(side() * comments.length)],
        is_visible: visible,
        created_at: iso(at),
        booking_id: bookingIds[i],
        technician_id: b.technician,
        technician_rating: techRating,
        partner_reply: replied ? "Thank you for your feedback." : null,
        partner_replied_at: replied ? iso(Math.min(now, at + 6 * HOUR)) : null,
        partner_replied_by: null,
      });
    });
    const reviewIds = await insertMany(trx, "reviews", reviewRows, true);
    // the first service came with each review (021's trigger; inserted here when that trigger is off); a booking's
    // other service joins it
    await insertMany(
      trx,
      "review_services",
      reviewed.flatMap((r, k) => {
        const b = bookings[r.i];
        const first = b.items[0].svc.id;
        return b.items
          .filter((it, j) => (j === 0 && firstServiceOwn) || (j > 0 && it.svc.id !== first))
          .map((it) => ({ review_id: reviewIds[k], service_id: it.svc.id, rating: r.rating, is_visible: r.visible }));
      }),
    );

    // ---- package sales: paid package orders with a subscription ----
    const sellable = specs.map((s, i) => ({ s, i })).filter(({ s }) => s.status === "Approved" && s.active === 1);
    const sales = sellable.length === 0 ? [] : Array.from({ length: Math.floor(n / 10) }, () => pick(sellable));
    const saleRows = sales
      .map(({ s, i }) => {
        const p = firstPrice[i];
        const total = Math.round((p.monthly * p.months * (100 - p.discount)) / 100);
        const created = now - Math.floor(random() * 180 * DAY);
        return { s, i, p, total, created, customer: pick(customers) };
      })
      .sort((a, b) => a.created - b.created);
    const saleOrderIds = await insertMany(
      trx,
      "orders",
      saleRows.map((x, k) => ({
        number: `TMP-SCALE-${runTag}-P${k}`,
        user_id: x.customer,
        partner_id: x.s.partnerId,
        kind: "package",
        status: "paid",
        payment_method: "card",
        subtotal_fils: x.total,
        discount_fils: 0,
        total_fils: x.total,
        vat_fils: vatOf(x.total),
        wallet_fils: 0,
        coupon_id: null,
        cart_id: null,
        idempotency_key: null,
        paid_at: iso(x.created + 60_000),
        created_at: iso(x.created),
        updated_at: iso(x.created + 60_000),
      })),
      true,
    );
    await insertMany(
      trx,
      "order_lines",
      saleRows.map((x, k) => ({
        order_id: saleOrderIds[k],
        description_en: String(packageRows[x.i].name_en),
        description_ar: String(packageRows[x.i].name_ar),
        service_id: null,
        package_id: packageIds[x.i],
        quantity: 1,
        unit_price_fils: x.total,
        total_fils: x.total,
        vat_fils: vatOf(x.total),
      })),
    );
    await insertMany(
      trx,
      "payments",
      saleRows.map((x, k) => ({
        order_id: saleOrderIds[k],
        gateway: "test",
        amount_fils: x.total,
        status: "succeeded",
        reference: `test_scale${saleOrderIds[k]}`,
        card_brand: "visa",
        card_last4: "4242",
        failure_message: null,
        created_at: iso(x.created + 60_000),
      })),
    );
    await insertMany(
      trx,
      "package_subscriptions",
      saleRows.map((x, k) => {
        const starts = dubaiDate(x.created + 2 * DAY);
        const ends = addMonths(starts, x.p.months);
        return {
          number: `TMP-SCALE-${runTag}-S${k}`,
          order_id: saleOrderIds[k],
          user_id: x.customer,
          package_id: packageIds[x.i],
          package_duration_id: x.p.durationId,
          partner_id: x.s.partnerId,
          property_type: x.p.type,
          property_size: x.p.size,
          user_address_id: null,
          starts_on: starts,
          ends_on: ends,
          visits_total: x.s.visits * x.p.months,
          visits_used: 0,
          total_fils: x.total,
          status: ends < dubaiDate(now) ? "expired" : "active",
          created_at: iso(x.created),
          updated_at: iso(x.created + 60_000),
        };
      }),
    );

    // PostgreSQL: statistics of the bulk-filled tables before the statements below read them (the transaction's own
    // rows count), so they join by index rather than plan the big tables as if they were still empty
    if (driver === "postgres") await sql`analyze`.execute(trx);
    await finalNumbers(trx, driver, "orders", "KH");
    await finalNumbers(trx, driver, "bookings", "BK");
    await finalNumbers(trx, driver, "package_subscriptions", "PK");
    // the admin list and dashboard counters (migration 016), refilled from the rows in one pass each
    await recomputeListCounters(trx as unknown as Kysely<unknown>, driver);
    // starting prices and per-partner package counts (migration 015) from the rows inserted in bulk
    await recomputeCatalogAggregates(trx);
    // rating aggregates (021) from the rows, when their triggers were off
    if (off("reviews_ratings") || off("review_services_ratings")) await recomputeRatings(trx);
    for (const [table, trigger] of triggersOff)
      await sql`alter table ${sql.table(table)} enable trigger ${sql.id(trigger)}`.execute(trx);
    await resumeCatalogTriggers(trx, driver);
    return {
      packages: n,
      bookings: n,
      packageSales: saleRows.length,
      customers: newIds.length,
      reviews: reviewRows.length,
      redemptions: redemptionRows.length,
    };
  });
  try {
    await backfillLedger(db, { batch: 2000 });
    // the ledger's new rows counted before the report facts below join them (PostgreSQL)
    if (driver === "postgres") await sql`analyze ledger_entries`.execute(db);
  } finally {
    await db.transaction().execute((trx) => resumeReportTriggers(trx as unknown as Kysely<unknown>, driver));
  }
  // Fresh planner statistics: without them PostgreSQL plans the big tables as if they were still small. PostgreSQL
  // also vacuums, so the pages are marked all-visible and index-only scans skip the rows at once (autovacuum would
  // get there a while later).
  if (driver === "postgres") await sql`vacuum analyze`.execute(db);
  else await sql`analyze`.execute(db);
  return { ...result, ms: Date.now() - started };
}
