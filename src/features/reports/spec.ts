import type { ReactNode } from "react";

/**
 * A report screen's declaration (issue 19): what `<ReportScreen spec={...} side="admin"|"partner" />` shows for one
 * `GET report/{name}`. Every label is an i18n key (the spec's module registers its strings). Specs live in
 * `src/features/reports/specs/<name>.ts`; both portals render the same spec.
 */

export type ReportName = "sales" | "appointments" | "packages" | "promotions" | "ratings" | "contracts" | "offers";

/** How a figure reads: AED, a whole number, a percentage (0-100), hours, a rating (1 decimal) or text as it is. */
export type FigureFormat = "money" | "count" | "percent" | "hours" | "rating" | "text";

/**
 * A table column's value: a figure, or a Dubai date (`YYYY-MM-DD`) or date and time (`YYYY-MM-DD HH:mm`) as the API
 * and the CSV write them, shown in the platform's saved date and time formats.
 */
export type ColumnFormat = FigureFormat | "date" | "datetime";

export interface ReportCard {
  /** The `summary` figure. */
  key: string;
  /** i18n key. */
  label: string;
  format: FigureFormat;
  /** A fall is good news (cancellations, no-shows): the change against the previous period shows green. */
  lowerIsBetter?: boolean;
}

export interface ChartFigure {
  /** The series point's figure. */
  key: string;
  /** i18n key. */
  label: string;
  format: FigureFormat;
}

export type ReportChart =
  /** The series over time: `bars` per bucket and `line` on its own axis. */
  | { kind: "series"; key: string; title: string; bars: ChartFigure; line: ChartFigure; wide?: boolean }
  /** One breakdown (`breakdowns[breakdown]`) as horizontal bars of `figure`. */
  | {
      kind: "breakdown";
      key: string;
      title: string;
      breakdown: string;
      figure: ChartFigure;
      wide?: boolean;
    }
  /** Anything else (e.g. a distribution), drawn by the spec itself from the answer. */
  | { kind: "custom"; key: string; title: string; render: (answer: ReportAnswer) => ReactNode; wide?: boolean };

export interface ReportColumn {
  /** The row's field. */
  key: string;
  /** i18n key. */
  title: string;
  format?: ColumnFormat;
  width?: number;
}

export interface ReportFilterSpec {
  category?: boolean;
  emirate?: boolean;
  /** The statuses `status` accepts, with their i18n label keys; none: no status filter. */
  statuses?: Array<{ value: string; label: string }>;
  /** A search box (the report searches its text rows). */
  search?: boolean;
}

export interface ReportSpec {
  name: ReportName;
  /** i18n keys. */
  title: string;
  description?: string;
  cards: ReportCard[];
  charts: ReportChart[];
  columns: ReportColumn[];
  filters: ReportFilterSpec;
  /** The rows' unique field (default `id`). */
  rowKey?: string;
}

export type Figures = Record<string, number>;

export interface ReportAnswer {
  filters: {
    from: string;
    to: string;
    group_by: "day" | "week" | "month";
    partner_id: number | null;
    category_id: number | null;
    emirate_id: number | null;
    status: string | null;
  };
  summary: Figures;
  previous: Figures | null;
  previous_range: { from: string; to: string } | null;
  series: Array<{ period: string } & Figures>;
  breakdowns: Record<string, Array<{ key: string | number; label: string } & Figures>>;
  rows: {
    data: Array<Record<string, unknown>>;
    total: number;
    current_page: number;
    per_page: number;
    last_page: number;
  };
}

/** The refine resource identifier of a report on a side (`admin-report-sales`): its list and export permissions. */
export const reportResource = (side: "admin" | "partner", name: ReportName) => `${side}-report-${name}`;
