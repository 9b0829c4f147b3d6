import "../../../i18n/modules/admin-money";
import { useSelect } from "@refinedev/antd";
import { Select, type SelectProps } from "antd";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";

/**
 * A partner picker: refine's useSelect on the partners (admin/partner/list), searched on the server; used as a list
 * filter (allowClear: "all partners") and in the adjustment and commission forms (value/onChange from Form.Item).
 */
export function PartnerSelect({
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
      id={id}
      allowClear
      showSearch
      filterOption={false}
      aria-label={t("adminMoney.common.partner")}
      placeholder={placeholder ?? t("adminMoney.common.allPartners")}
      value={value}
      onChange={(v) => onChange?.(v ?? undefined)}
      style={style}
      data-testid={testId}
    />
  );
}
