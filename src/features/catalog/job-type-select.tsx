import "../../i18n/modules/admin-types";
import { useList } from "@refinedev/core";
import { Form, Select } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../api/api-types";
import { ENDPOINTS } from "../../api/endpoints";

type JobTypeOption = ApiSchema<"JobTypeOption">;

/**
 * The active job types (`GET partner/job-types`, a partner or an internal role holding read-service), names in the
 * interface language: the service forms' select and the appointment lists' filter of both portals.
 */
export function useJobTypeOptions() {
  const { i18n } = useTranslation();
  // `language` only keys the cache: names come back in the active language
  const { query, result } = useList<JobTypeOption>({
    resource: "job-type-options",
    pagination: { mode: "off" },
    meta: { endpoints: { list: ENDPOINTS.jobTypeOptions }, language: i18n.language },
    queryOptions: { staleTime: 60_000 },
    errorNotification: false,
  });
  const list = query.data ? result.data : undefined;
  const options = useMemo(() => (list ?? []).map((j) => ({ value: j.id, label: j.name })), [list]);
  return { options, isLoading: query.isLoading };
}

/**
 * The service form's job type (`job_type_id`, optional: cleared, the service has none). A service keeps a job type
 * that was deactivated since: `current` (the service's own id and name) stays among the options so it shows by name.
 */
export function JobTypeFormItem({ current }: { current?: { id: number | null; name: string | null } }) {
  const { t } = useTranslation();
  const { options, isLoading } = useJobTypeOptions();
  const all =
    current?.id && current.name && !options.some((o) => o.value === current.id)
      ? [...options, { value: current.id, label: current.name }]
      : options;
  return (
    <Form.Item
      name="job_type_id"
      label={t("jobTypes.label")}
      extra={t("jobTypes.hint")}
      // a service without one answers null: the select then shows its placeholder
      getValueProps={(v) => ({ value: v ?? undefined })}
    >
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        loading={isLoading}
        placeholder={t("jobTypes.choose")}
        options={all}
        data-testid="service-job-type"
      />
    </Form.Item>
  );
}

/** An appointment list's job-type filter (`job_type_id`); cleared: every job type. */
export function JobTypeFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const { options, isLoading } = useJobTypeOptions();
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      aria-label={t("jobTypes.filter")}
      placeholder={t("jobTypes.all")}
      value={value}
      onChange={(v) => onChange(v === undefined || v === null ? undefined : Number(v))}
      options={options}
      loading={isLoading}
      style={{ flex: "1 1 160px", maxWidth: 240 }}
      data-testid="job-type-filter"
    />
  );
}
