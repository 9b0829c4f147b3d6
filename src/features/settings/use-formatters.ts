import { useMemo } from "react";
import { type DisplayFormats, displayFormatsOf, formatDate, formatDateTime, formatTime } from "../../lib/format";
import { type ConfigState, useKhidmaStore } from "../../state";

/** The saved formats in a config state: `configurations` (get-configurations, any token), then settings, then defaults. */
export const displayFormatsOfConfig = (config: Pick<ConfigState, "configurations" | "settings">): DisplayFormats =>
  displayFormatsOf(Array.isArray(config.configurations) ? null : config.configurations, config.settings);

/**
 * Dates and times in Asia/Dubai in the platform's saved formats (`default_date_format`, `default_time_format`), the
 * one source every portal's lists format dates with. The component repaints when an admin saves other formats.
 */
export function useFormatters() {
  const date = useKhidmaStore((s) => displayFormatsOfConfig(s.config).date);
  const time = useKhidmaStore((s) => displayFormatsOfConfig(s.config).time);
  return useMemo(
    () => ({
      dateFormat: date,
      timeFormat: time,
      date: (value: Parameters<typeof formatDate>[0]) => formatDate(value, date),
      time: (value: Parameters<typeof formatTime>[0]) => formatTime(value, time),
      dateTime: (value: Parameters<typeof formatDateTime>[0]) => formatDateTime(value, date, time),
    }),
    [date, time],
  );
}
