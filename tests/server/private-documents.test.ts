import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../server/src/db/database.js";
import { SEED_APPLICANT_PASSWORD } from "../../server/src/db/seed-applications.js";
import { uploadFile } from "../../server/src/lib/uploads.js";
import { moveDocumentsToPrivate } from "../../server/src/modules/applications/documents.js";
import { bearer, clientToken, login, makeTestApp, type TestApp } from "./helpers.js";

/**
 * Security issue 13, item 8: application documents (trade licence, Emirates ID, VAT certificate) are served only to
 * their applicant and to internal users with read-application, privately; never from public /uploads.
 */

let app: TestApp;
let db: Awaited<ReturnType<typeof makeTestApp>>["db"];
let dataDir: string;
let owner: string;
let otherPartner: string;
let admin: string;
let support: string;
let doc: { id: number; path: string; application_id: number };
const BYTES = Buffer.from("%PDF-1.4\n% Falcon trade licence\n%%EOF\n");

const fileUrl = (id: number) => `/api/v2/partner/application/document/${id}/file`;
const fetchFile = (url: string, token?: string) =>
  app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "khidma-private-docs-"));
  ({ app, db } = await makeTestApp({ dataDir }));
  owner = (await login(app, "falcon.applicant@khidma.test", SEED_APPLICANT_PASSWORD)).access_token;
  otherPartner = (await login(app, "oasis.applicant@khidma.test", SEED_APPLICANT_PASSWORD)).access_token;
  admin = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
  support = (await login(app, "support@khidma.test", "Support#2026")).access_token;
  doc = await db
    .selectFrom("partner_application_documents as d")
    .innerJoin("partner_applications as a", "a.id", "d.application_id")
    .innerJoin("users as u", "u.id", "a.user_id")
    .select(["d.id", "d.path", "d.application_id"])
    .where("u.email", "=", "falcon.applicant@khidma.test")
    .where("d.type", "=", "trade_license")
    .executeTakeFirstOrThrow();
  // the seeded rows were moved to private storage at start-up; give this one its bytes
  const file = uploadFile(dataDir, doc.path)!;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, BYTES);
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("application documents are private", () => {
  it("seeded documents live outside /uploads under unguessable names", () => {
    expect(doc.path).toMatch(/^private:[a-f0-9]{32}\.pdf$/);
    expect(uploadFile(dataDir, doc.path)!.startsWith(path.join(dataDir, "uploads"))).toBe(false);
  });

  it("anonymous and client-token callers get 401, another partner and support 403", async () => {
    expect((await fetchFile(fileUrl(doc.id))).statusCode).toBe(401);
    expect((await fetchFile(fileUrl(doc.id), await clientToken(app))).statusCode).toBe(401);
    const other = await fetchFile(fileUrl(doc.id), otherPartner);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain("Falcon");
    expect((await fetchFile(fileUrl(doc.id), support)).statusCode).toBe(403);
  });

  it("the applicant and an admin get the bytes with Cache-Control: private, no-store", async () => {
    for (const token of [owner, admin]) {
      const res = await fetchFile(fileUrl(doc.id), token);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(BYTES)).toBe(true);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.headers["content-type"]).toContain("application/pdf");
    }
    expect((await fetchFile(fileUrl(999_999), admin)).statusCode).toBe(404);
  });

  it("the application answers carry a short-lived signed URL (links cannot send the Bearer header)", async () => {
    const view = await app.inject({
      method: "GET",
      url: `/api/v2/admin/application/view/${doc.application_id}`,
      headers: bearer(admin),
    });
    expect(view.statusCode).toBe(200);
    const listed = JSON.parse(view.body).data.documents.find((d: { id: number }) => d.id === doc.id);
    expect(listed.path).toMatch(/^\/api\/v2\/partner\/application\/document\/\d+\/file\?expires=\d+&signature=/);
    // the signed URL works without a token ...
    const signed = await fetchFile(listed.path);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers["cache-control"]).toBe("private, no-store");
    // ... but not tampered with, nor for another document, nor once expired
    const last = listed.path.slice(-1);
    const tampered = `${listed.path.slice(0, -1)}${last === "0" ? "1" : "0"}`;
    expect((await fetchFile(tampered)).statusCode).toBe(401);
    expect((await fetchFile(listed.path.replace(`/document/${doc.id}/`, `/document/${doc.id + 1}/`))).statusCode).toBe(
      401,
    );
    const expired = listed.path.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) - 1}`);
    expect((await fetchFile(expired)).statusCode).toBe(401);
  });

  it("a document still under /uploads is moved to private storage at start-up; the old public path answers 404", async () => {
    const name = `seed-application-${doc.application_id}-vat-certificate.pdf`;
    fs.writeFileSync(path.join(dataDir, "uploads", name), BYTES);
    const { id } = await db
      .insertInto("partner_application_documents")
      .values({
        application_id: doc.application_id,
        type: "insurance",
        path: `/uploads/${name}`,
        mime: "application/pdf",
        size: BYTES.length,
        original_name: "insurance.pdf",
        created_at: nowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await fetchFile(`/uploads/${name}`)).statusCode).toBe(200); // what main served before
    expect(await moveDocumentsToPrivate(db, dataDir)).toBe(1);
    const old = await fetchFile(`/uploads/${name}`);
    expect(old.statusCode).toBe(404);
    const moved = await fetchFile(fileUrl(id), admin);
    expect(moved.statusCode).toBe(200);
    expect(moved.rawPayload.equals(BYTES)).toBe(true);
    expect(await moveDocumentsToPrivate(db, dataDir)).toBe(0);
  });

  it("public images stay public", async () => {
    fs.writeFileSync(path.join(dataDir, "uploads", "0123456789abcdef0123456789abcdef.png"), Buffer.from([0x89, 0x50]));
    const res = await fetchFile("/uploads/0123456789abcdef0123456789abcdef.png");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("public");
  });
});

describe("previews", () => {
  it("a document may be framed by the same origin only (the admin screen previews PDFs in a frame)", async () => {
    const res = await fetchFile(fileUrl(doc.id), admin);
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });
});
