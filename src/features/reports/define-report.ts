import type { ChartFigure, FigureFormat, ReportChart, ReportName, ReportSpec } from "./spec";

/** What a report's spec is built with: the keys of its strings module and the charts the reports share. */
export interface ReportKit {
  /** `report<Name>.<path>` (e.g. `k("breakdowns.byPartner")`). */
  k: (path: string) => string;
  /** `report<Name>.cards.<key>`, `.columns.<key>`, `.charts.<key>`. */
  c: (key: string) => string;
  col: (key: string) => string;
  ch: (key: string) => string;
  /** A chart's figure, labelled `report<Name>.charts.<label>`. */
  figure: (key: string, label: string, format: FigureFormat) => ChartFigure;
  /** The series over time, full width: `bars` per bucket, `line` on its own axis (titled charts.overTime). */
  overTime: (bars: ChartFigure, line: ChartFigure) => ReportChart;
  /** The breakdown `by_<name>` (or `breakdown`) as bars of `figure`: key `by-<name>`, titled charts.by<Name>. */
  by: (name: string, figure: ChartFigure, breakdown?: string) => ReportChart;
  /** The status filter's options, each labelled `report<Name>.statuses.<value>`. */
  statuses: (values: readonly string[]) => Array<{ value: string; label: string }>;
}

const capital = (s: string) => `${s[0].toUpperCase()}${s.slice(1)}`;

/**
 * A report's spec (issue 19): its name, its title (`titles.report<Name>`, with the other screen titles) and its
 * description (`report<Name>.description`, in the report's strings module), and what `build` makes with the kit.
 */
export function defineReport(
  name: ReportName,
  build: (kit: ReportKit) => Omit<ReportSpec, "name" | "title" | "description">,
): ReportSpec {
  const ns = `report${capital(name)}`;
  const k = (path: string) => `${ns}.${path}`;
  const ch = (key: string) => k(`charts.${key}`);
  const kit: ReportKit = {
    k,
    c: (key) => k(`cards.${key}`),
    col: (key) => k(`columns.${key}`),
    ch,
    figure: (key, label, format) => ({ key, label: ch(label), format }),
    overTime: (bars, line) => ({ kind: "series", key: "over-time", title: ch("overTime"), bars, line, wide: true }),
    by: (by, figure, breakdown = `by_${by}`) => ({
      kind: "breakdown",
      key: `by-${by}`,
      title: ch(`by${capital(by)}`),
      breakdown,
      figure,
    }),
    statuses: (values) => values.map((value) => ({ value, label: k(`statuses.${value}`) })),
  };
  return { name, title: `titles.${ns}`, description: k("description"), ...build(kit) };
}
