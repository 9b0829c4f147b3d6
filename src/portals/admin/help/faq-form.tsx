import "../../../i18n/modules/admin-help";
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Alert, App, Col, Form, Modal, Row, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { BilingualPair, OrderAndStatus } from "./help-fields";

export type AdminFaq = ApiSchema<"AdminFaq">;
export type FaqAudience = AdminFaq["audience"];
export const FAQ_RESOURCE = "admin-faqs";
export const AUDIENCES: FaqAudience[] = ["customer", "partner"];

type FaqValues = Partial<
  Pick<AdminFaq, "audience" | "question_en" | "question_ar" | "answer_en" | "answer_ar" | "sort_order" | "status">
>;

/**
 * "New question" (create, for the audience of the open tab) or "Edit" (`show(id)`): who sees it, question and answer
 * in both languages, order and active; faq/create or faq/update/{id}. A 422 keeps the values, errors at the fields.
 */
export function useFaqModal(action: "create" | "edit", audience: FaqAudience) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { modalProps, formProps, show } = useModalForm<AdminFaq, HttpError, FaqValues>({
    resource: FAQ_RESOURCE,
    action,
    redirect: false,
    meta: { silent: true },
    successNotification: false,
    errorNotification: false,
    warnWhenUnsavedChanges: false,
    onMutationError: (error) => setRefusal(error.errors ? null : error.message || t("adminHelp.common.refused")),
    onMutationSuccess: () => {
      message.success(t(action === "create" ? "adminHelp.faqs.created" : "adminHelp.faqs.saved"));
    },
  });
  const testId = `faq-${action}`;
  const element = (
    <Modal
      {...modalProps}
      title={t(action === "create" ? "adminHelp.faqs.createTitle" : "adminHelp.faqs.editTitle")}
      okText={t("adminHelp.common.save")}
      cancelText={t("adminHelp.common.cancel")}
      okButtonProps={{ ...modalProps.okButtonProps, "data-testid": `${testId}-submit` } as never}
      width={760}
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
          const v = values as FaqValues;
          const body = action === "create" ? { ...v, audience: v.audience ?? audience } : v;
          await Promise.resolve(formProps.onFinish?.(body)).catch(() => undefined);
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="audience" label={t("adminHelp.faqs.audience")}>
              <Select options={AUDIENCES.map((a) => ({ value: a, label: t(`adminHelp.faqs.audiences.${a}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={0} md={12} />
          <BilingualPair
            field="question"
            labelEn={t("adminHelp.faqs.questionEn")}
            labelAr={t("adminHelp.faqs.questionAr")}
            maxLength={500}
          />
          <BilingualPair
            field="answer"
            labelEn={t("adminHelp.faqs.answerEn")}
            labelAr={t("adminHelp.faqs.answerAr")}
            maxLength={5000}
            rows={4}
          />
          <OrderAndStatus />
        </Row>
      </Form>
    </Modal>
  );
  return {
    show: (id?: number) => {
      show(id);
      if (action === "create") formProps.form?.setFieldsValue({ audience, status: "active" });
    },
    element,
  };
}
