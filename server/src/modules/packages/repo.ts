import { type ExpressionBuilder, sql, type Transaction } from "kysely";
import type { Database, DB } from "../../db/database.js";
import { fieldError } from "../../lib/errors.js";
import { aed, bpPercent, VAT_BP, vatOf } from "../../lib/money.js";
import { likePattern, num, orderedWindow, type Page, type PageRequest, pageOf } from "../../lib/query.js";
import { cachedCount, isPostgres } from "../catalog/cache.js";
import type { Viewer } from "../catalog/repo.js";
import { vatRateBp } from "../config/settings.js";
import type { DurationOut, PackageOut, PriceQuote, PropertyTypeOut } from "./schema.js";

type PropertyTypeKey = PackageOut["property_types"][number];

/**
 * Every package that is not deleted, with its partner (partner and admin views; see partner-catalog). Written as a
 * cross join with the join condition in `where`: SQLite then walks packages first, through the index that matches
 * the list's filters and order, instead of sorting every row of every partner for one page (page 500 of the
 * public list: 93 ms -> 4 ms at 100,000 packages); PostgreSQL plans it as the inner join it is.
 */
export const managedPackages = (db: Database) =>
  db
    .selectFrom("packages as pk")
    .crossJoin("partners as p")
    .whereRef("p.id", "=", "pk.partner_id")
    .where("pk.deleted_at", "is", null);

/** Packages customers may see: Approved, active, of an active partner. */
const visiblePackages = (db: Database) =>
  managedPackages(db).where("pk.status", "=", "Approved").where("pk.active", "=", 1).where("p.status", "=", "active");

type PackageQuery = ReturnType<typeof visiblePackages>;

export const selectPackages = (q: PackageQuery) =>
  q.select([
    "pk.id",
    "pk.partner_id",
    "pk.category_id",
    "pk.name_en",
    "pk.name_ar",
    "pk.description_en",
    "pk.description_ar",
    "pk.image",
    "pk.visits_per_month",
    "pk.unused_visits",
    "pk.status",
    "pk.active",
    "pk.is_handpicked",
    "p.name_en as partner_name_en",
    "p.name_ar as partner_name_ar",
    "p.logo as partner_logo",
    "p.average_rating as partner_rating",
    "pk.starting_price_fils",
  ]);

export type PackageRow = Awaited<ReturnType<ReturnType<typeof selectPackages>["execute"]>>[number];

/** Rows grouped by a key, in their order. */
export function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

export async function packageCards(db: Database, viewer: Viewer, rows: PackageRow[]): Promise<PackageOut[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const ar = viewer.lang === "ar";
  const [services, types] = await Promise.all([
    db
      .selectFrom("package_services as ps")
      .innerJoin("services as s", "s.id", "ps.service_id")
      .select(["ps.package_id", "s.id", "s.name_en", "s.name_ar"])
      .where("ps.package_id", "in", ids)
      .where("s.active", "=", 1)
      .orderBy("s.id")
      .execute(),
    db
      .selectFrom("package_property_types as ppt")
      .innerJoin("property_types as pt", "pt.type", "ppt.property_type")
      .select(["ppt.package_id", "ppt.property_type"])
      .where("ppt.package_id", "in", ids)
      .orderBy("pt.sort_order")
      .execute(),
  ]);
  const servicesOf = groupBy(services, (s) => s.package_id);
  const typesOf = groupBy(types, (t) => t.package_id);
  return rows.map((r) => ({
    id: r.id,
    partner_id: r.partner_id,
    category_id: r.category_id,
    name: ar ? r.name_ar : r.name_en,
    name_en: r.name_en,
    name_ar: r.name_ar,
    description: ar ? r.description_ar : r.description_en,
    description_en: r.description_en,
    description_ar: r.description_ar,
    image: r.image,
    services: (servicesOf.get(r.id) ?? []).map((s) => ({ id: s.id, name: ar ? s.name_ar : s.name_en })),
    visits_per_month: num(r.visits_per_month),
    unused_visits: r.unused_visits === "carry_over" ? ("carry_over" as const) : ("lost" as const),
    property_types: (typesOf.get(r.id) ?? []).map((t) => t.property_type as PropertyTypeKey),
    status: r.status,
    active: num(r.active),
    is_handpicked: num(r.is_handpicked),
    starting_price:
      r.starting_price_fils === null || r.starting_price_fils === undefined ? null : aed(num(r.starting_price_fils)),
    partner: {
      id: r.partner_id,
      name: ar ? r.partner_name_ar : r.partner_name_en,
      logo: r.partner_logo,
      average_rating: Math.round(num(r.partner_rating) * 100) / 100,
    },
  }));
}

