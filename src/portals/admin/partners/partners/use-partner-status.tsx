import "../../../../i18n/modules/admin-partners";
import "../../../../i18n/modules/admin-tenants";
import { useCustomMutation, useInvalidate } from "@refinedev/core";
import { App, Form, Input, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../../api/endpoints";
import { showFieldErrors } from "../../../../lib/form-errors";
import type { PartnerStatus } from "../types";

/**
 * Activate or deactivate partners after a confirmation (one or many); deactivating asks for the reason the partner
 * will see (required; a 422 shows at the field and keeps the dialog open): render `element` on the screen. The partners' list and details are read
 * again through refine's invalidation; `onDone` is for the screen's own state (the list clears its selection).
 */
export function usePartnerStatus(onDone?: () => void) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<{ reason?: string }>();
  const { mutateAsync, mutation } = useCustomMutation<{ updated: number }>();
  const change = (ids: number[], status: PartnerStatus, reason?: string) =>
    mutateAsync({
      url: ENDPOINTS.adminPartnerStatus,
      method: "post",
      values: { ids, status, ...(status === "inactive" ? { reason } : {}) },
      successNotification: false,
      errorNotification: false,
    }).then(({ data }) => {
      message.success(
        t(status === "active" ? "adminPartners.partners.activated" : "adminPartners.partners.deactivated", {
          count: data.updated,
        }),
      );
      void invalidate({ resource: "admin-partners", invalidates: ["resourceAll"] });
      onDone?.();
    });
  const [target, setTarget] = useState<{ ids: number[]; name?: string } | null>(null);
  const deactivate = async () => {
    if (!target) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await change(target.ids, "inactive", values.reason?.trim())
      .then(() => setTarget(null))
      .catch((error) => {
        // a refusal on the reason stays in the dialog, at the field; anything else closes it
        if (!showFieldErrors(form, error)) setTarget(null);
      });
  };
  const element = (
    <Modal
      open={target !== null}
      title={
        target?.ids.length === 1 && target.name
          ? t("adminPartners.partners.deactivateOne", { name: target.name })
          : t("adminPartners.partners.deactivateMany", { count: target?.ids.length ?? 0 })
      }
      okText={t("adminPartners.partners.deactivate")}
      okButtonProps={{ danger: true, "data-testid": "partner-status-ok" } as never}
      confirmLoading={mutation.isPending}
      cancelText={t("adminPartners.common.cancel")}
      onOk={() => void deactivate()}
      onCancel={() => setTarget(null)}
      forceRender
    >
      {t("adminPartners.partners.deactivateBody")}
      <Form form={form} layout="vertical" name="partner-deactivate" style={{ marginTop: 12 }}>
        <Form.Item
          name="reason"
          label={t("adminTenants.deactivateReason")}
          rules={[{ required: true, whitespace: true, message: t("adminTenants.required") }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={1000}
            placeholder={t("adminTenants.deactivateReasonPlaceholder")}
            data-testid="partner-deactivate-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
  const confirm = (ids: number[], status: PartnerStatus, name?: string) => {
    if (status === "inactive") {
      form.resetFields();
      setTarget({ ids, name });
      return;
    }
    modal.confirm({
      title:
        ids.length === 1 && name
          ? t("adminPartners.partners.activateOne", { name })
          : t("adminPartners.partners.activateMany", { count: ids.length }),
      content: t("adminPartners.partners.activateBody"),
      okText: t("adminPartners.partners.activate"),
      cancelText: t("adminPartners.common.cancel"),
      onOk: () => change(ids, status).catch(() => undefined),
    });
  };
  return { confirm, isPending: mutation.isPending, element };
}
