import "../../i18n/modules/money";
import { Descriptions } from "antd";
import { useTranslation } from "react-i18next";
import { MoneyAmount } from "./money-amount";

/** The amounts a payout is made of, as the server sent them (they sum to `amount`). */
export interface PayoutFigureValues {
  revenue: number;
  discounts: number;
  commission: number;
  commission_vat: number;
  supply_vat: number;
  fees: number;
  refunds: number;
  cash_collected: number;
  adjustments: number;
  carried_over: number;
  amount: number;
}

const FIGURES = [
  "revenue",
  "discounts",
  "commission",
  "commission_vat",
  "supply_vat",
  "fees",
  "refunds",
  "cash_collected",
  "adjustments",
  "carried_over",
] as const;

/** A payout's breakdown by line type and its amount, one figure a row (readable at 375 px and in Arabic). */
export function PayoutFigures({ payout }: { payout: PayoutFigureValues }) {
  const { t } = useTranslation();
  const items = [
    ...FIGURES.map((k) => ({
      key: k,
      label: t(`money.figures.${k}`),
      children: (
        <span data-testid={`figure-${k}`}>
          <MoneyAmount value={payout[k]} />
        </span>
      ),
    })),
    {
      key: "amount",
      label: t("money.figures.amount"),
      children: (
        <span data-testid="figure-amount">
          <MoneyAmount value={payout.amount} strong />
        </span>
      ),
    },
  ];
  return <Descriptions bordered size="small" column={1} items={items} data-testid="payout-figures" />;
}
