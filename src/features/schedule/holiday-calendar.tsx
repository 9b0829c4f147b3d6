import { Calendar, Grid, Tag, Tooltip } from "antd";
import type { Dayjs } from "dayjs";
import type { Holiday, PublicHoliday } from "./types";

const within = (day: string, start: string, end: string) => day >= start && day <= end;

/** A month calendar of holiday ranges (purple) and the public holidays (blue), dates Asia/Dubai wall-clock. */
export function HolidayCalendar({
  holidays,
  publicHolidays = [],
  onPick,
}: {
  holidays: Holiday[];
  publicHolidays?: PublicHoliday[];
  onPick?: (holiday: Holiday) => void;
}) {
  const wide = Grid.useBreakpoint().md ?? true;
  const cell = (date: Dayjs) => {
    const day = date.format("YYYY-MM-DD");
    const own = holidays.filter((h) => within(day, h.start_date, h.end_date));
    const pub = publicHolidays.filter((h) => within(day, h.start_date, h.end_date));
    if (own.length === 0 && pub.length === 0) return null;
    if (!wide) {
      // a phone's small calendar: a dot under the day, the names in its tooltip
      const names = [...own.map((h) => h.title), ...pub.map((h) => h.name)].join(", ");
      return (
        <Tooltip title={names}>
          <span
            data-testid={`cal-${day}`}
            role="img"
            aria-label={names}
            style={{
              display: "block",
              width: 6,
              height: 6,
              margin: "0 auto",
              borderRadius: 3,
              background: own.length > 0 ? "#722ed1" : "#1677ff",
            }}
          />
        </Tooltip>
      );
    }
    return (
      <div style={{ display: "flex", flexDirection: "column", gap: 2 }} data-testid={`cal-${day}`}>
        {own.map((h) => (
          <Tooltip key={`h${h.id}`} title={h.title}>
            <Tag
              color="purple"
              style={{ marginInlineEnd: 0, cursor: onPick ? "pointer" : undefined, overflow: "hidden" }}
              onClick={() => onPick?.(h)}
            >
              {h.title}
            </Tag>
          </Tooltip>
        ))}
        {pub.map((h) => (
          <Tooltip key={`p${h.id}`} title={h.name}>
            <Tag color={h.is_tentative ? "gold" : "blue"} style={{ marginInlineEnd: 0, overflow: "hidden" }}>
              {h.name}
            </Tag>
          </Tooltip>
        ))}
      </div>
    );
  };
  return (
    <Calendar fullscreen={wide} cellRender={(date, info) => (info.type === "date" ? cell(date) : info.originNode)} />
  );
}
