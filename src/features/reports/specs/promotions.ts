import "../../../i18n/modules/report-promotions";
import { defineReport } from "../define-report";

/** The promotions report (GET report/promotions): coupon redemptions made in the period, one row each. */
export const promotionsSpec = defineReport("promotions", ({ c, col, figure, overTime, by, statuses }) => {
  const discount = figure("discount", "discount", "money");
  return {
    cards: [
      { key: "redemptions", label: c("redemptions"), format: "count" },
      { key: "discount", label: c("discount"), format: "money" },
      { key: "khidma_funded", label: c("khidmaFunded"), format: "money" },
      { key: "partner_funded", label: c("partnerFunded"), format: "money" },
      { key: "order_value", label: c("orderValue"), format: "money" },
      { key: "redeemed", label: c("redeemed"), format: "count" },
      { key: "reserved", label: c("reserved"), format: "count" },
      { key: "coupons", label: c("coupons"), format: "count" },
      { key: "budget_left", label: c("budgetLeft"), format: "money" },
    ],
    charts: [
      overTime(figure("redemptions", "redemptions", "count"), discount),
      by("coupon", discount),
      by("funder", discount),
    ],
    columns: [
      { key: "redeemed_at", title: col("usedAt"), format: "datetime" },
      { key: "code", title: col("code") },
      { key: "coupon", title: col("coupon") },
      { key: "funded_by_label", title: col("fundedBy") },
      { key: "customer", title: col("customer") },
      { key: "order_number", title: col("order") },
      { key: "partner", title: col("partner") },
      { key: "order_total", title: col("orderTotal"), format: "money" },
      { key: "discount", title: col("discount"), format: "money" },
      { key: "status_label", title: col("status") },
    ],
    filters: { category: true, emirate: true, search: true, statuses: statuses(["redeemed", "reserved"]) },
  };
});
