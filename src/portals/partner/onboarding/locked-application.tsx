import "../../../i18n/modules/partner-onboarding";
import { Alert, Button, Card, Space, Tabs, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import {
  ApplicationTimeline,
  StatusTag,
  useApplicationSections,
} from "../../../features/partner-applications/application-details";
import type { PartnerApplication } from "../../../features/partner-applications/types";
import { ReviewerComment } from "./reviewer-comment";

/** Submitted, under review, approved or rejected: everything read-only, with the status and the comments. */
export function LockedApplication({ app }: { app: PartnerApplication }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sections = useApplicationSections(app);
  const pending = app.status === "submitted" || app.status === "under-review";
  const title = t(
    `onboarding.locked.${app.status === "draft" || app.status === "changes-requested" ? "submitted" : app.status}`,
  );
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      {app.status === "rejected" ? (
        <ReviewerComment app={app} title={title} body={t("onboarding.locked.rejectedBody")} />
      ) : (
        <Alert
          type={app.status === "approved" ? "success" : "info"}
          showIcon
          data-testid="application-locked"
          message={
            <Space wrap>
              <Typography.Text strong>{title}</Typography.Text>
              <StatusTag status={app.status} label={app.status_label} />
            </Space>
          }
          description={t(pending ? "onboarding.locked.pendingBody" : "onboarding.locked.approvedBody")}
          action={
            app.status === "approved" ? (
              <Button type="primary" onClick={() => navigate("/partner/dashboard")}>
                {t("onboarding.toDashboard")}
              </Button>
            ) : undefined
          }
        />
      )}
      <Card>
        <Tabs items={sections.map((s) => ({ key: s.key, label: s.title, children: s.content }))} />
      </Card>
      <Card title={t("partnerApplicationView.timeline")} size="small">
        <ApplicationTimeline app={app} />
      </Card>
      <Link to={`/partner/application/view/${app.id}`}>{t("onboarding.locked.view")}</Link>
    </Space>
  );
}
