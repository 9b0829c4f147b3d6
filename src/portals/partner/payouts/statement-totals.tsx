import "../../../i18n/modules/partner-money";
import { formatMoney } from "../../../lib/format";
import { useBilingual } from "./statement-parts";
import type { PayoutStatement } from "./types";

type Row = [key: string, value: number, grand?: boolean, rate?: number];

/** Labelled amounts in both languages, as the server computed them (money is never computed in the browser). */
function Amounts({ rows, testId }: { rows: Row[]; testId: string }) {
  const { bi } = useBilingual();
  return (
    <dl className="kh-st-totals" data-testid={testId}>
      {rows.map(([key, value, grand, rate]) => (
        <div key={`${key}-${rate ?? ""}`} className={grand ? "kh-st-grand" : undefined}>
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
 * The statement's totals: on a self-billed tax invoice the partner's supply to Khidma (value, VAT per rate, total;
 * with several VAT rates the value at each rate too); then the settlement from the supply to the amount paid (its
 * VAT, Khidma's commission and its VAT, cash the partner collected, adjustments, carried over), each figure as the
 * server sent it.
 */
export function StatementTotals({ statement: s }: { statement: PayoutStatement }) {
  const several = s.vat_rates.length > 1;
  const vatRows: Row[] = s.vat_rates.flatMap((r): Row[] =>
    several
      ? [
          ["supplyValueAt", r.supply_value, false, r.rate],
          ["supplyVat", r.supply_vat, false, r.rate],
        ]
      : [["supplyVat", r.supply_vat, false, r.rate]],
  );
  const settlement: Row[] = [
    ["supplyValue", s.supply_value],
    ...(s.self_billed || s.supply_vat !== 0 ? ([["supplyVatTotal", s.supply_vat]] as Row[]) : []),
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
          rows={[["supplyValue", s.supply_value], ...vatRows, ["supplyTotal", s.supply_total, true]]}
        />
      ) : null}
      <Amounts testId="statement-settlement" rows={settlement} />
    </div>
  );
}
