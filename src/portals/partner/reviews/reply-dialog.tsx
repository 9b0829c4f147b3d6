import "../../../i18n/modules/partner-reviews";
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { App, Form, Input, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Stars } from "./stars";
import type { PartnerReview } from "./types";

/**
 * The partner's reply to one review (POST partner/review/reply/{id} through the resource's update): written once,
 * then editable. A 422 shows at the field and keeps what was typed; the list is read again after a save.
 */
export function useReplyDialog() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [review, setReview] = useState<PartnerReview | null>(null);
  const { modalProps, formProps, show } = useModalForm<PartnerReview, HttpError, { reply: string }>({
    resource: "partner-reviews",
    action: "edit",
    // nothing to load: the row is in the list already
    queryOptions: { enabled: false },
    successNotification: false,
    errorNotification: false,
    warnWhenUnsavedChanges: false,
    onMutationSuccess: () => {
      message.success(t("partnerReviews.reply.saved"));
    },
  });

  const open = (r: PartnerReview) => {
    setReview(r);
    show(r.id);
  };

  const element = (
    <Modal
      {...modalProps}
      width={560}
      title={review ? t("partnerReviews.reply.title", { name: review.customer_name }) : ""}
      okText={t("partnerReviews.reply.save")}
      cancelText={t("partnerReviews.reply.cancel")}
      okButtonProps={{ ...modalProps.okButtonProps, "data-testid": "reply-save" } as never}
    >
      {review ? (
        <Typography.Paragraph type="secondary" data-testid="reply-review">
          <Stars rating={review.rating} /> <span dir="auto">{review.comment}</span>
        </Typography.Paragraph>
      ) : null}
      <Form
        {...formProps}
        layout="vertical"
        initialValues={{ reply: review?.partner_reply ?? "" }}
        onFinish={async (values) => {
          // a refused save (422) stays open with the error at the field and the text kept; nothing else to do
          await Promise.resolve(formProps.onFinish?.(values)).catch(() => undefined);
        }}
      >
        <Form.Item
          name="reply"
          label={t("partnerReviews.reply.label")}
          extra={t("partnerReviews.reply.help")}
          rules={[{ required: true, whitespace: true, message: t("partnerReviews.reply.required") }]}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount data-testid="reply-text" dir="auto" />
        </Form.Item>
      </Form>
    </Modal>
  );
  return { open, element };
}
