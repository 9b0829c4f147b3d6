import "../../../i18n/modules/account";
import { Alert, Button, Col, Row, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ProfileCard } from "../../../components/account/profile-card";
import { useKhidmaStore } from "../../../state";

/**
 * /partner/profile: the signed-in partner user's own profile. Without a partner profile yet (onboarding not done),
 * a callout leads to /partner/on-boarding. The company profile itself comes with onboarding (a later issue).
 */
export default function PartnerProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const partnerId = useKhidmaStore((s) => s.session.partnerId);
  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t("account.partner.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("account.partner.subtitle")}</Typography.Paragraph>
      {partnerId === null ? (
        <Alert
          type="info"
          showIcon
          data-testid="onboarding-callout"
          style={{ marginBottom: 24 }}
          message={t("account.partner.onboardingTitle")}
          description={
            <Space direction="vertical" size="middle">
              <span>{t("account.partner.onboardingBody")}</span>
              <Button type="primary" onClick={() => navigate("/partner/on-boarding")}>
                {t("account.partner.onboardingCta")}
              </Button>
            </Space>
          }
        />
      ) : null}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <ProfileCard
            extra={
              <Space wrap>
                <Link to="/partner/account">{t("account.partner.editAccount")}</Link>
                <Link to="/partner/change-my-password">{t("nav.changePassword")}</Link>
              </Space>
            }
          />
        </Col>
        {partnerId !== null ? (
          <Col xs={24} lg={10}>
            <Alert type="success" showIcon message={t("account.partner.companyLater")} />
          </Col>
        ) : null}
      </Row>
    </div>
  );
}
