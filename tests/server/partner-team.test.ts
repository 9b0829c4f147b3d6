import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { permissionsFor } from "../../common/permissions.js";
import type { Database } from "../../server/src/db/database.js";
import { SEED_APPLICANT_PASSWORD } from "../../server/src/db/seed-applications.js";
import { bearer, json, login, makeTestApp, type TestApp } from "./helpers.js";

/**
 * Issue 15: the user/* and role/* endpoints serve a partner caller scoped to its company, the built-in partner roles
 * of every partner, technician profiles, and the technician lists.
 */

let app: TestApp;
let db: Database;
let admin: string;
let owner: string;
let sparkleId: number;
let otherPartnerId: number;
let otherUserId: number;
let otherRoleId: number;

const call = (method: "GET" | "POST" | "DELETE", url: string, token: string, payload?: unknown, lang = "en") =>
  app.inject({
    method,
    url: `/api/v2/${url}`,
    headers: { ...bearer(token), "accept-language": lang },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const get = (url: string, token: string) => call("GET", url, token);
const post = (url: string, token: string, payload: unknown = {}, lang = "en") =>
  call("POST", url, token, payload, lang);

let seq = 300;
const newUser = (over: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    first_name: "Team",
    last_name: `Member ${seq}`,
    email: `team${seq}@khidma.test`,
    phone: `+97156${String(seq).padStart(7, "0")}`,
    password: "Team#2026a",
    password_confirmation: "Team#2026a",
    ...over,
  };
};

/** The partner's own copy of a built-in role. */
const copyOf = async (partnerId: number, name: string) =>
  (
    await db
      .selectFrom("roles")
      .select("id")
      .where("partner_id", "=", partnerId)
      .where("name", "=", name)
      .where("is_system", "=", 1)
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  ({ app, db } = await makeTestApp());
  admin = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
  owner = (await login(app, "partner@khidma.test", "Partner#2026")).access_token;
  sparkleId = (
    await db.selectFrom("partners").select("id").where("slug", "=", "sparkle-cleaning").executeTakeFirstOrThrow()
  ).id;
  otherPartnerId = (
    await db.selectFrom("partners").select("id").where("id", "!=", sparkleId).orderBy("id").executeTakeFirstOrThrow()
  ).id;
  // another partner's dispatcher and custom role, made by the admin
  const created = await post(
    "user/create",
    admin,
    newUser({ role_ids: [await copyOf(otherPartnerId, "Dispatcher")], partner_id: otherPartnerId }),
  );
  expect(created.statusCode, created.body).toBe(201);
  otherUserId = json(created).data.id;
  otherRoleId = (
    await db
      .insertInto("roles")
      .values({ name: "Other's role", type: "partner", partner_id: otherPartnerId, is_system: 0 })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
}, 30_000);

afterAll(async () => {
  await app?.close();
});

describe("built-in partner roles", () => {
  it("every partner has its own Partner Owner, Dispatcher and Technician; the demo team holds Sparkle's copies", async () => {
    const partners = await db.selectFrom("partners").select("id").execute();
    for (const p of partners) {
      const names = (
        await db.selectFrom("roles").select("name").where("partner_id", "=", p.id).where("is_system", "=", 1).execute()
      ).map((r) => r.name);
      expect(names.sort()).toEqual(["Dispatcher", "Partner Owner", "Technician"]);
    }
    const me = json(await get("user/me", owner)).data;
    expect(me.default_role).toBe("Partner Owner");
    const ownerRow = json(await get("user/list?search=partner%40khidma.test", owner)).data.data[0];
    expect(ownerRow.role_ids).toEqual([await copyOf(sparkleId, "Partner Owner")]);
    const tech = json(await get("user/list?search=tech%40khidma.test", owner)).data.data[0];
    expect(tech.role_ids).toEqual([await copyOf(sparkleId, "Technician")]);
    // seeded technicians have a profile: active, every service (no skills)
    expect(tech.technician).toMatchObject({ is_active: true, service_ids: [], category_ids: [] });
    // the technician still signs in as a Technician (the portal guard keys on the role name)
    const techSession = await login(app, "tech@khidma.test", "Tech#2026");
    expect(techSession.access_token).toBeTruthy();
    expect(json(await get("user/me", techSession.access_token)).data.default_role).toBe("Technician");
  });

  it("the Partner Owner copy holds every partner permission and cannot be changed, renamed or deleted", async () => {
    const ownerRole = await copyOf(sparkleId, "Partner Owner");
    const details = json(await get(`role/details/${ownerRole}`, owner)).data;
    expect([...details.permissions].sort()).toEqual([...permissionsFor("partner")].sort());
    const res = await post("manage-role-permissions", owner, { role_id: ownerRole, permissions: [] });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.role_id).toEqual(["The Partner Owner role always holds every partner permission."]);
    expect((await post(`role/update/${ownerRole}`, owner, { name: "Boss" })).statusCode).toBe(422);
    expect((await call("DELETE", `role/delete/${ownerRole}`, owner)).statusCode).toBe(422);
    // the Dispatcher's permissions are the owner's to change
    const dispatcher = await copyOf(sparkleId, "Dispatcher");
    const current = json(await get(`role/details/${dispatcher}`, owner)).data.permissions as string[];
    const saved = await post("manage-role-permissions", owner, {
      role_id: dispatcher,
      permissions: [...current, "read-user"],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data.permissions).toContain("read-user");
  });
});

describe("a partner owner manages its own team only", () => {
  it("lists only its company's users and roles; the permission list is the partner set", async () => {
    const users = json(await get("user/list?limit=-1", owner)).data;
    expect(users.total).toBeGreaterThan(1);
    expect(users.data.every((u: { partner_id: number }) => u.partner_id === sparkleId)).toBe(true);
    expect(users.data.map((u: { email: string }) => u.email)).not.toContain("admin@khidma.test");
    // another partner's filter finds nothing
    expect(json(await get(`user/list?partner_id=${otherPartnerId}`, owner)).data.total).toBe(0);

    const roles = json(await get("role/list?limit=-1", owner)).data.data;
    expect(roles.length).toBeGreaterThanOrEqual(3);
    expect(roles.every((r: { partner_id: number }) => r.partner_id === sparkleId)).toBe(true);

    const groups = json(await get("permissions?type=internal", owner)).data;
    const names = groups.flatMap((g: { permissions: Array<{ name: string }> }) => g.permissions.map((p) => p.name));
    expect(names.sort()).toEqual([...permissionsFor("partner")].sort());
  });

  it("cannot read or change another partner's user or role, nor internal users and roles", async () => {
    const adminUser = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "admin@khidma.test")
      .executeTakeFirstOrThrow();
    for (const id of [otherUserId, adminUser.id]) {
      expect((await get(`user/details/${id}`, owner)).statusCode).toBe(404);
      expect((await post(`user/update/${id}`, owner, { first_name: "Hacked" })).statusCode).toBe(404);
      expect((await post(`user/status/${id}`, owner, { status: "inactive" })).statusCode).toBe(404);
      const pw = await post("change-user-password", owner, {
        user_id: id,
        password: "Hacked#2026a",
        password_confirmation: "Hacked#2026a",
      });
      expect(pw.statusCode).toBe(422);
    }
    const bulk = await post("user/bulk-status", owner, { ids: [otherUserId], status: "inactive" });
    expect(bulk.statusCode).toBe(422);
    const untouched = await db
      .selectFrom("users")
      .select(["first_name", "status"])
      .where("id", "=", otherUserId)
      .executeTakeFirstOrThrow();
    expect(untouched).toEqual({ first_name: "Team", status: "active" });

    const adminRole = await db.selectFrom("roles").select("id").where("name", "=", "Admin").executeTakeFirstOrThrow();
    for (const id of [otherRoleId, adminRole.id]) {
      expect((await get(`role/details/${id}`, owner)).statusCode).toBe(404);
      expect((await post(`role/update/${id}`, owner, { name: "Mine now" })).statusCode).toBe(404);
      expect((await call("DELETE", `role/delete/${id}`, owner)).statusCode).toBe(404);
      const perms = await post("manage-role-permissions", owner, { role_id: id, permissions: [] });
      expect(perms.statusCode).toBe(422);
      expect(json(perms).errors.role_id).toBeDefined();
    }
    // nor assign another partner's, or a global, role to its user
    for (const roleId of [otherRoleId, adminRole.id]) {
      const res = await post("user/create", owner, newUser({ role_ids: [roleId] }));
      expect(res.statusCode).toBe(422);
      expect(json(res).errors.role_ids).toEqual(["The selected role is invalid."]);
    }
    const elsewhere = await post(
      "user/create",
      owner,
      newUser({ role_ids: [await copyOf(sparkleId, "Dispatcher")], partner_id: otherPartnerId }),
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(json(elsewhere).errors.partner_id).toBeDefined();
  });

  it("creates a Dispatcher user who signs in to its company, and deactivates it", async () => {
    const body = newUser({ role_ids: [await copyOf(sparkleId, "Dispatcher")] });
    const res = await post("user/create", owner, body);
    expect(res.statusCode, res.body).toBe(201);
    const user = json(res).data;
    expect(user).toMatchObject({ partner_id: sparkleId, user_type: "partner", technician: null });
    const session = await login(app, body.email, body.password);
    const me = json(await get("user/me", session.access_token)).data;
    expect(me.default_role).toBe("Dispatcher");
    // a dispatcher manages no roles and no catalog
    const roleCreate = await post("role/create", session.access_token, {
      name: "Mine",
      type: "partner",
      permissions: [],
    });
    expect(roleCreate.statusCode).toBe(403);
    expect((await post("partner/service/create", session.access_token, {})).statusCode).toBe(403);

    const off = await post(`user/status/${user.id}`, owner, { status: "inactive" });
    expect(off.statusCode, off.body).toBe(200);
    expect((await get("user/me", session.access_token)).statusCode).toBe(401);
  });

  it("creates a technician with skills, languages and colour; 422 for bad input, in English and Arabic", async () => {
    const technicianRole = await copyOf(sparkleId, "Technician");
    const own = await db
      .selectFrom("services")
      .select(["id", "category_id"])
      .where("partner_id", "=", sparkleId)
      .orderBy("id")
      .execute();
    const foreign = await db
      .selectFrom("services")
      .select("id")
      .where("partner_id", "=", otherPartnerId)
      .executeTakeFirstOrThrow();
    const res = await post(
      "user/create",
      owner,
      newUser({
        role_ids: [technicianRole],
        technician: {
          colour: "#AA3300",
          languages: ["en", "hi"],
          service_ids: [own[0].id],
          category_ids: [own[0].category_id],
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const tech = json(res).data;
    expect(tech.technician).toEqual({
      colour: "#aa3300",
      is_active: true,
      languages: ["en", "hi"],
      service_ids: [own[0].id],
      category_ids: [own[0].category_id],
    });
    const details = json(await get(`user/details/${tech.id}`, owner)).data;
    expect(details.technician).toEqual(tech.technician);

    const updated = await post(`user/update/${tech.id}`, owner, { technician: { is_active: false, service_ids: [] } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json(updated).data.technician).toMatchObject({ is_active: false, service_ids: [], languages: ["en", "hi"] });
    // the audit trail keeps the profile change
    const trail = await db
      .selectFrom("audit_log")
      .select(["before_json", "after_json"])
      .where("entity", "=", "user")
      .where("entity_id", "=", tech.id)
      .where("action", "=", "update")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(trail.before_json ?? "null").technician.is_active).toBe(true);
    expect(JSON.parse(trail.after_json ?? "null").technician).toMatchObject({ is_active: false, service_ids: [] });

    const bad = await post(
      "user/create",
      owner,
      newUser({ role_ids: [technicianRole], technician: { colour: "red", languages: ["xx"] } }),
      "ar",
    );
    expect(bad.statusCode).toBe(422);
    const errors = json(bad).errors;
    expect(errors["technician.colour"]).toBeDefined();
    expect(errors["technician.languages.0"]).toBeDefined();
    expect(errors["technician.colour"][0]).toMatch(/[\u0600-\u06FF]/);

    const otherService = await post(
      "user/create",
      owner,
      newUser({ role_ids: [technicianRole], technician: { service_ids: [foreign.id] } }),
    );
    expect(otherService.statusCode).toBe(422);
    expect(json(otherService).errors["technician.service_ids.0"]).toEqual([
      "The selected service is not one of this partner's services.",
    ]);
    const notTech = await post(
      "user/create",
      owner,
      newUser({ role_ids: [await copyOf(sparkleId, "Dispatcher")], technician: { colour: "#112233" } }),
    );
    expect(notTech.statusCode).toBe(422);
    expect(json(notTech).errors.technician).toBeDefined();
  });

  it("creates partner roles from the partner set only: 422 naming the field, 403 beyond what it holds", async () => {
    const res = await post("role/create", owner, { name: "Scheduler", type: "partner", permissions: ["read-holiday"] });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data).toMatchObject({
      partner_id: sparkleId,
      type: "partner",
      is_system: 0,
      permissions: ["read-holiday"],
    });

    const internal = await post(
      "role/create",
      owner,
      { name: "Sneaky", type: "partner", permissions: ["read-holiday", "read-settings"] },
      "ar",
    );
    expect(internal.statusCode).toBe(422);
    expect(json(internal).errors["permissions.1"]).toEqual(["لا يمكن منح هذه الصلاحية لدور من هذا النوع."]);
    const typed = await post("role/create", owner, { name: "Staff", type: "internal", permissions: [] });
    expect(typed.statusCode).toBe(422);
    expect(json(typed).errors.type).toBeDefined();

    // a team manager without read-payout cannot grant it
    const manager = await post("role/create", owner, {
      name: "Team manager",
      type: "partner",
      permissions: ["read-dashboard", "read-role", "create-role", "read-user"],
    });
    expect(manager.statusCode, manager.body).toBe(201);
    const body = newUser({ role_ids: [json(manager).data.id] });
    expect((await post("user/create", owner, body)).statusCode).toBe(201);
    const session = await login(app, body.email, body.password);
    const beyond = await post("role/create", session.access_token, {
      name: "Money",
      type: "partner",
      permissions: ["read-payout"],
    });
    expect(beyond.statusCode).toBe(403);
    const within = await post("role/create", session.access_token, {
      name: "Readers",
      type: "partner",
      permissions: ["read-user"],
    });
    expect(within.statusCode, within.body).toBe(201);
  });

  it("the internal admin still sees every user and role, and may filter by partner", async () => {
    const users = json(await get("user/list?limit=-1", admin)).data;
    const partners = new Set(users.data.map((u: { partner_id: number | null }) => u.partner_id));
    expect(partners.has(null)).toBe(true);
    expect(partners.has(sparkleId)).toBe(true);
    expect(partners.has(otherPartnerId)).toBe(true);
    const roles = json(await get(`role/list?partner_id=${otherPartnerId}&limit=-1`, admin)).data.data;
    expect(roles.map((r: { id: number }) => r.id)).toContain(otherRoleId);
    expect((await get(`user/details/${otherUserId}`, admin)).statusCode).toBe(200);
  });

  it("an internal caller giving a partner's user a global built-in role gets the partner's copy", async () => {
    const globalTechnician = await db
      .selectFrom("roles")
      .select("id")
      .where("name", "=", "Technician")
      .where("partner_id", "is", null)
      .executeTakeFirstOrThrow();
    const res = await post("user/create", admin, newUser({ role_ids: [globalTechnician.id], partner_id: sparkleId }));
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data.role_ids).toEqual([await copyOf(sparkleId, "Technician")]);
    expect(json(res).data.technician).toMatchObject({ is_active: true, service_ids: [] });
  });
});

describe("technician lists", () => {
  it("partner/technician/list and admin/technician/list read the same rows", async () => {
    const mine = await get("partner/technician/list?status=active&limit=-1", owner);
    expect(mine.statusCode, mine.body).toBe(200);
    const partnerRows = json(mine).data.data;
    expect(partnerRows.length).toBeGreaterThanOrEqual(2);
    expect(partnerRows[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      first_name: expect.any(String),
      last_name: expect.any(String),
      email: expect.any(String),
      phone: expect.any(String),
      status: "active",
      colour: expect.stringMatching(/^#[0-9a-f]{6}$/),
      is_active: expect.any(Boolean),
      languages: expect.any(Array),
      service_ids: expect.any(Array),
      category_ids: expect.any(Array),
      open_jobs: expect.any(Number),
    });
    const adminRows = json(await get(`admin/technician/list?partner_id=${sparkleId}`, admin)).data;
    expect(adminRows).toEqual(partnerRows);
    const internal = json(
      await get(`partner/technician/list?status=active&limit=-1&partner_id=${sparkleId}`, admin),
    ).data;
    expect(internal.data).toEqual(partnerRows);

    // filters, scoping
    const inactive = json(await get("partner/technician/list?is_active=0&limit=-1", owner)).data.data;
    expect(inactive.every((t: { is_active: boolean }) => t.is_active === false)).toBe(true);
    const found = json(await get("partner/technician/list?search=imran", owner)).data.data;
    expect(found.map((t: { email: string }) => t.email)).toEqual(["tech@khidma.test"]);
    expect((await get(`partner/technician/list?partner_id=${otherPartnerId}`, owner)).statusCode).toBe(403);
    expect((await get("partner/technician/list", admin)).statusCode).toBe(422);
  });
});

describe("an approved application", () => {
  it("gives the new partner the three roles, its owner the Partner Owner copy, and a default week", async () => {
    const application = await db
      .selectFrom("partner_applications as a")
      .innerJoin("users as u", "u.id", "a.user_id")
      .select(["a.id", "u.email"])
      .where("a.status", "=", "submitted")
      .orderBy("a.id")
      .executeTakeFirstOrThrow();
    const res = await post(`admin/application/approve/${application.id}`, admin, { comment: "Welcome" });
    expect(res.statusCode, res.body).toBe(200);
    const partnerId = json(res).data.partner_id as number;

    const roles = await db
      .selectFrom("roles")
      .select(["name", "is_system"])
      .where("partner_id", "=", partnerId)
      .execute();
    expect(roles.map((r) => r.name).sort()).toEqual(["Dispatcher", "Partner Owner", "Technician"]);
    const hours = await db
      .selectFrom("partner_working_hours")
      .select("weekday")
      .where("partner_id", "=", partnerId)
      .execute();
    expect(hours).toHaveLength(7);

    const session = await login(app, application.email, SEED_APPLICANT_PASSWORD);
    const me = json(await get("user/me", session.access_token)).data;
    expect(me.default_role).toBe("Partner Owner");
    const ownRoles = json(await get("role/list?limit=-1", session.access_token)).data.data;
    expect(ownRoles.map((r: { name: string }) => r.name).sort()).toEqual(["Dispatcher", "Partner Owner", "Technician"]);
    const self = json(await get(`user/list?search=${encodeURIComponent(application.email)}`, session.access_token)).data
      .data;
    expect(self[0].role_ids).toEqual([await copyOf(partnerId, "Partner Owner")]);
  });
});
