import type { Transaction } from "kysely";
import { type Database, type DB, nowIso } from "../../db/database.js";
import { ApiError, type FieldErrors, fieldError, MESSAGES } from "../../lib/errors.js";
import { aed, priceParts } from "../../lib/money.js";
import { likePattern, num, orderedWindow, type Page, type PageRequest, pageOf, slicePage } from "../../lib/query.js";
import { cachedCount } from "../catalog/cache.js";
import type { Viewer } from "../catalog/repo.js";
import { vatRateBp } from "../config/settings.js";
import {
  durationOut,
  durationsOf,
  managedPackages,
  packageCards,
  packageNameMatch,
  refreshPackageAggregates,
  selectPackages,
  termAmounts,
} from "../packages/repo.js";
import { type Actor, assertOwner } from "./access.js";
import {
  CATEGORY_INVALID,
  COMMENT_REQUIRED_FOR_STATUS,
  DURATION_MONTHS_TAKEN,
  DURATION_NOT_FOUND,
  DURATION_NOT_OF_PACKAGE,
  DURATION_SOLD,
  NO_DURATIONS,
  PACKAGE_HAS_SUBSCRIPTIONS,
  PACKAGE_NOT_FOUND,
  PACKAGE_STATUS_LABELS,
  PRICE_TWICE,
  SERVICE_NOT_PARTNERS,
  SIZE_NOT_OF_TYPE,
  TYPE_NOT_OFFERED,
} from "./messages.js";
import type { PackageFields } from "./schema.js";

type Lang = Viewer["lang"];

export const statusLabel = (status: string, lang: Lang) => {
  const l = PACKAGE_STATUS_LABELS[status];
  return l ? l[lang === "ar" ? 1 : 0] : status;
};

/** 422 with every field error at once (the top message is the error itself when there is only one). */
export function throwFieldErrors(errors: FieldErrors): void {
  const keys = Object.keys(errors);
  if (keys.length === 0) return;
  throw new ApiError(422, keys.length === 1 ? errors[keys[0]][0] : MESSAGES.invalid, errors);
}

// ---- reading -------------------------------------------------------------------------------------------------

/** A managed (not deleted) package's owner row; 404 unknown, 403 another partner's. */
export async function ownedPackage(db: Database, actor: Actor, id: number) {
  const pkg = await db
    .selectFrom("packages")
    .select(["id", "partner_id", "status", "active", "image"])
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!pkg) throw new ApiError(404, PACKAGE_NOT_FOUND);
  assertOwner(actor, pkg.partner_id);
  return pkg;
}

async function managedCards(db: Database, viewer: Viewer, rows: Awaited<ReturnType<typeof selectRows>>) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [cards, links, durations, prices] = await Promise.all([
    packageCards(db, viewer, rows),
    db.selectFrom("package_services").select(["package_id", "service_id"]).where("package_id", "in", ids).execute(),
    db
      .selectFrom("package_durations")
      .select(["package_id", (eb) => eb.fn.countAll<number>().as("n")])
      .where("package_id", "in", ids)
      .groupBy("package_id")
      .execute(),
    db
      .selectFrom("package_pricing")
      .select(["package_id", (eb) => eb.fn.countAll<number>().as("n")])
      .where("package_id", "in", ids)
      .groupBy("package_id")
      .execute(),
  ]);
  const durationCount = new Map(durations.map((d) => [d.package_id, num(d.n)]));
  const priceCount = new Map(prices.map((d) => [d.package_id, num(d.n)]));
  return cards.map((c, i) => ({
    ...c,
    status_label: statusLabel(c.status, viewer.lang),
    service_ids: links
      .filter((l) => l.package_id === c.id)
      .map((l) => l.service_id)
      .sort((a, b) => a - b),
    duration_count: durationCount.get(c.id) ?? 0,
    price_count: priceCount.get(c.id) ?? 0,
    created_at: rows[i].created_at,
    updated_at: rows[i].updated_at,
  }));
}

const selectRows = (q: ReturnType<typeof managedPackages>) =>
  selectPackages(q).select(["pk.created_at", "pk.updated_at"]).execute();

