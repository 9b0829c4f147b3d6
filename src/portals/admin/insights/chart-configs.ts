import {
  barsAndLine,
  type ChartLook,
  type ChartSpec,
  compactAed,
  horizontalBars,
} from "../../../features/charts/chart-options";
import { formatMoney } from "../../../lib/format";

/** Bookings (bars, the reading side's axis) and revenue in AED (line, the other axis) per day; mirrored in Arabic. */
export function dailyConfig(
  series: { date: string; bookings: number; revenue: number }[],
  labels: { day: string; bookings: string; revenue: string },
  look: ChartLook,
): ChartSpec {
  return barsAndLine({
    dates: series.map((d) => d.date),
    dayLabel: labels.day,
    bars: { label: labels.bookings, values: series.map((d) => d.bookings), format: String },
    line: {
      label: labels.revenue,
      values: series.map((d) => d.revenue),
      format: (v) => formatMoney(v, look.lang),
    },
    lineAxis: compactAed,
    integerBars: true,
    look,
  });
}

/** The top categories by bookings as horizontal bars; the names on the reading side (right in Arabic). */
export function topCategoriesConfig(
  categories: { name: string; bookings: number }[],
  bookingsLabel: string,
  look: ChartLook,
): ChartSpec {
  return horizontalBars({
    names: categories.map((c) => c.name),
    values: categories.map((c) => c.bookings),
    label: bookingsLabel,
    look,
  });
}
