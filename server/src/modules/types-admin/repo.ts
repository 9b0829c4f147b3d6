import { type Database, nowIso } from "../../db/database.js";
import { type AuditActor, audit } from "../../lib/audit.js";
import { ApiError, fieldError } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { likePattern, num, orderedWindow, type PageRequest, pageOf } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import * as M from "./messages.js";
import type { TypeListQuery, TypeStatus, TypeWrite } from "./schema.js";

/**
 * Company types (partner onboarding, `partner_applications.company_type` holds the key) and job types (classify
 * services, `services.job_type_id`): one implementation for both tables. The key is derived from the English name
 * when created and never changes (applications store it).
 */

export type TypeKind = "company" | "job";

const KINDS = {
  company: {
    table: "company_types",
    entity: "company_type",
    notFound: M.COMPANY_TYPE_NOT_FOUND,
    enTaken: M.COMPANY_TYPE_NAME_EN_TAKEN,
    arTaken: M.COMPANY_TYPE_NAME_AR_TAKEN,
  },
  job: {
    table: "job_types",
    entity: "job_type",
    notFound: M.JOB_TYPE_NOT_FOUND,
    enTaken: M.JOB_TYPE_NAME_EN_TAKEN,
    arTaken: M.JOB_TYPE_NAME_AR_TAKEN,
  },
} as const;

// Both tables share every column but the descriptions; queries are typed against job_types.
const tableOf = (kind: TypeKind) => KINDS[kind].table as "job_types";

interface StoredRow {
  id: number;
  key: string;
  name_en: string;
  name_ar: string;
  description_en?: string | null;
  description_ar?: string | null;
  sort_order: number;
  status: string;
  created_at: string | null;
  updated_at: string | null;
}

const out = (kind: TypeKind, r: StoredRow, lang: Lang) => {
  const row = {
    id: num(r.id),
    key: r.key,
    name: lang === "ar" ? r.name_ar : r.name_en,
    name_en: r.name_en,
    name_ar: r.name_ar,
    status: (r.status === "inactive" ? "inactive" : "active") as TypeStatus,
    sort_order: num(r.sort_order),
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
  if (kind === "company") return row;
  const description_en = r.description_en ?? null;
  const description_ar = r.description_ar ?? null;
  return {
    ...row,
    description: lang === "ar" ? (description_ar ?? description_en) : (description_en ?? description_ar),
    description_en,
    description_ar,
  };
};

export async function listTypes(db: Database, kind: TypeKind, lang: Lang, q: TypeListQuery) {
  const table = tableOf(kind);
  const filtered = () => {
    let query = db.selectFrom(table);
    if (q.status) query = query.where("status", "=", q.status);
    if (q.search) {
      const pattern = likePattern(q.search);
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn("lower", ["name_en"]), "like", pattern),
          eb("name_ar", "like", pattern),
          eb("key", "like", pattern),
        ]),
      );
    }
    return query;
  };
  const page: PageRequest = { page: q.page, limit: q.per_page ?? q.limit };
  const total = await filtered()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const rows = await orderedWindow(
    filtered().selectAll(),
    { by: [["sort_order", "asc"]], tieBreaker: ["id", "asc"] },
    page,
  ).execute();
  return pageOf(
    rows.map((r) => out(kind, r, lang)),
    num(total.n),
    page,
  );
}

async function find(db: Database, kind: TypeKind, id: number): Promise<StoredRow> {
  const row = await db.selectFrom(tableOf(kind)).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, KINDS[kind].notFound);
  return row;
}

export async function typeDetails(db: Database, kind: TypeKind, lang: Lang, id: number) {
  return out(kind, await find(db, kind, id), lang);
}

/** `Deep Cleaning & Co.` -> `deep-cleaning-co`; made unique with -2, -3... */
export const kebab = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "") || "type";

