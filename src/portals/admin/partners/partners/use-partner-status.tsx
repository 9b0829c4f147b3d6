import "../../../../i18n/modules/admin-partners";
import { useCustomMutation, useInvalidate } from "@refinedev/core";
import { App } from "antd";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../../api/endpoints";
import type { PartnerStatus } from "../types";

/**
 * Activate or deactivate partners after a confirmation (one or many). The partners' list and details are read again
 * through refine's invalidation; `onDone` is for the screen's own state (the list clears its selection).
 */
export function usePartnerStatus(onDone?: () => void) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const { modal, message } = App.useApp();
  const { mutateAsync, mutation } = useCustomMutation<{ updated: number }>();
  const change = (ids: number[], status: PartnerStatus) =>
    mutateAsync({
      url: ENDPOINTS.adminPartnerStatus,
      method: "post",
      values: { ids, status },
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
  const confirm = (ids: number[], status: PartnerStatus, name?: string) =>
    modal.confirm({
      title:
        ids.length === 1 && name
          ? t(status === "active" ? "adminPartners.partners.activateOne" : "adminPartners.partners.deactivateOne", {
              name,
            })
          : t(status === "active" ? "adminPartners.partners.activateMany" : "adminPartners.partners.deactivateMany", {
              count: ids.length,
            }),
      content: t(status === "active" ? "adminPartners.partners.activateBody" : "adminPartners.partners.deactivateBody"),
      okText: t(status === "active" ? "adminPartners.partners.activate" : "adminPartners.partners.deactivate"),
      okButtonProps: { danger: status === "inactive" },
      cancelText: t("adminPartners.common.cancel"),
      onOk: () => change(ids, status).catch(() => undefined),
    });
  return { confirm, isPending: mutation.isPending };
}
