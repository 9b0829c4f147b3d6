import "../../../../i18n/modules/admin-partners";
import { Space, Tabs, Tag, Timeline, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ltr, useApplicationSections } from "../../../../features/partner-applications/application-details";
import type { PartnerApplication } from "../../../../features/partner-applications/types";
import { formatDateTime } from "../../../../lib/format";
import { ApplicationStatusTag } from "../status-tags";
import type { AdminApplication } from "../types";
import { ApplicationDocuments } from "./application-documents";

/** The comment thread, oldest first: who wrote what, with each status change. */
export function ApplicationThread({ app }: { app: AdminApplication }) {
  const { t } = useTranslation();
  const applicant = `${app.applicant?.first_name ?? ""} ${app.applicant?.last_name ?? ""}`.trim();
  if (!app.comments.length)
    return <Typography.Text type="secondary">{t("adminPartners.review.noComments")}</Typography.Text>;
  return (
    <Timeline
      data-testid="application-thread"
      items={app.comments.map((c) => ({
        key: c.id,
        color: c.author_role === "internal" ? "blue" : "gray",
        children: (
          <div>
            <Space wrap size={4}>
              {c.status ? <ApplicationStatusTag status={c.status} label={c.status_label} /> : null}
              <Typography.Text strong style={{ fontSize: 13 }}>
                {c.author_role === "internal"
                  ? (c.author_name ?? t("adminPartners.review.reviewer"))
                  : applicant || t("adminPartners.review.applicant")}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {ltr(formatDateTime(c.created_at))}
              </Typography.Text>
            </Space>
            {c.comment ? (
              <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: "pre-wrap" }}>
                {c.comment}
              </Typography.Paragraph>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}

/** The five onboarding steps as tabs (documents with preview), each marked when incomplete. */
export function ApplicationSections({ app }: { app: PartnerApplication }) {
  const { t } = useTranslation();
  const sections = useApplicationSections(app);
  return (
    <Tabs
      data-testid="application-sections"
      items={sections.map((s) => ({
        key: s.key,
        label: (
          <span data-testid={`tab-${s.key}`}>
            {s.title}
            {app.steps[s.key] ? null : (
              <Tag color="warning" style={{ marginInlineStart: 6 }}>
                {t("adminPartners.review.incomplete")}
              </Tag>
            )}
          </span>
        ),
        children: s.key === "documents" ? <ApplicationDocuments app={app} /> : s.content,
      }))}
    />
  );
}
