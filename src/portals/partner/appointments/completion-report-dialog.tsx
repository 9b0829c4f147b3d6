import "../../../i18n/modules/partner-work";
import { CheckCircleOutlined } from "@ant-design/icons";
import { type BaseRecord, useCan, useCustom, useInvalidate } from "@refinedev/core";
import {
  Alert,
  App,
  Button,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Modal,
  Progress,
  Radio,
  Space,
  TimePicker,
  Typography,
} from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import type { WorkBooking } from "./quotation-dialog";
import { MAX_PHOTOS, PhotoPicker } from "./quotation-lines";
import { applyServerErrors, filesOf, useMultipartPost } from "./quotation-upload";

type Checklist = ApiSchema<"CompletionChecklist">;

interface Values {
  notes: string;
  done?: string[];
  by: "minutes" | "times";
  minutes_on_site?: number;
  started_at?: Dayjs;
  ended_at?: Dayjs;
  before_photos?: Parameters<typeof filesOf>[0];
  after_photos?: Parameters<typeof filesOf>[0];
}

const FORM_FIELDS = [
  "notes",
  "checklist",
  "minutes_on_site",
  "started_at",
  "ended_at",
  "before_photos",
  "after_photos",
];

/** The checklist of a booking (GET partner/completion-report/checklist/{id}), once the dialog is open. */
export function useCompletionChecklist(bookingId: number, enabled: boolean) {
  const { i18n } = useTranslation();
  const { query } = useCustom<Checklist & BaseRecord>({
    url: fillId(ENDPOINTS.partnerCompletionChecklist, bookingId),
    method: "get",
    meta: { language: i18n.language },
    queryOptions: { enabled },
    errorNotification: false,
  });
  return { items: (query.data?.data as Checklist | undefined)?.items ?? [], isLoading: query.isLoading };
}

/** The FormData of POST partner/completion-report/create. */
function reportBody(bookingId: number, v: Values, keys: string[]): FormData {
  const body = new FormData();
  body.append("booking_id", String(bookingId));
  body.append("notes", v.notes.trim());
  const done = new Set(v.done ?? []);
  body.append("checklist", JSON.stringify(keys.map((key) => ({ key, done: done.has(key) }))));
  if (v.by === "minutes" && v.minutes_on_site) body.append("minutes_on_site", String(v.minutes_on_site));
  if (v.by === "times" && v.started_at && v.ended_at) {
    body.append("started_at", v.started_at.format("HH:mm"));
    body.append("ended_at", v.ended_at.format("HH:mm"));
  }
  for (const f of filesOf(v.before_photos)) body.append("before_photos", f);
  for (const f of filesOf(v.after_photos)) body.append("after_photos", f);
  return body;
}

/**
 * "Completion report" on a partner's appointment in progress: notes, the checklist of the service's included items,
 * time on site (minutes, or start and end), before and after photos (10 in all). Submitting completes the booking.
 */
export function CompletionReportButton({ booking, onDone }: { booking: WorkBooking; onDone?: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data: can } = useCan({ resource: "partner-appointments", action: "report" });
  const invalidate = useInvalidate();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();
  const by = Form.useWatch("by", form) ?? "minutes";
  const before = Form.useWatch("before_photos", form) ?? [];
  const after = Form.useWatch("after_photos", form) ?? [];
  const checklist = useCompletionChecklist(booking.id, open);
  const { post, busy, percent } = useMultipartPost();
  if (!can?.can || booking.status !== "in-progress" || booking.completion_report) return null;
  const left = MAX_PHOTOS - before.length - after.length;

  const send = async (v: Values) => {
    setProblem(null);
    try {
      await post(
        ENDPOINTS.partnerCompletionReportCreate,
        reportBody(
          booking.id,
          v,
          checklist.items.map((i) => i.key),
        ),
      );
      message.success(t("partnerWork.report.submitted", { number: booking.number }));
      form.resetFields();
      setOpen(false);
      void invalidate({ resource: "partner-appointments", invalidates: ["detail", "list"], id: booking.id });
      onDone?.();
    } catch (error) {
      setProblem(applyServerErrors(form, error, (p) => FORM_FIELDS.includes(String(p[0])) && p.length === 1));
    }
  };

  return (
    <>
      <Button type="primary" icon={<CheckCircleOutlined />} onClick={() => setOpen(true)} data-testid="report-open">
        {t("partnerWork.report.button")}
      </Button>
      <Modal
        open={open}
        title={t("partnerWork.report.title", { number: booking.number })}
        okText={t("partnerWork.report.submit")}
        cancelText={t("partnerWork.common.cancel")}
        okButtonProps={{ "data-testid": "report-submit" } as never}
        confirmLoading={busy}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        width={600}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t("partnerWork.report.intro")}</Typography.Paragraph>
        {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} /> : null}
        <Form<Values>
          form={form}
          layout="vertical"
          name="partner-report"
          initialValues={{ by: "minutes" }}
          onFinish={(v) => void send(v)}
        >
          <Form.Item
            name="notes"
            label={t("partnerWork.report.notes")}
            rules={[{ required: true, whitespace: true, message: t("partnerWork.report.notesRequired") }]}
          >
            <Input.TextArea rows={3} maxLength={2000} data-testid="report-notes" />
          </Form.Item>
          <Form.Item
            name="done"
            label={t("partnerWork.report.checklist")}
            extra={
              checklist.isLoading ? t("partnerWork.report.checklistLoading") : t("partnerWork.report.checklistHint")
            }
          >
            <Checkbox.Group data-testid="report-checklist">
              <Space direction="vertical">
                {checklist.items.map((item) => (
                  <Checkbox key={item.key} value={item.key}>
                    {item.label}
                  </Checkbox>
                ))}
              </Space>
            </Checkbox.Group>
          </Form.Item>
          <Form.Item name="by" label={t("partnerWork.report.timeOnSite")}>
            <Radio.Group
              optionType="button"
              options={[
                { value: "minutes", label: t("partnerWork.report.byMinutes") },
                { value: "times", label: t("partnerWork.report.byTimes") },
              ]}
            />
          </Form.Item>
          {by === "minutes" ? (
            <Form.Item
              name="minutes_on_site"
              label={t("partnerWork.report.minutes")}
              rules={[{ required: true, message: t("partnerWork.report.minutesRequired") }]}
            >
              <InputNumber min={1} max={1440} precision={0} style={{ width: 160 }} data-testid="report-minutes" />
            </Form.Item>
          ) : (
            <Space wrap>
              <Form.Item
                name="started_at"
                label={t("partnerWork.report.startedAt")}
                rules={[{ required: true, message: t("partnerWork.report.timeRequired") }]}
              >
                <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} />
              </Form.Item>
              <Form.Item
                name="ended_at"
                label={t("partnerWork.report.endedAt")}
                rules={[{ required: true, message: t("partnerWork.report.timeRequired") }]}
              >
                <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} />
              </Form.Item>
            </Space>
          )}
          <Form.Item name="before_photos" label={t("partnerWork.report.before")}>
            <PhotoPicker label={t("partnerWork.report.before")} left={left} testId="report-before" />
          </Form.Item>
          <Form.Item
            name="after_photos"
            label={t("partnerWork.report.after")}
            extra={`${t("partnerWork.report.photoLimit", { max: MAX_PHOTOS })} ${t("partnerWork.common.photosHint")}`}
          >
            <PhotoPicker label={t("partnerWork.report.after")} left={left} testId="report-after" />
          </Form.Item>
        </Form>
        {percent !== null && busy ? <Progress percent={percent} size="small" /> : null}
      </Modal>
    </>
  );
}
