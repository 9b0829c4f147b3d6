import { type Expression, type SqlBool, sql } from "kysely";
import { type Database, nowIso } from "../../db/database.js";
import { type AuditActor, audit } from "../../lib/audit.js";
import { ApiError, fieldError } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { likePattern, num, orderedWindow, type PageRequest, pageOf } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import * as M from "./messages.js";
import type { AnnouncementBody, AnnouncementListQuery, Segment } from "./schema.js";

/**
 * Announcements (issue 18c): a segment's recipients are one SELECT of user ids, counted for the preview and fed to
 * `INSERT INTO notifications ... SELECT` for the send, so 100,000 customers are one statement, not 100,000 rows
 * built in JavaScript. Only active users are reached; customers are users holding a customer-type role.
 */

export const NOTIFICATION_TYPE = "announcement";

interface Target {
  segment: Segment;
  targetId: number | null;
}

const TARGET_FIELD = {
  partner_team: { field: "partner_id", required: M.PARTNER_REQUIRED, table: "partners" },
  category_customers: { field: "category_id", required: M.CATEGORY_REQUIRED, table: "categories" },
  emirate_customers: { field: "emirate_id", required: M.EMIRATE_REQUIRED, table: "emirates" },
} as const;

/** The segment's target: required and existing for the segments that have one (422 on its field otherwise). */
export async function resolveTarget(db: Database, body: AnnouncementBody): Promise<Target> {
  const segment = body.segment;
  if (segment === "all_customers" || segment === "all_partners") return { segment, targetId: null };
  const spec = TARGET_FIELD[segment];
  const targetId = body[spec.field];
  if (targetId === undefined) throw fieldError(spec.field, spec.required);
  const row = await db.selectFrom(spec.table).select("id").where("id", "=", targetId).executeTakeFirst();
  if (!row) throw fieldError(spec.field, `The selected ${spec.field.replace("_", " ")} is invalid.`);
  return { segment, targetId };
}

/** `select user_id` of the segment's recipients (each user once). */
function recipients(db: Database, { segment, targetId }: Target) {
  const active = db.selectFrom("users as u").select("u.id as user_id").where("u.status", "=", "active");
  const customer = () =>
    active.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("user_roles as ur")
          .innerJoin("roles as r", "r.id", "ur.role_id")
          .select("ur.user_id")
          .whereRef("ur.user_id", "=", "u.id")
          .where("r.type", "=", "customer"),
      ),
    );
  const id = targetId ?? 0;
  switch (segment) {
    case "all_customers":
      return customer();
    case "all_partners":
      return active.where(({ exists, selectFrom }) =>
        exists(
          selectFrom("partners as p")
            .select("p.id")
            .whereRef("p.id", "=", "u.partner_id")
            .where("p.status", "=", "active"),
        ),
      );
    case "partner_team":
      return active.where("u.partner_id", "=", id);
    case "category_customers":
      return customer().where("u.id", "in", (eb) =>
        eb
          .selectFrom("services as s")
          .innerJoin("booking_items as bi", "bi.service_id", "s.id")
          .innerJoin("bookings as b", "b.id", "bi.booking_id")
          .select("b.user_id")
          .where("s.category_id", "=", id),
      );
    case "emirate_customers":
      return customer().where("u.id", "in", (eb) =>
        eb.selectFrom("user_addresses as ua").select("ua.user_id").where("ua.emirate_id", "=", id),
      );
  }
}

export async function countRecipients(db: Database, target: Target): Promise<number> {
  const row = await db
    .selectFrom(recipients(db, target).as("r"))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return num(row.n);
}

type StoredRow = {
  id: number;
  segment: Segment;
  target_id: number | null;
  title_en: string;
  title_ar: string;
  body_en: string;
  body_ar: string;
  recipients: number;
  sent_by: number | null;
  created_at: string;
  first_name: string | null;
  last_name: string | null;
};

const withSender = (db: Database) =>
  db
    .selectFrom("announcements as a")
    .leftJoin("users as su", "su.id", "a.sent_by")
    .select([
      "a.id",
      "a.segment",
      "a.target_id",
      "a.title_en",
      "a.title_ar",
      "a.body_en",
      "a.body_ar",
      "a.recipients",
      "a.sent_by",
      "a.created_at",
      "su.first_name",
      "su.last_name",
    ]);

/** The names of the rows' targets in `lang`, keyed `segment:id`. */
async function targetNames(db: Database, rows: StoredRow[], lang: Lang) {
  const names = new Map<string, string>();
  for (const [segment, spec] of Object.entries(TARGET_FIELD)) {
    const ids = [
      ...new Set(rows.filter((r) => r.segment === segment && r.target_id !== null).map((r) => r.target_id!)),
    ];
    if (ids.length === 0) continue;
    const found = await db.selectFrom(spec.table).select(["id", "name_en", "name_ar"]).where("id", "in", ids).execute();
    for (const f of found) names.set(`${segment}:${f.id}`, lang === "ar" ? f.name_ar : f.name_en);
  }
  return names;
}

