import "../../../../i18n/modules/admin-partners";
import { EyeOutlined, FileOutlined } from "@ant-design/icons";
import { Button, List, Modal, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatSize } from "../../../../features/partner-applications/application-details";
import {
  type ApplicationDocument,
  DOCUMENT_TYPES,
  type PartnerApplication,
} from "../../../../features/partner-applications/types";

const isImage = (d: ApplicationDocument) => d.mime.startsWith("image/");

/** The documents with open and preview links (PDFs in a frame, photos as images). */
export function ApplicationDocuments({ app }: { app: PartnerApplication }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<ApplicationDocument>();
  return (
    <>
      <List
        size="small"
        bordered
        dataSource={[...DOCUMENT_TYPES]}
        data-testid="application-documents"
        renderItem={(type) => {
          const doc = app.documents.find((d) => d.type === type);
          const required = app.required_documents.includes(type);
          return (
            <List.Item
              data-testid={`document-${type}`}
              actions={
                doc
                  ? [
                      <Button
                        key="preview"
                        size="small"
                        icon={<EyeOutlined />}
                        onClick={() => setPreview(doc)}
                        data-testid={`preview-${type}`}
                      >
                        {t("adminPartners.review.preview")}
                      </Button>,
                      <a key="open" href={doc.path} target="_blank" rel="noreferrer">
                        {t("adminPartners.review.open")}
                      </a>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                avatar={<FileOutlined />}
                title={
                  <Space wrap size={4}>
                    {t(`onboarding.documents.types.${type}`)}
                    <Tag color={required ? (doc ? "green" : "red") : "default"}>
                      {t(required ? "onboarding.documents.required" : "onboarding.documents.optional")}
                    </Tag>
                  </Space>
                }
                description={
                  doc ? (
                    <bdi>{`${doc.original_name} · ${formatSize(doc.size)}`}</bdi>
                  ) : (
                    t("onboarding.documents.notUploaded")
                  )
                }
              />
            </List.Item>
          );
        }}
      />
      <Modal
        open={Boolean(preview)}
        onCancel={() => setPreview(undefined)}
        footer={null}
        width={900}
        title={preview?.original_name}
        destroyOnHidden
      >
        {preview ? (
          isImage(preview) ? (
            <img src={preview.path} alt={preview.original_name} style={{ maxWidth: "100%" }} />
          ) : (
            <iframe
              src={preview.path}
              title={preview.original_name}
              style={{ width: "100%", height: "70vh", border: 0 }}
            />
          )
        ) : null}
      </Modal>
    </>
  );
}