/**
 * Rewrites the stored aggregates a package write may change (migration 015): the package's starting price (its
 * lowest monthly price) and its partner's count of Approved, active, not deleted packages. Called by every repo
 * function that writes packages or their pricing, inside its transaction.
 */
export async function refreshPackageAggregates(
  db: Database | Transaction<DB>,
  ids: { packageId?: number; partnerId: number },
) {
  if (ids.packageId !== undefined) {
    await db
      .updateTable("packages")
      .set((eb) => ({
        starting_price_fils: eb
          .selectFrom("package_pricing")
          .select((e) => e.fn.min<number>("monthly_price_fils").as("m"))
          .where("package_id", "=", ids.packageId!),
      }))
      .where("id", "=", ids.packageId)
      .execute();
  }
  await db
    .updateTable("partners")
    .set((eb) => ({
      package_count: eb
        .selectFrom("packages")
        .select((e) => e.fn.countAll<number>().as("n"))
        .where("partner_id", "=", ids.partnerId)
        .where("status", "=", "Approved")
        .where("active", "=", 1)
        .where("deleted_at", "is", null),
    }))
    .where("id", "=", ids.partnerId)
    .execute();
}

export interface PackageFilters {
  status?: string;
  active?: boolean;
  partner_id?: number;
  type?: string;
  is_handpicked?: boolean;
  category_id?: number;
  search?: string;
}

/**
 * Packages whose English or Arabic name holds `text` (case-insensitive), for `where`: on SQLite through the FTS5
 * trigram index of migration 015 (texts of 3 characters or more), on PostgreSQL `like` served by its pg_trgm
 * indexes.
 */
export function packageNameMatch(db: Database, text: string) {
  const plain = text.replace(/[%_\\]/g, "");
  const pattern = likePattern(text);
  return (eb: ExpressionBuilder<PackageScope, "pk">) => {
    if (!isPostgres(db) && [...plain].length >= 3) {
      const phrase = `"${plain.replace(/"/g, '""')}"`;
      return eb("pk.id", "in", sql<number>`(select rowid from packages_fts where packages_fts match ${phrase})`);
    }
    return eb.or([eb(eb.fn("lower", ["pk.name_en"]), "like", pattern), eb("pk.name_ar", "like", pattern)]);
  };
}

type PackageScope = { pk: DB["packages"]; p: DB["partners"] };

