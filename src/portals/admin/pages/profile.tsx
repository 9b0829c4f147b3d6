import "../../../i18n/modules/account";
import { Card, Col, Row, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ProfileCard } from "../../../components/account/profile-card";
import { ProfileForm } from "../../../components/account/profile-form";

/** /admin/profile: the signed-in staff member's details and the form to edit them. */
export default function AdminProfilePage() {
  const { t } = useTranslation();
  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t("account.admin.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("account.admin.subtitle")}</Typography.Paragraph>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <ProfileCard extra={<Link to="/admin/change-my-password">{t("nav.changePassword")}</Link>} />
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t("account.form.title")}>
            <ProfileForm name="admin-profile" />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
