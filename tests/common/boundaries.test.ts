import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Import boundaries (.dependency-cruiser.cjs, `npm run lint:deps`): each rule reports a violating import written to a
// throw-away tree shaped like this repository, lets the allowed imports next to it pass, and the real tree has none.

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}
interface Config {
  forbidden: unknown[];
  options: Record<string, unknown>;
}

const root = path.resolve(import.meta.dirname, "../..");

/** Files of the throw-away tree: each violating import is marked with the rule it breaks. */
const FIXTURE: Record<string, string> = {
  // no-cross-portal (a type-only import counts: proves the TypeScript parser is the one in use)
  "src/portals/admin/packages.tsx": [
    'import { PartnerForm } from "../partner/form";',
    'import type { PartnerType } from "../partner/types";',
    'import { Shared } from "../../features/catalog/form";',
    'import { AdminOnly } from "./admin-only";',
    "export const Page = (p: PartnerType) => <><PartnerForm /><Shared /><AdminOnly />{String(p)}</>;",
  ].join("\n"),
  "src/portals/admin/admin-only.tsx": "export const AdminOnly = () => <i />;",
  "src/portals/partner/form.tsx":
    'import { Shared } from "../../features/catalog/form";\nexport const PartnerForm = () => <Shared />;',
  "src/portals/partner/types.ts": "export type PartnerType = { id: number };",
  // shared-not-to-portals (a lazy import counts too)
  "src/features/catalog/form.tsx": 'import "../../portals/customer/wallet";\nexport const Shared = () => <b />;',
  "src/portals/customer/wallet.ts": "export const wallet = 1;",
  "src/shell/scope.ts": 'export const load = () => import("../portals/admin/index");',
  "src/portals/admin/index.ts": 'export { Page } from "./packages";\nexport const screens = () => import("./screens");',
  // config-only-portal-manifests: the manifest is allowed, a screen is not
  "src/config/routes.ts": [
    'import { SCREENS } from "../portals/admin/screens";',
    'import { AREA } from "../portals/admin/area/screens";',
    'import { AdminOnly } from "../portals/admin/admin-only";',
    "export const ROUTES = [SCREENS, AREA, AdminOnly];",
  ].join("\n"),
  // manifests-load-screens-lazily: import() is allowed, a static import is not
  "src/portals/admin/screens.ts": [
    'import { AREA } from "./area/screens";',
    'import { AdminOnly } from "./admin-only";',
    'export const SCREENS = [AREA, AdminOnly, () => import("./packages")];',
  ].join("\n"),
  "src/portals/admin/area/screens.ts": 'export const AREA = [() => import("../admin-only")];',
  // api-not-to-providers-or-shell
  "src/api/http.ts":
    'import { provider } from "../providers/data";\nimport { load } from "../shell/scope";\nexport const http = [provider, load];',
  "src/providers/data.ts": 'import { http } from "../api/http";\nexport const provider = () => http;',
  // spa-not-to-server, server-not-to-spa, common-stands-alone
  "src/lib/format.ts": 'import { PERMISSIONS } from "../../common/permissions";\nexport const format = [PERMISSIONS];',
  "src/lib/server-reader.ts": 'import { app } from "../../server/src/app";\nexport const reader = app;',
  "server/src/app.ts":
    'import { PERMISSIONS } from "../../common/permissions";\nimport { format } from "../../src/lib/format";\nexport const app = [PERMISSIONS, format];',
  "common/permissions.ts": 'import { provider } from "../src/providers/data";\nexport const PERMISSIONS = [provider];',
  // no-circular: a static cycle is reported; one closed by import() or by a type-only import is not
  "src/lib/cycle-a.ts": 'import { b } from "./cycle-b";\nexport const a = () => b;',
  "src/lib/cycle-b.ts": 'import { a } from "./cycle-a";\nexport const b = () => a;',
  "src/lib/lazy-a.ts": 'import { lazyB } from "./lazy-b";\nexport const lazyA = lazyB;',
  "src/lib/lazy-b.ts": 'export const lazyB = () => import("./lazy-a");',
  "src/lib/type-a.ts":
    'import { typeB } from "./type-b";\nexport type TypeA = { n: number };\nexport const typeA = typeB;',
  "src/lib/type-b.ts": 'import type { TypeA } from "./type-a";\nexport const typeB = (t: TypeA) => t.n;',
  "server/src/modules/orders.ts": 'import { pay } from "./wallet";\nexport const order = () => pay;',
  "server/src/modules/wallet.ts": 'import { order } from "./orders";\nexport const pay = () => order;',
  // not-to-unresolvable
  "src/lib/broken.ts": 'import { gone } from "./missing";\nexport const broken = gone;',
};

