import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

describe("user addresses", () => {
  let app: TestApp;
  let db: Awaited<ReturnType<typeof makeTestApp>>["db"];
  let token: string;
  let otherToken: string;
  let dubai: number;
  let abuDhabi: number;
  let marina: { id: number; latitude: number; longitude: number };
  let jlt: number;
  let abuDhabiCommunity: number;

  beforeAll(async () => {
    ({ app, db } = await makeTestApp());
    token = (await login(app, "customer@khidma.test", "Customer#2026")).access_token;
    otherToken = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
    const emirates = await db.selectFrom("emirates").select(["id", "slug"]).execute();
    dubai = emirates.find((e) => e.slug === "dubai")!.id;
    abuDhabi = emirates.find((e) => e.slug === "abu-dhabi")!.id;
    const communities = await db
      .selectFrom("communities")
      .select(["id", "slug", "emirate_id", "latitude", "longitude"])
      .execute();
    const m = communities.find((c) => c.slug === "dubai-marina")!;
    marina = { id: m.id, latitude: Number(m.latitude), longitude: Number(m.longitude) };
    jlt = communities.find((c) => c.slug === "jlt")!.id;
    abuDhabiCommunity = communities.find((c) => c.emirate_id === abuDhabi)!.id;
  });
  afterAll(async () => {
    await app.close();
  });

  const body = (over: Record<string, unknown> = {}) => ({
    label: "home",
    emirate_id: dubai,
    community_id: marina.id,
    building: "Marina Heights",
    apartment_or_villa_number: "1204",
    property_type: "apartment",
    property_size: "2br",
    ...over,
  });
  const create = (payload: Record<string, unknown>, t = token, lang = "en") =>
    app.inject({
      method: "POST",
      url: "/api/v2/user-address/create",
      headers: { ...bearer(t), "accept-language": lang },
      payload,
    });
  const list = async (t = token, lang = "en") => {
    const res = await app.inject({
      method: "GET",
      url: "/api/v2/user-address/list",
      headers: { ...bearer(t), "accept-language": lang },
    });
    expect(res.statusCode).toBe(200);
    return json(res).data;
  };

  it("401 signed out, and with only a client token", async () => {
    let res = await app.inject({ method: "GET", url: "/api/v2/user-address/list" });
    expect(res.statusCode).toBe(401);
    res = await app.inject({ method: "POST", url: "/api/v2/user-address/create", payload: body() });
    expect(res.statusCode).toBe(401);
    res = await app.inject({
      method: "GET",
      url: "/api/v2/user-address/list",
      headers: bearer(await clientToken(app)),
    });
    expect(res.statusCode).toBe(401);
    res = await app.inject({ method: "DELETE", url: "/api/v2/user-address/delete/1" });
    expect(res.statusCode).toBe(401);
  });

  it("starts empty; the first address becomes default and takes the community's centre", async () => {
    expect((await list()).data).toEqual([]);
    const res = await create(body());
    expect(res.statusCode).toBe(201);
    const a = json(res).data;
    expect(json(res).message).toBe("Address added");
    expect(a).toMatchObject({
      label: "home",
      emirate_id: dubai,
      emirate_name: "Dubai",
      community_id: marina.id,
      community_name: "Dubai Marina",
      building: "Marina Heights",
      apartment_or_villa_number: "1204",
      street: null,
      property_type: "apartment",
      property_type_name: "Apartment",
      property_size: "2br",
      is_default: 1,
      latitude: marina.latitude,
      longitude: marina.longitude,
    });
    const page = await list();
    expect(page.total).toBe(1);
    expect(page.data[0].id).toBe(a.id);
  });

  it("names emirate and community in Arabic when asked", async () => {
    const page = await list(token, "ar");
    expect(page.data[0].emirate_name).toBe("دبي");
    expect(page.data[0].community_name).toBe("دبي مارينا");
    expect(page.data[0].community_name_en).toBe("Dubai Marina");
  });

  it("a second address is not default until made so; default first in the list", async () => {
    const first = (await list()).data[0];
    let res = await create(
      body({ label: "Mum's place", community_id: jlt, building: "Cluster A", latitude: 25.07, longitude: 55.14 }),
    );
    const second = json(res).data;
    expect(second.is_default).toBe(0);
    expect(second.latitude).toBe(25.07);
    expect((await list()).data.map((a: { id: number }) => a.id)).toEqual([first.id, second.id]);

    res = await app.inject({
      method: "POST",
      url: `/api/v2/user-address/default/${second.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.is_default).toBe(1);
    const after = (await list()).data;
    expect(after.map((a: { id: number; is_default: number }) => [a.id, a.is_default])).toEqual([
      [second.id, 1],
      [first.id, 0],
    ]);
  });

  it("updates an address (full body), keeping its default flag", async () => {
    const [def, other] = (await list()).data;
    let res = await app.inject({
      method: "POST",
      url: `/api/v2/user-address/update/${other.id}`,
      headers: bearer(token),
      payload: body({ building: "Marina Gate 2", street: "Al Marsa St", property_type: "villa", property_size: "4br" }),
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe("Address updated");
    expect(json(res).data).toMatchObject({
      building: "Marina Gate 2",
      street: "Al Marsa St",
      property_size: "4br",
      is_default: 0,
    });
    res = await app.inject({
      method: "POST",
      url: `/api/v2/user-address/update/${other.id}`,
      headers: bearer(token),
      payload: body({ is_default: true }),
    });
    expect(json(res).data.is_default).toBe(1);
    const after = (await list()).data;
    expect(after[0].id).toBe(other.id);
    expect(after.find((a: { id: number }) => a.id === def.id).is_default).toBe(0);
  });

  it("422 with field errors: missing fields, community outside the emirate, unknown type or size", async () => {
    let res = await create({});
    expect(res.statusCode).toBe(422);
    let errors = json(res).errors;
    expect(errors.building).toEqual(["The building field is required."]);
    expect(errors.apartment_or_villa_number).toEqual(["The apartment or villa number field is required."]);
    expect(errors.community_id).toEqual(["The community id field is required."]);

    res = await create(body({ community_id: abuDhabiCommunity }));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.community_id).toEqual(["The community does not belong to the emirate."]);
    expect(json(res).message).toBe("The community does not belong to the emirate.");

    res = await create(body({ community_id: abuDhabiCommunity }), token, "ar");
    expect(json(res).errors.community_id).toEqual(["المنطقة لا تتبع الإمارة المختارة."]);

    res = await create(body({ property_type: "castle" }));
    expect(json(res).errors.property_type).toEqual(["The selected property type is invalid."]);

    res = await create(body({ property_type: "villa", property_size: "studio" }));
    expect(json(res).errors.property_size).toEqual(["The property size is not valid for the property type."]);

    res = await create(body({ property_type: "office", property_size: "office-xl", label: "x".repeat(41) }));
    expect(json(res).errors.label).toEqual(["The label may not be greater than 40 characters."]);

    res = await create(body({ latitude: 25.1 }));
    expect(json(res).errors.longitude).toEqual(["The longitude field is required when latitude is present."]);

    res = await create(body({ emirate_id: 99999 }));
    expect(json(res).errors.emirate_id).toEqual(["The selected emirate id is invalid."]);
    errors = json(res).errors;
    expect(errors.community_id).toBeUndefined();
  });

  it("another user's address is 404 on every endpoint, and their list is their own", async () => {
    const mine = (await list()).data[0];
    for (const [method, url] of [
      ["POST", `/api/v2/user-address/update/${mine.id}`],
      ["POST", `/api/v2/user-address/default/${mine.id}`],
      ["DELETE", `/api/v2/user-address/delete/${mine.id}`],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        headers: bearer(otherToken),
        payload: method === "POST" ? body() : undefined,
      });
      expect(res.statusCode, url).toBe(404);
      expect(json(res).message).toBe("The address was not found.");
    }
    expect((await list(otherToken)).data).toEqual([]);
    expect((await list()).data[0].id).toBe(mine.id);
  });

  it("deleting the default makes the newest remaining one default; deleting all leaves none", async () => {
    const third = json(await create(body({ label: "work", property_type: "office", property_size: "office-m" }))).data;
    const [def] = (await list()).data;
    expect(def.id).not.toBe(third.id);
    let res = await app.inject({
      method: "DELETE",
      url: `/api/v2/user-address/delete/${def.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ data: { id: def.id }, message: "Address deleted" });
    let rows = (await list()).data;
    expect(rows.length).toBe(2);
    expect(rows[0]).toMatchObject({ id: third.id, is_default: 1 });
    expect(rows[1].is_default).toBe(0);

    res = await app.inject({
      method: "DELETE",
      url: `/api/v2/user-address/delete/${rows[1].id}`,
      headers: bearer(token),
    });
    rows = (await list()).data;
    expect(rows.map((r: { id: number; is_default: number }) => [r.id, r.is_default])).toEqual([[third.id, 1]]);

    res = await app.inject({
      method: "DELETE",
      url: `/api/v2/user-address/delete/${third.id}`,
      headers: bearer(token),
    });
    expect((await list()).total).toBe(0);
    res = await app.inject({
      method: "DELETE",
      url: `/api/v2/user-address/delete/${third.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(404);
  });
});
