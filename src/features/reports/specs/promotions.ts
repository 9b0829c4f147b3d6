import "../../../i18n/modules/report-promotions";
import type { ReportSpec } from "../spec";

const c = (k: string) => `reportPromotions.cards.${k}`;
const col = (k: string) => `reportPromotions.columns.${k}`;
const ch = (k: string) => `reportPromotions.charts.${k}`;

/** The promotions report (GET report/promotions): coupon redemptions made in the period, one row each. */
export const promotionsSpec: ReportSpec = {
  name: "promotions",
  title: "titles.reportPromotions",
  description: "reportPromotions.description",
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
    {
      kind: "series",
      key: "over-time",
      title: ch("overTime"),
      bars: { key: "redemptions", label: ch("redemptions"), format: "count" },
      line: { key: "discount", label: ch("discount"), format: "money" },
      wide: true,
    },
    {
      kind: "breakdown",
      key: "by-coupon",
      title: ch("byCoupon"),
      breakdown: "by_coupon",
      figure: { key: "discount", label: ch("discount"), format: "money" },
    },
    {
      kind: "breakdown",
      key: "by-funder",
      title: ch("byFunder"),
      breakdown: "by_funder",
      figure: { key: "discount", label: ch("discount"), format: "money" },
    },
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
  filters: {
    category: true,
    emirate: true,
    search: true,
    statuses: [
      { value: "redeemed", label: "reportPromotions.statuses.redeemed" },
      { value: "reserved", label: "reportPromotions.statuses.reserved" },
    ],
  },
};
