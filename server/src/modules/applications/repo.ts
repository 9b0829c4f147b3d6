import type { Selectable, Transaction } from "kysely";
import {
  type ApplicationDocumentType,
  type ApplicationStatus,
  type Database,
  type DB,
  nowIso,
  type PartnerApplicationsTable,
} from "../../db/database.js";
import { type AuditActor, audit } from "../../lib/audit.js";
import { ApiError, type FieldErrors } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { priceParts } from "../../lib/money.js";
import { likePattern, num, orderedWindow, type PageRequest, pageOf } from "../../lib/query.js";
import { vatRateBp } from "../config/settings.js";
import { notifyStaff } from "../notifications/service.js";
import { ensureDefaultWeek } from "../schedule/defaults.js";
import { ensurePartnerRoles, moveUsersToPartnerRoles } from "../team/roles.js";
import { documentsDataDir, documentUrl, makePrivate } from "./documents.js";
import {
  APPLICATION_LOCKED,
  APPLICATION_NOT_FOUND,
  DOCUMENT_NOT_FOUND,
  DOCUMENT_REQUIRED,
  EXPIRY_NOT_FUTURE,
  INCOMPLETE,
  NOT_AWAITING_DECISION,
  NOT_SUBMITTED,
  NOTIFY,
  NOTIFY_STAFF,
  STATUS_LABELS,
  STEP_INCOMPLETE,
} from "./messages.js";
import {
  type AdminListQuery,
  type CompanyBody,
  type ContactBankBody,
  DOCUMENT_TYPES,
  dubaiToday,
  EDITABLE_STATUSES,
  type ServicesBody,
  STEPS,
  type Step,
} from "./schema.js";

export type ApplicationRow = Selectable<PartnerApplicationsTable>;
type Db = Database | Transaction<DB>;

const fieldErrors = (field: string, message: string) => new ApiError(422, message, { [field]: [message] });

const statusFields = (status: string, lang: Lang) => {
  const [en, ar] = STATUS_LABELS[status] ?? [status, status];
  return {
    status: status as ApplicationStatus,
    status_label: lang === "ar" ? ar : en,
    status_label_en: en,
    status_label_ar: ar,
  };
};

export const isEditable = (status: string) => (EDITABLE_STATUSES as readonly string[]).includes(status);

// ---- company types -----------------------------------------------------------------------------------------------

export async function listCompanyTypes(db: Database, lang: Lang) {
  const rows = await db
    .selectFrom("company_types")
    .select(["id", "key", "name_en", "name_ar"])
    .where("status", "=", "active")
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    name: lang === "ar" ? r.name_ar : r.name_en,
    name_en: r.name_en,
    name_ar: r.name_ar,
  }));
}

// ---- finding ---------------------------------------------------------------------------------------------------

/** The application by id; with `userId`, only that user's (404 otherwise, so ids of others stay hidden). */
export async function findApplication(db: Db, id: number, userId?: number): Promise<ApplicationRow> {
  let q = db.selectFrom("partner_applications").selectAll().where("id", "=", id);
  if (userId !== undefined) q = q.where("user_id", "=", userId);
  const row = await q.executeTakeFirst();
  if (!row) throw new ApiError(404, APPLICATION_NOT_FOUND);
  return row;
}

