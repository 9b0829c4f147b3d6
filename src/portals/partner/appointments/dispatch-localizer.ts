import dayjs from "dayjs";
import { dayjsLocalizer } from "react-big-calendar";

/**
 * The dispatch grid's date localizer (react-big-calendar's dayjs localizer, see dispatch-grid.tsx), for floating
 * dates (dispatch-time.ts) and the UAE's Monday-to-Sunday week.
 */

// The library's dayjs localizer uses dayjs's time zone plugin when it is loaded (src/lib/format.ts loads it), which
// reads every date through Intl and the browser's zone; the grid works on floating dates, so it gets dayjs without it.
const plainDayjs = new Proxy(dayjs, {
  get: (target, key) => (key === "tz" ? undefined : Reflect.get(target, key)),
});
export const localizer = dayjsLocalizer(plainDayjs);
// The UAE's week runs Monday to Sunday (dayjs's English locale starts on Sunday).
const mondayStart = (d: Date) => {
  const day = new Date(d.getFullYear(), d.getMonth(), d.getDate());
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7));
  return day;
};
const baseStartOf = localizer.startOf.bind(localizer);
const baseEndOf = localizer.endOf.bind(localizer);
localizer.startOfWeek = () => 1;
localizer.startOf = (date: Date, unit: string) =>
  unit === "week" ? mondayStart(date) : baseStartOf(date, unit as never);
localizer.endOf = (date: Date, unit: string) => {
  if (unit !== "week") return baseEndOf(date, unit as never);
  const end = mondayStart(date);
  end.setDate(end.getDate() + 6);
  end.setHours(23, 59, 59, 999);
  return end;
};
