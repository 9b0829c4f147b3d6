import "../../../i18n/modules/partner-money";
import { formatMoney } from "../../../lib/format";
import { useBilingual } from "./statement-parts";
import type { PayoutStatement } from "./types";

type Row = [key: string, value: number, grand?: boolean];

/** Labelled amounts in both languages, as the server computed them (money is never computed in the browser). */
function Amounts({ rows, testId, rate }: { rows: Row[]; testId: string; rate: number }) {
  const { bi } = useBilingual();
  return (
    <dl className="kh-st-totals" data-testid={testId}>
      {rows.map(([key, value, grand]) => (
        <div key={key} className={grand ? "kh-st-grand" : undefined}>
          <dt>{bi(`partnerMoney.statement.${key}`, false, { rate })}</dt>
          <dd>
            <bdi>{formatMoney(value)}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The statement's totals: on a self-billed tax invoice the partner's supply to Khidma (value, VAT at the rate, total);
 * then the settlement from the supply's value to the amount paid (Khidma's commission and its VAT, cash the partner
 * collected, adjustments, carried over), each figure as the server sent it.
 */
export function StatementTotals({ statement: s }: { statement: PayoutStatement }) {
  const settlement: Row[] = [
    ["supplyValue", s.supply_value],
    ["commission", s.commission],
    ["commissionVat", s.commission_vat],
    ["cashCollected", s.cash_collected],
    ["adjustments", s.adjustments],
    ["carriedOver", s.carried_over],
    ["amountPaid", s.amount, true],
  ];
  return (
    <div className="kh-st-sums">
      {s.self_billed ? (
        <Amounts
          testId="statement-vat"
          rate={s.vat_rate}
          rows={[
            ["supplyValue", s.supply_value],
            ["supplyVat", s.supply_vat],
            ["supplyTotal", s.supply_total, true],
          ]}
        />
      ) : null}
      <Amounts testId="statement-settlement" rate={s.vat_rate} rows={settlement} />
    </div>
  );
}
