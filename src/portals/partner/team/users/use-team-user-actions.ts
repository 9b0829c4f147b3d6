import { useCustomMutation, useInvalidate } from "@refinedev/core";
import { App } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../../api/endpoints";
import type { AdminUser, UserStatus } from "../../../../features/access/types";
import { USERS_RESOURCE } from "../team-roles";

/**
 * The team list's verbs: activate (at once) or deactivate (asks first) one user (`POST user/status/{id}`), and send
 * a user a password reset code (asks first; `POST forgot-password` with their email: they choose a new password on
 * the "Forgot password" page). `busy` holds the ids being changed.
 */
export function useTeamUserActions() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const invalidate = useInvalidate();
  const { mutateAsync: post } = useCustomMutation();
  const [busy, setBusy] = useState<Record<number, boolean>>({});

  const setStatus = async (user: AdminUser, status: UserStatus) => {
    setBusy((b) => ({ ...b, [user.id]: true }));
    try {
      await post({
        url: fillId(ENDPOINTS.adminUserStatus, user.id),
        method: "post",
        values: { status },
        successNotification: false,
        errorNotification: false,
      });
      message.success(t("partnerTeam.users.statusSaved"));
      await invalidate({ resource: USERS_RESOURCE, invalidates: ["list"] });
    } catch {
      // the server's message is already toasted
    } finally {
      setBusy(({ [user.id]: _, ...rest }) => rest);
    }
  };

  const toggle = (user: AdminUser, on: boolean) => {
    if (on) return void setStatus(user, "active");
    modal.confirm({
      title: t("partnerTeam.users.confirmDeactivate", { name: user.name }),
      content: t("partnerTeam.users.confirmDeactivateBody"),
      okText: t("partnerTeam.users.deactivate"),
      okButtonProps: { danger: true, "data-testid": "deactivate-confirm" } as never,
      cancelText: t("partnerTeam.common.cancel"),
      onOk: () => setStatus(user, "inactive"),
    });
  };

  const sendResetCode = (user: AdminUser) =>
    modal.confirm({
      title: t("partnerTeam.users.confirmReset", { email: user.email }),
      content: t("partnerTeam.users.confirmResetBody"),
      okText: t("partnerTeam.users.send"),
      okButtonProps: { "data-testid": "reset-confirm" } as never,
      cancelText: t("partnerTeam.common.cancel"),
      onOk: async () => {
        try {
          await post({
            url: ENDPOINTS.forgotPassword,
            method: "post",
            values: { email: user.email },
            successNotification: false,
            errorNotification: false,
          });
          message.success(t("partnerTeam.users.resetSent", { email: user.email }));
        } catch {
          // toasted (e.g. 429: too many codes for this address)
        }
      },
    });

  return { busy, toggle, sendResetCode };
}