/** What each rule must report in the fixture: exactly these `from -> to` pairs. */
const EXPECTED: Record<string, string[]> = {
  "no-cross-portal": [
    "src/portals/admin/packages.tsx -> src/portals/partner/form.tsx",
    "src/portals/admin/packages.tsx -> src/portals/partner/types.ts",
  ],
  "shared-not-to-portals": [
    "src/features/catalog/form.tsx -> src/portals/customer/wallet.ts",
    "src/shell/scope.ts -> src/portals/admin/index.ts",
  ],
  "config-only-portal-manifests": ["src/config/routes.ts -> src/portals/admin/admin-only.tsx"],
  "manifests-load-screens-lazily": ["src/portals/admin/screens.ts -> src/portals/admin/admin-only.tsx"],
  "api-not-to-providers-or-shell": [
    "src/api/http.ts -> src/providers/data.ts",
    "src/api/http.ts -> src/shell/scope.ts",
  ],
  "spa-not-to-server": ["src/lib/server-reader.ts -> server/src/app.ts"],
  "server-not-to-spa": ["server/src/app.ts -> src/lib/format.ts"],
  "common-stands-alone": ["common/permissions.ts -> src/providers/data.ts"],
  // once per cycle; the lazy-a/lazy-b and type-a/type-b cycles are not reported
  "no-circular": [
    "server/src/modules/orders.ts -> server/src/modules/wallet.ts",
    "src/api/http.ts -> src/providers/data.ts",
    "src/lib/cycle-a.ts -> src/lib/cycle-b.ts",
  ],
  "not-to-unresolvable": ["src/lib/broken.ts -> ./missing"],
};

let config: Config;
let cruise: (files: string[], options: Record<string, unknown>) => Promise<{ output: unknown }>;

async function violations(baseDir: string): Promise<Violation[]> {
  const result = await cruise(
    ["src", "server", "common"].filter((d) => fs.existsSync(path.join(baseDir, d))),
    {
      ...config.options,
      baseDir,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    },
  );
  return (result.output as { summary: { violations: Violation[] } }).summary.violations;
}

let fixture: string;

beforeAll(async () => {
  // dependency-cruiser reads TypeScript through the TypeScript 5 API (see scripts/depcruise/register.mjs)
  await import("../../scripts/depcruise/register.mjs");
  ({ cruise } = (await import("dependency-cruiser")) as unknown as { cruise: typeof cruise });
  config = createRequire(import.meta.url)(path.join(root, ".dependency-cruiser.cjs"));
  fixture = fs.mkdtempSync(path.join(os.tmpdir(), "khidma-boundaries-"));
  for (const [file, source] of Object.entries(FIXTURE)) {
    fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    fs.writeFileSync(path.join(fixture, file), `${source}\n`);
  }
}, 60_000);

afterAll(() => {
  if (fixture) fs.rmSync(fixture, { recursive: true, force: true });
});

describe("import boundaries (dependency-cruiser)", () => {
  it("each rule reports exactly the violating imports of a sample tree", async () => {
    const found = await violations(fixture);
    const byRule: Record<string, string[]> = {};
    for (const v of found) byRule[v.rule.name] = [...(byRule[v.rule.name] ?? []), `${v.from} -> ${v.to}`];
    for (const list of Object.values(byRule)) list.sort();
    expect(byRule).toEqual(EXPECTED);
    // every rule of the configuration is proven here
    expect(Object.keys(EXPECTED).sort()).toEqual((config.forbidden as { name: string }[]).map((r) => r.name).sort());
  }, 60_000);

  it("the repository has no violation", async () => {
    const found = await violations(root);
    expect(found.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
  }, 120_000);
});
