import "../../../i18n/modules/report-packages";
import { defineReport } from "../define-report";

/** The packages report (GET report/packages): package subscriptions sold (their order paid) in the period. */
export const packagesSpec = defineReport("packages", ({ c, col, figure, overTime, by, statuses }) => {
  const revenue = figure("revenue", "revenue", "money");
  return {
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
    charts: [overTime(figure("sold", "sold", "count"), revenue), by("package", revenue), by("partner", revenue)],
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
      statuses: statuses(["pending", "active", "expired", "cancelled"]),
    },
  };
});
