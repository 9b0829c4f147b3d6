import "../../i18n/modules/promotions";
import { Card, Descriptions, Space, Tag } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CouponDiscount, CouponStatusTag, CouponValidity } from "./coupon-status";
import type { Coupon, PromotionsSide } from "./types";

/** "Whole marketplace", or the scope's lists as counts ("2 categories, 3 services"). */
function Scope({ coupon: c }: { coupon: Coupon }) {
  const { t } = useTranslation();
  const parts = [
    c.category_ids.length ? t("promotions.details.categoriesCount", { count: c.category_ids.length }) : null,
    c.partner_ids.length ? t("promotions.details.partnersCount", { count: c.partner_ids.length }) : null,
    c.service_ids.length ? t("promotions.details.servicesCount", { count: c.service_ids.length }) : null,
    c.package_ids.length ? t("promotions.details.packagesCount", { count: c.package_ids.length }) : null,
  ].filter((p): p is string => p !== null);
  if (!parts.length) return <>{t("promotions.details.everywhere")}</>;
  return (
    <Space size={[4, 4]} wrap>
      {parts.map((p) => (
        <Tag key={p}>{p}</Tag>
      ))}
    </Space>
  );
}

/** The coupon's terms: titles, discount, validity (Asia/Dubai), limits, what it applies to, funder and stacking. */
export function CouponTerms({ coupon: c, side }: { coupon: Coupon; side: PromotionsSide }) {
  const { t } = useTranslation();
  const yesNo = (v: boolean) => t(v ? "promotions.details.yes" : "promotions.details.no");
  const items: { key: string; label: string; children: ReactNode }[] = [
    { key: "status", label: t("promotions.columns.status"), children: <CouponStatusTag coupon={c} /> },
    {
      key: "title_en",
      label: t("promotions.form.titleEn"),
      children: (
        <span dir="ltr" lang="en">
          {c.title_en}
        </span>
      ),
    },
    {
      key: "title_ar",
      label: t("promotions.form.titleAr"),
      children: (
        <span dir="rtl" lang="ar">
          {c.title_ar || "—"}
        </span>
      ),
    },
    { key: "discount", label: t("promotions.columns.discount"), children: <CouponDiscount coupon={c} /> },
    { key: "validity", label: t("promotions.columns.validity"), children: <CouponValidity coupon={c} /> },
    {
      key: "usage",
      label: t("promotions.columns.usage"),
      children: `${c.used_count} / ${c.usage_limit ?? t("promotions.unlimited")}`,
    },
    {
      key: "per_customer",
      label: t("promotions.details.perCustomer"),
      children: c.per_customer_limit || t("promotions.unlimited"),
    },
    { key: "first_order", label: t("promotions.form.firstOrderOnly"), children: yesNo(c.first_order_only) },
    {
      key: "applies_to",
      label: t("promotions.form.appliesTo"),
      children: t(`promotions.form.appliesToOptions.${c.applies_to}`),
    },
    { key: "scope", label: t("promotions.details.scope"), children: <Scope coupon={c} /> },
    {
      key: "stacking",
      label: t("promotions.form.stacking"),
      children: t(`promotions.form.stackingOptions.${c.stacking}`),
    },
    ...(side === "admin"
      ? [
          {
            key: "funded_by",
            label: t("promotions.columns.funder"),
            children: (
              <Tag color={c.funded_by === "partner" ? "purple" : "cyan"}>{t(`promotions.funders.${c.funded_by}`)}</Tag>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card title={t("promotions.details.terms")} data-testid="coupon-terms">
      <Descriptions column={{ xs: 1, sm: 1, md: 2 }} size="small" items={items} />
    </Card>
  );
}
