import { useTranslation } from "react-i18next";
import "../../../i18n/modules/partner-money";
import { formatDate } from "../../../lib/format";
import type { Payout } from "./types";

/** A payout's period "DD-MM-YYYY to DD-MM-YYYY" (Asia/Dubai dates as the server sent them). */
export function usePeriod() {
  const { t } = useTranslation();
  return (p: Pick<Payout, "period_start" | "period_end">) =>
    t("partnerMoney.payouts.periodRange", { start: formatDate(p.period_start), end: formatDate(p.period_end) });
}
