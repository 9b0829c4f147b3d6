import "../../../i18n/modules/report-packages";
import type { ReportSpec } from "../spec";

const c = (k: string) => `reportPackages.cards.${k}`;
const col = (k: string) => `reportPackages.columns.${k}`;
const ch = (k: string) => `reportPackages.charts.${k}`;

/** The packages report (GET report/packages): package subscriptions sold (their order paid) in the period. */
export const packagesSpec: ReportSpec = {
  name: "packages",
  title: "titles.reportPackages",
  description: "reportPackages.description",
  cards: [
    { key: "sold", label: c("sold"), format: "count" },
    { key: "revenue", label: c("revenue"), format: "money" },
    { key: "new", label: c("new"), format: "count" },
    { key: "renewals", label: c("renewals"), format: "count" },
    { key: "average_value", label: c("average"), format: "money" },
    { key: "active", label: c("active"), format: "count" },
    { key: "churned", label: c("churned"), format: "count", lowerIsBetter: true },
    { key: "churn_rate", label: c("churnRate"), format: "percent", lowerIsBetter: true },
  ],
  charts: [
    {
      kind: "series",
      key: "over-time",
      title: ch("overTime"),
      bars: { key: "sold", label: ch("sold"), format: "count" },
      line: { key: "revenue", label: ch("revenue"), format: "money" },
      wide: true,
    },
    {
      kind: "breakdown",
      key: "by-package",
      title: ch("byPackage"),
      breakdown: "by_package",
      figure: { key: "revenue", label: ch("revenue"), format: "money" },
    },
    {
      kind: "breakdown",
      key: "by-partner",
      title: ch("byPartner"),
      breakdown: "by_partner",
      figure: { key: "revenue", label: ch("revenue"), format: "money" },
    },
  ],
  columns: [
    { key: "number", title: col("number") },
    { key: "order_number", title: col("order") },
    { key: "sold_at", title: col("soldAt"), format: "datetime" },
    { key: "customer", title: col("customer") },
    { key: "package", title: col("package") },
    { key: "partner", title: col("partner") },
    { key: "months", title: col("months"), format: "count" },
    { key: "starts_on", title: col("startsOn"), format: "date" },
    { key: "ends_on", title: col("endsOn"), format: "date" },
    { key: "visits_total", title: col("visits"), format: "count" },
    { key: "amount", title: col("amount"), format: "money" },
    { key: "type", title: col("type") },
    { key: "status_label", title: col("status") },
  ],
  filters: {
    category: true,
    emirate: true,
    search: false,
    statuses: [
      { value: "pending", label: "reportPackages.statuses.pending" },
      { value: "active", label: "reportPackages.statuses.active" },
      { value: "expired", label: "reportPackages.statuses.expired" },
      { value: "cancelled", label: "reportPackages.statuses.cancelled" },
    ],
  },
};
