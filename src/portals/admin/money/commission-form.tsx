import "../../../i18n/modules/admin-money";
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Alert, App, DatePicker, Form, InputNumber, Modal } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { PartnerSelect } from "../../../components/portal/partner-select";
import { CategorySelect } from "./category-select";

type CommissionRate = ApiSchema<"CommissionRate">;

interface RateValues {
  partner_id?: number;
  category_id?: number;
  rate?: number;
  effective_from?: Dayjs | null;
}

/**
 * "New rate": partner and category (each optional: every partner, every category), the rate in percent and the date
 * it applies from (Asia/Dubai; empty: now), saved through commission/save. A 422 keeps the values, errors at the fields.
 */
export function useCommissionModal(resource: string) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { modalProps, formProps, show } = useModalForm<CommissionRate, HttpError, RateValues>({
    resource,
    action: "create",
    redirect: false,
    meta: { silent: true },
    successNotification: false,
    errorNotification: false,
    warnWhenUnsavedChanges: false,
    onMutationError: (error) => setRefusal(error.errors ? null : error.message || t("adminMoney.common.refused")),
    onMutationSuccess: () => {
      message.success(t("adminMoney.commission.saved"));
    },
  });
  const element = (
    <Modal
      {...modalProps}
      title={t("adminMoney.commission.formTitle")}
      okText={t("adminMoney.commission.save")}
      cancelText={t("adminMoney.common.cancel")}
      okButtonProps={{ ...modalProps.okButtonProps, "data-testid": "commission-submit" } as never}
      afterClose={() => setRefusal(null)}
    >
      {refusal ? <Alert type="error" showIcon message={refusal} style={{ marginBottom: 12 }} /> : null}
      <Form
        {...formProps}
        layout="vertical"
        data-testid="commission-form"
        onFinish={async (values) => {
          setRefusal(null);
          const v = values as RateValues;
          const body = {
            partner_id: v.partner_id ?? null,
            category_id: v.category_id ?? null,
            rate: v.rate,
            ...(v.effective_from ? { effective_from: v.effective_from.format("YYYY-MM-DD") } : {}),
          };
          await Promise.resolve(formProps.onFinish?.(body as never)).catch(() => undefined);
        }}
      >
        <Form.Item name="partner_id" extra={t("adminMoney.commission.partnerHelp")}>
          <PartnerSelect source="search" allowClear placeholder={t("adminMoney.commission.everyPartner")} />
        </Form.Item>
        <Form.Item
          name="category_id"
          label={t("adminMoney.commission.category")}
          extra={t("adminMoney.commission.categoryHelp")}
        >
          <CategorySelect placeholder={t("adminMoney.commission.everyCategory")} />
        </Form.Item>
        <Form.Item
          name="rate"
          label={t("adminMoney.commission.rate")}
          rules={[{ required: true, message: t("adminMoney.common.required") }]}
        >
          <InputNumber min={0} max={100} precision={2} style={{ width: "100%" }} dir="ltr" />
        </Form.Item>
        <Form.Item
          name="effective_from"
          label={t("adminMoney.commission.effectiveFrom")}
          extra={t("adminMoney.commission.effectiveHelp")}
        >
          <DatePicker format="DD-MM-YYYY" style={{ width: "100%" }} />
        </Form.Item>
      </Form>
    </Modal>
  );
  return { show: () => show(), element };
}
