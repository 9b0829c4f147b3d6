import { useSelect } from "@refinedev/antd";
import { type BaseRecord, useCustom } from "@refinedev/core";
import { Button, Flex, Input, Segmented, Select, type SelectProps, Switch, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { lazy, Suspense, useId } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../api/endpoints";
import { type GroupBy, PRESETS, type Preset, type ReportFilterState } from "./filters";
import type { ReportFilterSpec } from "./spec";

// antd's range picker in a chunk of its own: downloaded when the custom period is chosen
const RangePicker = lazy(() => import("./range-picker"));

interface Named extends BaseRecord {
  id: number;
  name: string;
}

function PartnerFilter({ value, onChange }: { value?: number; onChange: (v?: number) => void }) {
  const { t, i18n } = useTranslation();
  const { selectProps } = useSelect({
    resource: "admin-partners",
    optionLabel: "name",
    optionValue: "id",
    defaultValue: value === undefined ? undefined : [value],
    pagination: { pageSize: 20, mode: "server" },
    onSearch: (search) => [{ field: "search", operator: "contains", value: search }],
    meta: { language: i18n.language },
    errorNotification: false,
  });
  return (
    <Select
      {...(selectProps as SelectProps<number>)}
      allowClear
      showSearch
      filterOption={false}
      aria-label={t("reports.filters.partner")}
      placeholder={t("reports.filters.allPartners")}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      style={{ minWidth: 180 }}
      data-testid="report-filter-partner"
    />
  );
}

function ListFilter({
  url,
  paged,
  value,
  onChange,
  label,
  all,
  testId,
}: {
  url: string;
  paged: boolean;
  value?: number;
  onChange: (v?: number) => void;
  label: string;
  all: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const answer = useCustom<{ data: Named[] } & BaseRecord>({
    url,
    method: "get",
    config: { query: paged ? { limit: -1 } : {} },
    meta: { silent: true, language: i18n.language },
    errorNotification: false,
  });
  const raw = answer.query.data?.data as unknown;
  const rows = (paged ? (raw as { data?: Named[] } | undefined)?.data : (raw as Named[] | undefined)) ?? [];
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      aria-label={t(label)}
      placeholder={t(all)}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      options={rows.map((r) => ({ value: r.id, label: r.name }))}
      loading={answer.query.isLoading}
      style={{ minWidth: 160 }}
      data-testid={testId}
    />
  );
}

/**
 * The report's one filter bar, shared by its cards, charts and table: the period (presets, or custom dates in a lazy
 * range picker), the comparison with the previous period, partner (admin only), category, emirate, status, grouping
 * of the series and a search, as the spec asks.
 */
export function FilterBar({
  state,
  update,
  reset,
  spec,
  side,
}: {
  state: ReportFilterState;
  update: (change: Partial<ReportFilterState>) => void;
  reset: () => void;
  spec: ReportFilterSpec;
  side: "admin" | "partner";
}) {
  const { t } = useTranslation();
  const compareId = useId();
  const range: [Dayjs, Dayjs] = [dayjs(state.from), dayjs(state.to)];
  return (
    <Flex
      wrap
      gap={12}
      align="center"
      role="group"
      aria-label={t("reports.filters.label")}
      data-testid="report-filters"
    >
      <Select<Preset>
        aria-label={t("reports.filters.period")}
        value={state.preset}
        onChange={(preset) => update(preset === "custom" ? { preset, from: state.from, to: state.to } : { preset })}
        options={PRESETS.map((p) => ({ value: p, label: t(`reports.filters.presets.${p}`) }))}
        style={{ minWidth: 150 }}
        data-testid="report-preset"
      />
      {state.preset === "custom" ? (
        <Suspense fallback={<Input readOnly value={`${state.from} – ${state.to}`} style={{ width: 240 }} />}>
          <RangePicker
            aria-label={t("reports.filters.range")}
            value={range}
            allowClear={false}
            format="DD-MM-YYYY"
            onChange={(dates) => {
              if (dates?.[0] && dates[1])
                update({ preset: "custom", from: dates[0].format("YYYY-MM-DD"), to: dates[1].format("YYYY-MM-DD") });
            }}
            data-testid="report-range"
          />
        </Suspense>
      ) : (
        <Typography.Text type="secondary" data-testid="report-dates">
          <bdi dir="ltr">
            {dayjs(state.from).format("DD-MM-YYYY")} – {dayjs(state.to).format("DD-MM-YYYY")}
          </bdi>
        </Typography.Text>
      )}
      <Flex align="center" gap={6}>
        <Switch
          id={compareId}
          checked={state.compare}
          onChange={(compare) => update({ compare })}
          data-testid="report-compare"
        />
        <label htmlFor={compareId}>{t("reports.filters.compare")}</label>
      </Flex>
      {side === "admin" ? (
        <PartnerFilter value={state.partner_id} onChange={(partner_id) => update({ partner_id })} />
      ) : null}
      {spec.category ? (
        <ListFilter
          url={ENDPOINTS.storeCategories}
          paged
          value={state.category_id}
          onChange={(category_id) => update({ category_id })}
          label="reports.filters.category"
          all="reports.filters.allCategories"
          testId="report-filter-category"
        />
      ) : null}
      {spec.emirate ? (
        <ListFilter
          url={ENDPOINTS.storeEmirates}
          paged={false}
          value={state.emirate_id}
          onChange={(emirate_id) => update({ emirate_id })}
          label="reports.filters.emirate"
          all="reports.filters.allEmirates"
          testId="report-filter-emirate"
        />
      ) : null}
      {spec.statuses?.length ? (
        <Select<string>
          allowClear
          aria-label={t("reports.filters.status")}
          placeholder={t("reports.filters.allStatuses")}
          value={state.status}
          onChange={(status) => update({ status: status ?? undefined })}
          options={spec.statuses.map((s) => ({ value: s.value, label: t(s.label) }))}
          style={{ minWidth: 150 }}
          data-testid="report-filter-status"
        />
      ) : null}
      <Segmented<GroupBy>
        aria-label={t("reports.filters.groupBy")}
        value={state.group_by}
        onChange={(group_by) => update({ group_by })}
        options={(["day", "week", "month"] as const).map((g) => ({ value: g, label: t(`reports.filters.${g}`) }))}
        data-testid="report-group-by"
      />
      {spec.search ? (
        <Input.Search
          allowClear
          aria-label={t("reports.filters.search")}
          placeholder={t("reports.filters.search")}
          defaultValue={state.search}
          onSearch={(search) => update({ search: search.trim() || undefined })}
          style={{ width: 200 }}
          data-testid="report-search"
        />
      ) : null}
      <Button type="link" onClick={reset} data-testid="report-reset">
        {t("reports.filters.reset")}
      </Button>
    </Flex>
  );
}
