import "../../../i18n/modules/admin-announcements";
import { useSelect } from "@refinedev/antd";
import { Form, Select, type SelectProps } from "antd";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";

export type Segment = "all_customers" | "all_partners" | "partner_team" | "category_customers" | "emirate_customers";

/** The segments' target fields: which list names them. */
const TARGETS = {
  partner_team: { field: "partner_id", label: "partner", placeholder: "choosePartner", resource: "partners" },
  category_customers: {
    field: "category_id",
    label: "category",
    placeholder: "chooseCategory",
    resource: "service-categories",
  },
  emirate_customers: {
    field: "emirate_id",
    label: "emirate",
    placeholder: "chooseEmirate",
    resource: "admin-emirates",
  },
} as const;

type Target = (typeof TARGETS)[keyof typeof TARGETS];

/**
 * A select's "choose one" rule as a validator: a `required` rule would put aria-required on the antd Select's
 * wrapper, which axe-core refuses there (aria-allowed-attr, critical).
 */
export const chosen = (message: string) => ({
  validator: (_: unknown, value: unknown) =>
    value === undefined || value === null || value === "" ? Promise.reject(new Error(message)) : Promise.resolve(),
});

/** One row of the target's list by id (refine's useSelect, searched on the server by name). */
function TargetSelect({ target, ...rest }: { target: Target } & SelectProps<number>) {
  const { t, i18n } = useTranslation();
  const emirates = target.resource === "admin-emirates";
  const { selectProps } = useSelect({
    resource: target.resource,
    optionLabel: "name",
    optionValue: "id",
    pagination: { pageSize: 50, mode: emirates ? "off" : "server" },
    onSearch: (search) => [{ field: "search", operator: "contains", value: search }],
    meta: { language: i18n.language, ...(emirates ? { endpoints: { list: ENDPOINTS.adminEmirates } } : {}) },
    errorNotification: false,
  });
  return (
    <Select
      {...(selectProps as SelectProps<number>)}
      {...rest}
      showSearch
      filterOption={emirates ? (input, option) => String(option?.label ?? "").includes(input) : false}
      placeholder={t(`adminAnnouncements.compose.${target.placeholder}`)}
      data-testid={`announcement-${target.field}`}
    />
  );
}

/** The partner, category or emirate select the chosen segment needs (none for all customers or all partners). */
export function AnnouncementTarget({ segment }: { segment: Segment | undefined }) {
  const { t } = useTranslation();
  if (!segment || !(segment in TARGETS)) return null;
  const target = TARGETS[segment as keyof typeof TARGETS];
  return (
    <Form.Item
      key={target.field}
      name={target.field}
      label={t(`adminAnnouncements.compose.${target.label}`)}
      rules={[chosen(t("adminAnnouncements.compose.required"))]}
    >
      <TargetSelect target={target} />
    </Form.Item>
  );
}
