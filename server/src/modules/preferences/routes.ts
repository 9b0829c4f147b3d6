import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Database, nowIso } from "../../db/database.js";
import { currentUserId, requireAuth } from "../../lib/auth.js";
import { envelope, errorEnvelope, ok } from "../../lib/envelope.js";
import { fieldError } from "../../lib/errors.js";
import { type Lang, requestLanguage } from "../../lib/i18n.js";

const TAG = ["Preferences"];
const bearer = [{ bearerAuth: [] }];

export const SAVED = "Preferences saved";
export const UNKNOWN_CATEGORY = "One or more of the chosen categories do not exist.";

const preferencesData = z.object({
  category_ids: z.array(z.number().int()).describe("The categories the user cares about, in the order chosen"),
  categories: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      name_en: z.string(),
      name_ar: z.string(),
      icon: z.string().nullable(),
    }),
  ),
});

const preferencesBody = z.object({
  category_ids: z
    .array(z.number({ error: "Each category must be an id." }).int().positive(), {
      error: "The category ids field is required.",
    })
    .max(20, "Choose at most 20 categories."),
});

async function preferencesOf(db: Database, userId: number, lang: Lang) {
  const rows = await db
    .selectFrom("user_category_preferences as p")
    .innerJoin("categories as c", "c.id", "p.category_id")
    .select(["c.id", "c.slug", "c.name_en", "c.name_ar", "c.icon"])
    .where("p.user_id", "=", userId)
    .orderBy("p.id")
    .execute();
  return {
    category_ids: rows.map((r) => r.id),
    categories: rows.map((r) => ({ ...r, name: lang === "ar" ? r.name_ar : r.name_en, icon: r.icon ?? null })),
  };
}

/** The signed-in user's category preferences: picked after registration, used by the home page. */
export const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/user/category-preferences",
    {
      onRequest: requireAuth({ user: true }),
      schema: {
        tags: TAG,
        summary: "The signed-in user's preferred categories",
        security: bearer,
        response: { 200: envelope(preferencesData), 401: errorEnvelope },
      },
    },
    async (request, reply) => ok(reply, await preferencesOf(db, currentUserId(request), requestLanguage(request))),
  );

  app.post(
    "/user/category-preferences",
    {
      onRequest: requireAuth({ user: true }),
      schema: {
        tags: TAG,
        summary: "Replace the signed-in user's preferred categories",
        security: bearer,
        body: preferencesBody,
        response: { 200: envelope(preferencesData), 401: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const ids = [...new Set(request.body.category_ids)];
      if (ids.length > 0) {
        const found = await db.selectFrom("categories").select("id").where("id", "in", ids).execute();
        if (found.length !== ids.length) throw fieldError("category_ids", UNKNOWN_CATEGORY);
      }
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("user_category_preferences").where("user_id", "=", userId).execute();
        const at = nowIso();
        for (const id of ids) {
          await trx
            .insertInto("user_category_preferences")
            .values({ user_id: userId, category_id: id, created_at: at })
            .execute();
        }
      });
      return ok(reply, await preferencesOf(db, userId, requestLanguage(request)), SAVED);
    },
  );
};
