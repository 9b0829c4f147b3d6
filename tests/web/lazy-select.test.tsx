import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import RcSelect from "rc-select";
import { afterEach, describe, expect, it, vi } from "vitest";
import LazyRcSelect from "../../src/shell/vendor/lazy-rc-select";

// Builds hand antd's Select src/shell/vendor/lazy-rc-select.tsx instead of rc-select (vite.config.ts importSwaps):
// until rc-select has loaded, a closed select is drawn by the stand-in, which must look exactly like rc-select's.

const options = [
  { value: "", label: "All statuses" },
  { value: "active", label: "Active" },
  { value: "blocked", label: "Blocked", title: "Blocked partners" },
];
const arrow = <span className="anticon anticon-down">v</span>;
// What antd's Select hands rc-select for a filter-bar select (classes, icons and popup settings computed by antd).
const base = {
  prefixCls: "ant-select",
  className: "ant-select-outlined css-var-r0 ant-select-css-var",
  style: { flex: "1 1 160px", maxWidth: 220 },
  suffixIcon: () => arrow,
  menuItemSelectedIcon: null,
  removeIcon: null,
  notFoundContent: <span>Nothing</span>,
  dropdownClassName: "x",
  dropdownStyle: { zIndex: 1050 },
  transitionName: "ant-slide-up",
  listHeight: 256,
  listItemHeight: 32,
  placement: "bottomLeft" as const,
  direction: "ltr" as const,
  virtual: true,
  "aria-label": "Status",
  "data-testid": "status-filter",
};

const cases: [string, Record<string, unknown>][] = [
  ["a chosen option", { id: "s1", value: "active", options }],
  ["an option with its own title", { id: "s2", value: "blocked", options }],
  ["the empty-string option", { id: "s3", value: "", options }],
  ["a placeholder, nothing chosen", { id: "s4", value: undefined, placeholder: "All partners", options }],
  ["null", { id: "s5", value: null, placeholder: "Pick", options }],
  ["a value not among the options", { id: "s6", value: 42, options }],
  ["search, clear icon and a value", { id: "s7", value: "active", showSearch: true, allowClear: { clearIcon: "x" } }],
  ["clear allowed, nothing chosen", { id: "s8", allowClear: { clearIcon: "x" }, options }],
  ["disabled", { id: "s9", value: "active", disabled: true, options }],
  ["loading", { id: "s10", loading: true, options: [] }],
  ["grouped options", { id: "s11", value: "b", options: [{ label: "G", options: [{ value: "b", label: "Bee" }] }] }],
  ["no arrow", { id: "s12", value: "active", options, suffixIcon: null }],
];

const classes = (el: Element) => [...el.classList].sort().join(" ");
/** The element tree as tags, sorted classes and attributes, so attribute and class order do not count. */
function shape(el: Element): unknown {
  const attrs = Object.fromEntries(
    [...el.attributes].filter((a) => a.name !== "class").map((a) => [a.name, a.value.replace(/\s+/g, "")]),
  );
  return {
    tag: el.tagName,
    class: classes(el),
    attrs,
    text: el.children.length ? undefined : el.textContent,
    children: [...el.children].map(shape),
  };
}

afterEach(cleanup);

describe("a closed select before rc-select has loaded", () => {
  it.each(cases)("draws what rc-select draws: %s", (_name, props) => {
    const real = render(<RcSelect {...base} {...props} />);
    const expected = shape(real.container.firstElementChild as Element);
    real.unmount();
    const standIn = render(<LazyRcSelect {...base} {...props} />);
    expect(shape(standIn.container.firstElementChild as Element)).toEqual(expected);
    standIn.unmount();
  });

  it("clears its value without loading rc-select", () => {
    const onChange = vi.fn();
    const onClear = vi.fn();
    const { container } = render(
      <LazyRcSelect {...base} value="active" options={options} allowClear onChange={onChange} onClear={onClear} />,
    );
    fireEvent.mouseDown(container.querySelector(".ant-select-clear") as Element);
    expect(onClear).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledWith(undefined, undefined);
  });

  it("a mouse down loads rc-select, opens the list and the chosen option reaches onChange", async () => {
    const onChange = vi.fn();
    render(
      <>
        <LazyRcSelect {...base} id="one" virtual={false} value="" options={options} onChange={onChange} />
        <LazyRcSelect {...base} id="two" value="active" options={options} aria-label="Other" data-testid="other" />
      </>,
    );
    await act(async () => {
      fireEvent.mouseDown(screen.getByTestId("status-filter"));
    });
    const option = await screen.findByTitle("Blocked partners");
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith("blocked", expect.objectContaining({ value: "blocked" }));
    // the other select became rc-select's too, closed
    await waitFor(() => expect(screen.getByTestId("other")).toHaveClass("ant-select-single"));
    expect(screen.getAllByRole("combobox")[1]).toHaveAttribute("aria-expanded", "false");
  });
});
