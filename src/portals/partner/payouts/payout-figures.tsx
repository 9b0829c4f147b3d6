import "../../../i18n/modules/partner-money";
import { Descriptions } from "antd";
import { useTranslation } from "react-i18next";
import { Amount } from "./money-parts";
import type { Payout } from "./types";

/** The payout's amount broken down by line type, as the server sums them (they add up to the amount). */
export const FIGURES = [
  "revenue",
  "discounts",
  "commission",
  "commission_vat",
  "fees",
  "refunds",
  "cash_collected",
  "adjustments",
  "carried_over",
] as const;

/** Revenue, discounts, commission and its VAT, fees, refunds, cash collected, adjustments, carried over, the amount. */
export function PayoutFigures({ payout }: { payout: Payout }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      data-testid="payout-figures"
      items={[
        ...FIGURES.map((key) => ({
          key,
          label: t(`partnerMoney.details.figure.${key}`),
          children: <Amount value={payout[key]} />,
        })),
        {
          key: "amount",
          label: <strong>{t("partnerMoney.details.figure.amount")}</strong>,
          children: <Amount value={payout.amount} strong />,
        },
      ]}
    />
  );
}
