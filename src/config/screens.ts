/**
 * Screen declarations of the admin and partner portals: each portal area declares each of its screens ONCE (path,
 * lazy screen, refine resource and action, permission, title, menu label, icon and group) in its `screens.ts`
 * manifest. Everything else is derived from the manifests by the pure functions below:
 * - the guard's route table entries (`routesOfManifest`, read by src/config/routes.ts),
 * - refine's `resources`, menu groups included (`resourcesOfManifest`, src/config/resources.ts),
 * - the `<Route>` elements (`screensOfManifest`, rendered by each portal's index.tsx).
 *
 * Manifests hold data and lazy loaders only (no components, no React), so the main chunk can read the route table
 * without downloading any portal code.
 */
import type { ResourceProps } from "@refinedev/core";
import type { Permission } from "../../common/permissions";
import { RESOURCE_ENDPOINTS } from "../api/endpoints";
import type { AppRoute, Portal, RouteLayout } from "./routes";

/** The screen's lazy module: `() => import("./list")`, or `.then((m) => ({ default: m.Named }))`. */
// biome-ignore lint/suspicious/noExplicitAny: the constraint React.lazy itself declares for a component
export type ScreenLoader = () => Promise<{ default: React.ComponentType<any> }>;

/**
 * Icons a menu group or an entry outside a group carries (mapped to @ant-design/icons in
 * src/components/portal/menu-icon-set.tsx; entries inside a group show their group's icon only).
 */
export type MenuIcon =
  | "dashboard"
  | "marketplace"
  | "operations"
  | "catalog"
  | "access"
  | "business"
  | "account"
  | "partners"
  | "appointments"
  | "reviews"
  | "availability"
  | "payouts"
  | "platform"
  | "reports";

const screenLoaders = new Map<string, ScreenLoader>();

/**
 * Builds only (vite.config.ts, `screenLoaders`): a manifest's `import("./list")` is compiled to
 * `loadScreen("<key>")`, and the portal's chunk registers the real loaders when it loads, so the entry chunk, which
 * reads the manifests for the route table, holds no screen import and no preload list. Not used in dev or tests.
 */
export function registerScreenLoaders(loaders: Record<string, ScreenLoader>): void {
  for (const [key, load] of Object.entries(loaders)) screenLoaders.set(key, load);
}

/** The registered loader of a screen module (`portals/admin/pages/login`); called only from portal code. */
export function loadScreen(key: string): ReturnType<ScreenLoader> {
  const load = screenLoaders.get(key);
  return load ? load() : Promise.reject(new Error(`Screen module ${key} was not registered by its portal`));
}

export interface ScreenDecl {
  /** Path below the portal prefix (`packages/edit/:id`); "" is the prefix itself (`/partner`). */
  path: string;
  load: ScreenLoader;
  /** i18n key of the page title. */
  title: string;
  /** Permission the active role must hold; none: a public page (login, landing) unless `auth` says otherwise. */
  permission?: Permission;
  /** Login required; defaults to "a permission is named". */
  auth?: boolean;
  /** "content" (default) renders inside the portal layout; "auth" and "landing" pages stand alone. */
  layout?: Exclude<RouteLayout, "none">;
  /** Login / registration page: a signed-in visitor is sent on, never remembered as the return address. */
  guestOnly?: boolean;
  /**
   * Served by the app shell (src/app.tsx) before its portal, with neither refine, antd nor the portal's chunk: a staff
   * sign-in page (`layout: "auth"`), drawn at once while the form's first touch preloads the portal. The portal does
   * not route it; in builds its `import()` stays in the entry (a small chunk of its own), not in the portal's table.
   */
  shell?: true;
}

export type ResourceAction = "list" | "create" | "edit" | "show";

/** A screen of a resource: its path defaults to refine's convention (`name`, `name/create`, `name/edit/:id`, ...). */
export type ActionScreen = Omit<ScreenDecl, "path" | "permission"> & { path?: string };

/**
 * Where a menu entry sits: in a menu group (`GroupDecl.key`), whose icon the sider draws (an entry inside a group
 * shows none, so it names none), or at the top level with its own icon.
 */
export type MenuPlace = { group: string; icon?: undefined } | { group?: undefined; icon: MenuIcon };

interface ResourceFields {
  kind: "resource";
  /** refine resource name (the same entity in both portals has the same name) and identifier (unique). */
  name: string;
  identifier: string;
  /** i18n key of the menu label. */
  label: string;
  /** false: no menu entry (reached from other screens). */
  menu?: boolean;
  /** Base path below the portal prefix; defaults to `name`. */
  route?: string;
  /**
   * Permission per action: the screens' guards (list/create/edit/show) and every `useCan({ resource: identifier,
   * action })` / `<CanAccess>` of the resource's buttons, verbs included (`delete`, `clone`, `status`, `reorder`...).
   */
  permissions: { [action in ResourceAction]?: Permission } & { [action: string]: Permission | undefined };
  screens: Partial<Record<ResourceAction, ActionScreen>>;
}

/** A resource; its menu entry in a group (`group`) or at the top level (`icon`). */
export type ResourceDecl = ResourceFields & MenuPlace;

export interface PageDecl extends ScreenDecl {
  kind: "page";
  /** Pages with a menu entry become refine resources (list = the page) so the menu and `useCan` know them. */
  menu?: { name: string; label: string } & MenuPlace;
}

export interface GroupDecl {
  kind: "group";
  key: string;
  label: string;
  icon: MenuIcon;
}

export type ManifestEntry = ResourceDecl | PageDecl | GroupDecl;

