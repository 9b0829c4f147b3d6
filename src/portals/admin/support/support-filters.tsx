import "../../../i18n/modules/admin-support";
import { Checkbox, Input, Radio } from "antd";
import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";

/** What the filter bar needs of the list's filters (src/components/portal/use-list-filters.ts). */
export interface SupportListFilters {
  get: (field: string) => string | number | undefined;
  setFilter: (field: string, value: unknown) => void;
  searchProps: {
    allowClear: boolean;
    value: string;
    onChange: (e: ChangeEvent<HTMLInputElement>) => void;
    onSearch: (value: string) => void;
  };
}

/** Status (all / open / closed), assigned to me, and the search over subject, customer name and e-mail. */
export function SupportFilters({ filters }: { filters: SupportListFilters }) {
  const { t } = useTranslation();
  const status = String(filters.get("status") ?? "");
  return (
    <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 12, marginBottom: 16 }}>
      <Radio.Group
        aria-label={t("adminSupport.statusFilter")}
        optionType="button"
        value={status}
        onChange={(e) => filters.setFilter("status", e.target.value)}
        options={[
          { value: "", label: t("adminSupport.statuses.all") },
          { value: "open", label: t("adminSupport.statuses.open") },
          { value: "closed", label: t("adminSupport.statuses.closed") },
        ]}
        data-testid="support-status-filter"
      />
      <Checkbox
        checked={filters.get("assigned") === "me"}
        onChange={(e) => filters.setFilter("assigned", e.target.checked ? "me" : "")}
        data-testid="support-assigned-me"
      >
        {t("adminSupport.assignedToMe")}
      </Checkbox>
      <Input.Search
        {...filters.searchProps}
        placeholder={t("adminSupport.search")}
        aria-label={t("adminSupport.search")}
        style={{ flex: "1 1 220px", maxWidth: 340 }}
        data-testid="support-search"
      />
    </div>
  );
}
