import "../../../i18n/modules/partner-account-status";
import { type BaseRecord, useCustom } from "@refinedev/core";
import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { ENDPOINTS } from "../../../api/endpoints";
import { formatDate } from "../../../lib/format";

type AccountStatus = ApiSchema<"PartnerAccountStatus">;

/**
 * On the partner dashboard: when Khidma has deactivated the partner, a banner with the reason staff gave
 * (`partner/account-status`); nothing while the account is active.
 */
export function AccountStatusBanner() {
  const { t, i18n } = useTranslation();
  const { result } = useCustom<AccountStatus & BaseRecord>({
    url: ENDPOINTS.partnerAccountStatus,
    method: "get",
    meta: { language: i18n.language, silent: true },
    errorNotification: false,
  });
  const status = result.data as AccountStatus | undefined;
  if (status?.status !== "inactive") return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="partner-account-inactive"
      message={t("partnerAccountStatus.inactiveTitle")}
      description={
        <>
          {status.reason ? <div>{t("partnerAccountStatus.reason", { reason: status.reason })}</div> : null}
          {status.changed_at ? (
            <div>{t("partnerAccountStatus.since", { date: formatDate(status.changed_at) })}</div>
          ) : null}
        </>
      }
    />
  );
}
