import "../../../i18n/modules/partner-work";
import { FileAddOutlined } from "@ant-design/icons";
import { useCan, useInvalidate } from "@refinedev/core";
import { Alert, App, Button, Form, Input, Modal, Progress, Select, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { ENDPOINTS } from "../../../api/endpoints";
import { useVatPercent } from "../../../features/settings/use-vat";
import { formatMoney } from "../../../lib/format";
import { MAX_PHOTOS, PhotoPicker, QuotationLines, type QuotationLineValues } from "./quotation-lines";
import { applyServerErrors, filesOf, useMultipartPost } from "./quotation-upload";

type Quotation = ApiSchema<"Quotation">;
/** What the buttons need of a booking (the partner's details answer has it all). */
export type WorkBooking = Pick<
  ApiSchema<"AdminBookingDetails">,
  "id" | "number" | "status" | "completion_report" | "reassignment_requests"
>;

interface Values {
  title?: string;
  lines: QuotationLineValues[];
  valid_days: number;
  photos?: QuotationLineValues["photos"];
}

/** Statuses a quotation may be sent in (the server's rule: the job is under way). */
export const QUOTABLE = ["technician-assigned", "on-the-way", "in-progress"];
const VALIDITY = [1, 3, 7, 14, 30];
const LINE_FIELDS = new Set(["description", "quantity", "unit_price", "photos"]);

/** The FormData of POST partner/quotation/create: text fields, the quotation's photos and each line's. */
function quotationBody(bookingId: number, v: Values): FormData {
  const body = new FormData();
  body.append("booking_id", String(bookingId));
  if (v.title?.trim()) body.append("title", v.title.trim());
  body.append(
    "lines",
    JSON.stringify(
      v.lines.map((l) => ({ description: l.description?.trim(), quantity: l.quantity, unit_price: l.unit_price })),
    ),
  );
  body.append("valid_days", String(v.valid_days));
  for (const f of filesOf(v.photos)) body.append("photos", f);
  v.lines.forEach((l, i) => {
    for (const f of filesOf(l.photos)) body.append(`lines[${i}][photos]`, f);
  });
  return body;
}

/**
 * "Send quotation" on the partner's appointment: a dialog with the lines (description, quantity, unit price incl.
 * VAT, photos), photos of the whole, validity, and the total as the customer will see it. Shown while the job is
 * under way and the role may update appointments.
 */
export function QuotationButton({ booking, onDone }: { booking: WorkBooking; onDone?: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const { data: can } = useCan({ resource: "partner-appointments", action: "quote" });
  const invalidate = useInvalidate();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();
  const lines = Form.useWatch("lines", form) ?? [];
  const photos = Form.useWatch("photos", form) ?? [];
  const { post, busy, percent } = useMultipartPost<Quotation>();
  // the VAT share as the customer will see it: at the saved rate (the one the quotation would be ordered at)
  const vatPercent = useVatPercent();
  if (!can?.can || !QUOTABLE.includes(booking.status)) return null;

  const total = lines.reduce(
    (sum, l) => sum + Math.round((Number(l?.quantity) || 0) * Math.round((Number(l?.unit_price) || 0) * 100)),
    0,
  );
  const used = photos.length + lines.reduce((n, l) => n + (l?.photos?.length ?? 0), 0);
  const money = (fils: number) => formatMoney(fils / 100, i18n.language);

  const send = async (v: Values) => {
    setProblem(null);
    try {
      const q = await post(ENDPOINTS.partnerQuotationCreate, quotationBody(booking.id, v));
      message.success(t("partnerWork.quotation.sent", { number: q.number }));
      form.resetFields();
      setOpen(false);
      void invalidate({ resource: "partner-appointments", invalidates: ["detail"], id: booking.id });
      onDone?.();
    } catch (error) {
      setProblem(
        applyServerErrors(form, error, (p) =>
          p[0] === "lines"
            ? p.length === 3 && LINE_FIELDS.has(String(p[2]))
            : ["title", "valid_days", "photos"].includes(String(p[0])),
        ),
      );
    }
  };

  return (
    <>
      <Button icon={<FileAddOutlined />} onClick={() => setOpen(true)} data-testid="quotation-open">
        {t("partnerWork.quotation.button")}
      </Button>
      <Modal
        open={open}
        title={t("partnerWork.quotation.title", { number: booking.number })}
        okText={t("partnerWork.quotation.send")}
        cancelText={t("partnerWork.common.cancel")}
        okButtonProps={{ "data-testid": "quotation-send" } as never}
        confirmLoading={busy}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        width={640}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t("partnerWork.quotation.intro")}</Typography.Paragraph>
        {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} /> : null}
        <Form<Values>
          form={form}
          layout="vertical"
          name="partner-quotation"
          initialValues={{ lines: [{ quantity: 1 }], valid_days: 7 }}
          onFinish={(v) => void send(v)}
        >
          <Form.Item name="title" label={t("partnerWork.quotation.quoteTitle")}>
            <Input maxLength={150} placeholder={t("partnerWork.quotation.quoteTitlePlaceholder")} />
          </Form.Item>
          <Typography.Title level={5}>{t("partnerWork.quotation.lines")}</Typography.Title>
          <QuotationLines photosLeft={MAX_PHOTOS - used} />
          <Form.Item
            name="photos"
            label={t("partnerWork.quotation.photos")}
            extra={t("partnerWork.common.photosHint")}
            style={{ marginTop: 12 }}
          >
            <PhotoPicker label={t("partnerWork.quotation.photos")} left={MAX_PHOTOS - used} testId="quotation-photos" />
          </Form.Item>
          <Form.Item name="valid_days" label={t("partnerWork.quotation.validDays")}>
            <Select
              options={VALIDITY.map((d) => ({ value: d, label: t("partnerWork.quotation.days", { count: d }) }))}
              style={{ maxWidth: 200 }}
            />
          </Form.Item>
        </Form>
        <Typography.Paragraph strong data-testid="quotation-total-preview">
          {t("partnerWork.quotation.total")}: <bdi>{money(total)}</bdi>
          <br />
          <Typography.Text type="secondary">
            {t("partnerWork.quotation.vat")}: <bdi>{money(Math.round((total * vatPercent) / (100 + vatPercent)))}</bdi>
          </Typography.Text>
        </Typography.Paragraph>
        {percent !== null && busy ? <Progress percent={percent} size="small" /> : null}
      </Modal>
    </>
  );
}
