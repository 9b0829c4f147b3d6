import "../../../i18n/modules/admin-appointments";
import "../admin.css";
import { ArrowLeftOutlined, ArrowRightOutlined } from "@ant-design/icons";
import { type HttpError, useCustomMutation, useInvalidate, useOne } from "@refinedev/core";
import {
  List as AntList,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Form,
  Grid,
  Image,
  Input,
  Modal,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Table,
  Tag,
  Timeline,
  Typography,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { formatDate, formatDateTime, formatMoney, formatTime } from "../../../lib/format";
import { ReassignmentDialog, RequestStatusTag } from "./reassignment-list";
import {
  type AdminBookingDetails,
  AreaPage,
  type BookingStatus,
  BookingStatusTag,
  OrderStatusTag,
  PaymentResultTag,
  PaymentStatusTag,
  QuotationStatusTag,
  type Reassignment,
  useGatewayLabel,
  useHasPermission,
  usePaymentMethodLabel,
  useTechnicians,
} from "./shared";

const ASSIGNABLE: BookingStatus[] = ["confirmed", "technician-assigned"];

/** Change the status (the flow's next steps) or (mode technician) assign another technician, with a note. */
function StatusDialog({
  booking,
  mode,
  onClose,
  onDone,
}: {
  booking: AdminBookingDetails;
  mode: "status" | "technician" | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ status?: BookingStatus; technician_id?: number; note?: string }>();
  const [busy, setBusy] = useState(false);
  const chosen = Form.useWatch("status", form);
  const status = mode === "technician" ? "technician-assigned" : chosen;
  const needsTech = status === "technician-assigned";
  const techs = useTechnicians(mode ? booking.partner.id : undefined);
  const { mutateAsync: post } = useCustomMutation();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await post({
        url: fillId(ENDPOINTS.adminBookingStatus, booking.id),
        method: "post",
        values: {
          status,
          technician_id: needsTech ? values.technician_id : undefined,
          note: values.note || undefined,
        },
        successNotification: false,
        errorNotification: false,
      });
      message.success(t("adminAppointments.show.statusChanged"));
      form.resetFields();
      onDone();
    } catch (error) {
      const errors = (error as HttpError | undefined)?.errors;
      if (errors)
        form.setFields(
          Object.entries(errors)
            .filter(([name]) => ["status", "technician_id", "note"].includes(name))
            .map(([name, messages]) => ({
              name: name as "note",
              errors: Array.isArray(messages) ? messages.map(String) : [String(messages)],
            })),
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={mode !== null}
      title={
        mode === "technician"
          ? t(
              booking.technician
                ? "adminAppointments.show.changeTechnician"
                : "adminAppointments.show.assignTechnician",
            )
          : t("adminAppointments.show.statusTitle")
      }
      okText={t("adminAppointments.common.save")}
      okButtonProps={{ "data-testid": "status-submit" } as never}
      cancelText={t("adminAppointments.common.cancel")}
      confirmLoading={busy}
      onOk={submit}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        {mode === "status" ? (
          <Form.Item
            name="status"
            label={t("adminAppointments.list.newStatus")}
            rules={[{ required: true, message: t("adminAppointments.list.chooseStatus") }]}
          >
            <Select
              placeholder={t("adminAppointments.list.chooseStatus")}
              options={booking.next_statuses.map((s) => ({ value: s, label: t(`adminAppointments.status.${s}`) }))}
              data-testid="status-select"
            />
          </Form.Item>
        ) : null}
        {needsTech ? (
          <Form.Item
            name="technician_id"
            label={t("adminAppointments.common.technician")}
            initialValue={mode === "status" ? booking.technician?.id : undefined}
            rules={[{ required: true, message: t("adminAppointments.show.technicianRequired") }]}
          >
            <Select
              placeholder={t("adminAppointments.show.chooseTechnician")}
              loading={techs.isLoading}
              options={(techs.data ?? [])
                .filter((x) => mode === "status" || x.id !== booking.technician?.id)
                .map((x) => ({
                  value: x.id,
                  label: `${x.name} · ${t("adminAppointments.show.openJobs", { count: x.open_jobs })}`,
                }))}
              data-testid="status-technician-select"
            />
          </Form.Item>
        ) : null}
        <Form.Item name="note" label={t("adminAppointments.common.note")}>
          <Input.TextArea
            rows={3}
            maxLength={500}
            placeholder={t("adminAppointments.common.notePlaceholder")}
            data-testid="status-note"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** /admin/appointments/show/:id: everything about one appointment, status changes and technician assignment. */
const RESOURCE = "admin-appointments";

export default function AppointmentShowPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const canUpdate = useHasPermission("update-booking-appointment");
  const screens = Grid.useBreakpoint();
  const narrow = !screens.md;
  const wide = Boolean(screens.xxl);
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
  const methodLabel = usePaymentMethodLabel();
  const gatewayLabel = useGatewayLabel();
  const money = (v: number | null | undefined) => <bdi>{formatMoney(v ?? 0, i18n.language)}</bdi>;

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
            {canUpdate ? (
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
              <Card title={t("adminAppointments.show.overview")}>
                <Descriptions
                  column={wide ? 2 : 1}
                  size="small"
                  bordered={!narrow}
                  layout={narrow ? "vertical" : "horizontal"}
                  className="kh-block-descriptions"
                >
                  <Descriptions.Item label={t("adminAppointments.show.scheduled")}>
                    <bdi>
                      {formatDate(b.scheduled_at)} {formatTime(b.scheduled_at)}
                    </bdi>
                    <br />
                    <Typography.Text type="secondary">
                      {t("adminAppointments.show.duration", { minutes: b.duration_minutes })}
                    </Typography.Text>
                  </Descriptions.Item>
                  <Descriptions.Item label={t("adminAppointments.common.partner")}>
                    {b.partner.name}
                    {b.partner.phone ? (
                      <>
                        <br />
                        <bdi>{b.partner.phone}</bdi>
                      </>
                    ) : null}
                  </Descriptions.Item>
                  <Descriptions.Item label={t("adminAppointments.common.customer")}>
                    <span data-testid="customer-name">{b.customer.name}</span>
                    <br />
                    <bdi>{b.customer.phone}</bdi>
                    <br />
                    <bdi>{b.customer.email}</bdi>
                  </Descriptions.Item>
                  <Descriptions.Item label={t("adminAppointments.common.technician")}>
                    <span data-testid="technician-name">
                      {b.technician?.name ?? t("adminAppointments.common.noTechnician")}
                    </span>
                    {b.technician?.phone ? (
                      <>
                        <br />
                        <bdi>{b.technician.phone}</bdi>
                      </>
                    ) : null}
                  </Descriptions.Item>
                  <Descriptions.Item label={t("adminAppointments.show.address")} span={wide ? 2 : 1}>
                    {b.address_text}
                  </Descriptions.Item>
                  <Descriptions.Item label={t("adminAppointments.show.payment")}>
                    <Space size={[4, 4]} wrap>
                      <PaymentStatusTag status={b.payment_status} />
                      {b.payment_method ? (
                        <span data-testid="payment-method">{methodLabel(b.payment_method)}</span>
                      ) : null}
                    </Space>
                  </Descriptions.Item>
                  <Descriptions.Item label={t("adminAppointments.common.total")}>{money(b.total)}</Descriptions.Item>
                  {b.order ? (
                    <Descriptions.Item label={t("adminAppointments.show.order")}>
                      <Space size={[4, 4]} wrap>
                        <bdi>{b.order.number}</bdi>
                        <OrderStatusTag status={b.order.status} />
                      </Space>
                      {b.invoice ? (
                        <>
                          <br />
                          {t("adminAppointments.show.invoice")}: <bdi>{b.invoice.number}</bdi>
                        </>
                      ) : null}
                    </Descriptions.Item>
                  ) : null}
                  {b.cancellation_fee !== null ? (
                    <Descriptions.Item label={t("adminAppointments.show.cancellationFee")}>
                      {money(b.cancellation_fee)}
                    </Descriptions.Item>
                  ) : null}
                  {b.cancel_reason ? (
                    <Descriptions.Item label={t("adminAppointments.show.cancelReason")}>
                      {b.cancel_reason}
                    </Descriptions.Item>
                  ) : null}
                  {b.notes ? (
                    <Descriptions.Item label={t("adminAppointments.show.customerNotes")} span={wide ? 2 : 1}>
                      {b.notes}
                    </Descriptions.Item>
                  ) : null}
                </Descriptions>
                {b.images.length ? (
                  <div style={{ marginTop: 12 }}>
                    <Typography.Text strong>{t("adminAppointments.show.photos")}</Typography.Text>
                    <div style={{ marginTop: 8 }}>
                      <Image.PreviewGroup>
                        <Space wrap>
                          {b.images.map((src) => (
                            <Image key={src} src={src} width={88} height={88} style={{ objectFit: "cover" }} alt="" />
                          ))}
                        </Space>
                      </Image.PreviewGroup>
                    </div>
                  </div>
                ) : null}
              </Card>

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

              <Card title={t("adminAppointments.show.reassignments")}>
                {b.reassignment_requests.length === 0 ? (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={t("adminAppointments.show.noReassignments")}
                  />
                ) : (
                  <AntList
                    dataSource={b.reassignment_requests}
                    renderItem={(r) => (
                      <AntList.Item
                        actions={
                          canUpdate && r.status === "pending"
                            ? [
                                <Button
                                  key="approve"
                                  type="primary"
                                  size="small"
                                  onClick={() => setRequest({ request: r, mode: "approve" })}
                                  data-testid={`approve-${r.id}`}
                                >
                                  {t("adminAppointments.reassign.approve")}
                                </Button>,
                                <Button
                                  key="reject"
                                  danger
                                  size="small"
                                  onClick={() => setRequest({ request: r, mode: "reject" })}
                                >
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
            </Space>
          </Col>

          <Col xs={24} lg={10}>
            <Space direction="vertical" size={16} style={{ width: "100%" }}>
              <Card title={t("adminAppointments.show.timeline")}>
                <Timeline
                  data-testid="appointment-timeline"
                  items={b.history.map((h) => ({
                    color: h.status === "cancelled" ? "red" : h.status === "completed" ? "green" : "blue",
                    children: (
                      <div data-testid="timeline-entry">
                        <Typography.Text strong style={{ display: "block" }}>
                          {t(`adminAppointments.status.${h.status}`, { defaultValue: h.status_label })}
                        </Typography.Text>
                        {h.note ? <div dir="auto">{h.note}</div> : null}
                        <Typography.Text type="secondary" style={{ fontSize: 12, display: "block" }}>
                          <bdi>{formatDateTime(h.created_at)}</bdi> ·{" "}
                          {h.actor
                            ? t("adminAppointments.show.by", { name: h.actor.name })
                            : t("adminAppointments.show.bySystem")}
                        </Typography.Text>
                      </div>
                    ),
                  }))}
                />
              </Card>

              <Card title={t("adminAppointments.show.report")}>
                {b.completion_report ? (
                  <>
                    <Typography.Paragraph>{b.completion_report.notes}</Typography.Paragraph>
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

              <Card title={t("adminAppointments.show.payments")}>
                {b.payments.length === 0 ? (
                  <Typography.Text type="secondary">{t("adminAppointments.show.noPayments")}</Typography.Text>
                ) : (
                  b.payments.map((p) => (
                    <div key={p.id} style={{ marginBottom: 8 }}>
                      <Space wrap>
                        <PaymentResultTag status={p.status} />
                        {money(p.amount)}
                        <span data-testid="payment-gateway">
                          {gatewayLabel(p.gateway)}
                          {p.card_last4 ? (
                            <>
                              {" · "}
                              <bdi>
                                {p.card_brand ? `${p.card_brand.toUpperCase()} ` : ""}•••• {p.card_last4}
                              </bdi>
                            </>
                          ) : null}
                        </span>
                      </Space>
                      <div>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {formatDateTime(p.created_at)}
                          {p.failure_message ? ` · ${p.failure_message}` : ""}
                        </Typography.Text>
                      </div>
                    </div>
                  ))
                )}
              </Card>
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
