import "../../../i18n/modules/admin-partners";
import { useQuery } from "@tanstack/react-query";
import { Select, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api, type Paginated } from "../../../api";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { useDebounced } from "../../../components/portal/use-list-filters";
import { STATUS_COLOR as APPLICATION_STATUS_COLOR } from "../../../features/partner-applications/types";
import type { AdminPartner, AdminPartnerDetails, PartnerStatus } from "./types";

export { CatalogPage as AdminPage, FilterBar, useHasPermission } from "../../../features/catalog/shared";

export function PartnerStatusTag({ status }: { status: PartnerStatus | string }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === "active" ? "green" : "default"} data-testid="partner-status">
      {t(status === "active" ? "adminPartners.partners.active" : "adminPartners.partners.inactive")}
    </Tag>
  );
}

/**
 * An application's status, translated here (the server's label in the language of the request that loaded the list
 * is only the fallback, so a language switch does not leave English labels behind).
 */
export function ApplicationStatusTag({ status, label }: { status: string; label?: string | null }) {
  const { t } = useTranslation();
  return (
    <Tag
      color={APPLICATION_STATUS_COLOR[status as keyof typeof APPLICATION_STATUS_COLOR] ?? "default"}
      data-testid="application-status"
    >
      {t(`adminPartners.applications.statuses.${status}`, { defaultValue: label || status })}
    </Tag>
  );
}

/** The seven emirates (names in the current language). */
export function useEmirates() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ["admin-partners", "emirates", i18n.language],
    queryFn: async () => (await api.get<{ id: number; name: string }[]>(ENDPOINTS.catalogEmirates)).data ?? [],
    staleTime: 10 * 60_000,
  });
}

/**
 * A searchable select of partners (server-side search, 20 at a time). A value not among the loaded options (an
 * edited package's partner) gets its name from the partner's details.
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
  const options = useQuery({
    queryKey: ["admin-partners", "partner-options", debounced, i18n.language],
    queryFn: async () =>
      (
        await api.get<Paginated<AdminPartner>>(ENDPOINTS.adminPartnerList, {
          page: 1,
          limit: 20,
          sortKey: "name",
          sortVal: "asc",
          ...(debounced ? { search: debounced } : {}),
        })
      ).data.data,
  });
  const known = options.data?.some((p) => p.id === value);
  const current = useQuery({
    enabled: value !== undefined && value !== null && options.isSuccess && !known,
    queryKey: ["admin-partners", "partner-name", value, i18n.language],
    queryFn: async () => (await api.get<AdminPartnerDetails>(fillId(ENDPOINTS.adminPartnerDetails, value))).data,
  });
  const list = [
    ...(options.data ?? []).map((p) => ({ value: p.id, label: p.name })),
    ...(current.data && !known ? [{ value: current.data.id, label: current.data.name }] : []),
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
      placeholder={placeholder ?? t("adminPartners.packages.choosePartner")}
      options={list}
      style={style}
      aria-label={ariaLabel}
      data-testid={testId}
      notFoundContent={options.isLoading ? null : t("adminPartners.common.noMatches")}
    />
  );
}
