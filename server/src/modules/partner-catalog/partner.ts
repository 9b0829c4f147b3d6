import { type Database, nowIso } from "../../db/database.js";
import { ApiError, type FieldErrors } from "../../lib/errors.js";
import { aed } from "../../lib/money.js";
import { num } from "../../lib/query.js";
import type { Viewer } from "../catalog/repo.js";
import { partnerBalance } from "../ledger/repo.js";
import { PACKAGE_STATUSES } from "../packages/schema.js";
import { COMMUNITY_INVALID, PARTNER_NOT_FOUND, PHONE_INVALID } from "./messages.js";
import { throwFieldErrors } from "./packages.js";

const rating = (v: unknown) => Math.round(num(v) * 100) / 100;

// ---- service areas -------------------------------------------------------------------------------------------

/** The communities a partner serves, grouped by emirate (emirate order, then community name). */
export async function serviceAreas(db: Database, viewer: Viewer, partnerId: number) {
  const ar = viewer.lang === "ar";
  const rows = await db
    .selectFrom("partner_communities as pc")
    .innerJoin("communities as c", "c.id", "pc.community_id")
    .innerJoin("emirates as e", "e.id", "c.emirate_id")
    .select([
      "c.id",
      "c.slug",
      "c.name_en",
      "c.name_ar",
      "e.id as emirate_id",
      "e.name_en as emirate_en",
      "e.name_ar as emirate_ar",
    ])
    .where("pc.partner_id", "=", partnerId)
    .orderBy("e.sort_order")
    .orderBy("e.id")
    .orderBy(ar ? "c.name_ar" : "c.name_en")
    .orderBy("c.id")
    .execute();
  const emirates: {
    emirate_id: number;
    emirate_name: string;
    emirate_name_en: string;
    emirate_name_ar: string;
    communities: { id: number; slug: string; name: string; name_en: string; name_ar: string }[];
  }[] = [];
  for (const r of rows) {
    let group = emirates.find((g) => g.emirate_id === r.emirate_id);
    if (!group) {
      group = {
        emirate_id: r.emirate_id,
        emirate_name: ar ? r.emirate_ar : r.emirate_en,
        emirate_name_en: r.emirate_en,
        emirate_name_ar: r.emirate_ar,
        communities: [],
      };
      emirates.push(group);
    }
    group.communities.push({
      id: r.id,
      slug: r.slug,
      name: ar ? r.name_ar : r.name_en,
      name_en: r.name_en,
      name_ar: r.name_ar,
    });
  }
  return { partner_id: partnerId, community_count: rows.length, emirates };
}

async function checkCommunities(db: Database, ids: number[]) {
  const known = new Set(
    (await db.selectFrom("communities").select("id").where("id", "in", ids).execute()).map((c) => c.id),
  );
  const errors: FieldErrors = {};
  ids.forEach((id, i) => {
    if (!known.has(id)) errors[`community_ids.${i}`] = [COMMUNITY_INVALID];
  });
  throwFieldErrors(errors);
}

export async function addServiceAreas(db: Database, partnerId: number, ids: number[]) {
  await checkCommunities(db, ids);
  await db
    .insertInto("partner_communities")
    .values(ids.map((community_id) => ({ partner_id: partnerId, community_id })))
    .onConflict((oc) => oc.columns(["partner_id", "community_id"]).doNothing())
    .execute();
}

export async function removeServiceAreas(db: Database, partnerId: number, ids: number[]) {
  await checkCommunities(db, ids);
  await db
    .deleteFrom("partner_communities")
    .where("partner_id", "=", partnerId)
    .where("community_id", "in", ids)
    .execute();
}

// ---- profile -------------------------------------------------------------------------------------------------

