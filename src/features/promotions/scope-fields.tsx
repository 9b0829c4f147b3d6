import "../../i18n/modules/promotions";
import { useSelect } from "@refinedev/antd";
import type { BaseRecord } from "@refinedev/core";
import { Col, Form, Row, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../api/endpoints";
import { useOptionLabels } from "./option-labels";
import type { PromotionsSide } from "./types";

const HALF = { xs: 24, sm: 12 } as const;

type Option = { value: number; label: string };

/** "Name (Partner)" for a service or package of any partner (the admin's lists), the name alone otherwise. */
const withPartner = (row: BaseRecord): string => {
  const partner = (row.partner_name as string | undefined) ?? (row.partner as { name?: string } | undefined)?.name;
  return partner ? `${row.name} (${partner})` : String(row.name ?? `#${row.id}`);
};

interface ScopeSelectProps {
  name: "category_ids" | "partner_ids" | "service_ids" | "package_ids";
  label: string;
  /** The refine resource whose list endpoint answers the options (and whose `one` names an id already chosen). */
  resource: string;
  meta?: Record<string, unknown>;
  /** false: the whole list is read once (no search on the server, no look-up of chosen ids). */
  searchable: boolean;
  optionLabel?: (row: BaseRecord) => string;
}

/**
 * A searchable multi-select of ids (refine's useSelect on an existing list endpoint). A chosen id keeps its name when
 * the search moves on; ids the form holds whose names were never listed (a saved coupon's scope) are looked up once
 * through the resource's `one` endpoint (refine's defaultValue).
 */
function ScopeSelect({ name, label, resource, meta, searchable, optionLabel }: ScopeSelectProps) {
  const { t, i18n } = useTranslation();
  const value = (Form.useWatch(name) as number[] | null | undefined) ?? [];
  const labels = useOptionLabels();
  const missing = searchable ? labels.unknown(value) : [];
  const { selectProps } = useSelect({
    resource,
    optionLabel: (optionLabel ?? ((row: BaseRecord) => String(row.name))) as never,
    optionValue: "id",
    defaultValue: missing,
    pagination: searchable ? { pageSize: 20, mode: "server" } : { mode: "off" },
    onSearch: searchable ? (search) => [{ field: "search", operator: "contains", value: search }] : undefined,
    // `language` only keys the cache: names come back in the interface language
    meta: { ...meta, language: i18n.language },
    errorNotification: false,
  });
  const options = labels.options((selectProps.options ?? []) as Option[], value);
  return (
    <Form.Item name={name} label={label}>
      <Select
        {...selectProps}
        options={options}
        mode="multiple"
        allowClear
        showSearch
        optionFilterProp="label"
        filterOption={searchable ? false : undefined}
        placeholder={t("promotions.form.any")}
        notFoundContent={searchable ? t("promotions.form.searchToAdd") : undefined}
        data-testid={`coupon-${name}`}
      />
    </Form.Item>
  );
}

/**
 * Where the coupon applies: categories, partners (the admin only), services and packages. The admin picks from
 * every partner's services and packages; a partner from its own (partner/service/list and package/list answer a
 * partner caller its own rows only).
 */
export function ScopeFields({ side }: { side: PromotionsSide }) {
  const { t } = useTranslation();
  const admin = side === "admin";
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 8 }}>
        {t("promotions.form.scope")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("promotions.form.scopeHelp")}</Typography.Paragraph>
      <Row gutter={16}>
        <Col {...HALF}>
          <ScopeSelect
            name="category_ids"
            label={t("promotions.form.categories")}
            resource="catalog-categories"
            meta={{ endpoints: { list: ENDPOINTS.catalogCategories }, query: { page: 1 } }}
            searchable={false}
          />
        </Col>
        {admin ? (
          <Col {...HALF}>
            <ScopeSelect
              name="partner_ids"
              label={t("promotions.form.partners")}
              resource="admin-partners"
              searchable
            />
          </Col>
        ) : null}
        <Col {...HALF}>
          <ScopeSelect
            name="service_ids"
            label={t("promotions.form.services")}
            resource={admin ? "admin-services" : "partner-services"}
            searchable
            optionLabel={admin ? withPartner : undefined}
          />
        </Col>
        <Col {...HALF}>
          <ScopeSelect
            name="package_ids"
            label={t("promotions.form.packages")}
            resource={admin ? "admin-packages" : "partner-packages"}
            searchable
            optionLabel={admin ? withPartner : undefined}
          />
        </Col>
      </Row>
    </>
  );
}
