import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ALL_PERMISSIONS, BUILT_IN_ROLES, PERMISSION_MODULES, permissionsFor } from "../../common/permissions.js";
import { PERMISSIONS_DOC_PATH, renderPermissionsDoc } from "../../scripts/gen-permissions-doc.js";

describe("permission catalogue", () => {
  it("has unique permission names", () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
  });

  it("built-in roles only hold catalogued permissions allowed for their type", () => {
    for (const role of Object.values(BUILT_IN_ROLES)) {
      const allowed = new Set(permissionsFor(role.type));
      for (const p of role.permissions) expect(allowed.has(p), `${role.name}: ${p}`).toBe(true);
    }
  });

  it("every module is documented with a label and at least one permission", () => {
    for (const m of PERMISSION_MODULES) {
      expect(m.label).not.toBe("");
      expect(m.permissions.length).toBeGreaterThan(0);
    }
  });
});

describe("docs/permissions.md", () => {
  it("is up to date with common/permissions.ts (run: npx tsx scripts/gen-permissions-doc.ts)", () => {
    expect(fs.readFileSync(PERMISSIONS_DOC_PATH, "utf8")).toBe(renderPermissionsDoc());
  });
});
