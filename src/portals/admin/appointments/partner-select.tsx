import { useList } from "@refinedev/core";
import { Select } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import type { Person } from "./types";

/** Providers for the filter selects (the storefront's list: every active provider). */
export function usePartnerOptions() {
  const { i18n } = useTranslation();
  // `GET web/partner/list?limit=-1&page=1`; `language` only keys the cache (names come in the active language)
  const { query, result } = useList<Person>({
    resource: "partner-options",
    pagination: { mode: "off" },
    meta: { endpoints: { list: ENDPOINTS.adminPartnerOptions }, query: { page: 1 }, language: i18n.language },
    queryOptions: { staleTime: 5 * 60_000 },
    errorNotification: false,
  });
  const list = query.data ? result.data : undefined;
  const data = useMemo(() => list?.map((p) => ({ value: p.id, label: p.name })), [list]);
  return { data, isLoading: query.isLoading };
}

export function PartnerSelect({
  value,
  onChange,
  allowAll = true,
  style,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  allowAll?: boolean;
  style?: React.CSSProperties;
}) {
  const { t } = useTranslation();
  const partners = usePartnerOptions();
  return (
    <Select
      showSearch
      optionFilterProp="label"
      allowClear={allowAll}
      aria-label={t("adminAppointments.common.partner")}
      placeholder={
        allowAll ? t("adminAppointments.common.allPartners") : t("adminAppointments.availability.choosePartner")
      }
      value={value}
      onChange={(v) => onChange(v === undefined || v === null ? undefined : Number(v))}
      options={partners.data ?? []}
      loading={partners.isLoading}
      style={{ flex: "1 1 200px", maxWidth: 280, ...style }}
      data-testid="partner-filter"
    />
  );
}
