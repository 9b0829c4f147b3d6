import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/src/db/database.js";
import { bearer, json, login, makeTestApp, type TestApp } from "./helpers.js";

/**
 * Security issue 13, item 9 (no granting above one's own permissions) and the audit trail of writes to users,
 * roles, role permissions and partner status.
 */

let app: TestApp;
let db: Database;
let admin: string;
let adminId: number;

const call = (method: "GET" | "POST" | "DELETE", url: string, token: string, payload?: unknown, lang = "en") =>
  app.inject({
    method,
    url: `/api/v2/${url}`,
    headers: { ...bearer(token), "accept-language": lang },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const post = (url: string, payload: unknown, token = admin) => call("POST", url, token, payload);

let seq = 700;
const userBody = (roleIds: number[]) => {
  seq += 1;
  return {
    first_name: "Ceiling",
    last_name: `Tester ${seq}`,
    email: `ceiling${seq}@khidma.test`,
    phone: `+97155${String(seq).padStart(7, "0")}`,
    password: "Staff#2026a",
    password_confirmation: "Staff#2026a",
    role_ids: roleIds,
  };
};

const roleId = async (name: string) => {
  const res = await call("GET", `role/list?search=${encodeURIComponent(name)}&limit=-1`, admin);
  const row = json(res).data.data.find((r: { name: string }) => r.name === name);
  if (!row) throw new Error(`no role ${name}`);
  return row.id as number;
};

/** A new internal role holding `permissions` and a signed-in user acting in it. */
async function actingAs(name: string, permissions: string[]) {
  const role = await post("role/create", { name, type: "internal", permissions });
  expect(role.statusCode, role.body).toBe(201);
  const body = userBody([json(role).data.id]);
  const user = await post("user/create", body);
  expect(user.statusCode, user.body).toBe(201);
  const session = await login(app, body.email, body.password);
  return { roleId: json(role).data.id as number, userId: json(user).data.id as number, token: session.access_token };
}

const auditRows = (entity: string, entityId: number) =>
  db.selectFrom("audit_log").selectAll().where("entity", "=", entity).where("entity_id", "=", entityId).execute();

beforeAll(async () => {
  ({ app, db } = await makeTestApp());
  const a = await login(app, "admin@khidma.test", "Admin#2026");
  admin = a.access_token;
  adminId = a.user.id;
});

afterAll(async () => {
  await app.close();
});

describe("granting ceiling", () => {
  it("a role holding only create-user cannot create an Admin (403), but can create a user within its permissions", async () => {
    const creator = await actingAs("Only creates users", ["read-user", "create-user"]);
    const adminRole = await roleId("Admin");
    const res = await post("user/create", userBody([adminRole]), creator.token);
    expect(res.statusCode, res.body).toBe(403);
    expect(json(res).message).toBe("You cannot grant permissions that you do not hold yourself.");
    const ar = await call("POST", "user/create", creator.token, userBody([adminRole]), "ar");
    expect(json(ar).message).toBe("لا يمكنك منح صلاحيات لا تملكها بنفسك.");
    // nothing was created
    expect(
      await db
        .selectFrom("users")
        .select("id")
        .where("email", "=", `ceiling${seq - 1}@khidma.test`)
        .execute(),
    ).toEqual([]);

    // a role inside the caller's own permissions is fine
    const small = json(await post("role/create", { name: "Reads users", type: "internal", permissions: ["read-user"] }))
      .data.id;
    expect((await post("user/create", userBody([small]), creator.token)).statusCode).toBe(201);
    // validation (422) still comes first for a bad body
    expect(
      (await post("user/create", { ...userBody([adminRole]), email: "not-an-email" }, creator.token)).statusCode,
    ).toBe(422);
  });

  it("update-user cannot give a user a role above the caller's, nor edit a user who holds more (403)", async () => {
    const editor = await actingAs("Edits users", ["read-user", "update-user"]);
    const small = await roleId("Reads users");
    const target = json(await post("user/create", userBody([small]))).data.id;
    const adminRole = await roleId("Admin");
    const up = await post(`user/update/${target}`, { role_ids: [adminRole] }, editor.token);
    expect(up.statusCode, up.body).toBe(403);
    expect(json(up).message).toBe("You cannot grant permissions that you do not hold yourself.");
    expect((await post(`user/update/${target}`, { first_name: "Renamed" }, editor.token)).statusCode).toBe(200);
    // the Admin: neither edited, deactivated nor in a bulk change
    const onAdmin = await post(`user/update/${adminId}`, { email: "taken-over@khidma.test" }, editor.token);
    expect(onAdmin.statusCode).toBe(403);
    expect(json(onAdmin).message).toBe("You cannot manage a user whose permissions exceed yours.");
    expect((await post(`user/status/${adminId}`, { status: "inactive" }, editor.token)).statusCode).toBe(403);
    expect(
      (await post("user/bulk-status", { ids: [target, adminId], status: "inactive" }, editor.token)).statusCode,
    ).toBe(403);
    const adminRow = await db
      .selectFrom("users")
      .select(["email", "status"])
      .where("id", "=", adminId)
      .executeTakeFirst();
    expect(adminRow).toEqual({ email: "admin@khidma.test", status: "active" });
  });

  it("change-user-password cannot reset the password of a user holding more than the caller (403)", async () => {
    const resetter = await actingAs("Resets passwords", ["read-user", "change-user-password"]);
    const body = { user_id: adminId, password: "Owned#2026a", password_confirmation: "Owned#2026a" };
    const res = await post("change-user-password", body, resetter.token);
    expect(res.statusCode, res.body).toBe(403);
    expect(json(res).message).toBe("You cannot reset the password of a user whose permissions exceed yours.");
    // the Admin's password still works
    await login(app, "admin@khidma.test", "Admin#2026");
    // a user within the caller's permissions can be reset
    const small = await roleId("Reads users");
    const u = userBody([small]);
    const target = json(await post("user/create", u)).data.id;
    const ok = await post("change-user-password", { ...body, user_id: target }, resetter.token);
    expect(ok.statusCode, ok.body).toBe(200);
    await login(app, u.email, "Owned#2026a");
  });

  it("a role's permissions must be within the granter's: role/create and manage-role-permissions (403); 422 stays for a type mismatch", async () => {
    const roleMaker = await actingAs("Makes roles", ["read-role", "create-role", "manage-role-permissions"]);
    const over = await post(
      "role/create",
      { name: "Sneaky", type: "internal", permissions: ["read-role", "update-settings"] },
      roleMaker.token,
    );
    expect(over.statusCode, over.body).toBe(403);
    expect(json(over).message).toBe("You cannot grant permissions that you do not hold yourself.");
    const within = await post(
      "role/create",
      { name: "Role reader", type: "internal", permissions: ["read-role"] },
      roleMaker.token,
    );
    expect(within.statusCode, within.body).toBe(201);
    const id = json(within).data.id;
    const matrix = await post(
      "manage-role-permissions",
      { role_id: id, permissions: ["read-role", "delete-user"] },
      roleMaker.token,
    );
    expect(matrix.statusCode).toBe(403);
    expect(json(await call("GET", `role/details/${id}`, admin)).data.permissions).toEqual(["read-role"]);
    // a permission the role's type cannot hold stays 422
    const wrongType = await post(
      "role/create",
      { name: "Wrong type", type: "customer", permissions: ["read-role"] },
      roleMaker.token,
    );
    expect(wrongType.statusCode).toBe(422);
    // within the ceiling: saved
    expect(
      (
        await post(
          "manage-role-permissions",
          { role_id: id, permissions: ["read-role", "create-role"] },
          roleMaker.token,
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe("audit trail", () => {
  it("every write to users, roles, role permissions and partner status leaves a row with before and after", async () => {
    const adminRoleId = (await login(app, "admin@khidma.test", "Admin#2026")).roles.find((r) => r.name === "Admin")?.id;
    const role = json(
      await post("role/create", { name: "Audited", type: "internal", permissions: ["read-user"] }),
    ).data;
    let rows = await auditRows("role", role.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "create", actor_user_id: adminId, before_json: null });
    expect(JSON.parse(rows[0].after_json!)).toMatchObject({ name: "Audited", permissions: ["read-user"] });
    if (adminRoleId !== undefined) expect(rows[0].actor_role_id).toBe(adminRoleId);

    await post(`role/update/${role.id}`, { name: "Audited 2" });
    rows = await auditRows("role", role.id);
    expect(rows.map((r) => r.action)).toEqual(["create", "update"]);
    expect(JSON.parse(rows[1].before_json!).name).toBe("Audited");
    expect(JSON.parse(rows[1].after_json!).name).toBe("Audited 2");

    await post("manage-role-permissions", { role_id: role.id, permissions: ["read-user", "read-role"] });
    const perm = await auditRows("role_permissions", role.id);
    expect(perm).toHaveLength(1);
    expect(JSON.parse(perm[0].before_json!)).toEqual({ permissions: ["read-user"] });
    expect(JSON.parse(perm[0].after_json!).permissions).toEqual(expect.arrayContaining(["read-user", "read-role"]));

    const body = userBody([role.id]);
    const user = json(await post("user/create", body)).data;
    await post(`user/update/${user.id}`, { first_name: "Changed" });
    await post(`user/status/${user.id}`, { status: "inactive" });
    await post("user/bulk-status", { ids: [user.id], status: "active" });
    await post("change-user-password", {
      user_id: user.id,
      password: "Other#2026a",
      password_confirmation: "Other#2026a",
    });
    const userRows = await auditRows("user", user.id);
    expect(userRows.map((r) => r.action)).toEqual(["create", "update", "status", "status", "password"]);
    expect(JSON.parse(userRows[0].after_json!)).toMatchObject({ email: body.email, role_ids: [role.id] });
    expect(JSON.parse(userRows[1].before_json!).first_name).toBe("Ceiling");
    expect(JSON.parse(userRows[1].after_json!).first_name).toBe("Changed");
    expect(JSON.parse(userRows[2].before_json!)).toEqual({ status: "active" });
    expect(JSON.parse(userRows[2].after_json!)).toEqual({ status: "inactive" });
    for (const r of userRows) {
      expect(r.before_json ?? "").not.toContain("$");
      expect(r.after_json ?? "").not.toContain("password_hash");
    }

    // deleting the role (now unassigned) is recorded too
    await post(`user/update/${user.id}`, { role_ids: [await roleId("Support")] });
    expect((await call("DELETE", `role/delete/${role.id}`, admin)).statusCode).toBe(200);
    expect((await auditRows("role", role.id)).map((r) => r.action)).toEqual(["create", "update", "delete"]);

    const partner = await db.selectFrom("partners").select(["id", "status"]).orderBy("id").executeTakeFirstOrThrow();
    const res = await post("admin/partner/status", { ids: [partner.id], status: "inactive", reason: "Audit check" });
    expect(res.statusCode, res.body).toBe(200);
    const p = await auditRows("partner", partner.id);
    expect(p).toHaveLength(1);
    expect(p[0]).toMatchObject({ action: "status", actor_user_id: adminId });
    expect(JSON.parse(p[0].before_json!)).toEqual({ status: partner.status, reason: null });
    expect(JSON.parse(p[0].after_json!)).toEqual({ status: "inactive", reason: "Audit check" });
    await post("admin/partner/status", { ids: [partner.id], status: "active" });
  });

  it("a refused write (403) leaves no audit row", async () => {
    const before = await db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const creator = await actingAs("Creates only 2", ["read-user", "create-user"]);
    const mid = await db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(mid.n)).toBe(Number(before.n) + 2); // the role and the user made by the admin
    await post("user/create", userBody([await roleId("Admin")]), creator.token);
    const after = await db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(mid.n));
  });
});
