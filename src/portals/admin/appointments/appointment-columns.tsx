import "../../../i18n/modules/admin-appointments";
import "../../../i18n/modules/appointments";
import "../../../i18n/modules/package-visits";
import { ShowButton } from "@refinedev/antd";
import { type TableColumnsType, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatMoney, formatTime } from "../../../lib/format";
import { BookingStatusTag } from "./status-tags";
import type { AdminBooking } from "./types";

/** The appointments table's columns; `narrow` (below md) folds status, date and customer under the number. */
export function useAppointmentColumns(narrow: boolean): TableColumnsType<AdminBooking> {
  const { t, i18n } = useTranslation();
  const secondary = { fontSize: 12 };
  return [
    {
      dataIndex: "number",
      key: "number",
      title: t("adminAppointments.list.number"),
      sorter: true,
      render: (_, b) => (
        <span>
          <Link to={`/admin/appointments/show/${b.id}`} data-testid="appointment-link">
            <bdi>{b.number}</bdi>
          </Link>
          {b.pending_reassignment ? (
            <Tag color="orange" style={{ marginInlineStart: 6 }}>
              {t("adminAppointments.list.reassignmentPending")}
            </Tag>
          ) : null}
          {b.package ? (
            <>
              <br />
              <Typography.Text type="secondary" style={secondary} data-testid="appointment-package">
                {t("packageVisits.bookingTag", { name: b.package.name })}
              </Typography.Text>
            </>
          ) : null}
          {narrow ? (
            <>
              <br />
              <BookingStatusTag status={b.status} />
              <br />
              <Typography.Text type="secondary" style={secondary}>
                <bdi>
                  {formatDate(b.scheduled_at)} {formatTime(b.scheduled_at)}
                </bdi>{" "}
                · {b.customer.name}
              </Typography.Text>
            </>
          ) : null}
        </span>
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
          {formatDate(v)}
          <br />
          <Typography.Text type="secondary">{formatTime(v)}</Typography.Text>
        </span>
      ),
    },
    {
      key: "customer",
      title: t("adminAppointments.common.customer"),
      responsive: ["md"],
      render: (_, b) => (
        <span>
          {b.customer.name}
          <br />
          <Typography.Text type="secondary" style={secondary}>
            <bdi>{b.customer.phone ?? b.customer.email}</bdi>
          </Typography.Text>
        </span>
      ),
    },
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
    {
      key: "services",
      title: t("adminAppointments.list.services"),
      responsive: ["xl"],
      render: (_, b) => b.services.map((s) => `${s.name} × ${s.quantity}`).join(", "),
    },
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
    {
      key: "actions",
      title: t("adminAppointments.common.actions"),
      render: (_, b) => (
        <ShowButton
          hideText
          size="small"
          resource="admin-appointments"
          recordItemId={b.id}
          aria-label={t("adminAppointments.common.viewNamed", { name: b.number })}
        />
      ),
    },
  ];
}
