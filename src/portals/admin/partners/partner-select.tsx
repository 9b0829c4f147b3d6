import "../../../i18n/modules/admin-packages";
import { useList, useOne } from "@refinedev/core";
import { Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebounced } from "../../../components/portal/use-list-filters";
import type { AdminPartner, AdminPartnerDetails } from "./types";

/** The partners resource (admin/partner/list, admin/partner/details/{id}) as screens.ts declares it. */
const PARTNERS = "admin-partners";

/**
 * A searchable select of partners (server-side search, 20 at a time, by name). A value not among the loaded options
 * (an edited package's partner) gets its name from the partner's details.
 */
export function PartnerSelect({
  value,
  onChange,
  disabled,
  allowClear,
  placeholder,
  style,
  id,
  "aria-label": ariaLabel,
  "data-testid": testId,
}: {
  value?: number;
  onChange?: (value: number | undefined) => void;
  disabled?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  style?: React.CSSProperties;
  id?: string;
  "aria-label"?: string;
  "data-testid"?: string;
}) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState("");
  const debounced = useDebounced(search);
  const { result, query: options } = useList<AdminPartner>({
    resource: PARTNERS,
    pagination: { currentPage: 1, pageSize: 20, mode: "server" },
    sorters: [{ field: "name", order: "asc" }],
    filters: debounced ? [{ field: "search", operator: "eq", value: debounced }] : [],
    meta: { language: i18n.language },
    errorNotification: false,
  });
  const loaded = options.data ? result.data : undefined;
  const known = loaded?.some((p) => p.id === value);
  const { result: current } = useOne<AdminPartnerDetails>({
    resource: PARTNERS,
    id: value ?? "",
    meta: { language: i18n.language },
    queryOptions: { enabled: value !== undefined && value !== null && options.isSuccess && !known },
    errorNotification: false,
  });
  const list = [
    ...(loaded ?? []).map((p) => ({ value: p.id, label: p.name })),
    ...(current?.id !== undefined && !known ? [{ value: current.id, label: current.name }] : []),
  ];
  return (
    <Select
      id={id}
      showSearch
      allowClear={allowClear}
      disabled={disabled}
      value={value}
      onChange={(v) => onChange?.(v ?? undefined)}
      filterOption={false}
      onSearch={setSearch}
      loading={options.isLoading}
      placeholder={placeholder ?? t("adminPackages.choosePartner")}
      options={list}
      style={style}
      aria-label={ariaLabel}
      data-testid={testId}
      notFoundContent={options.isLoading ? null : t("adminPackages.noMatches")}
    />
  );
}
