import "../../i18n/modules/partner-onboarding";
import { FileOutlined } from "@ant-design/icons";
import { Avatar, Descriptions, Empty, List, Space, Tag, Timeline, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatDateTime, formatMoney } from "../../lib/format";
import { type ApplicationStatus, DOCUMENT_TYPES, type PartnerApplication, STATUS_COLOR, type StepKey } from "./types";

export function StatusTag({ status, label }: { status: ApplicationStatus; label: string }) {
  return (
    <Tag color={STATUS_COLOR[status]} data-testid="application-status">
      {label}
    </Tag>
  );
}

/** Keeps a date, number or code left-to-right inside Arabic text (Unicode isolate), so `13-11-2026` stays in order. */
export const ltr = (text: string) => `\u2066${text}\u2069`;

const dash = (value: string | null | undefined, fallback: string) =>
  value ? value : <Typography.Text type="secondary">{fallback}</Typography.Text>;

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export { formatSize };

/** IBAN in groups of four, as printed on a card. */
export const groupIban = (iban: string | null) => (iban ? iban.replace(/(.{4})/g, "$1 ").trim() : iban);

export interface ApplicationSection {
  key: StepKey;
  title: string;
  content: ReactNode;
}

/** The five steps of an application as read-only sections (tabs on the view page, cards on the review step). */
export function useApplicationSections(app: PartnerApplication): ApplicationSection[] {
  const { t, i18n } = useTranslation();
  const none = t("partnerApplicationDetails.notProvided");
  const column = { xs: 1, sm: 1, md: 1, lg: 1, xl: 2, xxl: 2 } as const;
  return [
    {
      key: "company",
      title: t("onboarding.steps.company"),
      content: (
        <Descriptions column={column} size="small" bordered>
          <Descriptions.Item label={t("partnerApplicationDetails.legalNameEn")}>
            {dash(app.legal_name_en, none)}
          </Descriptions.Item>
          <Descriptions.Item label={t("partnerApplicationDetails.legalNameAr")}>
            <span dir="rtl">{dash(app.legal_name_ar, none)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t("partnerApplicationDetails.licenseNumber")}>
            {dash(app.trade_license_number, none)}
          </Descriptions.Item>
          <Descriptions.Item label={t("partnerApplicationDetails.licenseExpiry")}>
            {dash(app.trade_license_expiry ? ltr(formatDate(app.trade_license_expiry)) : null, none)}
          </Descriptions.Item>
          <Descriptions.Item label={t("partnerApplicationDetails.companyType")}>
            {dash(app.company_type_name, none)}
          </Descriptions.Item>
          <Descriptions.Item label={t("partnerApplicationDetails.trn")}>{dash(app.trn, none)}</Descriptions.Item>
          <Descriptions.Item label={t("partnerApplicationDetails.logo")}>
            {app.logo ? <Avatar shape="square" size={48} src={app.logo} alt="" /> : dash(null, none)}
          </Descriptions.Item>
        </Descriptions>
      ),
    },
    {
      key: "contact_bank",
      title: t("onboarding.steps.contact_bank"),
      content: (
        <Descriptions column={column} size="small" bordered>
          <Descriptions.Item label={t("partnerApplicationDetails.contactPerson")}>
            {dash(app.contact_person, none)}
          </Descriptions.Item>
          <Descriptions.Item label={t("partnerApplicationDetails.phone")}>
            <span dir="ltr">{dash(app.contact_phone, none)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t("partnerApplicationDetails.email")}>
            {dash(app.contact_email, none)}
          </Descriptions.Item>
          <Descriptions.Item label={t("partnerApplicationDetails.bankName")}>
            {dash(app.bank_name, none)}
          </Descriptions.Item>
          <Descriptions.Item label={t("partnerApplicationDetails.iban")}>
            <span dir="ltr" style={{ fontFamily: "monospace" }}>
              {dash(groupIban(app.iban), none)}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t("partnerApplicationDetails.accountName")}>
            {dash(app.account_name, none)}
          </Descriptions.Item>
        </Descriptions>
      ),
    },
    {
      key: "documents",
      title: t("onboarding.steps.documents"),
      content: (
        <List
          size="small"
          bordered
          dataSource={[...DOCUMENT_TYPES]}
          renderItem={(type) => {
            const doc = app.documents.find((d) => d.type === type);
            const required = app.required_documents.includes(type);
            return (
              <List.Item
                extra={
                  doc ? (
                    <a href={doc.path} target="_blank" rel="noreferrer">
                      {t("onboarding.documents.open")}
                    </a>
                  ) : null
                }
              >
                <List.Item.Meta
                  avatar={<FileOutlined />}
                  title={
                    <Space wrap size={4}>
                      {t(`onboarding.documents.types.${type}`)}
                      <Tag color={required ? "red" : "default"}>
                        {t(required ? "onboarding.documents.required" : "onboarding.documents.optional")}
                      </Tag>
                    </Space>
                  }
                  description={
                    doc ? `${doc.original_name} · ${formatSize(doc.size)}` : t("onboarding.documents.notUploaded")
                  }
                />
              </List.Item>
            );
          }}
        />
      ),
    },
    {
      key: "areas",
      title: t("onboarding.steps.areas"),
      content: app.areas.length ? (
        <Space direction="vertical" style={{ width: "100%" }}>
          {Object.entries(
            app.areas.reduce<Record<string, string[]>>((acc, a) => {
              acc[a.emirate_name] = [...(acc[a.emirate_name] ?? []), a.name];
              return acc;
            }, {}),
          ).map(([emirate, names]) => (
            <div key={emirate}>
              <Typography.Text strong>{emirate}</Typography.Text>
              <div style={{ marginTop: 4 }}>
                {names.map((n) => (
                  <Tag key={n} style={{ marginBottom: 4 }}>
                    {n}
                  </Tag>
                ))}
              </div>
            </div>
          ))}
        </Space>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("partnerApplicationDetails.noAreas")} />
      ),
    },
    {
      key: "services",
      title: t("onboarding.steps.services"),
      content: app.services.length ? (
        <List
          size="small"
          bordered
          dataSource={app.services}
          renderItem={(s) => (
            <List.Item>
              <List.Item.Meta
                title={s.name}
                description={`${s.category_name} · ${t("partnerApplicationDetails.minutes", { count: s.duration_minutes })}`}
              />
              <div style={{ textAlign: "end" }}>
                <Typography.Text strong>{formatMoney(s.price, i18n.language)}</Typography.Text>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t("partnerApplicationDetails.vatIncluded", { vat: formatMoney(s.vat_amount, i18n.language) })}
                </Typography.Text>
              </div>
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("partnerApplicationDetails.noServices")} />
      ),
    },
  ];
}

