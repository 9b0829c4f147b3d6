import "../../../i18n/modules/report-ratings";
import { createElement } from "react";
import { defineReport } from "../define-report";
import { RatingsDistribution } from "./ratings-distribution";

/** The ratings report (GET report/ratings): reviews written in the period, by partner, service and technician. */
export const ratingsSpec = defineReport("ratings", ({ k, c, col, ch, statuses }) => {
  const average = { key: "average_rating", label: k("breakdowns.average"), format: "rating" } as const;
  return {
    cards: [
      { key: "reviews", label: c("reviews"), format: "count" },
      { key: "average_rating", label: c("average"), format: "rating" },
      { key: "positive_rate", label: c("positive"), format: "percent" },
      { key: "low_ratings", label: c("low"), format: "count", lowerIsBetter: true },
      { key: "technician_average", label: c("technician"), format: "rating" },
      { key: "replied_rate", label: c("replied"), format: "percent" },
    ],
    charts: [
      {
        kind: "series",
        key: "average",
        title: ch("average"),
        bars: { key: "reviews", label: ch("reviews"), format: "count" },
        line: { key: "average_rating", label: c("average"), format: "rating" },
      },
      {
        kind: "custom",
        key: "distribution",
        title: ch("distribution"),
        render: (answer) => createElement(RatingsDistribution, { answer }),
      },
      ...(["partner", "service", "technician"] as const).map((by) => ({
        kind: "breakdown" as const,
        key: `by-${by}`,
        title: k(`breakdowns.by${by[0].toUpperCase()}${by.slice(1)}`),
        breakdown: `by_${by}`,
        figure: average,
        ...(by === "technician" ? { wide: true } : {}),
      })),
    ],
    columns: [
      { key: "date", title: col("date"), width: 110, format: "date" },
      { key: "booking_number", title: col("booking") },
      { key: "partner", title: col("partner") },
      { key: "service", title: col("service") },
      { key: "technician", title: col("technician") },
      { key: "customer", title: col("customer") },
      { key: "rating", title: col("rating"), format: "count" },
      { key: "technician_rating", title: col("technicianRating"), format: "count" },
      { key: "comment", title: col("comment") },
      { key: "status_label", title: col("status") },
      { key: "replied_label", title: col("replied") },
    ],
    filters: { category: true, emirate: true, statuses: statuses(["visible", "hidden"]), search: true },
  };
});
