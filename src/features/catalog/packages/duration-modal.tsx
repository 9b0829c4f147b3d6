import "../../../i18n/modules/partner-catalog";
import { type BaseRecord, useCustomMutation } from "@refinedev/core";
import { App, Col, Form, Input, InputNumber, Modal, Row } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { showFieldErrors } from "../../../lib/form-errors";
import { useDirtyWarning } from "../catalog-page";
import type { PackageDuration } from "../types";

interface DurationValues {
  months?: number;
  label_en?: string;
  label_ar?: string;
  discount_percent?: number;
}

/** Add or edit one duration of a package (POST package/duration, with `id` when editing). */
export function DurationModal({
  packageId,
  editing,
  onClose,
  onSaved,
}: {
  packageId: number;
  editing: PackageDuration | "new" | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<DurationValues>();
  const [dirty, setDirty] = useState(false);
  useDirtyWarning(editing !== null && dirty);
  const { mutate, mutation: save } = useCustomMutation<PackageDuration & BaseRecord>();
  const submit = (values: DurationValues) =>
    mutate(
      {
        url: ENDPOINTS.catalogDurations,
        method: "post",
        values: {
          package_id: packageId,
          ...(editing && editing !== "new" ? { id: editing.id } : {}),
          ...values,
          discount_percent: values.discount_percent ?? 0,
        },
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: () => {
          message.success(t("partnerCatalog.durations.saved"));
          setDirty(false);
          onSaved();
          onClose();
        },
        onError: (error) => showFieldErrors(form, error),
      },
    );
  const initial =
    editing && editing !== "new"
      ? {
          months: editing.months,
          label_en: editing.label_en,
          label_ar: editing.label_ar,
          discount_percent: editing.discount_percent,
        }
      : { discount_percent: 0 };
  return (
    <Modal
      open={editing !== null}
      title={t(editing === "new" ? "partnerCatalog.durations.addTitle" : "partnerCatalog.durations.editTitle")}
      okText={t("partnerCatalog.common.save")}
      cancelText={t("partnerCatalog.common.cancel")}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={() => {
        setDirty(false);
        onClose();
      }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="package-duration"
        initialValues={initial}
        preserve={false}
        onValuesChange={() => setDirty(true)}
        onFinish={submit}
      >
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="months"
              label={t("partnerCatalog.durations.months")}
              rules={[{ required: true, message: t("partnerCatalog.common.required") }]}
            >
              <InputNumber min={1} max={36} precision={0} style={{ width: "100%" }} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="discount_percent"
              label={t("partnerCatalog.durations.discount")}
              extra={t("partnerCatalog.durations.discountHint")}
            >
              <InputNumber min={0} max={90} precision={2} suffix="%" style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="label_en"
              label={t("partnerCatalog.durations.labelEn")}
              extra={t("partnerCatalog.durations.labelHint")}
            >
              <Input maxLength={60} dir="ltr" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="label_ar" label={t("partnerCatalog.durations.labelAr")}>
              <Input maxLength={60} dir="rtl" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
