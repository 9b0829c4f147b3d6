import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, json, login, makeTestApp, type TestApp } from "./helpers.js";

/**
 * Issue 13 leftovers: a user's own writes (profile, phone, email, password) and the decisions on partner applications
 * are written to the audit trail (audit_log), with the acting user and role and the values before and after.
 */

let app: TestApp;
let db: Awaited<ReturnType<typeof makeTestApp>>["db"];

const post = (token: string, url: string, payload: object) =>
  app.inject({ method: "POST", url: `/api/v2/${url}`, headers: bearer(token), payload });
const rows = (entity: string, entityId: number) =>
  db
    .selectFrom("audit_log")
    .selectAll()
    .where("entity", "=", entity)
    .where("entity_id", "=", entityId)
    .orderBy("id")
    .execute();
const parse = (v: string | null) => (v === null ? null : JSON.parse(v));

beforeAll(async () => {
  ({ app, db } = await makeTestApp());
});

afterAll(async () => {
  await app.close();
});

describe("audit trail of self-service writes", () => {
  it("profile update, phone change and password change each leave one row by the user, never the hash", async () => {
    const session = await login(app, "customer@khidma.test", "Customer#2026");
    const { access_token: token, user } = session;
    const before = (await rows("user", user.id)).length;

    const update = await post(token, "user/profile/update", { first_name: "Aisha", last_name: "Audited" });
    expect(update.statusCode, update.body).toBe(200);
    expect((await post(token, "user/phone/change-request", { phone: "+971559876543" })).statusCode).toBe(200);
    const verify = await post(token, "user/phone/change-verify", { phone: "+971559876543", otp: "123456" });
    expect(verify.statusCode, verify.body).toBe(200);
    const pw = await post(token, "change-my-password", {
      current_password: "Customer#2026",
      password: "Customer#2027",
      password_confirmation: "Customer#2027",
    });
    expect(pw.statusCode, pw.body).toBe(200);

    const mine = (await rows("user", user.id)).slice(before);
    expect(mine.map((r) => r.action)).toEqual(["update", "update", "password"]);
    for (const r of mine) {
      expect(r.actor_user_id).toBe(user.id);
      expect(r.actor_role_id).not.toBeNull();
      expect(r.ip).toBeTruthy();
    }
    expect(parse(mine[0].before_json)).toMatchObject({ last_name: user.last_name });
    expect(parse(mine[0].after_json)).toMatchObject({ first_name: "Aisha", last_name: "Audited" });
    expect(parse(mine[1].before_json)).toEqual({ phone: user.phone });
    expect(parse(mine[1].after_json)).toMatchObject({ phone: "+971559876543" });
    expect(`${mine[2].before_json}${mine[2].after_json}`).not.toMatch(/scrypt|Customer#/);
  });
});

describe("audit trail of application decisions", () => {
  it("request-changes and approve each leave a status row by the deciding staff member", async () => {
    const admin = await login(app, "admin@khidma.test", "Admin#2026");
    const submitted = await db
      .selectFrom("partner_applications")
      .select("id")
      .where("status", "=", "submitted")
      .executeTakeFirstOrThrow();
    const reviewing = await db
      .selectFrom("partner_applications")
      .select("id")
      .where("status", "=", "under-review")
      .executeTakeFirstOrThrow();

    const changes = await post(admin.access_token, `admin/application/request-changes/${submitted.id}`, {
      comment: "Please upload a clearer trade licence.",
    });
    expect(changes.statusCode, changes.body).toBe(200);
    const approve = await post(admin.access_token, `admin/application/approve/${reviewing.id}`, {});
    expect(approve.statusCode, approve.body).toBe(200);

    const [c] = await rows("application", submitted.id);
    expect(c).toMatchObject({ action: "status", actor_user_id: admin.user.id });
    expect(parse(c.before_json)).toMatchObject({ status: "submitted" });
    expect(parse(c.after_json)).toMatchObject({
      status: "changes-requested",
      comment: "Please upload a clearer trade licence.",
    });
    const [a] = await rows("application", reviewing.id);
    expect(parse(a.before_json)).toMatchObject({ status: "under-review" });
    expect(parse(a.after_json)).toMatchObject({ status: "approved", partner_id: json(approve).data.partner_id });
    expect(json(approve).data.partner_id).toEqual(expect.any(Number));
  });
});
