import { MenuOutlined } from "@ant-design/icons";
import { useThemedLayoutContext } from "@refinedev/antd";
import { type BaseRecord, useCustomMutation, useLogout } from "@refinedev/core";
import { Avatar, Button, Layout, type MenuProps, Space, Switch, Typography, theme } from "antd";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ENDPOINTS } from "../../api/endpoints";
import type { Portal } from "../../config/routes";
import { useFormatters } from "../../features/settings/use-formatters";
import { useRoleName } from "../../lib/role-label";
import { type LoginSession, useKhidmaStore } from "../../state";
import { LanguageSwitch } from "../language-switch";
import { AccountMenu } from "./account-menu";
import { NotificationBell } from "./notification-bell";
import { homeOf, MENU_ID, useNarrow } from "./portal-layout-parts";

const RoleSelect = lazy(() => import("./role-select"));

/** Header of the admin and partner portals: language, theme, active role, notifications bell, account menu. */
export function PortalHeader({ portal }: { portal: Portal }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const { token } = theme.useToken();
  const session = useKhidmaStore((s) => s.session);
  const roleName = useRoleName();
  const isLight = useKhidmaStore((s) => s.ui.isLight);
  const toggleTheme = useKhidmaStore((s) => s.toggleTheme);
  const setSession = useKhidmaStore((s) => s.setSession);
  const { mutate: logout, isPending } = useLogout();
  const narrow = useNarrow();
  const { mobileSiderOpen, setMobileSiderOpen } = useThemedLayoutContext();
  const user = session.user;
  const { mutateAsync: postRole } = useCustomMutation<LoginSession & BaseRecord>();
  // A refused switch is reported by the API layer's global error message; the selection stays on the active role.
  const switchRole = (role: string) =>
    postRole({
      url: ENDPOINTS.switchRole,
      method: "post",
      values: { role },
      successNotification: false,
      errorNotification: false,
    })
      .then((res) => setSession(res.data as LoginSession))
      .catch(() => undefined);
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
          <Suspense fallback={<span style={{ display: "inline-block", minWidth: 140 }} />}>
            <RoleSelect
              aria-label={t("header.activeRole")}
              value={session.defaultRole ?? undefined}
              onChange={switchRole}
              options={session.roles.map((r) => ({ value: r.name, label: roleName(r.name) }))}
            />
          </Suspense>
        ) : null}
        <Switch
          className="kh-hide-xs"
          checked={!isLight}
          onChange={toggleTheme}
          checkedChildren={t("common.darkMode")}
          unCheckedChildren={t("common.lightMode")}
        />
        <LanguageSwitch />
        {user ? <NotificationBell portal={portal} /> : null}
        {user ? (
          <AccountMenu items={account}>
            <Space>
              <Avatar src={user.user_profile || undefined}>{user.first_name?.[0]}</Avatar>
              <span className="kh-account-text">
                <Typography.Text strong>{t("header.greeting", { name: user.first_name })}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 11 }}>
                  {session.defaultRole ? roleName(session.defaultRole) : null}
                  {user.last_login_at ? ` · ${t("header.lastLogin", { when: f.dateTime(user.last_login_at) })}` : ""}
                </Typography.Text>
              </span>
            </Space>
          </AccountMenu>
        ) : null}
      </Space>
    </Layout.Header>
  );
}
