import "../../../i18n/modules/admin-money";
import { useModalForm } from "@refinedev/antd";
import { type HttpError, useInvalidate } from "@refinedev/core";
import { Alert, App, Form, Input, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import type { Payout } from "../../../features/money/types";

type Verb = "paid" | "failed";

const VERBS = {
  paid: {
    url: ENDPOINTS.payoutMarkPaid,
    field: "reference",
    min: 3,
    max: 64,
    title: "adminMoney.details.markPaidTitle",
    label: "adminMoney.details.reference",
    help: "adminMoney.details.referenceHelp",
    done: "adminMoney.details.paid_ok",
  },
  failed: {
    url: ENDPOINTS.payoutMarkFailed,
    field: "reason",
    min: 3,
    max: 500,
    title: "adminMoney.details.markFailedTitle",
    label: "adminMoney.details.reasonLabel",
    help: "adminMoney.details.reasonHelp",
    done: "adminMoney.details.failed_ok",
  },
} as const;

/**
 * "Mark paid" (the bank reference, POST payout/mark-paid/{id}) or "Mark failed" (a reason, POST payout/mark-failed/{id})
 * as refine's useModalForm: a 422 keeps what was typed, shows its field errors at the field and its message above
 * the form (e.g. "approve it first"); a save reads the payout and the list again.
 */
export function usePayoutVerbModal(resource: string, payout: Payout | undefined, verb: Verb) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const v = VERBS[verb];
  const { modalProps, formProps, show } = useModalForm<Payout, HttpError, Record<string, string>>({
    resource,
    action: "create",
    redirect: false,
    meta: { endpoints: { create: fillId(v.url, payout?.id) }, silent: true },
    successNotification: false,
    errorNotification: false,
    warnWhenUnsavedChanges: false,
    onMutationError: (error) => setRefusal(error.message || t("adminMoney.common.refused")),
    onMutationSuccess: async () => {
      message.success(t(v.done));
      await invalidate({ resource, id: payout?.id, invalidates: ["detail", "list"] });
    },
  });
  const testId = `mark-${verb}`;
  const element = (
    <Modal
      {...modalProps}
      title={t(v.title, { number: payout?.number ?? "" })}
      okText={t("adminMoney.details.save")}
      cancelText={t("adminMoney.common.cancel")}
      okButtonProps={{ ...modalProps.okButtonProps, "data-testid": `${testId}-submit` } as never}
      afterClose={() => setRefusal(null)}
    >
      {refusal ? (
        <Alert type="error" showIcon message={refusal} style={{ marginBottom: 12 }} data-testid={`${testId}-error`} />
      ) : null}
      <Form
        {...formProps}
        layout="vertical"
        data-testid={`${testId}-form`}
        onFinish={async (values) => {
          setRefusal(null);
          const text = String((values as Record<string, string>)[v.field] ?? "").trim();
          await Promise.resolve(formProps.onFinish?.({ [v.field]: text } as never)).catch(() => undefined);
        }}
      >
        <Form.Item
          name={v.field}
          label={t(v.label)}
          extra={t(v.help)}
          rules={[
            { required: true, whitespace: true, message: t("adminMoney.common.required") },
            { min: v.min, max: v.max, message: t("adminMoney.details.lengthError", { min: v.min, max: v.max }) },
          ]}
        >
          {verb === "paid" ? (
            <Input maxLength={v.max} autoComplete="off" dir="ltr" />
          ) : (
            <Input.TextArea maxLength={v.max} rows={3} />
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
  return { show: () => show(), element };
}
