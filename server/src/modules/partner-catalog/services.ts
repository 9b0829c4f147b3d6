import { type Database, nowIso } from "../../db/database.js";
import { ApiError } from "../../lib/errors.js";
import { priceParts } from "../../lib/money.js";
import { likePattern, num, orderedWindow, type PageRequest, pageOf } from "../../lib/query.js";
import type { Viewer } from "../catalog/repo.js";
import { vatRateBp } from "../config/settings.js";
import { checkJobType } from "../types-admin/repo.js";
import { type Actor, assertOwner } from "./access.js";
import { CATEGORY_INVALID, SERVICE_NOT_FOUND } from "./messages.js";
import { throwFieldErrors } from "./packages.js";
import type { ServiceFields } from "./schema.js";

const parseList = (text: string): string[] => {
  try {
    const v = JSON.parse(text);
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
};

const rating = (v: unknown) => Math.round(num(v) * 100) / 100;

const base = (db: Database) =>
  db
    .selectFrom("services as s")
    .innerJoin("partners as p", "p.id", "s.partner_id")
    .innerJoin("categories as c", "c.id", "s.category_id")
    .leftJoin("job_types as jt", "jt.id", "s.job_type_id");

const selectServices = (q: ReturnType<typeof base>) =>
  q
    .selectAll("s")
    .select([
      "p.name_en as partner_name_en",
      "p.name_ar as partner_name_ar",
      "c.name_en as category_name_en",
      "c.name_ar as category_name_ar",
      "jt.name_en as job_type_name_en",
      "jt.name_ar as job_type_name_ar",
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof selectServices>["execute"]>>[number];

async function shape(db: Database, viewer: Viewer, rows: Row[]) {
  if (rows.length === 0) return [];
  const ar = viewer.lang === "ar";
  const vatBp = await vatRateBp(db);
  const counts = await db
    .selectFrom("package_services as ps")
    .innerJoin("packages as pk", "pk.id", "ps.package_id")
    .select(["ps.service_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where(
      "ps.service_id",
      "in",
      rows.map((r) => r.id),
    )
    .where("pk.deleted_at", "is", null)
    .groupBy("ps.service_id")
    .execute();
  const packageCount = new Map(counts.map((c) => [c.service_id, num(c.n)]));
  return rows.map((s) => {
    const includes_en = parseList(s.includes_en);
    const includes_ar = parseList(s.includes_ar);
    return {
      id: s.id,
      slug: s.slug,
      partner_id: s.partner_id,
      partner_name: ar ? s.partner_name_ar : s.partner_name_en,
      category_id: s.category_id,
      category_name: ar ? s.category_name_ar : s.category_name_en,
      job_type_id: s.job_type_id ?? null,
      job_type: (ar ? s.job_type_name_ar : s.job_type_name_en) ?? null,
      name: ar ? s.name_ar : s.name_en,
      name_en: s.name_en,
      name_ar: s.name_ar,
      description: ar ? s.description_ar : s.description_en,
      description_en: s.description_en,
      description_ar: s.description_ar,
      includes: ar ? includes_ar : includes_en,
      includes_en,
      includes_ar,
      ...priceParts(num(s.price_fils), vatBp),
      duration_minutes: num(s.duration_minutes),
      image: s.image,
      average_rating: rating(s.average_rating),
      rating_count: num(s.rating_count),
      is_trending: num(s.is_trending),
      status: s.status,
      active: num(s.active),
      package_count: packageCount.get(s.id) ?? 0,
      created_at: s.created_at,
    };
  });
}

export interface ServiceListFilters {
  partner_id?: number;
  category_id?: number;
  active?: boolean;
  search?: string;
}

export type ServiceSort = {
  key: "id" | "name" | "price" | "duration_minutes" | "created_at" | "average_rating";
  dir: "asc" | "desc";
};

/** Every service (active or not) matching the filters. */
export async function listManagedServices(
  db: Database,
  viewer: Viewer,
  f: ServiceListFilters,
  sort: ServiceSort,
  page: PageRequest,
) {
  const filtered = () => {
    let q = base(db);
    if (f.partner_id !== undefined) q = q.where("s.partner_id", "=", f.partner_id);
    if (f.category_id !== undefined) q = q.where("s.category_id", "=", f.category_id);
    if (f.active !== undefined) q = q.where("s.active", "=", f.active ? 1 : 0);
    if (f.search) {
      const pattern = likePattern(f.search);
      q = q.where((eb) =>
        eb.or([eb(eb.fn("lower", ["s.name_en"]), "like", pattern), eb("s.name_ar", "like", pattern)]),
      );
    }
    return q;
  };
  const countRow = await filtered()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const column = {
    id: "s.id",
    name: viewer.lang === "ar" ? "s.name_ar" : "s.name_en",
    price: "s.price_fils",
    duration_minutes: "s.duration_minutes",
    created_at: "s.created_at",
    average_rating: "s.average_rating",
  } as const;
  const order = { by: [[column[sort.key], sort.dir]], tieBreaker: ["s.id", "desc"] } as const;
  const rows = await orderedWindow(selectServices(filtered()), order, page).execute();
  return pageOf(await shape(db, viewer, rows), num(countRow.n), page);
}

export async function serviceDetails(db: Database, viewer: Viewer, id: number) {
  const rows = await selectServices(base(db).where("s.id", "=", id)).execute();
  const [out] = await shape(db, viewer, rows);
  if (!out) throw new ApiError(404, SERVICE_NOT_FOUND);
  return out;
}

/** The service's owner row; 404 unknown, 403 another partner's. */
export async function ownedService(db: Database, actor: Actor, id: number) {
  const row = await db
    .selectFrom("services")
    .select(["id", "partner_id", "image"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, SERVICE_NOT_FOUND);
  assertOwner(actor, row.partner_id);
  return row;
}

export async function checkServiceFields(db: Database, body: ServiceFields) {
  const category = await db
    .selectFrom("categories")
    .select("id")
    .where("id", "=", body.category_id)
    .where("status", "=", "active")
    .executeTakeFirst();
  if (!category) throwFieldErrors({ category_id: [CATEGORY_INVALID] });
  await checkJobType(db, body.job_type_id);
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "service";

async function uniqueSlug(db: Database, partnerId: number, name: string) {
  const partner = await db.selectFrom("partners").select("slug").where("id", "=", partnerId).executeTakeFirstOrThrow();
  const stem = `${partner.slug}-${slugify(name)}`;
  const taken = new Set(
    (await db.selectFrom("services").select("slug").where("slug", "like", `${stem}%`).execute()).map((r) => r.slug),
  );
  if (!taken.has(stem)) return stem;
  for (let i = 2; ; i++) if (!taken.has(`${stem}-${i}`)) return `${stem}-${i}`;
}

const values = (body: ServiceFields) => ({
  category_id: body.category_id,
  name_en: body.name_en,
  name_ar: body.name_ar,
  description_en: body.description_en ?? "",
  description_ar: body.description_ar ?? "",
  includes_en: JSON.stringify(body.includes_en ?? []),
  includes_ar: JSON.stringify(body.includes_ar ?? []),
  price_fils: Math.round(body.price * 100),
  duration_minutes: body.duration_minutes,
  job_type_id: body.job_type_id ?? null,
});

export async function createService(db: Database, partnerId: number, body: ServiceFields, image: string | null) {
  const category = await db
    .selectFrom("categories")
    .select("image")
    .where("id", "=", body.category_id)
    .executeTakeFirst();
  const { id } = await db
    .insertInto("services")
    .values({
      ...values(body),
      partner_id: partnerId,
      slug: await uniqueSlug(db, partnerId, body.name_en),
      image: image ?? category?.image ?? null,
      status: "active",
      active: 1,
      created_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateService(db: Database, id: number, body: ServiceFields, image: string | undefined) {
  await db
    .updateTable("services")
    .set({ ...values(body), ...(image !== undefined ? { image } : {}) })
    .where("id", "=", id)
    .execute();
}

export async function setServiceActive(db: Database, id: number, active: 0 | 1) {
  await db
    .updateTable("services")
    .set({ active, status: active ? "active" : "inactive" })
    .where("id", "=", id)
    .execute();
}
