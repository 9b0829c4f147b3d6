import "../../../../i18n/modules/admin-partners";
import { useCustomMutation } from "@refinedev/core";
import { App, Button, Card, Form, Input, Modal, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../../api/endpoints";
import type { PartnerApplication } from "../../../../features/partner-applications/types";
import { showFieldErrors } from "../../../../lib/form-errors";
import { COMMENT_REQUIRED, DECISION_FROM, DECISIONS, type Decision } from "../types";

const DECISION_ENDPOINT: Record<Decision, string> = {
  "under-review": ENDPOINTS.adminApplicationUnderReview,
  "request-changes": ENDPOINTS.adminApplicationRequestChanges,
  approve: ENDPOINTS.adminApplicationApprove,
  reject: ENDPOINTS.adminApplicationReject,
};

/**
 * The decision buttons (each enabled from the statuses the server allows it) and the dialog that takes one, with a
 * comment for the partner (required to request changes or reject; a 422 lands on the field). `onDecided` reads the
 * application again.
 */
export function ApplicationDecisions({ app, onDecided }: { app: PartnerApplication; onDecided: () => unknown }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [decision, setDecision] = useState<Decision>();
  const [form] = Form.useForm<{ comment?: string }>();
  const { mutateAsync, mutation } = useCustomMutation<PartnerApplication>();
  const needsComment = decision ? COMMENT_REQUIRED.includes(decision) : false;

  const decide = async (what: Decision, comment?: string) => {
    try {
      await mutateAsync({
        url: fillId(DECISION_ENDPOINT[what], app.id),
        method: "post",
        values: { comment: comment?.trim() || undefined },
        successNotification: false,
        errorNotification: false,
      });
    } catch (error) {
      showFieldErrors(form, error);
      return;
    }
    message.success(t(`adminPartners.review.done.${what}`));
    setDecision(undefined);
    form.resetFields();
    await onDecided();
  };

  return (
    <>
      <Card size="small" title={t("adminPartners.review.decide")}>
        <Space wrap>
          {DECISIONS.map((d) => (
            <Button
              key={d}
              type={d === "approve" ? "primary" : "default"}
              danger={d === "reject"}
              disabled={!DECISION_FROM[d].includes(app.status)}
              onClick={() => {
                form.resetFields();
                setDecision(d);
              }}
              data-testid={`action-${d}`}
            >
              {t(`adminPartners.review.actions.${d}`)}
            </Button>
          ))}
        </Space>
        {!DECISIONS.some((d) => DECISION_FROM[d].includes(app.status)) ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t("adminPartners.review.noDecision")}
          </Typography.Paragraph>
        ) : null}
      </Card>
      <Modal
        open={Boolean(decision)}
        title={decision ? t(`adminPartners.review.confirm.${decision}`) : ""}
        onCancel={() => setDecision(undefined)}
        okText={decision ? t(`adminPartners.review.actions.${decision}`) : ""}
        okButtonProps={
          { danger: decision === "reject", loading: mutation.isPending, "data-testid": "decision-submit" } as never
        }
        cancelText={t("adminPartners.common.cancel")}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          {decision ? t(`adminPartners.review.explain.${decision}`) : null}
        </Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          name="application-decision"
          onFinish={(v) => decision && decide(decision, v.comment)}
        >
          <Form.Item
            name="comment"
            label={t(needsComment ? "adminPartners.review.commentRequired" : "adminPartners.review.commentOptional")}
            extra={t("adminPartners.review.commentVisible")}
            rules={[{ required: needsComment, whitespace: true, message: t("adminPartners.review.commentMissing") }]}
          >
            <Input.TextArea rows={4} maxLength={2000} showCount data-testid="decision-comment" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
