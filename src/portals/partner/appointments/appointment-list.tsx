import "../../../i18n/modules/partner-appointments";
import "../../../i18n/modules/appointments";
import "../../../i18n/modules/partner-dispatch";
import { CalendarOutlined } from "@ant-design/icons";
import { List } from "@refinedev/antd";
import { Badge, Button, Grid, Select, Table, Tabs, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { useTable } from "../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { useAppointmentColumns } from "./appointment-columns";
import { AppointmentFilters } from "./appointment-filters";
import { type PartnerBooking, RESOURCE, STATUS_TABS } from "./types";

/**
 * /partner/appointments: the company's bookings, newest first, with status tabs and their counts (`status_counts` of
 * the same answer: every filter but the status), filters and a search by booking number, customer name or phone.
 */
export default function PartnerAppointmentListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const narrow = !Grid.useBreakpoint().md;
  const table = useTable<PartnerBooking>({
    resource: RESOURCE,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "id", order: "desc" }] },
    // `language` only keys the cache: labels and names come back in the active language
    meta: { language: i18n.language },
    errorNotification: false,
  });
  const list = useListFilters(table);
  const status = (list.get("status") as string | undefined) ?? "";
  const counts = (table.tableQuery.data as { status_counts?: Record<string, number> } | undefined)?.status_counts;
  const columns = useAppointmentColumns(narrow);

  const tabs = [
    { key: "", label: t("appointments.status.all"), count: counts?.all },
    ...STATUS_TABS.map((s) => ({ key: s, label: t(`appointments.status.${s}`), count: counts?.[s] })),
  ].map((tab) => ({
    key: tab.key,
    label: (
      <span data-testid={`status-tab-${tab.key || "all"}`}>
        {tab.label}{" "}
        {tab.count !== undefined ? <Badge count={tab.count} showZero overflowCount={99999} color="#595959" /> : null}
      </span>
    ),
  }));

  return (
    <List
      title={t("partnerAppointments.list.title")}
      breadcrumb={false}
      headerButtons={
        // the dispatch calendar (./dispatch-calendar.tsx): the same bookings by technician and day
        <Button
          icon={<CalendarOutlined />}
          onClick={() => navigate("/partner/appointments/calendar")}
          data-testid="appointments-to-calendar"
        >
          {t("partnerDispatch.toCalendar")}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t("partnerAppointments.list.subtitle")}</Typography.Paragraph>
      {narrow ? (
        // a phone gets the tabs as one select (antd's overflowing tab list is no valid tablist for screen readers)
        <Select
          aria-label={t("partnerAppointments.list.statusFilter")}
          value={status}
          onChange={(key) => list.setFilter("status", key || undefined)}
          options={tabs.map((tab) => ({ value: tab.key, label: tab.label }))}
          style={{ width: "100%", marginBottom: 12 }}
          data-testid="status-select"
        />
      ) : (
        <Tabs
          activeKey={status}
          onChange={(key) => list.setFilter("status", key || undefined)}
          items={tabs}
          data-testid="status-tabs"
        />
      )}
      <AppointmentFilters list={list} />
      <Table
        {...list.tableProps}
        columns={columns}
        rowKey="id"
        size="middle"
        scroll={narrow ? undefined : { x: "max-content" }}
        locale={{ emptyText: t("partnerAppointments.list.empty") }}
        data-testid="appointment-table"
      />
    </List>
  );
}
