import { cleanup, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ReportAnswer } from "../../src/features/reports/spec";
import { ratingsSpec } from "../../src/features/reports/specs/ratings";
import { RatingsDistribution } from "../../src/features/reports/specs/ratings-distribution";
import { i18n, initI18n } from "../../src/i18n";

const ANSWER = {
  filters: { from: "2026-06-01", to: "2026-06-03", group_by: "day" },
  summary: { reviews: 10, average_rating: 4.1, rating_1: 1, rating_2: 0, rating_3: 1, rating_4: 3, rating_5: 5 },
  series: [
    {
      period: "2026-06-01",
      reviews: 6,
      average_rating: 4.5,
      rating_1: 0,
      rating_2: 0,
      rating_3: 0,
      rating_4: 3,
      rating_5: 3,
    },
    {
      period: "2026-06-02",
      reviews: 0,
      average_rating: 0,
      rating_1: 0,
      rating_2: 0,
      rating_3: 0,
      rating_4: 0,
      rating_5: 0,
    },
    {
      period: "2026-06-03",
      reviews: 4,
      average_rating: 3.5,
      rating_1: 1,
      rating_2: 0,
      rating_3: 1,
      rating_4: 0,
      rating_5: 2,
    },
  ],
} as unknown as ReportAnswer;

const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <RatingsDistribution answer={ANSWER} />
    </I18nextProvider>,
  );

beforeAll(() => {
  initI18n("en");
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

describe("ratings report: the distribution", () => {
  it("shows the period's 1-5 stars and, per bucket with reviews, its stars and average", () => {
    show();
    expect(screen.getByTestId("ratings-distribution-5")).toHaveTextContent("5");
    expect(screen.getByRole("progressbar", { name: "5 stars" })).toHaveAttribute("aria-valuenow", "50");
    expect(screen.getByRole("progressbar", { name: "1 star" })).toHaveAttribute("aria-valuenow", "10");
    const table = screen.getByRole("table", { name: "Stars over time" });
    const rows = within(table).getAllByRole("row");
    // the header, then 01-06 and 03-06 (a day without reviews is left out)
    expect(rows).toHaveLength(3);
    // columns 5 stars to 1 star, then the average
    expect(within(rows[1]).getByRole("rowheader")).toHaveTextContent("01-06");
    expect(
      within(rows[1])
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["3", "3", "0", "0", "0", "4.5"]);
    expect(rows[2]).toHaveTextContent("03-06");
    expect(rows[2]).toHaveTextContent("3.5");
  });

  it("reads in Arabic", async () => {
    await i18n.changeLanguage("ar");
    show();
    expect(screen.getByRole("table", { name: "النجوم عبر الزمن" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "نجمة واحدة" })).toBeInTheDocument();
  });

  it("the spec's table columns are the export's (the same rows)", () => {
    expect(ratingsSpec.columns.map((c) => c.key)).toEqual([
      "date",
      "booking_number",
      "partner",
      "service",
      "technician",
      "customer",
      "rating",
      "technician_rating",
      "comment",
      "status_label",
      "replied_label",
    ]);
    expect(ratingsSpec.filters.statuses?.map((s) => s.value)).toEqual(["visible", "hidden"]);
  });
});
