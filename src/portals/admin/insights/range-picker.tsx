import { DatePicker } from "antd";
import type { ComponentProps } from "react";

export type RangePickerProps = ComponentProps<typeof DatePicker.RangePicker>;

/**
 * antd's range picker (rc-picker, its styles and locale: about 32 KiB gzip), in a chunk of its own: `RangeField`
 * (./range-field.tsx) loads it when the admin first reaches for the dashboard's period, opened and focused.
 */
export default function RangePicker(props: RangePickerProps) {
  return <DatePicker.RangePicker {...props} defaultOpen autoFocus />;
}
