import "../../../i18n/modules/admin-appointments";
import { type HttpError, useCustomMutation } from "@refinedev/core";
import { App, Form, Input, Modal, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { Stars } from "./stars";
import type { Review } from "./types";

/** Writes or edits the reply to one review (`review` null: closed); `onSaved` after the server took it. */
export function ReviewReplyDialog({
  review,
  onClose,
  onSaved,
}: {
  review: Review | null;
  onClose: () => void;
  onSaved: () => Promise<unknown> | undefined;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reply: string }>();
  const [busy, setBusy] = useState(false);
  const { mutateAsync: post } = useCustomMutation();

  useEffect(() => {
    if (review) form.setFieldsValue({ reply: review.reply ?? "" });
  }, [review, form]);

  const save = async () => {
    if (!review) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await post({
        url: fillId(ENDPOINTS.adminReviewReply, review.id),
        method: "post",
        values: { reply: values.reply },
        successNotification: false,
        errorNotification: false,
      });
      message.success(t("adminAppointments.reviews.replySaved"));
      onClose();
      form.resetFields();
      await onSaved();
    } catch (error) {
      const reply = (error as HttpError | undefined)?.errors?.reply;
      if (reply)
        form.setFields([{ name: "reply", errors: Array.isArray(reply) ? reply.map(String) : [String(reply)] }]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={review !== null}
      title={review ? t("adminAppointments.reviews.replyTitle", { name: review.customer_name }) : ""}
      okText={t("adminAppointments.common.save")}
      cancelText={t("adminAppointments.common.cancel")}
      confirmLoading={busy}
      onOk={save}
      onCancel={() => {
        onClose();
        form.resetFields();
      }}
      forceRender
    >
      {review ? (
        <Typography.Paragraph type="secondary">
          <Stars rating={review.rating} /> {review.comment}
        </Typography.Paragraph>
      ) : null}
      <Form form={form} layout="vertical">
        <Form.Item
          name="reply"
          label={t("adminAppointments.reviews.replyLabel")}
          rules={[{ required: true, whitespace: true, message: t("adminAppointments.reviews.replyRequired") }]}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount data-testid="reply-text" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
