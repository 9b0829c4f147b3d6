import "../../../i18n/modules/admin-support";
import { Show } from "@refinedev/antd";
import { useCan, useShow } from "@refinedev/core";
import { Alert, Card, Col, Descriptions, Result, Row, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format";
import { ReplyBox } from "./reply-box";
import { Assignee, CustomerLabel, ThreadStatusTag } from "./support-bits";
import { ThreadActions } from "./thread-actions";
import { ThreadMessages } from "./thread-messages";
import { SUPPORT_RESOURCE, type SupportThreadDetails, THREAD_POLL_MS } from "./types";

/**
 * /admin/support/show/:id (issue 18c): one conversation (admin/support/threads/{id}), read again every 10 s while the
 * page is visible: who the customer is, who it is assigned to, every message, and for agents holding reply-support
 * the reply box and the actions (assign to me, assign to another agent, close). A closed one is read-only.
 */
export default function SupportThreadPage() {
  const { t, i18n } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const canReply = useCan({ resource: SUPPORT_RESOURCE, action: "reply" }).data?.can ?? false;
  const { query } = useShow<SupportThreadDetails>({
    resource: SUPPORT_RESOURCE,
    errorNotification: false,
    meta: { silent: true, language: i18n.language },
    queryOptions: { refetchInterval: THREAD_POLL_MS, refetchIntervalInBackground: false },
  });
  const details = query.data?.data;
  const thread = details?.thread;

  if (query.isError && !thread) {
    return (
      <Result
        status="404"
        title={t("adminSupport.thread.notFound")}
        extra={<Link to="/admin/support">{t("adminSupport.thread.back")}</Link>}
      />
    );
  }

  return (
    <Show
      isLoading={query.isLoading}
      breadcrumb={false}
      goBack={false}
      title={
        thread ? (
          <Space wrap size={8}>
            <span dir="auto" style={{ overflowWrap: "anywhere", whiteSpace: "normal" }} data-testid="thread-subject">
              {thread.subject}
            </span>
            <ThreadStatusTag status={thread.status} />
          </Space>
        ) : (
          t("titles.adminSupportThread")
        )
      }
      headerButtons={() => (thread && canReply ? <ThreadActions thread={thread} onRefused={setRefusal} /> : null)}
    >
      <Typography.Paragraph>
        <Link to="/admin/support">{t("adminSupport.thread.back")}</Link>
      </Typography.Paragraph>
      {thread && details ? (
        <Row gutter={[16, 16]}>
          {refusal ? (
            <Col xs={24}>
              <Alert
                type="error"
                showIcon
                closable
                onClose={() => setRefusal(null)}
                message={refusal}
                data-testid="support-refusal"
              />
            </Col>
          ) : null}
          <Col xs={24} lg={16}>
            <Card size="small" title={t("adminSupport.columns.conversation")}>
              <ThreadMessages messages={details.messages} customerName={thread.customer_name} />
              <div style={{ marginTop: 16 }}>
                {thread.status === "closed" ? (
                  <Alert type="info" showIcon message={t("adminSupport.thread.closedNote")} />
                ) : canReply ? (
                  <ReplyBox thread={thread} />
                ) : (
                  <Alert type="info" showIcon message={t("adminSupport.reply.noPermission")} />
                )}
              </div>
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card size="small">
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t("adminSupport.thread.customer")}>
                  <CustomerLabel thread={thread} />
                </Descriptions.Item>
                <Descriptions.Item label={t("adminSupport.columns.assignedTo")}>
                  <Assignee thread={thread} />
                </Descriptions.Item>
                <Descriptions.Item label={t("adminSupport.thread.started")}>
                  <bdi dir="ltr">{formatDateTime(thread.created_at)}</bdi>
                </Descriptions.Item>
                <Descriptions.Item label={t("adminSupport.columns.lastActivity")}>
                  <bdi dir="ltr">{formatDateTime(thread.last_message_at)}</bdi>
                </Descriptions.Item>
              </Descriptions>
            </Card>
          </Col>
        </Row>
      ) : null}
    </Show>
  );
}
