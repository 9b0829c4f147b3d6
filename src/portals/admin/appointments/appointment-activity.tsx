import "../../../i18n/modules/admin-appointments";
import { Card, Empty, Image, Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import type { AdminBookingDetails } from "./types";

/** The timeline and payments cards are shared with the partner portal (src/features/appointments). */
export { PaymentsCard, TimelineCard } from "../../../features/appointments/activity-cards";

/** The technician's completion report and the customer's sign-off. */
export function ReportCard({ booking: b }: { booking: AdminBookingDetails }) {
  const { t } = useTranslation();
  return (
    <Card title={t("adminAppointments.show.report")}>
      {b.completion_report ? (
        <>
          <Typography.Paragraph dir="auto">{b.completion_report.notes}</Typography.Paragraph>
          {b.completion_report.photos.length ? (
            <Image.PreviewGroup>
              <Space wrap>
                {b.completion_report.photos.map((src) => (
                  <Image key={src} src={src} width={88} height={88} style={{ objectFit: "cover" }} alt="" />
                ))}
              </Space>
            </Image.PreviewGroup>
          ) : null}
          <div style={{ marginTop: 8 }}>
            {b.completion_report.customer_signoff ? (
              <Tag color="green">
                {t("adminAppointments.reports.signedBy", { name: b.completion_report.signed_by ?? "" })}
              </Tag>
            ) : (
              <Tag>{t("adminAppointments.reports.notSigned")}</Tag>
            )}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(b.completion_report.created_at)}
            </Typography.Text>
          </div>
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("adminAppointments.show.noReport")} />
      )}
    </Card>
  );
}
