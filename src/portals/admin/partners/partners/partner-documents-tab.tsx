import "../../../../i18n/modules/admin-tenants";
import { UploadOutlined } from "@ant-design/icons";
import { Button, Empty, Space, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ltr } from "../../../../features/partner-applications/application-details";
import { formatDate } from "../../../../lib/format";
import type { AdminPartnerDetails } from "../types";
import { type DocumentType, PartnerDocumentUpload } from "./partner-document-upload";

/**
 * The documents tab: the partner's onboarding documents (its approved application's), each opening the file; an
 * editor (`update-tenant`) uploads a missing one or replaces one.
 */
export function PartnerDocumentsTab({ partner, canEdit = false }: { partner: AdminPartnerDetails; canEdit?: boolean }) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState<DocumentType | undefined>(undefined);
  const upload = canEdit ? (
    <>
      <Button
        icon={<UploadOutlined />}
        onClick={() => setUploading("trade_license")}
        data-testid="partner-document-upload"
      >
        {t("adminTenants.documents.upload")}
      </Button>
      <PartnerDocumentUpload partnerId={partner.id} type={uploading} onClose={() => setUploading(undefined)} />
    </>
  ) : null;
  if (!partner.documents.length)
    return (
      <Space direction="vertical" style={{ width: "100%" }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("adminTenants.documents.none")} />
        {upload}
      </Space>
    );
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      {upload}
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={partner.documents}
        scroll={{ x: "max-content" }}
        data-testid="partner-documents"
        columns={[
          {
            key: "type",
            title: t("adminTenants.documents.type"),
            render: (_, d) => t(`adminTenants.documents.types.${d.type}`),
          },
          {
            key: "file",
            title: t("adminTenants.documents.file"),
            render: (_, d) => (
              <a
                href={d.path}
                target="_blank"
                rel="noreferrer"
                aria-label={t("adminTenants.documents.open", { name: d.original_name })}
              >
                <bdi>{d.original_name}</bdi>
              </a>
            ),
          },
          {
            key: "size",
            title: t("adminTenants.documents.size"),
            render: (_, d) => ltr(`${Math.max(1, Math.round(d.size / 1024))} KB`),
          },
          {
            key: "uploaded",
            title: t("adminTenants.documents.uploaded"),
            render: (_, d) => ltr(formatDate(d.created_at)),
          },
          ...(canEdit
            ? [
                {
                  key: "replace",
                  title: "",
                  render: (_: unknown, d: AdminPartnerDetails["documents"][number]) => (
                    <Button
                      size="small"
                      onClick={() => setUploading(d.type)}
                      aria-label={t("adminTenants.documents.replaceLabel", {
                        type: t(`adminTenants.documents.types.${d.type}`),
                      })}
                    >
                      {t("adminTenants.documents.replace")}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Space>
  );
}
