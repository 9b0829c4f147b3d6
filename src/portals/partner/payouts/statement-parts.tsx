import "../../../i18n/modules/money";
import "../../../i18n/modules/partner-money";
import { useTranslation } from "react-i18next";
import type { LedgerLine } from "../../../features/money/types";
import { directionOf } from "../../../i18n";
import { formatDate, formatNumber } from "../../../lib/format";
import type { PayoutStatement } from "./types";

type Lang = "en" | "ar";

/** The order and booking numbers of a line ("ORD-1 · BK-2"), or a dash. */
const lineReference = (l: LedgerLine) =>
  [l.order_number, l.booking_number].filter((n): n is string => Boolean(n)).join(" · ") || "—";

/** The statement's two languages: the interface one and the other beside it, with a label helper. */
export function useBilingual() {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language.startsWith("ar") ? "ar" : "en";
  const other: Lang = lang === "ar" ? "en" : "ar";
  const o = i18n.getFixedT(other);
  /** A label in the interface language, the other language beside it (`inline`) or under it. */
  const bi = (key: string, inline = true, values?: Record<string, unknown>) => (
    <>
      <span>{t(key, values)}</span>
      {inline ? " | " : null}
      <span className={inline ? "kh-st-alt" : "kh-st-alt kh-st-alt-block"} lang={other} dir={directionOf(other)}>
        {o(key, values)}
      </span>
    </>
  );
  return { lang, other, t, o, bi } as const;
}

/** English and Arabic of a party's name or address, the interface language first. */
function Both({ en, ar, strong }: { en?: string | null; ar?: string | null; strong?: boolean }) {
  const { lang, other } = useBilingual();
  const main = (lang === "ar" ? ar : en) || en || ar || "";
  const alt = (other === "ar" ? ar : en) || "";
  return (
    <>
      {strong ? <strong dir="auto">{main}</strong> : <span dir="auto">{main}</span>}
      {alt && alt !== main ? (
        <span className="kh-st-alt kh-st-alt-block" lang={other} dir={directionOf(other)}>
          {alt}
        </span>
      ) : null}
    </>
  );
}

/** A party as the statement shows it: names and address in both languages, the TRN. */
export interface StatementParty {
  name_en: string;
  name_ar: string;
  address_en: string | null;
  address_ar: string | null;
  trn: string | null;
}

/** The partner (supplier) and Khidma (recipient) of a statement block, in one shape. */
export const partiesOf = (s: PayoutStatement): { partner: StatementParty; khidma: StatementParty } => ({
  partner: {
    name_en: s.partner.legal_name_en,
    name_ar: s.partner.legal_name_ar,
    address_en: s.partner.address,
    address_ar: null,
    trn: s.partner.trn,
  },
  khidma: {
    name_en: s.khidma.company_name,
    name_ar: s.khidma.company_name_ar,
    address_en: s.khidma.address,
    address_ar: s.khidma.address_ar,
    trn: s.khidma.trn,
  },
});

/** A party: its role, names in both languages, address, and its TRN on a self-billed tax invoice. */
export function Party({
  label,
  party,
  showTrn,
  testId,
}: {
  label: string;
  party: StatementParty;
  showTrn: boolean;
  testId: string;
}) {
  const { bi } = useBilingual();
  return (
    <section className="kh-st-party" data-testid={testId}>
      <h2>{bi(label)}</h2>
      <p>
        <Both en={party.name_en} ar={party.name_ar} strong />
      </p>
      {party.address_en || party.address_ar ? (
        <p>
          <Both en={party.address_en} ar={party.address_ar} />
        </p>
      ) : null}
      {showTrn && party.trn ? (
        <p data-testid={`${testId}-trn`}>
          {bi("partnerMoney.statement.trn")}: <bdi dir="ltr">{party.trn}</bdi>
        </p>
      ) : null}
    </section>
  );
}

/** Every line of the payout (date, type, description in both languages, order/booking, amount) and the total. */
export function StatementLines({ lines, total }: { lines: LedgerLine[]; total: number }) {
  const { bi, t, o, lang, other } = useBilingual();
  const descIn = (l: LedgerLine, which: Lang) =>
    (which === "ar" ? l.description_ar : l.description_en) || l.description;
  return (
    <div className="kh-st-table-wrap">
      <table className="kh-st-table" data-testid="statement-lines">
        <thead>
          <tr>
            <th scope="col">{bi("partnerMoney.statement.date", false)}</th>
            <th scope="col">{bi("partnerMoney.statement.description", false)}</th>
            <th scope="col" className="kh-st-ref">
              {bi("partnerMoney.statement.reference", false)}
            </th>
            <th scope="col" className="kh-st-num">
              {bi("partnerMoney.statement.amount", false)}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.id}>
              <td style={{ whiteSpace: "nowrap" }}>{formatDate(l.created_at)}</td>
              <td>
                <span dir="auto">{descIn(l, lang)}</span>
                <span className="kh-st-alt kh-st-alt-block" lang={other} dir={directionOf(other)}>
                  {descIn(l, other)}
                </span>
                {/* on a phone the order/booking column folds in here */}
                <span className="kh-st-alt kh-st-alt-block kh-st-ref-inline">
                  <bdi>{lineReference(l)}</bdi>
                </span>
                <span className="kh-st-alt kh-st-alt-block">
                  {t(`money.types.${l.type}`)} | <span lang={other}>{o(`money.types.${l.type}`)}</span>
                </span>
              </td>
              <td className="kh-st-ref">
                <bdi>{lineReference(l)}</bdi>
              </td>
              <td className="kh-st-num">
                <bdi>{formatNumber(l.amount)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}>{bi("partnerMoney.statement.total")}</td>
            <td className="kh-st-ref" />
            <td className="kh-st-num" data-testid="statement-total">
              <bdi>{formatNumber(total)}</bdi>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
