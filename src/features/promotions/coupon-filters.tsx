import "../../i18n/modules/promotions";
import { useSelect } from "@refinedev/antd";
import { Input, Select, type SelectProps } from "antd";
import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { COUPON_STATUSES } from "./coupon-status";
import { useOptionLabels } from "./option-labels";
import type { PromotionsSide } from "./types";

/** What the filter bar needs of the list's filters (src/components/portal/use-list-filters.ts). */
export interface CouponListFilters {
  get: (field: string) => string | number | undefined;
  setFilter: (field: string, value: unknown) => void;
  searchProps: {
    allowClear: boolean;
    value: string;
    onChange: (e: ChangeEvent<HTMLInputElement>) => void;
    onSearch: (value: string) => void;
  };
}

/** The admin's partner filter: refine's useSelect on the partners (admin/partner/list), searched on the server. */
function PartnerFilter({ filters }: { filters: CouponListFilters }) {
  const { t, i18n } = useTranslation();
  const raw = filters.get("partner_id");
  const value = raw === undefined || raw === "" ? undefined : Number(raw);
  const chosen = value === undefined ? [] : [value];
  const labels = useOptionLabels();
  const { selectProps } = useSelect({
    resource: "admin-partners",
    optionLabel: "name",
    optionValue: "id",
    // a partner named by the URL and never listed is looked up once (admin/partner/details/{id})
    defaultValue: labels.unknown(chosen),
    pagination: { pageSize: 20, mode: "server" },
    onSearch: (search) => [{ field: "search", operator: "contains", value: search }],
    meta: { language: i18n.language },
    errorNotification: false,
  });
  return (
    <Select
      {...(selectProps as SelectProps<number>)}
      options={labels.options((selectProps.options ?? []) as { value: number; label: string }[], chosen)}
      allowClear
      showSearch
      filterOption={false}
      aria-label={t("promotions.partnerFilter")}
      placeholder={t("promotions.allPartners")}
      value={value}
      onChange={(v) => filters.setFilter("partner_id", v ?? "")}
      style={{ flex: "1 1 200px", maxWidth: 260 }}
      data-testid="coupon-partner-filter"
    />
  );
}

/** Search, status, and for the admin the funder and partner filters, wrapping on a phone. */
export function CouponFilters({ side, filters }: { side: PromotionsSide; filters: CouponListFilters }) {
  const { t } = useTranslation();
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 16 }}>
      <Input.Search
        {...filters.searchProps}
        placeholder={t("promotions.search")}
        aria-label={t("promotions.search")}
        style={{ flex: "1 1 220px", maxWidth: 320 }}
      />
      <Select
        aria-label={t("promotions.statusFilter")}
        value={String(filters.get("status") ?? "")}
        onChange={(v) => filters.setFilter("status", v)}
        options={[
          { value: "", label: t("promotions.allStatuses") },
          ...COUPON_STATUSES.map((s) => ({ value: s, label: t(`promotions.statuses.${s}`) })),
        ]}
        style={{ flex: "0 1 170px" }}
        data-testid="coupon-status-filter"
      />
      {side === "admin" ? (
        <>
          <Select
            aria-label={t("promotions.funderFilter")}
            value={String(filters.get("funded_by") ?? "")}
            onChange={(v) => filters.setFilter("funded_by", v)}
            options={[
              { value: "", label: t("promotions.allFunders") },
              { value: "khidma", label: t("promotions.funders.khidma") },
              { value: "partner", label: t("promotions.funders.partner") },
            ]}
            style={{ flex: "0 1 170px" }}
            data-testid="coupon-funder-filter"
          />
          <PartnerFilter filters={filters} />
        </>
      ) : null}
    </div>
  );
}
