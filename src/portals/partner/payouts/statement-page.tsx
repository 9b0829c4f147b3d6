import "../../../i18n/modules/partner-money";
import "./statement.css";
import { ArrowLeftOutlined, ArrowRightOutlined, PrinterOutlined } from "@ant-design/icons";
import { useShow } from "@refinedev/core";
import { Button, Result, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { directionOf } from "../../../i18n";
import { formatDate } from "../../../lib/format";
import { Party, partiesOf, StatementLines, useBilingual } from "./statement-parts";
import { StatementTotals } from "./statement-totals";
import type { PayoutDetails } from "./types";

/** The statement's heading: its title in both languages, what it is, and its number, period and date. */
function Heading({ payout }: { payout: PayoutDetails }) {
  const { bi, o, t, other } = useBilingual();
  const selfBilled = payout.statement.self_billed;
  const note = selfBilled ? "partnerMoney.statement.selfBilledNote" : "partnerMoney.statement.notSelfBilled";
  return (
    <header className="kh-st-head">
      <h1 data-testid="statement-title">
        {bi(selfBilled ? "partnerMoney.statement.selfBilled" : "partnerMoney.statement.title", false)}
      </h1>
      <p className="kh-st-note">
        {t(note)}
        <span className="kh-st-alt-block" lang={other} dir={directionOf(other)}>
          {o(note)}
        </span>
      </p>
      <dl className="kh-st-meta">
        <div>
          <dt>{bi("partnerMoney.statement.number")}</dt>
          <dd dir="ltr">{payout.number}</dd>
        </div>
        <div>
          <dt>{bi("partnerMoney.statement.period")}</dt>
          <dd>
            <bdi>
              {formatDate(payout.period_start)} – {formatDate(payout.period_end)}
            </bdi>
          </dd>
        </div>
        <div>
          <dt>{bi("partnerMoney.statement.issued")}</dt>
          <dd>{formatDate(payout.statement.issued_at)}</dd>
        </div>
      </dl>
    </header>
  );
}

/**
 * /partner/payouts/statement/:id: the payout's printable statement in English and Arabic (the interface language
 * first): Khidma and the partner with names and addresses, the period, every line and the total. Where the partner has
 * a TRN (`statement.self_billed`) it is the self-billed tax invoice of the partner's supply to Khidma, with both TRNs
 * and the server's VAT lines. Print or the browser's Save as PDF give the document without the portal's chrome.
 */
export default function StatementPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const { query } = useShow<PayoutDetails>({
    resource: "partner-payouts",
    id,
    errorNotification: false,
    meta: { silent: true },
  });
  const payout = query.data?.data;

  if (query.isError) return <Result status="404" title={t("partnerMoney.statement.notFound")} />;
  if (!payout) return <Skeleton active paragraph={{ rows: 10 }} />;
  const selfBilled = payout.statement.self_billed;
  const parties = partiesOf(payout.statement);

  return (
    <div>
      <div className="kh-st-toolbar">
        <Button
          icon={i18n.dir() === "rtl" ? <ArrowRightOutlined /> : <ArrowLeftOutlined />}
          onClick={() => navigate(`/partner/payouts/show/${payout.id}`)}
        >
          {t("partnerMoney.statement.back")}
        </Button>
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          onClick={() => window.print()}
          data-testid="statement-print-now"
        >
          {t("partnerMoney.statement.print")}
        </Button>
      </div>
      <article className="kh-st" dir={i18n.dir()} lang={i18n.language} data-testid="statement">
        <Heading payout={payout} />
        <div className="kh-st-parties">
          <Party
            label="partnerMoney.statement.supplier"
            party={parties.partner}
            showTrn={selfBilled}
            testId="statement-partner"
          />
          <Party
            label="partnerMoney.statement.recipient"
            party={parties.khidma}
            showTrn={selfBilled}
            testId="statement-khidma"
          />
        </div>
        <StatementLines lines={payout.lines} total={payout.amount} />
        <StatementTotals statement={payout.statement} />
      </article>
    </div>
  );
}