async function uniqueKey(db: Database, kind: TypeKind, name_en: string) {
  const base = kebab(name_en);
  const taken = new Set(
    (
      await db
        .selectFrom(tableOf(kind))
        .select("key")
        .where((eb) => eb.or([eb("key", "=", base), eb("key", "like", `${base}-%`)]))
        .execute()
    ).map((r) => r.key),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** 422 on name_en (any letter case) or name_ar already used by another row of the same kind. */
async function checkNames(db: Database, kind: TypeKind, body: TypeWrite, exceptId?: number) {
  const table = tableOf(kind);
  if (body.name_en !== undefined) {
    let q = db
      .selectFrom(table)
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["name_en"]), "=", body.name_en!.toLowerCase()));
    if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
    if (await q.executeTakeFirst()) throw fieldError("name_en", KINDS[kind].enTaken);
  }
  if (body.name_ar !== undefined) {
    let q = db.selectFrom(table).select("id").where("name_ar", "=", body.name_ar);
    if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
    if (await q.executeTakeFirst()) throw fieldError("name_ar", KINDS[kind].arTaken);
  }
}

const descriptionValues = (kind: TypeKind, body: TypeWrite) =>
  kind === "job"
    ? {
        ...(body.description_en !== undefined ? { description_en: body.description_en || null } : {}),
        ...(body.description_ar !== undefined ? { description_ar: body.description_ar || null } : {}),
      }
    : {};

export async function createType(
  db: Database,
  kind: TypeKind,
  body: TypeWrite & { name_en: string; name_ar: string },
  actor: AuditActor,
) {
  return inTx(db, async (trx) => {
    await checkNames(trx, kind, body);
    const table = tableOf(kind);
    const last = await trx
      .selectFrom(table)
      .select((eb) => eb.fn.max("sort_order").as("m"))
      .executeTakeFirst();
    const now = nowIso();
    const inserted = await trx
      .insertInto(table)
      .values({
        key: await uniqueKey(trx, kind, body.name_en),
        name_en: body.name_en,
        name_ar: body.name_ar,
        status: body.status ?? "active",
        sort_order: num(last?.m) + 1,
        created_at: now,
        updated_at: now,
        ...descriptionValues(kind, body),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const after = await find(trx, kind, num(inserted.id));
    await audit(trx, { actor, action: "create", entity: KINDS[kind].entity, entity_id: after.id, after });
    return after.id;
  });
}

export async function updateType(db: Database, kind: TypeKind, id: number, body: TypeWrite, actor: AuditActor) {
  return inTx(db, async (trx) => {
    const before = await find(trx, kind, id);
    await checkNames(trx, kind, body, id);
    const values = {
      ...(body.name_en !== undefined ? { name_en: body.name_en } : {}),
      ...(body.name_ar !== undefined ? { name_ar: body.name_ar } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      ...descriptionValues(kind, body),
    };
    await trx
      .updateTable(tableOf(kind))
      .set({ ...values, updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
    const after = await find(trx, kind, id);
    await audit(trx, { actor, action: "update", entity: KINDS[kind].entity, entity_id: id, before, after });
  });
}

export async function setTypeStatus(db: Database, kind: TypeKind, id: number, status: TypeStatus, actor: AuditActor) {
  return inTx(db, async (trx) => {
    const before = await find(trx, kind, id);
    await trx.updateTable(tableOf(kind)).set({ status, updated_at: nowIso() }).where("id", "=", id).execute();
    await audit(trx, {
      actor,
      action: "status",
      entity: KINDS[kind].entity,
      entity_id: id,
      before: { status: before.status },
      after: { status },
    });
  });
}

/** A service's job type: an active one (422 on job_type_id otherwise); null clears it. */
export async function checkJobType(db: Database, jobTypeId: number | null | undefined) {
  if (jobTypeId === undefined || jobTypeId === null) return;
  const row = await db
    .selectFrom("job_types")
    .select("id")
    .where("id", "=", jobTypeId)
    .where("status", "=", "active")
    .executeTakeFirst();
  if (!row) throw fieldError("job_type_id", M.JOB_TYPE_INVALID);
}