const view = (r: StoredRow, names: Map<string, string>, lang: Lang) => ({
  id: num(r.id),
  segment: r.segment,
  target_id: r.target_id === null ? null : num(r.target_id),
  target_name: r.target_id === null ? null : (names.get(`${r.segment}:${r.target_id}`) ?? null),
  title: lang === "ar" ? r.title_ar : r.title_en,
  title_en: r.title_en,
  title_ar: r.title_ar,
  body: lang === "ar" ? r.body_ar : r.body_en,
  body_en: r.body_en,
  body_ar: r.body_ar,
  recipients: num(r.recipients),
  sent_by:
    r.sent_by === null ? null : { id: num(r.sent_by), name: `${r.first_name ?? ""} ${r.last_name ?? ""}`.trim() },
  created_at: r.created_at,
});

export async function announcementDetails(db: Database, id: number, lang: Lang) {
  const row = await withSender(db).where("a.id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, M.ANNOUNCEMENT_NOT_FOUND);
  return view(row, await targetNames(db, [row], lang), lang);
}

export async function listAnnouncements(db: Database, q: AnnouncementListQuery, lang: Lang) {
  const filtered = () => {
    let query = db.selectFrom("announcements as a");
    if (q.segment) query = query.where("a.segment", "=", q.segment);
    if (q.search) {
      const pattern = likePattern(q.search);
      query = query.where(
        (eb) =>
          eb.or([
            eb(eb.fn("lower", ["a.title_en"]), "like", pattern),
            eb("a.title_ar", "like", pattern),
            eb(eb.fn("lower", ["a.body_en"]), "like", pattern),
            eb("a.body_ar", "like", pattern),
          ]) as Expression<SqlBool>,
      );
    }
    return query;
  };
  const page: PageRequest = { page: q.page, limit: q.per_page ?? q.limit };
  const total = await filtered()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const ids = await orderedWindow(
    filtered().select("a.id"),
    { by: [["a.created_at", "desc"]], tieBreaker: ["a.id", "desc"] },
    page,
  ).execute();
  const rows = ids.length
    ? await withSender(db)
        .where(
          "a.id",
          "in",
          ids.map((r) => r.id),
        )
        .orderBy("a.created_at", "desc")
        .orderBy("a.id", "desc")
        .execute()
    : [];
  const names = await targetNames(db, rows, lang);
  return pageOf(
    rows.map((r) => view(r, names, lang)),
    num(total.n),
    page,
  );
}

/**
 * Stores the announcement and notifies each recipient (type `announcement`), in one transaction with the audit row:
 * either all of it is written or none.
 */
export async function sendAnnouncement(db: Database, body: AnnouncementBody, actor: AuditActor) {
  return inTx(db, async (trx) => {
    const target = await resolveTarget(trx, body);
    const created_at = nowIso();
    const inserted = await trx
      .insertInto("announcements")
      .values({
        segment: target.segment,
        target_id: target.targetId,
        title_en: body.title_en,
        title_ar: body.title_ar,
        body_en: body.body_en,
        body_ar: body.body_ar,
        recipients: 0,
        sent_by: actor.userId,
        created_at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = num(inserted.id);
    const result = await trx
      .insertInto("notifications")
      .columns(["user_id", "type", "title_en", "title_ar", "body_en", "body_ar", "link", "read_at", "created_at"])
      .expression(
        recipients(trx, target).select([
          sql<string>`cast(${NOTIFICATION_TYPE} as text)`.as("type"),
          sql<string>`cast(${body.title_en} as text)`.as("title_en"),
          sql<string>`cast(${body.title_ar} as text)`.as("title_ar"),
          sql<string>`cast(${body.body_en} as text)`.as("body_en"),
          sql<string>`cast(${body.body_ar} as text)`.as("body_ar"),
          sql<null>`cast(null as text)`.as("link"),
          sql<null>`cast(null as text)`.as("read_at"),
          sql<string>`cast(${created_at} as text)`.as("created_at"),
        ]),
      )
      .executeTakeFirst();
    const count = num(result.numInsertedOrUpdatedRows);
    await trx.updateTable("announcements").set({ recipients: count }).where("id", "=", id).execute();
    await audit(trx, {
      actor,
      action: "send",
      entity: "announcement",
      entity_id: id,
      after: {
        segment: target.segment,
        target_id: target.targetId,
        title_en: body.title_en,
        title_ar: body.title_ar,
        body_en: body.body_en,
        body_ar: body.body_ar,
        recipients: count,
      },
    });
    return id;
  });
}
