import "../../../i18n/modules/partner-money";
import { Trans } from "react-i18next";
import { formatDate } from "../../../lib/format";
import type { Payout } from "./types";

/** A date or reference inside a sentence: isolated and left to right, so DD-MM-YYYY keeps its order in Arabic. */
export const LTR = { d: <bdi dir="ltr" /> };

/** A sentence of partnerMoney with its dates and references kept left to right. */
export function Say({ k, values }: { k: string; values: Record<string, string> }) {
  return <Trans i18nKey={`partnerMoney.${k}`} values={values} components={LTR} />;
}

/** A payout's period "DD-MM-YYYY to DD-MM-YYYY" (Asia/Dubai dates as the server sent them). */
export function Period({ payout: p }: { payout: Pick<Payout, "period_start" | "period_end"> }) {
  // one element: inside a flex container (a Descriptions item) loose text and <bdi> would lose their spaces
  return (
    <span>
      <Say k="payouts.periodRange" values={{ start: formatDate(p.period_start), end: formatDate(p.period_end) }} />
    </span>
  );
}
