import "../../../i18n/modules/partner-onboarding";
import { type BaseRecord, useList, useOne } from "@refinedev/core";
import { Button, Card, Empty, Grid, List, Result, Space, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { ltr, StatusTag } from "../../../features/partner-applications/application-details";
import {
  type ApplicationSummary,
  latestAdminComment,
  type PartnerApplication,
} from "../../../features/partner-applications/types";
import { formatDate, truncate } from "../../../lib/format";
import { APPLICATIONS } from "../onboarding/api";

/** The last comment of one application (the list answer has none, so each row reads its application). */
function LastComment({ id }: { id: number }) {
  const { i18n } = useTranslation();
  // GET partner/application/view/{id} (the same read as the application's page)
  const { query } = useOne<PartnerApplication & BaseRecord>({
    resource: APPLICATIONS,
    id,
    meta: { lang: i18n.language },
    queryOptions: { staleTime: 60_000 },
    errorNotification: false,
  });
  const view = query.data?.data;
  const last = view ? (latestAdminComment(view) ?? view.comments.at(-1)) : undefined;
  if (!last?.comment) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <span title={last.comment} dir="auto">
      {truncate(last.comment)}
    </span>
  );
}

/** /partner/my-applications: the applicant's applications, newest first, with status, dates and the last comment. */
export default function MyApplicationsPage() {
  const { t, i18n } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [page, setPage] = useState(1);
  // GET partner/application/list?page=&limit=
  const { query: list, result } = useList<ApplicationSummary & BaseRecord>({
    resource: APPLICATIONS,
    pagination: { currentPage: page, pageSize: DEFAULT_PAGE_SIZE },
    meta: { lang: i18n.language },
    queryOptions: { staleTime: 60_000 },
    errorNotification: false,
  });
  const rows = result.data ?? [];
  const total = result.total ?? 0;
  const name = (a: ApplicationSummary) => a.legal_name ?? t("partnerApplications.untitled");
  const submitted = (a: ApplicationSummary) =>
    a.submitted_at ? ltr(formatDate(a.submitted_at)) : t("partnerApplications.notSubmitted");

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t("partnerApplications.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("partnerApplications.subtitle")}</Typography.Paragraph>
      {list.isError ? (
        <Result status="warning" title={t("partnerApplications.loadError")} />
      ) : !list.isLoading && rows.length === 0 ? (
        <Card>
          <Empty description={t("partnerApplications.empty")}>
            <Link to="/partner/on-boarding">
              <Button type="primary">{t("partnerApplications.start")}</Button>
            </Link>
          </Empty>
        </Card>
      ) : !screens.md ? (
        // Phones: one card per application.
        <List
          loading={list.isLoading}
          dataSource={rows}
          renderItem={(a) => (
            <Card size="small" style={{ marginBottom: 12 }} data-testid={`application-card-${a.id}`}>
              <Space direction="vertical" size={4} style={{ width: "100%" }}>
                <Space wrap>
                  <Typography.Text strong>{name(a)}</Typography.Text>
                  <StatusTag status={a.status} label={a.status_label} />
                </Space>
                <Typography.Text type="secondary">
                  {t("partnerApplications.submitted")}: {submitted(a)}
                </Typography.Text>
                <LastComment id={a.id} />
                <Link to={`/partner/application/view/${a.id}`}>{t("partnerApplications.view")}</Link>
              </Space>
            </Card>
          )}
          pagination={
            total > DEFAULT_PAGE_SIZE ? { current: page, pageSize: DEFAULT_PAGE_SIZE, total, onChange: setPage } : false
          }
        />
      ) : (
        <Table<ApplicationSummary>
          rowKey="id"
          loading={list.isLoading}
          dataSource={rows}
          scroll={{ x: 720 }}
          pagination={{
            current: page,
            pageSize: DEFAULT_PAGE_SIZE,
            total,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
          columns={[
            { title: t("partnerApplications.id"), dataIndex: "id", width: 70 },
            { title: t("partnerApplications.company"), key: "company", render: (_, a) => name(a) },
            {
              title: t("partnerApplications.status"),
              key: "status",
              render: (_, a) => <StatusTag status={a.status} label={a.status_label} />,
            },
            { title: t("partnerApplications.submitted"), key: "submitted", render: (_, a) => submitted(a) },
            {
              title: t("partnerApplications.lastComment"),
              key: "comment",
              render: (_, a) => <LastComment id={a.id} />,
            },
            {
              title: "",
              key: "view",
              render: (_, a) => <Link to={`/partner/application/view/${a.id}`}>{t("partnerApplications.view")}</Link>,
            },
          ]}
        />
      )}
    </>
  );
}
