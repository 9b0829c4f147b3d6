import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/src/db/database.js";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

type Method = "GET" | "POST";

describe("help centre and FAQ management (issue 18c)", () => {
  let app: TestApp;
  let db: Database;
  let admin: string;
  let support: string;
  let partner: string;
  let customer: string;
  let client: string;

  beforeAll(async () => {
    ({ app, db } = await makeTestApp());
    [admin, support, partner, customer] = await Promise.all(
      [
        ["admin@khidma.test", "Admin#2026"],
        ["support@khidma.test", "Support#2026"],
        ["partner@khidma.test", "Partner#2026"],
        ["customer@khidma.test", "Customer#2026"],
      ].map(async ([email, password]) => (await login(app, email, password)).access_token),
    );
    client = await clientToken(app);
  });

  afterAll(async () => {
    await app.close();
  });

  const call = (method: Method, url: string, token: string | null, payload?: unknown, lang = "en") =>
    app.inject({
      method,
      url: `/api/v2/${url}`,
      headers: { ...(token ? bearer(token) : {}), "accept-language": lang },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  const as = async (method: Method, url: string, payload?: unknown, status = 200, lang = "en", token = admin) => {
    const res = await call(method, url, token, payload, lang);
    expect(res.statusCode, res.body).toBe(status);
    return json(res).data;
  };
  const auditRows = (entity: string, id: number) =>
    db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", entity)
      .where("entity_id", "=", id)
      .orderBy("id")
      .execute();

  const article = {
    topic: "money",
    title_en: "Reconcile the wallet ledger",
    title_ar: "مطابقة دفتر المحفظة",
    body_en: "Compare the **wallet** balance with the ledger every Friday.",
    body_ar: "قارن رصيد **المحفظة** مع الدفتر كل جمعة.",
  };
  const faq = {
    audience: "customer",
    question_en: "Can I tip the technician?",
    question_ar: "هل يمكنني إعطاء الفني إكرامية؟",
    answer_en: "Tips are welcome but never required.",
    answer_ar: "الإكرامية مرحب بها لكنها غير مطلوبة.",
  };

  const reads: Array<[Method, string]> = [
    ["GET", "help/list"],
    ["GET", "help/topics"],
    ["GET", "help/details/1"],
    ["GET", "faq/admin-list"],
    ["GET", "faq/details/1"],
  ];
  const writes: Array<[Method, string, unknown]> = [
    ["POST", "help/create", article],
    ["POST", "help/update/1", { title_en: "X" }],
    ["POST", "help/delete/1", {}],
    ["POST", "faq/create", faq],
    ["POST", "faq/update/1", { question_en: "X" }],
    ["POST", "faq/delete/1", {}],
  ];

  it("refuses no token (401), partner, customer and guest roles (403); Support reads but may not write", async () => {
    for (const [method, url, body] of [...reads.map(([m, u]) => [m, u, undefined] as const), ...writes]) {
      expect((await call(method, url, null, body)).statusCode, url).toBe(401);
      for (const token of [partner, customer]) expect((await call(method, url, token, body)).statusCode, url).toBe(403);
      expect([401, 403], url).toContain((await call(method, url, client, body)).statusCode);
    }
    for (const [method, url] of reads) expect((await call(method, url, support)).statusCode, url).toBe(200);
    for (const [method, url, body] of writes)
      expect((await call(method, url, support, body)).statusCode, url).toBe(403);
    // nothing was written by the refused calls
    expect(
      await db.selectFrom("audit_log").select("id").where("entity", "in", ["faq", "help_article"]).execute(),
    ).toEqual([]);
  });

  it("serves the seeded guides by topic with bilingual names and counts", async () => {
    const topics = await as("GET", "help/topics");
    expect(topics.map((t: { key: string }) => t.key)).toEqual([
      "partners",
      "bookings",
      "money",
      "catalog",
      "customers",
      "platform",
    ]);
    const money = topics.find((t: { key: string }) => t.key === "money");
    expect(money).toMatchObject({
      name: "Payments, refunds and payouts",
      name_ar: "المدفوعات والاستردادات والمستحقات",
    });
    expect(money.count).toBeGreaterThanOrEqual(2);
    const total = topics.reduce((n: number, t: { count: number }) => n + t.count, 0);
    expect(total).toBeGreaterThanOrEqual(8);

    const list = await as("GET", "help/list?topic=money&per_page=50");
    expect(list.total).toBe(money.count);
    expect(list.data.every((a: { topic: string }) => a.topic === "money")).toBe(true);
    const titles = list.data.map((a: { title: string }) => a.title);
    expect(titles).toEqual(expect.arrayContaining(["Run a payout cycle", "Issue a refund"]));

    const ar = await as("GET", "help/topics", undefined, 200, "ar");
    expect(ar.find((t: { key: string }) => t.key === "money").name).toBe("المدفوعات والاستردادات والمستحقات");
    const arList = await as("GET", "help/list?topic=money", undefined, 200, "ar");
    expect(arList.data[0].title).toBe(arList.data[0].title_ar);
    expect(arList.data[0].topic_name).toBe("المدفوعات والاستردادات والمستحقات");
    expect(arList.data[0].body).toContain("**");
  });

  it("searches titles and bodies in English and Arabic", async () => {
    const en = await as("GET", `help/list?search=${encodeURIComponent("payout cycle")}`);
    expect(en.data.map((a: { title_en: string }) => a.title_en)).toContain("Run a payout cycle");
    expect(en.data.map((a: { title_en: string }) => a.title_en)).not.toContain("Approve a partner application");
    // a word only in a body (English, any letter case)
    const body = await as("GET", `help/list?search=${encodeURIComponent("IBAN")}`);
    expect(body.data.map((a: { title_en: string }) => a.title_en)).toContain("Approve a partner application");
    // Arabic words, answered in Arabic
    const ar = await as("GET", `help/list?search=${encodeURIComponent("الآيبان")}`, undefined, 200, "ar");
    expect(ar.data.map((a: { title: string }) => a.title)).toContain("اعتماد طلب انضمام شريك");
    const arTitle = await as("GET", `help/list?search=${encodeURIComponent("دورة المستحقات")}`);
    expect(arTitle.data.map((a: { title_en: string }) => a.title_en)).toContain("Run a payout cycle");
    expect(arTitle.data.map((a: { title_en: string }) => a.title_en)).not.toContain("Issue a refund");
    const none = await as("GET", `help/list?search=${encodeURIComponent("zzqx")}`);
    expect(none).toMatchObject({ data: [], total: 0 });
  });

  it("creates, reads, updates and deletes an article; each write audited with before and after", async () => {
    const created = await as("POST", "help/create", article, 201);
    expect(created).toMatchObject({
      ...article,
      title: article.title_en,
      body: article.body_en,
      topic_name: "Payments, refunds and payouts",
      status: "active",
    });
    expect(created.sort_order).toBeGreaterThanOrEqual(9);
    const id = created.id as number;
    expect(await as("GET", `help/details/${id}`, undefined, 200, "ar")).toMatchObject({ title: article.title_ar });

    const updated = await as("POST", `help/update/${id}`, { title_en: "Reconcile the wallet", status: "inactive" });
    expect(updated).toMatchObject({ title_en: "Reconcile the wallet", title_ar: article.title_ar, status: "inactive" });

    // a reader (Support) no longer sees it; the editor does and may filter by status
    expect((await call("GET", `help/details/${id}`, support)).statusCode).toBe(404);
    const supportList = await as("GET", "help/list?search=wallet&per_page=100", undefined, 200, "en", support);
    expect(supportList.data.map((a: { id: number }) => a.id)).not.toContain(id);
    const inactive = await as("GET", "help/list?status=inactive");
    expect(inactive.data.map((a: { id: number }) => a.id)).toEqual([id]);

    expect(await as("POST", `help/delete/${id}`, {})).toEqual({ id });
    expect((await call("GET", `help/details/${id}`, admin)).statusCode).toBe(404);
    expect((await call("POST", `help/delete/${id}`, admin, {})).statusCode).toBe(404);

    const rows = await auditRows("help_article", id);
    expect(rows.map((r) => r.action)).toEqual(["create", "update", "delete"]);
    expect(rows[0].before_json).toBeNull();
    expect(JSON.parse(rows[1].before_json!)).toMatchObject({ title_en: article.title_en, status: "active" });
    expect(JSON.parse(rows[1].after_json!)).toMatchObject({ title_en: "Reconcile the wallet", status: "inactive" });
    expect(JSON.parse(rows[2].before_json!)).toMatchObject({ title_en: "Reconcile the wallet" });
    expect(rows[2].after_json).toBeNull();
    const adminId = (
      await db.selectFrom("users").select("id").where("email", "=", "admin@khidma.test").executeTakeFirstOrThrow()
    ).id;
    expect(rows.every((r) => r.actor_user_id === adminId)).toBe(true);
  });

  it("answers 422 with field errors in English and Arabic, and saves nothing", async () => {
    const before = (await db.selectFrom("help_articles").select("id").execute()).length;
    const bad = await call("POST", "help/create", admin, { topic: "gossip", title_en: " ", body_en: "x" });
    expect(bad.statusCode).toBe(422);
    const errors = json(bad).errors;
    expect(errors.topic[0]).toBe("The selected topic is invalid.");
    expect(errors.title_en[0]).toBe("The title en field is required.");
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(["title_ar", "body_ar"]));
    const ar = await call("POST", "help/create", admin, { ...article, topic: "gossip", status: "draft" }, "ar");
    expect(ar.statusCode).toBe(422);
    expect(json(ar).errors.topic[0]).toBe("الموضوع المحدد غير صحيح.");
    expect(json(ar).errors.status[0]).toMatch(/[\u0600-\u06FF]/);
    const long = await call("POST", "help/update/1", admin, { title_ar: "س".repeat(201) });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(json(long).errors)).toEqual(["title_ar"]);
    expect((await db.selectFrom("help_articles").select("id").execute()).length).toBe(before);

    const faqBad = await call("POST", "faq/create", admin, { audience: "everyone", question_en: "Q" }, "ar");
    expect(faqBad.statusCode).toBe(422);
    const faqErrors = json(faqBad).errors;
    expect(faqErrors.audience[0]).toBe("يجب أن تكون الفئة المستهدفة عملاء أو شركاء.");
    expect(faqErrors.question_ar[0]).toMatch(/[\u0600-\u06FF]/);
    expect(Object.keys(faqErrors)).toEqual(expect.arrayContaining(["answer_en", "answer_ar"]));
    expect((await call("POST", "faq/update/1", admin, { sort_order: -1 })).statusCode).toBe(422);
    expect((await call("GET", "faq/admin-list?audience=everyone", admin)).statusCode).toBe(422);
    expect((await call("GET", "help/list?topic=gossip", admin)).statusCode).toBe(422);
  });

  it("manages FAQs: the public faq/list keeps its shape and shows active ones only", async () => {
    const publicList = async (audience: string, lang = "en") => {
      const res = await call("GET", `faq/list?audience=${audience}`, client, undefined, lang);
      expect(res.statusCode, res.body).toBe(200);
      return json(res).data as Array<Record<string, unknown>>;
    };
    const seeded = await publicList("customer");
    expect(seeded.length).toBeGreaterThan(0);
    expect(Object.keys(seeded[0]).sort()).toEqual(
      [
        "id",
        "audience",
        "question",
        "question_en",
        "question_ar",
        "answer",
        "answer_en",
        "answer_ar",
        "sort_order",
      ].sort(),
    );

    const created = await as("POST", "faq/create", faq, 201);
    expect(created).toMatchObject({ ...faq, question: faq.question_en, status: "active" });
    const id = created.id as number;
    // last of its audience by default
    expect(created.sort_order).toBe(Math.max(...seeded.map((f) => f.sort_order as number)) + 1);
    expect((await publicList("customer")).map((f) => f.id)).toContain(id);
    expect((await publicList("partner")).map((f) => f.id)).not.toContain(id);
    expect((await publicList("customer", "ar")).find((f) => f.id === id)?.question).toBe(faq.question_ar);

    // deactivate: gone from the public list, still in the admin list
    expect(await as("POST", `faq/update/${id}`, { status: "inactive", sort_order: 0 })).toMatchObject({
      status: "inactive",
      sort_order: 0,
    });
    expect((await publicList("customer")).map((f) => f.id)).not.toContain(id);
    const adminList = await as("GET", "faq/admin-list?audience=customer&status=inactive");
    expect(adminList.data.map((f: { id: number }) => f.id)).toEqual([id]);
    const searched = await as("GET", `faq/admin-list?search=${encodeURIComponent("إكرامية")}`);
    expect(searched.data.map((f: { id: number }) => f.id)).toEqual([id]);
    expect(await as("GET", `faq/details/${id}`, undefined, 200, "ar")).toMatchObject({ answer: faq.answer_ar });

    // reactivate first in order, then delete
    await as("POST", `faq/update/${id}`, { status: "active" });
    expect((await publicList("customer"))[0].id).toBe(id);
    expect(await as("POST", `faq/delete/${id}`, {})).toEqual({ id });
    expect((await publicList("customer")).map((f) => f.id)).not.toContain(id);
    expect((await call("GET", `faq/details/${id}`, admin)).statusCode).toBe(404);

    const rows = await auditRows("faq", id);
    expect(rows.map((r) => r.action)).toEqual(["create", "update", "update", "delete"]);
    expect(JSON.parse(rows[1].before_json!)).toMatchObject({ status: "active" });
    expect(JSON.parse(rows[1].after_json!)).toMatchObject({ status: "inactive", sort_order: 0 });
  });
});
