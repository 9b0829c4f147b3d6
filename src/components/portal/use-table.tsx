import {
  type BaseRecord,
  type CrudFilter,
  type CrudSort,
  type HttpError,
  useLink,
  useLiveMode,
  useTable as useRefineTable,
  type useTableProps,
  type useTableReturnType,
} from "@refinedev/core";
import { Grid, type TablePaginationConfig, type TableProps } from "antd";
import type { FilterValue, SorterResult } from "antd/es/table/interface";
import type { ReactElement, ReactNode } from "react";

/**
 * refine's `useTable` (from @refinedev/core: the same data hook, query keys, URL sync and invalidation) with the antd
 * `<Table>` props that @refinedev/antd's `useTable` adds: the rows, loading, sort and filter changes mapped to refine's
 * sorters and filters, and pagination whose page links carry the list's URL.
 *
 * @refinedev/antd's version also builds a search `<Form>` (its `searchFormProps`), which no screen here uses (the
 * filter bars keep their values in the URL through `useListFilters`): calling it linked antd's Form, rc-field-form
 * and sunflower-antd (about 25 KiB gzip) into the first load of every list page. This one leaves them to the screens
 * that have a form.
 */
export type UseTableReturn<T extends BaseRecord> = useTableReturnType<T, HttpError> & {
  tableProps: TableProps<T>;
};

type AntdSorter<T> = SorterResult<T> | SorterResult<T>[];

/** antd's sorter (one column or several) as refine's sorters: `ascend`/`descend` become `asc`/`desc`. */
function toSorters<T>(sorter: AntdSorter<T>): CrudSort[] {
  const list = (Array.isArray(sorter) ? [...sorter] : [sorter]).sort((a, b) => {
    const weight = (s: SorterResult<T>) =>
      typeof s.column?.sorter === "object" ? ((s.column.sorter as { multiple?: number }).multiple ?? 0) : 0;
    return weight(a) < weight(b) ? -1 : 0;
  });
  return list.flatMap((item) => {
    if (!item.field || !item.order) return [];
    const field = Array.isArray(item.field) ? item.field.join(".") : `${item.field}`;
    return [{ field: `${item.columnKey ?? field}`, order: item.order === "ascend" ? "asc" : "desc" } as CrudSort];
  });
}

/** antd's column filters as refine's filters, keeping the operator a filter already had (or its initial one). */
function toFilters(
  tableFilters: Record<string, FilterValue | null>,
  previous: CrudFilter[],
  initial: CrudFilter[] | undefined,
): CrudFilter[] {
  const initialOperator = new Map((initial ?? []).map((f) => [("field" in f ? f.field : f.key) ?? "", f.operator]));
  return Object.entries(tableFilters).flatMap(([field, value]) => {
    const kept = previous.find((p) => p.operator !== "or" && "field" in p && p.field === field)?.operator;
    const operator = kept ?? initialOperator.get(field);
    if (operator === "or" || operator === "and") return [];
    return [{ field, operator: operator ?? (Array.isArray(value) ? "in" : "eq"), value } as CrudFilter];
  });
}

/** A page link of the pagination: a real link to the page's URL (open in a new tab works), the click handled by antd. */
function PageLink({ to, children }: { to: string; children: ReactNode }) {
  const Link = useLink();
  return (
    <Link to={to} replace={false} onClick={(e: { preventDefault(): void }) => e.preventDefault()}>
      {children}
    </Link>
  );
}

export function useTable<T extends BaseRecord = BaseRecord>(
  props: useTableProps<T, HttpError, T> = {},
): UseTableReturn<T> {
  const table = useRefineTable<T, HttpError, T>(props);
  const { tableQuery, currentPage, setCurrentPage, pageSize, setPageSize, filters, setFilters, sorters, setSorters } =
    table;
  const breakpoint = Grid.useBreakpoint();
  const liveMode = useLiveMode(props.liveMode);
  const paged = props.pagination?.mode !== "off";
  const { data, isFetched, isLoading } = tableQuery;

  const onChange: TableProps<T>["onChange"] = (pagination, tableFilters, sorter) => {
    if (tableFilters && Object.keys(tableFilters).length > 0)
      setFilters(toFilters(tableFilters, filters, props.filters?.initial));
    if (sorter && Object.keys(sorter).length > 0) setSorters(toSorters(sorter as AntdSorter<T>));
    if (paged) {
      setCurrentPage(pagination.current || 1);
      setPageSize(pagination.pageSize || 10);
    }
  };

  const itemRender: TablePaginationConfig["itemRender"] = (page, type, element) => {
    const to = table.createLinkForSyncWithLocation({ pagination: { pageSize, currentPage: page }, sorters, filters });
    if (type === "page") return <PageLink to={to}>{`${page}`}</PageLink>;
    if (type === "next" || type === "prev") return <PageLink to={to}>{element}</PageLink>;
    if (type === "jump-next" || type === "jump-prev") {
      const inner = (element as ReactElement<{ children?: ReactNode }> | null)?.props?.children;
      return <PageLink to={to}>{inner}</PageLink>;
    }
    return element;
  };

  return {
    ...table,
    tableProps: {
      dataSource: data?.data,
      loading: liveMode === "auto" ? isLoading : !isFetched,
      onChange,
      pagination: paged
        ? {
            itemRender,
            pageSize,
            current: currentPage,
            simple: !breakpoint.sm,
            position: !breakpoint.sm ? ["bottomCenter"] : ["bottomRight"],
            total: data?.total,
          }
        : false,
      scroll: { x: true },
    },
  };
}