export async function partnerProfile(db: Database, viewer: Viewer, partnerId: number) {
  const ar = viewer.lang === "ar";
  const p = await db.selectFrom("partners").selectAll().where("id", "=", partnerId).executeTakeFirst();
  if (!p) throw new ApiError(404, PARTNER_NOT_FOUND);
  const [application, services, packages, areas, ratings] = await Promise.all([
    db
      .selectFrom("partner_applications")
      .select(["legal_name_en", "legal_name_ar", "trade_license_number", "trade_license_expiry", "company_type", "trn"])
      .where("partner_id", "=", partnerId)
      .orderBy("id", "desc")
      .executeTakeFirst(),
    db
      .selectFrom("services")
      .select(["active", (eb) => eb.fn.countAll<number>().as("n")])
      .where("partner_id", "=", partnerId)
      .groupBy("active")
      .execute(),
    db
      .selectFrom("packages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("partner_id", "=", partnerId)
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow(),
    serviceAreas(db, viewer, partnerId),
    db
      .selectFrom("reviews")
      .select(["rating", (eb) => eb.fn.countAll<number>().as("n")])
      .where("partner_id", "=", partnerId)
      .where("is_visible", "=", 1)
      .groupBy("rating")
      .execute(),
  ]);
  const distribution = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  let count = 0;
  let sum = 0;
  for (const r of ratings) {
    const k = String(num(r.rating)) as keyof typeof distribution;
    if (k in distribution) {
      distribution[k] = num(r.n);
      count += num(r.n);
      sum += num(r.n) * num(r.rating);
    }
  }
  const serviceCount = services.reduce((s, r) => s + num(r.n), 0);
  const activeServices = services.filter((r) => num(r.active) === 1).reduce((s, r) => s + num(r.n), 0);
  return {
    id: p.id,
    slug: p.slug,
    name: ar ? p.name_ar : p.name_en,
    name_en: p.name_en,
    name_ar: p.name_ar,
    email: p.email,
    phone: p.phone,
    status: p.status,
    logo: p.logo,
    cover_image: p.cover_image,
    about: ar ? p.about_ar : p.about_en,
    about_en: p.about_en,
    about_ar: p.about_ar,
    cash_on_delivery: num(p.cash_on_delivery) === 1,
    years_in_business: num(p.years_in_business),
    latitude: p.latitude === null ? null : Number(p.latitude),
    longitude: p.longitude === null ? null : Number(p.longitude),
    created_at: p.created_at,
    company: application ?? null,
    service_count: serviceCount,
    active_service_count: activeServices,
    package_count: num(packages.n),
    community_count: areas.community_count,
    emirates: areas.emirates.map((e) => e.emirate_name),
    ratings: {
      average: count > 0 ? Math.round((sum / count) * 100) / 100 : rating(p.average_rating),
      count,
      distribution,
    },
  };
}

/** A UAE phone (mobile or landline) as +971XXXXXXXX(X), or null. */
export function normaliseUaeNumber(input: string): string | null {
  const compact = input.trim().replace(/[\s\-().]/g, "");
  const m = /^(?:\+971|00971|971|0)([1-9]\d{7,8})$/.exec(compact);
  return m ? `+971${m[1]}` : null;
}

export interface ProfileUpdate {
  about_en?: string;
  about_ar?: string;
  phone?: string;
  email?: string;
  cash_on_delivery?: 0 | 1;
}

/** Updates the fields given (a logo path replaces the logo); answers the previous logo when it was replaced. */
export async function updateProfile(db: Database, partnerId: number, body: ProfileUpdate, logo: string | undefined) {
  let phone: string | undefined;
  if (body.phone !== undefined) {
    const normalised = normaliseUaeNumber(body.phone);
    if (!normalised) throwFieldErrors({ phone: [PHONE_INVALID] });
    phone = normalised ?? undefined;
  }
  const before = await db.selectFrom("partners").select("logo").where("id", "=", partnerId).executeTakeFirstOrThrow();
  const set = {
    ...(body.about_en !== undefined ? { about_en: body.about_en } : {}),
    ...(body.about_ar !== undefined ? { about_ar: body.about_ar } : {}),
    ...(phone !== undefined ? { phone } : {}),
    ...(body.email !== undefined ? { email: body.email.toLowerCase() } : {}),
    ...(body.cash_on_delivery !== undefined ? { cash_on_delivery: body.cash_on_delivery } : {}),
    ...(logo !== undefined ? { logo } : {}),
  };
  if (Object.keys(set).length > 0) await db.updateTable("partners").set(set).where("id", "=", partnerId).execute();
  return logo !== undefined ? before.logo : null;
}

// ---- dashboard -----------------------------------------------------------------------------------------------

/** ISO instant of the 1st of the current month, 00:00 in Asia/Dubai (UTC+4, no daylight saving). */
export function dubaiMonthStart(now = new Date()): string {
  const dubai = new Date(now.getTime() + 4 * 3600_000);
  const start = Date.UTC(dubai.getUTCFullYear(), dubai.getUTCMonth(), 1) - 4 * 3600_000;
  return new Date(start).toISOString();
}

/**
 * Ledger types that settle money rather than earn it (payouts, their reversal, a carried-over balance, cash the
 * partner already holds): left out of "earned this month".
 */
const SETTLEMENT_TYPES = ["payout", "payout_reversal", "carry_forward", "cash_collected"] as const;

/**
 * What the partner earned and holds, read from its ledger (so it agrees with partner/balance and the payouts to the
 * fils): earned this month = the month's lines (Asia/Dubai) other than settlements; balance as partner/balance.
 */
async function earnings(db: Database, partnerId: number) {
  const [month, balance] = await Promise.all([
    db
      .selectFrom("ledger_entries")
      .select((eb) => eb.fn.sum<number | string | null>("amount_fils").as("fils"))
      .where("partner_id", "=", partnerId)
      .where("created_at", ">=", dubaiMonthStart())
      .where("type", "not in", SETTLEMENT_TYPES)
      .executeTakeFirst(),
    partnerBalance(db, partnerId),
  ]);
  return {
    this_month: aed(num(month?.fils)),
    total: balance.total,
    pending: balance.pending,
    available: balance.available,
  };
}

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => new Date(Date.parse(iso) + 4 * 3600_000).toISOString().slice(0, 10);

/**
 * This month so far (Asia/Dubai, the 1st to today) against the previous period of the same length (the as many days
 * just before the 1st): paid sales (orders by paid_at, VAT included), appointments (bookings by their scheduled day,
 * any status) and the rating of the reviews written in each (visible ones, as the partner's own figures).
 */
async function periodComparison(db: Database, partnerId: number, now = new Date()) {
  const start = dubaiMonthStart(now);
  const end = new Date(Date.parse(start) + Math.ceil((now.getTime() + 1 - Date.parse(start)) / DAY_MS) * DAY_MS);
  const days = Math.round((end.getTime() - Date.parse(start)) / DAY_MS);
  const prevStart = new Date(Date.parse(start) - days * DAY_MS).toISOString();
  const figures = async (from: string, to: string) => {
    const [sales, bookings, reviews] = await Promise.all([
      db
        .selectFrom("orders")
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("total_fils"), eb.lit(0)).as("fils"))
        .where("partner_id", "=", partnerId)
        .where("status", "=", "paid")
        .where("paid_at", ">=", from)
        .where("paid_at", "<", to)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("bookings")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("partner_id", "=", partnerId)
        .where("scheduled_at", ">=", from)
        .where("scheduled_at", "<", to)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("reviews")
        .select([(eb) => eb.fn.countAll<number>().as("n"), (eb) => eb.fn.sum<number>("rating").as("sum")])
        .where("partner_id", "=", partnerId)
        .where("is_visible", "=", 1)
        .where("created_at", ">=", from)
        .where("created_at", "<", to)
        .executeTakeFirstOrThrow(),
    ]);
    const n = num(reviews.n);
    return {
      revenue: aed(num(sales.fils)),
      bookings: num(bookings.n),
      rating: n > 0 ? Math.round((num(reviews.sum) / n) * 100) / 100 : 0,
      reviews: n,
    };
  };
  const [current, previous] = await Promise.all([figures(start, end.toISOString()), figures(prevStart, start)]);
  return {
    from: dayOf(start),
    to: dayOf(new Date(end.getTime() - 1).toISOString()),
    previous_from: dayOf(prevStart),
    previous_to: dayOf(new Date(Date.parse(start) - 1).toISOString()),
    current,
    previous,
  };
}

