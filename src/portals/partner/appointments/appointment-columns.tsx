import "../../../i18n/modules/partner-appointments";
import "../../../i18n/modules/package-visits";
import { ShowButton } from "@refinedev/antd";
import { type TableColumnsType, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BookingStatusTag, PaymentStatusTag } from "../../../features/appointments/status-tags";
import { formatDate, formatMoney, formatTime } from "../../../lib/format";
import { type PartnerBooking, RESOURCE } from "./types";

const secondary = { fontSize: 12 };

/** The appointments table's columns; below md (`narrow`) status, time, customer and technician fold under the number. */
export function useAppointmentColumns(narrow: boolean): TableColumnsType<PartnerBooking> {
  const { t, i18n } = useTranslation();
  const when = (v: string) => (
    <bdi>
      {formatDate(v)} {formatTime(v)}
    </bdi>
  );
  return [
    {
      dataIndex: "number",
      key: "number",
      title: t("partnerAppointments.list.number"),
      sorter: true,
      render: (_, b) => (
        <span>
          <Link to={`/partner/appointments/show/${b.id}`} data-testid="appointment-link">
            <bdi>{b.number}</bdi>
          </Link>
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
              <BookingStatusTag status={b.status} label={b.status_label} />
              <br />
              <Typography.Text type="secondary" style={secondary}>
                {when(b.scheduled_at)} · {b.customer.name}
                <br />
                {b.technician?.name ?? t("partnerAppointments.list.noTechnician")}
              </Typography.Text>
            </>
          ) : null}
        </span>
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
    {
      key: "customer",
      title: t("partnerAppointments.list.customer"),
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
      key: "technician",
      title: t("partnerAppointments.list.technician"),
      responsive: ["lg"],
      render: (_, b) =>
        b.technician?.name ?? (
          <Typography.Text type="secondary">{t("partnerAppointments.list.noTechnician")}</Typography.Text>
        ),
    },
    {
      key: "services",
      title: t("partnerAppointments.list.services"),
      responsive: ["xl"],
      render: (_, b) => b.services.map((s) => `${s.name} × ${s.quantity}`).join(", "),
    },
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
    {
      key: "actions",
      title: t("partnerAppointments.list.actions"),
      render: (_, b) => (
        <ShowButton
          hideText
          size="small"
          resource={RESOURCE}
          recordItemId={b.id}
          aria-label={t("partnerAppointments.list.view", { number: b.number })}
        />
      ),
    },
  ];
}
