import "../../../i18n/modules/report-contracts";
import { defineReport } from "../define-report";

/** The contracts report (GET report/contracts): package subscriptions running in the period and their remaining visits. */
export const contractsSpec = defineReport("contracts", ({ c, col, figure, overTime, by, statuses }) => {
  const remaining = figure("visits_remaining", "remaining", "count");
  return {
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
      overTime(figure("started", "started", "count"), figure("visits_total", "visits", "count")),
      by("package", remaining),
      by("partner", remaining),
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
      statuses: statuses(["pending", "active", "expired", "cancelled"]),
    },
  };
});
