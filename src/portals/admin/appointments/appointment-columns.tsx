import "../../../i18n/modules/admin-appointments";
import "../../../i18n/modules/appointments";
import { type TableColumnsType, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import {
  BookingNumberCell,
  customerColumn,
  servicesColumn,
  showColumn,
} from "../../../features/appointments/booking-columns";
import { useFormatters } from "../../../features/settings/use-formatters";
import { formatMoney } from "../../../lib/format";
import { BookingStatusTag } from "./status-tags";
import type { AdminBooking } from "./types";

/** The appointments table's columns; `narrow` (below md) folds status, date and customer under the number. */
export function useAppointmentColumns(narrow: boolean): TableColumnsType<AdminBooking> {
  const { t, i18n } = useTranslation();
  const f = useFormatters();
  const secondary = { fontSize: 12 };
  return [
    {
      dataIndex: "number",
      key: "number",
      title: t("adminAppointments.list.number"),
      sorter: true,
      render: (_, b) => (
        <BookingNumberCell
          booking={b}
          href={`/admin/appointments/show/${b.id}`}
          badge={
            b.pending_reassignment ? (
              <Tag color="orange" style={{ marginInlineStart: 6 }}>
                {t("adminAppointments.list.reassignmentPending")}
              </Tag>
            ) : null
          }
          folded={
            narrow ? (
              <>
                <br />
                <BookingStatusTag status={b.status} />
                <br />
                <Typography.Text type="secondary" style={secondary}>
                  <bdi>
                    {f.date(b.scheduled_at)} {f.time(b.scheduled_at)}
                  </bdi>{" "}
                  · {b.customer.name}
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
      title: t("adminAppointments.common.status"),
      responsive: ["md"],
      sorter: true,
      render: (s: string) => <BookingStatusTag status={s} />,
    },
    {
      dataIndex: "scheduled_at",
      key: "scheduled_at",
      title: t("adminAppointments.list.scheduled"),
      responsive: ["md"],
      sorter: true,
      render: (v: string) => (
        <span>
          {f.date(v)}
          <br />
          <Typography.Text type="secondary">{f.time(v)}</Typography.Text>
        </span>
      ),
    },
    customerColumn(t("adminAppointments.common.customer")),
    {
      key: "partner",
      title: t("adminAppointments.common.partner"),
      responsive: ["lg"],
      render: (_, b) => (
        <span>
          {b.partner.name}
          <br />
          <Typography.Text type="secondary" style={secondary}>
            {b.technician?.name ?? t("adminAppointments.common.noTechnician")}
          </Typography.Text>
        </span>
      ),
    },
    servicesColumn(t("adminAppointments.list.services")),
    {
      dataIndex: "total",
      key: "total",
      title: t("adminAppointments.common.total"),
      sorter: true,
      render: (v: number, b) => (
        <span>
          <bdi>{formatMoney(v, i18n.language)}</bdi>
          <br />
          <Typography.Text type="secondary" style={secondary}>
            {t(`appointments.payment.${b.payment_status}`, { defaultValue: b.payment_status })}
          </Typography.Text>
        </span>
      ),
    },
    showColumn(t("adminAppointments.common.actions"), "admin-appointments", (b) =>
      t("adminAppointments.common.viewNamed", { name: b.number }),
    ),
  ];
}
