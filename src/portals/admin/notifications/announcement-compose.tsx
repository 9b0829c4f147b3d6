import "../../../i18n/modules/admin-announcements";
import { useForm } from "@refinedev/antd";
import { type HttpError, useCustomMutation } from "@refinedev/core";
import { Alert, App, Button, Card, Col, Form, Input, Popconfirm, Row, Select, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { ENDPOINTS } from "../../../api/endpoints";
import { AnnouncementTarget, chosen, type Segment } from "./announcement-target";

type Announcement = ApiSchema<"Announcement">;
type Preview = ApiSchema<"AnnouncementPreview">;

export interface AnnouncementValues {
  segment?: Segment;
  partner_id?: number;
  category_id?: number;
  emirate_id?: number;
  title_en?: string;
  title_ar?: string;
  body_en?: string;
  body_ar?: string;
}

export const SEGMENTS: Segment[] = [
  "all_customers",
  "all_partners",
  "partner_team",
  "category_customers",
  "emirate_customers",
];
const TARGET_FIELDS = ["partner_id", "category_id", "emirate_id"] as const;

/**
 * The compose form of an announcement: segment (and its partner, category or emirate), title and message in English
 * and Arabic. Preview asks the server how many users it reaches (announcement/preview, no writes) and shows the
 * text; Send (after a confirmation naming the count) saves through the `announcements` resource's create
 * (announcement/send). Any change after a preview asks for a new one. A 422 shows at the fields, keeping what was typed.
 */
export function AnnouncementCompose() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [preview, setPreview] = useState<Preview>();
  const { formProps, form, saveButtonProps } = useForm<Announcement, HttpError, AnnouncementValues>({
    resource: "announcements",
    action: "create",
    redirect: false,
    successNotification: false,
    errorNotification: () => ({ type: "error", message: t("adminAnnouncements.compose.refused") }),
    onMutationSuccess: ({ data }) => {
      void message.success(t("adminAnnouncements.compose.sent", { count: data.recipients }));
      form.resetFields();
      setPreview(undefined);
    },
  });
  const segment = Form.useWatch("segment", form);
  const { mutate, mutation } = useCustomMutation<Preview>();

  const runPreview = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    mutate(
      {
        url: ENDPOINTS.announcementPreview,
        method: "post",
        values,
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: (res) => setPreview(res.data),
        onError: (error) => {
          const errors = (error as HttpError).errors ?? {};
          form.setFields(
            Object.entries(errors).map(([name, messages]) => ({
              name: name as keyof AnnouncementValues,
              errors: Array.isArray(messages) ? messages.map(String) : [String(messages)],
            })),
          );
          void message.error(t("adminAnnouncements.compose.refused"));
        },
      },
    );
  };

  const field = (name: keyof AnnouncementValues, label: string, long = false, dir: "ltr" | "rtl" = "ltr") => (
    <Form.Item
      name={name}
      label={t(`adminAnnouncements.compose.${label}`)}
      rules={[{ required: true, whitespace: true, message: t("adminAnnouncements.compose.required") }]}
    >
      {/* each language's text runs its own way in either interface language (antd's rtl class would override `dir`) */}
      {long ? (
        <Input.TextArea rows={3} maxLength={2000} dir={dir} style={{ direction: dir, textAlign: "start" }} />
      ) : (
        <Input maxLength={150} dir={dir} style={{ direction: dir, textAlign: "start" }} />
      )}
    </Form.Item>
  );

  return (
    <Card title={t("adminAnnouncements.compose.title")} data-testid="announcement-compose">
      <Typography.Paragraph type="secondary">{t("adminAnnouncements.compose.hint")}</Typography.Paragraph>
      <Form
        {...formProps}
        layout="vertical"
        onValuesChange={(changed: AnnouncementValues, all: AnnouncementValues) => {
          formProps.onValuesChange?.(changed, all);
          setPreview(undefined);
          if ("segment" in changed) form.setFieldsValue(Object.fromEntries(TARGET_FIELDS.map((f) => [f, undefined])));
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="segment"
              label={t("adminAnnouncements.compose.segment")}
              rules={[chosen(t("adminAnnouncements.compose.required"))]}
            >
              <Select
                data-testid="announcement-segment"
                options={SEGMENTS.map((s) => ({ value: s, label: t(`adminAnnouncements.segments.${s}`) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <AnnouncementTarget segment={segment} />
          </Col>
          <Col xs={24} md={12}>
            {field("title_en", "titleEn")}
          </Col>
          <Col xs={24} md={12}>
            {field("title_ar", "titleAr", false, "rtl")}
          </Col>
          <Col xs={24} md={12}>
            {field("body_en", "bodyEn", true)}
          </Col>
          <Col xs={24} md={12}>
            {field("body_ar", "bodyAr", true, "rtl")}
          </Col>
        </Row>
        {preview ? (
          <Alert
            type={preview.recipients > 0 ? "info" : "warning"}
            style={{ marginBottom: 16 }}
            data-testid="announcement-preview"
            message={
              <Typography.Text strong data-testid="announcement-recipients">
                {t("adminAnnouncements.compose.recipients", { count: preview.recipients })}
              </Typography.Text>
            }
            description={
              <Space direction="vertical" size={2}>
                <Typography.Text strong dir="auto">
                  <bdi>{preview.title}</bdi>
                </Typography.Text>
                <Typography.Text dir="auto" style={{ whiteSpace: "pre-line" }}>
                  <bdi>{preview.body}</bdi>
                </Typography.Text>
                {preview.recipients > 0 ? null : (
                  <Typography.Text type="secondary">{t("adminAnnouncements.compose.noRecipients")}</Typography.Text>
                )}
              </Space>
            }
          />
        ) : null}
        <Space wrap>
          <Button
            onClick={() => void runPreview()}
            loading={mutation.isPending}
            data-testid="announcement-preview-button"
          >
            {t("adminAnnouncements.compose.preview")}
          </Button>
          <Popconfirm
            title={t("adminAnnouncements.compose.confirm", { count: preview?.recipients ?? 0 })}
            okText={t("adminAnnouncements.compose.confirmOk")}
            cancelText={t("adminAnnouncements.compose.cancel")}
            onConfirm={() => form.submit()}
            disabled={!preview || preview.recipients === 0}
          >
            <Button
              type="primary"
              loading={saveButtonProps.loading}
              disabled={!preview || preview.recipients === 0}
              data-testid="announcement-send"
            >
              {t("adminAnnouncements.compose.send")}
            </Button>
          </Popconfirm>
        </Space>
      </Form>
    </Card>
  );
}
