import "../../../i18n/modules/admin-support";
import { SendOutlined } from "@ant-design/icons";
import { type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";
import { Alert, App, Button, Form, Input, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { SUPPORT_RESOURCE, type SupportThread } from "./types";

interface ReplyValues {
  body: string;
}

const firstOf = (errors: HttpError["errors"], field: string): string | undefined => {
  const value = errors?.[field];
  if (!value) return undefined;
  return Array.isArray(value) ? String(value[0]) : String(value);
};

/**
 * The agent's reply (POST admin/support/threads/{id}/reply). Enter in the box is a new line; the button sends. On a
 * 422 the text stays: a `body` error shows at the box, any other (the conversation was closed meanwhile: `id`) above
 * it. Sent: the box empties and the conversation and the inbox are read again.
 */
export function ReplyBox({ thread }: { thread: SupportThread }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ReplyValues>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation();

  const send = async ({ body }: ReplyValues) => {
    setRefusal(null);
    try {
      await mutateAsync({
        url: fillId(ENDPOINTS.supportThreadReply, thread.id),
        method: "post",
        values: { body },
        meta: { silent: true },
        successNotification: false,
        errorNotification: false,
      });
      form.resetFields();
      message.success(t("adminSupport.reply.sent"));
    } catch (e) {
      const error = e as HttpError;
      const bodyError = firstOf(error.errors, "body");
      if (bodyError) form.setFields([{ name: "body", errors: [bodyError] }]);
      else setRefusal(firstOf(error.errors, "id") ?? error.message ?? t("adminSupport.actions.refused"));
    } finally {
      await invalidate({ resource: SUPPORT_RESOURCE, id: thread.id, invalidates: ["detail", "list"] });
    }
  };

  return (
    <Form<ReplyValues> form={form} layout="vertical" onFinish={send} requiredMark={false} data-testid="support-reply">
      {refusal ? (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setRefusal(null)}
          message={refusal}
          style={{ marginBottom: 12 }}
          data-testid="support-reply-refusal"
        />
      ) : null}
      <Form.Item
        name="body"
        label={t("adminSupport.reply.label")}
        rules={[{ required: true, whitespace: true, message: t("adminSupport.reply.required") }]}
      >
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={2000}
          showCount
          placeholder={t("adminSupport.reply.placeholder")}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={mutation.isPending}>
        {t("adminSupport.reply.send")}
      </Button>
      {/* below the button: the box's character count sits under the box */}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: "8px 0 0" }}>
        {thread.is_guest ? t("adminSupport.thread.guestNote") : t("adminSupport.thread.userNote")}
      </Typography.Paragraph>
    </Form>
  );
}
