import { type ApplicationDocumentType, type Database, nowIso } from "../../db/database.js";
import { type AuditActor, audit } from "../../lib/audit.js";
import { ApiError, type FieldErrors } from "../../lib/errors.js";
import { num } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import { documentUrl } from "../applications/documents.js";
import { replaceDocumentRow } from "../applications/repo.js";
import { saveCommission } from "../ledger/repo.js";
import { notify } from "../notifications/service.js";
import { PHONE_INVALID } from "../partner-catalog/messages.js";
import { normaliseUaeNumber } from "../partner-catalog/partner.js";
import { maskIban } from "../payouts/bank.js";
import {
  AREA_ID_INVALID,
  COMPANY_TYPE_INVALID,
  NOTIFY_STATUS,
  PARTNER_ID_INVALID,
  PARTNER_NOT_FOUND,
} from "./messages.js";
import type { PartnerUpdateBody } from "./schema.js";

const PARTNER_FIELDS = ["name_en", "name_ar", "about_en", "about_ar", "email", "phone", "address"] as const;
const APPLICATION_FIELDS = [
  "legal_name_en",
  "legal_name_ar",
  "trade_license_number",
  "trade_license_expiry",
  "company_type",
  "trn",
  "contact_person",
  "contact_phone",
  "contact_email",
  "bank_name",
  "iban",
  "account_name",
] as const;

/** The partner's own commission rate in force now (every category), or else the default rate, or null. */
export async function currentCommission(db: Database, partnerId: number) {
  const rows = await db
    .selectFrom("commission_rates")
    .select(["partner_id", "rate_bp", "effective_from", "id"])
    .where("category_id", "is", null)
    .where((eb) => eb.or([eb("partner_id", "=", partnerId), eb("partner_id", "is", null)]))
    .where("effective_from", "<=", nowIso())
    .orderBy("effective_from", "desc")
    .orderBy("id", "desc")
    .execute();
  const own = rows.find((r) => r.partner_id === partnerId);
  const row = own ?? rows.find((r) => r.partner_id === null);
  if (!row) return null;
  return { rate: num(row.rate_bp) / 100, effective_from: row.effective_from, own: own !== undefined };
}

