import "../../../i18n/modules/admin-audit";
import { DatePicker, Input, Select } from "antd";
import dayjs from "dayjs";
import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { currentDisplayFormats } from "../../../lib/format";
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from "./labels";

/** What the filter bar needs of the list's filters (src/components/portal/use-list-filters.ts). */
export interface AuditListFilters {
  get: (field: string) => string | number | undefined;
  setFilter: (field: string, value: unknown) => void;
  setFilterValues: (values: Record<string, unknown>) => void;
  searchProps: {
    allowClear: boolean;
    value: string;
    onChange: (e: ChangeEvent<HTMLInputElement>) => void;
    onSearch: (value: string) => void;
  };
}

/** Who (name or e-mail), the kind of record, the action and the Dubai days, wrapping on a phone. */
export function AuditFilters({ filters }: { filters: AuditListFilters }) {
  const { t } = useTranslation();
  const from = filters.get("from");
  const to = filters.get("to");
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 16 }}>
      <Input.Search
        {...filters.searchProps}
        placeholder={t("adminAudit.search")}
        aria-label={t("adminAudit.search")}
        style={{ flex: "1 1 220px", maxWidth: 300 }}
        data-testid="audit-search"
      />
      <Select
        aria-label={t("adminAudit.columns.record")}
        value={String(filters.get("entity") ?? "")}
        onChange={(v) => filters.setFilter("entity", v)}
        // a short fixed list: every option in the page (found by the browser's find, and by screen readers)
        virtual={false}
        options={[
          { value: "", label: t("adminAudit.allEntities") },
          ...AUDIT_ENTITIES.map((e) => ({ value: e, label: t(`adminAudit.entities.${e}`) })),
        ]}
        style={{ flex: "0 1 200px", minWidth: 160 }}
        data-testid="audit-entity-filter"
      />
      <Select
        aria-label={t("adminAudit.columns.action")}
        value={String(filters.get("action") ?? "")}
        onChange={(v) => filters.setFilter("action", v)}
        virtual={false}
        options={[
          { value: "", label: t("adminAudit.allActions") },
          ...AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`adminAudit.actions.${a}`) })),
        ]}
        style={{ flex: "0 1 180px", minWidth: 150 }}
        data-testid="audit-action-filter"
      />
      <DatePicker.RangePicker
        aria-label={`${t("adminAudit.from")} – ${t("adminAudit.to")}`}
        placeholder={[t("adminAudit.from"), t("adminAudit.to")]}
        format={currentDisplayFormats().date}
        value={from || to ? [from ? dayjs(String(from)) : null, to ? dayjs(String(to)) : null] : null}
        allowEmpty={[true, true]}
        onChange={(range) =>
          filters.setFilterValues({
            from: range?.[0] ? range[0].format("YYYY-MM-DD") : "",
            to: range?.[1] ? range[1].format("YYYY-MM-DD") : "",
          })
        }
        style={{ flex: "1 1 240px", maxWidth: 300 }}
        data-testid="audit-dates"
      />
    </div>
  );
}
