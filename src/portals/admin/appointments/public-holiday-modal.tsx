import "../../../i18n/modules/schedule";
import { useCreate, useUpdate } from "@refinedev/core";
import { App, Checkbox, DatePicker, Form, Input, Modal } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isoDate, type PublicHoliday, putFieldErrors } from "../../../features/schedule/types";

export const PUBLIC_HOLIDAYS = "admin-public-holidays";

interface FormValues {
  key: string;
  range?: [Dayjs, Dayjs];
  name_en: string;
  name_ar: string;
  is_tentative: boolean;
}

/** Create or edit one UAE public holiday (key, dates, names, tentative until the moon sighting). */
export function PublicHolidayModal({
  editing,
  onClose,
}: {
  /** undefined: closed; null: a new one. */
  editing: PublicHoliday | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const { mutateAsync: create, mutation: creating } = useCreate();
  const { mutateAsync: update, mutation: updating } = useUpdate();
  const open = editing !== undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing)
      form.setFieldsValue({
        key: editing.key,
        range: [dayjs(editing.start_date), dayjs(editing.end_date)],
        name_en: editing.name_en,
        name_ar: editing.name_ar,
        is_tentative: editing.is_tentative,
      });
  }, [open, editing, form]);

  const submit = async (values: FormValues) => {
    const body = {
      key: values.key,
      start_date: isoDate(values.range?.[0]),
      end_date: isoDate(values.range?.[1]),
      name_en: values.name_en,
      name_ar: values.name_ar,
      is_tentative: Boolean(values.is_tentative),
    };
    const common = {
      resource: PUBLIC_HOLIDAYS,
      values: body,
      meta: { silent: true },
      successNotification: false as const,
      errorNotification: false as const,
    };
    try {
      if (editing) await update({ ...common, id: editing.id });
      else await create(common);
      message.success(t("schedule.publicHolidays.saved"));
      onClose();
    } catch (error) {
      const errors = (error as { errors?: Record<string, unknown> }).errors ?? {};
      const placed = putFieldErrors(form, {
        errors: Object.fromEntries(
          Object.entries(errors).map(([k, v]) => [k === "start_date" || k === "end_date" ? "range" : k, v]),
        ),
      });
      if (!placed.any || placed.unplaced.length > 0)
        message.error(placed.unplaced.join(" ") || (error as Error).message);
    }
  };

  const required = [{ required: true, message: t("schedule.holidays.required") }];
  return (
    <Modal
      open={open}
      title={t(editing ? "schedule.publicHolidays.edit" : "schedule.publicHolidays.add")}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: creating.isPending || updating.isPending }}
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ is_tentative: false }}
        data-testid="public-holiday-form"
      >
        <Form.Item
          name="key"
          label={t("schedule.publicHolidays.key")}
          extra={t("schedule.publicHolidays.keyHelp")}
          rules={required}
        >
          <Input maxLength={60} dir="ltr" />
        </Form.Item>
        <Form.Item name="range" label={t("schedule.holidays.dates")} rules={required}>
          <DatePicker.RangePicker style={{ width: "100%" }} format="DD-MM-YYYY" inputReadOnly />
        </Form.Item>
        <Form.Item name="name_en" label={t("schedule.publicHolidays.nameEn")} rules={required}>
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item name="name_ar" label={t("schedule.publicHolidays.nameAr")} rules={required}>
          <Input maxLength={150} dir="rtl" />
        </Form.Item>
        <Form.Item name="is_tentative" valuePropName="checked">
          <Checkbox>{t("schedule.publicHolidays.tentative")}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
