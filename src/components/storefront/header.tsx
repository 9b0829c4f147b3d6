import "../../i18n/modules/wallet-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { isTechnician, loginRedirectFor, registerRedirectFor } from "../../config/guard";
import { dashboardPathFor } from "../../config/routes";
import { useFormatters } from "../../features/settings/use-formatters";
import { logout } from "../../providers/auth-provider";
import { guardSessionOf, useKhidmaStore } from "../../state";
import { LanguageSwitch } from "../language-switch";
import { Drawer } from "./drawer";
import { MenuButton, type MenuEntry } from "./menu-button";
import { NotificationBell } from "./notifications/bell";
import { WalletModalsHost } from "./notifications/wallet-modals-host";

const NAV = [
  { to: "/", key: "nav.home", end: true },
  { to: "/categories", key: "nav.categories" },
  { to: "/providers", key: "nav.providers" },
  { to: "/packages", key: "nav.packages" },
];

/**
 * Storefront header (SPEC 2): menu, language, theme, and the signed-out or signed-in actions. Built without antd so
 * the storefront's first paint stays small.
 */
export function StoreHeader({ landing = false }: { landing?: boolean }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useKhidmaStore((s) => s.session);
  const cartCount = useKhidmaStore((s) => s.cart.items.length + s.cart.packageItems.length);
  const isLight = useKhidmaStore((s) => s.ui.isLight);
  const toggleTheme = useKhidmaStore((s) => s.toggleTheme);
  const [signingOut, setSigningOut] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const user = session.user;
  const guard = guardSessionOf(session);
  const here = { pathname: location.pathname, search: location.search };

  const nav = user ? [...NAV, { to: "/bookings", key: "nav.bookings" }] : NAV;
  const customer = Boolean(user) && guard.userType === "customer";
  const customerLinks = customer
    ? [
        { to: "/wallet", key: "wallet.nav.wallet" },
        { to: "/profile/packages", key: "wallet.nav.myPackages" },
        { to: "/profile/favourites", key: "nav.favourites" },
      ]
    : [];

  const signUp: MenuEntry[] = [
    { key: "customer", label: t("header.asCustomer"), to: registerRedirectFor("customer", here) },
    { key: "partner", label: t("header.asPartner"), to: registerRedirectFor("partner", here) },
  ];
  const signIn: MenuEntry[] = [
    { key: "customer", label: t("header.asCustomer"), to: loginRedirectFor("customer", here) },
    { key: "partner", label: t("header.asPartner"), to: loginRedirectFor("partner", here) },
  ];

  const staff = user && guard.userType && guard.userType !== "customer" && !isTechnician(guard);
  const portal = guard.userType === "internal" ? "admin" : "partner";
  const signOut = async () => {
    setSigningOut(true);
    try {
      await logout();
    } finally {
      setSigningOut(false);
      navigate("/");
    }
  };
  const account: MenuEntry[] = [
    ...(staff
      ? [
          { key: "dashboard", label: t("nav.dashboard"), to: dashboardPathFor(portal) },
          {
            key: "portal-profile",
            label: t(portal === "admin" ? "nav.adminProfile" : "nav.partnerProfile"),
            to: `/${portal}/profile`,
          },
        ]
      : []),
    { key: "profile", label: t("nav.profile"), to: "/profile" },
    ...customerLinks.map((l) => ({ key: l.to, label: t(l.key), to: l.to })),
    { key: "divider", label: null, divider: true },
    {
      key: "signout",
      label: signingOut ? t("header.signingOut") : t("header.signOut"),
      danger: true,
      onSelect: signOut,
    },
  ];

  return (
    <header className="kh-header">
      <div className="kh-container kh-header-row">
        <button
          type="button"
          className="kh-icon-button kh-menu-toggle"
          aria-label={t("header.menu")}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </svg>
        </button>
        <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} title={t("app.name")}>
          <nav className="kh-drawer-nav" aria-label={t("header.menu")}>
            {nav.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.end} onClick={() => setMenuOpen(false)}>
                {t(item.key)}
              </NavLink>
            ))}
            {customerLinks.length ? <hr className="kh-menu-divider" /> : null}
            {customerLinks.map((item) => (
              <NavLink key={item.to} to={item.to} onClick={() => setMenuOpen(false)}>
                {t(item.key)}
              </NavLink>
            ))}
            {!user ? (
              <>
                <hr className="kh-menu-divider" />
                <NavLink to={registerRedirectFor("customer", here)} onClick={() => setMenuOpen(false)}>
                  {t("header.signUp")}
                </NavLink>
                <NavLink to="/partner" onClick={() => setMenuOpen(false)}>
                  {t("header.becomePartner")}
                </NavLink>
              </>
            ) : null}
          </nav>
        </Drawer>
        {/* the name is hidden on phones (CSS), so the link carries it */}
        <Link to="/" className="kh-brand" aria-label={t("app.name")}>
          <img src="/logo.svg" alt="" width={34} height={34} />
          <span>{t("app.name")}</span>
        </Link>
        <nav className="kh-nav" aria-label={t("header.menu")}>
          {nav.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end}>
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
        <div className="kh-header-actions">
          <button
            type="button"
            className="kh-icon-button kh-hide-xs"
            aria-label={isLight ? t("common.darkMode") : t("common.lightMode")}
            title={isLight ? t("common.darkMode") : t("common.lightMode")}
            onClick={toggleTheme}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              {isLight ? (
                <path fill="currentColor" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
              ) : (
                <path
                  fill="currentColor"
                  d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5 1.5 3h-3L12 2Zm0 20-1.5-3h3L12 22ZM2 12l3-1.5v3L2 12Zm20 0-3 1.5v-3L22 12Z"
                />
              )}
            </svg>
          </button>
          <LanguageSwitch />
          {user ? (
            <>
              <Link to="/checkout" className="kh-icon-button" aria-label={t("header.cartCount", { count: cartCount })}>
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                  <path
                    fill="currentColor"
                    d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 2h2.2l2.7 11.3A2 2 0 0 0 9.8 15H18v-2H9.8l-.4-1.6H18a2 2 0 0 0 1.9-1.4L22 4H6.2L5.8 2.4A1 1 0 0 0 4.8 2H3Z"
                  />
                </svg>
                {cartCount > 0 ? (
                  <span className="kh-cart-badge" data-testid="cart-count">
                    {cartCount}
                  </span>
                ) : null}
              </Link>
              {customer ? (
                <>
                  <NotificationBell />
                  <WalletModalsHost />
                </>
              ) : null}
              <MenuButton
                className="kh-account"
                testId="account-menu"
                items={account}
                label={
                  <span style={{ display: "flex", alignItems: "center", gap: 8, maxWidth: "100%", minWidth: 0 }}>
                    {user.user_profile ? (
                      <img
                        src={user.user_profile}
                        alt=""
                        width={28}
                        height={28}
                        data-testid="header-avatar"
                        style={{ borderRadius: "50%", objectFit: "cover", flex: "none" }}
                      />
                    ) : null}
                    <span
                      style={{
                        display: "flex",
                        flexDirection: "column",
                        alignItems: "flex-end",
                        minWidth: 0,
                        overflow: "hidden",
                      }}
                    >
                      <span className="kh-greeting">{t("header.greeting", { name: user.first_name })}</span>
                      {user.last_login_at ? (
                        <small className="kh-last-login">
                          {t("header.lastLogin", { when: f.dateTime(user.last_login_at) })}
                        </small>
                      ) : null}
                    </span>
                  </span>
                }
              />
            </>
          ) : (
            <>
              <div className="kh-hide-xs">
                <MenuButton className="kh-lang" label={t("header.signUp")} items={signUp} />
              </div>
              <MenuButton className="kh-button" label={t("header.signIn")} items={signIn} />
              {landing ? (
                <Link to="/partner" className="kh-button kh-ghost kh-hide-xs">
                  {t("header.becomePartner")}
                </Link>
              ) : null}
            </>
          )}
        </div>
      </div>
    </header>
  );
}
