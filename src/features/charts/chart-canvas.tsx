import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import { type CSSProperties, type ReactNode, useEffect, useRef } from "react";

// Only the pieces the charts draw (the admin dashboard's, a coupon's burn-down: bars, lines, category and linear axes,
// legend, tooltip): chart.js 4 is tree-shaken to what is registered here (docs/architecture.md, "Charts"). Shared by
// both portals; each screen loads it lazily.
Chart.register(
  BarController,
  LineController,
  BarElement,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

/** Hidden from sight, read by screen readers (the figures behind a chart). */
const visuallyHidden: CSSProperties = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
};

export interface FiguresTable {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}

/**
 * A chart.js chart on a canvas of `height` px (the width follows the card). The canvas is an image named `label`;
 * the figures it draws follow as a table that only assistive technology sees.
 */
export function ChartCanvas({
  config,
  label,
  table,
  height,
  testId,
}: {
  config: ChartConfiguration;
  label: string;
  table: FiguresTable;
  height: number;
  testId?: string;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    // jsdom (unit tests) has no 2D context: the table below still carries the figures.
    if (!canvas?.getContext("2d")) return undefined;
    const chart = new Chart(canvas, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div style={{ position: "relative", height }} data-testid={testId}>
      <canvas ref={ref} role="img" aria-label={label} />
      <FiguresTableView table={table} />
    </div>
  );
}

function FiguresTableView({ table }: { table: FiguresTable }): ReactNode {
  return (
    // the box hides the table: a table's width never shrinks below its content, so it cannot be the 1px box itself
    // (it spilled past a phone's screen and widened the page)
    <div style={visuallyHidden}>
      <table>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={`h${String(cell)}`} scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
