import { type Database, nowIso } from "../../db/database.js";
import { HELP_TOPICS, type HelpTopic } from "../../db/help-data.js";
import { type AuditActor, audit } from "../../lib/audit.js";
import { ApiError } from "../../lib/errors.js";
import { definedFields } from "../../lib/fields.js";
import type { Lang } from "../../lib/i18n.js";
import { likePattern, num, orderedWindow, type PageRequest, pageOf } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import * as M from "./messages.js";
import type { HelpListQuery, HelpStatus, HelpWrite } from "./schema.js";

/**
 * The staff help centre (issue 18c): markdown articles by topic in English and Arabic. Readers without update-help
 * see active articles only; editors see every status and may filter by it.
 */

interface StoredArticle {
  id: number;
  topic: string;
  title_en: string;
  title_ar: string;
  body_en: string;
  body_ar: string;
  status: string;
  sort_order: number;
  updated_at: string;
}

const topicOf = (key: string) => HELP_TOPICS.find((t) => t.key === key) ?? HELP_TOPICS[0];

const out = (r: StoredArticle, lang: Lang) => {
  const topic = topicOf(r.topic);
  return {
    id: num(r.id),
    topic: topic.key as HelpTopic,
    topic_name: lang === "ar" ? topic.name_ar : topic.name_en,
    title: lang === "ar" ? r.title_ar : r.title_en,
    title_en: r.title_en,
    title_ar: r.title_ar,
    body: lang === "ar" ? r.body_ar : r.body_en,
    body_en: r.body_en,
    body_ar: r.body_ar,
    status: (r.status === "inactive" ? "inactive" : "active") as HelpStatus,
    sort_order: num(r.sort_order),
    updated_at: r.updated_at,
  };
};

/** Articles, by sort order; `editor` false: active ones only (the status filter is ignored). */
export async function listArticles(db: Database, lang: Lang, q: HelpListQuery, editor: boolean) {
  const status = editor ? q.status : "active";
  const filtered = () => {
    let query = db.selectFrom("help_articles");
    if (q.topic) query = query.where("topic", "=", q.topic);
    if (status) query = query.where("status", "=", status);
    if (q.search) {
      // each word must appear in the title or body of either language
      for (const word of q.search.split(/\s+/).filter(Boolean).slice(0, 8)) {
        const pattern = likePattern(word);
        query = query.where((eb) =>
          eb.or([
            eb(eb.fn("lower", ["title_en"]), "like", pattern),
            eb(eb.fn("lower", ["body_en"]), "like", pattern),
            eb("title_ar", "like", pattern),
            eb("body_ar", "like", pattern),
          ]),
        );
      }
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
    rows.map((r) => out(r, lang)),
    num(total.n),
    page,
  );
}

/** Every topic with its name and how many articles it has (active ones only unless `editor`). */
export async function listTopics(db: Database, lang: Lang, editor: boolean) {
  let q = db
    .selectFrom("help_articles")
    .select(["topic", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("topic");
  if (!editor) q = q.where("status", "=", "active");
  const counts = new Map((await q.execute()).map((r) => [r.topic, num(r.n)]));
  return HELP_TOPICS.map((t) => ({
    key: t.key as HelpTopic,
    name: lang === "ar" ? t.name_ar : t.name_en,
    name_en: t.name_en,
    name_ar: t.name_ar,
    count: counts.get(t.key) ?? 0,
  }));
}

async function find(db: Database, id: number, editor = true): Promise<StoredArticle> {
  let q = db.selectFrom("help_articles").selectAll().where("id", "=", id);
  if (!editor) q = q.where("status", "=", "active");
  const row = await q.executeTakeFirst();
  if (!row) throw new ApiError(404, M.HELP_ARTICLE_NOT_FOUND);
  return row;
}

export async function articleDetails(db: Database, lang: Lang, id: number, editor = true) {
  return out(await find(db, id, editor), lang);
}

const values = (body: HelpWrite) =>
  definedFields(body, ["topic", "title_en", "title_ar", "body_en", "body_ar", "status", "sort_order"]);

type CreateBody = HelpWrite & {
  topic: HelpTopic;
  title_en: string;
  title_ar: string;
  body_en: string;
  body_ar: string;
};

export async function createArticle(db: Database, body: CreateBody, actor: AuditActor) {
  return inTx(db, async (trx) => {
    const last = await trx
      .selectFrom("help_articles")
      .select((eb) => eb.fn.max("sort_order").as("m"))
      .executeTakeFirst();
    const now = nowIso();
    const inserted = await trx
      .insertInto("help_articles")
      .values({
        status: "active",
        sort_order: num(last?.m) + 1,
        ...values(body),
        topic: body.topic,
        title_en: body.title_en,
        title_ar: body.title_ar,
        body_en: body.body_en,
        body_ar: body.body_ar,
        updated_by: actor.userId,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const after = await find(trx, num(inserted.id));
    await audit(trx, { actor, action: "create", entity: "help_article", entity_id: after.id, after });
    return num(after.id);
  });
}

export async function updateArticle(db: Database, id: number, body: HelpWrite, actor: AuditActor) {
  return inTx(db, async (trx) => {
    const before = await find(trx, id);
    await trx
      .updateTable("help_articles")
      .set({ ...values(body), updated_by: actor.userId, updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
    const after = await find(trx, id);
    await audit(trx, { actor, action: "update", entity: "help_article", entity_id: id, before, after });
  });
}

export async function deleteArticle(db: Database, id: number, actor: AuditActor) {
  return inTx(db, async (trx) => {
    const before = await find(trx, id);
    await trx.deleteFrom("help_articles").where("id", "=", id).execute();
    await audit(trx, { actor, action: "delete", entity: "help_article", entity_id: id, before });
  });
}
