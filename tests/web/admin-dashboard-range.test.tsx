import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import dayjs from "dayjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RangeField } from "../../src/portals/admin/insights/range-field";

afterEach(cleanup);

const show = (onChange = vi.fn()) => {
  const today = dayjs("2026-07-31");
  render(
    <>
      <span id="period">Period</span>
      <RangeField
        aria-labelledby="period"
        value={[dayjs("2026-07-01"), today]}
        onChange={onChange}
        presets={[{ label: "Last 7 days", value: [today.subtract(6, "day"), today] }]}
        allowClear={false}
        format="DD-MM-YYYY"
      />
    </>,
  );
  return onChange;
};

describe("admin dashboard period", () => {
  it("shows the range in two labelled fields before the picker has loaded", () => {
    show();
    const fields = screen.getAllByRole("textbox", { name: "Period" });
    expect(fields.map((f) => (f as HTMLInputElement).value)).toEqual(["01-07-2026", "31-07-2026"]);
    expect(document.querySelector(".ant-picker")).toBeNull();
  });

  it("a click brings the range picker, open with its presets, and a preset picks a range", async () => {
    const onChange = show();
    fireEvent.click(screen.getAllByRole("textbox", { name: "Period" })[0]);
    const preset = await screen.findByText("Last 7 days");
    expect(document.querySelector(".ant-picker-range")).not.toBeNull();
    expect((document.querySelector(".ant-picker-range input") as HTMLInputElement).value).toBe("01-07-2026");
    fireEvent.click(preset);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const [range] = onChange.mock.calls[0];
    expect(range.map((d: dayjs.Dayjs) => d.format("YYYY-MM-DD"))).toEqual(["2026-07-25", "2026-07-31"]);
  });
});
