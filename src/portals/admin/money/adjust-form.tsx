import "../../../i18n/modules/admin-money";
import { useModalForm } from "@refinedev/antd";
import { type HttpError, useInvalidate } from "@refinedev/core";
import { Alert, App, Form, Input, InputNumber, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { PartnerSelect } from "../../../components/portal/partner-select";
import type { LedgerLine } from "../../../features/money/types";

interface AdjustValues {
  partner_id?: number;
  amount?: number;
  reason?: string;
}

/**
 * "Manual adjustment": partner, signed amount in AED and a reason, posted to ledger/adjust through refine's
 * useModalForm. A 422 keeps what was typed and shows the field errors at the fields (its message above them); a saved
 * line refreshes the ledger and the balance.
 */
export function useAdjustModal(resource: string, partnerId: number | undefined, onSaved?: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { modalProps, formProps, show } = useModalForm<LedgerLine, HttpError, AdjustValues>({
    resource,
    action: "create",
    redirect: false,
    meta: { endpoints: { create: ENDPOINTS.ledgerAdjust }, silent: true },
    successNotification: false,
    errorNotification: false,
    warnWhenUnsavedChanges: false,
    onMutationError: (error) => setRefusal(error.errors ? null : error.message || t("adminMoney.common.refused")),
    onMutationSuccess: async () => {
      message.success(t("adminMoney.ledger.adjusted"));
      await invalidate({ resource, invalidates: ["list"] });
      onSaved?.();
    },
  });
  const element = (
    <Modal
      {...modalProps}
      title={t("adminMoney.ledger.adjustTitle")}
      okText={t("adminMoney.ledger.save")}
      cancelText={t("adminMoney.common.cancel")}
      okButtonProps={{ ...modalProps.okButtonProps, "data-testid": "adjust-submit" } as never}
      afterClose={() => setRefusal(null)}
    >
      {refusal ? (
        <Alert type="error" showIcon message={refusal} style={{ marginBottom: 12 }} data-testid="adjust-error" />
      ) : null}
      <Form
        {...formProps}
        layout="vertical"
        data-testid="adjust-form"
        onFinish={async (values) => {
          setRefusal(null);
          const v = values as AdjustValues;
          const body = { partner_id: v.partner_id, amount: v.amount, reason: (v.reason ?? "").trim() };
          await Promise.resolve(formProps.onFinish?.(body as never)).catch(() => undefined);
        }}
      >
        <Form.Item name="partner_id" rules={[{ required: true, message: t("adminMoney.common.required") }]}>
          <PartnerSelect
            source="search"
            allowClear
            placeholder={t("adminMoney.common.partner")}
            testId="adjust-partner"
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t("adminMoney.ledger.amount")}
          extra={t("adminMoney.ledger.amountHelp")}
          rules={[
            { required: true, message: t("adminMoney.common.required") },
            {
              validator: (_, v) =>
                v === 0 ? Promise.reject(new Error(t("adminMoney.ledger.amountNotZero"))) : Promise.resolve(),
            },
          ]}
        >
          <InputNumber precision={2} step={1} style={{ width: "100%" }} dir="ltr" data-testid="adjust-amount" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t("adminMoney.ledger.reason")}
          extra={t("adminMoney.ledger.reasonHelp")}
          rules={[{ required: true, whitespace: true, message: t("adminMoney.common.required") }]}
        >
          <Input.TextArea rows={3} maxLength={500} data-testid="adjust-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
  return {
    show: () => {
      show();
      // the list's chosen partner, if any
      formProps.form?.setFieldsValue({ partner_id: partnerId });
    },
    element,
  };
}