export interface PortalManifest {
  portal: Exclude<Portal, "customer">;
  /** Menu order is the order of the entries (groups where first declared). */
  entries: readonly ManifestEntry[];
}

export const resource = (decl: Omit<ResourceFields, "kind"> & MenuPlace): ResourceDecl => ({
  kind: "resource",
  ...decl,
});
export const page = (decl: Omit<PageDecl, "kind">): PageDecl => ({ kind: "page", ...decl });
export const group = (key: string, label: string, icon: MenuIcon): GroupDecl => ({ kind: "group", key, label, icon });

const DEFAULT_ACTION_PATH: Record<ResourceAction, (base: string) => string> = {
  list: (base) => base,
  create: (base) => `${base}/create`,
  edit: (base) => `${base}/edit/:id`,
  show: (base) => `${base}/show/:id`,
};

/** A declared screen with its full path, its portal and the resource action it serves (if any). */
export interface PortalScreen extends ScreenDecl {
  /** Absolute path, e.g. `/admin/packages/edit/:id`. */
  fullPath: string;
  portal: PortalManifest["portal"];
  resource?: { identifier: string; action: ResourceAction };
}

const prefixOf = (portal: Portal) => `/${portal}`;
const join = (portal: Portal, path: string) => (path === "" ? prefixOf(portal) : `${prefixOf(portal)}/${path}`);

/** The screens the app shell serves before their portal loads (`shell: true`), every manifest's, in order. */
export const shellScreensOf = (...manifests: PortalManifest[]): PortalScreen[] =>
  manifests.flatMap(screensOfManifest).filter((s) => s.shell);

/** Every screen a manifest declares, in declaration order. */
export function screensOfManifest(manifest: PortalManifest): PortalScreen[] {
  const out: PortalScreen[] = [];
  for (const entry of manifest.entries) {
    if (entry.kind === "group") continue;
    if (entry.kind === "page") {
      const { kind: _kind, menu: _menu, ...screen } = entry;
      out.push({ ...screen, fullPath: join(manifest.portal, entry.path), portal: manifest.portal });
      continue;
    }
    const base = entry.route ?? entry.name;
    for (const action of ["list", "create", "edit", "show"] as const) {
      const screen = entry.screens[action];
      if (!screen) continue;
      const path = screen.path ?? DEFAULT_ACTION_PATH[action](base);
      out.push({
        ...screen,
        path,
        permission: entry.permissions[action],
        fullPath: join(manifest.portal, path),
        portal: manifest.portal,
        resource: { identifier: entry.identifier, action },
      });
    }
  }
  return out;
}

const USER_TYPE = { admin: "internal", partner: "partner" } as const;

/** The guard's route table entries for a manifest's screens. */
export const routesOfManifest = (manifest: PortalManifest): AppRoute[] =>
  screensOfManifest(manifest).map((s) => ({
    path: s.fullPath,
    portal: s.portal,
    userType: USER_TYPE[s.portal],
    auth: s.auth ?? s.permission !== undefined,
    permission: s.permission,
    layout: s.layout ?? "content",
    titleKey: s.title,
    ...(s.guestOnly ? { guestOnly: true } : {}),
  }));

const groupName = (portal: Portal, key: string) => `${portal}-group-${key}`;

/**
 * refine `resources` for a manifest: one per resource (its actions' paths, `meta.permissions`, label, icon, parent
 * group), one per page with a menu entry, and one parent resource per menu group that is used.
 */
export function resourcesOfManifest(manifest: PortalManifest): ResourceProps[] {
  const { portal } = manifest;
  const groups = new Map(
    manifest.entries.filter((e): e is GroupDecl => e.kind === "group").map((g) => [g.key, g] as const),
  );
  const used = new Set<string>();
  const out: ResourceProps[] = [];
  const parentOf = (key: string | undefined) => {
    if (!key) return undefined;
    if (!groups.has(key)) throw new Error(`Menu group "${key}" is not declared in the ${portal} manifest`);
    if (!used.has(key)) {
      used.add(key);
      const g = groups.get(key) as GroupDecl;
      out.push({ name: groupName(portal, key), meta: { portal, labelKey: g.label, icon: g.icon, group: true } });
    }
    return groupName(portal, key);
  };
  for (const entry of manifest.entries) {
    if (entry.kind === "page") {
      if (!entry.menu) continue;
      const parent = parentOf(entry.menu.group);
      out.push({
        name: entry.menu.name,
        identifier: `${portal}-${entry.menu.name}`,
        list: join(portal, entry.path),
        meta: {
          portal,
          labelKey: entry.menu.label,
          icon: entry.menu.icon,
          ...(parent ? { parent } : {}),
          ...(entry.permission ? { permissions: { list: entry.permission } } : {}),
        },
      });
    }
    if (entry.kind !== "resource") continue;
    const parent = entry.menu === false ? undefined : parentOf(entry.group);
    const base = entry.route ?? entry.name;
    const paths: Partial<Record<ResourceAction, string>> = {};
    for (const action of ["list", "create", "edit", "show"] as const) {
      const screen = entry.screens[action];
      if (screen) paths[action] = join(portal, screen.path ?? DEFAULT_ACTION_PATH[action](base));
    }
    out.push({
      name: entry.name,
      identifier: entry.identifier,
      ...paths,
      meta: {
        portal,
        labelKey: entry.label,
        icon: entry.icon,
        permissions: entry.permissions,
        ...(parent ? { parent } : {}),
        ...(entry.menu === false ? { hide: true } : {}),
        ...(RESOURCE_ENDPOINTS[entry.identifier] ? { endpoints: RESOURCE_ENDPOINTS[entry.identifier] } : {}),
      },
    });
  }
  return out;
}
