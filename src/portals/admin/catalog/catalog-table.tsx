import type { BaseRecord } from "@refinedev/core";
import { Input, Select } from "antd";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { useTable } from "../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";

/**
 * A catalog list table: paged, sorted by sort order, with a debounced search box kept in the URL filters (see
 * `useListFilters`: any filter, search or sort change goes back to page 1).
 */
export function useCatalogTable<T extends BaseRecord>() {
  const table = useTable<T>({
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "sort_order", order: "asc" }] },
    errorNotification: false,
  });
  return { ...table, ...useListFilters(table) };
}

type CatalogTable = ReturnType<typeof useListFilters>;

/** The search box of a catalog list, bound to `useCatalogTable`. */
export function SearchBox({
  table,
  label,
  maxWidth = 320,
}: {
  table: Pick<CatalogTable, "searchProps">;
  label: string;
  maxWidth?: number;
}) {
  return (
    <Input.Search
      {...table.searchProps}
      placeholder={label}
      aria-label={label}
      style={{ flex: "1 1 220px", maxWidth }}
    />
  );
}

/**
 * A one-of filter of a catalog list, bound to `useCatalogTable`: "" (the first option, `allLabel`) clears it.
 */
export function FilterSelect({
  table,
  field,
  label,
  allLabel,
  options,
  width,
}: {
  table: Pick<CatalogTable, "get" | "setFilter">;
  field: string;
  label: string;
  allLabel: string;
  options: { value: string; label: string }[];
  width: number;
}) {
  return (
    <Select
      aria-label={label}
      value={String(table.get(field) ?? "")}
      onChange={(v) => table.setFilter(field, v)}
      options={[{ value: "", label: allLabel }, ...options]}
      style={{ flex: `0 1 ${width}px` }}
    />
  );
}
