// Import boundaries of the SPA (src/), the API (server/) and the code both share (common/), checked by
// dependency-cruiser: `npm run lint:deps` (part of `npm test`); tests/common/boundaries.test.ts proves each rule.
// Paths are relative to the repository root. Every import counts (type-only and lazy `import()` included), except in
// the cycle rule, which is about what runs: a cycle through a lazy `import()` or a type-only import is allowed.

if (!globalThis.__depcruiseTypescript) {
  // dependency-cruiser 17 needs the TypeScript 5 compiler API (TypeScript 7 has none); without it .ts files are not read
  throw new Error(
    "Run dependency-cruiser with `npm run lint:deps` (node --import ./scripts/depcruise/register.mjs ...), not directly.",
  );
}

/** Code both portals and the storefront may use: it never imports a portal. `src/config` has its own rule. */
const SHARED = "^src/(features|components|shell|providers|api|lib|state|i18n|theme)/";
/** A portal's screen declarations (the route table and refine resources are derived from them in src/config). */
const MANIFEST = ["^src/portals/[^/]+/screens[.]ts$", "^src/portals/[^/]+/[^/]+/screens[.]ts$"];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cross-portal",
      comment: "A portal never imports another portal; code two portals use lives in src/features or src/components.",
      severity: "error",
      from: { path: "^src/portals/([^/]+)/" },
      to: { path: "^src/portals/", pathNot: "^src/portals/$1/" },
    },
    {
      name: "shared-not-to-portals",
      comment:
        "Shared code (features, components, shell, providers, api, lib, state, i18n, theme) never imports a portal.",
      severity: "error",
      from: { path: SHARED },
      to: { path: "^src/portals/" },
    },
    {
      name: "config-only-portal-manifests",
      comment: "src/config reads the portals' screen declarations (screens.ts) and nothing else of a portal.",
      severity: "error",
      from: { path: "^src/config/" },
      to: { path: "^src/portals/", pathNot: MANIFEST },
    },
    {
      name: "manifests-load-screens-lazily",
      comment: "Screen declarations are in the first load (src/config imports them): screens only through import().",
      severity: "error",
      from: { path: MANIFEST },
      to: { path: "^src/portals/", pathNot: MANIFEST, dependencyTypesNot: ["dynamic-import"] },
    },
    {
      name: "api-not-to-providers-or-shell",
      comment: "src/api (fetch, headers, errors) is plain TypeScript: it never imports refine providers or the shell.",
      severity: "error",
      from: { path: "^src/api/" },
      to: { path: "^src/(providers|shell)/" },
    },
    {
      name: "spa-not-to-server",
      comment: "The SPA never imports the server; what both need lives in common/.",
      severity: "error",
      from: { path: "^src/" },
      to: { path: "^server/" },
    },
    {
      name: "server-not-to-spa",
      comment: "The server never imports the SPA; what both need lives in common/.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^src/" },
    },
    {
      name: "common-stands-alone",
      comment: "common/ is imported by both sides and imports neither.",
      severity: "error",
      from: { path: "^common/" },
      to: { path: "^(src|server)/" },
    },
    {
      name: "no-circular",
      comment:
        "No import cycle in the SPA or the server that runs at load time (cycles through import() or type-only imports do not).",
      severity: "error",
      from: { path: "^(src|server/src)/" },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["dynamic-import", "type-only", "type-import"] } },
    },
    {
      name: "not-to-unresolvable",
      comment: "Every relative import resolves (a rule that reads nothing would pass everything).",
      severity: "error",
      from: { path: "^(src|server|common)/" },
      to: { couldNotResolve: true, path: "^\\." },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)node_modules/" },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".cjs", ".json", ".d.ts"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
