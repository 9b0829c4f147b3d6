import "../../../../i18n/modules/admin-partners";
import { Show } from "@refinedev/antd";
import { useCan, useShow } from "@refinedev/core";
import { Avatar, Button, Space, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AdminPage } from "../admin-page";
import { PartnerStatusTag } from "../status-tags";
import type { AdminPartnerDetails } from "../types";
import { PartnerPackagesTab, PartnerServicesTab } from "./partner-catalog-tabs";
import { PartnerAreas, PartnerFigures, PartnerProfile } from "./partner-profile";
import { PartnerRatingsTab } from "./partner-ratings-tab";
import { usePartnerStatus } from "./use-partner-status";

const TABS = ["profile", "services", "packages", "areas", "ratings"] as const;

/** /admin/partners/show/:id: profile, services, packages, areas and ratings, with activate/deactivate. */
export default function PartnerShowPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data: canUpdate } = useCan({ resource: "admin-partners", action: "edit" });
  const { query } = useShow<AdminPartnerDetails>({ errorNotification: false });
  const partner = query.data?.data;
  const status = usePartnerStatus();
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
                  children: <PartnerProfile partner={partner} />,
                },
                {
                  key: "services",
                  label: t("adminPartners.partners.tabs.services"),
                  children: <PartnerServicesTab partnerId={partner.id} />,
                },
                {
                  key: "packages",
                  label: t("adminPartners.partners.tabs.packages"),
                  children: <PartnerPackagesTab partnerId={partner.id} />,
                },
                {
                  key: "areas",
                  label: t("adminPartners.partners.tabs.areas"),
                  children: <PartnerAreas partner={partner} />,
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
      </Show>
    </AdminPage>
  );
}
