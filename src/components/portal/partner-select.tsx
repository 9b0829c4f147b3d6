import "../../i18n/modules/partner-select";
import { useList, useOne } from "@refinedev/core";
import { Select } from "antd";
import { type CSSProperties, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../api/endpoints";
import { useDebounced } from "./use-list-filters";

interface PartnerOption {
  id: number;
  name: string;
}

/**
 * Every active provider as select options (`GET web/partner/list?limit=-1&page=1`, the storefront's list), for
 * screens whose readers may not read the partners resource; `language` only keys the cache (names come in the active
 * language).
 */
export function usePartnerOptions(enabled = true) {
  const { i18n } = useTranslation();
  const { query, result } = useList<PartnerOption>({
    resource: "partner-options",
    pagination: { mode: "off" },
    meta: { endpoints: { list: ENDPOINTS.adminPartnerOptions }, query: { page: 1 }, language: i18n.language },
    queryOptions: { staleTime: 5 * 60_000, enabled },
    errorNotification: false,
  });
  const list = query.data ? result.data : undefined;
  const data = useMemo(() => list?.map((p) => ({ value: p.id, label: p.name })), [list]);
  return { data, isLoading: query.isLoading };
}

/** The partners resource (admin/partner/list, admin/partner/details/{id}) as the admin's screens.ts declares it. */
const PARTNERS = "admin-partners";

/**
 * Partners searched on the server (20 at a time, by name); a value not among the loaded ones (an edited record's
 * partner) gets its name from the partner's details.
 */
function useSearchedPartners(value: number | undefined, enabled: boolean) {
  const { i18n } = useTranslation();
  const [search, setSearch] = useState("");
  const debounced = useDebounced(search);
  const { result, query } = useList<PartnerOption>({
    resource: PARTNERS,
    pagination: { currentPage: 1, pageSize: 20, mode: "server" },
    sorters: [{ field: "name", order: "asc" }],
    filters: debounced ? [{ field: "search", operator: "eq", value: debounced }] : [],
    meta: { language: i18n.language },
    queryOptions: { enabled },
    errorNotification: false,
  });
  const loaded = query.data ? result.data : undefined;
  const known = loaded?.some((p) => p.id === value);
  const { result: current } = useOne<PartnerOption>({
    resource: PARTNERS,
    id: value ?? "",
    meta: { language: i18n.language },
    queryOptions: { enabled: enabled && value !== undefined && value !== null && query.isSuccess && !known },
    errorNotification: false,
  });
  const data = [
    ...(loaded ?? []).map((p) => ({ value: p.id, label: p.name })),
    ...(current?.id !== undefined && !known ? [{ value: current.id, label: current.name }] : []),
  ];
  return { data, isLoading: query.isLoading, onSearch: setSearch };
}

export interface PartnerSelectProps {
  value?: number;
  onChange?: (id: number | undefined) => void;
  /**
   * Where the choices come from: "search", the partners resource searched on the server (admins who read partners);
   * "all", every active provider at once, filtered as one types (`usePartnerOptions`).
   */
  source: "search" | "all";
  /**
   * The screen's word, for the accessible name ("Partner") and the placeholder ("All partners" with allowClear, else
   * "Choose a partner"); default partner. `label` and `placeholder` replace them.
   */
  noun?: "partner" | "provider";
  label?: string;
  placeholder?: string;
  /** Shown when a search matches none (default: antd's empty state). */
  notFound?: string;
  allowClear?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
  testId?: string;
}

/** A select of one partner by id: a list filter (allowClear: "all partners") or a form field (value/onChange). */
export function PartnerSelect({
  value,
  onChange,
  source,
  noun = "partner",
  label,
  placeholder,
  notFound,
  allowClear,
  disabled,
  style,
  id,
  testId,
}: PartnerSelectProps) {
  const { t } = useTranslation();
  const searched = useSearchedPartners(value, source === "search");
  const all = usePartnerOptions(source === "all");
  const choices = source === "search" ? searched : all;
  return (
    <Select
      id={id}
      showSearch
      {...(source === "search" ? { filterOption: false, onSearch: searched.onSearch } : { optionFilterProp: "label" })}
      allowClear={allowClear}
      disabled={disabled}
      aria-label={label ?? t(`partnerSelect.${noun}.label`)}
      placeholder={placeholder ?? t(allowClear ? `partnerSelect.${noun}.all` : `partnerSelect.${noun}.choose`)}
      value={value}
      onChange={(v) => onChange?.(v === undefined || v === null ? undefined : Number(v))}
      options={choices.data ?? []}
      loading={choices.isLoading}
      style={style}
      data-testid={testId}
      {...(notFound !== undefined ? { notFoundContent: choices.isLoading ? null : notFound } : {})}
    />
  );
}
