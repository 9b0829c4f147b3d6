import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin, runnerImport } from "vite";

const apiTarget = process.env.VITE_DEV_API_TARGET ?? `http://localhost:${process.env.API_PORT ?? 3001}`;

/** Writes .br and .gz beside each text asset of the build, so the server sends compressed files without CPU work. */
function precompress(): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  let outDir = "dist";
  return {
    name: "khidma-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir; // absolute; `--outDir` builds compress their own folder, not dist/
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || file.includes(".vite")) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * The portals' screen manifests (every `screens.ts` under src/portals/<portal>) hold each screen's lazy loader,
 * `() => import("./list")`, beside its route data. The route table reads the manifests, so they sit in the entry
 * chunk, and each `import()` there would make the entry carry every screen's preload list and split the portals'
 * shared code into dozens of small chunks (a screen could then load before its portal). In builds, a manifest's
 * `import("x")` becomes `loadScreen("<key>")` (src/config/screens.ts), and the portal's index.tsx registers the
 * real `() => import("x")` of its screens (`registerScreenLoaders`) when it loads: the dynamic imports, and their
 * preload lists, live in the portal chunk. The pages without the portal layout (`layout: "auth"` or `"landing"` in
 * their declaration) are registered by the portal's index.tsx, the others by its in-layout.tsx (the layout's chunk,
 * which the index loads only for a page inside the layout): a screen imported from the layout's chunk shares what the
 * layout already loaded, and the login pages load no layout. A `shell: true` page (the staff sign-in pages, routed by
 * app.tsx before the portal) keeps its import() as written: a small chunk the entry asks for, in no portal's table.
 * Dev and tests import directly, as written.
 */
