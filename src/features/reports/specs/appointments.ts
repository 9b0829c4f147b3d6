import "../../../i18n/modules/report-appointments";
import type { ReportSpec } from "../spec";

const c = (k: string) => `reportAppointments.cards.${k}`;
const col = (k: string) => `reportAppointments.columns.${k}`;
const ch = (k: string) => `reportAppointments.charts.${k}`;

const STATUSES = [
  "requested",
  "confirmed",
  "technician-assigned",
  "on-the-way",
  "in-progress",
  "completed",
  "cancelled",
  "declined",
  "no-show",
];

/** The appointments report (GET report/appointments): bookings by the day of their appointment. */
export const appointmentsSpec: ReportSpec = {
  name: "appointments",
  title: "titles.reportAppointments",
  description: "reportAppointments.description",
  cards: [
    { key: "total", label: c("total"), format: "count" },
    { key: "completed", label: c("completed"), format: "count" },
    { key: "cancelled", label: c("cancelled"), format: "count", lowerIsBetter: true },
    { key: "no_shows", label: c("noShows"), format: "count", lowerIsBetter: true },
    { key: "completion_rate", label: c("completionRate"), format: "percent" },
    { key: "on_time_rate", label: c("onTimeRate"), format: "percent" },
    { key: "average_lead_hours", label: c("leadTime"), format: "hours" },
    { key: "open", label: c("open"), format: "count" },
  ],
  charts: [
    {
      kind: "series",
      key: "over-time",
      title: ch("overTime"),
      bars: { key: "total", label: ch("appointments"), format: "count" },
      line: { key: "completed", label: ch("completed"), format: "count" },
      wide: true,
    },
    {
      kind: "breakdown",
      key: "by-status",
      title: ch("byStatus"),
      breakdown: "by_status",
      figure: { key: "bookings", label: ch("bookings"), format: "count" },
    },
    {
      kind: "breakdown",
      key: "by-reason",
      title: ch("byReason"),
      breakdown: "by_reason",
      figure: { key: "bookings", label: ch("bookings"), format: "count" },
    },
    {
      kind: "breakdown",
      key: "by-partner",
      title: ch("byPartner"),
      breakdown: "by_partner",
      figure: { key: "bookings", label: ch("bookings"), format: "count" },
    },
    {
      kind: "breakdown",
      key: "by-category",
      title: ch("byCategory"),
      breakdown: "by_category",
      figure: { key: "bookings", label: ch("bookings"), format: "count" },
    },
  ],
  columns: [
    { key: "number", title: col("number") },
    { key: "scheduled_at", title: col("scheduledAt"), format: "datetime" },
    { key: "booked_at", title: col("bookedAt"), format: "datetime" },
    { key: "customer", title: col("customer") },
    { key: "partner", title: col("partner") },
    { key: "service", title: col("service") },
    { key: "area", title: col("area") },
    { key: "status", title: col("status") },
    { key: "started_at", title: col("startedAt"), format: "datetime" },
    { key: "on_time", title: col("onTime") },
    { key: "lead_hours", title: col("leadHours"), format: "rating" },
    { key: "cancel_reason", title: col("reason") },
    { key: "total", title: col("total"), format: "money" },
  ],
  filters: {
    category: true,
    emirate: true,
    search: true,
    statuses: STATUSES.map((value) => ({ value, label: `reportAppointments.statuses.${value}` })),
  },
};
