import { CopyOutlined, DeleteOutlined, EditOutlined, StarFilled } from "@ant-design/icons";
import { Show } from "@refinedev/antd";
import { useShow } from "@refinedev/core";
import { useMutation } from "@tanstack/react-query";
import { App, Button, Descriptions, Space, Switch, Tabs, Tag, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { api, isApiError } from "../../../api";
import { ENDPOINTS, fillId, RESOURCE_ENDPOINTS } from "../../../api/endpoints";
import { formatMoney } from "../../../lib/format";
import { CatalogPage, PackageStatusTag, useCatalogBase, useHasPermission } from "../shared";
import type { ManagedPackage } from "../types";
import { DurationsTab } from "./durations-tab";
import { PricingTab } from "./pricing-tab";
import { StatusTab } from "./status-tab";

const TABS = ["durations", "pricing", "status"] as const;

/** Message of a failed call: its first field error, else its message. */
const reason = (error: unknown) =>
  isApiError(error) ? (Object.values(error.errors ?? {})[0]?.[0] ?? error.message) : String(error);

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
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const base = useCatalogBase();
  const [params, setParams] = useSearchParams();
  const { query } = useShow<ManagedPackage>({ errorNotification: false });
  const pkg = query.data?.data;
  const can = {
    edit: useHasPermission("update-package"),
    create: useHasPermission("create-package"),
    delete: useHasPermission("delete-package"),
    pricing: useHasPermission("save-duration-pricing"),
    status: useHasPermission("change-package-status"),
  };
  const [activeOverride, setActiveOverride] = useState<boolean>();
  const refresh = () => void query.refetch();

  const toggle = useMutation({
    mutationFn: (next: boolean) =>
      api.post(ENDPOINTS.catalogPackageActive, { package_id: pkg?.id, active: next ? 1 : 0 }),
    onMutate: (next) => setActiveOverride(next),
    onSuccess: async (_d, next) => {
      await query.refetch();
      message.success(t(next ? "partnerCatalog.packages.activated" : "partnerCatalog.packages.deactivated"));
    },
    onSettled: () => setActiveOverride(undefined),
  });
  const clone = useMutation({
    mutationFn: async () => (await api.get<ManagedPackage>(fillId(ENDPOINTS.catalogPackageClone, pkg?.id))).data,
    onSuccess: (copy) => {
      message.success(t("partnerCatalog.packages.cloned"));
      navigate(`${base}/packages/edit/${copy.id}`);
    },
  });
  const remove = useMutation({
    mutationFn: () =>
      api.delete(fillId(RESOURCE_ENDPOINTS.packages?.delete ?? "package/delete/{id}", pkg?.id), { silent: true }),
    onSuccess: () => {
      message.success(t("partnerCatalog.packages.deleted"));
      navigate(`${base}/packages`);
    },
    onError: (error) =>
      modal.error({
        title: t("partnerCatalog.packages.deleteFailed"),
        content: reason(error),
        okText: t("partnerCatalog.common.ok"),
      }),
  });
  const confirmDelete = () =>
    modal.confirm({
      title: t("partnerCatalog.packages.deleteTitle", { name: pkg?.name }),
      content: t("partnerCatalog.packages.deleteBody"),
      okText: t("partnerCatalog.common.delete"),
      okButtonProps: { danger: true },
      cancelText: t("partnerCatalog.common.cancel"),
      onOk: () => remove.mutateAsync().catch(() => undefined),
    });

  const tab = TABS.find((k) => k === params.get("tab")) ?? "durations";
  const active = activeOverride ?? Boolean(pkg?.active);
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
                checked={active}
                loading={toggle.isPending}
                disabled={!can.edit}
                onChange={(next) => toggle.mutate(next)}
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
              {can.create ? (
                <Button
                  icon={<CopyOutlined />}
                  loading={clone.isPending}
                  onClick={() => clone.mutate()}
                  data-testid="package-clone"
                >
                  {t("partnerCatalog.packages.clone")}
                </Button>
              ) : null}
              {can.delete ? (
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  loading={remove.isPending}
                  onClick={confirmDelete}
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
