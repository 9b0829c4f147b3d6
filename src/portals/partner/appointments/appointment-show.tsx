import "../../../i18n/modules/partner-appointments";
import { ArrowLeftOutlined, ArrowRightOutlined } from "@ant-design/icons";
import { useOne } from "@refinedev/core";
import { Card, Col, Result, Row, Skeleton, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PaymentsCard, TimelineCard } from "../../../features/appointments/activity-cards";
import { BookingStatusTag } from "../../../features/appointments/status-tags";
import { AppointmentActions } from "./appointment-actions";
import { AppointmentItems } from "./appointment-items";
import { AppointmentOverview } from "./appointment-overview";
import { type PartnerBookingDetails, RESOURCE } from "./types";

/**
 * /partner/appointments/show/:id: one of the company's bookings (another company's answers 404: "not found"), with
 * the actions its state allows, the services, notes and photos, the timeline and the payments.
 */
export default function PartnerAppointmentShowPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const { query, result: b } = useOne<PartnerBookingDetails>({
    resource: RESOURCE,
    id: id ?? "",
    // `language` only keys the cache: labels come back in the active language
    meta: { language: i18n.language, silent: true },
    queryOptions: { retry: false },
    errorNotification: false,
  });
  const back = (
    <Link to="/partner/appointments">
      {i18n.dir() === "rtl" ? <ArrowRightOutlined /> : <ArrowLeftOutlined />} {t("partnerAppointments.show.back")}
    </Link>
  );

  if (query.isLoading)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (!b) return <Result status="404" title={t("partnerAppointments.show.notFound")} extra={back} />;

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      {back}
      <Space wrap align="center">
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="appointment-title">
          {t("partnerAppointments.show.title", { number: b.number })}
        </Typography.Title>
        <BookingStatusTag status={b.status} label={b.status_label} />
      </Space>
      <AppointmentActions booking={b} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Space direction="vertical" size={16} style={{ width: "100%" }}>
            <AppointmentOverview booking={b} />
            <AppointmentItems booking={b} />
          </Space>
        </Col>
        <Col xs={24} lg={10}>
          <Space direction="vertical" size={16} style={{ width: "100%" }}>
            <TimelineCard booking={b} />
            <PaymentsCard booking={b} />
          </Space>
        </Col>
      </Row>
    </Space>
  );
}