export async function listPackages(
  db: Database,
  viewer: Viewer,
  f: PackageFilters,
  page: PageRequest,
): Promise<Page<PackageOut>> {
  // customers only ever see Approved + active packages: asking for anything else finds nothing
  if ((f.status !== undefined && f.status !== "Approved") || f.active === false) return pageOf([], 0, page);
  const filtered = () => {
    let q = visiblePackages(db);
    if (f.partner_id !== undefined) q = q.where("pk.partner_id", "=", f.partner_id);
    if (f.category_id !== undefined) q = q.where("pk.category_id", "=", f.category_id);
    if (f.is_handpicked !== undefined) q = q.where("pk.is_handpicked", "=", f.is_handpicked ? 1 : 0);
    if (f.type !== undefined) {
      const type = f.type;
      q = q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom("package_property_types as ppt")
            .select("ppt.package_id")
            .whereRef("ppt.package_id", "=", "pk.id")
            .where("ppt.property_type", "=", type),
        ),
      );
    }
    if (f.search) q = q.where(packageNameMatch(db, f.search));
    return q;
  };
  // the exact total, counted once per filter and catalog version (deeper pages reuse it)
  const { partner_id, category_id, is_handpicked, type, search } = f;
  const total = await cachedCount(
    db,
    `package/web/list|${JSON.stringify({ partner_id, category_id, is_handpicked, type, search })}`,
    async () =>
      num(
        (
          await filtered()
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  );
  if (total === 0) return pageOf([], 0, page);
  const rows = await orderedWindow(selectPackages(filtered()), "pk.id", "pk.id", "desc", page).execute();
  return pageOf(await packageCards(db, viewer, rows), total, page);
}

export const durationOut = (
  d: { id: number; months: number; label_en: string; label_ar: string; discount_percent: number },
  viewer: Viewer,
): DurationOut => ({
  id: d.id,
  months: num(d.months),
  label: viewer.lang === "ar" ? d.label_ar : d.label_en,
  label_en: d.label_en,
  label_ar: d.label_ar,
  discount_percent: num(d.discount_percent),
});

export async function durationsOf(db: Database, packageId: number) {
  return db
    .selectFrom("package_durations")
    .select(["id", "months", "label_en", "label_ar", "discount_percent"])
    .where("package_id", "=", packageId)
    .orderBy("months")
    .execute();
}

/** A visible package with its durations, or null. */
export async function findPackage(db: Database, viewer: Viewer, id: number) {
  const row = await selectPackages(visiblePackages(db).where("pk.id", "=", id)).executeTakeFirst();
  if (!row) return null;
  const [card] = await packageCards(db, viewer, [row]);
  const durations = (await durationsOf(db, id)).map((d) => durationOut(d, viewer));
  return { ...card, durations };
}

/** Property types with sizes; with a package, only the types and sizes it prices. */
export async function propertyTypes(db: Database, viewer: Viewer, packageId?: number): Promise<PropertyTypeOut[]> {
  const ar = viewer.lang === "ar";
  const [types, sizes] = await Promise.all([
    db.selectFrom("property_types").selectAll().orderBy("sort_order").orderBy("id").execute(),
    db.selectFrom("property_sizes").selectAll().orderBy("sort_order").orderBy("id").execute(),
  ]);
  let priced: Set<string> | null = null;
  if (packageId !== undefined) {
    const rows = await db
      .selectFrom("package_pricing")
      .select(["property_type", "property_size"])
      .distinct()
      .where("package_id", "=", packageId)
      .execute();
    priced = new Set(rows.map((r) => `${r.property_type}/${r.property_size}`));
  }
  return types
    .map((t) => ({
      id: t.id,
      type: t.type as PropertyTypeKey,
      name: ar ? t.name_ar : t.name_en,
      name_en: t.name_en,
      name_ar: t.name_ar,
      sizes: sizes
        .filter((s) => s.property_type_id === t.id && (!priced || priced.has(`${t.type}/${s.key}`)))
        .map((s) => ({
          id: s.id,
          key: s.key,
          name: ar ? s.name_ar : s.name_en,
          name_en: s.name_en,
          name_ar: s.name_ar,
        })),
    }))
    .filter((t) => !priced || t.sizes.length > 0);
}

/** The visible package's row for pricing, or 422 on `field`. */
async function pricedPackage(db: Database, packageId: number) {
  const row = await visiblePackages(db)
    .select(["pk.id", "pk.visits_per_month"])
    .where("pk.id", "=", packageId)
    .executeTakeFirst();
  if (!row) throw fieldError("package_id", "The selected package id is invalid.");
  return row;
}

async function packageDuration(db: Database, packageId: number, durationId: number, field: string) {
  const d = await db
    .selectFrom("package_durations")
    .select(["id", "months", "label_en", "label_ar", "discount_percent"])
    .where("id", "=", durationId)
    .where("package_id", "=", packageId)
    .executeTakeFirst();
  if (!d) throw fieldError(field, `The selected ${field.replace(/_/g, " ")} is invalid.`);
  return d;
}

/** Term amounts in fils for a monthly price, months and discount; the VAT inside at `vatBp` (basis points). */
export function termAmounts(monthlyFils: number, months: number, discountPercent: number, vatBp: number = VAT_BP) {
  const listTotal = monthlyFils * months;
  const discount = Math.round((listTotal * discountPercent) / 100);
  const total = listTotal - discount;
  return { listTotal, discount, total, vat: vatOf(total, vatBp) };
}

export async function durationPrices(
  db: Database,
  viewer: Viewer,
  packageId: number,
  durationId: number,
  propertyId: number,
) {
  await pricedPackage(db, packageId);
  const d = await packageDuration(db, packageId, durationId, "package_duration_id");
  const types = await propertyTypes(db, viewer, packageId);
  const type = types.find((t) => t.id === propertyId);
  if (!type) throw fieldError("property_id", "The selected property id is invalid.");
  const rows = await db
    .selectFrom("package_pricing")
    .select(["property_size", "monthly_price_fils"])
    .where("package_id", "=", packageId)
    .where("package_duration_id", "=", durationId)
    .where("property_type", "=", type.type)
    .execute();
  const bySize = new Map(rows.map((r) => [r.property_size, num(r.monthly_price_fils)]));
  const months = num(d.months);
  const { sizes, ...propertyType } = type;
  return {
    package_duration: durationOut(d, viewer),
    property_type: propertyType,
    prices: sizes
      .filter((s) => bySize.has(s.key))
      .map((s) => {
        const monthly = bySize.get(s.key)!;
        const { total } = termAmounts(monthly, months, num(d.discount_percent));
        return {
          property_size: s.key,
          property_size_id: s.id,
          size_name: s.name,
          price: aed(monthly),
          discounted_monthly_price: aed(Math.round(total / months)),
          total: aed(total),
        };
      }),
  };
}

export interface PriceRequest {
  package_id: number;
  duration: number;
  property_type: string;
  property_size: string;
}

/** The server-side price quote of a package for a duration, property type and size. */
export async function priceQuote(db: Database, req: PriceRequest): Promise<PriceQuote> {
  const pkg = await pricedPackage(db, req.package_id);
  const d = await packageDuration(db, req.package_id, req.duration, "duration");

  const isId = (v: string) => /^\d+$/.test(v);
  let typeQuery = db.selectFrom("property_types").select(["id", "type"]);
  typeQuery = isId(req.property_type)
    ? typeQuery.where("id", "=", Number(req.property_type))
    : typeQuery.where("type", "=", req.property_type.toLowerCase());
  const typeRow = await typeQuery.executeTakeFirst();
  if (!typeRow) throw fieldError("property_type", "The selected property type is invalid.");
  let sizeQuery = db.selectFrom("property_sizes").select(["id", "key"]).where("property_type_id", "=", typeRow.id);
  sizeQuery = isId(req.property_size)
    ? sizeQuery.where("id", "=", Number(req.property_size))
    : sizeQuery.where("key", "=", req.property_size.toLowerCase());
  const sizeRow = await sizeQuery.executeTakeFirst();
  if (!sizeRow) throw fieldError("property_size", "The selected property size is invalid.");

  const offered = await db
    .selectFrom("package_property_types")
    .select("property_type")
    .where("package_id", "=", pkg.id)
    .where("property_type", "=", typeRow.type)
    .executeTakeFirst();
  if (!offered) throw fieldError("property_type", "This package is not offered for the selected property type.");
  const pricing = await db
    .selectFrom("package_pricing")
    .select("monthly_price_fils")
    .where("package_id", "=", pkg.id)
    .where("package_duration_id", "=", d.id)
    .where("property_type", "=", typeRow.type)
    .where("property_size", "=", sizeRow.key)
    .executeTakeFirst();
  if (!pricing) throw fieldError("property_size", "This package has no price for the selected property size.");

  const months = num(d.months);
  const visitsPerMonth = num(pkg.visits_per_month);
  const visitsTotal = visitsPerMonth * months;
  const monthly = num(pricing.monthly_price_fils);
  const discountPercent = num(d.discount_percent);
  const vatBp = await vatRateBp(db);
  const { listTotal, discount, total, vat } = termAmounts(monthly, months, discountPercent, vatBp);
  return {
    package_id: pkg.id,
    package_duration_id: d.id,
    duration_months: months,
    property_type: typeRow.type as PropertyTypeKey,
    property_size: sizeRow.key,
    currency: "AED",
    visits_per_month: visitsPerMonth,
    visits_total: visitsTotal,
    monthly_price: aed(monthly),
    list_total: aed(listTotal),
    discount_percent: discountPercent,
    discount_amount: aed(discount),
    total: aed(total),
    subtotal_excl_vat: aed(total - vat),
    vat_percentage: bpPercent(vatBp),
    vat_amount: aed(vat),
    monthly_price_after_discount: aed(Math.round(total / months)),
    price_per_visit: aed(visitsTotal > 0 ? Math.round(total / visitsTotal) : total),
  };
}
