import "../../../i18n/modules/report-offers";
import { defineReport } from "../define-report";

/** The offers report (GET report/offers): partner promotions (partner-funded coupons) valid in the period, one row each. */
export const offersSpec = defineReport("offers", ({ c, col, figure, overTime, by, statuses }) => {
  const discount = figure("discount", "discount", "money");
  return {
    cards: [
      { key: "offers", label: c("offers"), format: "count" },
      { key: "active", label: c("active"), format: "count" },
      { key: "redemptions", label: c("redemptions"), format: "count" },
      { key: "discount", label: c("discount"), format: "money" },
      { key: "order_value", label: c("orderValue"), format: "money" },
      { key: "budget", label: c("budget"), format: "money" },
      { key: "budget_left", label: c("budgetLeft"), format: "money" },
    ],
    charts: [
      overTime(figure("redemptions", "redemptions", "count"), discount),
      by("offer", discount),
      by("partner", discount),
    ],
    columns: [
      { key: "code", title: col("code") },
      { key: "title", title: col("title") },
      { key: "partner", title: col("partner") },
      { key: "discount_rule", title: col("rule") },
      { key: "starts_at", title: col("startsAt"), format: "datetime" },
      { key: "ends_at", title: col("endsAt"), format: "datetime" },
      { key: "redemptions", title: col("redemptions"), format: "count" },
      { key: "discount", title: col("discount"), format: "money" },
      { key: "order_value", title: col("orderValue"), format: "money" },
      { key: "budget", title: col("budget"), format: "money" },
      { key: "budget_left", title: col("budgetLeft"), format: "money" },
      { key: "status_label", title: col("status") },
    ],
    filters: { category: true, emirate: false, search: true, statuses: statuses(["active", "inactive"]) },
  };
});
