import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { displayFormatsOfConfig, useFormatters } from "../../src/features/settings/use-formatters";
import { displayFormatsOf, formatDate, formatDateTime, setDisplayFormats } from "../../src/lib/format";
import { resetOnLogout, useKhidmaStore } from "../../src/state";

const AT = "2026-12-05T10:30:00Z"; // 14:30 in Dubai

afterEach(() => {
  setDisplayFormats({ date: "DD-MM-YYYY", time: "hh:mm A" });
  resetOnLogout();
  useKhidmaStore.setState((s) => ({ config: { ...s.config, configurations: null, settings: null } }));
});

describe("the saved date and time formats", () => {
  it("come from get-configurations first, then settings, then the defaults", () => {
    expect(displayFormatsOf(null, undefined)).toEqual({ date: "DD-MM-YYYY", time: "hh:mm A" });
    expect(displayFormatsOf({ default_date_format: "" }, { default_date_format: "YYYY-MM-DD" }).date).toBe(
      "YYYY-MM-DD",
    );
    expect(
      displayFormatsOf(
        { default_date_format: "D MMM YYYY" },
        { default_date_format: "YYYY-MM-DD", default_time_format: "HH:mm" },
      ),
    ).toEqual({ date: "D MMM YYYY", time: "HH:mm" });
    // a customer has no settings: the configurations alone
    expect(displayFormatsOfConfig({ configurations: { default_time_format: "HH:mm" }, settings: null }).time).toBe(
      "HH:mm",
    );
    expect(displayFormatsOfConfig({ configurations: [], settings: { default_date_format: "MM/DD/YYYY" } }).date).toBe(
      "MM/DD/YYYY",
    );
  });

  it("are what formatDate and formatDateTime use when a call names no format", () => {
    expect(formatDateTime(AT)).toBe("05-12-2026 02:30 PM");
    setDisplayFormats({ date: "D MMM YYYY", time: "HH:mm" });
    expect(formatDate(AT)).toBe("5 Dec 2026");
    expect(formatDateTime(AT)).toBe("5 Dec 2026 14:30");
    expect(formatDate(AT, "YYYY-MM-DD")).toBe("2026-12-05");
  });

  it("useFormatters repaints with the new formats as soon as the store has them", () => {
    const { result } = renderHook(() => useFormatters());
    expect(result.current.dateTime(AT)).toBe("05-12-2026 02:30 PM");
    act(() => useKhidmaStore.getState().setConfig({ configurations: { default_date_format: "YYYY-MM-DD" } }));
    expect(result.current.date(AT)).toBe("2026-12-05");
    act(() => useKhidmaStore.getState().setSettings({ default_time_format: "HH:mm" }));
    expect(result.current.dateTime(AT)).toBe("2026-12-05 14:30");
  });
});
