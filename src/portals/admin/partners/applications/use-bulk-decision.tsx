import "../../../../i18n/modules/admin-partners";
import { useCustomMutation } from "@refinedev/core";
import { App } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../../api/endpoints";
import type { BulkResult } from "../types";
import { useRefreshApplications } from "./use-application-counts";

export type BulkAction = "under-review" | "approve";

/**
 * Puts the selected applications under review or approves them (POST admin/application/bulk {ids, action}) after a
 * confirmation; says how many were done, lists the ones the server refused, and reads the list and counts again.
 */
export function useBulkDecision(selected: number[], onDone: () => void) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const refresh = useRefreshApplications();
  const { mutateAsync } = useCustomMutation<BulkResult>();
  const [running, setRunning] = useState<BulkAction>();

  const run = async (action: BulkAction) => {
    setRunning(action);
    try {
      const { data: result } = await mutateAsync({
        url: ENDPOINTS.adminApplicationBulk,
        method: "post",
        values: { ids: selected, action },
        successNotification: false,
        errorNotification: false,
      });
      onDone();
      void refresh();
      if (result.failed.length === 0) {
        message.success(t("adminPartners.applications.bulkDone", { count: result.done.length }));
        return;
      }
      modal.warning({
        title: t("adminPartners.applications.bulkPartial", { done: result.done.length, failed: result.failed.length }),
        content: (
          <ul style={{ paddingInlineStart: 18, margin: 0 }} data-testid="bulk-failed">
            {result.failed.map((f) => (
              <li key={f.id}>
                #{f.id}: {f.message}
              </li>
            ))}
          </ul>
        ),
        okText: t("adminPartners.common.ok"),
      });
    } finally {
      setRunning(undefined);
    }
  };

  const confirm = (action: BulkAction) =>
    modal.confirm({
      title: t(
        action === "approve"
          ? "adminPartners.applications.bulkApproveTitle"
          : "adminPartners.applications.bulkReviewTitle",
        { count: selected.length },
      ),
      content: t(
        action === "approve"
          ? "adminPartners.applications.bulkApproveBody"
          : "adminPartners.applications.bulkReviewBody",
      ),
      okText: t("adminPartners.common.confirm"),
      cancelText: t("adminPartners.common.cancel"),
      // the server's message is already toasted when it says no
      onOk: () => run(action).catch(() => undefined),
    });

  return { confirm, running };
}
