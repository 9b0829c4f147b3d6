import { useCreate, useCustomMutation, useUpdate } from "@refinedev/core";
import { App, DatePicker, Form, Input, Modal, Radio, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../api/endpoints";
import { ImpactConfirm } from "./impact-confirm";
import { type Holiday, type Impact, isoDate, putFieldErrors, type Technician } from "./types";

interface FormValues {
  range?: [Dayjs, Dayjs];
  title_en: string;
  title_ar: string;
  scope: "company" | "chosen";
  technician_ids: number[];
}

interface HolidayModalProps {
  resource: string;
  partnerId?: number;
  /** undefined: closed; null: a new holiday; a row: edit it. */
  editing: Holiday | null | undefined;
  technicians: Technician[];
  onClose: () => void;
}

/** Create or edit a holiday range; a new or moved range first shows the appointments it would affect. */
export function HolidayModal({ resource, partnerId, editing, technicians, onClose }: HolidayModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [impact, setImpact] = useState<Impact | null>(null);
  const [pending, setPending] = useState<Record<string, unknown> | null>(null);
  const { mutateAsync: create, mutation: creating } = useCreate();
  const { mutateAsync: update, mutation: updating } = useUpdate();
  const { mutateAsync: check, mutation: checking } = useCustomMutation<Impact & Record<string, unknown>>();
  const scope = Form.useWatch("scope", form);
  const open = editing !== undefined;
  const byPartner = partnerId !== undefined ? { partner_id: partnerId } : {};

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? {
            range: [dayjs(editing.start_date), dayjs(editing.end_date)] as [Dayjs, Dayjs],
            title_en: editing.title_en,
            title_ar: editing.title_ar,
            scope: editing.technician_ids.length > 0 ? ("chosen" as const) : ("company" as const),
            technician_ids: editing.technician_ids,
          }
        : { range: undefined, title_en: "", title_ar: "", scope: "company" as const, technician_ids: [] },
    );
    setImpact(null);
    setPending(null);
  }, [open, editing, form]);

  const save = async (body: Record<string, unknown>) => {
    try {
      const common = { resource, successNotification: false as const, errorNotification: false as const };
      if (editing) await update({ ...common, id: editing.id, values: body, meta: { silent: true } });
      else await create({ ...common, values: body, meta: { silent: true } });
      message.success(t("schedule.holidays.saved"));
      setImpact(null);
      onClose();
    } catch (error) {
      setImpact(null);
      const placed = putFieldErrors(form, remapDates(error));
      if (!placed.any || placed.unplaced.length > 0)
        message.error(placed.unplaced.join(" ") || (error as Error).message);
    }
  };

  const submit = async (values: FormValues) => {
    const body = {
      ...byPartner,
      start_date: isoDate(values.range?.[0]),
      end_date: isoDate(values.range?.[1]),
      title_en: values.title_en,
      title_ar: values.title_ar,
      technician_ids: values.scope === "chosen" ? values.technician_ids : [],
    };
    const moved =
      !editing ||
      editing.start_date !== body.start_date ||
      editing.end_date !== body.end_date ||
      editing.technician_ids.join(",") !== body.technician_ids.join(",");
    if (!moved) return save(body);
    try {
      const res = await check({
        url: ENDPOINTS.scheduleHolidayImpact,
        method: "post",
        values: {
          ...byPartner,
          start_date: body.start_date,
          end_date: body.end_date,
          technician_ids: body.technician_ids,
          ...(editing ? { exclude_id: editing.id } : {}),
        },
        meta: { silent: true },
        successNotification: false,
        errorNotification: false,
      });
      const answer = res.data as Impact;
      if (answer.count > 0) {
        setPending(body);
        setImpact(answer);
        return;
      }
    } catch (error) {
      // the impact call validates the range as the save does: its errors go on the fields
      const placed = putFieldErrors(form, remapDates(error));
      if (placed.any) return;
    }
    return save(body);
  };

  return (
    <>
      <Modal
        open={open}
        title={t(editing ? "schedule.holidays.edit" : "schedule.holidays.add")}
        onCancel={onClose}
        onOk={() => form.submit()}
        okButtonProps={{ loading: creating.isPending || updating.isPending || checking.isPending }}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={submit} data-testid="holiday-form">
          <Form.Item
            name="range"
            label={t("schedule.holidays.dates")}
            rules={[{ required: true, message: t("schedule.holidays.required") }]}
          >
            <DatePicker.RangePicker style={{ width: "100%" }} format="DD-MM-YYYY" inputReadOnly />
          </Form.Item>
          <Form.Item
            name="title_en"
            label={t("schedule.holidays.titleEn")}
            rules={[{ required: true, message: t("schedule.holidays.required") }]}
          >
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item
            name="title_ar"
            label={t("schedule.holidays.titleAr")}
            rules={[{ required: true, message: t("schedule.holidays.required") }]}
          >
            <Input maxLength={120} dir="rtl" />
          </Form.Item>
          <Form.Item name="scope" label={t("schedule.holidays.who")}>
            <Radio.Group
              options={[
                { value: "company", label: t("schedule.holidays.wholeCompany") },
                { value: "chosen", label: t("schedule.holidays.chosen") },
              ]}
            />
          </Form.Item>
          {scope === "chosen" ? (
            <Form.Item
              name="technician_ids"
              label={t("schedule.holidays.technicians")}
              rules={[{ required: true, type: "array", min: 1, message: t("schedule.holidays.pickTechnicians") }]}
            >
              <Select
                mode="multiple"
                optionFilterProp="label"
                options={technicians.map((r) => ({ value: r.id, label: r.name }))}
              />
            </Form.Item>
          ) : null}
        </Form>
      </Modal>
      <ImpactConfirm
        impact={impact}
        busy={creating.isPending || updating.isPending}
        onCancel={() => setImpact(null)}
        onConfirm={() => pending && save(pending)}
      />
    </>
  );
}

/** The dates' errors belong to the one range field. */
const remapDates = (error: unknown) => {
  const errors = (error as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
  return {
    errors: Object.fromEntries(
      Object.entries(errors).map(([k, v]) => [k === "start_date" || k === "end_date" ? "range" : k, v]),
    ),
  };
};