function screenLoaders(): Plugin {
  let src = resolve("src");
  let screensModule = join(src, "config", "screens.ts");
  const manifestOf = (id: string) =>
    /[\\/]src[\\/]portals[\\/](admin|partner)[\\/](?:.+[\\/])?screens\.ts$/.exec(id)?.[1];
  const shellOf = (id: string) => /[\\/]src[\\/]portals[\\/](admin|partner)[\\/](index|in-layout)\.tsx$/.exec(id);
  const dynamicImport = /\bimport\(\s*(["'])([^"'`]+)\1\s*\)/g;
  const virtualPrefix = "\0khidma-screens:";
  type Node = { type?: string; [key: string]: unknown };
  /**
   * The import specifiers of a manifest's declarations, each with whether it stands outside the portal layout and
   * whether the app shell serves it (`shell: true`: its import() stays as written, in the entry).
   */
  const declarations = (program: Node) => {
    const found: { spec: string; standalone: boolean; shell: boolean }[] = [];
    type Place = { standalone: boolean; shell: boolean };
    const visit = (node: unknown, place: Place) => {
      if (Array.isArray(node)) {
        for (const item of node) visit(item, place);
        return;
      }
      if (!node || typeof node !== "object") return;
      const n = node as Node;
      let inside = place;
      if (n.type === "ObjectExpression") {
        const literal = (name: string) => {
          const value = (n.properties as Node[]).find((p) => p.type === "Property" && (p.key as Node).name === name)
            ?.value as Node | undefined;
          return value?.type === "Literal" ? { value: value.value } : undefined;
        };
        const layout = literal("layout");
        const shell = literal("shell");
        if (layout) inside = { ...inside, standalone: layout.value === "auth" || layout.value === "landing" };
        if (shell) inside = { ...inside, shell: shell.value === true };
      }
      if (n.type === "ImportExpression" && (n.source as Node).type === "Literal")
        found.push({ spec: String((n.source as Node).value), ...inside });
      for (const [key, value] of Object.entries(n)) if (key !== "type") visit(value, inside);
    };
    visit(program, { standalone: false, shell: false });
    return found;
  };
  const keyOf = (file: string) =>
    relative(src, file)
      .replace(/\.[jt]sx?$/, "")
      .replaceAll("\\", "/");
  const manifests = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) return manifests(full);
      return name === "screens.ts" ? [full] : [];
    });
  return {
    name: "khidma-screen-loaders",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      src = join(config.root, "src");
      screensModule = join(src, "config", "screens.ts");
    },
    resolveId(id) {
      return id.startsWith("virtual:khidma-screens:") ? `\0${id.slice("virtual:".length)}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(virtualPrefix)) return undefined;
      const [portal, part] = id.slice(virtualPrefix.length).split(":");
      const table = new Map<string, string>();
      for (const file of manifests(join(src, "portals", portal))) {
        const program = this.parse(readFileSync(file, "utf8"), { lang: "ts" }) as unknown as Node;
        for (const { spec, standalone, shell } of declarations(program)) {
          if (shell || standalone !== (part === "standalone")) continue;
          const target = await this.resolve(spec, file);
          if (target) table.set(keyOf(target.id), target.id);
        }
      }
      const entries = [...table].map(([key, file]) => `${JSON.stringify(key)}: () => import(${JSON.stringify(file)})`);
      return `import { registerScreenLoaders } from ${JSON.stringify(screensModule)};\nregisterScreenLoaders({\n${entries.join(",\n")}\n});\n`;
    },
    async transform(code, id) {
      const shell = shellOf(id);
      if (shell) {
        const part = shell[2] === "index" ? "standalone" : "layout";
        return { code: `import "virtual:khidma-screens:${shell[1]}:${part}";\n${code}`, map: null };
      }
      if (!manifestOf(id)) return undefined;
      const shellSpecs = new Set(
        declarations(this.parse(code, { lang: "ts" }) as unknown as Node)
          .filter((d) => d.shell)
          .map((d) => d.spec),
      );
      let out = "";
      let last = 0;
      for (const m of code.matchAll(dynamicImport)) {
        if (shellSpecs.has(m[2])) continue; // served by the app shell: its chunk is asked for from the entry
        const target = await this.resolve(m[2], id);
        if (!target) continue;
        out += `${code.slice(last, m.index)}__khidmaLoadScreen(${JSON.stringify(keyOf(target.id))})`;
        last = (m.index ?? 0) + m[0].length;
      }
      if (last === 0) return undefined;
      const header = `import { loadScreen as __khidmaLoadScreen } from ${JSON.stringify(screensModule)};\n`;
      return { code: header + out + code.slice(last), map: null };
    },
  };
}

/**
 * A portal's `in-layout.tsx` imports the strings modules of its areas for the menu labels (dev and tests load them
 * whole). In builds those imports become one small module holding only the keys the portal's manifests name (menu
 * and group labels, in English and Arabic), read from the modules at build time: the screens import their own
 * strings modules, so the whole modules (about 16 KiB gzip for the admin portal) come with the screens' chunks
 * rather than on every page.
 */
function menuLabels(): Plugin {
  let src = resolve("src");
  const prefix = "\0khidma-menu-labels:";
  const indexOf = (id: string) => /[\\/]src[\\/]portals[\\/](admin|partner)[\\/](index|in-layout)\.tsx$/.exec(id)?.[1];
  const stringsImport = /^import\s+["']\.\.\/\.\.\/i18n\/modules\/[\w-]+["'];?[ \t]*$/gm;
  type Tree = { [key: string]: string | Tree };
  const pick = (tree: Tree, path: string[]): string | undefined => {
    let node: string | Tree | undefined = tree;
    for (const part of path) node = typeof node === "object" ? node[part] : undefined;
    return typeof node === "string" ? node : undefined;
  };
  const put = (tree: Tree, path: string[], value: string) => {
    let node = tree;
    for (const part of path.slice(0, -1)) {
      if (typeof node[part] !== "object") node[part] = {};
      node = node[part] as Tree;
    }
    node[path[path.length - 1]] = value;
  };
  const modules = new Map<string, Promise<{ en: Tree; ar: Tree }>>();
  const moduleOf = (file: string) => {
    if (!modules.has(file))
      modules.set(
        file,
        runnerImport<{ en: Tree; ar: Tree }>(file).then((r) => r.module),
      );
    return modules.get(file) as Promise<{ en: Tree; ar: Tree }>;
  };
  const manifests = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) return manifests(full);
      return name === "screens.ts" ? [full] : [];
    });
  return {
    name: "khidma-menu-labels",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      src = join(config.root, "src");
    },
    resolveId(id) {
      return id.startsWith("virtual:khidma-menu-labels:") ? `\0${id.slice("virtual:".length)}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(prefix)) return undefined;
      const portal = id.slice(prefix.length);
      const keys = new Set<string>();
      for (const file of manifests(join(src, "portals", portal)))
        for (const [, key] of readFileSync(file, "utf8").matchAll(/["']([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)["']/g))
          keys.add(key);
      // each strings module holds one top-level key (its area): `export const en = { adminCatalog: { ... } }`
      const dir = join(src, "i18n", "modules");
      const areaOf = new Map<string, string>();
      for (const name of readdirSync(dir)) {
        const area = /export const en = \{\s*(\w+):/.exec(readFileSync(join(dir, name), "utf8"))?.[1];
        if (area) areaOf.set(area, join(dir, name));
      }
      const out: { en: Tree; ar: Tree } = { en: {}, ar: {} };
      for (const key of [...keys].sort()) {
        const file = areaOf.get(key.split(".")[0]);
        if (!file) continue; // a core key (src/i18n/en.ts), always loaded
        const strings = await moduleOf(file);
        const path = key.split(".");
        const en = pick(strings.en, path);
        const ar = pick(strings.ar, path);
        if (en === undefined || ar === undefined) continue;
        put(out.en, path, en);
        put(out.ar, path, ar);
      }
      return `import { registerStrings } from ${JSON.stringify(join(src, "i18n", "lazy.ts"))};\nregisterStrings(${JSON.stringify(out)});\n`;
    },
    transform(code, id) {
      const portal = indexOf(id);
      if (!portal || !stringsImport.test(code)) return undefined;
      stringsImport.lastIndex = 0;
      const rest = code.replace(stringsImport, "");
      return { code: `import "virtual:khidma-menu-labels:${portal}";\n${rest}`, map: null };
    },
  };
}

/**
 * Swaps inside dependencies, build only: one import of one module (by importer and specifier) for a module of ours
 * (src/shell/vendor/). Table's column filter dropdown is loaded lazily (./table-filter-dropdown.tsx), and its row
 * selection only comes with the screens that select rows (./table-selection.ts); Input's TextArea and OTP, and
 * Typography's editing TextArea, load when first drawn (./lazy-textarea.tsx, ./lazy-otp.tsx), as does List's Pagination
 * (./lazy-pagination.tsx); Button's
 * styles and antd's colour helpers reach the colour picker's code through ./antd-color.js, not through its panel;
 * Card loads Tabs only for a card with tabs (./card-tabs.tsx); `App` loads the Modal when its first dialog opens
 * (./lazy-use-modal.tsx), and its message and notification holders with the first toast (./lazy-use-message.ts,
 * ./lazy-use-notification.ts). Select draws rc-select's closed markup until rc-select is wanted (./lazy-rc-select.tsx);
 * Table's virtual mode, the Skeleton of Card, Drawer and Modal, Avatar.Group and Typography's copy button load when
 * first drawn (./lazy-virtual-table.tsx, ./lazy-skeleton.tsx, ./lazy-avatar-group.tsx, ./lazy-copy-button.tsx).
 */
function importSwaps(): Plugin {
  const swaps: { importer: RegExp; source: string; replacement: string }[] = [
    {
      importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
      source: "./FilterDropdown",
      replacement: resolve("src/shell/vendor/table-filter-dropdown.tsx"),
    },
    {
      importer: /[\\/]antd[\\/]es[\\/]select[\\/]index\.js$/,
      source: "rc-select",
      replacement: resolve("src/shell/vendor/lazy-rc-select.tsx"),
    },
    {
      importer: /[\\/]antd[\\/]es[\\/]table[\\/]InternalTable\.js$/,
      source: "./RcTable/VirtualTable",
      replacement: resolve("src/shell/vendor/lazy-virtual-table.tsx"),
    },
    {
      importer: /[\\/]antd[\\/]es[\\/](card[\\/]Card|drawer[\\/]DrawerPanel|modal[\\/]Modal)\.js$/,
      source: "../skeleton",
      replacement: resolve("src/shell/vendor/lazy-skeleton.tsx"),
    },
    {
      importer: /[\\/]antd[\\/]es[\\/]avatar[\\/]index\.js$/,
      source: "./AvatarGroup",
      replacement: resolve("src/shell/vendor/lazy-avatar-group.tsx"),
    },
    {
      importer: /[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/,
      source: "./CopyBtn",
      replacement: resolve("src/shell/vendor/lazy-copy-button.tsx"),
    },
    {
      importer: /[\\/]antd[\\/]es[\\/]list[\\/]index\.js$/,
      source: "../pagination",
      replacement: resolve("src/shell/vendor/lazy-pagination.tsx"),
    },
    {
      importer: /[\\/]antd[\\/]es[\\/](input[\\/]index|typography[\\/]Editable)\.js$/,
      source: "../input/TextArea",
      replacement: resolve("src/shell/vendor/lazy-textarea.tsx"),
    },
    {
      importer: /[\\/]antd[\\/]es[\\/]input[\\/]index\.js$/,
      source: "./TextArea",
      replacement: resolve("src/shell/vendor/lazy-textarea.tsx"),
    },
    {
      importer: /[\\/]antd[\\/]es[\\/]input[\\/]index\.js$/,
      source: "./OTP",
      replacement: resolve("src/shell/vendor/lazy-otp.tsx"),
    },
    {
      importer: /[\\/]antd[\\/]es[\\/]table[\\/](InternalTable|Table)\.js$/,
      source: "./hooks/useSelection",
      replacement: resolve("src/shell/vendor/table-selection.ts"),
    },
    {
      importer: /[\\/]antd[\\/]es[\\/]button[\\/]style[\\/]token\.js$/,
      source: "../../color-picker/components/ColorPresets",
      replacement: resolve("src/shell/vendor/antd-color.js"),
    },
    {
      importer: /[\\/]antd[\\/]es[\\/]color-picker[\\/](color|util)\.js$/,
      source: "@rc-component/color-picker",
      replacement: resolve("src/shell/vendor/antd-color.js"),
    },
    {
      importer: /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/,
      source: "../tabs",
      replacement: resolve("src/shell/vendor/card-tabs.tsx"),
    },
    {
      importer: /[\\/]antd[\\/]es[\\/]app[\\/]App\.js$/,
      source: "../modal/useModal",
      replacement: resolve("src/shell/vendor/lazy-use-modal.tsx"),
    },
    {
      importer: /[\\/]antd[\\/]es[\\/]app[\\/]App\.js$/,
      source: "../message/useMessage",
      replacement: resolve("src/shell/vendor/lazy-use-message.ts"),
    },
    {
      importer: /[\\/]antd[\\/]es[\\/]app[\\/]App\.js$/,
      source: "../notification/useNotification",
      replacement: resolve("src/shell/vendor/lazy-use-notification.ts"),
    },
  ];
  return {
    name: "khidma-import-swaps",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer) return undefined;
      return swaps.find((s) => s.source === source && s.importer.test(importer))?.replacement;
    },
  };
}

/**
 * @refinedev/antd is published as one module, and a module sits whole in one chunk with every import it has: its
 * List and useTable are on every portal page, so everything its Create, Edit, Show, DeleteButton, modal and step
 * forms import (Card and Tabs, Popconfirm, sunflower-antd's form hooks, the save/delete/refresh icons) was linked
 * into the first load of every portal page too. In builds, the screens' imports of those other exports name a second
 * copy of the module (`@refinedev/antd?khidma=later`), which lives in the chunks of the screens that use them; each
 * copy keeps only the code its importers use. What the layout shares (ThemedLayout and its context) stays in the
 * first copy, the module's only state. About 16 KiB gzip less on list pages and 19 KiB on the login pages. Both
 * copies draw their page trail with src/shell/vendor/lazy-breadcrumb.tsx instead of antd's Breadcrumb, so the lists
 * (which show no trail) do not load it, and ThemedLayout has no default sider and header: our portals always give
 * their own (components/portal/portal-layout.tsx), and refine's (with its Drawer, Menu and icons) came with every page.
 */
function refineAntdSplit(): Plugin {
  const FIRST = new Set([
    "useSelect",
    "List",
    "CreateButton",
    "EditButton",
    "ShowButton",
    "useNotificationProvider",
    "ThemedLayout",
    "ThemedLayoutContextProvider",
    "useThemedLayoutContext",
    "ThemedSider",
    "ThemedHeader",
    "ThemedTitle",
  ]);
  const QUERY = "?khidma=later";
  const imports = /import\s*\{([^}]*)\}\s*from\s*["']@refinedev\/antd["'];?/g;
  const nameOf = (specifier: string) => specifier.replace(/^type\s+/, "").split(/\s+as\s+/)[0];
  const slotMissing = (slot: string) =>
    `(() => { throw new Error("ThemedLayout needs a ${slot} (vite.config.ts, refineAntdSplit)"); })`;
  const moduleEdits: [RegExp, string, string][] = [
    [
      /import\s*\{\s*Breadcrumb as AntdBreadcrumb\s*\}\s*from\s*"antd";/,
      `import AntdBreadcrumb from ${JSON.stringify(resolve("src/shell/vendor/lazy-breadcrumb.tsx"))};`,
      "the antd Breadcrumb import",
    ],
    [/\bSider \?\? ThemedSider\b/, `Sider ?? ${slotMissing("Sider")}`, "ThemedLayout's default Sider"],
    [/\bHeader \?\? ThemedHeader\b/, `Header ?? ${slotMissing("Header")}`, "ThemedLayout's default Header"],
  ];
  return {
    name: "khidma-refine-antd-split",
    apply: "build",
    async resolveId(source, importer) {
      if (source !== `@refinedev/antd${QUERY}`) return undefined;
      const resolved = await this.resolve("@refinedev/antd", importer, { skipSelf: true });
      return resolved ? `${resolved.id}${QUERY}` : undefined;
    },
    transform(code, id) {
      if (/[\\/]@refinedev[\\/]antd[\\/]dist[\\/]index\.mjs/.test(id)) {
        let out = code;
        for (const [pattern, replacement, what] of moduleEdits) {
          const next = out.replace(pattern, replacement);
          if (next === out) this.warn(`@refinedev/antd: ${what} not found, left as published`);
          out = next;
        }
        return { code: out, map: null };
      }
      if (id.includes("node_modules") || !code.includes("@refinedev/antd")) return undefined;
      let changed = false;
      const out = code.replace(imports, (all, specifiers: string) => {
        const names = specifiers
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean);
        const first = names.filter((n) => FIRST.has(nameOf(n)));
        const later = names.filter((n) => !FIRST.has(nameOf(n)));
        if (later.length === 0) return all;
        changed = true;
        const head = first.length > 0 ? `import { ${first.join(", ")} } from "@refinedev/antd";` : "";
        return `${head}import { ${later.join(", ")} } from "@refinedev/antd${QUERY}";`;
      });
      return changed ? { code: out, map: null } : undefined;
    },
  };
}

