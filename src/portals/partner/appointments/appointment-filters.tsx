import "../../../i18n/modules/partner-appointments";
import { useSelect } from "@refinedev/antd";
import { Button, DatePicker, Input, Select } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import type { useListFilters } from "../../../components/portal/use-list-filters";
import { JobTypeFilter } from "../../../features/catalog/job-type-select";
import { useKhidmaStore } from "../../../state";
import { PAYMENT_STATES } from "./types";

type Filters = Pick<ReturnType<typeof useListFilters>, "get" | "setFilter" | "setFilterValues" | "searchProps">;

const FILTERED = [
  "date_from",
  "date_to",
  "technician_id",
  "service_id",
  "job_type_id",
  "community_id",
  "payment_status",
  "search",
];
const numberOf = (v: unknown) => (v === undefined || v === "" ? undefined : Number(v));

/**
 * The list's search box and filters in one wrapping row (stacks at 375 px): appointment dates, technician, service,
 * area (the communities the company serves) and payment state; the options come in the interface language.
 */
export function AppointmentFilters({ list }: { list: Filters }) {
  const { t, i18n } = useTranslation();
  const partnerId = useKhidmaStore((s) => s.session.partnerId);
  const common = { pagination: { mode: "off" as const }, errorNotification: false as const };
  // `language` only keys the cache: names come back in the active language
  const technicians = useSelect({
    resource: "partner-technicians",
    optionLabel: "name",
    optionValue: "id",
    ...common,
    meta: { language: i18n.language },
  });
  const services = useSelect({
    resource: "partner-services",
    optionLabel: "name",
    optionValue: "id",
    ...common,
    meta: { query: { page: 1 }, language: i18n.language },
  });
  const areas = useSelect({
    resource: "partner-appointment-areas",
    optionLabel: "name",
    optionValue: "id",
    ...common,
    meta: {
      endpoints: { list: ENDPOINTS.catalogCommunities },
      query: partnerId === null ? {} : { partner_id: partnerId },
      language: i18n.language,
    },
  });
  const from = list.get("date_from") as string | undefined;
  const to = list.get("date_to") as string | undefined;
  const select = (field: string, label: string, all: string, props: object, testId: string) => (
    <Select
      {...props}
      allowClear
      showSearch={false}
      aria-label={label}
      placeholder={all}
      value={numberOf(list.get(field))}
      onChange={(v) => list.setFilter(field, v)}
      style={{ flex: "1 1 160px", maxWidth: 240 }}
      data-testid={testId}
    />
  );
  const filtered = FILTERED.some((f) => list.get(f) !== undefined);

  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 16 }}>
      <Input.Search
        {...list.searchProps}
        placeholder={t("partnerAppointments.list.search")}
        aria-label={t("partnerAppointments.list.search")}
        style={{ flex: "1 1 240px", maxWidth: 340 }}
        data-testid="appointment-search"
      />
      <DatePicker.RangePicker
        aria-label={t("partnerAppointments.list.dateRange")}
        format="DD-MM-YYYY"
        inputReadOnly
        value={from && to ? [dayjs(from), dayjs(to)] : null}
        onChange={(range) =>
          list.setFilterValues({
            date_from: range?.[0]?.format("YYYY-MM-DD"),
            date_to: range?.[1]?.format("YYYY-MM-DD"),
          })
        }
        style={{ flex: "1 1 240px", maxWidth: 300 }}
      />
      {select(
        "technician_id",
        t("partnerAppointments.list.technicianFilter"),
        t("partnerAppointments.list.allTechnicians"),
        technicians.selectProps,
        "technician-filter",
      )}
      {select(
        "service_id",
        t("partnerAppointments.list.serviceFilter"),
        t("partnerAppointments.list.allServices"),
        services.selectProps,
        "service-filter",
      )}
      <JobTypeFilter value={numberOf(list.get("job_type_id"))} onChange={(v) => list.setFilter("job_type_id", v)} />
      {select(
        "community_id",
        t("partnerAppointments.list.areaFilter"),
        t("partnerAppointments.list.allAreas"),
        areas.selectProps,
        "area-filter",
      )}
      <Select
        allowClear
        aria-label={t("partnerAppointments.list.paymentFilter")}
        placeholder={t("partnerAppointments.list.allPayments")}
        value={(list.get("payment_status") as string | undefined) ?? undefined}
        onChange={(v) => list.setFilter("payment_status", v)}
        options={PAYMENT_STATES.map((s) => ({ value: s, label: t(`appointments.payment.${s}`) }))}
        style={{ flex: "1 1 160px", maxWidth: 220 }}
        data-testid="payment-filter"
      />
      {filtered ? (
        <Button
          onClick={() => list.setFilterValues(Object.fromEntries(FILTERED.map((f) => [f, undefined])))}
          data-testid="clear-filters"
        >
          {t("partnerAppointments.list.clearFilters")}
        </Button>
      ) : null}
    </div>
  );
}