const TIMELINE_COLOR: Record<ApplicationStatus, string> = {
  draft: "gray",
  submitted: "blue",
  "under-review": "blue",
  "changes-requested": "orange",
  approved: "green",
  rejected: "red",
};

/** Status changes and comments, oldest first (the server's order). */
export function ApplicationTimeline({ app }: { app: PartnerApplication }) {
  const { t } = useTranslation();
  if (!app.comments.length)
    return <Typography.Text type="secondary">{t("partnerApplicationView.noComments")}</Typography.Text>;
  return (
    <Timeline
      data-testid="application-timeline"
      items={app.comments.map((c) => ({
        key: c.id,
        color: c.status ? TIMELINE_COLOR[c.status] : "gray",
        children: (
          <div>
            <Space wrap size={4}>
              {c.status && c.status_label ? <StatusTag status={c.status} label={c.status_label} /> : null}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {ltr(formatDateTime(c.created_at))}
              </Typography.Text>
            </Space>
            <div style={{ fontSize: 12 }}>
              <Typography.Text type="secondary">
                {c.author_role === "internal"
                  ? (c.author_name ?? t("partnerApplicationView.reviewer"))
                  : t("partnerApplicationView.you")}
              </Typography.Text>
            </div>
            {c.comment ? (
              <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: "pre-wrap" }}>
                {c.comment}
              </Typography.Paragraph>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}
