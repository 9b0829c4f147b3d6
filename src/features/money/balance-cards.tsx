import "../../i18n/modules/money";
import { Card, Col, Row, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { MoneyAmount } from "./money-amount";
import type { PartnerBalance } from "./types";

/** A partner's balance (partner/balance) as three cards: total, pending (holding period) and available. */
export function BalanceCards({ balance, loading }: { balance?: PartnerBalance | null; loading?: boolean }) {
  const { t } = useTranslation();
  const cards = [
    { key: "total", value: balance?.total, hint: t("money.balance.totalHint") },
    {
      key: "pending",
      value: balance?.pending,
      hint: t("money.balance.pendingHint", { days: balance?.hold_days ?? 0 }),
    },
    { key: "available", value: balance?.available, hint: t("money.balance.availableHint") },
  ] as const;
  return (
    <Row gutter={[12, 12]} data-testid="balance-cards">
      {cards.map((c) => (
        <Col xs={24} sm={8} key={c.key}>
          <Card size="small" loading={loading} data-testid={`balance-${c.key}`}>
            <Typography.Text type="secondary">{t(`money.balance.${c.key}`)}</Typography.Text>
            <div style={{ fontSize: 20 }}>
              <MoneyAmount value={c.value} strong />
            </div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {c.hint}
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