interface BundleChunk {
  type: "chunk" | "asset";
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  isEntry?: boolean;
  viteMetadata?: { importedCss?: Set<string> };
}

/**
 * A lazy import's preload list, minus what its importer already loaded. Vite lists, for each `import()`, every chunk
 * the imported chunk needs (to fetch them side by side rather than one after another), including the chunks the
 * importing chunk statically imports itself, which are loaded before that import can run. The portal layout's chunk
 * holds the import() of every screen, and the portal's shared chunks appeared in each screen's list (about 70 entries
 * a screen, some 9 KB of the layout's chunk). The list keeps the chunks that are new to the page.
 */
function preloadWhatIsNew() {
  let bundle: Record<string, BundleChunk> | undefined;
  const closures = new Map<string, Set<string>>();
  const closureOf = (file: string): Set<string> => {
    let seen = closures.get(file);
    if (seen) return seen;
    seen = new Set<string>();
    const visit = (f: string) => {
      const chunk = bundle?.[f];
      if (!chunk || seen?.has(f)) return;
      seen?.add(f);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    visit(file);
    closures.set(file, seen);
    return seen;
  };
  const plugin: Plugin = {
    name: "khidma-preload-what-is-new",
    apply: "build",
    generateBundle: {
      order: "pre",
      handler(_options, output) {
        bundle = output as unknown as Record<string, BundleChunk>;
        closures.clear();
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], context: { hostId: string; hostType: "html" | "js" }) => {
    if (context.hostType !== "js" || !bundle?.[context.hostId]) return deps;
    const loaded = closureOf(context.hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
const preload = preloadWhatIsNew();

/**
 * Two things a first visit would otherwise wait for, started by index.html itself while the entry script downloads:
 * - the client (anonymous) token, when there is no `access_token` cookie: `window.__khidmaEarlyToken` holds the
 *   answer, and src/api/session.ts uses it once instead of asking again;
 * - the storefront's chunks (the customer portal with its home page) as modulepreload links, only on storefront
 *   paths, so they load beside the entry chunk rather than after it has run;
 * - on admin and partner paths, the menu icons' chunk (src/components/portal/menu-icons.tsx loads it lazily, so the
 *   sider paints without it): fetched from the start, it is there by the time the menu renders. Not on the pages
 *   without the portal layout (`STANDALONE`: the manifests' `layout: "auth" | "landing"` pages), which have no menu.
 */
const STANDALONE = String.raw`/^\/(admin\/login|partner(\/(faq|login|login\/otp|register|register\/otp))?)\/?$/`;
/** Storefront paths (pattern source) and the page each opens: see `bootHints`. */
const STOREFRONT_FIRST_PAGES: ReadonlyArray<readonly [pattern: string, src: string]> = [
  ["^/categories/?$", "src/portals/customer/pages/discovery/categories.tsx"],
  ["^/categories/[^/]+/?$", "src/portals/customer/pages/discovery/category-services.tsx"],
  ["^/services/?$", "src/portals/customer/pages/discovery/services.tsx"],
  ["^/services/[^/]+/?$", "src/portals/customer/pages/discovery/service-details.tsx"],
  ["^/providers/?$", "src/portals/customer/pages/discovery/providers.tsx"],
  ["^/providers/[^/]+/?$", "src/portals/customer/pages/discovery/provider.tsx"],
  ["^/search/?$", "src/portals/customer/pages/discovery/search.tsx"],
  ["^/packages/?$", "src/portals/customer/pages/packages/packages.tsx"],
  ["^/packages/[^/]+/?$", "src/portals/customer/pages/packages/package-details.tsx"],
];

function bootHints(mode: string): Plugin {
  const env = loadEnv(mode, process.cwd(), "VITE_");
  const base = env.VITE_API_BASE_URL || "/api/v2";
  const headers = {
    Accept: "application/json",
    "Device-Platform": "web",
    "App-Version": env.VITE_APP_VERSION || "0.1",
    [env.VITE_API_KEY_HEADER || "X-Api-Key"]: env.VITE_API_KEY || "khidma-demo-key",
  };
  return {
    name: "khidma-boot-hints",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = (ctx.bundle ?? {}) as Record<string, BundleChunk>;
        const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (chunk: BundleChunk | undefined, seen = new Set<string>()): Set<string> => {
          if (!chunk || seen.has(chunk.fileName)) return seen;
          seen.add(chunk.fileName);
          for (const dep of chunk.imports ?? []) closure(byFile.get(dep), seen);
          return seen;
        };
        const facade = (suffix: string) => chunks.find((c) => c.facadeModuleId?.endsWith(suffix));
        const entry = closure(chunks.find((c) => c.isEntry));
        const files = (chunk: BundleChunk | undefined) => {
          const js = [...closure(chunk)].filter((f) => !entry.has(f));
          const css = js.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
          return { js, css };
        };
        // the Arabic core strings (src/i18n/index.ts loadArabic), asked for with the entry when the saved language is Arabic
        const arabic = files(facade("src/i18n/ar.ts"));
        const storefront = files(facade("src/portals/customer/index.tsx"));
        // The storefront pages a visit most often opens first: their own chunks (beyond the storefront's) are asked for
        // with the entry too, not once the storefront's chunk has run and routed (one round trip later).
        const pages = STOREFRONT_FIRST_PAGES.map(([pattern, src]) => {
          const page = files(facade(src));
          return [
            pattern,
            page.js.filter((f) => !storefront.js.includes(f)),
            page.css.filter((f) => !storefront.css.includes(f)),
          ];
        });
        const menuIcons = files(facade("src/components/portal/menu-icon-set.tsx"));
        // the staff sign-in pages: their own small chunk (no refine, antd or portal), asked for with the entry
        const signIn = {
          admin: files(facade("src/portals/admin/pages/login.tsx")),
          partner: files(facade("src/portals/partner/pages/login.tsx")),
        };
        const script = `(function(){try{
if(!/(^|; )access_token=/.test(document.cookie)){window.__khidmaEarlyToken=fetch(${JSON.stringify(`${base}/client-access-token`)},{headers:${JSON.stringify(headers)}}).then(function(r){return r.ok?r.json():null}).catch(function(){return null})}
var add=function(rel,href,as){var l=document.createElement("link");l.rel=rel;l.href="/"+href;l.crossOrigin="";if(as)l.as=as;document.head.appendChild(l)};
try{if(JSON.parse(localStorage.getItem("khidma")||"{}").state.ui.language==="ar")${JSON.stringify(arabic.js)}.forEach(function(f){add("modulepreload",f)})}catch(e){}
var signIn=/^\\/(admin|partner)\\/login\\/?$/.exec(location.pathname);if(signIn){var files=${JSON.stringify({ admin: signIn.admin, partner: signIn.partner })}[signIn[1]];files.js.forEach(function(f){add("modulepreload",f)});files.css.forEach(function(f){add("preload",f,"style")});return}
if(/^\\/(admin|partner)(\\/|$)/.test(location.pathname)){if(!${STANDALONE}.test(location.pathname))${JSON.stringify(menuIcons.js)}.forEach(function(f){add("modulepreload",f)});return}
${JSON.stringify(storefront.js)}.forEach(function(f){add("modulepreload",f)});${JSON.stringify(storefront.css)}.forEach(function(f){add("preload",f,"style")});
${JSON.stringify(pages)}.some(function(p){if(!new RegExp(p[0]).test(location.pathname))return false;p[1].forEach(function(f){add("modulepreload",f)});p[2].forEach(function(f){add("preload",f,"style")});return true});
}catch(e){}})();`;
        // Right after <title>: before the stylesheet links, which would hold an inline script back until they load.
        // The server's Content-Security-Policy allows this one inline script by its SHA-256 hash, computed from the
        // built index.html at start-up (server/src/lib/security-headers.ts): rebuild, then restart the server.
        return html.replace("</title>", `</title>\n    <script>${script}</script>`);
      },
    },
  };
}

/**
 * Builds swap dependencies of dependencies for a few lines of ours: `side-channel` (qs's cycle checks, with
 * object-inspect and get-intrinsic behind it: about 9 KiB gzip) and `resize-observer-polyfill` (the browsers the
 * build targets all have ResizeObserver), in src/shell/vendor/; `@ant-design/pro-layout`, which @refinedev/antd uses
 * for one thing, the page header of List/Create/Edit/Show, and which brought @ant-design/pro-provider with all its
 * locales (about 17 KiB gzip on every portal page): src/components/portal/page-header.tsx draws the same header.
 * Dev and tests resolve the packages as published.
 */
const buildAliases = [
  { find: /^side-channel$/, replacement: resolve("src/shell/vendor/side-channel.cjs") },
  { find: /^resize-observer-polyfill$/, replacement: resolve("src/shell/vendor/resize-observer.js") },
  { find: /^@ant-design\/pro-layout$/, replacement: resolve("src/components/portal/page-header.tsx") },
  // react-router's package exports only its development build (with its dev warnings); builds take the production one
  // it ships beside it, as its own Vite plugin does
  { find: /^react-router$/, replacement: resolve("node_modules/react-router/dist/production/index.mjs") },
];

export default defineConfig(({ mode, command }) => ({
  plugins: [
    screenLoaders(),
    menuLabels(),
    importSwaps(),
    refineAntdSplit(),
    react(),
    precompress(),
    bootHints(mode),
    preload.plugin,
  ],
  resolve: { alias: command === "build" ? buildAliases : [] },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/uploads": { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    manifest: true,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Every module the entry imports statically (rolldown's `$initial` tag) in the entry's own chunk: by default
        // rolldown cuts those shared with lazy chunks into some 15 small chunks, each compressed on its own (about
        // 4.5 KiB gzip more on every first load). They all load on every page anyway, so one chunk costs no byte more.
        // And the icons that many screens share (antd's own close, down, search, loading... and the menu's) in one
        // chunk: each was a file of its own of under 1 KiB, about 3 KiB gzip more on every portal page than together.
        codeSplitting: {
          groups: [
            { name: "boot", tags: ["$initial"], priority: 2 },
            {
              name: "icons",
              test: /[\\/]node_modules[\\/]@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/]/,
              minShareCount: 50,
              priority: 1,
            },
          ],
        },
      },
      treeshake: {
        // Packages without a `sideEffects` field are kept whole even when nothing uses them. @refinedev/antd's one
        // module imports react-markdown + remark-gfm (its MarkdownField, unused here) and @refinedev/core imports
        // papaparse (import/export) and error-stack-parser (devtools): about 45 KiB gzip in every portal's first
        // load. Declared side-effect free, they are dropped unless something uses them. Other modules keep the default.
        moduleSideEffects: [
          {
            test: /[\\/]node_modules[\\/](react-markdown|remark-gfm|remark-parse|remark-rehype|unified|bail|trough|is-plain-obj|extend|vfile|vfile-message|unist-[a-z-]+|mdast-[a-z-]+|micromark|micromark-[a-z-]+|hast-[a-z-]+|property-information|space-separated-tokens|comma-separated-tokens|style-to-object|inline-style-parser|xtend|ccount|escape-string-regexp|markdown-table|longest-streak|repeat-string|parse-entities|character-entities[a-z-]*|character-reference-invalid|is-alphabetical|is-alphanumerical|is-decimal|is-hexadecimal|papaparse|error-stack-parser|stackframe|sunflower-antd|rc-field-form|rc-table|rc-virtual-list)[\\/]/,
            sideEffects: false,
          },
        ],
      },
    },
  },
}));
