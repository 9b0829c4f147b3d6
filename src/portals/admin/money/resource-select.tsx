import "../../../i18n/modules/admin-money";
import { useSelect } from "@refinedev/antd";
import { Select, type SelectProps } from "antd";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";

export interface IdSelectProps {
  value?: number;
  onChange?: (v: number | undefined) => void;
  placeholder?: string;
  style?: CSSProperties;
  testId?: string;
  id?: string;
}

/**
 * A picker of one row of a refine resource by id (refine's useSelect on its list, named by `name`, searched on the
 * server): a list filter (allowClear: "all") or a form field (value/onChange from Form.Item).
 */
export function ResourceSelect({
  resource,
  pageSize,
  label,
  allLabel,
  value,
  onChange,
  placeholder,
  style,
  testId,
  id,
}: IdSelectProps & { resource: string; pageSize: number; label: string; allLabel: string }) {
  const { t, i18n } = useTranslation();
  const { selectProps } = useSelect({
    resource,
    optionLabel: "name",
    optionValue: "id",
    defaultValue: value === undefined ? undefined : [value],
    pagination: { pageSize, mode: "server" },
    onSearch: (search) => [{ field: "search", operator: "contains", value: search }],
    meta: { language: i18n.language },
    errorNotification: false,
  });
  return (
    <Select
      {...(selectProps as SelectProps<number>)}
      id={id}
      allowClear
      showSearch
      filterOption={false}
      aria-label={t(label)}
      placeholder={placeholder ?? t(allLabel)}
      value={value}
      onChange={(v) => onChange?.(v ?? undefined)}
      style={style}
      data-testid={testId}
    />
  );
}