/** The partner's latest approved onboarding application: where its legal, contact and bank details live. */
export function approvedApplication(db: Database, partnerId: number) {
  return db
    .selectFrom("partner_applications")
    .selectAll()
    .where("partner_id", "=", partnerId)
    .where("status", "=", "approved")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/**
 * The partner's approved application, created (approved) when it has none (seeded partners): where its legal,
 * contact and bank details and its documents live.
 */
async function ensureApprovedApplication(
  trx: Database,
  partner: { id: number; name_en: string; name_ar: string; email: string | null },
  actor: AuditActor,
) {
  const found = await approvedApplication(trx, partner.id);
  if (found) return found;
  const owner = await trx
    .selectFrom("users")
    .select("id")
    .where("partner_id", "=", partner.id)
    .orderBy("id")
    .executeTakeFirst();
  const now = nowIso();
  const { id: appId } = await trx
    .insertInto("partner_applications")
    .values({
      user_id: owner?.id ?? actor.userId ?? 0,
      status: "approved",
      current_step: 5,
      partner_id: partner.id,
      legal_name_en: partner.name_en,
      legal_name_ar: partner.name_ar,
      contact_email: partner.email,
      decided_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return trx.selectFrom("partner_applications").selectAll().where("id", "=", appId).executeTakeFirstOrThrow();
}

/**
 * `admin/partner/document/{id}`: replaces the partner's document of `doc.type` (its approved application's, created
 * for a seeded partner) with a file already moved to private storage, in one transaction with an audit row (the
 * file names before and after). 404 for an unknown partner. Answers the replaced files' paths, for the caller to
 * delete once the transaction is done.
 */
export async function replacePartnerDocument(
  db: Database,
  id: number,
  doc: { type: ApplicationDocumentType; path: string; mime: string; size: number; original_name: string },
  actor: AuditActor,
): Promise<string[]> {
  const partner = await db.selectFrom("partners").selectAll().where("id", "=", id).executeTakeFirst();
  if (!partner) throw new ApiError(404, PARTNER_NOT_FOUND);
  return inTx(db, async (trx) => {
    const app = await ensureApprovedApplication(trx, partner, actor);
    const old = await replaceDocumentRow(trx, app.id, doc);
    await trx.updateTable("partner_applications").set({ updated_at: nowIso() }).where("id", "=", app.id).execute();
    await audit(trx, {
      actor,
      action: "update",
      entity: "partner",
      entity_id: id,
      before: { [`document.${doc.type}`]: old[0]?.original_name ?? null },
      after: { [`document.${doc.type}`]: doc.original_name },
    });
    return old.map((o) => o.path);
  });
}

/**
 * `admin/partner/update/{id}`: 404 for an unknown partner; 422 with field errors (unknown company type or
 * community, a phone that is not a UAE number) before anything is written; then one transaction writes the partner
 * row, its approved application (created, approved, when the partner has none: seeded partners), the service
 * areas and a new commission rate (the commission module's writer), and one audit row with the changed values
 * before and after (the IBAN masked).
 */
export async function updatePartner(db: Database, id: number, body: PartnerUpdateBody, actor: AuditActor) {
  const partner = await db.selectFrom("partners").selectAll().where("id", "=", id).executeTakeFirst();
  if (!partner) throw new ApiError(404, PARTNER_NOT_FOUND);
  const errors: FieldErrors = {};
  if (body.company_type !== undefined) {
    const type = await db
      .selectFrom("company_types")
      .select("key")
      .where("key", "=", body.company_type)
      .where("status", "=", "active")
      .executeTakeFirst();
    if (!type) errors.company_type = [COMPANY_TYPE_INVALID];
  }
  let phone: string | undefined;
  if (body.phone !== undefined) {
    phone = normaliseUaeNumber(body.phone) ?? undefined;
    if (!phone) errors.phone = [PHONE_INVALID];
  }
  if (body.area_ids !== undefined) {
    const known = new Set(
      (await db.selectFrom("communities").select("id").where("id", "in", body.area_ids).execute()).map((r) => r.id),
    );
    body.area_ids.forEach((areaId, i) => {
      if (!known.has(areaId)) errors[`area_ids.${i}`] = [AREA_ID_INVALID];
    });
    if (Object.keys(errors).some((k) => k.startsWith("area_ids."))) errors.area_ids = [AREA_ID_INVALID];
  }
  const fields = Object.keys(errors);
  if (fields.length > 0) throw new ApiError(422, errors[fields[0]][0], errors);

  const partnerSet: Record<string, string | null> = {};
  for (const f of PARTNER_FIELDS) {
    const v = f === "phone" ? phone : f === "email" ? body.email?.toLowerCase() : body[f];
    if (v !== undefined && v !== partner[f]) partnerSet[f] = v;
  }

  return inTx(db, async (trx) => {
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(partnerSet)) {
      before[k] = partner[k as keyof typeof partner];
      after[k] = v;
    }
    if (Object.keys(partnerSet).length > 0)
      await trx.updateTable("partners").set(partnerSet).where("id", "=", id).execute();

    const appSet: Record<string, string | null> = {};
    const given = APPLICATION_FIELDS.filter((f) => body[f] !== undefined);
    if (given.length > 0) {
      const app = await ensureApprovedApplication(trx, partner, actor);
      for (const f of given) {
        const v = body[f] ?? null;
        if (v !== app[f]) {
          appSet[f] = v;
          before[f] = f === "iban" ? maskIban(app.iban) : app[f];
          after[f] = f === "iban" ? maskIban(v) : v;
        }
      }
      if (Object.keys(appSet).length > 0)
        await trx
          .updateTable("partner_applications")
          .set({ ...appSet, updated_at: nowIso() })
          .where("id", "=", app.id)
          .execute();
    }

    if (body.area_ids !== undefined) {
      const old = (
        await trx.selectFrom("partner_communities").select("community_id").where("partner_id", "=", id).execute()
      )
        .map((r) => r.community_id)
        .sort((a, b) => a - b);
      const next = [...body.area_ids].sort((a, b) => a - b);
      if (old.join(",") !== next.join(",")) {
        await trx.deleteFrom("partner_communities").where("partner_id", "=", id).execute();
        for (let i = 0; i < next.length; i += 200)
          await trx
            .insertInto("partner_communities")
            .values(next.slice(i, i + 200).map((community_id) => ({ partner_id: id, community_id })))
            .execute();
        before.area_ids = old;
        after.area_ids = next;
      }
    }

    if (body.commission_rate !== undefined) {
      const current = await currentCommission(trx, id);
      if (!current?.own || current.rate !== body.commission_rate) {
        await saveCommission(trx, { partner_id: id, category_id: null, rate: body.commission_rate }, actor);
        before.commission_rate = current?.rate ?? null;
        after.commission_rate = body.commission_rate;
      }
    }

    if (Object.keys(after).length > 0)
      await audit(trx, { actor, action: "update", entity: "partner", entity_id: id, before, after });
    return Object.keys(after);
  });
}

/**
 * `admin/partner/status`: 422 per unknown id (`ids.{i}`), else in one transaction sets the status of every partner
 * given (deactivating keeps `reason`, which the partner sees; activating clears it), writes an audit row per
 * partner whose status or reason changed, and notifies each of that partner's users.
 */
export async function setPartnersStatus(
  db: Database,
  ids: number[],
  status: "active" | "inactive",
  reason: string | undefined,
  actor: AuditActor,
) {
  const known = new Set(
    (await db.selectFrom("partners").select("id").where("id", "in", ids).execute()).map((r) => r.id),
  );
  const errors: FieldErrors = {};
  ids.forEach((id, i) => {
    if (!known.has(id)) errors[`ids.${i}`] = [PARTNER_ID_INVALID];
  });
  if (Object.keys(errors).length) throw new ApiError(422, Object.values(errors)[0][0], errors);
  const statusReason = status === "inactive" ? (reason ?? null) : null;
  return inTx(db, async (trx) => {
    const before = await trx
      .selectFrom("partners")
      .select(["id", "status", "status_reason"])
      .where("id", "in", ids)
      .execute();
    const changed = before.filter((r) => r.status !== status || (r.status_reason ?? null) !== statusReason);
    const changedIds = changed.map((r) => r.id);
    if (changedIds.length > 0)
      await trx
        .updateTable("partners")
        .set({ status, status_reason: statusReason, status_changed_at: nowIso() })
        .where("id", "in", changedIds)
        .execute();
    const message = status === "inactive" ? NOTIFY_STATUS.inactive(statusReason ?? "") : NOTIFY_STATUS.active();
    for (const row of changed) {
      await audit(trx, {
        actor,
        action: "status",
        entity: "partner",
        entity_id: row.id,
        before: { status: row.status, reason: row.status_reason ?? null },
        after: { status, reason: statusReason },
      });
      if (row.status === status && status === "active") continue;
      const users = await trx.selectFrom("users").select("id").where("partner_id", "=", row.id).execute();
      for (const u of users) await notify(trx, { userId: u.id, type: "account", link: "/partner", ...message });
    }
    return { ids, status, updated: changedIds.length };
  });
}

/** What a partner's users see about the account: status, the reason it was deactivated and since when. */
export async function accountStatus(db: Database, partnerId: number) {
  const p = await db
    .selectFrom("partners")
    .select(["status", "status_reason", "status_changed_at"])
    .where("id", "=", partnerId)
    .executeTakeFirst();
  if (!p) throw new ApiError(404, PARTNER_NOT_FOUND);
  return {
    status: p.status === "inactive" ? ("inactive" as const) : ("active" as const),
    reason: p.status === "inactive" ? (p.status_reason ?? null) : null,
    changed_at: p.status_changed_at ?? null,
  };
}

/** The partner's onboarding documents (its approved application's), newest first, each with a signed link. */
export async function partnerDocuments(db: Database, partnerId: number) {
  const rows = await db
    .selectFrom("partner_application_documents as d")
    .innerJoin("partner_applications as a", "a.id", "d.application_id")
    .select(["d.id", "d.type", "d.path", "d.mime", "d.size", "d.original_name", "d.created_at"])
    .where("a.partner_id", "=", partnerId)
    .where("a.status", "=", "approved")
    .orderBy("d.created_at", "desc")
    .orderBy("d.id", "desc")
    .execute();
  // the files are private: each answered as its signed, expiring link (as the application's documents are)
  return rows.map((r) => ({ ...r, path: documentUrl(r.id), size: num(r.size) }));
}
