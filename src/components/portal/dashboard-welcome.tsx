import { Card, Descriptions, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useRoleName } from "../../lib/role-label";
import { useKhidmaStore } from "../../state";

/** Greeting card shared by the admin and partner dashboards until their figures arrive (later issues). */
export function DashboardWelcome({ introKey }: { introKey: string }) {
  const { t } = useTranslation();
  const session = useKhidmaStore((s) => s.session);
  const roleName = useRoleName();
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t("dashboard.welcome", { name: session.user?.first_name ?? "" })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(introKey)}</Typography.Paragraph>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t("header.activeRole")}>
          {session.defaultRole ? roleName(session.defaultRole) : null}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
