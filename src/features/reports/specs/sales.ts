import "../../../i18n/modules/report-sales";
import { defineReport } from "../define-report";

/** The sales report (GET report/sales): paid orders by the day they were paid. */
export const salesSpec = defineReport("sales", ({ c, col, figure, overTime, by, statuses }) => {
  const total = figure("total", "total", "money");
  return {
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
      overTime(figure("orders", "orders", "count"), total),
      by("category", total),
      by("partner", total),
      by("emirate", total),
      by("method", total, "by_payment_method"),
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
    filters: { category: true, emirate: true, search: true, statuses: statuses(["paid", "refunded"]) },
  };
});
