import "../../../i18n/modules/partner-dispatch";
import { LeftOutlined, RightOutlined } from "@ant-design/icons";
import { Button, DatePicker, Flex, Segmented, Space, Tooltip, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { dayLabel } from "./dispatch-parts";
import { type DispatchView, dubaiToday, rangeOf, stepOf } from "./dispatch-time";

/**
 * The calendar's navigation: previous / today / next (a day or a week), a date picker, the day or week view (the
 * phone shows days only) and the dates shown. The arrows point the reading way (mirrored in Arabic).
 */
export function DispatchToolbar({
  view,
  date,
  narrow,
  dateFormat,
  onChange,
}: {
  view: DispatchView;
  date: string;
  narrow: boolean;
  dateFormat: string;
  onChange: (next: { view?: DispatchView; date?: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.language.startsWith("ar");
  const { from, to } = rangeOf(view, date);
  const previous = t(view === "day" ? "partnerDispatch.navigate.previousDay" : "partnerDispatch.navigate.previousWeek");
  const next = t(view === "day" ? "partnerDispatch.navigate.nextDay" : "partnerDispatch.navigate.nextWeek");
  const range =
    from === to
      ? dayLabel(from, i18n.language, "long")
      : `${dayLabel(from, i18n.language)} – ${dayLabel(to, i18n.language)}`;
  return (
    <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 12 }}>
      <Flex wrap gap={8} align="center">
        <Space.Compact>
          <Tooltip title={previous}>
            <Button
              aria-label={previous}
              icon={rtl ? <RightOutlined /> : <LeftOutlined />}
              onClick={() => onChange({ date: stepOf(view, date, -1) })}
              data-testid="dispatch-previous"
            />
          </Tooltip>
          <Button onClick={() => onChange({ date: dubaiToday() })} data-testid="dispatch-today">
            {t("partnerDispatch.navigate.today")}
          </Button>
          <Tooltip title={next}>
            <Button
              aria-label={next}
              icon={rtl ? <LeftOutlined /> : <RightOutlined />}
              onClick={() => onChange({ date: stepOf(view, date, 1) })}
              data-testid="dispatch-next"
            />
          </Tooltip>
        </Space.Compact>
        <DatePicker
          aria-label={t("partnerDispatch.navigate.date")}
          value={dayjs(date)}
          allowClear={false}
          format={dateFormat}
          onChange={(d) => d && onChange({ date: d.format("YYYY-MM-DD") })}
          style={{ width: 140 }}
          data-testid="dispatch-date"
        />
        <Typography.Text strong data-testid="dispatch-range">
          <bdi>{range}</bdi>
        </Typography.Text>
      </Flex>
      <Flex wrap gap={8} align="center">
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t("partnerDispatch.timezone")}
        </Typography.Text>
        {narrow ? null : (
          <Segmented<DispatchView>
            aria-label={t("partnerDispatch.view.label")}
            value={view}
            onChange={(v) => onChange({ view: v })}
            options={[
              { value: "day", label: t("partnerDispatch.view.day") },
              { value: "week", label: t("partnerDispatch.view.week") },
            ]}
            data-testid="dispatch-view"
          />
        )}
      </Flex>
    </Flex>
  );
}
