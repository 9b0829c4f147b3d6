import "../../../i18n/modules/report-contracts";
import type { ReportSpec } from "../spec";

const c = (k: string) => `reportContracts.cards.${k}`;
const col = (k: string) => `reportContracts.columns.${k}`;
const ch = (k: string) => `reportContracts.charts.${k}`;

/** The contracts report (GET report/contracts): package subscriptions running in the period and their remaining visits. */
export const contractsSpec: ReportSpec = {
  name: "contracts",
  title: "titles.reportContracts",
  description: "reportContracts.description",
  cards: [
    { key: "contracts", label: c("contracts"), format: "count" },
    { key: "active", label: c("active"), format: "count" },
    { key: "value", label: c("value"), format: "money" },
    { key: "visits_total", label: c("visitsTotal"), format: "count" },
    { key: "visits_used", label: c("visitsUsed"), format: "count" },
    { key: "visits_remaining", label: c("visitsRemaining"), format: "count" },
    { key: "usage_rate", label: c("usageRate"), format: "percent" },
  ],
  charts: [
    {
      kind: "series",
      key: "over-time",
      title: ch("overTime"),
      bars: { key: "started", label: ch("started"), format: "count" },
      line: { key: "visits_total", label: ch("visits"), format: "count" },
      wide: true,
    },
    {
      kind: "breakdown",
      key: "by-package",
      title: ch("byPackage"),
      breakdown: "by_package",
      figure: { key: "visits_remaining", label: ch("remaining"), format: "count" },
    },
    {
      kind: "breakdown",
      key: "by-partner",
      title: ch("byPartner"),
      breakdown: "by_partner",
      figure: { key: "visits_remaining", label: ch("remaining"), format: "count" },
    },
  ],
  columns: [
    { key: "number", title: col("number") },
    { key: "customer", title: col("customer") },
    { key: "package", title: col("package") },
    { key: "partner", title: col("partner") },
    { key: "starts_on", title: col("startsOn"), format: "date" },
    { key: "ends_on", title: col("endsOn"), format: "date" },
    { key: "visits_total", title: col("visits"), format: "count" },
    { key: "visits_used", title: col("visitsUsed"), format: "count" },
    { key: "visits_remaining", title: col("visitsRemaining"), format: "count" },
    { key: "value", title: col("value"), format: "money" },
    { key: "status_label", title: col("status") },
  ],
  filters: {
    category: true,
    emirate: true,
    search: true,
    statuses: [
      { value: "pending", label: "reportContracts.statuses.pending" },
      { value: "active", label: "reportContracts.statuses.active" },
      { value: "expired", label: "reportContracts.statuses.expired" },
      { value: "cancelled", label: "reportContracts.statuses.cancelled" },
    ],
  },
};
