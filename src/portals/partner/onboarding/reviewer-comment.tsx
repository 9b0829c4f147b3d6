import "../../../i18n/modules/partner-onboarding";
import { Alert, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ltr } from "../../../features/partner-applications/application-details";
import { latestAdminComment, type PartnerApplication } from "../../../features/partner-applications/types";
import { formatDateTime } from "../../../lib/format";

/** The latest reviewer comment, prominently (changes requested or rejected). */
export function ReviewerComment({ app, title, body }: { app: PartnerApplication; title: string; body?: string }) {
  const { t } = useTranslation();
  const comment = latestAdminComment(app);
  return (
    <Alert
      type={app.status === "rejected" ? "error" : "warning"}
      showIcon
      data-testid="reviewer-comment"
      style={{ marginBottom: 16 }}
      message={<Typography.Text strong>{title}</Typography.Text>}
      description={
        <Space direction="vertical" size={4}>
          {body ? <span>{body}</span> : null}
          {comment?.comment ? (
            <blockquote
              dir="auto"
              style={{
                margin: 0,
                paddingInlineStart: 12,
                borderInlineStart: "3px solid currentColor",
                whiteSpace: "pre-wrap",
                fontSize: 15,
              }}
            >
              {comment.comment}
            </blockquote>
          ) : null}
          {comment ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t("onboarding.changes.by", {
                name: comment.author_name ?? t("partnerApplicationView.reviewer"),
                date: ltr(formatDateTime(comment.created_at)),
              })}
            </Typography.Text>
          ) : null}
        </Space>
      }
    />
  );
}
