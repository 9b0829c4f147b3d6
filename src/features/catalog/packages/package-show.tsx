import "../../../i18n/modules/package-visits";
import { CopyOutlined, DeleteOutlined, EditOutlined, StarFilled } from "@ant-design/icons";
import { Show } from "@refinedev/antd";
import { useShow } from "@refinedev/core";
import { Button, Descriptions, Space, Switch, Tabs, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { formatMoney } from "../../../lib/format";
import { CatalogPage, useCatalogBase } from "../catalog-page";
import { PackageStatusTag } from "../package-status-tag";
import type { ManagedPackage } from "../types";
import { useAllowed } from "../use-allowed";
import { DurationsTab } from "./durations-tab";
import { PricingTab } from "./pricing-tab";
import { StatusTab } from "./status-tab";
import { usePackageActions } from "./use-package-actions";

const TABS = ["durations", "pricing", "status"] as const;

/**
 * What the admin portal adds to this page (issue 7): header controls (the handpicked switch) and a block above the
 * details (the partner). The partner portal passes nothing.
 */
export interface PackageShowExtras {
  extraButtons?: (pkg: ManagedPackage, refresh: () => void) => ReactNode;
  extraInfo?: (pkg: ManagedPackage) => ReactNode;
}

/** /partner/packages/show/:id: the package, its durations, pricing and status, with clone, delete and on/off. */
export default function PackageShowPage({ extraButtons, extraInfo }: PackageShowExtras = {}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const base = useCatalogBase();
  const [params, setParams] = useSearchParams();
  const { query } = useShow<ManagedPackage>({ errorNotification: false });
  const pkg = query.data?.data;
  // asked of the current route's resource: admin-packages or partner-packages, each with its permissions map
  const can = {
    edit: useAllowed("edit"),
    clone: useAllowed("clone"),
    delete: useAllowed("delete"),
    pricing: useAllowed("pricing"),
    status: useAllowed("status"),
  };
  const refresh = () => void query.refetch();
  const actions = usePackageActions(pkg, query.refetch);

  const tab = TABS.find((k) => k === params.get("tab")) ?? "durations";
  const sep = i18n.language === "ar" ? "، " : ", ";

  return (
    <CatalogPage>
      <Show
        isLoading={query.isLoading}
        breadcrumb={false}
        title={
          pkg ? (
            <Space wrap size={8}>
              <span data-testid="package-title">{pkg.name}</span>
              <PackageStatusTag status={pkg.status} />
              {pkg.is_handpicked ? (
                <Tag color="purple" icon={<StarFilled />}>
                  {t("partnerCatalog.packages.handpicked")}
                </Tag>
              ) : null}
            </Space>
          ) : (
            t("partnerCatalog.packages.manageTitle")
          )
        }
        headerButtons={() =>
          pkg ? (
            <Space wrap>
              {extraButtons?.(pkg, refresh)}
              <Switch
                checked={actions.active}
                loading={actions.toggling}
                disabled={!can.edit}
                onChange={actions.setActive}
                checkedChildren={t("partnerCatalog.common.active")}
                unCheckedChildren={t("partnerCatalog.common.inactive")}
                aria-label={t("partnerCatalog.packages.activeToggle", { name: pkg.name })}
                data-testid="package-active"
              />
              {can.edit ? (
                <Button icon={<EditOutlined />} onClick={() => navigate(`${base}/packages/edit/${pkg.id}`)}>
                  {t("partnerCatalog.common.edit")}
                </Button>
              ) : null}
              {can.clone ? (
                <Button
                  icon={<CopyOutlined />}
                  loading={actions.cloning}
                  onClick={() => void actions.clone()}
                  data-testid="package-clone"
                >
                  {t("partnerCatalog.packages.clone")}
                </Button>
              ) : null}
              {can.delete ? (
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  loading={actions.deleting}
                  onClick={actions.confirmDelete}
                  data-testid="package-delete"
                >
                  {t("partnerCatalog.common.delete")}
                </Button>
              ) : null}
            </Space>
          ) : null
        }
      >
        {pkg ? (
          <Space direction="vertical" size="large" style={{ width: "100%" }}>
            {extraInfo?.(pkg)}
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} bordered>
              <Descriptions.Item label={t("partnerCatalog.packages.servicesIncluded")}>
                {pkg.services.map((s) => s.name).join(sep) || "—"}
              </Descriptions.Item>
              <Descriptions.Item label={t("partnerCatalog.packages.visitsPerMonth")}>
                {pkg.visits_per_month}
              </Descriptions.Item>
              <Descriptions.Item label={t("packageVisits.policy.label")}>
                {t(`packageVisits.policy.${pkg.unused_visits ?? "lost"}`)}
              </Descriptions.Item>
              <Descriptions.Item label={t("partnerCatalog.packages.propertyTypes")}>
                {pkg.property_types.map((p) => t(`partnerCatalog.propertyTypes.${p}`)).join(sep)}
              </Descriptions.Item>
              <Descriptions.Item label={t("partnerCatalog.packages.startingPrice")}>
                {pkg.starting_price === null ? (
                  <Tag color="warning">{t("partnerCatalog.packages.notPriced")}</Tag>
                ) : (
                  <bdi>
                    {formatMoney(pkg.starting_price, i18n.language)} {t("partnerCatalog.common.perMonth")}
                  </bdi>
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t("partnerCatalog.packages.durationsLabel")}>
                {pkg.durations?.length ?? pkg.duration_count}
              </Descriptions.Item>
              <Descriptions.Item label={t("partnerCatalog.packages.storefront")}>
                {pkg.status === "Approved" && pkg.active ? (
                  <Tag color="green">{t("partnerCatalog.packages.visible")}</Tag>
                ) : (
                  <Tag>{t("partnerCatalog.packages.hidden")}</Tag>
                )}
              </Descriptions.Item>
            </Descriptions>
            {pkg.description ? (
              <Typography.Paragraph type="secondary" style={{ whiteSpace: "pre-wrap", margin: 0 }}>
                {pkg.description}
              </Typography.Paragraph>
            ) : null}
            <Tabs
              activeKey={tab}
              onChange={(key) => {
                const next = new URLSearchParams(params);
                next.set("tab", key);
                setParams(next, { replace: true });
              }}
              items={[
                {
                  key: "durations",
                  label: t("partnerCatalog.tabs.durations"),
                  children: <DurationsTab packageId={pkg.id} canEdit={can.pricing} onChanged={refresh} />,
                },
                {
                  key: "pricing",
                  label: t("partnerCatalog.tabs.pricing"),
                  children: <PricingTab pkg={pkg} canEdit={can.pricing} onChanged={refresh} />,
                },
                {
                  key: "status",
                  label: t("partnerCatalog.tabs.status"),
                  children: (
                    <StatusTab pkg={pkg} canChangeStatus={can.status} canComment={can.edit} onChanged={refresh} />
                  ),
                },
              ]}
            />
          </Space>
        ) : null}
      </Show>
    </CatalogPage>
  );
}
