import { ThemedLayout } from "@refinedev/antd";
import { useLogout, useMenu } from "@refinedev/core";
import { Avatar, Button, Dropdown, Layout, Menu, type MenuProps, Select, Space, Switch, Typography, theme } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { api } from "../../api";
import { env } from "../../config/env";
import { canAccess } from "../../config/guard";
import { type Portal, resolveRoute } from "../../config/routes";
import { formatDateTime } from "../../lib/format";
import { ENDPOINTS } from "../../providers/endpoints";
import { guardSessionOf, type LoginSession, useKhidmaStore } from "../../state";
import { LanguageSwitch } from "../language-switch";

/** Sider menu of one portal: the resources whose `meta.portal` is this portal and whose route the session may open. */
function PortalSider({ portal }: { portal: Portal }) {
  const { t } = useTranslation();
  const { menuItems, selectedKey } = useMenu();
  const session = useKhidmaStore((s) => s.session);
  const guard = guardSessionOf(session);
  const items: MenuProps["items"] = menuItems
    .filter((item) => item.meta?.portal === portal && item.route)
    .filter((item) => canAccess(resolveRoute(item.route ?? ""), guard))
    .map((item) => ({
      key: item.key ?? item.route ?? item.name,
      label: <Link to={item.route ?? "/"}>{t(String(item.meta?.labelKey ?? item.label ?? item.name))}</Link>,
    }));
  return (
    <Layout.Sider breakpoint="lg" collapsedWidth={0} width={232} theme="light" className="kh-sider">
      <Link to={portal === "admin" ? "/admin/dashboard" : "/partner/dashboard"} className="kh-brand kh-sider-brand">
        <img src="/logo.svg" alt="" width={30} height={30} />
        <span>{t("app.name")}</span>
      </Link>
      <Menu mode="inline" selectedKeys={[selectedKey]} items={items} />
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
        justifyContent: "flex-end",
        gap: 12,
        paddingInline: 16,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
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

/** refine's ThemedLayout with this portal's sider and header, and the display version in the footer. */
export function PortalLayout({ portal, children }: { portal: Portal; children: ReactNode }) {
  const { t } = useTranslation();
  useLocation();
  return (
    <ThemedLayout
      Sider={() => <PortalSider portal={portal} />}
      Header={() => <PortalHeader portal={portal} />}
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
