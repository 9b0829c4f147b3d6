import { type Database, nowIso } from "../../db/database.js";
import { type AuditActor, audit } from "../../lib/audit.js";
import { ApiError } from "../../lib/errors.js";
import { definedFields } from "../../lib/fields.js";
import type { Lang } from "../../lib/i18n.js";
import { likePattern, num, orderedWindow, type PageRequest, pageOf } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import * as M from "./messages.js";
import type { FaqAdminListQuery, FaqAudience, FaqWrite, HelpStatus } from "./schema.js";

/**
 * FAQ management (issue 18c): the customer and partner questions the storefront's /faq and the partner portal's FAQ
 * read through the public `faq/list` (active ones only). Staff see every status here.
 */

interface StoredFaq {
  id: number;
  audience: string;
  question_en: string;
  question_ar: string;
  answer_en: string;
  answer_ar: string;
  sort_order: number;
  status: string;
  updated_at: string | null;
}

const out = (f: StoredFaq, lang: Lang) => ({
  id: num(f.id),
  audience: (f.audience === "partner" ? "partner" : "customer") as FaqAudience,
  question: lang === "ar" ? f.question_ar : f.question_en,
  question_en: f.question_en,
  question_ar: f.question_ar,
  answer: lang === "ar" ? f.answer_ar : f.answer_en,
  answer_en: f.answer_en,
  answer_ar: f.answer_ar,
  sort_order: num(f.sort_order),
  status: (f.status === "inactive" ? "inactive" : "active") as HelpStatus,
  updated_at: f.updated_at,
});

export async function listFaqs(db: Database, lang: Lang, q: FaqAdminListQuery) {
  const filtered = () => {
    let query = db.selectFrom("faqs");
    if (q.audience) query = query.where("audience", "=", q.audience);
    if (q.status) query = query.where("status", "=", q.status);
    if (q.search) {
      for (const word of q.search.split(/\s+/).filter(Boolean).slice(0, 8)) {
        const pattern = likePattern(word);
        query = query.where((eb) =>
          eb.or([
            eb(eb.fn("lower", ["question_en"]), "like", pattern),
            eb(eb.fn("lower", ["answer_en"]), "like", pattern),
            eb("question_ar", "like", pattern),
            eb("answer_ar", "like", pattern),
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
    {
      by: [
        ["audience", "asc"],
        ["sort_order", "asc"],
      ],
      tieBreaker: ["id", "asc"],
    },
    page,
  ).execute();
  return pageOf(
    rows.map((r) => out(r, lang)),
    num(total.n),
    page,
  );
}

async function find(db: Database, id: number): Promise<StoredFaq> {
  const row = await db.selectFrom("faqs").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, M.FAQ_NOT_FOUND);
  return row;
}

export async function faqDetails(db: Database, lang: Lang, id: number) {
  return out(await find(db, id), lang);
}

const values = (body: FaqWrite) =>
  definedFields(body, ["audience", "question_en", "question_ar", "answer_en", "answer_ar", "sort_order", "status"]);

type CreateBody = FaqWrite & {
  audience: FaqAudience;
  question_en: string;
  question_ar: string;
  answer_en: string;
  answer_ar: string;
};

/** A new FAQ goes last of its audience unless a sort_order is given. */
export async function createFaq(db: Database, body: CreateBody, actor: AuditActor) {
  return inTx(db, async (trx) => {
    const last = await trx
      .selectFrom("faqs")
      .select((eb) => eb.fn.max("sort_order").as("m"))
      .where("audience", "=", body.audience)
      .executeTakeFirst();
    const inserted = await trx
      .insertInto("faqs")
      .values({
        status: "active",
        sort_order: num(last?.m) + 1,
        ...values(body),
        audience: body.audience,
        question_en: body.question_en,
        question_ar: body.question_ar,
        answer_en: body.answer_en,
        answer_ar: body.answer_ar,
        updated_at: nowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const after = await find(trx, num(inserted.id));
    await audit(trx, { actor, action: "create", entity: "faq", entity_id: num(after.id), after });
    return num(after.id);
  });
}

export async function updateFaq(db: Database, id: number, body: FaqWrite, actor: AuditActor) {
  return inTx(db, async (trx) => {
    const before = await find(trx, id);
    await trx
      .updateTable("faqs")
      .set({ ...values(body), updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
    const after = await find(trx, id);
    await audit(trx, { actor, action: "update", entity: "faq", entity_id: id, before, after });
  });
}

export async function deleteFaq(db: Database, id: number, actor: AuditActor) {
  return inTx(db, async (trx) => {
    const before = await find(trx, id);
    await trx.deleteFrom("faqs").where("id", "=", id).execute();
    await audit(trx, { actor, action: "delete", entity: "faq", entity_id: id, before });
  });
}
