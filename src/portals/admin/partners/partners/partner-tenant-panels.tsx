import "../../../../i18n/modules/admin-tenants";
import { EditOutlined } from "@ant-design/icons";
import { Button, Card, Descriptions, Space } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../../lib/format";
import type { AdminPartnerDetails } from "../types";
import type { EditSection } from "./partner-edit-fields";

const NONE = "—";

function EditButton({ section, onEdit }: { section: EditSection; onEdit?: (s: EditSection) => void }) {
  const { t } = useTranslation();
  if (!onEdit) return null;
  return (
    <Button
      size="small"
      icon={<EditOutlined />}
      onClick={() => onEdit(section)}
      aria-label={t(`adminTenants.editSection.${section}`)}
      data-testid={`partner-edit-${section}-open`}
    >
      {t("adminTenants.edit")}
    </Button>
  );
}

/**
 * The partner's contact, bank and commission, with an Edit button per section (company details and areas have theirs
 * beside the profile and areas tabs) when the viewer may edit.
 */
export function PartnerTenantPanels({
  partner,
  onEdit,
}: {
  partner: AdminPartnerDetails;
  onEdit?: (s: EditSection) => void;
}) {
  const { t } = useTranslation();
  const c = partner.commission;
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Card
        size="small"
        title={t("adminTenants.sections.contact")}
        extra={<EditButton section="contact" onEdit={onEdit} />}
      >
        <Descriptions size="small" column={{ xs: 1, md: 2 }} data-testid="partner-contact">
          <Descriptions.Item label={t("adminTenants.fields.address")}>{partner.address ?? NONE}</Descriptions.Item>
          <Descriptions.Item label={t("adminTenants.fields.contact_person")}>
            {partner.contact.contact_person ?? NONE}
          </Descriptions.Item>
          <Descriptions.Item label={t("adminTenants.fields.contact_phone")}>
            <bdi dir="ltr">{partner.contact.contact_phone ?? NONE}</bdi>
          </Descriptions.Item>
          <Descriptions.Item label={t("adminTenants.fields.contact_email")}>
            <bdi>{partner.contact.contact_email ?? NONE}</bdi>
          </Descriptions.Item>
          <Descriptions.Item label={t("adminTenants.fields.bank_name")}>
            {partner.bank.bank_name ?? NONE}
          </Descriptions.Item>
          <Descriptions.Item label={t("adminTenants.fields.account_name")}>
            {partner.bank.account_name ?? NONE}
          </Descriptions.Item>
          <Descriptions.Item label={t("adminTenants.fields.iban")}>
            <bdi dir="ltr">{partner.bank.iban ?? NONE}</bdi>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card
        size="small"
        title={t("adminTenants.sections.commission")}
        extra={<EditButton section="commission" onEdit={onEdit} />}
      >
        <span data-testid="partner-commission">
          {!c
            ? t("adminTenants.commissionNone")
            : c.own
              ? t("adminTenants.commissionOwn", { rate: c.rate, date: formatDate(c.effective_from) })
              : t("adminTenants.commissionDefault", { rate: c.rate })}
        </span>
      </Card>
    </Space>
  );
}

export { PartnerDocumentsTab } from "./partner-documents-tab";
export { EditButton };
