import { DatePicker } from "antd";
import type { ComponentProps } from "react";

/** antd's range picker (rc-picker and its locale), in a chunk of its own: a report's custom period loads it. */
export default function RangePicker(props: ComponentProps<typeof DatePicker.RangePicker>) {
  return <DatePicker.RangePicker {...props} />;
}