/** The user's latest application (the editable one first), or undefined. */
export async function latestApplication(db: Database, userId: number): Promise<ApplicationRow | undefined> {
  const editable = await db
    .selectFrom("partner_applications")
    .selectAll()
    .where("user_id", "=", userId)
    .where("status", "in", [...EDITABLE_STATUSES])
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (editable) return editable;
  return db
    .selectFrom("partner_applications")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

export async function createDraft(db: Database, userId: number): Promise<ApplicationRow> {
  const at = nowIso();
  const { id } = await db
    .insertInto("partner_applications")
    .values({ user_id: userId, status: "draft", current_step: 0, ...emptyFields, created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return findApplication(db, id);
}

const emptyFields = {
  legal_name_en: null,
  legal_name_ar: null,
  trade_license_number: null,
  trade_license_expiry: null,
  company_type: null,
  trn: null,
  logo: null,
  contact_person: null,
  contact_phone: null,
  contact_email: null,
  bank_name: null,
  iban: null,
  account_name: null,
  submitted_at: null,
  decided_at: null,
  partner_id: null,
};

/** The application the partner is working on: 422 (field `status`) unless it is a draft or has changes requested. */
export function assertEditable(row: ApplicationRow) {
  if (!isEditable(row.status)) throw fieldErrors("status", APPLICATION_LOCKED);
}

// ---- steps -----------------------------------------------------------------------------------------------------

/** Documents this application needs: trade licence and owner's Emirates ID, plus the VAT certificate with a TRN. */
export const requiredDocuments = (row: Pick<ApplicationRow, "trn">): ApplicationDocumentType[] =>
  row.trn ? ["trade_license", "vat_certificate", "owner_emirates_id"] : ["trade_license", "owner_emirates_id"];

async function documentTypes(db: Db, applicationId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom("partner_application_documents")
    .select("type")
    .where("application_id", "=", applicationId)
    .execute();
  return new Set(rows.map((r) => r.type));
}

export async function stepState(db: Db, row: ApplicationRow) {
  const have = await documentTypes(db, row.id);
  const missingDocuments = requiredDocuments(row).filter((t) => !have.has(t));
  const steps: Record<Step, boolean> = {
    company: num(row.company_completed) === 1,
    contact_bank: num(row.contact_bank_completed) === 1,
    documents: missingDocuments.length === 0,
    areas: num(row.areas_completed) === 1,
    services: num(row.services_completed) === 1,
  };
  const first = STEPS.findIndex((s) => !steps[s]);
  return { steps, missingDocuments, currentStep: first === -1 ? STEPS.length : first };
}

/** Recomputes `current_step` (the first incomplete step) and stamps `updated_at`. */
async function touch(db: Db, id: number) {
  const row = await findApplication(db, id);
  const { currentStep } = await stepState(db, row);
  await db
    .updateTable("partner_applications")
    .set({ current_step: currentStep, updated_at: nowIso() })
    .where("id", "=", id)
    .execute();
}

export async function saveCompany(db: Database, row: ApplicationRow, body: CompanyBody) {
  const type = await db
    .selectFrom("company_types")
    .select("key")
    .where("key", "=", body.company_type)
    .where("status", "=", "active")
    .executeTakeFirst();
  if (!type) throw fieldErrors("company_type", "The selected company type is invalid.");
  await db
    .updateTable("partner_applications")
    .set({
      legal_name_en: body.legal_name_en,
      legal_name_ar: body.legal_name_ar,
      trade_license_number: body.trade_license_number,
      trade_license_expiry: body.trade_license_expiry,
      company_type: body.company_type,
      trn: body.trn ?? null,
      company_completed: 1,
    })
    .where("id", "=", row.id)
    .execute();
  await touch(db, row.id);
}

export async function saveContactBank(db: Database, row: ApplicationRow, body: ContactBankBody) {
  await db
    .updateTable("partner_applications")
    .set({ ...body, contact_bank_completed: 1 })
    .where("id", "=", row.id)
    .execute();
  await touch(db, row.id);
}

export async function saveAreas(db: Database, row: ApplicationRow, communityIds: number[]) {
  const known = await db.selectFrom("communities").select("id").where("id", "in", communityIds).execute();
  const knownIds = new Set(known.map((c) => c.id));
  const errors: FieldErrors = {};
  communityIds.forEach((id, i) => {
    if (!knownIds.has(id)) errors[`community_ids.${i}`] = ["The selected community id is invalid."];
  });
  if (Object.keys(errors).length > 0) {
    errors.community_ids = ["The selected community ids is invalid."];
    throw new ApiError(422, "The selected community ids is invalid.", errors);
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("partner_application_areas").where("application_id", "=", row.id).execute();
    for (let i = 0; i < communityIds.length; i += 200) {
      await trx
        .insertInto("partner_application_areas")
        .values(communityIds.slice(i, i + 200).map((community_id) => ({ application_id: row.id, community_id })))
        .execute();
    }
    await trx.updateTable("partner_applications").set({ areas_completed: 1 }).where("id", "=", row.id).execute();
    await touch(trx, row.id);
  });
}

export async function saveServices(db: Database, row: ApplicationRow, body: ServicesBody) {
  const categoryIds = [...new Set(body.services.map((s) => s.category_id))];
  const known = await db
    .selectFrom("categories")
    .select("id")
    .where("id", "in", categoryIds)
    .where("status", "=", "active")
    .execute();
  const knownIds = new Set(known.map((c) => c.id));
  const errors: FieldErrors = {};
  body.services.forEach((s, i) => {
    if (!knownIds.has(s.category_id)) errors[`services.${i}.category_id`] = ["The selected category id is invalid."];
  });
  if (Object.keys(errors).length > 0) {
    const fields = Object.keys(errors);
    throw new ApiError(422, fields.length === 1 ? errors[fields[0]][0] : "The given data was invalid.", errors);
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("partner_application_services").where("application_id", "=", row.id).execute();
    await trx
      .insertInto("partner_application_services")
      .values(
        body.services.map((s, i) => ({
          application_id: row.id,
          category_id: s.category_id,
          name_en: s.name_en,
          name_ar: s.name_ar,
          price_fils: Math.round(s.price * 100),
          duration_minutes: s.duration_minutes,
          sort_order: i + 1,
        })),
      )
      .execute();
    await trx.updateTable("partner_applications").set({ services_completed: 1 }).where("id", "=", row.id).execute();
    await touch(trx, row.id);
  });
}

/** Stores a document, replacing that type's previous one; answers the replaced files' public paths. */
export async function addDocument(
  db: Database,
  row: ApplicationRow,
  doc: { type: ApplicationDocumentType; path: string; mime: string; size: number; original_name: string },
): Promise<string[]> {
  // Documents are private: the upload leaves the public folder before the row is written.
  const stored = { ...doc, path: await makePrivate(documentsDataDir(), doc.path) };
  return db.transaction().execute(async (trx) => {
    const old = await replaceDocumentRow(trx, row.id, stored);
    await touch(trx, row.id);
    return old.map((o) => o.path);
  });
}

/**
 * Inside the caller's transaction: the application's document of `doc.type` becomes `doc` (already in private
 * storage); answers the rows it replaced (`path`, `original_name`), whose files the caller deletes after commit.
 */
export async function replaceDocumentRow(
  trx: Db,
  applicationId: number,
  doc: { type: ApplicationDocumentType; path: string; mime: string; size: number; original_name: string },
): Promise<{ id: number; path: string; original_name: string }[]> {
  const old = await trx
    .selectFrom("partner_application_documents")
    .select(["id", "path", "original_name"])
    .where("application_id", "=", applicationId)
    .where("type", "=", doc.type)
    .execute();
  if (old.length > 0)
    await trx
      .deleteFrom("partner_application_documents")
      .where(
        "id",
        "in",
        old.map((o) => o.id),
      )
      .execute();
  await trx
    .insertInto("partner_application_documents")
    .values({ application_id: applicationId, ...doc, created_at: nowIso() })
    .execute();
  return old;
}

/** Deletes one of the caller's documents (404 for another's); answers its public path. */
export async function deleteDocument(db: Database, userId: number, documentId: number): Promise<string> {
  const doc = await db
    .selectFrom("partner_application_documents as d")
    .innerJoin("partner_applications as a", "a.id", "d.application_id")
    .select(["d.id", "d.path", "d.application_id"])
    .where("d.id", "=", documentId)
    .where("a.user_id", "=", userId)
    .executeTakeFirst();
  if (!doc) throw new ApiError(404, DOCUMENT_NOT_FOUND);
  assertEditable(await findApplication(db, doc.application_id));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("partner_application_documents").where("id", "=", doc.id).execute();
    await touch(trx, doc.application_id);
  });
  return doc.path;
}

