import { type Kysely, sql } from "kysely";
import { BUILT_IN_ROLES } from "../../../common/permissions.js";
import type { DbDriver } from "../config.js";
import { vatOf } from "../lib/money.js";
import { hashPassword } from "../lib/password.js";
import { backfillLedger } from "../modules/ledger/sync.js";
import { DURATIONS, PACKAGE_TEMPLATES, PROPERTY_TYPES } from "./catalog-data.js";
import type { BookingStatus, Database, DB } from "./database.js";
import {
  recomputeCatalogAggregates,
  resumeCatalogTriggers,
  suspendCatalogTriggers,
} from "./migrations/015_catalog_performance.js";
import { recomputeListCounters } from "./migrations/016_admin_list_performance.js";

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
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const now = options.now ?? Date.now();
  const customerCount = Math.min(500, Math.max(10, Math.ceil(n / 50)));
  const hash = await hashPassword("Customer#2026");

  const result = await db.transaction().execute(async (trx) => {
    const runTag = `${now.toString(36)}${Math.floor(random() * 1e9).toString(36)}`;
    // one catalog version bump for the whole seed instead of one per inserted row (migration 015)
    await suspendCatalogTriggers(trx, driver);
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
    const customers = (
      await trx
        .selectFrom("users as u")
        .innerJoin("user_roles as ur", "ur.user_id", "u.id")
        .select("u.id")
        .where("ur.role_id", "=", userRole.id)
        .execute()
    ).map((u) => u.id);

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
    const orderRows = bookings.map((b, i) => {
      const o = orderState(b);
      return {
        number: `TMP-SCALE-${runTag}-B${i}`,
        user_id: b.customer,
        partner_id: b.partnerId,
        kind: "booking",
        status: o.status,
        payment_method: b.method,
        subtotal_fils: b.total,
        discount_fils: 0,
        total_fils: b.total,
        vat_fils: vatOf(b.total),
        wallet_fils: 0,
        coupon_id: null,
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
      const totals = b.items.map((it) => Number(it.svc.price_fils) * it.quantity);
      const vats = totals.map((t) => vatOf(t));
      vats[vats.length - 1] += vatOf(b.total) - vats.reduce((a, v) => a + v, 0);
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
          amount_fils: b.total,
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
        total_fils: b.total,
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

    await finalNumbers(trx, driver, "orders", "KH");
    await finalNumbers(trx, driver, "bookings", "BK");
    await finalNumbers(trx, driver, "package_subscriptions", "PK");
    // the admin list and dashboard counters (migration 016), refilled from the rows in one pass each
    await recomputeListCounters(trx as unknown as Kysely<unknown>, driver);
    // starting prices and per-partner package counts (migration 015) from the rows inserted in bulk
    await recomputeCatalogAggregates(trx);
    await resumeCatalogTriggers(trx, driver);
    return { packages: n, bookings: n, packageSales: saleRows.length, customers: newIds.length };
  });
  await backfillLedger(db, { batch: 2000 });
  // Fresh planner statistics: without them PostgreSQL plans the big tables as if they were still small.
  await sql`analyze`.execute(db);
  return { ...result, ms: Date.now() - started };
}
