import "../../../i18n/modules/admin-appointments";
import "../admin.css";
import { ArrowLeftOutlined, ArrowRightOutlined } from "@ant-design/icons";
import { useCan, useInvalidate, useOne } from "@refinedev/core";
import { Button, Card, Col, Result, Row, Skeleton, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ENDPOINTS } from "../../../api/endpoints";
import { PaymentsCard, ReportCard, TimelineCard } from "./appointment-activity";
import { AppointmentOverview } from "./appointment-overview";
import { ItemsCard, QuotationsCard, ReassignmentsCard } from "./appointment-sections";
import { AreaPage } from "./area-page";
import { ReassignmentDialog } from "./reassignment-dialog";
import { StatusDialog } from "./status-dialog";
import { BookingStatusTag } from "./status-tags";
import type { AdminBookingDetails, BookingStatus, Reassignment } from "./types";

const ASSIGNABLE: BookingStatus[] = ["confirmed", "technician-assigned"];

const RESOURCE = "admin-appointments";

/** /admin/appointments/show/:id: everything about one appointment, status changes and technician assignment. */
export default function AppointmentShowPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const { data: canChange } = useCan({ resource: RESOURCE, action: "status" });
  const { data: canResolve } = useCan({ resource: "admin-reassignment-requests", action: "resolve" });
  const [dialog, setDialog] = useState<"status" | "technician" | null>(null);
  const [request, setRequest] = useState<{ request: Reassignment; mode: "approve" | "reject" } | null>(null);
  const { query, result: b } = useOne<AdminBookingDetails>({
    resource: RESOURCE,
    id: id ?? "",
    // `language` only keys the cache: labels come back in the active language
    meta: { endpoints: { one: ENDPOINTS.adminBookingDetails }, language: i18n.language },
    queryOptions: { retry: false },
    errorNotification: false,
  });
  const invalidate = useInvalidate();

  if (query.isLoading)
    return (
      <AreaPage>
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </AreaPage>
    );
  if (!b)
    return (
      <AreaPage>
        <Result
          status="404"
          title={t("adminAppointments.show.notFound")}
          extra={<Link to="/admin/appointments">{t("adminAppointments.show.back")}</Link>}
        />
      </AreaPage>
    );

  const refresh = () => void invalidate({ resource: RESOURCE, id: id ?? "", invalidates: ["detail"] });
  return (
    <AreaPage>
      <Space direction="vertical" size={16} style={{ width: "100%" }}>
        <Link to="/admin/appointments">
          {i18n.dir() === "rtl" ? <ArrowRightOutlined /> : <ArrowLeftOutlined />} {t("adminAppointments.show.back")}
        </Link>
        <Card>
          <Space wrap align="center" style={{ justifyContent: "space-between", width: "100%" }}>
            <Space wrap align="center">
              <Typography.Title level={3} style={{ margin: 0 }} data-testid="appointment-title">
                {t("adminAppointments.show.title", { number: b.number })}
              </Typography.Title>
              <BookingStatusTag status={b.status} />
            </Space>
            {canChange?.can ? (
              <Space wrap>
                {ASSIGNABLE.includes(b.status) ? (
                  <Button onClick={() => setDialog("technician")} data-testid="assign-technician">
                    {t(
                      b.technician
                        ? "adminAppointments.show.changeTechnician"
                        : "adminAppointments.show.assignTechnician",
                    )}
                  </Button>
                ) : null}
                {b.next_statuses.length > 0 ? (
                  <Button type="primary" onClick={() => setDialog("status")} data-testid="change-status">
                    {t("adminAppointments.show.changeStatus")}
                  </Button>
                ) : (
                  <Typography.Text type="secondary">{t("adminAppointments.show.noNextStatus")}</Typography.Text>
                )}
              </Space>
            ) : null}
          </Space>
        </Card>

        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            <Space direction="vertical" size={16} style={{ width: "100%" }}>
              <AppointmentOverview booking={b} />
              <ItemsCard booking={b} />
              <ReassignmentsCard
                booking={b}
                canResolve={Boolean(canResolve?.can)}
                onResolve={(r, mode) => setRequest({ request: r, mode })}
              />
              <QuotationsCard booking={b} />
            </Space>
          </Col>

          <Col xs={24} lg={10}>
            <Space direction="vertical" size={16} style={{ width: "100%" }}>
              <TimelineCard booking={b} />
              <ReportCard booking={b} />
              <PaymentsCard booking={b} />
            </Space>
          </Col>
        </Row>
      </Space>
      <StatusDialog
        booking={b}
        mode={dialog}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          refresh();
        }}
      />
      <ReassignmentDialog
        request={request?.request ?? null}
        mode={request?.mode ?? null}
        onClose={() => setRequest(null)}
        onDone={() => {
          setRequest(null);
          refresh();
        }}
      />
    </AreaPage>
  );
}