export async function setLogo(db: Database, row: ApplicationRow, path: string): Promise<string | null> {
  await db.updateTable("partner_applications").set({ logo: path }).where("id", "=", row.id).execute();
  await touch(db, row.id);
  return row.logo;
}

// ---- submit ----------------------------------------------------------------------------------------------------

/**
 * Submits a draft (or a resubmission after changes were requested). 422 with one entry per incomplete step, keyed
 * `company`, `contact_bank`, `documents`, `areas`, `services` (what the wizard shows on its tabs).
 */
export async function submitApplication(db: Database, row: ApplicationRow, userId: number, comment?: string) {
  assertEditable(row);
  const { steps, missingDocuments } = await stepState(db, row);
  const errors: FieldErrors = {};
  if (!steps.company) errors.company = [STEP_INCOMPLETE.company];
  else if (row.trade_license_expiry && row.trade_license_expiry <= dubaiToday()) errors.company = [EXPIRY_NOT_FUTURE];
  if (!steps.contact_bank) errors.contact_bank = [STEP_INCOMPLETE.contact_bank];
  if (missingDocuments.length > 0) errors.documents = missingDocuments.map((t) => DOCUMENT_REQUIRED[t]);
  if (!steps.areas) errors.areas = [STEP_INCOMPLETE.areas];
  if (!steps.services) errors.services = [STEP_INCOMPLETE.services];
  if (Object.keys(errors).length > 0) throw new ApiError(422, INCOMPLETE, errors);
  const at = nowIso();
  await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable("partner_applications")
      .set({ status: "submitted", submitted_at: at, decided_at: null, current_step: STEPS.length, updated_at: at })
      .where("id", "=", row.id)
      .where("status", "in", [...EDITABLE_STATUSES])
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw fieldErrors("status", APPLICATION_LOCKED);
    await addComment(trx, row.id, userId, "partner", "submitted", comment ?? null, at);
    // the staff who read applications hear of it, with a link to its details
    const name_en = row.legal_name_en ?? "";
    const name_ar = row.legal_name_ar || name_en;
    await notifyStaff(trx, "read-application", {
      type: "application",
      ...NOTIFY_STAFF[row.status === "changes-requested" ? "resubmitted" : "submitted"](name_en, name_ar),
      link: `/admin/applications/show/${row.id}`,
    });
  });
}

