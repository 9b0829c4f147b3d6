import "../../../i18n/modules/partner-appointments";
import { type TableColumnsType, Typography } from "antd";
import { useTranslation } from "react-i18next";
import {
  BookingNumberCell,
  customerColumn,
  servicesColumn,
  showColumn,
} from "../../../features/appointments/booking-columns";
import { BookingStatusTag, PaymentStatusTag } from "../../../features/appointments/status-tags";
import { useFormatters } from "../../../features/settings/use-formatters";
import { formatMoney } from "../../../lib/format";
import { type PartnerBooking, RESOURCE } from "./types";

const secondary = { fontSize: 12 };

/** The appointments table's columns; below md (`narrow`) status, time, customer and technician fold under the number. */
export function useAppointmentColumns(narrow: boolean): TableColumnsType<PartnerBooking> {
  const { t, i18n } = useTranslation();
  const f = useFormatters();
  const when = (v: string) => (
    <bdi>
      {f.date(v)} {f.time(v)}
    </bdi>
  );
  return [
    {
      dataIndex: "number",
      key: "number",
      title: t("partnerAppointments.list.number"),
      sorter: true,
      render: (_, b) => (
        <BookingNumberCell
          booking={b}
          href={`/partner/appointments/show/${b.id}`}
          folded={
            narrow ? (
              <>
                <br />
                <BookingStatusTag status={b.status} label={b.status_label} />
                <br />
                <Typography.Text type="secondary" style={secondary}>
                  {when(b.scheduled_at)} · {b.customer.name}
                  <br />
                  {b.technician?.name ?? t("partnerAppointments.list.noTechnician")}
                </Typography.Text>
              </>
            ) : null
          }
        />
      ),
    },
    {
      dataIndex: "status",
      key: "status",
      title: t("partnerAppointments.list.scheduled"),
      responsive: ["md"],
      sorter: true,
      render: (_: string, b) => (
        <span>
          <BookingStatusTag status={b.status} label={b.status_label} />
          <br />
          <Typography.Text type="secondary" style={secondary}>
            {when(b.scheduled_at)}
          </Typography.Text>
        </span>
      ),
    },
    customerColumn(t("partnerAppointments.list.customer")),
    {
      key: "technician",
      title: t("partnerAppointments.list.technician"),
      responsive: ["lg"],
      render: (_, b) =>
        b.technician?.name ?? (
          <Typography.Text type="secondary">{t("partnerAppointments.list.noTechnician")}</Typography.Text>
        ),
    },
    servicesColumn(t("partnerAppointments.list.services")),
    {
      dataIndex: "total",
      key: "total",
      title: t("partnerAppointments.list.total"),
      sorter: true,
      render: (v: number, b) => (
        <span>
          <bdi>{formatMoney(v, i18n.language)}</bdi>
          <br />
          <PaymentStatusTag status={b.payment_status} />
        </span>
      ),
    },
    showColumn(t("partnerAppointments.list.actions"), RESOURCE, (b) =>
      t("partnerAppointments.list.view", { number: b.number }),
    ),
  ];
}
