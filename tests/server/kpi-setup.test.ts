import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/src/db/database.js";
import { bearer, json, login, makeTestApp, type TestApp } from "./helpers.js";

type Method = "GET" | "POST";

describe("KPI set-up: categories, criteria, target matrix, performance criteria (issue 19)", () => {
  let app: TestApp;
  let db: Database;
  let admin: string;
  let support: string;
  let partner: string;

  beforeAll(async () => {
    ({ app, db } = await makeTestApp());
    [admin, support, partner] = await Promise.all(
      [
        ["admin@khidma.test", "Admin#2026"],
        ["support@khidma.test", "Support#2026"],
        ["partner@khidma.test", "Partner#2026"],
      ].map(async ([email, password]) => (await login(app, email, password)).access_token),
    );
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
  const as = async (method: Method, url: string, payload?: unknown, status = 200, lang = "en") => {
    const res = await call(method, url, admin, payload, lang);
    expect(res.statusCode, res.body).toBe(status);
    return json(res).data;
  };
  const refused = async (method: Method, url: string, payload: unknown, lang = "en") => {
    const res = await call(method, url, admin, payload, lang);
    expect(res.statusCode, res.body).toBe(422);
    return json(res) as { message: string; errors: Record<string, string[]> };
  };

  it("a fresh install has the seeded set-up: 4 categories, the 6 criteria with formulas, monthly targets and weights", async () => {
    const cats = await as("GET", "kpi-category/list?per_page=50");
    expect(cats.data.map((c: { name: string }) => c.name)).toEqual([
      "Quality",
      "Punctuality",
      "Reliability",
      "Responsiveness",
    ]);
    const catsAr = await as("GET", "kpi-category/list?per_page=50", undefined, 200, "ar");
    expect(catsAr.data[0].name).toBe("الجودة");

    const criteria = await as("GET", "kpi-criteria/list?per_page=50");
    expect(criteria.total).toBe(6);
    expect(criteria.data.map((c: { metric: string }) => c.metric).sort()).toEqual(
      [
        "average_rating",
        "complaint_rate",
        "completion_rate",
        "on_time_rate",
        "partner_cancellation_rate",
        "response_minutes",
      ].sort(),
    );
    const rating = criteria.data.find((c: { metric: string }) => c.metric === "average_rating");
    expect(rating).toMatchObject({ unit: "rating", direction: "higher", category_name: "Quality" });
    expect(rating.formula_en.length).toBeGreaterThan(10);
    expect(rating.formula_ar).toMatch(/[\u0600-\u06FF]/);

    const targets = await as("GET", "target-matrix/list?per_page=50&period=month&category_id=0");
    expect(targets.total).toBe(6);
    expect(targets.data.every((t: { category_id: unknown }) => t.category_id === null)).toBe(true);
    expect(targets.data[0].category_name).toBe("Every partner");

    const weights = await as("GET", "performance-criteria/list?per_page=50");
    expect(weights.total).toBe(6);
    expect(weights.active_weight_total).toBe(100);
    const sum = weights.data.reduce((s: number, w: { weight: number }) => s + w.weight, 0);
    expect(sum).toBe(100);
    const onTime = weights.data.find((w: { metric: string }) => w.metric === "on_time_rate");
    expect(onTime).toMatchObject({ weight: 25, share: 25 });
  });

  it("KPI categories: create, details, update, search in both languages, status filter, change-status, delete", async () => {
    const created = await as(
      "POST",
      "kpi-category/create",
      { name_en: "Safety first", name_ar: "السلامة أولاً", description_en: "Safe work" },
      201,
    );
    expect(created).toMatchObject({ name: "Safety first", status: "active", criteria_count: 0, sort_order: 5 });
    expect((await as("GET", `kpi-category/details/${created.id}`, undefined, 200, "ar")).name).toBe("السلامة أولاً");

    const updated = await as("POST", `kpi-category/update/${created.id}`, { name_en: "Safety" });
    expect(updated).toMatchObject({ name_en: "Safety", name_ar: "السلامة أولاً" });

    expect((await as("GET", "kpi-category/list?search=safe")).data.map((c: { id: number }) => c.id)).toEqual([
      created.id,
    ]);
    expect((await as("GET", "kpi-category/list?search=السلامة")).data.map((c: { id: number }) => c.id)).toEqual([
      created.id,
    ]);
    expect((await as("GET", "kpi-category/list?search=nothing-like-this")).total).toBe(0);

    const off = await as("POST", `kpi-category/change-status/${created.id}`, { status: "inactive" });
    expect(off.status).toBe("inactive");
    const inactive = await as("GET", "kpi-category/list?status=inactive");
    expect(inactive.data.map((c: { id: number }) => c.id)).toEqual([created.id]);
    expect((await as("GET", "kpi-category/list?status=active")).total).toBe(4);
    // no status: toggles back
    expect((await as("POST", `kpi-category/change-status/${created.id}`, {})).status).toBe("active");

    // page and per_page
    const page2 = await as("GET", "kpi-category/list?page=2&per_page=2");
    expect(page2).toMatchObject({ current_page: 2, per_page: 2, total: 5, last_page: 3 });
    expect(page2.data).toHaveLength(2);

    await as("POST", `kpi-category/delete/${created.id}`, {});
    expect((await call("GET", `kpi-category/details/${created.id}`, admin)).statusCode).toBe(404);
  });

  it("422s carry field errors in English and Arabic", async () => {
    const en = await refused("POST", "kpi-category/create", { name_en: "", status: "maybe" });
    expect(en.errors.name_en).toEqual(["The name en field is required."]);
    expect(en.errors.name_ar).toBeDefined();
    expect(en.errors.status).toEqual(["The status must be active or inactive."]);
    const ar = await refused("POST", "kpi-category/create", { name_en: "", status: "maybe" }, "ar");
    expect(ar.errors.name_en[0]).toMatch(/الاسم بالإنجليزية/);
    expect(ar.errors.status[0]).toMatch(/[\u0600-\u06FF]/);

    const dup = await refused("POST", "kpi-category/create", { name_en: "quality", name_ar: "جديد" });
    expect(dup.errors.name_en).toEqual(["Another KPI category already has this name."]);

    const crit = await refused("POST", "kpi-criteria/create", {
      category_id: 999999,
      name_en: "X",
      name_ar: "س",
      metric: "speed",
    });
    expect(crit.errors.metric[0]).toMatch(/^The metric must be one of/);
    const critAr = await refused(
      "POST",
      "kpi-criteria/create",
      { category_id: 1, name_en: "X", name_ar: "س", metric: "speed" },
      "ar",
    );
    expect(critAr.errors.metric[0]).toMatch(/يجب أن يكون المقياس/);
    const noCat = await refused("POST", "kpi-criteria/create", {
      category_id: 999999,
      name_en: "X",
      name_ar: "س",
      metric: "on_time_rate",
    });
    expect(noCat.errors.category_id).toEqual(["The selected KPI category does not exist."]);

    const weight = await refused("POST", "performance-criteria/create", { criterion_id: 1, weight: 101 });
    expect(weight.errors.weight).toEqual(["The weight may not be greater than 100."]);
    const weightAr = await refused("POST", "performance-criteria/create", { criterion_id: 1, weight: 0 }, "ar");
    expect(weightAr.errors.weight[0]).toMatch(/الوزن/);

    const badList = await call("GET", "kpi-criteria/list?status=maybe", admin);
    expect(badList.statusCode).toBe(422);
    expect(json(badList).errors.status).toBeDefined();
  });

  it("KPI criteria: create with the metric's defaults, filter by category and metric, update, change status", async () => {
    const cats = await as("GET", "kpi-category/list?per_page=50");
    const quality = cats.data.find((c: { name_en: string }) => c.name_en === "Quality");
    const c = await as(
      "POST",
      "kpi-criteria/create",
      {
        category_id: quality.id,
        name_en: "Repeat visit rate",
        name_ar: "نسبة الزيارات المتكررة",
        metric: "complaint_rate",
        formula_en: "Bookings redone ÷ completed bookings × 100",
        formula_ar: "الحجوزات المعادة ÷ الحجوزات المنجزة × 100",
      },
      201,
    );
    expect(c).toMatchObject({ direction: "lower", unit: "percent", category_name: "Quality", status: "active" });
    const ar = await as("GET", `kpi-criteria/details/${c.id}`, undefined, 200, "ar");
    expect(ar).toMatchObject({ name: "نسبة الزيارات المتكررة", category_name: "الجودة" });
    expect(ar.formula).toBe("الحجوزات المعادة ÷ الحجوزات المنجزة × 100");

    const inQuality = await as("GET", `kpi-criteria/list?category_id=${quality.id}&per_page=50`);
    expect(inQuality.data.map((x: { name_en: string }) => x.name_en)).toContain("Repeat visit rate");
    expect(inQuality.data.every((x: { category_id: number }) => x.category_id === quality.id)).toBe(true);
    const byMetric = await as("GET", "kpi-criteria/list?metric=complaint_rate&search=repeat");
    expect(byMetric.data.map((x: { id: number }) => x.id)).toEqual([c.id]);
    expect((await as("GET", "kpi-criteria/list?search=الزيارات")).data.map((x: { id: number }) => x.id)).toEqual([
      c.id,
    ]);

    const up = await as("POST", `kpi-criteria/update/${c.id}`, { direction: "higher", formula_en: "Changed" });
    expect(up).toMatchObject({ direction: "higher", formula_en: "Changed", name_en: "Repeat visit rate" });
    expect((await as("POST", `kpi-criteria/change-status/${c.id}`, { status: "inactive" })).status).toBe("inactive");

    // unused: it may be deleted
    await as("POST", `kpi-criteria/delete/${c.id}`, {});
    expect((await call("GET", `kpi-criteria/details/${c.id}`, admin)).statusCode).toBe(404);
  });

  it("target matrix: a cell per criterion, service category and period; unique; figures fit the unit", async () => {
    const criteria = await as("GET", "kpi-criteria/list?per_page=50");
    const rating = criteria.data.find((c: { metric: string }) => c.metric === "average_rating");
    const onTime = criteria.data.find((c: { metric: string }) => c.metric === "on_time_rate");
    const category = await db
      .selectFrom("categories")
      .select(["id", "name_en"])
      .orderBy("id")
      .executeTakeFirstOrThrow();

    const t = await as(
      "POST",
      "target-matrix/create",
      { criterion_id: onTime.id, category_id: category.id, period: "quarter", target: 92.5, warning: 88 },
      201,
    );
    expect(t).toMatchObject({
      criterion_id: onTime.id,
      category_id: category.id,
      category_name: category.name_en,
      period: "quarter",
      target: 92.5,
      warning: 88,
      unit: "percent",
      status: "active",
    });
    const quarter = await as("GET", `target-matrix/list?period=quarter&category_id=${category.id}`);
    expect(quarter.data.map((x: { id: number }) => x.id)).toEqual([t.id]);
    expect((await as("GET", "target-matrix/list?search=on-time&per_page=50")).total).toBe(2);

    const dup = await refused("POST", "target-matrix/create", {
      criterion_id: onTime.id,
      category_id: category.id,
      period: "quarter",
      target: 80,
    });
    expect(dup.errors.period).toEqual([
      "This criterion already has a target for this category and period. Change that one instead.",
    ]);
    // every partner + month exists from the seed (null category counted as a value)
    const dupNull = await refused("POST", "target-matrix/create", { criterion_id: onTime.id, target: 80 }, "ar");
    expect(dupNull.errors.criterion_id[0]).toMatch(/لهذا المعيار هدف/);

    const tooHigh = await refused("POST", "target-matrix/create", {
      criterion_id: rating.id,
      period: "year",
      target: 6,
    });
    expect(tooHigh.errors.target).toEqual(["A rating must be between 0 and 5."]);
    const noCat = await refused("POST", "target-matrix/create", {
      criterion_id: rating.id,
      category_id: 999999,
      target: 4,
    });
    expect(noCat.errors.category_id).toEqual(["The selected service category does not exist."]);
    const missing = await refused("POST", "target-matrix/create", { criterion_id: rating.id, period: "week" }, "ar");
    expect(missing.errors.target[0]).toMatch(/[\u0600-\u06FF]/);
    expect(missing.errors.period[0]).toMatch(/يجب أن تكون الفترة/);

    const up = await as("POST", `target-matrix/update/${t.id}`, { target: 95, warning: null });
    expect(up).toMatchObject({ target: 95, warning: null, period: "quarter" });
    expect((await as("POST", `target-matrix/change-status/${t.id}`, {})).status).toBe("inactive");
    expect((await as("GET", "target-matrix/list?status=inactive")).data.map((x: { id: number }) => x.id)).toEqual([
      t.id,
    ]);
    await as("POST", `target-matrix/delete/${t.id}`, {});
    expect((await call("GET", `target-matrix/details/${t.id}`, admin)).statusCode).toBe(404);
  });

  it("performance criteria: one weight per criterion; shares normalised by the active weights", async () => {
    const weights = await as("GET", "performance-criteria/list?per_page=50");
    const complaints = weights.data.find((w: { metric: string }) => w.metric === "complaint_rate");
    const onTime = weights.data.find((w: { metric: string }) => w.metric === "on_time_rate");

    const taken = await refused("POST", "performance-criteria/create", {
      criterion_id: onTime.criterion_id,
      weight: 5,
    });
    expect(taken.errors.criterion_id).toEqual(["This criterion already has a weight. Change that one instead."]);

    // on-time 25 -> 50: total 125, on-time's share 40%
    const up = await as("POST", `performance-criteria/update/${onTime.id}`, { weight: 50 });
    expect(up).toMatchObject({ weight: 50, share: 40 });
    // complaints (10) off: total 115, complaints' share 0, on-time's 43.5%
    const off = await as("POST", `performance-criteria/change-status/${complaints.id}`, { status: "inactive" });
    expect(off).toMatchObject({ status: "inactive", share: 0 });
    const after = await as("GET", "performance-criteria/list?per_page=50");
    expect(after.active_weight_total).toBe(115);
    expect(after.data.find((w: { id: number }) => w.id === onTime.id).share).toBe(43.5);
    expect(
      (await as("GET", "performance-criteria/list?status=inactive")).data.map((w: { id: number }) => w.id),
    ).toEqual([complaints.id]);
    expect((await as("GET", "performance-criteria/list?search=on-time")).data.map((w: { id: number }) => w.id)).toEqual(
      [onTime.id],
    );

    // put back
    await as("POST", `performance-criteria/update/${onTime.id}`, { weight: 25 });
    await as("POST", `performance-criteria/change-status/${complaints.id}`, { status: "active" });
    expect((await as("GET", "performance-criteria/list")).active_weight_total).toBe(100);
  });

  it("delete is refused with a 422 saying why while a row is in use", async () => {
    const cats = await as("GET", "kpi-category/list?per_page=50");
    const quality = cats.data.find((c: { name_en: string }) => c.name_en === "Quality");
    const catEn = await refused("POST", `kpi-category/delete/${quality.id}`, {});
    expect(catEn.message).toMatch(/has criteria and cannot be deleted/);
    const catAr = await refused("POST", `kpi-category/delete/${quality.id}`, {}, "ar");
    expect(catAr.message).toMatch(/لهذه الفئة معايير ولا يمكن حذفها/);

    const criteria = await as("GET", "kpi-criteria/list?per_page=50");
    const rating = criteria.data.find((c: { metric: string }) => c.metric === "average_rating");
    const critEn = await refused("POST", `kpi-criteria/delete/${rating.id}`, {});
    expect(critEn.message).toMatch(/has targets, a weight or report scores and cannot be deleted/);
    const critAr = await refused("POST", `kpi-criteria/delete/${rating.id}`, {}, "ar");
    expect(critAr.message).toMatch(/ولا يمكن حذفه/);

    // a criterion with only a weight is still in use
    const c = await as(
      "POST",
      "kpi-criteria/create",
      { category_id: quality.id, name_en: "Weighted only", name_ar: "موزون فقط", metric: "average_rating" },
      201,
    );
    const w = await as("POST", "performance-criteria/create", { criterion_id: c.id, weight: 5 }, 201);
    expect((await call("POST", `kpi-criteria/delete/${c.id}`, admin, {})).statusCode).toBe(422);
    await as("POST", `performance-criteria/delete/${w.id}`, {});
    await as("POST", `kpi-criteria/delete/${c.id}`, {});
    expect(await db.selectFrom("kpi_criteria").select("id").where("id", "=", c.id).executeTakeFirst()).toBeUndefined();
    // the seeded rows are all still there
    expect((await db.selectFrom("kpi_criteria").select("id").execute()).length).toBe(6);
  });

  it("refuses no token (401), a partner and the Support role (403), for every endpoint", async () => {
    const endpoints: Array<[Method, string, unknown?]> = [];
    for (const m of ["kpi-category", "kpi-criteria", "target-matrix", "performance-criteria"]) {
      endpoints.push(
        ["GET", `${m}/list`],
        ["GET", `${m}/details/1`],
        ["POST", `${m}/create`, {}],
        ["POST", `${m}/update/1`, {}],
        ["POST", `${m}/delete/1`, {}],
        ["POST", `${m}/change-status/1`, {}],
      );
    }
    for (const [method, url, body] of endpoints) {
      expect((await call(method, url, null, body)).statusCode, url).toBe(401);
      expect((await call(method, url, partner, body)).statusCode, url).toBe(403);
      expect((await call(method, url, support, body)).statusCode, url).toBe(403);
    }
    // nothing changed
    expect((await db.selectFrom("kpi_categories").select("id").execute()).length).toBe(4);
  });
});
