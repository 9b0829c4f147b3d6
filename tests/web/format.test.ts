import { afterEach, describe, expect, it, vi } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatTime,
  formattersFor,
  truncate,
} from "../../src/lib/format";

describe("truncate", () => {
  it("cuts at 50 characters and appends ' ...'", () => {
    const long = "x".repeat(60);
    expect(truncate(long)).toBe(`${"x".repeat(50)} ...`);
    expect(truncate("x".repeat(50))).toBe("x".repeat(50));
    expect(truncate("short")).toBe("short");
    expect(truncate("abcdef", 3)).toBe("abc ...");
    expect(truncate(null)).toBe("");
  });
});

describe("numbers and money", () => {
  it("formats with 2 decimals by default", () => {
    expect(formatNumber(1234.5)).toBe("1,234.50");
    expect(formatNumber("7")).toBe("7.00");
    expect(formatNumber(1.005, 0)).toBe("1");
    expect(formatNumber(Number.NaN)).toBe("0.00");
  });

  it("formats AED", () => {
    expect(formatMoney(1234.5)).toBe("AED 1,234.50");
    expect(formatMoney(1234.5, "en")).toBe("AED 1,234.50");
    expect(formatMoney(-3)).toBe("-AED 3.00");
    const ar = formatMoney(1234.5, "ar");
    expect(ar).toContain("1,234.50");
    expect(ar).not.toMatch(/[٠-٩]/);
  });

  it("builds each number format once, and keeps formats with other decimals apart", () => {
    const built: unknown[] = [];
    const Real = Intl.NumberFormat;
    vi.stubGlobal("Intl", {
      ...Intl,
      NumberFormat: class extends Real {
        constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
          super(...args);
          built.push(args);
        }
      },
    });
    const first = [formatNumber(1.5, 3), formatNumber(1.5, 4), formatMoney(2.5, "ar"), formatMoney(2.5)];
    for (let i = 0; i < 50; i++) {
      expect([formatNumber(1.5, 3), formatNumber(1.5, 4), formatMoney(2.5, "ar"), formatMoney(2.5)]).toEqual(first);
    }
    expect(first.slice(0, 2)).toEqual(["1.500", "1.5000"]);
    expect(first[3]).toBe("AED 2.50");
    expect(built.length).toBeLessThanOrEqual(3);
  });
});

afterEach(() => vi.unstubAllGlobals());

describe("dates in Asia/Dubai", () => {
  it("converts UTC instants to Dubai time with the default formats", () => {
    expect(formatDate("2025-01-31T20:30:00Z")).toBe("01-02-2025");
    expect(formatTime("2025-01-31T20:30:00Z")).toBe("12:30 AM");
    expect(formatDateTime("2025-01-31T08:05:00.000Z")).toBe("31-01-2025 12:05 PM");
    expect(formatTime("2025-01-31 08:05:00")).toBe("12:05 PM");
    expect(formatTime(new Date(Date.UTC(2025, 0, 1, 0, 0)))).toBe("04:00 AM");
  });

  it("leaves wall-clock dates and times alone", () => {
    expect(formatDate("2025-01-31")).toBe("31-01-2025");
    expect(formatTime("14:30")).toBe("02:30 PM");
    expect(formatTime("09:15:00")).toBe("09:15 AM");
  });

  it("uses the settings' formats and tolerates empty input", () => {
    const f = formattersFor({ default_date_format: "YYYY/MM/DD", default_time_format: "HH:mm" });
    expect(f.date("2025-01-31T20:30:00Z")).toBe("2025/02/01");
    expect(f.time("2025-01-31T20:30:00Z")).toBe("00:30");
    expect(formattersFor(null).date("2025-01-31")).toBe("31-01-2025");
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});
