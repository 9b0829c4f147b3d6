import "../../../i18n/modules/partner-onboarding";
import { ArrowLeftOutlined, ArrowRightOutlined, EditOutlined } from "@ant-design/icons";
import { type BaseRecord, useOne } from "@refinedev/core";
import { Button, Card, Col, Result, Row, Space, Tabs, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { LoadingCard } from "../../../components/loading-card";
import {
  ApplicationTimeline,
  ltr,
  StatusTag,
  useApplicationSections,
} from "../../../features/partner-applications/application-details";
import type { PartnerApplication } from "../../../features/partner-applications/types";
import { formatDate } from "../../../lib/format";
import { APPLICATIONS } from "../onboarding/api";
import { ReviewerComment } from "../onboarding/reviewer-comment";

/** /partner/application/view/:id: every step read-only, documents, the status history and comments. */
export default function ApplicationViewPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  // GET partner/application/view/{id}
  const { query: view } = useOne<PartnerApplication & BaseRecord>({
    resource: APPLICATIONS,
    id,
    meta: { lang: i18n.language },
    queryOptions: { enabled: Boolean(id), retry: false },
    errorNotification: false,
  });
  if (view.isLoading) return <LoadingCard />;
  if (!view.data?.data)
    return (
      <Result
        status="404"
        title={t("partnerApplicationView.notFound")}
        extra={<Link to="/partner/my-applications">{t("partnerApplicationView.back")}</Link>}
      />
    );
  return <ApplicationView app={view.data.data} />;
}

function ApplicationView({ app }: { app: PartnerApplication }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const sections = useApplicationSections(app);
  const edit =
    app.status === "changes-requested" || app.status === "draft" ? (
      <Button type="primary" icon={<EditOutlined />} onClick={() => navigate("/partner/on-boarding")}>
        {t(app.status === "draft" ? "partnerApplicationView.continue" : "partnerApplicationView.editResubmit")}
      </Button>
    ) : null;
  return (
    <>
      <Link to="/partner/my-applications">
        {i18n.dir() === "rtl" ? <ArrowRightOutlined /> : <ArrowLeftOutlined />} {t("partnerApplicationView.back")}
      </Link>
      <Space align="center" wrap style={{ width: "100%", justifyContent: "space-between", marginBlock: "12px 16px" }}>
        <div>
          <Space wrap align="center">
            <Typography.Title level={3} style={{ margin: 0 }}>
              {app.legal_name ?? t("partnerApplications.untitled")}
            </Typography.Title>
            <StatusTag status={app.status} label={app.status_label} />
          </Space>
          <Typography.Text type="secondary" style={{ display: "block" }}>
            {[
              t("partnerApplicationView.started", { date: ltr(formatDate(app.created_at)) }),
              app.submitted_at
                ? t("partnerApplicationView.submittedOn", { date: ltr(formatDate(app.submitted_at)) })
                : null,
              app.decided_at ? t("partnerApplicationView.decidedOn", { date: ltr(formatDate(app.decided_at)) }) : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </Typography.Text>
        </div>
        {edit}
      </Space>
      {app.status === "changes-requested" || app.status === "rejected" ? (
        <ReviewerComment
          app={app}
          title={t(app.status === "rejected" ? "onboarding.locked.rejected" : "onboarding.changes.title")}
          body={t(app.status === "rejected" ? "onboarding.locked.rejectedBody" : "onboarding.changes.body")}
        />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card>
            <Tabs items={sections.map((s) => ({ key: s.key, label: s.title, children: s.content }))} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t("partnerApplicationView.timeline")} size="small">
            <ApplicationTimeline app={app} />
          </Card>
        </Col>
      </Row>
    </>
  );
}
