import { Col, Row, Space, Tabs, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ProfileCard } from "../../../../components/account/profile-card";
import { CatalogPage } from "../../../../features/catalog/catalog-page";
import { useKhidmaStore } from "../../../../state";
import PersonalProfilePage from "../../pages/profile";
import { CompanyTab } from "./company-tab";

/**
 * /partner/profile. With a partner profile: tabs "Company" (the company's public profile, ratings and its edit
 * form) and "My account" (the signed-in user's own profile, with links to /partner/account and the password page).
 * Without one (still onboarding): the personal profile page as before, with its onboarding callout.
 */
export default function CompanyProfilePage() {
  const { t } = useTranslation();
  const partnerId = useKhidmaStore((s) => s.session.partnerId);
  const [params, setParams] = useSearchParams();
  if (partnerId === null) return <PersonalProfilePage />;
  const tab = params.get("tab") === "account" ? "account" : "company";
  return (
    <CatalogPage>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t("partnerCatalog.profile.title")}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === "account" ? { tab: "account" } : {}, { replace: true })}
        items={[
          { key: "company", label: t("partnerCatalog.profile.companyTab"), children: <CompanyTab /> },
          {
            key: "account",
            label: t("partnerCatalog.profile.accountTab"),
            children: (
              <Row>
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
              </Row>
            ),
          },
        ]}
      />
    </CatalogPage>
  );
}
