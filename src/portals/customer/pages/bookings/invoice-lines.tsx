import { useTranslation } from "react-i18next";
import { directionOf } from "../../../../i18n";
import { formatNumber } from "../../../../lib/format";
import { useBilingual } from "./invoice-bilingual";
import type { Invoice } from "./types";

/** The invoice lines: description in both languages, quantity, unit price, VAT rate and amount, line total. */
export function InvoiceLinesTable({ inv }: { inv: Invoice }) {
  const { t } = useTranslation();
  const { lang, other, bi, descIn } = useBilingual();
  const num = (v: number | string) => formatNumber(v);
  return (
    <div className="kh-inv-table-wrap">
      <table className="kh-inv-table" data-testid="invoice-lines">
        <caption className="kh-inv-caption">{t("bookings.invoice.linesCaption", { currency: inv.currency })}</caption>
        <thead>
          <tr>
            <th scope="col" className="kh-inv-idx">
              #
            </th>
            <th scope="col">{bi("bookings.invoice.description", false)}</th>
            <th scope="col" className="kh-inv-num">
              {bi("bookings.invoice.quantity", false)}
            </th>
            <th scope="col" className="kh-inv-num">
              {bi("bookings.invoice.unitPrice", false)}
            </th>
            <th scope="col" className="kh-inv-num">
              {bi("bookings.invoice.vatRate", false)}
            </th>
            <th scope="col" className="kh-inv-num">
              {bi("bookings.invoice.vatAmount", false)}
            </th>
            <th scope="col" className="kh-inv-num">
              {bi("bookings.invoice.lineTotal", false)}
            </th>
          </tr>
        </thead>
        <tbody>
          {inv.lines.map((line, i) => {
            const main = descIn(line, lang);
            const alt = descIn(line, other);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: invoice lines are fixed and ordered
              <tr key={i}>
                <td className="kh-inv-idx">
                  <bdi>{i + 1}</bdi>
                </td>
                <td>
                  {main}
                  {alt && alt !== main ? (
                    <span className="kh-inv-alt kh-inv-alt-block" lang={other} dir={directionOf(other)}>
                      {alt}
                    </span>
                  ) : null}
                </td>
                <td className="kh-inv-num">
                  <bdi>{line.quantity}</bdi>
                </td>
                <td className="kh-inv-num">
                  <bdi>{num(line.unit_price_excl_vat)}</bdi>
                </td>
                <td className="kh-inv-num">
                  <bdi>{`${formatNumber(line.vat_rate, 0)}%`}</bdi>
                </td>
                <td className="kh-inv-num">
                  <bdi>{num(line.vat_amount)}</bdi>
                </td>
                <td className="kh-inv-num">
                  <bdi>{num(line.total)}</bdi>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
