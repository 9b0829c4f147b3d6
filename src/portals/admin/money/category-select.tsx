import "../../../i18n/modules/admin-money";
import { useSelect } from "@refinedev/antd";
import { Select, type SelectProps } from "antd";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";

/** A service category picker (refine's useSelect on service-category/list, searched on the server). */
export function CategorySelect({
  value,
  onChange,
  placeholder,
  style,
  testId,
  id,
}: {
  value?: number;
  onChange?: (v: number | undefined) => void;
  placeholder?: string;
  style?: CSSProperties;
  testId?: string;
  id?: string;
}) {
  const { t, i18n } = useTranslation();
  const { selectProps } = useSelect({
    resource: "admin-service-categories",
    optionLabel: "name",
    optionValue: "id",
    defaultValue: value === undefined ? undefined : [value],
    pagination: { pageSize: 50, mode: "server" },
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
      aria-label={t("adminMoney.commission.category")}
      placeholder={placeholder ?? t("adminMoney.commission.allCategories")}
      value={value}
      onChange={(v) => onChange?.(v ?? undefined)}
      style={style}
      data-testid={testId}
    />
  );
}
