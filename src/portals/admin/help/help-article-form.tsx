import "../../../i18n/modules/admin-help";
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Alert, App, Col, Form, Modal, Row, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { BilingualPair, OrderAndStatus, useRequired } from "./help-fields";

export type HelpArticle = ApiSchema<"HelpArticle">;
export type HelpTopic = ApiSchema<"HelpTopic">;
export const HELP_RESOURCE = "admin-help";
export const articlePath = (id: number) => `/admin/help/show/${id}`;

type ArticleValues = Partial<
  Pick<HelpArticle, "topic" | "title_en" | "title_ar" | "body_en" | "body_ar" | "status" | "sort_order">
>;

/**
 * "New article" (action create) or "Edit" (action edit, `show(id)`): topic, titles and markdown texts in both
 * languages, order and active, saved through help/create or help/update/{id}. A 422 keeps what was typed and shows
 * the errors at the fields; `onSaved` runs after a save (refine has already refreshed the resource's queries).
 */
export function useArticleModal(action: "create" | "edit", topics: HelpTopic[], onSaved?: (a: HelpArticle) => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const required = useRequired();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { modalProps, formProps, show } = useModalForm<HelpArticle, HttpError, ArticleValues>({
    resource: HELP_RESOURCE,
    action,
    redirect: false,
    meta: { silent: true },
    successNotification: false,
    errorNotification: false,
    warnWhenUnsavedChanges: false,
    defaultFormValues: action === "create" ? { status: "active" } : undefined,
    onMutationError: (error) => setRefusal(error.errors ? null : error.message || t("adminHelp.common.refused")),
    onMutationSuccess: (res) => {
      message.success(t(action === "create" ? "adminHelp.help.created" : "adminHelp.help.saved"));
      onSaved?.(res.data);
    },
  });
  const testId = `help-article-${action}`;
  const element = (
    <Modal
      {...modalProps}
      title={t(action === "create" ? "adminHelp.help.createTitle" : "adminHelp.help.editTitle")}
      okText={t("adminHelp.common.save")}
      cancelText={t("adminHelp.common.cancel")}
      okButtonProps={{ ...modalProps.okButtonProps, "data-testid": `${testId}-submit` } as never}
      width={860}
      afterClose={() => setRefusal(null)}
    >
      {refusal ? <Alert type="error" showIcon message={refusal} style={{ marginBottom: 12 }} /> : null}
      <Form
        {...formProps}
        layout="vertical"
        name={testId}
        data-testid={testId}
        onFinish={async (values) => {
          setRefusal(null);
          await Promise.resolve(formProps.onFinish?.(values)).catch(() => undefined);
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="topic" label={t("adminHelp.help.topic")} rules={required}>
              <Select options={topics.map((tp) => ({ value: tp.key, label: tp.name }))} />
            </Form.Item>
          </Col>
          <Col xs={0} md={12} />
          <BilingualPair
            field="title"
            labelEn={t("adminHelp.help.titleEn")}
            labelAr={t("adminHelp.help.titleAr")}
            maxLength={200}
          />
          <BilingualPair
            field="body"
            labelEn={t("adminHelp.help.bodyEn")}
            labelAr={t("adminHelp.help.bodyAr")}
            maxLength={20000}
            rows={8}
            extra={t("adminHelp.help.bodyHint")}
          />
          <OrderAndStatus />
        </Row>
      </Form>
    </Modal>
  );
  return { show: (id?: number) => show(id), element };
}
