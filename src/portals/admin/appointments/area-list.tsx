import "../../../i18n/modules/admin-appointments";
import { List } from "@refinedev/antd";
import type { BaseRecord, CrudFilter } from "@refinedev/core";
import { Input, Select, Typography } from "antd";
import type { ReactNode } from "react";
import { PartnerSelect } from "../../../components/portal/partner-select";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { useTable } from "../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { AreaPage, FilterBar } from "./area-page";

/** A list of the area: the resource's page, newest first, the errors in the page (no toast), with its filters. */
export function useAreaTable<T extends BaseRecord>(resource: string, initialFilters?: CrudFilter[]) {
  const table = useTable<T>({
    resource,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "id", order: "desc" }] },
    ...(initialFilters ? { filters: { initial: initialFilters } } : {}),
    errorNotification: false,
  });
  return { table, ...useListFilters(table) };
}

export type AreaListFilters = Pick<ReturnType<typeof useListFilters>, "get" | "setFilter" | "searchProps">;

/** One filter select of a list: "" is the "all" entry and clears the filter. */
export function ChoiceFilter({
  list,
  field,
  label,
  all,
  options,
  width,
  testId,
}: {
  list: AreaListFilters;
  field: string;
  label: string;
  all: string;
  options: { value: string; label: string }[];
  width: number;
  testId?: string;
}) {
  const value = list.get(field);
  return (
    <Select
      aria-label={label}
      value={value === undefined ? "" : String(value)}
      onChange={(v) => list.setFilter(field, v === "" ? undefined : v)}
      options={[{ value: "", label: all }, ...options]}
      style={{ flex: `0 1 ${width}px` }}
      data-testid={testId}
    />
  );
}

/**
 * The frame of the area's list pages: title, subtitle, the filter row (search box, the page's own filters, the
 * provider select) and the table (`children`); `after` goes below the list (its dialogs).
 */
export function AreaList({
  list,
  title,
  subtitle,
  search,
  searchWidth = 340,
  filters,
  actions,
  children,
  after,
}: {
  list: AreaListFilters;
  title: string;
  subtitle: string;
  search: string;
  searchWidth?: number;
  filters?: ReactNode;
  /** between the filters and the table (a selection's buttons) */
  actions?: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}) {
  const partner = list.get("partner_id");
  return (
    <AreaPage>
      <List title={title} breadcrumb={false}>
        <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>
        <FilterBar>
          <Input.Search
            {...list.searchProps}
            placeholder={search}
            aria-label={search}
            style={{ flex: "1 1 220px", maxWidth: searchWidth }}
          />
          {filters}
          <PartnerSelect
            source="all"
            noun="provider"
            allowClear
            style={{ flex: "1 1 200px", maxWidth: 280 }}
            testId="partner-filter"
            value={partner === undefined ? undefined : Number(partner)}
            onChange={(v) => list.setFilter("partner_id", v)}
          />
        </FilterBar>
        {actions}
        {children}
      </List>
      {after}
    </AreaPage>
  );
}
