import "../../../i18n/modules/report-sales";
import type { ReportSpec } from "../spec";

const c = (k: string) => `reportSales.cards.${k}`;
const col = (k: string) => `reportSales.columns.${k}`;
const ch = (k: string) => `reportSales.charts.${k}`;

/** The sales report (GET report/sales): paid orders by the day they were paid. */
export const salesSpec: ReportSpec = {
  name: "sales",
  title: "titles.reportSales",
  description: "reportSales.description",
  cards: [
    { key: "orders", label: c("orders"), format: "count" },
    { key: "gross", label: c("gross"), format: "money" },
    { key: "discounts", label: c("discounts"), format: "money", lowerIsBetter: true },
    { key: "total", label: c("total"), format: "money" },
    { key: "vat", label: c("vat"), format: "money" },
    { key: "net", label: c("net"), format: "money" },
    { key: "commission", label: c("commission"), format: "money" },
    { key: "partner_net", label: c("partnerNet"), format: "money" },
    { key: "average_order", label: c("average"), format: "money" },
  ],
  charts: [
    {
      kind: "series",
      key: "over-time",
      title: ch("overTime"),
      bars: { key: "orders", label: ch("orders"), format: "count" },
      line: { key: "total", label: ch("total"), format: "money" },
      wide: true,
    },
    {
      kind: "breakdown",
      key: "by-category",
      title: ch("byCategory"),
      breakdown: "by_category",
      figure: { key: "total", label: ch("total"), format: "money" },
    },
    {
      kind: "breakdown",
      key: "by-partner",
      title: ch("byPartner"),
      breakdown: "by_partner",
      figure: { key: "total", label: ch("total"), format: "money" },
    },
    {
      kind: "breakdown",
      key: "by-emirate",
      title: ch("byEmirate"),
      breakdown: "by_emirate",
      figure: { key: "total", label: ch("total"), format: "money" },
    },
    {
      kind: "breakdown",
      key: "by-method",
      title: ch("byMethod"),
      breakdown: "by_payment_method",
      figure: { key: "total", label: ch("total"), format: "money" },
    },
  ],
  columns: [
    { key: "number", title: col("number") },
    { key: "paid_at", title: col("paidAt"), format: "datetime" },
    { key: "customer", title: col("customer") },
    { key: "partner", title: col("partner") },
    { key: "kind", title: col("kind") },
    { key: "payment_method", title: col("method") },
    { key: "status", title: col("status") },
    { key: "gross", title: col("gross"), format: "money" },
    { key: "discount", title: col("discount"), format: "money" },
    { key: "total", title: col("total"), format: "money" },
    { key: "vat", title: col("vat"), format: "money" },
    { key: "net", title: col("net"), format: "money" },
    { key: "commission", title: col("commission"), format: "money" },
  ],
  filters: {
    category: true,
    emirate: true,
    search: true,
    statuses: [
      { value: "paid", label: "reportSales.statuses.paid" },
      { value: "refunded", label: "reportSales.statuses.refunded" },
    ],
  },
};
