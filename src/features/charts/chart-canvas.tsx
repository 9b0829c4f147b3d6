import "uplot/dist/uPlot.min.css";
import "./chart.css";
import { type CSSProperties, type ReactNode, useEffect, useRef } from "react";
import uPlot from "uplot";
import type { ChartSpec } from "./chart-options";

// uPlot (about 20 KiB gzip with its stylesheet) draws bars, lines, axes, a legend and a cursor on a canvas
// (docs/architecture.md, "Charts"). Shared by both portals; each screen loads it lazily. The options are built in
// chart-options.ts.

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

/** jsdom (unit tests) has no 2D context: the table below still carries the figures. */
const canDraw = () =>
  typeof ResizeObserver !== "undefined" && document.createElement("canvas").getContext("2d") !== null;

/**
 * A uPlot chart `height` px tall (its legend included) as wide as its card, redrawn at the card's width when it
 * changes. The chart is an image named `label`; the figures it draws follow as a table that only assistive
 * technology sees.
 */
export function ChartCanvas({
  config,
  label,
  table,
  height,
  testId,
}: {
  config: ChartSpec;
  label: string;
  table: FiguresTable;
  height: number;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box || !canDraw()) return undefined;
    const chart = new uPlot({ ...config.options, width: box.clientWidth || 300, height }, config.data, box);
    let width = -1;
    // follows the card's width; the legend (which wraps on a phone) and the plot share the height
    const resize = () => {
      if (box.clientWidth === width) return;
      width = box.clientWidth;
      const legend = chart.root.querySelector<HTMLElement>(".u-legend");
      chart.setSize({ width, height: Math.max(120, height - (legend?.offsetHeight ?? 0)) });
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(box);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [config, height]);
  return (
    <div className="khidma-chart" data-testid={testId}>
      <div ref={ref} role="img" aria-label={label} style={{ minHeight: height }} />
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
