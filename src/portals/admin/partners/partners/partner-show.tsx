import "../../../../i18n/modules/admin-partners";
import "../../../../i18n/modules/admin-tenants";
import { Show } from "@refinedev/antd";
import { useCan, useShow } from "@refinedev/core";
import { Alert, Avatar, Button, Space, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { formatDate } from "../../../../lib/format";
import { AdminPage } from "../admin-page";
import { PartnerStatusTag } from "../status-tags";
import type { AdminPartnerDetails } from "../types";
import { PartnerPackagesTab, PartnerServicesTab } from "./partner-catalog-tabs";
import { usePartnerEdit } from "./partner-edit-modal";
import { PartnerAreas, PartnerFigures, PartnerProfile } from "./partner-profile";
import { PartnerRatingsTab } from "./partner-ratings-tab";
import { PartnerServiceCreate } from "./partner-service-create";
import { EditButton, PartnerDocumentsTab, PartnerTenantPanels } from "./partner-tenant-panels";
import { usePartnerStatus } from "./use-partner-status";

const TABS = ["profile", "services", "packages", "areas", "documents", "ratings"] as const;

/**
 * /admin/partners/show/:id: profile (company, contact, bank, commission), services, packages, areas, documents and
 * ratings, with activate/deactivate (a reason to deactivate) and, for editors, an Edit form per section and
 * "Add service".
 */
export default function PartnerShowPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data: canUpdate } = useCan({ resource: "admin-partners", action: "edit" });
  const { data: canCreateService } = useCan({ resource: "admin-partners", action: "create-service" });
  const { query } = useShow<AdminPartnerDetails>({ errorNotification: false });
  const partner = query.data?.data;
  const status = usePartnerStatus();
  const edit = usePartnerEdit(partner);
  const onEdit = canUpdate?.can ? edit.open : undefined;
  const tab = TABS.find((k) => k === params.get("tab")) ?? "profile";

  return (
    <AdminPage>
      <Show
        isLoading={query.isLoading}
        breadcrumb={false}
        title={
          partner ? (
            <Space wrap size={8}>
              <Avatar shape="square" src={partner.logo ?? undefined} alt="">
                {partner.name[0]}
              </Avatar>
              <span data-testid="partner-title">{partner.name}</span>
              <PartnerStatusTag status={partner.status} />
            </Space>
          ) : (
            t("adminPartners.partners.detailsTitle")
          )
        }
        headerButtons={() =>
          partner && canUpdate?.can ? (
            partner.status === "active" ? (
              <Button
                danger
                loading={status.isPending}
                onClick={() => status.confirm([partner.id], "inactive", partner.name)}
                data-testid="partner-deactivate"
              >
                {t("adminPartners.partners.deactivate")}
              </Button>
            ) : (
              <Button
                type="primary"
                loading={status.isPending}
                onClick={() => status.confirm([partner.id], "active", partner.name)}
                data-testid="partner-activate"
              >
                {t("adminPartners.partners.activate")}
              </Button>
            )
          ) : null
        }
      >
        {partner ? (
          <Space direction="vertical" size="large" style={{ width: "100%" }}>
            {partner.status === "inactive" && partner.status_reason ? (
              <Alert
                type="warning"
                showIcon
                data-testid="partner-inactive-reason"
                message={t("adminTenants.inactiveBanner", { reason: partner.status_reason })}
                description={
                  partner.status_changed_at
                    ? t("adminTenants.inactiveSince", { date: formatDate(partner.status_changed_at) })
                    : undefined
                }
              />
            ) : null}
            <PartnerFigures partner={partner} />
            <Tabs
              activeKey={tab}
              onChange={(key) => {
                const next = new URLSearchParams(params);
                next.set("tab", key);
                setParams(next, { replace: true });
              }}
              items={[
                {
                  key: "profile",
                  label: t("adminPartners.partners.tabs.profile"),
                  children: (
                    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
                      <EditButton section="company" onEdit={onEdit} />
                      <PartnerProfile partner={partner} />
                      <PartnerTenantPanels partner={partner} onEdit={onEdit} />
                    </Space>
                  ),
                },
                {
                  key: "services",
                  label: t("adminPartners.partners.tabs.services"),
                  children: (
                    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
                      {canCreateService?.can ? (
                        <PartnerServiceCreate partnerId={partner.id} partnerName={partner.name} />
                      ) : null}
                      <PartnerServicesTab partnerId={partner.id} />
                    </Space>
                  ),
                },
                {
                  key: "packages",
                  label: t("adminPartners.partners.tabs.packages"),
                  children: <PartnerPackagesTab partnerId={partner.id} />,
                },
                {
                  key: "areas",
                  label: t("adminPartners.partners.tabs.areas"),
                  children: (
                    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
                      <EditButton section="areas" onEdit={onEdit} />
                      <PartnerAreas partner={partner} />
                    </Space>
                  ),
                },
                {
                  key: "documents",
                  label: t("adminTenants.documents.tab"),
                  children: <PartnerDocumentsTab partner={partner} canEdit={Boolean(canUpdate?.can)} />,
                },
                {
                  key: "ratings",
                  label: t("adminPartners.partners.tabs.ratings"),
                  children: <PartnerRatingsTab partner={partner} />,
                },
              ]}
            />
          </Space>
        ) : null}
        {edit.element}
        {status.element}
      </Show>
    </AdminPage>
  );
}
