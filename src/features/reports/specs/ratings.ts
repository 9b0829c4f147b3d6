import "../../../i18n/modules/report-ratings";
import { createElement } from "react";
import type { ReportSpec } from "../spec";
import { RatingsDistribution } from "./ratings-distribution";

/** The ratings report (GET report/ratings): reviews written in the period, by partner, service and technician. */
export const ratingsSpec: ReportSpec = {
  name: "ratings",
  title: "titles.reportRatings",
  description: "reportRatings.description",
  cards: [
    { key: "reviews", label: "reportRatings.cards.reviews", format: "count" },
    { key: "average_rating", label: "reportRatings.cards.average", format: "rating" },
    { key: "positive_rate", label: "reportRatings.cards.positive", format: "percent" },
    { key: "low_ratings", label: "reportRatings.cards.low", format: "count", lowerIsBetter: true },
    { key: "technician_average", label: "reportRatings.cards.technician", format: "rating" },
    { key: "replied_rate", label: "reportRatings.cards.replied", format: "percent" },
  ],
  charts: [
    {
      kind: "series",
      key: "average",
      title: "reportRatings.charts.average",
      bars: { key: "reviews", label: "reportRatings.charts.reviews", format: "count" },
      line: { key: "average_rating", label: "reportRatings.cards.average", format: "rating" },
    },
    {
      kind: "custom",
      key: "distribution",
      title: "reportRatings.charts.distribution",
      render: (answer) => createElement(RatingsDistribution, { answer }),
    },
    {
      kind: "breakdown",
      key: "by-partner",
      title: "reportRatings.breakdowns.byPartner",
      breakdown: "by_partner",
      figure: { key: "average_rating", label: "reportRatings.breakdowns.average", format: "rating" },
    },
    {
      kind: "breakdown",
      key: "by-service",
      title: "reportRatings.breakdowns.byService",
      breakdown: "by_service",
      figure: { key: "average_rating", label: "reportRatings.breakdowns.average", format: "rating" },
    },
    {
      kind: "breakdown",
      key: "by-technician",
      title: "reportRatings.breakdowns.byTechnician",
      breakdown: "by_technician",
      figure: { key: "average_rating", label: "reportRatings.breakdowns.average", format: "rating" },
      wide: true,
    },
  ],
  columns: [
    { key: "date", title: "reportRatings.columns.date", width: 110, format: "date" },
    { key: "booking_number", title: "reportRatings.columns.booking" },
    { key: "partner", title: "reportRatings.columns.partner" },
    { key: "service", title: "reportRatings.columns.service" },
    { key: "technician", title: "reportRatings.columns.technician" },
    { key: "customer", title: "reportRatings.columns.customer" },
    { key: "rating", title: "reportRatings.columns.rating", format: "count" },
    { key: "technician_rating", title: "reportRatings.columns.technicianRating", format: "count" },
    { key: "comment", title: "reportRatings.columns.comment" },
    { key: "status_label", title: "reportRatings.columns.status" },
    { key: "replied_label", title: "reportRatings.columns.replied" },
  ],
  filters: {
    category: true,
    emirate: true,
    statuses: [
      { value: "visible", label: "reportRatings.statuses.visible" },
      { value: "hidden", label: "reportRatings.statuses.hidden" },
    ],
    search: true,
  },
};
