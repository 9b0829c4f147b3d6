import "../../../i18n/modules/admin-money";
import { DatePicker, Input, Select } from "antd";
import dayjs from "dayjs";
import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { PartnerSelect } from "../../../components/portal/partner-select";
import { usePayoutStatusLabel } from "../../../features/money/payout-status-tag";
import { PAYOUT_STATUSES } from "../../../features/money/types";

/** What the filter bar needs of the list's filters (src/components/portal/use-list-filters.ts). */
export interface PayoutListFilters {
  get: (field: string) => string | number | undefined;
  setFilter: (field: string, value: unknown) => void;
  searchProps: {
    allowClear: boolean;
    value: string;
    onChange: (e: ChangeEvent<HTMLInputElement>) => void;
    onSearch: (value: string) => void;
  };
}

/** Search, the cycle (the week's last day, a Sunday: period_end), the status and the partner, wrapping on a phone. */
export function PayoutFilters({ filters }: { filters: PayoutListFilters }) {
  const { t } = useTranslation();
  const statusLabel = usePayoutStatusLabel();
  const periodEnd = filters.get("period_end");
  const partner = filters.get("partner_id");
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 16 }}>
      <Input.Search
        {...filters.searchProps}
        placeholder={t("adminMoney.common.search")}
        aria-label={t("adminMoney.common.search")}
        style={{ flex: "1 1 220px", maxWidth: 320 }}
      />
      <DatePicker
        aria-label={t("adminMoney.payouts.cycle")}
        placeholder={t("adminMoney.payouts.cycle")}
        value={periodEnd ? dayjs(String(periodEnd)) : null}
        format="DD-MM-YYYY"
        // a weekly cycle ends on a Sunday
        disabledDate={(d) => d.day() !== 0}
        onChange={(d) => filters.setFilter("period_end", d ? d.format("YYYY-MM-DD") : "")}
        style={{ flex: "0 1 190px" }}
        data-testid="payout-cycle-filter"
      />
      <Select
        aria-label={t("adminMoney.payouts.status")}
        value={String(filters.get("status") ?? "")}
        onChange={(v) => filters.setFilter("status", v)}
        options={[
          { value: "", label: t("adminMoney.payouts.allStatuses") },
          ...PAYOUT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
        ]}
        style={{ flex: "0 1 160px" }}
        data-testid="payout-status-filter"
      />
      <PartnerSelect
        source="search"
        allowClear
        value={partner === undefined || partner === "" ? undefined : Number(partner)}
        onChange={(v) => filters.setFilter("partner_id", v ?? "")}
        style={{ flex: "1 1 200px", maxWidth: 260 }}
        testId="payout-partner-filter"
      />
    </div>
  );
}
