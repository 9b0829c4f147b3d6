import "../../../i18n/modules/admin-appointments";
import { List as AntList, Button, Card, Empty, Space, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { useMoney } from "./money";
import { RequestStatusTag } from "./request-status-tag";
import { QuotationStatusTag } from "./status-tags";
import type { AdminBookingDetails, Reassignment } from "./types";

/** The booked services with quantities and prices. */
export function ItemsCard({ booking: b }: { booking: AdminBookingDetails }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Card title={t("adminAppointments.show.items")}>
      <Table
        rowKey="service_id"
        size="small"
        pagination={false}
        dataSource={b.services}
        columns={[
          { key: "name", dataIndex: "name", title: t("adminAppointments.list.services") },
          { key: "q", dataIndex: "quantity", title: t("adminAppointments.show.quantity") },
          {
            key: "u",
            dataIndex: "unit_price",
            title: t("adminAppointments.show.unitPrice"),
            responsive: ["sm"],
            render: (v: number) => money(v),
          },
          {
            key: "t",
            dataIndex: "total",
            title: t("adminAppointments.common.total"),
            render: (v: number) => money(v),
          },
        ]}
      />
    </Card>
  );
}

/** The technicians' reassignment requests of the booking; a pending one can be approved or rejected (`canResolve`). */
export function ReassignmentsCard({
  booking: b,
  canResolve,
  onResolve,
}: {
  booking: AdminBookingDetails;
  canResolve: boolean;
  onResolve: (request: Reassignment, mode: "approve" | "reject") => void;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t("adminAppointments.show.reassignments")}>
      {b.reassignment_requests.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("adminAppointments.show.noReassignments")} />
      ) : (
        <AntList
          dataSource={b.reassignment_requests}
          renderItem={(r) => (
            <AntList.Item
              actions={
                canResolve && r.status === "pending"
                  ? [
                      <Button
                        key="approve"
                        type="primary"
                        size="small"
                        onClick={() => onResolve(r, "approve")}
                        data-testid={`approve-${r.id}`}
                      >
                        {t("adminAppointments.reassign.approve")}
                      </Button>,
                      <Button key="reject" danger size="small" onClick={() => onResolve(r, "reject")}>
                        {t("adminAppointments.reassign.reject")}
                      </Button>,
                    ]
                  : undefined
              }
            >
              <AntList.Item.Meta
                title={
                  <Space wrap>
                    <RequestStatusTag status={r.status} />
                    <span>{r.technician?.name}</span>
                    {r.new_technician ? <span>→ {r.new_technician.name}</span> : null}
                  </Space>
                }
                description={
                  <>
                    <div dir="auto">{r.reason}</div>
                    {r.resolution_note ? <div>{r.resolution_note}</div> : null}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDateTime(r.created_at)}
                    </Typography.Text>
                  </>
                }
              />
            </AntList.Item>
          )}
        />
      )}
    </Card>
  );
}

/** The provider's quotations for extra work on the booking. */
export function QuotationsCard({ booking: b }: { booking: AdminBookingDetails }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Card title={t("adminAppointments.show.quotations")}>
      {b.quotations.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("adminAppointments.show.noQuotations")} />
      ) : (
        b.quotations.map((q) => (
          <div key={q.id} style={{ marginBottom: 12 }}>
            <Space wrap>
              <Typography.Text strong>
                <bdi>{q.number}</bdi>
              </Typography.Text>
              <span>{q.title}</span>
              <QuotationStatusTag status={q.status} />
              {money(q.total)}
            </Space>
            <ul style={{ margin: "4px 0 0", paddingInlineStart: 18 }}>
              {q.lines.map((l) => (
                <li key={l.description}>
                  {l.description} × {l.quantity} · {money(l.total)}
                </li>
              ))}
            </ul>
            {q.decline_reason ? (
              <Typography.Text type="secondary">
                {t("adminAppointments.quotations.declineReason")}: {q.decline_reason}
              </Typography.Text>
            ) : null}
          </div>
        ))
      )}
    </Card>
  );
}
