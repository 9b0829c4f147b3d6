import { MenuOutlined } from "@ant-design/icons";
import { ThemedLayout, useThemedLayoutContext } from "@refinedev/antd";
import { useLogout, useMenu } from "@refinedev/core";
import {
  Avatar,
  Button,
  ConfigProvider,
  Drawer,
  Dropdown,
  Grid,
  Layout,
  Menu,
  type MenuProps,
  Select,
  Space,
  Switch,
  Typography,
  theme,
} from "antd";
import { type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { api } from "../../api";
import { ENDPOINTS } from "../../api/endpoints";
import { env } from "../../config/env";
import { canAccess } from "../../config/guard";
import { type Portal, resolveRoute } from "../../config/routes";
import { formatDateTime } from "../../lib/format";
import { guardSessionOf, type LoginSession, useKhidmaStore } from "../../state";
import { LanguageSwitch } from "../language-switch";
import { menuIcon } from "./menu-icons";

const MENU_ID = "kh-portal-menu";
const homeOf = (portal: Portal) => (portal === "admin" ? "/admin/dashboard" : "/partner/dashboard");

/**
 * Below `lg` the menu is not a column: it opens as a drawer from the inline-start edge (the right one in Arabic) with
 * the header's menu button, so nothing floats over the pages' titles.
 */
const useNarrow = () => !Grid.useBreakpoint().lg;

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
    const entry = (item: MenuItem) => ({
      key: item.key,
      icon: menuIcon(item.meta?.icon),
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
          children: children.map(entry),
        });
      } else if (visible(item)) items.push(entry(item));
    }
    return { items, groupOf };
  }, [menuItems, portal, session, t]);
}

/** Sider menu of one portal: collapsible groups with icons; the group of the open page is open. */
function PortalSider({ portal }: { portal: Portal }) {
  const { t } = useTranslation();
  const { selectedKey } = useMenu();
  const { items, groupOf } = useMenuEntries(portal);
  const narrow = useNarrow();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const { mobileSiderOpen, setMobileSiderOpen } = useThemedLayoutContext();
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
    return (
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
    );
  return (
    <Layout.Sider width={256} theme="light" className="kh-sider">
      {brand}
      <nav aria-label={t("header.menu")}>{menu}</nav>
    </Layout.Sider>
  );
}

/** Header of the admin and partner portals: language, theme, active role, account menu. */
function PortalHeader({ portal }: { portal: Portal }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const session = useKhidmaStore((s) => s.session);
  const isLight = useKhidmaStore((s) => s.ui.isLight);
  const toggleTheme = useKhidmaStore((s) => s.toggleTheme);
  const setSession = useKhidmaStore((s) => s.setSession);
  const { mutate: logout, isPending } = useLogout();
  const narrow = useNarrow();
  const { mobileSiderOpen, setMobileSiderOpen } = useThemedLayoutContext();
  const user = session.user;
  const switchRole = async (role: string) => {
    const res = await api.post<LoginSession>(ENDPOINTS.switchRole, { role });
    setSession(res.data);
  };
  const account: MenuProps["items"] = [
    {
      key: "profile",
      label: <Link to={`/${portal}/profile`}>{t(portal === "admin" ? "nav.adminProfile" : "nav.partnerProfile")}</Link>,
    },
    { key: "password", label: <Link to={`/${portal}/change-my-password`}>{t("nav.changePassword")}</Link> },
    { type: "divider" },
    {
      key: "signout",
      danger: true,
      label: isPending ? t("header.signingOut") : t("header.signOut"),
      onClick: () => logout(),
    },
  ];
  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        display: "flex",
        alignItems: "center",
        gap: 12,
        paddingInline: narrow ? 12 : 16,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {narrow ? (
        <Space size={4} align="center" className="kh-portal-header-start">
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={t("header.menu")}
            aria-expanded={mobileSiderOpen}
            aria-controls={MENU_ID}
            onClick={() => setMobileSiderOpen(!mobileSiderOpen)}
            data-testid="portal-menu-toggle"
          />
          <Link
            to={homeOf(portal)}
            className="kh-brand"
            aria-label={t("app.name")}
            style={{ display: "flex", alignItems: "center" }}
          >
            <img src="/logo.svg" alt="" width={28} height={28} />
          </Link>
        </Space>
      ) : null}
      <span style={{ flex: "1 1 auto" }} />
      <Space size="middle" className="kh-portal-header-actions">
        {session.roles.length > 1 ? (
          <Select
            aria-label={t("header.activeRole")}
            value={session.defaultRole ?? undefined}
            onChange={switchRole}
            options={session.roles.map((r) => ({ value: r.name, label: r.name }))}
            style={{ minWidth: 140 }}
          />
        ) : null}
        <Switch
          className="kh-hide-xs"
          checked={!isLight}
          onChange={toggleTheme}
          checkedChildren={t("common.darkMode")}
          unCheckedChildren={t("common.lightMode")}
        />
        <LanguageSwitch />
        {user ? (
          <Dropdown menu={{ items: account }} trigger={["click"]} placement="bottomRight">
            <Button type="text" data-testid="account-menu" style={{ height: "auto" }}>
              <Space>
                <Avatar src={user.user_profile || undefined}>{user.first_name?.[0]}</Avatar>
                <span className="kh-account-text">
                  <Typography.Text strong>{t("header.greeting", { name: user.first_name })}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 11 }}>
                    {session.defaultRole}
                    {user.last_login_at
                      ? ` · ${t("header.lastLogin", { when: formatDateTime(user.last_login_at) })}`
                      : ""}
                  </Typography.Text>
                </span>
              </Space>
            </Button>
          </Dropdown>
        ) : null}
      </Space>
    </Layout.Header>
  );
}

/**
 * refine's ThemedLayout with this portal's sider and header, and the display version in the footer. Below `lg` the
 * header carries the menu button (at its inline-start, so on the right in Arabic) and the menu opens as a drawer:
 * antd's floating zero-width trigger, which covered the pages' titles, is gone, and pages need no room for it.
 */
export function PortalLayout({ portal, children }: { portal: Portal; children: ReactNode }) {
  const { t } = useTranslation();
  // The slots are components: stable ones, so a navigation does not remount the header and the menu.
  const slots = useMemo(
    () => ({
      Sider: () => <PortalSider portal={portal} />,
      Header: () => <PortalHeader portal={portal} />,
    }),
    [portal],
  );
  return (
    <ThemedLayout
      Sider={slots.Sider}
      Header={slots.Header}
      Footer={() => (
        <Layout.Footer style={{ textAlign: "center", fontSize: 12 }}>
          {t("footer.copyright", { year: new Date().getFullYear() })} ·{" "}
          {t("app.version", { version: env.displayVersion })}
        </Layout.Footer>
      )}
    >
      {children}
    </ThemedLayout>
  );
}
