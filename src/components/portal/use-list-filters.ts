import { type BaseRecord, type CrudFilter, type CrudFilters, getDefaultFilter } from "@refinedev/core";
import type { TableProps } from "antd";
import { type ChangeEvent, useEffect, useState } from "react";

/** How long the search box waits for typing to pause before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 350;

/** Debounced value: follows `value` once it has stayed the same for `ms`. */
export function useDebounced<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [out, setOut] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setOut(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return out;
}

/** What the hook needs of refine's (antd) `useTable` result. */
export interface ListTable<T extends BaseRecord> {
  filters: CrudFilters;
  setFilters: (filters: CrudFilter[], behavior?: "merge" | "replace") => void;
  setCurrentPage: (page: number) => void;
  tableProps: TableProps<T>;
}

export interface ListFiltersOptions {
  /** Called before any filter or the search actually changes (e.g. to clear a row selection). */
  onFiltersChange?: () => void;
  /** Debounce of the search box, in ms. */
  debounceMs?: number;
}

type FilterValue = string | number | undefined;

/** "search" is matched by contains, every other field by eq. */
const operatorOf = (field: string) => (field === "search" ? "contains" : "eq");
/** "" (an "all" option, a cleared search box) and null clear the filter. */
const normalize = (value: unknown) => (value === "" || value === null ? undefined : value);
const asText = (value: unknown) => (value === undefined || value === null ? "" : String(value));

/**
 * A list's filters and search box over refine's `useTable`: every change of a filter or of the search goes back to
 * page 1 (also in the URL when the list syncs with it), and so does a sort change from a column header.
 *
 * - `get(field)`: the filter's current value ("search" by contains, anything else by eq).
 * - `setFilter(field, value)`: merges one filter; "" or undefined clears it; nothing happens if it is unchanged.
 * - `setFilterValues({ a, b })`: several filters in one change (one request).
 * - `search`, `setSearch`: the search box's text; it reaches the "search" filter debounced.
 * - `searchProps`: `allowClear`, `value`, `onChange` and `onSearch` for an `<Input.Search>` (Enter or the clear
 *   button apply at once).
 * - `tableProps`: the table's props with the sort change going back to page 1: spread them on `<Table>`.
 */
export function useListFilters<T extends BaseRecord>(
  table: ListTable<T>,
  { onFiltersChange, debounceMs = SEARCH_DEBOUNCE_MS }: ListFiltersOptions = {},
) {
  const { filters, setFilters, setCurrentPage, tableProps } = table;
  const get = (field: string) => getDefaultFilter(field, filters, operatorOf(field)) as FilterValue;

  const setFilterValues = (values: Record<string, unknown>) => {
    const changed = Object.entries(values).filter(([field, value]) => asText(get(field)) !== asText(normalize(value)));
    if (!changed.length) return;
    onFiltersChange?.();
    setFilters(
      changed.map(([field, value]) => ({ field, operator: operatorOf(field), value: normalize(value) }) as CrudFilter),
      "merge",
    );
    setCurrentPage(1);
  };
  const setFilter = (field: string, value: unknown) => setFilterValues({ [field]: value });

  const [search, setSearch] = useState(() => asText(get("search")));
  const debounced = useDebounced(search, debounceMs);
  // The list's own path. A row opened while the search was still waiting keeps this list on screen until the next
  // screen's chunk arrives; the waiting search must not then apply, or refine's URL sync takes the user back here.
  const [listPath] = useState(() => window.location.pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the debounced text changes
  useEffect(() => {
    if (window.location.pathname === listPath) setFilter("search", debounced);
  }, [debounced]);

  const searchProps = {
    allowClear: true,
    value: search,
    onChange: (e: ChangeEvent<HTMLInputElement>) => setSearch(e.target.value),
    onSearch: (value: string) => setFilter("search", value),
  };

  const sortResetsPage: TableProps<T>["onChange"] = (pagination, tableFilters, sorter, extra) =>
    tableProps.onChange?.(
      extra.action === "sort" ? { ...pagination, current: 1 } : pagination,
      tableFilters,
      sorter,
      extra,
    );

  return {
    get,
    setFilter,
    setFilterValues,
    search,
    setSearch,
    searchProps,
    tableProps: { ...tableProps, onChange: sortResetsPage },
  };
}
