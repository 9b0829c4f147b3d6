import "../../../../i18n/modules/wallet-core";
import "../../../../i18n/modules/addresses";
import "../../../../i18n/modules/account";
import "../../../../i18n/modules/wallet";
import {
  AppstoreOutlined,
  EditOutlined,
  EnvironmentOutlined,
  HeartOutlined,
  LockOutlined,
  MailOutlined,
  PhoneOutlined,
  WalletOutlined,
} from "@ant-design/icons";
import { Avatar, Button, Card, Collapse, Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ChangePasswordForm } from "../../../../components/account/change-password-form";
import { fullNameOf, initialsOf } from "../../../../components/account/profile-card";
import { useKhidmaStore } from "../../../../state";

/** /profile: the customer's own profile, storefront style (the route wraps it in the storefront layout). */
export default function ProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useKhidmaStore((s) => s.session.user);
  if (!user) return null;

  return (
    <main className="kh-section">
      <div className="kh-container" style={{ maxWidth: 880 }}>
        <Typography.Title level={1} style={{ fontSize: 28, marginBottom: 20 }}>
          {t("account.customer.title")}
        </Typography.Title>
        <Card
          style={{ borderRadius: "var(--kh-radius)", boxShadow: "var(--kh-shadow)", marginBottom: 24 }}
          styles={{ body: { padding: 28 } }}
          data-testid="customer-profile"
        >
          <Flex gap={24} align="center" wrap>
            <Avatar
              size={96}
              src={user.user_profile || undefined}
              style={{ background: "var(--kh-primary)", fontSize: 36, fontWeight: 600, flex: "none" }}
              aria-hidden="true"
            >
              {initialsOf(user)}
            </Avatar>
            <div style={{ flex: 1, minWidth: 220 }}>
              <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }} data-testid="profile-name">
                {fullNameOf(user)}
              </Typography.Title>
              <Typography.Text type="secondary">{t("account.customer.memberSince")}</Typography.Text>
              <Flex vertical gap={6} style={{ marginTop: 12 }}>
                {user.phone ? (
                  <Typography.Text>
                    <PhoneOutlined aria-label={t("account.card.phone")} style={{ marginInlineEnd: 8 }} />
                    <span dir="ltr" data-testid="profile-phone">
                      {user.phone}
                    </span>
                  </Typography.Text>
                ) : null}
                {user.email ? (
                  <Typography.Text>
                    <MailOutlined aria-label={t("account.card.email")} style={{ marginInlineEnd: 8 }} />
                    <span dir="ltr" data-testid="profile-email">
                      {user.email}
                    </span>
                  </Typography.Text>
                ) : null}
              </Flex>
            </div>
            <Button
              type="primary"
              size="large"
              shape="round"
              icon={<EditOutlined />}
              onClick={() => navigate("/profile/edit")}
            >
              {t("account.customer.edit")}
            </Button>
          </Flex>
        </Card>

        <Card style={{ borderRadius: "var(--kh-radius)", marginBottom: 24 }} styles={{ body: { padding: 20 } }}>
          <Link to="/profile/addresses" style={{ display: "flex", gap: 12, alignItems: "center" }}>
            <EnvironmentOutlined style={{ fontSize: 20, color: "var(--kh-primary)" }} aria-hidden="true" />
            <Typography.Text strong>{t("addresses.title")}</Typography.Text>
          </Link>
        </Card>

        <Card style={{ borderRadius: "var(--kh-radius)", marginBottom: 24 }} styles={{ body: { padding: 20 } }}>
          <Flex vertical gap={16}>
            <Link to="/wallet" style={{ display: "flex", gap: 12, alignItems: "center" }}>
              <WalletOutlined style={{ fontSize: 20, color: "var(--kh-primary)" }} aria-hidden="true" />
              <Typography.Text strong>{t("wallet.nav.wallet")}</Typography.Text>
            </Link>
            <Link to="/profile/packages" style={{ display: "flex", gap: 12, alignItems: "center" }}>
              <AppstoreOutlined style={{ fontSize: 20, color: "var(--kh-primary)" }} aria-hidden="true" />
              <Typography.Text strong>{t("wallet.nav.myPackages")}</Typography.Text>
            </Link>
            <Link to="/profile/favourites" style={{ display: "flex", gap: 12, alignItems: "center" }}>
              <HeartOutlined style={{ fontSize: 20, color: "var(--kh-primary)" }} aria-hidden="true" />
              <Typography.Text strong>{t("nav.favourites")}</Typography.Text>
            </Link>
          </Flex>
        </Card>

        <Card style={{ borderRadius: "var(--kh-radius)" }} styles={{ body: { padding: 8 } }}>
          <Collapse
            ghost
            size="large"
            items={[
              {
                key: "password",
                label: (
                  <Flex gap={12} align="center">
                    <LockOutlined style={{ fontSize: 20, color: "var(--kh-primary)" }} />
                    <span>
                      <Typography.Text strong style={{ display: "block" }}>
                        {t("account.customer.security")}
                      </Typography.Text>
                      <Typography.Text type="secondary">{t("account.customer.securityBody")}</Typography.Text>
                    </span>
                  </Flex>
                ),
                children: (
                  <div style={{ maxWidth: 460 }}>
                    <Typography.Title level={3} style={{ fontSize: 18, marginTop: 0 }}>
                      {t("account.password.title")}
                    </Typography.Title>
                    <ChangePasswordForm name="customer-change-password" />
                  </div>
                ),
              },
            ]}
          />
        </Card>
      </div>
    </main>
  );
}