/** `withEarnings`: the caller may read payouts (read-payout); otherwise `earnings` is null. */
export async function dashboard(db: Database, partnerId: number, withEarnings = false) {
  const now = nowIso();
  const closed = ["completed", "cancelled", "declined", "no-show"] as const;
  const [services, packages, upcoming, next, revenue, partner] = await Promise.all([
    db
      .selectFrom("services")
      .select(["active", (eb) => eb.fn.countAll<number>().as("n")])
      .where("partner_id", "=", partnerId)
      .groupBy("active")
      .execute(),
    db
      .selectFrom("packages")
      .select(["status", "active", (eb) => eb.fn.countAll<number>().as("n")])
      .where("partner_id", "=", partnerId)
      .where("deleted_at", "is", null)
      .groupBy(["status", "active"])
      .execute(),
    db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("partner_id", "=", partnerId)
      .where("scheduled_at", ">=", now)
      .where("status", "not in", closed)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("bookings as b")
      .innerJoin("users as u", "u.id", "b.user_id")
      .select([
        "b.id",
        "b.number",
        "b.scheduled_at",
        "b.status",
        "b.address_text",
        "b.total_fils",
        "u.first_name",
        "u.last_name",
      ])
      .where("b.partner_id", "=", partnerId)
      .where("b.scheduled_at", ">=", now)
      .where("b.status", "not in", closed)
      .orderBy("b.scheduled_at")
      .orderBy("b.id")
      .limit(5)
      .execute(),
    db
      .selectFrom("orders")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("total_fils"), eb.lit(0)).as("fils"))
      .where("partner_id", "=", partnerId)
      .where("status", "=", "paid")
      .where("paid_at", ">=", dubaiMonthStart())
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("partners")
      .select(["average_rating", "rating_count"])
      .where("id", "=", partnerId)
      .executeTakeFirstOrThrow(),
  ]);
  const [areas, comparison] = await Promise.all([
    db
      .selectFrom("partner_communities")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("partner_id", "=", partnerId)
      .executeTakeFirstOrThrow(),
    periodComparison(db, partnerId),
  ]);
  const byStatus: Record<string, number> = Object.fromEntries(PACKAGE_STATUSES.map((s) => [s, 0]));
  for (const r of packages) byStatus[r.status] = (byStatus[r.status] ?? 0) + num(r.n);
  return {
    partner_id: partnerId,
    services: {
      total: services.reduce((s, r) => s + num(r.n), 0),
      active: services.filter((r) => num(r.active) === 1).reduce((s, r) => s + num(r.n), 0),
    },
    packages: {
      total: packages.reduce((s, r) => s + num(r.n), 0),
      active: packages.filter((r) => num(r.active) === 1).reduce((s, r) => s + num(r.n), 0),
      by_status: byStatus,
    },
    appointments: {
      upcoming_count: num(upcoming.n),
      next: next.map((b) => ({
        id: b.id,
        number: b.number,
        scheduled_at: b.scheduled_at,
        status: b.status,
        customer_name: `${b.first_name} ${b.last_name}`.trim(),
        address_text: b.address_text,
        total: aed(num(b.total_fils)),
      })),
    },
    revenue_this_month: aed(num(revenue.fils)),
    earnings: withEarnings ? await earnings(db, partnerId) : null,
    currency: "AED" as const,
    rating: { average: rating(partner.average_rating), count: num(partner.rating_count) },
    community_count: num(areas.n),
    comparison,
  };
}
