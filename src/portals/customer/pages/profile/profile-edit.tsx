import "../../../../i18n/modules/account";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ProfileForm } from "../../../../components/account/profile-form";
import { useKhidmaStore } from "../../../../state";

/**
 * /profile/edit: the customer changes their photo, name and gender (saving the names goes back to /profile), and
 * their mobile number and email, each confirmed with a code.
 */
export default function ProfileEditPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useKhidmaStore((s) => s.session.user);
  if (!user) return null;

  return (
    <main className="kh-section">
      <div className="kh-container" style={{ maxWidth: 640 }}>
        <Link to="/profile" style={{ display: "inline-flex", gap: 8, alignItems: "center", marginBottom: 16 }}>
          <ArrowLeftOutlined style={{ transform: i18n.dir() === "rtl" ? "scaleX(-1)" : undefined }} />
          {t("account.customer.backToProfile")}
        </Link>
        <Card
          style={{ borderRadius: "var(--kh-radius)", boxShadow: "var(--kh-shadow)" }}
          styles={{ body: { padding: 28 } }}
        >
          <div style={{ marginBottom: 24 }}>
            <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
              {t("account.customer.edit")}
            </Typography.Title>
            <Typography.Text type="secondary">{t("account.customer.editSubtitle")}</Typography.Text>
          </div>
          <ProfileForm
            name="customer-profile"
            onSaved={() => navigate("/profile")}
            onCancel={() => navigate("/profile")}
          />
        </Card>
      </div>
    </main>
  );
}
