import "../../../../i18n/modules/admin-tenants";
import { UploadOutlined } from "@ant-design/icons";
import { type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";
import { Alert, Button, Form, Input, Modal, Select, Upload, type UploadFile } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../../api/endpoints";

/** The kinds of document a partner keeps on file (the onboarding's), in their display order. */
export const DOCUMENT_TYPES = ["trade_license", "vat_certificate", "insurance", "owner_emirates_id"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

interface Values {
  type: DocumentType;
  file?: UploadFile[];
  original_name?: string;
}

/**
 * Upload or replace one of a partner's documents (`POST admin/partner/document/{id}`, multipart): the type, a PDF,
 * JPEG or PNG up to 10 MB, and an optional display name. A 422 shows at its field and keeps the choice; on success
 * the partner's details are read again.
 */
export function PartnerDocumentUpload({
  partnerId,
  type,
  onClose,
}: {
  partnerId: number;
  /** the type to replace; undefined: closed */
  type: DocumentType | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync, mutation } = useCustomMutation();
  const invalidate = useInvalidate();
  // each opening starts from the row's type, with no file chosen
  useEffect(() => {
    if (type !== undefined) {
      form.resetFields();
      form.setFieldsValue({ type });
      setProblem(null);
    }
  }, [type, form]);

  const submit = async (v: Values) => {
    setProblem(null);
    const body = new FormData();
    body.append("type", v.type);
    const file = v.file?.[0]?.originFileObj;
    // the name shown: the one typed, else the chosen file's own
    const name = v.original_name?.trim() || file?.name;
    if (name) body.append("original_name", name.slice(0, 200));
    if (file) body.append("file", file, file.name);
    try {
      await mutateAsync({
        url: fillId(ENDPOINTS.adminPartnerDocument, partnerId),
        method: "post",
        values: body as never,
        successNotification: false,
        errorNotification: false,
        meta: { silent: true, timeout: 120_000 },
      });
      await invalidate({ resource: "admin-partners", invalidates: ["detail"], id: partnerId });
      form.resetFields();
      onClose();
    } catch (error) {
      const errors = (error as HttpError).errors as Record<string, string[]> | undefined;
      const shown = (["type", "file", "original_name"] as const).filter((k) => errors?.[k]);
      form.setFields(shown.map((k) => ({ name: k, errors: errors?.[k] ?? [] })));
      if (!shown.length) setProblem((error as HttpError).message ?? String(error));
    }
  };

  return (
    <Modal
      open={type !== undefined}
      title={t("adminTenants.documents.uploadTitle")}
      okText={t("adminTenants.documents.uploadSave")}
      cancelText={t("adminTenants.documents.cancel")}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="partner-document-form">
        {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} /> : null}
        <Form.Item name="type" label={t("adminTenants.documents.type")}>
          <Select
            options={DOCUMENT_TYPES.map((value) => ({ value, label: t(`adminTenants.documents.types.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="file"
          label={t("adminTenants.documents.file")}
          extra={t("adminTenants.documents.fileHint")}
          valuePropName="fileList"
          getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
          rules={[{ required: true, message: t("adminTenants.documents.fileRequired") }]}
        >
          <Upload
            beforeUpload={() => false}
            maxCount={1}
            accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          >
            <Button icon={<UploadOutlined />}>{t("adminTenants.documents.choose")}</Button>
          </Upload>
        </Form.Item>
        <Form.Item name="original_name" label={t("adminTenants.documents.name")}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
