import "../../../i18n/modules/admin-appointments";
import "../../../i18n/modules/schedule";
import { type BaseRecord, CanAccess, useCustom } from "@refinedev/core";
import { Card, Skeleton, Space, Tabs, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ENDPOINTS } from "../../../api/endpoints";
import { PartnerSelect, usePartnerOptions } from "../../../components/portal/partner-select";
import { HolidayList } from "../../../features/schedule/holiday-list";
import { WeekEditor } from "../../../features/schedule/week-editor";
import { AreaPage } from "./area-page";
import { type Availability, AvailabilityOverview, DAYS } from "./availability-overview";
import { PublicHolidayCalendar } from "./public-holidays";

const TABS = ["overview", "hours", "holidays", "public-holidays"] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/availability: a provider's load, week and holidays (editable for any provider), and the UAE public holiday
 * calendar. The provider and the tab are in the URL (`?partner_id=&tab=`).
 */
export default function AvailabilityPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const partners = usePartnerOptions();
  const partnerId = params.get("partner_id") ? Number(params.get("partner_id")) : undefined;
  const tab: Tab = (TABS as readonly string[]).includes(params.get("tab") ?? "")
    ? (params.get("tab") as Tab)
    : "overview";
  const go = (next: { partner_id?: number; tab?: Tab }) => {
    const p = next.partner_id ?? partnerId;
    const to = next.tab ?? tab;
    setParams({ ...(p !== undefined ? { partner_id: String(p) } : {}), ...(to !== "overview" ? { tab: to } : {}) });
  };
  // start on the first provider
  useEffect(() => {
    const first = partners.data?.[0]?.value;
    if (partnerId === undefined && first !== undefined)
      setParams(
        { partner_id: String(first), ...(params.get("tab") ? { tab: params.get("tab") as string } : {}) },
        { replace: true },
      );
  }, [partnerId, partners.data, setParams, params]);
  const { query } = useCustom<Availability & BaseRecord>({
    url: ENDPOINTS.adminAvailability,
    method: "get",
    config: { query: { partner_id: partnerId, days: DAYS } },
    queryOptions: { enabled: partnerId !== undefined && tab === "overview" },
    errorNotification: false,
  });
  const a = query.data?.data as Availability | undefined;
  const waiting = (
    <Card>
      <Skeleton active />
    </Card>
  );

  return (
    <AreaPage>
      <Space direction="vertical" size={16} style={{ width: "100%" }}>
        <Card>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {t("adminAppointments.availability.title")}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t("adminAppointments.availability.subtitle")}</Typography.Paragraph>
          {tab === "public-holidays" ? null : (
            <PartnerSelect
              source="all"
              noun="provider"
              testId="partner-filter"
              value={partnerId}
              onChange={(v) => v !== undefined && go({ partner_id: v })}
              style={{ flex: "1 1 200px", maxWidth: 360, width: "100%" }}
            />
          )}
        </Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => go({ tab: key as Tab })}
          destroyOnHidden
          items={[
            {
              key: "overview",
              label: t("schedule.admin.overview"),
              children: query.isLoading || !a ? waiting : <AvailabilityOverview a={a} />,
            },
            {
              key: "hours",
              label: t("schedule.admin.hours"),
              children:
                partnerId === undefined ? (
                  waiting
                ) : (
                  <WeekEditor key={partnerId} resource="admin-working-hours" partnerId={partnerId} />
                ),
            },
            {
              key: "holidays",
              label: t("schedule.admin.holidays"),
              children:
                partnerId === undefined ? (
                  waiting
                ) : (
                  <HolidayList key={partnerId} resource="admin-holidays" partnerId={partnerId} />
                ),
            },
            {
              key: "public-holidays",
              label: t("schedule.admin.publicHolidays"),
              children: (
                <CanAccess resource="admin-public-holidays" action="list">
                  <PublicHolidayCalendar />
                </CanAccess>
              ),
            },
          ]}
        />
      </Space>
    </AreaPage>
  );
}
