import "../../../i18n/modules/partner-money";
import { type BaseRecord, useCustom } from "@refinedev/core";
import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { BalanceCards } from "../../../features/money/balance-cards";
import type { PartnerBalance } from "../../../features/money/types";

/**
 * The partner's own balance (partner/balance, as the server sums the ledger): total, pending in the holding period and
 * available, and what a negative available balance means (cash collected owed to Khidma).
 */
export function PartnerBalanceCards() {
  const { t, i18n } = useTranslation();
  const { query } = useCustom<PartnerBalance & BaseRecord>({
    url: ENDPOINTS.partnerBalance,
    method: "get",
    meta: { silent: true, language: i18n.language },
    errorNotification: false,
  });
  const balance = query.data?.data as PartnerBalance | undefined;
  if (query.isError) return <Alert type="warning" showIcon message={t("partnerMoney.balance.error")} />;
  return (
    <section aria-label={t("partnerMoney.balance.title")}>
      <BalanceCards balance={balance} loading={query.isLoading} />
      {balance && balance.available < 0 ? (
        <Alert
          type="info"
          showIcon
          message={t("partnerMoney.balance.owed")}
          style={{ marginTop: 12 }}
          data-testid="balance-owed"
        />
      ) : null}
    </section>
  );
}
