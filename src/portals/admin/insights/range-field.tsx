import { CalendarOutlined, SwapRightOutlined } from "@ant-design/icons";
import { ConfigProvider, Input, Space } from "antd";
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
  // from the first date to the second: the arrow points the way the fields read (left in Arabic)
  const rtl = useContext(ConfigProvider.ConfigContext).direction === "rtl";
  const format = typeof props.format === "string" ? props.format : "DD-MM-YYYY";
  const activate = () => setActive(true);
  const field = (day: Dayjs | undefined) => (
    <Input
      readOnly
      value={day ? day.format(format) : ""}
      aria-labelledby={props["aria-labelledby"]}
      onFocus={activate}
      onClick={activate}
      onKeyDown={activate}
      style={{ width: 130 }}
    />
  );
  const standIn = (
    <Space.Compact style={props.style}>
      {field(props.value?.[0])}
      <Space.Addon>
        <SwapRightOutlined aria-hidden rotate={rtl ? 180 : 0} />
      </Space.Addon>
      {field(props.value?.[1])}
      <Space.Addon>
        <CalendarOutlined aria-hidden />
      </Space.Addon>
    </Space.Compact>
  );
  if (!active) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RangePicker {...props} />
    </Suspense>
  );
}
