import "../../../i18n/modules/admin-partners";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { STATUS_COLOR as APPLICATION_STATUS_COLOR } from "../../../features/partner-applications/types";
import type { PartnerStatus } from "./types";

export function PartnerStatusTag({ status }: { status: PartnerStatus | string }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === "active" ? "green" : "default"} data-testid="partner-status">
      {t(status === "active" ? "adminPartners.partners.active" : "adminPartners.partners.inactive")}
    </Tag>
  );
}

/**
 * An application's status, translated here (the server's label in the language of the request that loaded the list
 * is only the fallback, so a language switch does not leave English labels behind).
 */
export function ApplicationStatusTag({ status, label }: { status: string; label?: string | null }) {
  const { t } = useTranslation();
  return (
    <Tag
      color={APPLICATION_STATUS_COLOR[status as keyof typeof APPLICATION_STATUS_COLOR] ?? "default"}
      data-testid="application-status"
    >
      {t(`adminPartners.applications.statuses.${status}`, { defaultValue: label || status })}
    </Tag>
  );
}
