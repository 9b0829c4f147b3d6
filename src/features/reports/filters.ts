import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/**
 * A report's filters, kept in the URL's search params (a report link or a reload shows the same report): the period
 * (a preset or custom from/to, Asia/Dubai days), compare, partner, category, emirate, status, group by, search and the
 * table's page.
 */

export type Preset = "last7" | "last30" | "thisMonth" | "lastMonth" | "thisQuarter" | "thisYear" | "custom";
export const PRESETS: Preset[] = ["last7", "last30", "thisMonth", "lastMonth", "thisQuarter", "thisYear", "custom"];
export type GroupBy = "day" | "week" | "month";

const DAY_MS = 86_400_000;
const DUBAI_MS = 4 * 3_600_000;

/** Today in Dubai, YYYY-MM-DD. */
export const dubaiToday = (now = Date.now()) => new Date(now + DUBAI_MS).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const ymd = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);

/** The days a preset covers, ending today at the latest (Dubai). */
export function presetRange(preset: Exclude<Preset, "custom">, today = dubaiToday()): { from: string; to: string } {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7)) - 1;
  switch (preset) {
    case "last7":
      return { from: addDays(today, -6), to: today };
    case "last30":
      return { from: addDays(today, -29), to: today };
    case "thisMonth":
      return { from: ymd(y, m, 1), to: today };
    case "lastMonth":
      return { from: ymd(y, m - 1, 1), to: ymd(y, m, 0) };
    case "thisQuarter":
      return { from: ymd(y, m - (m % 3), 1), to: today };
    case "thisYear":
      return { from: ymd(y, 0, 1), to: today };
  }
}

export interface ReportFilterState {
  preset: Preset;
  from: string;
  to: string;
  compare: boolean;
  partner_id?: number;
  category_id?: number;
  emirate_id?: number;
  status?: string;
  group_by: GroupBy;
  search?: string;
  page: number;
  per_page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const intOf = (v: string | null) => {
  const n = v === null || v === "" ? Number.NaN : Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The filters in the URL, and a setter that writes a change (back to page 1 unless the page itself changes). */
export function useReportFilters() {
  const [params, setParams] = useSearchParams();
  const state = useMemo<ReportFilterState>(() => {
    const from = params.get("from");
    const to = params.get("to");
    const asked = params.get("preset") as Preset | null;
    const custom = from !== null && to !== null && DATE.test(from) && DATE.test(to);
    const preset: Preset =
      asked && PRESETS.includes(asked) && asked !== "custom" ? asked : custom ? "custom" : "last30";
    const range = preset === "custom" ? { from: from as string, to: to as string } : presetRange(preset);
    const groupBy = params.get("group_by");
    return {
      preset,
      ...range,
      compare: params.get("compare") === "1",
      partner_id: intOf(params.get("partner_id")),
      category_id: intOf(params.get("category_id")),
      emirate_id: intOf(params.get("emirate_id")),
      status: params.get("status") || undefined,
      group_by: groupBy === "week" || groupBy === "month" ? groupBy : "day",
      search: params.get("search") || undefined,
      page: intOf(params.get("page")) ?? 1,
      per_page: Math.min(100, intOf(params.get("per_page")) ?? 10),
    };
  }, [params]);

  const update = useCallback(
    (change: Partial<ReportFilterState>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const merged: Record<string, unknown> = { ...change };
          if (change.preset && change.preset !== "custom") {
            next.set("preset", change.preset);
            next.delete("from");
            next.delete("to");
            delete merged.from;
            delete merged.to;
          }
          if (change.preset === "custom") next.delete("preset");
          delete merged.preset;
          for (const [key, value] of Object.entries(merged)) {
            if (value === undefined || value === null || value === "" || value === false) next.delete(key);
            else next.set(key, value === true ? "1" : String(value));
          }
          if (!("page" in change)) next.delete("page");
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const reset = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { state, update, reset };
}

/** The query of `GET report/{name}` (and its export, without the paging) for the filters. */
export function reportQuery(s: ReportFilterState, paged = true): Record<string, string | number> {
  const q: Record<string, string | number> = { from: s.from, to: s.to, group_by: s.group_by };
  if (s.compare) q.compare = 1;
  if (s.partner_id !== undefined) q.partner_id = s.partner_id;
  if (s.category_id !== undefined) q.category_id = s.category_id;
  if (s.emirate_id !== undefined) q.emirate_id = s.emirate_id;
  if (s.status) q.status = s.status;
  if (s.search) q.search = s.search;
  if (paged) {
    q.page = s.page;
    q.per_page = s.per_page;
  }
  return q;
}
