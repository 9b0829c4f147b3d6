import "../../../../i18n/modules/bookings";
import { useTranslation } from "react-i18next";
import { useFormat } from "./use-format";

/** An amount as the server sent it (AED, VAT included), formatted and isolated. */
export function Amount({ value, testId }: { value: number | string | null | undefined; testId?: string }) {
  const f = useFormat();
  return <bdi data-testid={testId}>{f.money(value)}</bdi>;
}

/** A priced list (booked services, quotation lines): name, quantity, unit price, line total. */
export function LinesTable({
  heading,
  lines,
}: {
  heading: string;
  lines: Array<{ key: string | number; name: string; quantity: number; unit_price: number; total: number }>;
}) {
  const { t } = useTranslation();
  const columns = ["quantity", "unitPrice", "lineTotal"].map((c) => t(`bookings.details.${c}`));
  return (
    <table className="kh-bk-table">
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          {columns.map((c) => (
            <th key={c} scope="col" className="kh-bk-num">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <th scope="row">{line.name}</th>
            <td className="kh-bk-num" data-label={columns[0]}>
              <bdi>{line.quantity}</bdi>
            </td>
            <td className="kh-bk-num" data-label={columns[1]}>
              <Amount value={line.unit_price} />
            </td>
            <td className="kh-bk-num" data-label={columns[2]}>
              <Amount value={line.total} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
