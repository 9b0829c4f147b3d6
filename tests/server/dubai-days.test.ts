import { describe, expect, it } from "vitest";
import { addDays, daysBetween, dubaiDate, dubaiMidnightIso } from "../../server/src/lib/dubai.js";
import * as dashboard from "../../server/src/modules/admin-dashboard/repo.js";
import { previousRange, rangeOf } from "../../server/src/modules/reports/framework.js";

/** Calendar arithmetic on Asia/Dubai days (lib/dubai.ts), shared by the admin dashboard and the reports. */
describe("addDays and daysBetween", () => {
  it("count calendar days across month ends, leap days and years, both ends included", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-02-29", 1)).toBe("2024-03-01");
    expect(addDays("2025-01-01", -1)).toBe("2024-12-31");
    expect(addDays("2024-03-31", 0)).toBe("2024-03-31");
    expect(daysBetween("2024-01-01", "2024-12-31")).toBe(366);
    expect(daysBetween("2025-01-01", "2025-12-31")).toBe(365);
    expect(daysBetween("2024-03-05", "2024-03-05")).toBe(1);
  });

  it("are the ones the dashboard and the reports use", () => {
    expect(dashboard.addDays).toBe(addDays);
    expect(dashboard.daysBetween).toBe(daysBetween);
    // a report range is [00:00 Dubai on from, 00:00 Dubai the day after to); the previous period has the same length
    expect(rangeOf("2024-03-01", "2024-03-31")).toEqual({
      from: "2024-03-01",
      to: "2024-03-31",
      start: "2024-02-29T20:00:00.000Z",
      end: "2024-03-31T20:00:00.000Z",
    });
    expect(previousRange("2024-03-01", "2024-03-31")).toMatchObject({ from: "2024-01-30", to: "2024-02-29" });
    expect(dubaiDate(dubaiMidnightIso(addDays("2024-12-31", 1)))).toBe("2025-01-01");
  });
});