async function addComment(
  db: Db,
  applicationId: number,
  userId: number,
  role: "internal" | "partner",
  status: ApplicationStatus | null,
  comment: string | null,
  at = nowIso(),
) {
  await db
    .insertInto("partner_application_comments")
    .values({
      application_id: applicationId,
      author_user_id: userId,
      author_role: role,
      status,
      comment,
      created_at: at,
    })
    .execute();
}

// ---- admin decisions -------------------------------------------------------------------------------------------

export type Decision = "under-review" | "changes-requested" | "approved" | "rejected";

const ALLOWED_FROM: Record<Decision, ApplicationStatus[]> = {
  "under-review": ["submitted"],
  "changes-requested": ["submitted", "under-review"],
  approved: ["submitted", "under-review"],
  rejected: ["submitted", "under-review"],
};

const slugify = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");

async function uniqueSlug(db: Db, table: "partners" | "services", base: string) {
  const rows = await db.selectFrom(table).select("slug").where("slug", "like", `${base}%`).execute();
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

/** Creates the partner profile from an application (inside the approval's transaction); answers the partner id. */
async function createPartnerFrom(trx: Transaction<DB>, row: ApplicationRow): Promise<number> {
  const at = nowIso();
  const slug = await uniqueSlug(trx, "partners", slugify(row.legal_name_en ?? "") || `partner-${row.id}`);
  const areas = await trx
    .selectFrom("partner_application_areas as a")
    .innerJoin("communities as c", "c.id", "a.community_id")
    .select(["c.id", "c.latitude", "c.longitude"])
    .where("a.application_id", "=", row.id)
    .orderBy("c.id")
    .execute();
  const { id: partnerId } = await trx
    .insertInto("partners")
    .values({
      name_en: row.legal_name_en ?? `Partner ${row.id}`,
      name_ar: row.legal_name_ar ?? row.legal_name_en ?? `Partner ${row.id}`,
      slug,
      email: row.contact_email,
      phone: row.contact_phone,
      status: "active",
      logo: row.logo,
      cover_image: null,
      cash_on_delivery: 0,
      latitude: areas[0] ? Number(areas[0].latitude) : null,
      longitude: areas[0] ? Number(areas[0].longitude) : null,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (areas.length > 0)
    for (let i = 0; i < areas.length; i += 200)
      await trx
        .insertInto("partner_communities")
        .values(areas.slice(i, i + 200).map((a) => ({ partner_id: partnerId, community_id: a.id })))
        .execute();

  const services = await trx
    .selectFrom("partner_application_services as s")
    .innerJoin("categories as c", "c.id", "s.category_id")
    .select([
      "s.category_id",
      "s.name_en",
      "s.name_ar",
      "s.price_fils",
      "s.duration_minutes",
      "c.image",
      "c.slug as category_slug",
    ])
    .where("s.application_id", "=", row.id)
    .orderBy("s.sort_order")
    .orderBy("s.id")
    .execute();
  const used = new Set<string>();
  for (const s of services) {
    let serviceSlug = await uniqueSlug(trx, "services", `${slug}-${slugify(s.name_en) || s.category_slug}`);
    for (let i = 2; used.has(serviceSlug); i++) serviceSlug = `${slug}-${slugify(s.name_en) || s.category_slug}-${i}`;
    used.add(serviceSlug);
    await trx
      .insertInto("services")
      .values({
        partner_id: partnerId,
        category_id: s.category_id,
        slug: serviceSlug,
        name_en: s.name_en,
        name_ar: s.name_ar,
        price_fils: s.price_fils,
        duration_minutes: s.duration_minutes,
        image: s.image ?? `/images/services/${s.category_slug}.svg`,
        is_trending: 0,
        status: "active",
        active: 1,
        created_at: at,
      })
      .execute();
  }
  await trx
    .updateTable("users")
    .set({ partner_id: partnerId, updated_at: at })
    .where("id", "=", row.user_id)
    .where("partner_id", "is", null)
    .execute();
  // Issue 15: the company's own Partner Owner, Dispatcher and Technician roles (the applicant moves to its Partner
  // Owner), and the default week, so the new partner can be booked at once.
  await moveUsersToPartnerRoles(trx, partnerId, await ensurePartnerRoles(trx, partnerId));
  await ensureDefaultWeek(trx, partnerId);
  return partnerId;
}

type Notifier = (
  db: Db,
  input: {
    userId: number;
    type: string;
    title_en: string;
    title_ar: string;
    body_en: string;
    body_ar: string;
    link: string;
  },
) => Promise<void>;

/**
 * An admin's decision, in one transaction: the status change (422 on `status` when the application is not in a
 * state that allows it), a comment row, the partner profile on approval, and a notification to the applicant.
 */
export async function decide(
  db: Database,
  id: number,
  actor: AuditActor & { userId: number },
  decision: Decision,
  comment: string | null,
  notify?: Notifier,
) {
  const actorUserId = actor.userId;
  await db.transaction().execute(async (trx) => {
    const row = await findApplication(trx, id);
    const allowed = ALLOWED_FROM[decision];
    if (!allowed.includes(row.status)) {
      throw fieldErrors("status", decision === "under-review" ? NOT_SUBMITTED : NOT_AWAITING_DECISION);
    }
    const at = nowIso();
    const final = decision === "approved" || decision === "rejected";
    const partnerId = decision === "approved" ? await createPartnerFrom(trx, row) : row.partner_id;
    const res = await trx
      .updateTable("partner_applications")
      .set({
        status: decision,
        partner_id: partnerId,
        decided_at: final ? at : null,
        updated_at: at,
      })
      .where("id", "=", id)
      .where("status", "in", allowed)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw fieldErrors("status", NOT_AWAITING_DECISION);
    await addComment(trx, id, actorUserId, "internal", decision, comment, at);
    await audit(trx, {
      actor,
      action: "status",
      entity: "application",
      entity_id: id,
      before: { status: row.status, partner_id: row.partner_id ?? null },
      after: { status: decision, partner_id: partnerId ?? null, comment },
    });
    if (notify)
      await notify(trx, {
        userId: row.user_id,
        type: "application",
        ...NOTIFY[decision],
        link: `/partner/application/view/${id}`,
      });
  });
}

// ---- reading ---------------------------------------------------------------------------------------------------

const summaryBase = (db: Database) =>
  db
    .selectFrom("partner_applications as a")
    .innerJoin("users as u", "u.id", "a.user_id")
    .select([
      "a.id",
      "a.user_id",
      "a.status",
      "a.current_step",
      "a.legal_name_en",
      "a.legal_name_ar",
      "a.trade_license_number",
      "a.partner_id",
      "a.submitted_at",
      "a.decided_at",
      "a.created_at",
      "a.updated_at",
      "u.first_name",
      "u.last_name",
      "u.email",
    ]);

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryBase>["executeTakeFirstOrThrow"]>>;

const summary = (r: SummaryRow, lang: Lang) => ({
  id: r.id,
  user_id: r.user_id,
  ...statusFields(r.status, lang),
  current_step: num(r.current_step),
  legal_name: (lang === "ar" ? r.legal_name_ar || r.legal_name_en : r.legal_name_en || r.legal_name_ar) ?? null,
  legal_name_en: r.legal_name_en ?? null,
  legal_name_ar: r.legal_name_ar ?? null,
  trade_license_number: r.trade_license_number ?? null,
  applicant_name: `${r.first_name} ${r.last_name}`.trim(),
  applicant_email: r.email,
  partner_id: r.partner_id ?? null,
  submitted_at: r.submitted_at ?? null,
  decided_at: r.decided_at ?? null,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

async function countOf(q: ReturnType<typeof summaryBase>) {
  const row = await q
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return num(row.n);
}

export async function listForPartner(
  db: Database,
  userId: number,
  query: PageRequest & { status?: ApplicationStatus },
  lang: Lang,
) {
  let q = summaryBase(db).where("a.user_id", "=", userId);
  if (query.status) q = q.where("a.status", "=", query.status);
  const total = await countOf(q);
  return pageOf(
    (await orderedWindow(q, "a.id", "a.id", "desc", query).execute()).map((r) => summary(r, lang)),
    total,
    query,
  );
}

/** Every application but drafts (unless `status=draft` is asked for), `id` descending unless sorted otherwise. */
export async function listForAdmin(db: Database, query: AdminListQuery, lang: Lang) {
  let q = summaryBase(db);
  q = query.status ? q.where("a.status", "=", query.status) : q.where("a.status", "!=", "draft");
  if (query.search) {
    const pattern = likePattern(query.search);
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["a.legal_name_en"]), "like", pattern),
        eb("a.legal_name_ar", "like", `%${query.search!.replace(/[%_\\]/g, "")}%`),
        eb(eb.fn("lower", ["a.trade_license_number"]), "like", pattern),
        eb(eb.fn("lower", ["u.email"]), "like", pattern),
        eb(eb.fn("lower", ["u.first_name"]), "like", pattern),
        eb(eb.fn("lower", ["u.last_name"]), "like", pattern),
      ]),
    );
  }
  const total = await countOf(q);
  const key = query.sortKey ?? "id";
  const dir = query.sortVal ?? (query.sortKey ? "asc" : "desc");
  const nullable = key === "submitted_at" || key === "legal_name_en" ? "nullable" : undefined;
  const order = { by: [[`a.${key}`, dir, nullable]], tieBreaker: ["a.id", "desc"] } as const;
  return pageOf(
    (await orderedWindow(q, order, query).execute()).map((r) => summary(r, lang)),
    total,
    query,
  );
}

