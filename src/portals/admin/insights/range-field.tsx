import { CalendarOutlined, SwapRightOutlined } from "@ant-design/icons";
import { ConfigProvider, theme } from "antd";
import type { Dayjs } from "dayjs";
import { lazy, Suspense, useContext, useState } from "react";
import type { RangePickerProps } from "./range-picker";

const RangePicker = lazy(() => import("./range-picker"));

/**
 * The dashboard's period: two read-only fields showing the range until the admin clicks, focuses or types in one;
 * then antd's range picker (./range-picker.tsx, lazy) takes their place, open and focused. The dashboard's first
 * load does not download the picker for a range most visits never change.
 */
export function RangeField(props: Omit<RangePickerProps, "value"> & { value: [Dayjs, Dayjs] | null }) {
  const [active, setActive] = useState(false);
  const { token } = theme.useToken();
  // from the first date to the second: the arrow points the way the fields read (left in Arabic)
  const rtl = useContext(ConfigProvider.ConfigContext).direction === "rtl";
  const format = typeof props.format === "string" ? props.format : "DD-MM-YYYY";
  const activate = () => setActive(true);
  // plain inputs drawn like the closed range picker (one bordered box, the two dates, the arrow, the calendar), so
  // the dashboard's first load needs neither the picker nor antd's Input
  const field = (day: Dayjs | undefined) => (
    <input
      readOnly
      value={day ? day.format(format) : ""}
      aria-labelledby={props["aria-labelledby"]}
      onFocus={activate}
      onClick={activate}
      onKeyDown={activate}
      style={{
        width: 96,
        border: 0,
        padding: 0,
        background: "transparent",
        color: token.colorText,
        font: "inherit",
        textAlign: "center",
      }}
    />
  );
  const standIn = (
    <span
      style={{
        ...props.style,
        display: "inline-flex",
        alignItems: "center",
        gap: token.paddingXS,
        height: token.controlHeight,
        paddingInline: token.paddingSM - token.lineWidth,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
        fontSize: token.fontSize,
        color: token.colorTextQuaternary,
      }}
    >
      {field(props.value?.[0])}
      <SwapRightOutlined aria-hidden rotate={rtl ? 180 : 0} />
      {field(props.value?.[1])}
      <CalendarOutlined aria-hidden />
    </span>
  );
  if (!active) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RangePicker {...props} />
    </Suspense>
  );
}