export interface ManagedFilters {
  partner_id?: number;
  status?: string;
  active?: boolean;
  category_id?: number;
  is_handpicked?: boolean;
  search?: string;
}

export type ManagedSort = {
  key: "id" | "name" | "status" | "created_at" | "updated_at" | "visits_per_month";
  dir: "asc" | "desc";
};

/** Every (not deleted) package matching the filters, whatever its status or active flag. */
export async function listManagedPackages(
  db: Database,
  viewer: Viewer,
  f: ManagedFilters,
  sort: ManagedSort,
  page: PageRequest,
) {
  const filtered = () => {
    let q = managedPackages(db);
    if (f.partner_id !== undefined) q = q.where("pk.partner_id", "=", f.partner_id);
    if (f.status !== undefined) q = q.where("pk.status", "=", f.status);
    if (f.active !== undefined) q = q.where("pk.active", "=", f.active ? 1 : 0);
    if (f.category_id !== undefined) q = q.where("pk.category_id", "=", f.category_id);
    if (f.is_handpicked !== undefined) q = q.where("pk.is_handpicked", "=", f.is_handpicked ? 1 : 0);
    if (f.search) {
      const pattern = likePattern(f.search);
      const byName = packageNameMatch(db, f.search);
      // the partner's name through its id, so each side of the OR can use an index
      q = q.where((eb) =>
        eb.or([
          byName(eb),
          eb(
            "pk.partner_id",
            "in",
            eb
              .selectFrom("partners as pn")
              .select("pn.id")
              .where((e) => e(e.fn("lower", ["pn.name_en"]), "like", pattern)),
          ),
        ]),
      );
    }
    return q;
  };
  // the exact total, counted once per filter and catalog version (deeper pages and other sorts reuse it)
  const total = await cachedCount(db, `package/list|${JSON.stringify(f)}`, async () =>
    num(
      (
        await filtered()
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  );
  const column = {
    id: "pk.id",
    name: viewer.lang === "ar" ? "pk.name_ar" : "pk.name_en",
    status: "pk.status",
    created_at: "pk.created_at",
    updated_at: "pk.updated_at",
    visits_per_month: "pk.visits_per_month",
  } as const;
  const order = { by: [[column[sort.key], sort.dir]], tieBreaker: ["pk.id", "desc"] } as const;
  const rows = await selectRows(orderedWindow(filtered(), order, page));
  return pageOf(await managedCards(db, viewer, rows), total, page);
}

/** A managed package with its durations, or null (deleted or unknown). */
export async function findManagedPackage(db: Database, viewer: Viewer, id: number) {
  const rows = await selectRows(managedPackages(db).where("pk.id", "=", id));
  if (rows.length === 0) return null;
  const [card] = await managedCards(db, viewer, rows);
  const durations = (await durationsOf(db, id)).map((d) => durationOut(d, viewer));
  return { ...card, durations };
}

export async function packageDetails(db: Database, viewer: Viewer, id: number) {
  const pkg = await findManagedPackage(db, viewer, id);
  if (!pkg) throw new ApiError(404, PACKAGE_NOT_FOUND);
  return pkg;
}

// ---- writing -------------------------------------------------------------------------------------------------

/** Cross-field checks of a package body: an active category, the partner's own services. */
export async function checkPackageFields(db: Database, partnerId: number, body: PackageFields) {
  const errors: FieldErrors = {};
  const category = await db
    .selectFrom("categories")
    .select("id")
    .where("id", "=", body.category_id)
    .where("status", "=", "active")
    .executeTakeFirst();
  if (!category) errors.category_id = [CATEGORY_INVALID];
  const own = new Set(
    (
      await db
        .selectFrom("services")
        .select("id")
        .where("partner_id", "=", partnerId)
        .where("id", "in", body.service_ids)
        .execute()
    ).map((s) => s.id),
  );
  body.service_ids.forEach((id, i) => {
    if (!own.has(id)) errors[`service_ids.${i}`] = [SERVICE_NOT_PARTNERS];
  });
  throwFieldErrors(errors);
}

export async function createPackage(db: Database, partnerId: number, body: PackageFields, image: string | null) {
  return db.transaction().execute(async (trx) => {
    const at = nowIso();
    const { id } = await trx
      .insertInto("packages")
      .values({
        partner_id: partnerId,
        category_id: body.category_id,
        name_en: body.name_en,
        name_ar: body.name_ar,
        description_en: body.description_en ?? "",
        description_ar: body.description_ar ?? "",
        image,
        visits_per_month: body.visits_per_month,
        unused_visits: body.unused_visits ?? "lost",
        status: "Approved",
        active: 1,
        is_handpicked: 0,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("package_services")
      .values(body.service_ids.map((service_id) => ({ package_id: id, service_id })))
      .execute();
    await trx
      .insertInto("package_property_types")
      .values(body.property_types.map((property_type) => ({ package_id: id, property_type })))
      .execute();
    await refreshPackageAggregates(trx, { packageId: id, partnerId });
    return id;
  });
}

/** Replaces the package's fields; prices of property types it no longer offers are removed. */
export async function updatePackage(db: Database, id: number, body: PackageFields, image: string | undefined) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("packages")
      .set({
        category_id: body.category_id,
        name_en: body.name_en,
        name_ar: body.name_ar,
        description_en: body.description_en ?? "",
        description_ar: body.description_ar ?? "",
        visits_per_month: body.visits_per_month,
        ...(body.unused_visits ? { unused_visits: body.unused_visits } : {}),
        ...(image !== undefined ? { image } : {}),
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .execute();
    await trx.deleteFrom("package_services").where("package_id", "=", id).execute();
    await trx
      .insertInto("package_services")
      .values(body.service_ids.map((service_id) => ({ package_id: id, service_id })))
      .execute();
    await trx.deleteFrom("package_property_types").where("package_id", "=", id).execute();
    await trx
      .insertInto("package_property_types")
      .values(body.property_types.map((property_type) => ({ package_id: id, property_type })))
      .execute();
    await trx
      .deleteFrom("package_pricing")
      .where("package_id", "=", id)
      .where("property_type", "not in", body.property_types)
      .execute();
    await refreshPackageAggregates(trx, { packageId: id, partnerId: await partnerOf(trx, id) });
  });
}

/** The partner of a package (for the aggregates a write refreshes). */
async function partnerOf(db: Database | Transaction<DB>, packageId: number): Promise<number> {
  const row = await db
    .selectFrom("packages")
    .select("partner_id")
    .where("id", "=", packageId)
    .executeTakeFirstOrThrow();
  return row.partner_id;
}

export async function setPackageFlag(db: Database, id: number, values: { active?: number; is_handpicked?: number }) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("packages")
      .set({ ...values, updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
    await refreshPackageAggregates(trx, { partnerId: await partnerOf(trx, id) });
  });
}

/** Sets the status and records it (with the comment) in the package's thread. */
export async function changeStatus(
  db: Database,
  actor: Actor,
  pkg: { id: number; status: string },
  status: string,
  comment: string | undefined,
) {
  if ((status === "Rejected" || status === "Changes Requested") && !comment) {
    throw fieldError("comments", COMMENT_REQUIRED_FOR_STATUS);
  }
  await db.transaction().execute(async (trx) => {
    const at = nowIso();
    await trx.updateTable("packages").set({ status, updated_at: at }).where("id", "=", pkg.id).execute();
    await refreshPackageAggregates(trx, { partnerId: await partnerOf(trx, pkg.id) });
    await trx
      .insertInto("package_comments")
      .values({
        package_id: pkg.id,
        author_user_id: actor.userId,
        author_role: actor.kind,
        status,
        previous_status: pkg.status,
        comment: comment ?? null,
        created_at: at,
      })
      .execute();
  });
}

export async function addComment(db: Database, actor: Actor, packageId: number, comment: string) {
  const { id } = await db
    .insertInto("package_comments")
    .values({
      package_id: packageId,
      author_user_id: actor.userId,
      author_role: actor.kind,
      status: null,
      previous_status: null,
      comment,
      created_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** The package's thread, oldest first (one comment when `id` is given). */
export async function listComments(db: Database, lang: Lang, packageId: number, id?: number) {
  let q = db
    .selectFrom("package_comments as c")
    .leftJoin("users as u", "u.id", "c.author_user_id")
    .selectAll("c")
    .select(["u.first_name", "u.last_name"])
    .where("c.package_id", "=", packageId)
    .orderBy("c.id");
  if (id !== undefined) q = q.where("c.id", "=", id);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    package_id: r.package_id,
    author_user_id: r.author_user_id,
    author_name: r.first_name ? `${r.first_name} ${r.last_name ?? ""}`.trim() : null,
    author_role: r.author_role,
    status_performed_by: r.author_role,
    status: r.status,
    status_label: r.status ? statusLabel(r.status, lang) : null,
    previous_status: r.previous_status,
    comments: r.comment,
    created_at: r.created_at,
  }));
}

/** Copies a package with its services, property types, durations and pricing: inactive, named "... (copy)". */
export async function clonePackage(db: Database, id: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const src = await trx.selectFrom("packages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const at = nowIso();
    const { id: copyId } = await trx
      .insertInto("packages")
      .values({
        partner_id: src.partner_id,
        category_id: src.category_id,
        name_en: `${src.name_en} (copy)`.slice(0, 200),
        name_ar: `${src.name_ar} (نسخة)`.slice(0, 200),
        description_en: src.description_en,
        description_ar: src.description_ar,
        image: src.image,
        visits_per_month: src.visits_per_month,
        unused_visits: src.unused_visits,
        status: src.status,
        active: 0,
        is_handpicked: 0,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const services = await trx
      .selectFrom("package_services")
      .select("service_id")
      .where("package_id", "=", id)
      .execute();
    if (services.length > 0)
      await trx
        .insertInto("package_services")
        .values(services.map((s) => ({ package_id: copyId, service_id: s.service_id })))
        .execute();
    const types = await trx
      .selectFrom("package_property_types")
      .select("property_type")
      .where("package_id", "=", id)
      .execute();
    if (types.length > 0)
      await trx
        .insertInto("package_property_types")
        .values(types.map((t) => ({ package_id: copyId, property_type: t.property_type })))
        .execute();
    const durations = await trx.selectFrom("package_durations").selectAll().where("package_id", "=", id).execute();
    for (const d of durations) {
      const { id: durationId } = await trx
        .insertInto("package_durations")
        .values({
          package_id: copyId,
          months: d.months,
          label_en: d.label_en,
          label_ar: d.label_ar,
          discount_percent: d.discount_percent,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const prices = await trx
        .selectFrom("package_pricing")
        .selectAll()
        .where("package_duration_id", "=", d.id)
        .execute();
      if (prices.length > 0)
        await trx
          .insertInto("package_pricing")
          .values(
            prices.map((p) => ({
              package_id: copyId,
              package_duration_id: durationId,
              property_type: p.property_type,
              property_size: p.property_size,
              monthly_price_fils: p.monthly_price_fils,
            })),
          )
          .execute();
    }
    await refreshPackageAggregates(trx, { packageId: copyId, partnerId: src.partner_id });
    return copyId;
  });
}

/**
 * Deletes a package: 422 while it has active (or pending, not yet paid) subscriptions; one that was sold before
 * (orders, past subscriptions) is only marked deleted (hidden everywhere, inactive) so its history stays; anything
 * else is removed with its durations, pricing and comments. Carts holding it lose the item.
 */
export async function deletePackage(db: Database, id: number): Promise<"deleted" | "archived"> {
  const live = await db
    .selectFrom("package_subscriptions")
    .select("id")
    .where("package_id", "=", id)
    .where("status", "in", ["active", "pending"])
    .executeTakeFirst();
  if (live) throw fieldError("package_id", PACKAGE_HAS_SUBSCRIPTIONS);
  return db.transaction().execute(async (trx) => {
    const partnerId = await partnerOf(trx, id);
    await trx.deleteFrom("package_cart_items").where("package_id", "=", id).execute();
    const sold =
      (await trx.selectFrom("package_subscriptions").select("id").where("package_id", "=", id).executeTakeFirst()) ??
      (await trx.selectFrom("order_lines").select("id").where("package_id", "=", id).executeTakeFirst());
    if (sold) {
      const at = nowIso();
      await trx
        .updateTable("packages")
        .set({ deleted_at: at, active: 0, is_handpicked: 0, updated_at: at })
        .where("id", "=", id)
        .execute();
      await refreshPackageAggregates(trx, { partnerId });
      return "archived" as const;
    }
    await trx.deleteFrom("packages").where("id", "=", id).execute();
    await refreshPackageAggregates(trx, { partnerId });
    return "deleted" as const;
  });
}

// ---- durations -----------------------------------------------------------------------------------------------

const defaultLabels = (months: number) => ({
  en: months === 1 ? "1 month" : `${months} months`,
  ar: months === 1 ? "شهر واحد" : months === 2 ? "شهران" : months <= 10 ? `${months} أشهر` : `${months} شهراً`,
});

async function durationRows(db: Database, packageId: number) {
  const [durations, counts] = await Promise.all([
    db.selectFrom("package_durations").selectAll().where("package_id", "=", packageId).execute(),
    db
      .selectFrom("package_pricing")
      .select(["package_duration_id", (eb) => eb.fn.countAll<number>().as("n")])
      .where("package_id", "=", packageId)
      .groupBy("package_duration_id")
      .execute(),
  ]);
  const priced = new Map(counts.map((c) => [c.package_duration_id, num(c.n)]));
  return durations.map((d) => ({ ...d, price_count: priced.get(d.id) ?? 0 }));
}

const managedDuration = (d: Awaited<ReturnType<typeof durationRows>>[number], viewer: Viewer) => ({
  ...durationOut(d, viewer),
  package_id: d.package_id,
  price_count: d.price_count,
});

export async function listDurations(
  db: Database,
  viewer: Viewer,
  packageId: number,
  search: string | undefined,
  sort: { key: "id" | "months" | "discount_percent" | "label"; dir: "asc" | "desc" },
  page: PageRequest,
) {
  let rows = (await durationRows(db, packageId)).map((d) => managedDuration(d, viewer));
  if (search) {
    const s = search.toLowerCase();
    rows = rows.filter(
      (d) => d.label_en.toLowerCase().includes(s) || d.label_ar.includes(search) || String(d.months) === search,
    );
  }
  const sign = sort.dir === "desc" ? -1 : 1;
  const value = (d: (typeof rows)[number]) => (sort.key === "label" ? d.label : d[sort.key]);
  rows.sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const c = typeof x === "string" ? x.localeCompare(String(y)) : (x as number) - (y as number);
    return sign * c || a.id - b.id;
  });
  return slicePage(rows, page);
}

export async function findDuration(db: Database, viewer: Viewer, id: number) {
  const d = await db
    .selectFrom("package_durations")
    .select(["id", "package_id"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!d) return null;
  const rows = await durationRows(db, d.package_id);
  const row = rows.find((r) => r.id === id);
  return row ? managedDuration(row, viewer) : null;
}

export interface DurationInput {
  id?: number;
  package_id: number;
  months: number;
  label_en?: string;
  label_ar?: string;
  discount_percent: number;
}

/** Adds (no id) or updates a duration of the package; months are unique per package. */
export async function saveDuration(db: Database, input: DurationInput): Promise<number> {
  if (input.id !== undefined) {
    const own = await db
      .selectFrom("package_durations")
      .select("id")
      .where("id", "=", input.id)
      .where("package_id", "=", input.package_id)
      .executeTakeFirst();
    if (!own) throw fieldError("id", DURATION_NOT_OF_PACKAGE);
  }
  let clash = db
    .selectFrom("package_durations")
    .select("id")
    .where("package_id", "=", input.package_id)
    .where("months", "=", input.months);
  if (input.id !== undefined) clash = clash.where("id", "!=", input.id);
  if (await clash.executeTakeFirst()) throw fieldError("months", DURATION_MONTHS_TAKEN);
  const labels = defaultLabels(input.months);
  const values = {
    months: input.months,
    label_en: input.label_en ?? labels.en,
    label_ar: input.label_ar ?? labels.ar,
    discount_percent: input.discount_percent,
  };
  return db.transaction().execute(async (trx) => {
    if (input.id !== undefined) {
      await trx.updateTable("package_durations").set(values).where("id", "=", input.id).execute();
    } else {
      const row = await trx
        .insertInto("package_durations")
        .values({ ...values, package_id: input.package_id })
        .returning("id")
        .executeTakeFirstOrThrow();
      input.id = row.id;
    }
    await trx.updateTable("packages").set({ updated_at: nowIso() }).where("id", "=", input.package_id).execute();
    return input.id;
  });
}

/** The duration's package id; 404 unknown. */
export async function durationPackage(db: Database, id: number) {
  const d = await db
    .selectFrom("package_durations")
    .select(["id", "package_id"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!d) throw new ApiError(404, DURATION_NOT_FOUND);
  return d;
}

/** Deletes a duration with its prices; 422 once it has been sold (carts holding it lose the item). */
export async function deleteDuration(db: Database, id: number) {
  const sold = await db
    .selectFrom("package_subscriptions")
    .select("id")
    .where("package_duration_id", "=", id)
    .executeTakeFirst();
  if (sold) throw fieldError("id", DURATION_SOLD);
  await db.transaction().execute(async (trx) => {
    const d = await trx
      .selectFrom("package_durations")
      .select("package_id")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    await trx.deleteFrom("package_cart_items").where("package_duration_id", "=", id).execute();
    await trx.deleteFrom("package_durations").where("id", "=", id).execute();
    await refreshPackageAggregates(trx, { packageId: d.package_id, partnerId: await partnerOf(trx, d.package_id) });
  });
}

// ---- pricing -------------------------------------------------------------------------------------------------

export interface PriceInput {
  property_type: string;
  property_size: string;
  price: number;
}

/** Checks each price against the package's property types and the type's sizes; answers them with size keys. */
async function checkPrices(db: Database, packageId: number, prices: PriceInput[]) {
  const [offered, sizes] = await Promise.all([
    db.selectFrom("package_property_types").select("property_type").where("package_id", "=", packageId).execute(),
    db
      .selectFrom("property_sizes as s")
      .innerJoin("property_types as t", "t.id", "s.property_type_id")
      .select(["t.type", "s.key"])
      .execute(),
  ]);
  const types = new Set(offered.map((o) => o.property_type));
  const valid = new Set(sizes.map((s) => `${s.type}/${s.key}`));
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  const out = prices.map((p, i) => {
    const size = p.property_size.toLowerCase();
    const key = `${p.property_type}/${size}`;
    if (!types.has(p.property_type)) errors[`prices.${i}.property_type`] = [TYPE_NOT_OFFERED];
    else if (!valid.has(key)) errors[`prices.${i}.property_size`] = [SIZE_NOT_OF_TYPE];
    else if (seen.has(key)) errors[`prices.${i}`] = [PRICE_TWICE];
    seen.add(key);
    return { property_type: p.property_type, property_size: size, monthly_price_fils: Math.round(p.price * 100) };
  });
  throwFieldErrors(errors);
  return out;
}

/** Replaces the prices of the given durations (every duration of the package when `durationIds` is all of them). */
async function replacePrices(db: Database, packageId: number, durationIds: number[], prices: PriceInput[]) {
  const rows = await checkPrices(db, packageId, prices);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("package_pricing")
      .where("package_id", "=", packageId)
      .where("package_duration_id", "in", durationIds)
      .execute();
    await trx
      .insertInto("package_pricing")
      .values(durationIds.flatMap((d) => rows.map((r) => ({ ...r, package_id: packageId, package_duration_id: d }))))
      .execute();
    await trx.updateTable("packages").set({ updated_at: nowIso() }).where("id", "=", packageId).execute();
    await refreshPackageAggregates(trx, { packageId, partnerId: await partnerOf(trx, packageId) });
  });
}

export async function saveDurationPricing(db: Database, packageId: number, durationId: number, prices: PriceInput[]) {
  const d = await db
    .selectFrom("package_durations")
    .select("id")
    .where("id", "=", durationId)
    .where("package_id", "=", packageId)
    .executeTakeFirst();
  if (!d) throw fieldError("package_duration_id", DURATION_NOT_OF_PACKAGE);
  await replacePrices(db, packageId, [durationId], prices);
}

export async function saveAllPricing(db: Database, packageId: number, prices: PriceInput[]) {
  const durations = await db.selectFrom("package_durations").select("id").where("package_id", "=", packageId).execute();
  if (durations.length === 0) throw fieldError("package_id", NO_DURATIONS);
  await replacePrices(
    db,
    packageId,
    durations.map((d) => d.id),
    prices,
  );
}

export type PricingSort = { key: "id" | "price" | "months" | "property_type" | "property_size"; dir: "asc" | "desc" };

/** The package's prices (of one duration), in property order by default. */
export async function pricingRows(
  db: Database,
  viewer: Viewer,
  packageId: number,
  f: { package_duration_id?: number; search?: string },
) {
  const ar = viewer.lang === "ar";
  const vatBp = await vatRateBp(db);
  let q = db
    .selectFrom("package_pricing as pp")
    .innerJoin("package_durations as d", "d.id", "pp.package_duration_id")
    .innerJoin("property_types as t", "t.type", "pp.property_type")
    .innerJoin("property_sizes as s", (j) =>
      j.onRef("s.property_type_id", "=", "t.id").onRef("s.key", "=", "pp.property_size"),
    )
    .select([
      "pp.id",
      "pp.package_id",
      "pp.package_duration_id",
      "pp.property_type",
      "pp.property_size",
      "pp.monthly_price_fils",
      "d.months",
      "d.label_en",
      "d.label_ar",
      "d.discount_percent",
      "t.name_en as type_en",
      "t.name_ar as type_ar",
      "t.sort_order as type_order",
      "s.name_en as size_en",
      "s.name_ar as size_ar",
      "s.sort_order as size_order",
    ])
    .where("pp.package_id", "=", packageId);
  if (f.package_duration_id !== undefined) q = q.where("pp.package_duration_id", "=", f.package_duration_id);
  const rows = await q.execute();
  let out = rows
    .sort(
      (a, b) =>
        num(a.months) - num(b.months) ||
        num(a.type_order) - num(b.type_order) ||
        num(a.size_order) - num(b.size_order) ||
        a.id - b.id,
    )
    .map((r) => {
      const months = num(r.months);
      const monthly = num(r.monthly_price_fils);
      const { total } = termAmounts(monthly, months, num(r.discount_percent));
      return {
        id: r.id,
        package_id: r.package_id,
        package_duration_id: r.package_duration_id,
        months,
        duration_label: ar ? r.label_ar : r.label_en,
        discount_percent: num(r.discount_percent),
        property_type: r.property_type as "apartment" | "villa" | "office",
        property_type_name: ar ? r.type_ar : r.type_en,
        property_size: r.property_size,
        property_size_name: ar ? r.size_ar : r.size_en,
        ...priceParts(monthly, vatBp),
        discounted_monthly_price: aed(Math.round(total / months)),
        total: aed(total),
      };
    });
  if (f.search) {
    const s = f.search.toLowerCase();
    out = out.filter((r) =>
      [r.property_type, r.property_size, r.property_type_name, r.property_size_name, r.duration_label].some((x) =>
        x.toLowerCase().includes(s),
      ),
    );
  }
  return out;
}

export async function listPricing(
  db: Database,
  viewer: Viewer,
  packageId: number,
  f: { package_duration_id?: number; search?: string },
  sort: PricingSort | null,
  page: PageRequest,
): Promise<Page<Awaited<ReturnType<typeof pricingRows>>[number]>> {
  if (f.package_duration_id !== undefined) {
    const d = await db
      .selectFrom("package_durations")
      .select("id")
      .where("id", "=", f.package_duration_id)
      .where("package_id", "=", packageId)
      .executeTakeFirst();
    if (!d) throw fieldError("package_duration_id", DURATION_NOT_OF_PACKAGE);
  }
  const rows = await pricingRows(db, viewer, packageId, f);
  if (sort) {
    const sign = sort.dir === "desc" ? -1 : 1;
    const value = (r: (typeof rows)[number]) => r[sort.key];
    rows.sort((a, b) => {
      const x = value(a);
      const y = value(b);
      const c = typeof x === "string" ? x.localeCompare(String(y)) : (x as number) - (y as number);
      return sign * c || a.id - b.id;
    });
  }
  return slicePage(rows, page);
}