/** The full application: every step's data, documents, the comments thread (oldest first) and the applicant. */
export async function applicationDetail(db: Database, id: number, lang: Lang) {
  const ar = lang === "ar";
  const vatBp = await vatRateBp(db);
  const row = await findApplication(db, id);
  const { steps, currentStep } = await stepState(db, row);
  const [user, type, areas, services, documents, comments] = await Promise.all([
    db
      .selectFrom("users")
      .select(["id", "first_name", "last_name", "email", "phone"])
      .where("id", "=", row.user_id)
      .executeTakeFirstOrThrow(),
    row.company_type
      ? db
          .selectFrom("company_types")
          .select(["name_en", "name_ar"])
          .where("key", "=", row.company_type)
          .executeTakeFirst()
      : Promise.resolve(undefined),
    db
      .selectFrom("partner_application_areas as pa")
      .innerJoin("communities as c", "c.id", "pa.community_id")
      .innerJoin("emirates as e", "e.id", "c.emirate_id")
      .select(["c.id", "c.emirate_id", "c.name_en", "c.name_ar", "e.name_en as emirate_en", "e.name_ar as emirate_ar"])
      .where("pa.application_id", "=", id)
      .orderBy("e.sort_order")
      .orderBy("c.name_en")
      .execute(),
    db
      .selectFrom("partner_application_services as s")
      .innerJoin("categories as c", "c.id", "s.category_id")
      .select([
        "s.id",
        "s.category_id",
        "s.name_en",
        "s.name_ar",
        "s.price_fils",
        "s.duration_minutes",
        "c.name_en as cat_en",
        "c.name_ar as cat_ar",
      ])
      .where("s.application_id", "=", id)
      .orderBy("s.sort_order")
      .orderBy("s.id")
      .execute(),
    db.selectFrom("partner_application_documents").selectAll().where("application_id", "=", id).orderBy("id").execute(),
    db
      .selectFrom("partner_application_comments as pc")
      .leftJoin("users as u", "u.id", "pc.author_user_id")
      .select([
        "pc.id",
        "pc.author_user_id",
        "pc.author_role",
        "pc.status",
        "pc.comment",
        "pc.created_at",
        "u.first_name",
        "u.last_name",
      ])
      .where("pc.application_id", "=", id)
      .orderBy("pc.id")
      .execute(),
  ]);
  const docOrder = (t: string) => (DOCUMENT_TYPES as readonly string[]).indexOf(t);
  return {
    id: row.id,
    user_id: row.user_id,
    ...statusFields(row.status, lang),
    current_step: isEditable(row.status) ? currentStep : num(row.current_step),
    is_editable: isEditable(row.status),
    steps,
    required_documents: requiredDocuments(row),
    legal_name: (ar ? row.legal_name_ar || row.legal_name_en : row.legal_name_en || row.legal_name_ar) ?? null,
    legal_name_en: row.legal_name_en,
    legal_name_ar: row.legal_name_ar,
    trade_license_number: row.trade_license_number,
    trade_license_expiry: row.trade_license_expiry,
    company_type: row.company_type,
    company_type_name: type ? (ar ? type.name_ar : type.name_en) : null,
    trn: row.trn,
    logo: row.logo,
    contact_person: row.contact_person,
    contact_phone: row.contact_phone,
    contact_email: row.contact_email,
    bank_name: row.bank_name,
    iban: row.iban,
    account_name: row.account_name,
    community_ids: areas.map((a) => a.id),
    areas: areas.map((a) => ({
      community_id: a.id,
      emirate_id: a.emirate_id,
      emirate_name: ar ? a.emirate_ar : a.emirate_en,
      name: ar ? a.name_ar : a.name_en,
      name_en: a.name_en,
      name_ar: a.name_ar,
    })),
    services: services.map((s) => ({
      id: s.id,
      category_id: s.category_id,
      category_name: ar ? s.cat_ar : s.cat_en,
      name: ar ? s.name_ar : s.name_en,
      name_en: s.name_en,
      name_ar: s.name_ar,
      ...priceParts(num(s.price_fils), vatBp),
      duration_minutes: num(s.duration_minutes),
    })),
    documents: documents
      .sort((a, b) => docOrder(a.type) - docOrder(b.type))
      .map((d) => ({
        id: d.id,
        type: d.type,
        // a signed URL of GET partner/application/document/{id}/file (links cannot send the Bearer header)
        path: documentUrl(d.id),
        mime: d.mime,
        size: num(d.size),
        original_name: d.original_name,
        created_at: d.created_at,
      })),
    comments: comments.map((c) => ({
      id: c.id,
      author_user_id: c.author_user_id ?? null,
      author_name: c.first_name ? `${c.first_name} ${c.last_name ?? ""}`.trim() : null,
      author_role: c.author_role,
      status: c.status ?? null,
      status_label: c.status ? statusFields(c.status, lang).status_label : null,
      comment: c.comment ?? null,
      created_at: c.created_at,
    })),
    applicant: {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone: user.phone,
    },
    partner_id: row.partner_id ?? null,
    submitted_at: row.submitted_at ?? null,
    decided_at: row.decided_at ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
