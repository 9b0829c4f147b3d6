import "../../i18n/modules/promotions";
import { Card, Col, Progress, Row, Statistic } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../lib/format";
import type { CouponDetails } from "./types";

/**
 * Budget, spent and remaining (AED as the server answers them, formatted by lib/format), uses and generated codes;
 * with a budget, a bar of the share spent.
 */
export function CouponBudget({ coupon: c }: { coupon: CouponDetails }) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, i18n.language);
  const figures = [
    {
      key: "budget",
      title: t("promotions.details.budget"),
      value: c.budget === null ? t("promotions.details.noBudget") : money(c.budget),
    },
    { key: "spent", title: t("promotions.details.spent"), value: money(c.spent) },
    {
      key: "remaining",
      title: t("promotions.details.remaining"),
      value: c.remaining_budget === null ? "—" : money(c.remaining_budget),
    },
    {
      key: "uses",
      title: t("promotions.details.uses"),
      value: `${c.used_count} / ${c.usage_limit ?? t("promotions.unlimited")}`,
    },
    { key: "codes", title: t("promotions.details.codes"), value: String(c.generated_codes) },
  ];
  const share = c.budget ? Math.min(100, Math.round((c.spent / c.budget) * 100)) : null;
  return (
    <Card title={t("promotions.details.budgetCard")} data-testid="coupon-budget">
      <Row gutter={[16, 16]}>
        {figures.map((f) => (
          <Col key={f.key} xs={12} md={8} xl={{ flex: "20%" }}>
            <Statistic
              title={f.title}
              value={f.value}
              valueStyle={{ fontSize: 20 }}
              // the figure reads as its label and value together
              data-testid={`coupon-figure-${f.key}`}
            />
          </Col>
        ))}
      </Row>
      {share !== null ? (
        <Progress
          percent={share}
          status={share >= 100 ? "exception" : "normal"}
          aria-label={t("promotions.details.spent")}
          style={{ marginTop: 16 }}
        />
      ) : null}
    </Card>
  );
}
