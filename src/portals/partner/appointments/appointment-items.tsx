import "../../../i18n/modules/partner-appointments";
import { Card, Image, Space, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useMoney } from "../../../features/appointments/money";
import type { PartnerBookingDetails } from "./types";

/** The booked services with quantities and prices, and the customer's notes and photos from the cart. */
export function AppointmentItems({ booking: b }: { booking: PartnerBookingDetails }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Card title={t("partnerAppointments.show.items")}>
      <Table
        rowKey="service_id"
        size="small"
        pagination={false}
        dataSource={b.services}
        data-testid="appointment-items"
        columns={[
          { key: "name", dataIndex: "name", title: t("partnerAppointments.show.service") },
          { key: "q", dataIndex: "quantity", title: t("partnerAppointments.show.quantity") },
          {
            key: "u",
            dataIndex: "unit_price",
            title: t("partnerAppointments.show.unitPrice"),
            responsive: ["sm"],
            render: (v: number) => money(v),
          },
          {
            key: "t",
            dataIndex: "total",
            title: t("partnerAppointments.show.total"),
            render: (v: number) => money(v),
          },
        ]}
      />
      {b.notes ? (
        <div style={{ marginTop: 12 }}>
          <Typography.Text strong>{t("partnerAppointments.show.notes")}</Typography.Text>
          <Typography.Paragraph dir="auto" data-testid="customer-notes" style={{ marginBottom: 0 }}>
            {b.notes}
          </Typography.Paragraph>
        </div>
      ) : null}
      {b.images.length ? (
        <div style={{ marginTop: 12 }}>
          <Typography.Text strong>{t("partnerAppointments.show.photos")}</Typography.Text>
          <div style={{ marginTop: 8 }}>
            <Image.PreviewGroup>
              <Space wrap>
                {b.images.map((src, i) => (
                  <Image
                    key={src}
                    src={src}
                    width={88}
                    height={88}
                    style={{ objectFit: "cover" }}
                    alt={t("partnerAppointments.show.photoAlt", { index: i + 1 })}
                  />
                ))}
              </Space>
            </Image.PreviewGroup>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
