import "../../../../i18n/modules/admin-partners";
import "../../../../i18n/modules/admin-packages";
import { Table, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ENDPOINTS } from "../../../../api/endpoints";
import { PackageStatusTag } from "../../../../features/catalog/shared";
import type { ManagedPackage, ManagedService } from "../../../../features/catalog/types";
import { formatMoney } from "../../../../lib/format";
import { usePartnerPage } from "./use-partner-page";

/** A partner's services (partner/service/list?partner_id=): name, category, price, active. */
export function PartnerServicesTab({ partnerId }: { partnerId: number }) {
  const { t, i18n } = useTranslation();
  const { rows, loading, pagination } = usePartnerPage<ManagedService>("admin-partner-services", partnerId, {
    list: ENDPOINTS.catalogServiceList,
  });
  return (
    <Table
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={rows}
      pagination={pagination}
      scroll={{ x: "max-content" }}
      data-testid="partner-services"
      columns={[
        { key: "name", title: t("adminPartners.partners.serviceName"), render: (_, s) => s.name },
        { key: "category", title: t("adminPartners.partners.category"), render: (_, s) => s.category_name },
        {
          key: "price",
          title: t("adminPartners.partners.price"),
          render: (_, s) => <bdi>{formatMoney(s.price, i18n.language)}</bdi>,
        },
        {
          key: "active",
          title: t("adminPartners.partners.status"),
          render: (_, s) => (
            <Tag color={s.active ? "green" : "default"}>
              {t(s.active ? "adminPartners.partners.active" : "adminPartners.partners.inactive")}
            </Tag>
          ),
        },
      ]}
    />
  );
}

/** A partner's packages (the admin packages resource, package/list?partner_id=), each linking to its page. */
export function PartnerPackagesTab({ partnerId }: { partnerId: number }) {
  const { t, i18n } = useTranslation();
  const { rows, loading, pagination } = usePartnerPage<ManagedPackage>("admin-packages", partnerId);
  return (
    <Table
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={rows}
      pagination={pagination}
      scroll={{ x: "max-content" }}
      data-testid="partner-packages"
      columns={[
        {
          key: "name",
          title: t("adminPackages.name"),
          render: (_, p) => <Link to={`/admin/packages/show/${p.id}`}>{p.name}</Link>,
        },
        {
          key: "status",
          title: t("adminPackages.status"),
          render: (_, p) => <PackageStatusTag status={p.status} />,
        },
        {
          key: "price",
          title: t("adminPackages.startingPrice"),
          render: (_, p) =>
            p.starting_price === null ? "—" : <bdi>{formatMoney(p.starting_price, i18n.language)}</bdi>,
        },
        {
          key: "active",
          title: t("adminPackages.active"),
          render: (_, p) => (
            <Tag color={p.active ? "green" : "default"}>
              {t(p.active ? "adminPartners.partners.active" : "adminPartners.partners.inactive")}
            </Tag>
          ),
        },
      ]}
    />
  );
}
