import "../../../i18n/modules/report-offers";
import type { ReportSpec } from "../spec";

const c = (k: string) => `reportOffers.cards.${k}`;
const col = (k: string) => `reportOffers.columns.${k}`;
const ch = (k: string) => `reportOffers.charts.${k}`;

/** The offers report (GET report/offers): partner promotions (partner-funded coupons) valid in the period, one row each. */
export const offersSpec: ReportSpec = {
  name: "offers",
  title: "titles.reportOffers",
  description: "reportOffers.description",
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
      key: "by-offer",
      title: ch("byOffer"),
      breakdown: "by_offer",
      figure: { key: "discount", label: ch("discount"), format: "money" },
    },
    {
      kind: "breakdown",
      key: "by-partner",
      title: ch("byPartner"),
      breakdown: "by_partner",
      figure: { key: "discount", label: ch("discount"), format: "money" },
    },
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
  filters: {
    category: true,
    emirate: false,
    search: true,
    statuses: [
      { value: "active", label: "reportOffers.statuses.active" },
      { value: "inactive", label: "reportOffers.statuses.inactive" },
    ],
  },
};
