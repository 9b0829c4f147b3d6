import { useThemedLayoutContext } from "@refinedev/antd";
import { useMenu } from "@refinedev/core";
import { ConfigProvider, Layout, Menu, type MenuProps } from "antd";
import { lazy, Suspense, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { canAccess } from "../../config/guard";
import { type Portal, resolveRoute } from "../../config/routes";
import { guardSessionOf, useKhidmaStore } from "../../state";
import { menuIcon } from "./menu-icons";
import { homeOf, MENU_ID, useNarrow } from "./portal-layout-parts";

const Drawer = lazy(() => import("antd/es/drawer/index.js"));

type MenuItem = ReturnType<typeof useMenu>["menuItems"][number];

/**
 * The portal's menu from refine's resource tree: groups (parent resources) hold their entries, each entry shows when
 * the session may open its page (the guard's own rule: permission, user type, partner profile), and a group with no
 * entry left is not shown.
 */
function useMenuEntries(portal: Portal): { items: NonNullable<MenuProps["items"]>; groupOf: Map<string, string> } {
  const { t } = useTranslation();
  const { menuItems } = useMenu();
  const session = useKhidmaStore((s) => s.session);
  return useMemo(() => {
    const guard = guardSessionOf(session);
    const groupOf = new Map<string, string>();
    // an entry inside a group shows no icon of its own: the group's icon stands for it (and the collapsed sider
    // shows groups by their icon)
    const entry = (item: MenuItem, inGroup: boolean) => ({
      key: item.key,
      icon: inGroup ? undefined : menuIcon(item.meta?.icon),
      label: <Link to={item.route ?? "/"}>{t(String(item.meta?.labelKey ?? item.label ?? item.name))}</Link>,
    });
    const visible = (item: MenuItem) => item.route !== undefined && canAccess(resolveRoute(item.route), guard);
    const items: NonNullable<MenuProps["items"]> = [];
    for (const item of menuItems.filter((i) => i.meta?.portal === portal)) {
      if (item.meta?.group) {
        const children = item.children.filter(visible);
        if (children.length === 0) continue;
        for (const child of children) groupOf.set(child.key, item.key);
        items.push({
          key: item.key,
          icon: menuIcon(item.meta?.icon),
          label: t(String(item.meta?.labelKey)),
          children: children.map((child) => entry(child, true)),
        });
      } else if (visible(item)) items.push(entry(item, false));
    }
    return { items, groupOf };
  }, [menuItems, portal, session, t]);
}

/** Sider menu of one portal: collapsible groups with icons; the group of the open page is open. */
export function PortalSider({ portal }: { portal: Portal }) {
  const { t } = useTranslation();
  const { selectedKey } = useMenu();
  const { items, groupOf } = useMenuEntries(portal);
  const narrow = useNarrow();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const { mobileSiderOpen, setMobileSiderOpen } = useThemedLayoutContext();
  // On a narrow screen the menu is a drawer, drawn (and its code loaded) when first opened.
  const everOpen = useRef(false);
  if (mobileSiderOpen) everOpen.current = true;
  const { pathname } = useLocation();
  const currentGroup = groupOf.get(selectedKey);
  const [openKeys, setOpenKeys] = useState<string[]>(currentGroup ? [currentGroup] : []);
  // a link followed, or the window widened: the drawer closes
  // biome-ignore lint/correctness/useExhaustiveDependencies: on navigation and on crossing the breakpoint only
  useEffect(() => setMobileSiderOpen(false), [pathname, narrow]);
  // the group of the page reached (by a link elsewhere, say) opens; the groups the user opened stay open
  useEffect(() => {
    if (currentGroup) setOpenKeys((keys) => (keys.includes(currentGroup) ? keys : [...keys, currentGroup]));
  }, [currentGroup]);
  const brand = (
    <Link to={homeOf(portal)} className="kh-brand kh-sider-brand">
      <img src="/logo.svg" alt="" width={30} height={30} />
      <span>{t("app.name")}</span>
    </Link>
  );
  const menu = (
    <Menu
      mode="inline"
      selectedKeys={[selectedKey]}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      // closed groups keep their links in the page (hidden), so find-in-page and tests see every entry
      forceSubMenuRender
      items={items}
      style={{ borderInlineEnd: 0 }}
    />
  );
  if (narrow)
    return everOpen.current ? (
      <Suspense fallback={null}>
        <Drawer
          open={mobileSiderOpen}
          onClose={() => setMobileSiderOpen(false)}
          placement={direction === "rtl" ? "right" : "left"}
          width={264}
          title={brand}
          id={MENU_ID}
          rootClassName="kh-sider-drawer"
          styles={{ header: { padding: "4px 8px" }, body: { padding: 0 } }}
        >
          <nav aria-label={t("header.menu")}>{menu}</nav>
        </Drawer>
      </Suspense>
    ) : null;
  return (
    <Layout.Sider width={256} theme="light" className="kh-sider">
      {brand}
      <nav aria-label={t("header.menu")}>{menu}</nav>
    </Layout.Sider>
  );
}
