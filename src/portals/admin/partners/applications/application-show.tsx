import "../../../../i18n/modules/admin-partners";
import { Show } from "@refinedev/antd";
import { useCan, useShow } from "@refinedev/core";
import { Alert, Card, Col, Descriptions, Row, Space } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ltr } from "../../../../features/partner-applications/application-details";
import { formatDateTime } from "../../../../lib/format";
import { AdminPage } from "../admin-page";
import { ApplicationStatusTag } from "../status-tags";
import type { AdminApplication } from "../types";
import { ApplicationDecisions } from "./application-decisions";
import { ApplicationSections, ApplicationThread } from "./application-sections";
import { APPLICATIONS, useRefreshApplications } from "./use-application-counts";

/** /admin/applications/show/:id: every onboarding tab, the thread, and the decisions (with comments). */
export default function ApplicationShowPage() {
  const { t } = useTranslation();
  const { data: canDecide } = useCan({ resource: APPLICATIONS, action: "status" });
  const { query } = useShow<AdminApplication>({ errorNotification: false });
  const app = query.data?.data;
  const onDecided = useRefreshApplications();

  return (
    <AdminPage>
      <Show
        isLoading={query.isLoading}
        breadcrumb={false}
        headerButtons={() => null}
        title={
          app ? (
            <Space wrap size={8}>
              <span data-testid="application-title">
                {app.legal_name ?? t("adminPartners.applications.unnamed", { id: app.id })}
              </span>
              <ApplicationStatusTag status={app.status} label={app.status_label} />
            </Space>
          ) : (
            t("adminPartners.review.title")
          )
        }
      >
        {app ? (
          <Space direction="vertical" size="large" style={{ width: "100%" }}>
            {app.partner_id ? (
              <Alert
                type="success"
                showIcon
                data-testid="application-partner"
                message={t("adminPartners.review.partnerCreated")}
                action={
                  <Link to={`/admin/partners/show/${app.partner_id}`}>{t("adminPartners.review.openPartner")}</Link>
                }
              />
            ) : null}
            {canDecide?.can ? <ApplicationDecisions app={app} onDecided={onDecided} /> : null}
            <Row gutter={[24, 24]}>
              <Col xs={24} xl={15}>
                <Descriptions
                  size="small"
                  column={{ xs: 1, sm: 1, md: 2, lg: 1, xl: 1, xxl: 2 }}
                  bordered
                  style={{ marginBottom: 16 }}
                >
                  <Descriptions.Item label={t("adminPartners.review.applicantName")}>
                    {app.applicant ? `${app.applicant.first_name} ${app.applicant.last_name}` : "—"}
                  </Descriptions.Item>
                  <Descriptions.Item label={t("adminPartners.review.applicantEmail")}>
                    <bdi>{app.applicant?.email ?? "—"}</bdi>
                  </Descriptions.Item>
                  <Descriptions.Item label={t("adminPartners.review.applicantPhone")}>
                    <bdi dir="ltr">{app.applicant?.phone ?? "—"}</bdi>
                  </Descriptions.Item>
                  <Descriptions.Item label={t("adminPartners.applications.submitted")}>
                    {app.submitted_at ? ltr(formatDateTime(app.submitted_at)) : "—"}
                  </Descriptions.Item>
                </Descriptions>
                <ApplicationSections app={app} />
              </Col>
              <Col xs={24} xl={9}>
                <Card size="small" title={t("adminPartners.review.thread")}>
                  <ApplicationThread app={app} />
                </Card>
              </Col>
            </Row>
          </Space>
        ) : null}
      </Show>
    </AdminPage>
  );
}
