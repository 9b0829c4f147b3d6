import "../../../i18n/modules/report-appointments";
import { defineReport } from "../define-report";

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
export const appointmentsSpec = defineReport("appointments", ({ c, col, figure, overTime, by, statuses }) => {
  const bookings = figure("bookings", "bookings", "count");
  return {
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
      overTime(figure("total", "appointments", "count"), figure("completed", "completed", "count")),
      by("status", bookings),
      by("reason", bookings),
      by("partner", bookings),
      by("category", bookings),
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
    filters: { category: true, emirate: true, search: true, statuses: statuses(STATUSES) },
  };
});
