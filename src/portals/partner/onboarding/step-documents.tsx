import "../../../i18n/modules/partner-onboarding";
import { DeleteOutlined, FileOutlined, UploadOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Flex, Popconfirm, Progress, Space, Tag, Typography } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { getNotifier } from "../../../api";
import { formatSize } from "../../../features/partner-applications/application-details";
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MIMES,
  DOCUMENT_TYPES,
  type DocumentType,
  MAX_DOCUMENT_BYTES,
  type PartnerApplication,
} from "../../../features/partner-applications/types";
import { fieldErrorsOf, messageOf, statusOf } from "../components/server-errors";
import { useDeleteDocument, useUploadDocument } from "./api";
import { StepActions, type StepProps } from "./step-shell";

const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/** Step 3: the trade licence, VAT certificate, insurance and the owner's Emirates ID, each uploaded at once. */
export function DocumentsStep({ app, onApp, onBack, onNext }: StepProps) {
  const { t } = useTranslation();
  const missing = app.required_documents.filter((type) => !app.documents.some((d) => d.type === type));
  return (
    <div>
      <Typography.Paragraph>
        {t("onboarding.documents.intro")}{" "}
        <Typography.Text type="secondary">{t("onboarding.documents.allowed")}</Typography.Text>
      </Typography.Paragraph>
      {app.trn ? (
        <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
          {t("onboarding.documents.vatNote")}
        </Typography.Paragraph>
      ) : null}
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        {DOCUMENT_TYPES.map((type) => (
          <DocumentRow key={type} type={type} app={app} onApp={onApp} />
        ))}
      </Space>
      {missing.length ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 16 }}
          data-testid="documents-missing"
          message={t("onboarding.documents.missing", {
            names: missing.map((type) => t(`onboarding.documents.types.${type}`)).join(", "),
          })}
        />
      ) : null}
      <StepActions onBack={onBack} onContinue={onNext} label={t("onboarding.continue")} />
    </div>
  );
}

function DocumentRow({
  type,
  app,
  onApp,
}: {
  type: DocumentType;
  app: PartnerApplication;
  onApp: (next: PartnerApplication) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const uploadDocument = useUploadDocument();
  const deleteDocument = useDeleteDocument();
  const doc = app.documents.find((d) => d.type === type);
  const required = app.required_documents.includes(type);
  const label = t(`onboarding.documents.types.${type}`);

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    setProblem(null);
    const typeOk = file.type ? DOCUMENT_MIMES.includes(file.type) : EXTENSIONS.test(file.name);
    if (!typeOk) return setProblem(t("onboarding.documents.wrongType"));
    if (file.size > MAX_DOCUMENT_BYTES)
      return setProblem(t("onboarding.documents.tooLarge", { size: formatSize(file.size) }));
    setUpload({ name: file.name, percent: 0 });
    try {
      const next = await uploadDocument(type, file, (percent) => setUpload({ name: file.name, percent }));
      onApp(next);
      getNotifier().success(t("onboarding.documents.uploaded"));
    } catch (error) {
      const status = statusOf(error);
      if (status === 413) setProblem(t("onboarding.documents.tooLarge", { size: formatSize(file.size) }));
      else if (status === 422 && fieldErrorsOf(error)?.file) setProblem(t("onboarding.documents.wrongType"));
      else setProblem(t("onboarding.documents.failed", { message: messageOf(error) }));
    } finally {
      setUpload(null);
    }
  };

  const remove = async () => {
    if (!doc) return;
    setDeleting(true);
    try {
      await deleteDocument(doc.id);
      onApp({ ...app, documents: app.documents.filter((d) => d.id !== doc.id) });
      getNotifier().success(t("onboarding.documents.deleted"));
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Card size="small" data-testid={`document-${type}`}>
      <Flex justify="space-between" align="center" gap={12} wrap="wrap">
        <Space direction="vertical" size={2} style={{ minWidth: 0, flex: "1 1 220px" }}>
          <Space wrap size={6}>
            <Typography.Text strong>{label}</Typography.Text>
            <Tag color={required ? "red" : "default"}>
              {t(required ? "onboarding.documents.required" : "onboarding.documents.optional")}
            </Tag>
          </Space>
          {doc ? (
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: "100%" }}>
              <FileOutlined />{" "}
              <a href={doc.path} target="_blank" rel="noreferrer">
                {doc.original_name}
              </a>{" "}
              · {formatSize(doc.size)}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">{t("onboarding.documents.notUploaded")}</Typography.Text>
          )}
        </Space>
        <Space wrap>
          <input
            ref={input}
            type="file"
            accept={DOCUMENT_ACCEPT}
            style={{ display: "none" }}
            aria-label={`${t("onboarding.documents.upload")} ${label}`}
            data-testid={`document-input-${type}`}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          <Button
            icon={<UploadOutlined />}
            onClick={() => input.current?.click()}
            disabled={upload !== null}
            type={doc ? "default" : "primary"}
            ghost={!doc}
          >
            {t(doc ? "onboarding.documents.replace" : "onboarding.documents.upload")}
          </Button>
          {doc ? (
            <Popconfirm
              title={t("onboarding.documents.confirmDelete")}
              okText={t("onboarding.documents.delete")}
              cancelText={t("onboarding.documents.cancel")}
              okButtonProps={{ danger: true }}
              onConfirm={remove}
            >
              <Button
                danger
                icon={<DeleteOutlined />}
                loading={deleting}
                aria-label={t("onboarding.documents.delete")}
              />
            </Popconfirm>
          ) : null}
        </Space>
      </Flex>
      {upload ? (
        <div data-testid={`document-progress-${type}`}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t("onboarding.documents.uploading", { name: upload.name })}
          </Typography.Text>
          <Progress percent={upload.percent} size="small" status="active" />
        </div>
      ) : null}
      {problem ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 8 }}
          data-testid={`document-error-${type}`}
          message={problem}
          description={t("onboarding.documents.allowed")}
        />
      ) : null}
    </Card>
  );
}
