import "../../../i18n/modules/partner-money";
import { type BaseRecord, useCustom } from "@refinedev/core";
import { Alert, Card, Col, Row, Statistic, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { formatMoney } from "../../../lib/format";
import type { PartnerBalance } from "./types";

/** One balance figure: its label, the amount in AED as the server answered it, and what it means. */
function Figure(props: { label: string; amount: number; hint: string; testId: string; loading: boolean }) {
  const { label, amount, hint, testId, loading } = props;
  const { i18n } = useTranslation();
  return (
    <Card size="small" style={{ height: "100%" }} data-testid={testId}>
      <Statistic
        title={label}
        loading={loading}
        value={formatMoney(amount, i18n.language)}
        valueStyle={{ fontSize: 22, whiteSpace: "nowrap" }}
      />
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {hint}
      </Typography.Text>
    </Card>
  );
}

/**
 * The partner's balance (partner/balance): available (paid in the next cycle; negative when cash collected is owed to
 * Khidma), pending (inside the holding period) and the total, as the server computes them from the ledger.
 */
export function BalanceCards() {
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
    <section aria-label={t("partnerMoney.balance.title")} data-testid="partner-balance">
      <Row gutter={[12, 12]}>
        <Col xs={24} sm={8}>
          <Figure
            loading={query.isLoading}
            testId="balance-available"
            label={t("partnerMoney.balance.available")}
            amount={balance?.available ?? 0}
            hint={
              (balance?.available ?? 0) < 0 ? t("partnerMoney.balance.owed") : t("partnerMoney.balance.availableHint")
            }
          />
        </Col>
        <Col xs={24} sm={8}>
          <Figure
            loading={query.isLoading}
            testId="balance-pending"
            label={t("partnerMoney.balance.pending")}
            amount={balance?.pending ?? 0}
            hint={t("partnerMoney.balance.pendingHint", { days: balance?.hold_days ?? 0 })}
          />
        </Col>
        <Col xs={24} sm={8}>
          <Figure
            loading={query.isLoading}
            testId="balance-total"
            label={t("partnerMoney.balance.total")}
            amount={balance?.total ?? 0}
            hint={t("partnerMoney.balance.totalHint")}
          />
        </Col>
      </Row>
    </section>
  );
}
