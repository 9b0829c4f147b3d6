import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { permissionsFor } from "../../common/permissions.js";
import { bearer, json, login, makeTestApp, type TestApp } from "./helpers.js";

/** Admin access endpoints (server/src/modules/access): users, roles, permissions, the matrix. */

let app: TestApp;
let admin: string;
let support: string;
let partner: string;
let adminId: number;
let supportId: number;

const call = (method: "GET" | "POST" | "DELETE", url: string, token?: string | null, payload?: unknown, lang = "en") =>
  app.inject({
    method,
    url: `/api/v2/${url}`,
    headers: { ...(token ? bearer(token) : {}), "accept-language": lang },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const get = (url: string, token: string | null = admin) => call("GET", url, token);
const post = (url: string, payload: unknown, token: string | null = admin) => call("POST", url, token, payload);

let phoneSeq = 100;
const newUserBody = (over: Record<string, unknown> = {}) => {
  phoneSeq += 1;
  return {
    first_name: "Layla",
    last_name: "Haddad",
    email: `layla${phoneSeq}@khidma.test`,
    phone: `+97155${String(phoneSeq).padStart(7, "0")}`,
    password: "Staff#2026a",
    password_confirmation: "Staff#2026a",
    role_ids: [] as number[],
    ...over,
  };
};

const roleId = async (name: string) => {
  const res = await get(`role/list?search=${encodeURIComponent(name)}&limit=-1`);
  const row = json(res).data.data.find((r: { name: string }) => r.name === name);
  if (!row) throw new Error(`no role ${name}`);
  return row.id as number;
};

beforeAll(async () => {
  ({ app } = await makeTestApp());
  const a = await login(app, "admin@khidma.test", "Admin#2026");
  admin = a.access_token;
  adminId = a.user.id;
  const s = await login(app, "support@khidma.test", "Support#2026");
  support = s.access_token;
  supportId = s.user.id;
  partner = (await login(app, "partner@khidma.test", "Partner#2026")).access_token;
});

afterAll(async () => {
  await app.close();
});

const ENDPOINTS: Array<["GET" | "POST" | "DELETE", string, unknown?]> = [
  ["GET", "user/list"],
  ["GET", "user/details/1"],
  ["POST", "user/create", {}],
  ["POST", "user/update/1", {}],
  ["POST", "user/status/1", { status: "active" }],
  ["POST", "user/bulk-status", { ids: [1], status: "active" }],
  ["POST", "change-user-password", {}],
  ["GET", "role/list"],
  ["GET", "role/details/1"],
  ["POST", "role/create", {}],
  ["POST", "role/update/1", {}],
  ["DELETE", "role/delete/1"],
  ["GET", "permissions"],
  ["POST", "manage-role-permissions", {}],
];

describe("access endpoints: who may call them", () => {
  it("signed out (no token, or a client token) answers 401 everywhere", async () => {
    const client = json(
      await app.inject({
        method: "GET",
        url: "/api/v2/client-access-token",
        headers: { "x-api-key": "khidma-demo-key" },
      }),
    ).data.access_token;
    for (const [method, url, body] of ENDPOINTS) {
      for (const token of [null, client]) {
        const res = await call(method, url, token, body);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    }
  });

  it("an applicant (Partner Owner role, no partner profile yet) answers 403 everywhere", async () => {
    const applicant = (await login(app, "applicant@khidma.test", "Applicant#2026")).access_token;
    for (const [method, url, body] of ENDPOINTS) {
      const res = await call(method, url, applicant, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("a partner owner passes the guard but is confined to its company (issue 15; tests/server/partner-team.test.ts)", async () => {
    // user 1 is the Admin, role 1 a global role: another company's rows are not found
    expect((await get("user/details/1", partner)).statusCode).toBe(404);
    expect((await get("role/details/1", partner)).statusCode).toBe(404);
    expect((await get("user/list", partner)).statusCode).toBe(200);
  });

  it("support (read-user only) reads users, and gets 403 on every write and on roles", async () => {
    expect((await get("user/list", support)).statusCode).toBe(200);
    expect((await get(`user/details/${adminId}`, support)).statusCode).toBe(200);
    for (const [method, url, body] of ENDPOINTS.filter(
      ([, u]) => !u.startsWith("user/list") && !u.startsWith("user/details"),
    )) {
      const res = await call(method, url, support, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("403 comes before validation (a forbidden caller learns nothing about fields)", async () => {
    const res = await post("user/create", { email: "x" }, support);
    expect(res.statusCode).toBe(403);
    expect(json(res).errors).toBeUndefined();
  });
});

describe("users", () => {
  it("lists with search, role, status, user type filters, sorting and paging", async () => {
    const all = json(await get("user/list")).data;
    expect(all.current_page).toBe(1);
    expect(all.per_page).toBe(10);
    expect(all.total).toBeGreaterThanOrEqual(5);
    // default: id descending
    const ids = all.data.map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));

    const search = json(await get("user/list?search=fatima")).data;
    expect(search.data.map((u: { email: string }) => u.email)).toEqual(["support@khidma.test"]);
    expect(json(await get("user/list?search=support@khidma")).data.total).toBe(1);
    expect(json(await get("user/list?search=0500000002")).data.total).toBe(1);
    expect(json(await get("user/list?search=Fatima%20Al")).data.total).toBe(1);

    const supportRole = await roleId("Support");
    const byRole = json(await get(`user/list?role_id=${supportRole}`)).data;
    expect(byRole.data.map((u: { id: number }) => u.id)).toEqual([supportId]);
    expect(byRole.data[0].roles[0]).toMatchObject({ name: "Support", type: "internal", is_default: 1 });
    expect(byRole.data[0].user_type).toBe("internal");

    const partners = json(await get("user/list?user_type=partner&limit=-1")).data;
    expect(partners.data.length).toBeGreaterThanOrEqual(2);
    expect(partners.data.every((u: { user_type: string }) => u.user_type === "partner")).toBe(true);
    expect(partners.data.find((u: { email: string }) => u.email === "partner@khidma.test").partner_name).toBeTruthy();

    const sorted = json(await get("user/list?sortKey=email&sortVal=asc&limit=-1")).data.data;
    const emails = sorted.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());

    const page2 = json(await get("user/list?limit=2&page=2")).data;
    expect(page2.data).toHaveLength(2);
    expect(page2.current_page).toBe(2);
    expect(page2.last_page).toBe(Math.ceil(page2.total / 2));

    expect(json(await get("user/list?status=inactive")).data.total).toBe(0);

    // by permission: the agents a support conversation can be assigned to, and who may change the settings
    const emailsOf = async (q: string) =>
      json(await get(`user/list?${q}&limit=-1`)).data.data.map((u: { email: string }) => u.email);
    const agents = await emailsOf("user_type=internal&permission=reply-support");
    expect(agents).toEqual(expect.arrayContaining(["admin@khidma.test", "support@khidma.test"]));
    expect(agents).not.toContain("partner@khidma.test");
    const settingsEditors = await emailsOf("user_type=internal&permission=update-settings");
    expect(settingsEditors).toContain("admin@khidma.test");
    expect(settingsEditors).not.toContain("support@khidma.test");
    // a partner's owner holds read-user through a partner role, not an internal one
    expect(await emailsOf("permission=read-user")).toContain("partner@khidma.test");
    expect(await emailsOf("user_type=internal&permission=read-user")).not.toContain("partner@khidma.test");
  });

  it("422 on bad list parameters", async () => {
    for (const q of [
      "sortKey=password_hash",
      "status=gone",
      "user_type=robot",
      "permission=fly",
      "limit=0",
      "page=x",
    ]) {
      const res = await get(`user/list?${q}`);
      expect(res.statusCode, q).toBe(422);
    }
  });

  it("details: 200 with roles, 404 unknown, 422 bad id", async () => {
    const res = json(await get(`user/details/${supportId}`)).data;
    expect(res).toMatchObject({ id: supportId, email: "support@khidma.test", status: "active", user_type: "internal" });
    expect(res.role_ids).toHaveLength(1);
    expect(JSON.stringify(res)).not.toContain("password");
    expect((await get("user/details/99999")).statusCode).toBe(404);
    expect((await get("user/details/abc")).statusCode).toBe(422);
  });

  it("creates a user (201) who can sign in; 422 on missing fields, duplicates, bad roles", async () => {
    const supportRole = await roleId("Support");
    const body = newUserBody({ role_ids: [supportRole], phone: "050 111 2233" });
    const res = await post("user/create", body);
    expect(res.statusCode, res.body).toBe(201);
    const user = json(res).data;
    expect(user).toMatchObject({ email: body.email, phone: "+971501112233", status: "active", user_type: "internal" });
    const session = await login(app, body.email, body.password);
    expect(session.default_role).toBe("Support");

    const empty = await post("user/create", {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(json(empty).errors)).toEqual(
      expect.arrayContaining(["first_name", "last_name", "email", "phone", "password", "role_ids"]),
    );

    const dup = await post("user/create", {
      ...newUserBody({ role_ids: [supportRole] }),
      email: body.email,
      phone: body.phone,
    });
    expect(dup.statusCode).toBe(422);
    expect(json(dup).errors).toMatchObject({
      email: ["The email has already been taken."],
      phone: ["The phone has already been taken."],
    });

    const mismatch = await post("user/create", newUserBody({ role_ids: [supportRole], password_confirmation: "nope" }));
    expect(json(mismatch).errors.password_confirmation).toBeDefined();

    const unknownRole = await post("user/create", newUserBody({ role_ids: [9999] }));
    expect(json(unknownRole).errors.role_ids).toEqual(["The selected role is invalid."]);

    const mixed = await post("user/create", newUserBody({ role_ids: [supportRole, await roleId("Partner Owner")] }));
    expect(json(mixed).errors.role_ids).toEqual(["The roles must all be of one user type."]);

    const partnerOnInternal = await post("user/create", newUserBody({ role_ids: [supportRole], partner_id: 1 }));
    expect(json(partnerOnInternal).errors.partner_id).toBeDefined();

    const badPhone = await post("user/create", newUserBody({ role_ids: [supportRole], phone: "12345" }));
    expect(json(badPhone).errors.phone).toBeDefined();
  });

  it("creates a partner team user for a partner", async () => {
    const technician = await roleId("Technician");
    const res = await post("user/create", newUserBody({ role_ids: [technician], partner_id: 1 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data).toMatchObject({ partner_id: 1, user_type: "partner" });
    const badPartner = await post("user/create", newUserBody({ role_ids: [technician], partner_id: 999 }));
    expect(json(badPartner).errors.partner_id).toEqual(["The selected partner is invalid."]);
  });

  it("updates a user; 404 unknown; 422 duplicates, own status and own roles", async () => {
    const supportRole = await roleId("Support");
    const created = json(await post("user/create", newUserBody({ role_ids: [supportRole] }))).data;
    const res = await post(`user/update/${created.id}`, { first_name: "Leila", phone: "+971 55 999 0001" });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({ first_name: "Leila", last_name: "Haddad", phone: "+971559990001" });

    expect((await post("user/update/99999", { first_name: "X" })).statusCode).toBe(404);
    const dup = await post(`user/update/${created.id}`, { email: "admin@khidma.test" });
    expect(json(dup).errors.email).toEqual(["The email has already been taken."]);
    const blank = await post(`user/update/${created.id}`, { first_name: "" });
    expect(json(blank).errors.first_name).toEqual(["The first name field is required."]);

    const self = await post(`user/update/${adminId}`, { status: "inactive" });
    expect(self.statusCode).toBe(422);
    expect(json(self).errors.status).toEqual(["You cannot deactivate your own account."]);
    const ownRoles = await post(`user/update/${adminId}`, { role_ids: [supportRole] });
    expect(json(ownRoles).errors.role_ids).toEqual(["You cannot change your own roles."]);
    // the same roles again is fine
    const sameRoles = await post(`user/update/${adminId}`, { role_ids: [await roleId("Admin")] });
    expect(sameRoles.statusCode).toBe(200);
  });

  it("changing a user's roles ends sessions acting in the removed role", async () => {
    const supportRole = await roleId("Support");
    const body = newUserBody({ role_ids: [supportRole] });
    const created = json(await post("user/create", body)).data;
    const token = (await login(app, body.email, body.password)).access_token;
    expect((await get("user/list", token)).statusCode).toBe(200);
    const adminRole = await roleId("Admin");
    expect((await post(`user/update/${created.id}`, { role_ids: [adminRole] })).statusCode).toBe(200);
    expect((await get("user/list", token)).statusCode).toBe(401);
    const again = await login(app, body.email, body.password);
    expect(again.default_role).toBe("Admin");
  });

  it("deactivating stops the user's tokens and sign-in; activating lets them sign in again", async () => {
    const supportRole = await roleId("Support");
    const body = newUserBody({ role_ids: [supportRole] });
    const created = json(await post("user/create", body)).data;
    const token = (await login(app, body.email, body.password)).access_token;
    expect((await get("user/me", token)).statusCode).toBe(200);

    const off = await post(`user/status/${created.id}`, { status: "inactive" });
    expect(off.statusCode).toBe(200);
    expect(json(off)).toMatchObject({ message: "User deactivated", data: { status: "inactive" } });
    expect((await get("user/me", token)).statusCode).toBe(401);
    const signIn = await post("login", { email: body.email, password: body.password }, null);
    expect(signIn.statusCode).toBe(403);

    const on = await post(`user/status/${created.id}`, { status: "active" });
    expect(json(on).data.status).toBe("active");
    // the old token stays revoked; a new sign-in works
    expect((await get("user/me", token)).statusCode).toBe(401);
    expect((await login(app, body.email, body.password)).access_token).toBeTruthy();

    expect((await post(`user/status/${created.id}`, { status: "gone" })).statusCode).toBe(422);
    expect((await post("user/status/99999", { status: "inactive" })).statusCode).toBe(404);
    const self = await post(`user/status/${adminId}`, { status: "inactive" });
    expect(json(self).errors.status).toEqual(["You cannot deactivate your own account."]);
  });

  it("bulk status: all or nothing, 422 on unknown ids, the caller's own id, empty or bad lists", async () => {
    const supportRole = await roleId("Support");
    const a = json(await post("user/create", newUserBody({ role_ids: [supportRole] }))).data.id;
    const b = json(await post("user/create", newUserBody({ role_ids: [supportRole] }))).data.id;
    const res = await post("user/bulk-status", { ids: [a, b, a], status: "inactive" });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      message: "Users deactivated",
      data: { ids: [a, b], status: "inactive", updated: 2 },
    });
    const list = json(await get("user/list?status=inactive&limit=-1")).data.data.map((u: { id: number }) => u.id);
    expect(list).toEqual(expect.arrayContaining([a, b]));

    const unknown = await post("user/bulk-status", { ids: [a, 99999], status: "active" });
    expect(json(unknown).errors.ids).toEqual(["Some of the selected users do not exist."]);
    expect(json(await get(`user/details/${a}`)).data.status).toBe("inactive");

    const self = await post("user/bulk-status", { ids: [a, adminId], status: "inactive" });
    expect(json(self).errors.ids).toEqual(["You cannot deactivate your own account."]);

    expect(json(await post("user/bulk-status", { ids: [], status: "active" })).errors.ids).toEqual([
      "Choose at least one user.",
    ]);
    expect(json(await post("user/bulk-status", { ids: "1,2", status: "active" })).errors.ids).toBeDefined();
    expect((await post("user/bulk-status", { ids: [a], status: "x" })).statusCode).toBe(422);

    const back = await post("user/bulk-status", { ids: [a, b], status: "active" });
    expect(json(back).message).toBe("Users activated");
  });

  it("change-user-password: new password works, old fails, the user's sessions end; 422 cases", async () => {
    const supportRole = await roleId("Support");
    const body = newUserBody({ role_ids: [supportRole] });
    const created = json(await post("user/create", body)).data;
    const token = (await login(app, body.email, body.password)).access_token;
    const res = await post("change-user-password", {
      user_id: created.id,
      password: "Changed#2026x",
      password_confirmation: "Changed#2026x",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get("user/me", token)).statusCode).toBe(401);
    expect((await post("login", { email: body.email, password: body.password }, null)).statusCode).toBe(422);
    expect((await login(app, body.email, "Changed#2026x")).access_token).toBeTruthy();

    const mismatch = await post("change-user-password", {
      user_id: created.id,
      password: "Changed#2026y",
      password_confirmation: "other",
    });
    expect(json(mismatch).errors.password_confirmation).toEqual(["The password confirmation does not match."]);
    const weak = await post("change-user-password", {
      user_id: created.id,
      password: "short",
      password_confirmation: "short",
    });
    expect(json(weak).errors.password).toBeDefined();
    const unknown = await post("change-user-password", {
      user_id: 99999,
      password: "Changed#2026y",
      password_confirmation: "Changed#2026y",
    });
    expect(json(unknown).errors.user_id).toEqual(["The selected user id is invalid."]);
    expect(json(await post("change-user-password", {})).errors.user_id).toEqual(["The user id field is required."]);
  });
});

describe("roles and permissions", () => {
  it("lists roles with counts, filters and sorting; details carry permission names", async () => {
    const list = json(await get("role/list?limit=-1")).data;
    const names = list.data.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(["User", "Admin", "Support", "Partner Owner", "Technician"]));
    const adminRow = list.data.find((r: { name: string }) => r.name === "Admin");
    expect(adminRow).toMatchObject({ type: "internal", is_system: 1, partner_id: null });
    expect(adminRow.user_count).toBeGreaterThanOrEqual(1);
    expect(adminRow.permission_count).toBe(permissionsFor("internal").length);
    expect(adminRow.permissions).toBeUndefined();
    // the platform's own roles by default; each partner's copies with partner_id or global=0
    expect(list.data.every((r: { partner_id: number | null }) => r.partner_id === null)).toBe(true);
    const every = json(await get("role/list?global=0&limit=-1")).data.data as Array<{ partner_id: number | null }>;
    const partnerId = every.find((r) => r.partner_id !== null)?.partner_id;
    expect(partnerId).toBeGreaterThan(0);
    const ofPartner = json(await get(`role/list?partner_id=${partnerId}&limit=-1`)).data.data;
    expect(ofPartner.map((r: { name: string }) => r.name).sort()).toEqual([
      "Dispatcher",
      "Partner Owner",
      "Technician",
    ]);

    const internal = json(await get("role/list?type=internal&limit=-1")).data.data;
    expect(internal.every((r: { type: string }) => r.type === "internal")).toBe(true);
    const withPerms = json(await get("role/list?type=internal&with_permissions=1&limit=-1")).data.data;
    expect(withPerms.find((r: { name: string }) => r.name === "Support").permissions).toContain("read-user");

    const byCount = json(await get("role/list?sortKey=permission_count&sortVal=desc&limit=-1")).data.data;
    const counts = byCount.map((r: { permission_count: number }) => r.permission_count);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    expect(json(await get("role/list?search=supp")).data.data.map((r: { name: string }) => r.name)).toEqual([
      "Support",
    ]);
    expect((await get("role/list?sortKey=secret")).statusCode).toBe(422);

    const details = json(await get(`role/details/${await roleId("Support")}`)).data;
    expect(details.permissions).toEqual(
      expect.arrayContaining(["read-dashboard", "read-profile", "read-package", "read-service", "read-user"]),
    );
    expect((await get("role/details/99999")).statusCode).toBe(404);
  });

  it("creates (201), renames and deletes a role; 422 for duplicates, bad types and foreign permissions", async () => {
    const res = await post("role/create", {
      name: "Catalog reviewer",
      type: "internal",
      permissions: ["read-package"],
    });
    expect(res.statusCode, res.body).toBe(201);
    const role = json(res).data;
    expect(role).toMatchObject({
      name: "Catalog reviewer",
      type: "internal",
      is_system: 0,
      permissions: ["read-package"],
    });

    const dup = await post("role/create", { name: "catalog REVIEWER", type: "internal" });
    expect(json(dup).errors.name).toEqual(["A role with this name already exists."]);
    const empty = await post("role/create", {});
    expect(Object.keys(json(empty).errors)).toEqual(expect.arrayContaining(["name", "type"]));
    expect(json(await post("role/create", { name: "X", type: "robot" })).errors.type).toEqual([
      "The type must be internal, partner or customer.",
    ]);
    const foreign = await post("role/create", { name: "Y", type: "customer", permissions: ["read-user"] });
    expect(json(foreign).errors["permissions.0"]).toEqual(["This permission cannot be given to a role of this type."]);
    const unknown = await post("role/create", { name: "Y", type: "internal", permissions: ["read-user", "fly"] });
    expect(json(unknown).errors["permissions.1"]).toEqual(["The selected permission is invalid."]);

    const renamed = await post(`role/update/${role.id}`, { name: "Package reviewer" });
    expect(json(renamed).data.name).toBe("Package reviewer");
    // a type change drops the permissions the new type may not hold (read-package is internal and partner)
    const retyped = await post(`role/update/${role.id}`, { type: "customer" });
    expect(json(retyped).data).toMatchObject({ type: "customer", permissions: [] });
    expect((await post("role/update/99999", { name: "Z" })).statusCode).toBe(404);

    expect((await call("DELETE", `role/delete/${role.id}`, admin)).statusCode).toBe(200);
    expect((await get(`role/details/${role.id}`)).statusCode).toBe(404);
    expect((await call("DELETE", `role/delete/${role.id}`, admin)).statusCode).toBe(404);
  });

  it("built-in roles cannot be renamed, retyped or deleted; roles in use cannot be deleted or retyped (422)", async () => {
    const supportRole = await roleId("Support");
    expect(json(await post(`role/update/${supportRole}`, { name: "Helpdesk" })).errors.name).toEqual([
      "A built-in role cannot be renamed.",
    ]);
    expect(json(await post(`role/update/${supportRole}`, { type: "partner" })).errors.type).toEqual([
      "A built-in role's type cannot be changed.",
    ]);
    // its own name again is no rename
    expect((await post(`role/update/${supportRole}`, { name: "Support" })).statusCode).toBe(200);
    const del = await call("DELETE", `role/delete/${supportRole}`, admin);
    expect(del.statusCode).toBe(422);
    expect(json(del).errors.id).toEqual(["A built-in role cannot be deleted."]);

    const custom = json(await post("role/create", { name: "Night desk", type: "internal" })).data;
    await post("user/create", newUserBody({ role_ids: [custom.id] }));
    const inUse = await call("DELETE", `role/delete/${custom.id}`, admin);
    expect(json(inUse).errors.id).toEqual(["This role is assigned to users; give them another role first."]);
    expect(json(await post(`role/update/${custom.id}`, { type: "partner" })).errors.type).toEqual([
      "The type of a role that is assigned to users cannot be changed.",
    ]);
  });

  it("GET permissions: every permission grouped by module in catalogue order, labelled in both languages", async () => {
    const groups = json(await get("permissions")).data;
    expect(groups[0].module).toBe("dashboard");
    const user = groups.find((g: { module: string }) => g.module === "user");
    expect(user).toMatchObject({ label: "Users", label_en: "Users", label_ar: "المستخدمون" });
    expect(user.permissions.map((p: { name: string }) => p.name)).toEqual([
      "read-user",
      "create-user",
      "update-user",
      "delete-user",
      "change-user-password",
    ]);
    const total = groups.reduce((n: number, g: { permissions: unknown[] }) => n + g.permissions.length, 0);
    expect(total).toBeGreaterThan(80);
    const partnerOnly = json(await get("permissions?type=partner")).data;
    expect(partnerOnly.some((g: { module: string }) => g.module === "settings")).toBe(false);
    // report exports are internal as well as partner (issue 19): the Admin role holds them
    const internalOnly = json(await get("permissions?type=internal")).data;
    expect(internalOnly.some((g: { module: string }) => g.module === "report-export")).toBe(true);
    const ar = json(await call("GET", "permissions", admin, undefined, "ar"));
    expect(ar.data.find((g: { module: string }) => g.module === "user").label).toBe("المستخدمون");
    expect(ar.message).toBe("الصلاحيات");
  });

  it("manage-role-permissions: the holder's next request uses the new list (same token)", async () => {
    const role = json(
      await post("role/create", { name: "Matrix tester", type: "internal", permissions: ["read-user"] }),
    ).data;
    const body = newUserBody({ role_ids: [role.id] });
    await post("user/create", body);
    const token = (await login(app, body.email, body.password)).access_token;
    expect((await get("user/list", token)).statusCode).toBe(200);
    expect((await get("role/list", token)).statusCode).toBe(403);

    const res = await post("manage-role-permissions", { role_id: role.id, permissions: ["read-role", "read-role"] });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({ id: role.id, permissions: ["read-role"], permission_count: 1 });
    expect((await get("role/list", token)).statusCode).toBe(200);
    expect((await get("user/list", token)).statusCode).toBe(403);

    expect((await post("manage-role-permissions", { role_id: role.id, permissions: [] })).statusCode).toBe(200);
    expect((await get("role/list", token)).statusCode).toBe(403);
  });

  it("manage-role-permissions: 422 for the Admin role, unknown roles and names, out-of-scope names", async () => {
    const adminRole = await roleId("Admin");
    const fixed = await post("manage-role-permissions", { role_id: adminRole, permissions: ["read-user"] });
    expect(json(fixed).errors.role_id).toEqual(["The Admin role always holds every internal permission."]);
    expect(json(await post("manage-role-permissions", { role_id: 99999, permissions: [] })).errors.role_id).toEqual([
      "The selected role is invalid.",
    ]);
    const supportRole = await roleId("Support");
    const unknown = await post("manage-role-permissions", {
      role_id: supportRole,
      permissions: ["read-user", "teleport"],
    });
    expect(json(unknown).errors["permissions.1"]).toEqual(["The selected permission is invalid."]);
    const scope = await post("manage-role-permissions", { role_id: await roleId("User"), permissions: ["read-user"] });
    expect(json(scope).errors["permissions.0"]).toBeDefined();
    const missing = await post("manage-role-permissions", {});
    expect(Object.keys(json(missing).errors)).toEqual(expect.arrayContaining(["role_id", "permissions"]));
    // nothing changed
    expect(json(await get(`role/details/${supportRole}`)).data.permissions).toContain("read-user");
  });

  it("answers errors in Arabic", async () => {
    const res = await call("POST", "role/create", admin, { name: "Admin", type: "internal" }, "ar");
    expect(json(res).errors.name).toEqual(["يوجد دور بهذا الاسم."]);
  });
});
