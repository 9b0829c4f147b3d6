import type { Database } from "../../db/database.js";
import { ApiError, type FieldErrors } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { likePattern, num, orderedWindow, pageOf } from "../../lib/query.js";
import { APPLICATION_STATUSES, type DOCUMENT_TYPES } from "../applications/schema.js";
import type { Viewer } from "../catalog/repo.js";
import { PACKAGE_STATUSES } from "../packages/schema.js";
import { partnerProfile, serviceAreas } from "../partner-catalog/partner.js";
import { approvedApplication, currentCommission, partnerDocuments } from "./edit.js";
import { APPLICATION_ID_INVALID, PARTNER_NOT_FOUND } from "./messages.js";
import type { PartnerListQuery } from "./schema.js";

const rating = (v: unknown) => Math.round(num(v) * 100) / 100;

/**
 * Partners for the admin list: filters, sorting and paging in SQL (counts are correlated sub-queries on indexed
 * `partner_id` columns), then the page's emirates in one query.
 */
export async function listPartners(db: Database, q: PartnerListQuery, lang: Lang) {
  const filtered = () => {
    let query = db.selectFrom("partners as p");
    if (q.status) query = query.where("p.status", "=", q.status);
    if (q.search) {
      const pattern = likePattern(q.search);
      const raw = `%${q.search.replace(/[%_\\]/g, "")}%`;
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn("lower", ["p.name_en"]), "like", pattern),
          eb("p.name_ar", "like", raw),
          eb(eb.fn("lower", ["p.email"]), "like", pattern),
          eb("p.phone", "like", raw),
          eb("p.slug", "like", pattern),
        ]),
      );
    }
    if (q.emirate_id !== undefined) {
      const emirateId = q.emirate_id;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom("partner_communities as pc")
            .innerJoin("communities as c", "c.id", "pc.community_id")
            .select("pc.partner_id")
            .whereRef("pc.partner_id", "=", "p.id")
            .where("c.emirate_id", "=", emirateId),
        ),
      );
    }
    if (q.category_id !== undefined) {
      const categoryId = q.category_id;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom("services as s")
            .select("s.id")
            .whereRef("s.partner_id", "=", "p.id")
            .where("s.category_id", "=", categoryId),
        ),
      );
    }
    return query;
  };

  const total = num(
    (
      await filtered()
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

  const rows = filtered().select((eb) => [
    "p.id",
    "p.slug",
    "p.name_en",
    "p.name_ar",
    "p.logo",
    "p.email",
    "p.phone",
    "p.status",
    "p.average_rating",
    "p.rating_count",
    "p.created_at",
    eb
      .selectFrom("services as s")
      .select((e) => e.fn.countAll<number>().as("n"))
      .whereRef("s.partner_id", "=", "p.id")
      .as("service_count"),
    eb
      .selectFrom("services as s")
      .select((e) => e.fn.countAll<number>().as("n"))
      .whereRef("s.partner_id", "=", "p.id")
      .where("s.active", "=", 1)
      .as("active_service_count"),
    eb
      .selectFrom("packages as pk")
      .select((e) => e.fn.countAll<number>().as("n"))
      .whereRef("pk.partner_id", "=", "p.id")
      .where("pk.deleted_at", "is", null)
      .as("package_count"),
    eb
      .selectFrom("partner_communities as pc")
      .select((e) => e.fn.countAll<number>().as("n"))
      .whereRef("pc.partner_id", "=", "p.id")
      .as("community_count"),
  ]);
  const key = q.sortKey ?? "id";
  const dir = q.sortVal ?? (q.sortKey ? "asc" : "desc");
  const column =
    key === "name"
      ? lang === "ar"
        ? "p.name_ar"
        : "p.name_en"
      : key === "service_count" || key === "package_count"
        ? key
        : `p.${key}`;
  const page = await orderedWindow(rows, { by: [[column, dir]], tieBreaker: ["p.id", "desc"] }, q).execute();

  const ids = page.map((r) => r.id);
  const emirateRows = ids.length
    ? await db
        .selectFrom("partner_communities as pc")
        .innerJoin("communities as c", "c.id", "pc.community_id")
        .innerJoin("emirates as e", "e.id", "c.emirate_id")
        .select(["pc.partner_id", "e.id as emirate_id", "e.name_en", "e.name_ar", "e.sort_order"])
        .distinct()
        .where("pc.partner_id", "in", ids)
        .orderBy("e.sort_order")
        .orderBy("e.id")
        .execute()
    : [];
  const emirates = new Map<number, string[]>();
  for (const r of emirateRows) {
    const list = emirates.get(r.partner_id) ?? [];
    const name = lang === "ar" ? r.name_ar : r.name_en;
    if (!list.includes(name)) list.push(name);
    emirates.set(r.partner_id, list);
  }

  return pageOf(
    page.map((p) => ({
      id: p.id,
      slug: p.slug,
      name: lang === "ar" ? p.name_ar : p.name_en,
      name_en: p.name_en,
      name_ar: p.name_ar,
      logo: p.logo,
      email: p.email,
      phone: p.phone,
      status: p.status,
      average_rating: rating(p.average_rating),
      rating_count: num(p.rating_count),
      service_count: num(p.service_count),
      active_service_count: num(p.active_service_count),
      package_count: num(p.package_count),
      community_count: num(p.community_count),
      emirates: emirates.get(p.id) ?? [],
      created_at: p.created_at,
    })),
    total,
    q,
  );
}

/** The partner's profile (partner-catalog's) plus areas, packages by status, its application and its users. */
export async function partnerDetails(db: Database, viewer: Viewer, id: number) {
  const exists = await db
    .selectFrom("partners")
    .select(["id", "address", "status_reason", "status_changed_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!exists) throw new ApiError(404, PARTNER_NOT_FOUND);
  const [profile, areas, byStatus, application, users, approved, commission, documents, areaIds] = await Promise.all([
    partnerProfile(db, viewer, id),
    serviceAreas(db, viewer, id),
    db
      .selectFrom("packages")
      .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
      .where("partner_id", "=", id)
      .where("deleted_at", "is", null)
      .groupBy("status")
      .execute(),
    db
      .selectFrom("partner_applications")
      .select(["id", "status"])
      .where("partner_id", "=", id)
      .orderBy("id", "desc")
      .executeTakeFirst(),
    db
      .selectFrom("users")
      .select(["id", "first_name", "last_name", "email", "phone", "status"])
      .where("partner_id", "=", id)
      .orderBy("id")
      .execute(),
    approvedApplication(db, id),
    currentCommission(db, id),
    partnerDocuments(db, id),
    db.selectFrom("partner_communities").select("community_id").where("partner_id", "=", id).execute(),
  ]);
  const typeKey = approved?.company_type ?? profile.company?.company_type ?? null;
  const type = typeKey
    ? await db.selectFrom("company_types").select(["name_en", "name_ar"]).where("key", "=", typeKey).executeTakeFirst()
    : undefined;
  const packagesByStatus: Record<string, number> = Object.fromEntries(PACKAGE_STATUSES.map((s) => [s, 0]));
  for (const r of byStatus) packagesByStatus[r.status] = num(r.n);
  return {
    ...profile,
    packages_by_status: packagesByStatus,
    areas: areas.emirates,
    application: application ?? null,
    address: exists.address ?? null,
    status_reason: profile.status === "inactive" ? (exists.status_reason ?? null) : null,
    status_changed_at: exists.status_changed_at ?? null,
    company_type_name: type ? (viewer.lang === "ar" ? type.name_ar : type.name_en) : null,
    contact: {
      contact_person: approved?.contact_person ?? null,
      contact_phone: approved?.contact_phone ?? null,
      contact_email: approved?.contact_email ?? null,
    },
    bank: {
      bank_name: approved?.bank_name ?? null,
      account_name: approved?.account_name ?? null,
      iban: approved?.iban ?? null,
    },
    area_ids: areaIds.map((r) => r.community_id).sort((a, b) => a - b),
    commission,
    documents: documents as Array<(typeof documents)[number] & { type: (typeof DOCUMENT_TYPES)[number] }>,
    users,
  };
}

/** How many applications hold each status (`all`: every one that is not a draft), one grouped query. */
export async function applicationCounts(db: Database) {
  const rows = await db
    .selectFrom("partner_applications")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  const out: Record<string, number> = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0]));
  for (const r of rows) out[r.status] = num(r.n);
  const all = Object.entries(out)
    .filter(([s]) => s !== "draft")
    .reduce((sum, [, n]) => sum + n, 0);
  return { all, ...out } as { all: number } & Record<(typeof APPLICATION_STATUSES)[number], number>;
}

/** 422 per unknown application id (`ids.{i}`). */
export async function checkApplicationIds(db: Database, ids: number[]) {
  const known = new Set(
    (await db.selectFrom("partner_applications").select("id").where("id", "in", ids).execute()).map((r) => r.id),
  );
  const errors: FieldErrors = {};
  ids.forEach((id, i) => {
    if (!known.has(id)) errors[`ids.${i}`] = [APPLICATION_ID_INVALID];
  });
  if (Object.keys(errors).length) throw new ApiError(422, Object.values(errors)[0][0], errors);
}
