import { useCustomMutation, useInvalidate } from "@refinedev/core";
import { App } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../../api/endpoints";
import type { AdminUser, UserStatus } from "../../../../features/access/types";

/**
 * Activating and deactivating users, one (deactivating asks first) or the selected ones (always asks first); the
 * table's page is read again after each change. `busy` holds the ids being changed one by one.
 */
export function useUserStatus(selected: number[], clearSelection: () => void) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const invalidate = useInvalidate();
  const { mutateAsync: post } = useCustomMutation();
  const send = (url: string, values: Record<string, unknown>) =>
    post({ url, method: "post", values, successNotification: false, errorNotification: false });
  /** Reads the table's page again (after a status change). */
  const refresh = () => invalidate({ resource: "admin-users", invalidates: ["list"] });
  const [busy, setBusy] = useState<Record<number, boolean>>({});
  const [bulkBusy, setBulkBusy] = useState(false);

  const setOne = async (user: AdminUser, status: UserStatus) => {
    setBusy((b) => ({ ...b, [user.id]: true }));
    try {
      await send(fillId(ENDPOINTS.adminUserStatus, user.id), { status });
      message.success(t("adminAccess.users.statusSaved"));
      await refresh();
    } catch {
      // the server's message is already toasted
    } finally {
      setBusy(({ [user.id]: _, ...rest }) => rest);
    }
  };

  const toggle = (user: AdminUser, on: boolean) => {
    if (on) return void setOne(user, "active");
    modal.confirm({
      title: t("adminAccess.users.confirmOneDeactivate", { name: user.name }),
      okText: t("adminAccess.users.deactivateSelected"),
      okButtonProps: { danger: true },
      cancelText: t("adminAccess.common.cancel"),
      onOk: () => setOne(user, "inactive"),
    });
  };

  const bulk = (status: UserStatus) => {
    const count = selected.length;
    const active = status === "active";
    modal.confirm({
      title: t(active ? "adminAccess.users.confirmActivateTitle" : "adminAccess.users.confirmDeactivateTitle", {
        count,
      }),
      content: t(active ? "adminAccess.users.confirmActivateBody" : "adminAccess.users.confirmDeactivateBody"),
      okText: t(active ? "adminAccess.users.activateSelected" : "adminAccess.users.deactivateSelected"),
      okButtonProps: { danger: !active, "data-testid": "bulk-confirm" } as never,
      cancelText: t("adminAccess.common.cancel"),
      onOk: async () => {
        setBulkBusy(true);
        try {
          await send(ENDPOINTS.adminUserBulkStatus, { ids: selected, status });
          message.success(t(active ? "adminAccess.users.activated" : "adminAccess.users.deactivated", { count }));
          clearSelection();
          await refresh();
        } catch {
          // toasted
        } finally {
          setBulkBusy(false);
        }
      },
    });
  };

  return { busy, bulkBusy, toggle, bulk };
}
